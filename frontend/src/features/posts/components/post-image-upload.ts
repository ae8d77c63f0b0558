import { createContext, type ReactNode } from 'react';

/** One image upload field for a form field (the app supplies the uploads feature's, see ImagesField). */
export type RenderImageUpload = (fieldName: string, label: string) => ReactNode;

/**
 * The image upload field a post's in-place edit uses: the app provides it around its pages,
 * as features don't import each other. Without it, editing keeps the images as they are.
 */
export const PostImageUploadContext = createContext<RenderImageUpload | null>(null);
