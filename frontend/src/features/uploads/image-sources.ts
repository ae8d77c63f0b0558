import type { SignedUrl } from './signed-url-cache';

/** Which of an image's resized copies fit where it is shown (issue 21). */
export type ImageShape = 'square' | 'scaled';

export type ImageSources = {
  src: string;
  /** `url 640w, …`; undefined when the image has no copies (uploaded before they existed). */
  srcSet?: string;
  /** The intrinsic size to reserve (width/height attributes), when known. */
  width?: number;
  height?: number;
};

/**
 * The `<img>` attributes for a signed image: its copies of `shape` as a `srcset` (avatars
 * take the 32/64/128 px squares, post images the 640/1600 px wide copies), the original
 * listed at its own width so the browser may still pick it, and the size that keeps the page
 * from shifting. Without copies, the original alone.
 */
export function imageSources(image: SignedUrl, shape: ImageShape): ImageSources {
  const copies = (image.variants ?? [])
    .filter((variant) => variant.shape === (shape === 'square' ? 'SQUARE' : 'SCALED'))
    .toSorted((a, b) => a.width - b.width);
  const known = image.width && image.height ? { width: image.width, height: image.height } : null;
  const largest = copies.at(-1);
  if (!largest) return { src: image.signedUrl, ...(known ?? {}) };
  const candidates = copies.map((copy) => `${copy.signedUrl} ${copy.width}w`);
  if (known) {
    // A square is cut from the original's shorter side; a scaled copy keeps its width.
    const originalWidth = shape === 'square' ? Math.min(known.width, known.height) : known.width;
    if (originalWidth > largest.width) candidates.push(`${image.signedUrl} ${originalWidth}w`);
  }
  const size = shape === 'square' || !known ? { width: largest.width, height: largest.height } : known;
  return { src: image.signedUrl, srcSet: candidates.join(', '), ...size };
}
