import { Dialog } from '@base-ui/react/dialog';
import { ImageOff, X } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button-classes';
import { StoredImageSlot } from '@/components/ui/stored-image-slot';
import { DialogAccent } from '@/components/ui/dialog-accent';
import { dialogBackdropClasses, dialogPopupClasses } from '@/components/ui/dialog-classes';

export type CoverPreview = { title: string; coverImage?: string | null };

type CoverPreviewDialogProps = {
  /** The Second Opinion whose cover shows; null when closed. */
  resource: CoverPreview | null;
  onClose: () => void;
};

/** Spec §2: a row click on a Second Opinion previews its cover (the attached file). */
export function CoverPreviewDialog({ resource, onClose }: CoverPreviewDialogProps) {
  return (
    <Dialog.Root
      open={resource !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Backdrop className={dialogBackdropClasses} />
        <Dialog.Popup className={dialogPopupClasses('lg')}>
          <DialogAccent />
          <div className="flex items-start justify-between gap-4">
            <div>
              <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">Cover image</p>
              <Dialog.Title className="text-xl font-extrabold break-words">{resource?.title}</Dialog.Title>
            </div>
            <Dialog.Close className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink hover:bg-blush">
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">Close</span>
            </Dialog.Close>
          </div>
          {resource?.coverImage ? (
            <div className="flex min-h-48 items-center justify-center overflow-hidden rounded-2xl bg-cream">
              <StoredImageSlot
                source={resource.coverImage}
                alt={`Cover of ${resource.title}`}
                className="max-h-[60dvh] w-full object-contain"
              />
            </div>
          ) : (
            <Dialog.Description className="flex min-h-48 flex-col items-center justify-center gap-2 rounded-2xl bg-cream text-ink-muted">
              <ImageOff aria-hidden="true" className="size-8" />
              No cover image
            </Dialog.Description>
          )}
          <div className="flex justify-end">
            <Dialog.Close className={buttonClasses('secondary')}>Close</Dialog.Close>
          </div>
        </Dialog.Popup>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
