import { ExternalLink, Image } from 'lucide-react';
import { useState } from 'react';
import { StoredImageSlot, type SignedImage } from '@/components/ui/stored-image-slot';
import { useDiscreetMode } from '@/lib/discreet-mode';
import { linkHost, safeLink } from '@/lib/links';

type PostImageProps = {
  source: string;
  alt: string;
  discreet: boolean;
  sizes: string;
  signed: SignedImage | null;
  priority: boolean;
};

/** In discreet mode an image is not even loaded until she asks for it. */
function PostImage({ source, alt, discreet, sizes, signed, priority }: PostImageProps) {
  const [shown, setShown] = useState(false);
  if (discreet && !shown) {
    return (
      <button
        type="button"
        onClick={() => setShown(true)}
        aria-label={`Show image (${alt.toLowerCase()})`}
        className="flex size-full min-h-24 flex-col items-center justify-center gap-2 text-sm font-semibold text-brand-deep hover:bg-blush/70"
      >
        <Image aria-hidden="true" className="size-6" />
        Show image
      </button>
    );
  }
  return (
    <StoredImageSlot
      source={source}
      alt={alt}
      shape="scaled"
      sizes={sizes}
      loading="lazy"
      signed={signed}
      priority={priority}
    />
  );
}

/**
 * How wide a post's image is shown (the content column is at most 48rem, a card's padding
 * aside), so the browser picks the 640 px copy for a grid cell or a phone, the 1600 px one for
 * a wide screen at 2×, and never the 53 KB original for a thumbnail.
 */
function postImageSizes(count: number): string {
  return count === 1 ? '(min-width: 48rem) 46rem, 100vw' : '(min-width: 48rem) 23rem, 50vw';
}

type PostImagesProps = {
  images: readonly string[];
  /** The same images signed already (the post's `imageUrls`), when the query asked for them. */
  signed?: readonly (SignedImage & { objectId: string })[];
  full?: boolean;
  /** The page's first post: its first image is what the page waits for, so it goes first. */
  priority?: boolean;
};

/** A post's uploaded images: one wide, or a grid of squares. */
export function PostImages({ images, signed = [], full = false, priority = false }: PostImagesProps) {
  const discreet = useDiscreetMode();
  if (images.length === 0) return null;
  const single = images.length === 1;
  return (
    <ul className={`grid gap-2 ${single ? 'grid-cols-1' : 'grid-cols-2'}`}>
      {images.map((image, index) => (
        <li
          key={image}
          className={`overflow-hidden rounded-2xl bg-blush [&_img]:size-full [&_img]:object-cover ${
            single ? (full ? 'max-h-[36rem]' : 'aspect-video') : 'aspect-square'
          } ${full && single ? '[&_img]:object-contain' : ''}`}
        >
          <PostImage
            source={image}
            alt={`Image ${index + 1} of ${images.length}`}
            discreet={discreet}
            sizes={postImageSizes(images.length)}
            signed={signed.find((url) => url.objectId === image) ?? null}
            priority={priority && index === 0}
          />
        </li>
      ))}
    </ul>
  );
}

/** A post's links: the site's name, opening in a new tab without giving it this page. */
export function PostLinks({ links }: { links: readonly string[] }) {
  const safe = links.map(safeLink).filter((url): url is URL => url !== null);
  if (safe.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2">
      {safe.map((url) => (
        <li key={url.href} className="min-w-0">
          <a
            href={url.href}
            target="_blank"
            rel="noopener noreferrer"
            className="flex min-h-11 min-w-0 items-center gap-3 rounded-2xl border border-ink/10 bg-cream px-4 py-2 text-sm transition-colors hover:border-brand-deep/40 hover:bg-blush"
          >
            <ExternalLink aria-hidden="true" className="size-4 shrink-0 text-brand-deep" />
            <span className="min-w-0">
              <span className="block truncate font-semibold text-ink">{linkHost(url)}</span>
              <span className="block truncate text-xs text-ink-muted">{url.href}</span>
            </span>
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
