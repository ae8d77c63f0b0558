import { Dialog } from '@base-ui/react/dialog';
import { CircleAlert, LoaderCircle } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button-classes';

type DialogFormFooterProps = {
  /** The failure of the last submit, read out when it appears; none while null. */
  failure: string | null;
  /** The form is being sent: both buttons wait, the submit button spins. */
  busy: boolean;
  /** The submit button waits for what the form needs (a reason, some text). */
  ready: boolean;
  /** The button that closes the dialog without sending: 'Cancel', or the spec's 'Ignore'. */
  dismissLabel?: string;
  /** Spec §4: 'Submit', or 'Retry' after a failure. */
  submitLabel?: string;
};

/** The end of a dialog's form: its failure, if any, then the close and submit buttons. */
export function DialogFormFooter({
  failure,
  busy,
  ready,
  dismissLabel = 'Cancel',
  submitLabel = 'Submit',
}: DialogFormFooterProps) {
  return (
    <>
      {failure ? (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-2xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-semibold text-red-800"
        >
          <CircleAlert aria-hidden="true" className="mt-px size-4 shrink-0" />
          {failure}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Dialog.Close disabled={busy} className={buttonClasses('secondary')}>
          {dismissLabel}
        </Dialog.Close>
        <button
          type="submit"
          disabled={!ready || busy}
          aria-busy={busy || undefined}
          className={`${buttonClasses()} disabled:cursor-not-allowed disabled:opacity-60`}
        >
          {busy ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
          {submitLabel}
        </button>
      </div>
    </>
  );
}
