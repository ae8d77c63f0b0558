import { IMAGE_COMPRESSION } from '@/features/uploads/compression';
import { LazyImageUploadField } from '@/features/uploads/components/lazy-image-upload-field';

/** A post's image upload field (Create Post and a post's in-place edit): the uploads feature's, for posts. */
export function renderPostImageUpload(name: string, label: string) {
  return (
    <LazyImageUploadField
      name={name}
      label={label}
      namePrefix="post"
      compression={IMAGE_COMPRESSION}
      // Every member may see a post's images; nobody signed out can.
      isViewableByAnyUser
    />
  );
}
