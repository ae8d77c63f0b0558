import { useApolloClient } from '@apollo/client/react';
import { Trash2, Undo2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { FormError, GENERIC_FORM_ERROR, serverErrorText } from '@/components/form/form-error';
import { CONFIRM_DESCRIPTION, ConfirmDialog } from '@/components/ui/confirm-dialog';
import { paths } from '@/config/paths';
import { DeleteAccountMutation } from '../api/profile-documents';
import { useProfileAutosave } from '../hooks/profile-autosave-context';
import { ACCOUNT_ERASES, ACCOUNT_KEEPS } from '../profile-values';

/** Spec §4 "Delete account": confirm, delete, toast 'Account successfully deleted', go to /logout. */
export const ACCOUNT_DELETED = 'Account successfully deleted';

/** The dialog's words: the short version, then the spec's own sentence. */
export const DELETE_ACCOUNT_SUMMARY =
  'Your profile, posts, comments, reactions and files are erased now; your comments under other members’ posts stay as “Deleted comment”.';

/**
 * Delete Account: what goes and what stays as placeholders, in plain words, then the button;
 * the spec's confirmation ('Are You Sure?', 'This action cannot be undone') asks once more.
 */
export function DeleteAccount() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const autosave = useProfileAutosave();

  const remove = async () => {
    const { data } = await client.mutate({ mutation: DeleteAccountMutation });
    if (data?.deleteAccount !== true) throw new FormError("We couldn't delete your account. Please try again.");
    // Nothing is left to save changes to.
    autosave.discard();
    toast.success(ACCOUNT_DELETED);
    // The server ended the session with the account; /logout clears it here too.
    await navigate(paths.auth.logout.getHref(), { replace: true });
  };

  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <h3 className="flex items-center gap-2 text-sm font-bold text-ink">
            <Trash2 aria-hidden="true" className="size-4 text-red-800" />
            What is erased
          </h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink-muted">
            {ACCOUNT_ERASES.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="flex items-center gap-2 text-sm font-bold text-ink">
            <Undo2 aria-hidden="true" className="size-4 text-brand-deep" />
            What stays, as “Deleted”
          </h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink-muted">
            {ACCOUNT_KEEPS.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </div>
      <ConfirmDialog
        triggerLabel={
          <>
            <Trash2 aria-hidden="true" className="size-4" />
            Delete Account
          </>
        }
        triggerClassName="inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-red-700/40 bg-white px-5 py-2 text-sm font-semibold text-red-800 transition-colors hover:bg-red-50"
        confirmLabel="Delete my account"
        description={`${DELETE_ACCOUNT_SUMMARY} ${CONFIRM_DESCRIPTION}`}
        onConfirm={remove}
        errorText={(error) => serverErrorText(error) ?? GENERIC_FORM_ERROR}
      />
    </div>
  );
}
