import { useMutation } from '@apollo/client/react';
import { Dialog } from '@base-ui/react/dialog';
import { LifeBuoy } from 'lucide-react';
import { useId, useState, type ReactNode, type RefObject } from 'react';
import { toast } from 'react-toastify';
import { DialogFormFooter } from '@/components/ui/dialog-form-footer';
import { buttonClasses } from '@/components/ui/button-classes';
import { manualReportInput, ReportCrashMutation } from '../api/crash-report';
import { REPORT_FAILED, REPORT_THANKS } from '../crash-texts';
import { DialogAccent } from '@/components/ui/dialog-accent';
import { dialogBackdropClasses, dialogPopupClasses } from '@/components/ui/dialog-classes';
import { DescribeField } from './describe-field';

type ReportProblemDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to when the dialog closes (its trigger). */
  finalFocus?: RefObject<HTMLElement | null>;
};

/**
 * "Report a problem": a manual crash report (spec §7, error 'Manual Crash Report' with her
 * description), sent with the page's path and the browser's family and version only. Submit
 * waits for a description; once sent, the thank-you toast.
 */
export function ReportProblemDialog({ open, onOpenChange, finalFocus }: ReportProblemDialogProps) {
  const id = useId();
  const [report, { loading }] = useMutation(ReportCrashMutation);
  const [text, setText] = useState('');
  const [failed, setFailed] = useState(false);
  const description = text.trim();

  const reset = () => {
    setText('');
    setFailed(false);
  };

  const submit = async () => {
    setFailed(false);
    try {
      await report({ variables: { input: manualReportInput(description) } });
    } catch (error) {
      console.error('The problem report could not be sent', error);
      setFailed(true);
      return;
    }
    toast.success(REPORT_THANKS);
    onOpenChange(false);
    reset();
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
          finalFocus={finalFocus}
          className={dialogPopupClasses()}
        >
          <DialogAccent />
          <Dialog.Title className="text-xl font-extrabold">Report a problem</Dialog.Title>
          <Dialog.Description className="text-ink-muted">
            Something not working as it should? Tell us and our team will look into it. We only send the page
            you&apos;re on and your browser&apos;s name with it.
          </Dialog.Description>
          <form
            noValidate
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (description && !loading) void submit();
            }}
          >
            <div>
              <DescribeField
                id={id}
                value={text}
                onChange={setText}
                rows={5}
                labelClassName="mb-1.5 block text-sm font-semibold"
              />
            </div>
            <DialogFormFooter
              failure={failed ? REPORT_FAILED : null}
              busy={loading}
              ready={description !== ''}
              submitLabel={failed ? 'Retry' : 'Submit'}
            />
          </form>
        </Dialog.Popup>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A "Report a problem" button with its dialog, for wherever the trigger belongs. */
export function ReportProblemButton({ className = buttonClasses('secondary'), children }: { className?: string; children?: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        {children ?? (
          <>
            <LifeBuoy aria-hidden="true" className="size-4" />
            Report a problem
          </>
        )}
      </button>
      <ReportProblemDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
