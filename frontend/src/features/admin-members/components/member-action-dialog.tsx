import { useMutation } from '@apollo/client/react';
import { Dialog } from '@base-ui/react/dialog';
import { useId, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { GENERIC_FORM_ERROR, graphQLErrorInfo } from '@/components/form/form-error';
import { buttonClasses } from '@/components/ui/button-classes';
import { DialogAccent } from '@/components/ui/dialog-accent';
import { dialogBackdropClasses, dialogPopupClasses } from '@/components/ui/dialog-classes';
import { DialogFormFooter } from '@/components/ui/dialog-form-footer';
import type { MemberActionKind } from '@/gql/graphql';
import { ActOnMemberMutation } from '../api/member-documents';
import { DEFAULT_SUSPENSION_DAYS, MEMBER_ACTIONS, REASON_MAX_LENGTH } from '../member-actions';

type MemberActionDialogProps = {
  memberId: string;
  memberName: string;
  action: MemberActionKind;
  /** Runs once the action is done (the page reloads what changed). */
  onDone: () => Promise<unknown> | void;
};

/**
 * One member action behind its button: the admin says why (required, kept in the audit log)
 * and, to suspend, for how many days. The server's refusal shows in the dialog, beside the
 * field it names.
 */
export function MemberActionDialog({ memberId, memberName, action, onDone }: MemberActionDialogProps) {
  const text = MEMBER_ACTIONS[action];
  const [act, { loading }] = useMutation(ActOnMemberMutation);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [days, setDays] = useState(String(DEFAULT_SUSPENSION_DAYS));
  const [failure, setFailure] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<{ reason?: string; days?: string }>({});
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const suspending = action === 'SUSPEND';
  const dayCount = Number(days);
  const daysValid = !suspending || (Number.isInteger(dayCount) && dayCount >= 1 && dayCount <= 365);
  const ready = reason.trim().length > 0 && daysValid;

  const reset = () => {
    setReason('');
    setDays(String(DEFAULT_SUSPENSION_DAYS));
    setFailure(null);
    setFieldErrors({});
  };

  const submit = async () => {
    setFailure(null);
    setFieldErrors({});
    try {
      await act({
        variables: { id: memberId, action, reason: reason.trim(), days: suspending ? dayCount : null },
      });
    } catch (error) {
      const info = graphQLErrorInfo(error);
      if (info?.code === 'BAD_USER_INPUT' && (info.field === 'reason' || info.field === 'days')) {
        setFieldErrors({ [info.field]: info.message });
      } else {
        setFailure(info?.message || GENERIC_FORM_ERROR);
      }
      return;
    }
    toast.success(text.done);
    setOpen(false);
    reset();
    await onDone();
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (loading) return;
        setOpen(next);
        if (!next) reset();
      }}
    >
      <Dialog.Trigger
        className={
          text.danger
            ? `${buttonClasses('secondary')} border-red-700/30 text-red-800 hover:bg-red-50`
            : buttonClasses('secondary')
        }
      >
        {text.label}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Backdrop className={dialogBackdropClasses} />
        <Dialog.Popup initialFocus={reasonRef} className={dialogPopupClasses('md')}>
          <DialogAccent />
          <Dialog.Title className="text-xl font-extrabold break-words">{text.title(memberName)}</Dialog.Title>
          <Dialog.Description className="text-ink-muted">{text.description}</Dialog.Description>
          <form
            noValidate
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (ready && !loading) void submit();
            }}
          >
            {suspending ? (
              <div className="flex flex-col gap-1.5">
                <label htmlFor={`${id}-days`} className="text-sm font-semibold">
                  Days (1–365)
                </label>
                <input
                  id={`${id}-days`}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={365}
                  required
                  value={days}
                  onChange={(event) => setDays(event.target.value)}
                  aria-invalid={!daysValid || Boolean(fieldErrors.days) || undefined}
                  aria-describedby={`${id}-days-error`}
                  className="w-32 rounded-2xl border border-blush bg-white px-4 py-2.5 text-ink"
                />
                <p id={`${id}-days-error`} className="text-sm text-red-800">
                  {fieldErrors.days ?? (daysValid ? '' : 'Choose a suspension of 1 to 365 days.')}
                </p>
              </div>
            ) : null}
            <div className="flex flex-col gap-1.5">
              <label htmlFor={`${id}-reason`} className="text-sm font-semibold">
                Reason
                <span aria-hidden="true" className="ml-0.5 text-brand-deep">
                  *
                </span>
              </label>
              <textarea
                ref={reasonRef}
                id={`${id}-reason`}
                required
                rows={4}
                maxLength={REASON_MAX_LENGTH}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                aria-invalid={Boolean(fieldErrors.reason) || undefined}
                aria-describedby={`${id}-reason-hint`}
                className="rounded-2xl border border-blush bg-white px-4 py-3 text-ink"
              />
              <p id={`${id}-reason-hint`} className="text-sm text-ink-muted">
                {fieldErrors.reason ? (
                  <span className="text-red-800">{fieldErrors.reason}</span>
                ) : (
                  `Kept in the audit log. ${reason.length}/${REASON_MAX_LENGTH}`
                )}
              </p>
            </div>
            <DialogFormFooter failure={failure} busy={loading} ready={ready} submitLabel={text.submit} />
          </form>
        </Dialog.Popup>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
