import { createContext, use, type ReactNode } from 'react';

/** A resized copy of an image (issue 21), signed like the original. */
export type SignedImageVariant = {
  shape: 'SQUARE' | 'SCALED';
  width: number;
  height: number;
  signedUrl: string;
  contentType: string;
};

/** A signed URL to read an uploaded image, with its copies: the `signedUrl` query's answer, or a list's `imageUrls`. */
export type SignedImage = {
  signedUrl: string;
  contentType: string;
  /** The original's size, once the server made its copies. */
  width?: number | null;
  height?: number | null;
  variants?: readonly SignedImageVariant[];
};

export type StoredImageProps = {
  /** A file id (24 hex) or a data URL. */
  source: string | null | undefined;
  alt: string;
  className?: string;
  /** Which resized copies fit: avatars' squares or post images' smaller widths. */
  shape?: 'square' | 'scaled';
  /** The `sizes` attribute: how wide the image is shown. */
  sizes?: string;
  loading?: 'lazy' | 'eager';
  /** Signed already (a list's `imageUrls`): no `signedUrl` query for it. */
  signed?: SignedImage | null;
  /** The page's main image (the first post's): fetched before anything else. */
  priority?: boolean;
};

type RenderStoredImage = (props: StoredImageProps) => ReactNode;

const StoredImageContext = createContext<RenderStoredImage>(() => null);

/**
 * Says how uploaded images are drawn (the uploads feature's StoredImage, with its signed-URL
 * cache). The app sets it once around its pages, so features that show images need not
 * import another feature. Without it, images are simply left out.
 */
export function StoredImageProvider({ render, children }: { render: RenderStoredImage; children: ReactNode }) {
  return <StoredImageContext value={render}>{children}</StoredImageContext>;
}

/** An uploaded image, drawn by whatever `StoredImageProvider` supplies. */
export function StoredImageSlot(props: StoredImageProps) {
  const render = use(StoredImageContext);
  return render(props);
}
