import type { ReactNode } from 'react';
import { lighten, safeCssHex } from '@/lib/colour';

/** Spec §9 "Avatar sizes", in CSS pixels. */
const AVATAR_SIZES = { sm: 32, md: 64, lg: 128 } as const;
export type AvatarSize = keyof typeof AVATAR_SIZES;

type AvatarProps = {
  /** The member's profile colour (hex, '#' optional); empty shows a light grey. */
  colour: string | null | undefined;
  /** The accessible name, e.g. "CalmOtter123's avatar". */
  label: string;
  size?: AvatarSize;
  /**
   * The profile image, when there is one: an `<img>` (e.g. the uploads feature's StoredImage
   * for a file id, or a plain `<img>` for a data URL) that fills the circle.
   */
  image?: ReactNode;
  className?: string;
};

/**
 * A member's avatar: the profile image in a circle, or a circle of her colour (a soft
 * gradient from the colour lightened 30 % to the colour itself).
 */
export function Avatar({ colour, label, size = 'md', image, className = '' }: AvatarProps) {
  const px = AVATAR_SIZES[size];
  const hex = safeCssHex(colour);
  return (
    <span
      role="img"
      aria-label={label}
      data-size={size}
      className={`relative inline-flex shrink-0 overflow-hidden rounded-full ring-2 ring-white shadow-sm [&_img]:size-full [&_img]:object-cover ${className}`}
      style={{
        width: px,
        height: px,
        backgroundColor: hex,
        backgroundImage: `linear-gradient(135deg, ${lighten(hex)} 0%, ${hex} 70%)`,
      }}
    >
      {image}
    </span>
  );
}
