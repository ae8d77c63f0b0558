import { useState } from 'react';
import { useStoredImageSrc } from '../hooks/use-stored-image-src';

type StoredImageProps = {
  /** A file id (24 hex) or a data URL (spec §3 profileImage). */
  source: string | null | undefined;
  alt: string;
  className?: string;
};

/**
 * An uploaded image: a data URL is shown directly, a file id through its signed URL (cached
 * 12 hours). Renders nothing while there is no URL, so what is behind it (an avatar's
 * colour) shows instead.
 */
export function StoredImage({ source, alt, className = '' }: StoredImageProps) {
  const { src, retry } = useStoredImageSrc(source);
  const [broken, setBroken] = useState<string | null>(null);
  if (!src || src === broken) return null;
  return (
    <img
      src={src}
      alt={alt}
      className={className}
      decoding="async"
      onError={() => {
        if (!retry()) setBroken(src);
      }}
    />
  );
}
