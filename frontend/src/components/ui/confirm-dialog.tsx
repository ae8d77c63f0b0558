import { AlertDialog } from '@base-ui/react/alert-dialog';
import { CircleAlert, LoaderCircle } from 'lucide-react';
import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { buttonClasses } from './button-classes';
import { DialogAccent } from '@/components/ui/dialog-accent';
import { dialogBackdropClasses, dialogPopupClasses } from '@/components/ui/dialog-classes';

/** Spec §8 "Confirm dialogs": the default title and description. */
export const CONFIRM_TITLE = 'Are You Sure?';
export const CONFIRM_DESCRIPTION = 'This action cannot be undone';

type ConfirmDialogProps = {
  /** What opens the dialog: the text of its button. Left out when `open` drives it (e.g. from a menu). */
  triggerLabel?: ReactNode;
  triggerClassName?: string;
  /** Opens and closes it from outside, e.g. a menu item's Delete or a blocked navigation. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Where focus goes back to when it closes, when it has no trigger of its own (the menu's button). */
  finalFocus?: RefObject<HTMLElement | null>;
  title?: string;
  description?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Runs on confirm; the dialog stays open (busy) until it settles, and shows a failure in place. */
  onConfirm: () => Promise<unknown> | unknown;
  /** The text of a failure, when it carries none of its own. */
  errorText?: (error: unknown) => string;
};

/**
 * A yes/no question before something that cannot be undone (spec §8). Base UI's alert dialog
 * traps focus, closes on Escape and returns focus to its trigger; focus starts on Cancel so a
 * stray Enter never confirms.
 */
export function ConfirmDialog({
  triggerLabel,
  triggerClassName = buttonClasses('secondary'),
  title = CONFIRM_TITLE,
  description = CONFIRM_DESCRIPTION,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  onConfirm,
  errorText = (error) => (error instanceof Error && error.message ? error.message : 'Something went wrong...'),
  open: controlledOpen,
  onOpenChange,
  finalFocus,
}: ConfirmDialogProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = controlledOpen ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  const confirm = async () => {
    setPending(true);
    setFailure(null);
    try {
      await onConfirm();
      setOpen(false);
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        setOpen(next);
        if (!next) setFailure(null);
      }}
    >
      {triggerLabel === undefined ? null : (
        <AlertDialog.Trigger className={triggerClassName}>{triggerLabel}</AlertDialog.Trigger>
      )}
      <AlertDialog.Portal>
        <AlertDialog.Backdrop className={dialogBackdropClasses} />
        <AlertDialog.Popup
          initialFocus={cancelRef}
          finalFocus={finalFocus}
          className={dialogPopupClasses('sm')}
        >
          <DialogAccent />
          <AlertDialog.Title className="text-xl font-extrabold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="text-ink-muted">{description}</AlertDialog.Description>
          {failure ? (
            <p role="alert" className="flex items-start gap-2 rounded-2xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-semibold text-red-800">
              <CircleAlert aria-hidden="true" className="mt-px size-4 shrink-0" />
              {failure}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-3">
            <AlertDialog.Close ref={cancelRef} disabled={pending} className={buttonClasses('secondary')}>
              {cancelLabel}
            </AlertDialog.Close>
            <button
              type="button"
              disabled={pending}
              aria-busy={pending || undefined}
              onClick={() => void confirm()}
              className={`${buttonClasses()} bg-red-700 hover:bg-red-800 disabled:opacity-70`}
            >
              {pending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
              {confirmLabel}
            </button>
          </div>
        </AlertDialog.Popup>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
