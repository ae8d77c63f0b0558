import { Trash2 } from 'lucide-react';
import { GENERIC_FORM_ERROR, serverErrorText } from '@/components/form/form-error';
import { buttonClasses } from './button-classes';
import { ConfirmDialog } from './confirm-dialog';

type DeleteButtonProps = {
  /** What goes, for the button's words: "Delete post". */
  what: string;
  /** Deletes it; a failure shows in the dialog with the server's words. */
  onConfirm: () => Promise<void>;
};

/** A back-office page's Delete, in red, after 'Are You Sure?'. */
export function DeleteButton({ what, onConfirm }: DeleteButtonProps) {
  return (
    <ConfirmDialog
      triggerLabel={
        <>
          <Trash2 aria-hidden="true" className="size-4" />
          Delete {what}
        </>
      }
      triggerClassName={`${buttonClasses('secondary')} border-red-700/30 text-red-800 hover:bg-red-50`}
      confirmLabel="Delete"
      onConfirm={onConfirm}
      errorText={(error) => serverErrorText(error) ?? GENERIC_FORM_ERROR}
    />
  );
}
