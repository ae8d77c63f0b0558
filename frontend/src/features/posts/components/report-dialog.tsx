import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Dialog } from '@base-ui/react/dialog';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { toast } from 'react-toastify';
import { GENERIC_FORM_ERROR, graphQLErrorInfo } from '@/components/form/form-error';
import { DialogFormFooter } from '@/components/ui/dialog-form-footer';
import { Spinner } from '@/components/ui/spinner';
import type { ReportReason } from '@/gql/graphql';
import {
  forgetReportedPost,
  RELOAD_AFTER_REPORT_MS,
  REPORT_EXPLANATION_MAX_LENGTH,
  REPORT_REASON_HINTS,
  REPORT_THANKS,
  ReportContentMutation,
  ReportReasonsQuery,
  type ReportTarget,
} from '../api/report-content';
import { DialogAccent } from '@/components/ui/dialog-accent';
import { dialogBackdropClasses, dialogPopupClasses } from '@/components/ui/dialog-classes';

type ReportDialogProps = {
  target: ReportTarget;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to when the dialog closes (the menu's button). */
  finalFocus?: RefObject<HTMLElement | null>;
};

/**
 * Spec §4 "Report submission": a reason (required) and, if she likes, why. Submit stays
 * disabled until a reason is chosen; the server's refusal (e.g. too many reports) shows in
 * the dialog. Once sent: the thank-you toast, and after 2 s the page's data reloads, so a
 * reported post leaves her feed and a reported comment shows its placeholder.
 */
export function ReportDialog({ target, open, onOpenChange, finalFocus }: ReportDialogProps) {
  const client = useApolloClient();
  const reasons = useQuery(ReportReasonsQuery, { skip: !open });
  const [report, { loading }] = useMutation(ReportContentMutation);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [explanation, setExplanation] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const id = useId();
  const what = target.kind === 'post' ? 'post' : 'comment';
  const popup = useRef<HTMLDivElement>(null);
  const firstReason = useRef<HTMLInputElement>(null);
  const reasonsLoaded = reasons.data !== undefined;

  // The dialog opens on its one required choice, the reason. The first time, the reasons come
  // after the dialog: focus waits on the dialog itself and moves to them once both are there,
  // whichever comes first, unless she has gone elsewhere in the dialog meanwhile.
  const awaitingReason = useRef(false);
  const focusFirstReason = () => {
    if (!awaitingReason.current || !firstReason.current || document.activeElement !== popup.current) return;
    awaitingReason.current = false;
    firstReason.current.focus();
  };
  useEffect(() => {
    awaitingReason.current = open;
  }, [open]);
  useEffect(() => {
    if (open && reasonsLoaded) focusFirstReason();
  }, [open, reasonsLoaded]);

  const reset = () => {
    setReason(null);
    setExplanation('');
    setFailure(null);
    setFieldError(null);
  };

  const submit = async () => {
    if (!reason) return;
    setFailure(null);
    setFieldError(null);
    const text = explanation.trim();
    try {
      await report({
        variables: {
          input: {
            ...(target.kind === 'post' ? { postId: target.postId } : { commentId: target.commentId }),
            reason,
            explanation: text || null,
          },
        },
      });
    } catch (error) {
      const info = graphQLErrorInfo(error);
      if (info?.code === 'BAD_USER_INPUT' && info.field === 'explanation') setFieldError(info.message);
      else setFailure(info?.message || GENERIC_FORM_ERROR);
      return;
    }
    toast.success(REPORT_THANKS);
    onOpenChange(false);
    reset();
    // Spec: the page reloads after 2 s. Its data is fetched again; she keeps her place.
    window.setTimeout(() => {
      if (target.kind === 'post') forgetReportedPost(client.cache, target.postId);
      // A query that now fails (the reported post's own page) shows its failure in place.
      client.refetchQueries({ include: 'active' }).catch(() => undefined);
    }, RELOAD_AFTER_REPORT_MS);
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (loading) return;
        onOpenChange(next);
        if (!next) reset();
      }}
    >
      <Dialog.Portal>
        <Dialog.Backdrop className={dialogBackdropClasses} />
        <Dialog.Popup
          ref={popup}
          initialFocus={() => firstReason.current ?? popup.current}
          onFocus={(event) => {
            if (event.target === popup.current) focusFirstReason();
            else awaitingReason.current = false;
          }}
          finalFocus={finalFocus}
          className={dialogPopupClasses('lg')}
        >
          <DialogAccent />
          <Dialog.Title className="text-xl font-extrabold">Report this {what}</Dialog.Title>
          <Dialog.Description className="text-ink-muted">
            Tell us what&apos;s wrong. Our team will take a look at this {what}, and nobody will know you reported it.
          </Dialog.Description>
          <form
            noValidate
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (reason && !loading) void submit();
            }}
          >
            <fieldset role="radiogroup" aria-required="true">
              <legend className="mb-2 text-sm font-semibold">
                Reason
                <span aria-hidden="true" className="ml-0.5 text-brand-deep">
                  *
                </span>
              </legend>
              {reasons.data ? (
                <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
                  {reasons.data.reportReasons.map((option, index) => (
                    <label
                      key={option.value}
                      className="flex min-h-11 cursor-pointer items-start gap-3 rounded-2xl border border-ink/15 px-3 py-2 has-checked:border-brand-deep has-checked:bg-blush has-focus-visible:border-brand-deep"
                    >
                      <input
                        ref={index === 0 ? firstReason : undefined}
                        type="radio"
                        name={`${id}-reason`}
                        value={option.value}
                        checked={reason === option.value}
                        onChange={() => setReason(option.value)}
                        aria-labelledby={`${id}-label-${option.value}`}
                        aria-describedby={`${id}-hint-${option.value}`}
                        className="mt-0.5 size-4 shrink-0 accent-brand-deep"
                      />
                      <span className="min-w-0">
                        <span id={`${id}-label-${option.value}`} className="block text-sm font-semibold">
                          {option.label}
                        </span>
                        <span id={`${id}-hint-${option.value}`} className="block text-xs text-ink-muted">
                          {REPORT_REASON_HINTS[option.value]}
                        </span>
                      </span>
                    </label>
                  ))}
                </div>
              ) : reasons.error ? (
                <p role="alert" className="text-sm font-medium text-red-700">
                  We couldn&apos;t load the reasons. {reasons.error.message}
                </p>
              ) : (
                <Spinner label="Loading the reasons…" className="py-2" />
              )}
            </fieldset>
            <div>
              <label htmlFor={`${id}-text`} className="mb-1.5 block text-sm font-semibold">
                Explanation (optional)
              </label>
              <textarea
                id={`${id}-text`}
                rows={4}
                maxLength={REPORT_EXPLANATION_MAX_LENGTH}
                value={explanation}
                onChange={(event) => setExplanation(event.target.value)}
                aria-invalid={fieldError ? true : undefined}
                aria-describedby={fieldError ? `${id}-error ${id}-count` : `${id}-count`}
                className={`block w-full resize-y rounded-2xl border bg-white px-4 py-3 text-base shadow-sm outline-none focus:border-brand-deep ${
                  fieldError ? 'border-red-600' : 'border-ink/20'
                }`}
              />
              <p id={`${id}-count`} className="mt-1 text-right text-xs text-ink-muted">
                {explanation.length} / {REPORT_EXPLANATION_MAX_LENGTH}
              </p>
              {fieldError ? (
                <p id={`${id}-error`} className="text-sm font-medium text-red-700">
                  {fieldError}
                </p>
              ) : null}
            </div>
            <DialogFormFooter failure={failure} busy={loading} ready={reason !== null} />
          </form>
        </Dialog.Popup>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
