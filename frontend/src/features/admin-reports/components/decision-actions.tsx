import { Eye, EyeOff, ShieldCheck, ShieldX } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button-classes';
import type { ReportDecision, ReportStatus } from '@/gql/graphql';
import { DECIDED_REJECTED, DECIDED_UPHELD, REOPEN_HINT, type Kind } from '../report-texts';

type DecisionOption = {
  decision: ReportDecision;
  label: string;
  /** What it does, in plain words, under the button (and read with it). */
  does: string;
  icon: typeof Eye;
  variant: 'primary' | 'secondary';
};

/**
 * The decisions that apply to the report as it stands (issue 36 §5): Uphold and Reject for an
 * open report, Hide now first for one that hid nothing; none for a complete one, which says
 * what it came to. Each button says what it will do; the server refuses one that no longer
 * applies (another admin decided first).
 */
export function DecisionActions({
  kind,
  status,
  hidden,
  busy,
  decide,
}: {
  kind: Kind;
  status: ReportStatus;
  hidden: boolean;
  busy: boolean;
  decide: (decision: ReportDecision) => void;
}) {
  if (status === 'COMPLETED') {
    return (
      <p className="text-sm text-ink">
        <span className="font-bold">{hidden ? DECIDED_UPHELD : DECIDED_REJECTED}</span> {REOPEN_HINT}
      </p>
    );
  }
  const options: DecisionOption[] = hidden
    ? [
        {
          decision: 'UPHOLD',
          label: 'Uphold',
          does: `Keep the ${kind} hidden and mark the report complete.`,
          icon: ShieldCheck,
          variant: 'primary',
        },
        {
          decision: 'REJECT',
          label: 'Reject',
          does: `Restore the ${kind} for members and mark the report complete. Counts against the reporter's record.`,
          icon: ShieldX,
          variant: 'secondary',
        },
      ]
    : [
        {
          decision: 'HIDE_NOW',
          label: 'Hide now',
          does: `This report hid nothing. Hide the ${kind} from members while you decide; the report stays open.`,
          icon: EyeOff,
          variant: 'primary',
        },
        {
          decision: 'UPHOLD',
          label: 'Uphold',
          does: `Hide the ${kind} and mark the report complete.`,
          icon: ShieldCheck,
          variant: 'secondary',
        },
        {
          decision: 'REJECT',
          label: 'Reject',
          does: `Leave the ${kind} visible and mark the report complete. Counts against the reporter's record.`,
          icon: ShieldX,
          variant: 'secondary',
        },
      ];
  return (
    <ul className="space-y-3">
      {options.map(({ decision, label, does, icon: Icon, variant }) => {
        const describedBy = `decision-${decision.toLowerCase()}`;
        return (
          <li key={decision} className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
            <button
              type="button"
              disabled={busy}
              aria-describedby={describedBy}
              onClick={() => decide(decision)}
              className={`${buttonClasses(variant)} shrink-0 disabled:opacity-60 sm:w-36`}
            >
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </button>
            <span id={describedBy} className="text-sm text-ink-muted">
              {does}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
