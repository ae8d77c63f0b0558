import { createContext, use, type ReactNode } from 'react';

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
