import { useMutation } from '@apollo/client/react';
import { CheckCheck, Eye, EyeOff, Flag, Inbox } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { toast } from 'react-toastify';
import { serverErrorText } from '@/components/form/form-error';
import { buttonClasses } from '@/components/ui/button-classes';
import { graphql } from '@/gql';
import type { ReportStatus } from '@/gql/graphql';
import { bulkQuarantineText, bulkStatusText } from '../cell-texts';

const SetReportsStatusMutation = graphql(`
  mutation SetReportsStatus($ids: [ID!]!, $status: ReportStatus!) {
    setReportsStatus(ids: $ids, status: $status) {
      id
      status
    }
  }
`);

const SetReportsQuarantineMutation = graphql(`
  mutation SetReportsQuarantine($ids: [ID!]!, $quarantined: Boolean!) {
    setReportsQuarantine(ids: $ids, quarantined: $quarantined) {
      id
      isQuarantined
    }
  }
`);


const STATUS_ACTIONS: readonly { status: ReportStatus; label: string; icon: LucideIcon }[] = [
  { status: 'COMPLETED', label: 'Mark complete', icon: CheckCheck },
  { status: 'FLAGGED', label: 'Mark flagged', icon: Flag },
  { status: 'DELIVERED', label: 'Mark outstanding', icon: Inbox },
];

/**
 * The Moderation Queue's bulk actions on the reports she ticked: set their status, keep their
 * items hidden or lift the quarantine. All or nothing, one audit row per report (the server's
 * `setReportsStatus` / `setReportsQuarantine`); a toast says what was done.
 */
export function ReportBulkActions({ ids, done }: { ids: string[]; done: () => Promise<unknown> }) {
  const [setStatus, status] = useMutation(SetReportsStatusMutation);
  const [setQuarantine, quarantine] = useMutation(SetReportsQuarantineMutation);
  const busy = status.loading || quarantine.loading;
  const run = async (action: () => Promise<unknown>, text: string) => {
    try {
      await action();
    } catch (error) {
      toast.error(serverErrorText(error) ?? 'Something went wrong...');
      return;
    }
    toast.success(text);
    await done();
  };
  return (
    <>
      {STATUS_ACTIONS.map(({ status: next, label, icon: Icon }) => (
        <button
          key={next}
          type="button"
          disabled={busy}
          className={`${buttonClasses('secondary')} disabled:opacity-60`}
          onClick={() => void run(() => setStatus({ variables: { ids, status: next } }), bulkStatusText(ids.length, next))}
        >
          <Icon aria-hidden="true" className="size-4" />
          {label}
        </button>
      ))}
      <button
        type="button"
        disabled={busy}
        className={`${buttonClasses('secondary')} disabled:opacity-60`}
        onClick={() =>
          void run(() => setQuarantine({ variables: { ids, quarantined: true } }), bulkQuarantineText(ids.length, true))
        }
      >
        <EyeOff aria-hidden="true" className="size-4" />
        Keep hidden
      </button>
      <button
        type="button"
        disabled={busy}
        className={`${buttonClasses('secondary')} disabled:opacity-60`}
        onClick={() =>
          void run(() => setQuarantine({ variables: { ids, quarantined: false } }), bulkQuarantineText(ids.length, false))
        }
      >
        <Eye aria-hidden="true" className="size-4" />
        Lift quarantine
      </button>
    </>
  );
}
