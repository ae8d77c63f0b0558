import { useState } from 'react';
import type { StoredImageProps } from '@/components/ui/stored-image-slot';
import { useStoredImageSrc } from '../hooks/use-stored-image-src';
import { imageSources } from '../image-sources';

/**
 * An uploaded image: a data URL is shown directly, a file id through its signed URL (cached
 * 12 hours) with its resized copies as a `srcset`, and the original when it has none (files
 * uploaded before copies existed). Renders nothing while there is no URL, so what is behind
 * it (an avatar's colour) shows instead.
 */
export function StoredImage({ source, alt, className = '', shape = 'scaled', sizes, loading, signed: given, priority }: StoredImageProps) {
  const { src, signed, retry } = useStoredImageSrc(source, given);
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
      decoding={priority ? 'sync' : 'async'}
      loading={priority ? 'eager' : loading}
      fetchPriority={priority ? 'high' : undefined}
      onError={() => {
        if (!retry()) setBroken(src);
      }}
    />
  );
}
