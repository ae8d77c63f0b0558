import { lazy, Suspense, type ComponentProps } from 'react';
import { Spinner } from '@/components/ui/spinner';

// Loaded with the first form that shows it (the field, its compression and upload code), not
// with the layout of every member page.
const ImageUploadField = lazy(async () => ({ default: (await import('./image-upload-field')).ImageUploadField }));

/** `ImageUploadField`, loaded on demand, with a spinner meanwhile. */
export function LazyImageUploadField(props: ComponentProps<typeof ImageUploadField>) {
  return (
    <Suspense fallback={<Spinner label="Loading the image upload…" className="py-4" />}>
      <ImageUploadField {...props} />
    </Suspense>
  );
}
