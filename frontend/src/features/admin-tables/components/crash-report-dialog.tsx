import { Dialog } from '@base-ui/react/dialog';
import { X } from 'lucide-react';
import { longDate, orNA } from '@/components/data-table/table-rules';
import { buttonClasses } from '@/components/ui/button-classes';
import type { AdminCrashReportsQuery } from '@/gql/graphql';
import { crashErrorText } from '../cell-texts';
import { DialogAccent } from '@/components/ui/dialog-accent';
import { dialogBackdropClasses, dialogPopupClasses } from '@/components/ui/dialog-classes';

export type CrashReportRow = AdminCrashReportsQuery['adminCrashReports']['items'][number];

type CrashReportDialogProps = {
  /** The report shown; null when closed. */
  report: CrashReportRow | null;
  onClose: () => void;
};

/** The whole crash report, its stack in a box that scrolls; read-only. */
export function CrashReportDialog({ report, onClose }: CrashReportDialogProps) {
  // The long texts take the whole width.
  const rows: [string, string, boolean?][] = report
    ? [
        ['Created At', longDate(report.createdAt)],
        ['Location', orNA(report.location)],
        ['Browser', orNA(report.browser)],
        ['Member', orNA(report.member?.username)],
        ['Component', orNA(report.componentName)],
        ['Code', orNA(report.code)],
        ['Status Code', report.statusCode == null ? 'N/A' : String(report.statusCode)],
        ['Cause', orNA(report.cause), true],
        ['Description', orNA(report.description), true],
      ]
    : [];
  return (
    <Dialog.Root
      open={report !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Backdrop className={dialogBackdropClasses} />
        <Dialog.Popup className={dialogPopupClasses('xl')}>
          <DialogAccent />
          <div className="flex items-start justify-between gap-4">
            <div className="min-w-0">
              <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">Crash report</p>
              <Dialog.Title className="font-mono text-lg font-bold break-words">
                {report ? crashErrorText(report) : null}
              </Dialog.Title>
            </div>
            <Dialog.Close className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink hover:bg-blush">
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">Close</span>
            </Dialog.Close>
          </div>
          <dl className="grid gap-4 rounded-2xl bg-cream p-4 sm:grid-cols-2">
            {rows.map(([term, value, wide]) => (
              <div key={term} className={`min-w-0 ${wide ? 'sm:col-span-2' : ''}`}>
                <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{term}</dt>
                <dd className="mt-1 text-sm break-words whitespace-pre-wrap">{value}</dd>
              </div>
            ))}
          </dl>
          <div className="min-w-0">
            <h3 className="mb-2 text-xs font-semibold tracking-wide text-ink-muted uppercase">Stack</h3>
            {report?.stack ? (
              <pre
                role="region"
                aria-label="Stack trace"
                tabIndex={0}
                className="max-h-72 overflow-auto rounded-2xl bg-ink p-4 text-xs leading-relaxed text-white"
              >
                {report.stack}
              </pre>
            ) : (
              <p className="text-sm text-ink-muted">N/A</p>
            )}
          </div>
          <div className="flex justify-end">
            <Dialog.Close className={buttonClasses('secondary')}>Close</Dialog.Close>
          </div>
        </Dialog.Popup>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
