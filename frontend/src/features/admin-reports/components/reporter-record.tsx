import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { RotateCcw, Undo2 } from 'lucide-react';
import { toast } from 'react-toastify';
import { GENERIC_FORM_ERROR, serverErrorText } from '@/components/form/form-error';
import { buttonClasses } from '@/components/ui/button-classes';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { graphql } from '@/gql';
import { liftedText, STANDING_TEXTS, TRUST_RESTORED } from '../report-texts';
import { RecordCounts, RecordPending } from './record-parts';
import { toastFailure } from './toast-failure';

const ReporterRecordQuery = graphql(`
  query ReporterRecord($userId: ID!) {
    adminReporterRecord(userId: $userId) {
      reports
      upheld
      rejected
      standing
    }
  }
`);

const LiftReporterQuarantinesMutation = graphql(`
  mutation LiftReporterQuarantines($reporterId: ID!) {
    liftReporterQuarantines(reporterId: $reporterId)
  }
`);

const RestoreReportTrustMutation = graphql(`
  mutation RestoreReportTrust($userId: ID!) {
    restoreReportTrust(userId: $userId)
  }
`);

/**
 * What the reporter's reports have come to, whether hers hide content at once, and the two
 * things an admin does about a reporter who abuses reports: lift every quarantine she caused,
 * or give a wrongly distrusted member her power back.
 */
export function ReporterRecord({ reporterId }: { reporterId: string }) {
  const client = useApolloClient();
  const { data, error, refetch } = useQuery(ReporterRecordQuery, {
    variables: { userId: reporterId },
    fetchPolicy: 'cache-and-network',
  });
  const [lift] = useMutation(LiftReporterQuarantinesMutation);
  const [restore, restoring] = useMutation(RestoreReportTrustMutation);
  const record = data?.adminReporterRecord;

  // Her reports and the items they hid changed: what the back office shows of them loads again.
  const forget = async () => {
    const { cache } = client;
    for (const fieldName of ['adminReports', 'adminReport', 'adminReportStatuses', 'adminPosts', 'adminAuditLog']) {
      cache.evict({ id: 'ROOT_QUERY', fieldName });
    }
    cache.gc();
    await refetch();
  };
  const liftAll = async () => {
    const result = await lift({ variables: { reporterId } });
    toast.success(liftedText(result.data?.liftReporterQuarantines ?? 0));
    await forget();
  };
  const restoreTrust = async () => {
    try {
      await restore({ variables: { userId: reporterId } });
      toast.success(TRUST_RESTORED);
      await refetch();
    } catch (failure) {
      toastFailure(failure);
    }
  };

  if (error || !record) return <RecordPending error={error} />;
  return (
    <div className="space-y-3 border-t border-blush pt-4">
      <h3 className="text-sm font-semibold text-ink-muted">Her record as a reporter</h3>
      <RecordCounts
        columns="grid-cols-3"
        counts={[
          ['Reports', record.reports],
          ['Upheld', record.upheld],
          ['Rejected', record.rejected],
        ]}
      />
      <p aria-live="polite" className="text-sm text-ink">
        {STANDING_TEXTS[record.standing]}
      </p>
      <div className="flex flex-wrap gap-3">
        <ConfirmDialog
          triggerLabel={
            <>
              <Undo2 aria-hidden="true" className="size-4" />
              Lift every quarantine she caused
            </>
          }
          description="Every post and comment her open reports hid becomes visible again, and those reports are marked complete (rejected)."
          confirmLabel="Lift them"
          onConfirm={liftAll}
          errorText={(failure) => serverErrorText(failure) ?? GENERIC_FORM_ERROR}
        />
        {record.standing === 'REJECTED_REPORTS' ? (
          <button
            type="button"
            disabled={restoring.loading}
            onClick={() => void restoreTrust()}
            className={`${buttonClasses('secondary')} disabled:opacity-60`}
          >
            <RotateCcw aria-hidden="true" className="size-4" />
            Let her reports hide at once again
          </button>
        ) : null}
      </div>
    </div>
  );
}
