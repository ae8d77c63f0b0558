import { useState } from 'react';
import { useStoredImageSrc } from '../hooks/use-stored-image-src';
import { imageSources, type ImageShape } from '../image-sources';

type StoredImageProps = {
  /** A file id (24 hex) or a data URL (spec §3 profileImage). */
  source: string | null | undefined;
  alt: string;
  className?: string;
  /** Which resized copies fit: avatars' squares or post images' smaller widths. */
  shape?: ImageShape;
  /** How wide it is shown (the `sizes` attribute), so the browser picks the smallest copy that fits. */
  sizes?: string;
  /** `lazy` below the fold: the browser fetches it when it comes near. */
  loading?: 'lazy' | 'eager';
};

/**
 * An uploaded image: a data URL is shown directly, a file id through its signed URL (cached
 * 12 hours) with its resized copies as a `srcset`, and the original when it has none (files
 * uploaded before copies existed). Renders nothing while there is no URL, so what is behind
 * it (an avatar's colour) shows instead.
 */
export function StoredImage({ source, alt, className = '', shape = 'scaled', sizes, loading }: StoredImageProps) {
  const { src, signed, retry } = useStoredImageSrc(source);
  const [broken, setBroken] = useState<string | null>(null);
  if (!src || src === broken) return null;
  const sources = signed ? imageSources(signed, shape) : { src };
  return (
    <img
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.srcSet ? sizes : undefined}
      width={sources.width}
      height={sources.height}
      alt={alt}
      className={className}
      decoding="async"
      loading={loading}
      onError={() => {
        if (!retry()) setBroken(src);
      }}
    />
  );
}
