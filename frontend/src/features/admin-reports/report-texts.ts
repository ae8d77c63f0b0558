import type { ReporterStanding, ReportStatus } from '@/gql/graphql';

/** Spec §3 "Report": the statuses as the back office names them. */
export const REPORT_STATUS_OPTIONS: readonly { value: ReportStatus; label: string }[] = [
  { value: 'DELIVERED', label: 'outstanding' },
  { value: 'FLAGGED', label: 'flagged' },
  { value: 'COMPLETED', label: 'complete' },
];

/** Spec §8 toasts of the report review. */
export const REPORT_DELETED = 'Report deleted';
export const STATUS_SAVED = 'Status updated';
export type Kind = 'post' | 'comment';
/** What each decision did, as its toast says it (issue 36 §5). */
export const upheldText = (kind: Kind, wasHidden: boolean) =>
  wasHidden
    ? `Report upheld: the ${kind} stays hidden and the report is complete`
    : `Report upheld: the ${kind} is now hidden and the report is complete`;
export const rejectedText = (kind: Kind, wasHidden: boolean) =>
  wasHidden
    ? `Report rejected: the ${kind} is visible to members again and the report is complete`
    : `Report rejected: the ${kind} stays visible and the report is complete`;
export const hiddenNowText = (kind: Kind) =>
  `The ${kind} is now hidden from members. The report stays open for your decision.`;
/** What a decided report came to. */
export const DECIDED_UPHELD = 'Upheld: hidden from members, report complete.';
export const DECIDED_REJECTED = 'Rejected: visible to members, report complete.';
export const REOPEN_HINT = 'To decide again, set the status to outstanding.';
/** The quarantine's state, as the quick actions say it. */
export const HIDDEN_TEXT = 'Hidden from members';
export const VISIBLE_TEXT = 'Visible to members';
/** Whether the report hid its item when filed (ARCHITECTURE §4a: only trusted reporters' do). */
export const HID_AT_ONCE = 'Hidden at once when reported';
export const QUEUED = 'Not hidden when reported: waiting for your review';
/** The reporter's standing, as the record says it. */
export const STANDING_TEXTS: Record<ReporterStanding, string> = {
  TRUSTED: 'Her reports hide content at once.',
  NOT_ONBOARDED: 'Her reports wait for review: she has not finished onboarding.',
  NEW_ACCOUNT: 'Her reports wait for review: her account is new.',
  REJECTED_REPORTS: 'Her reports wait for review: admins rejected most of her latest reports.',
};
export const TRUST_RESTORED = 'Her reports hide content at once again';
export const liftedText = (count: number) => (count === 1 ? '1 quarantine lifted' : `${count} quarantines lifted`);
