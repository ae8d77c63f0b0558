import { useApolloClient } from '@apollo/client/react';
import { Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { FormError, GENERIC_FORM_ERROR, serverErrorText } from '@/components/form/form-error';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { paths } from '@/config/paths';
import { DeleteAccountMutation } from '../api/profile-documents';
import { useProfileAutosave } from '../hooks/profile-autosave-context';

/** Spec §4 "Delete account": confirm, delete, toast 'Account successfully deleted', go to /logout. */
export const ACCOUNT_DELETED = 'Account successfully deleted';

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
    <ConfirmDialog
      triggerLabel={
        <>
          <Trash2 aria-hidden="true" className="size-4" />
          Delete Account
        </>
      }
      triggerClassName="inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-red-700/40 bg-white px-5 py-2 text-sm font-semibold text-red-800 transition-colors hover:bg-red-50"
      confirmLabel="Delete my account"
      onConfirm={remove}
      errorText={(error) => serverErrorText(error) ?? GENERIC_FORM_ERROR}
    />
  );
}
