import type { ReportContentType, ReportStatus } from '@/gql/graphql';

/** Spec §4: the report statuses as the back office shows them. */
export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  DELIVERED: 'outstanding',
  FLAGGED: 'flagged',
  COMPLETED: 'complete',
};

export const reportStatusLabel = (status: ReportStatus) => REPORT_STATUS_LABELS[status] ?? status.toLowerCase();

/** The value the server's `status` filter takes: the stored text (`delivered`, `flagged`, `completed`). */
export const reportStatusFilterValue = (status: ReportStatus) => status.toLowerCase();

/** Every value the `status` filter takes, whether or not a report has it now. */
export const REPORT_STATUS_VALUES = (Object.keys(REPORT_STATUS_LABELS) as ReportStatus[]).map(reportStatusFilterValue);

/** The Status filter's options: the distinct statuses present, in workflow order. */
export function reportStatusOptions(present: readonly ReportStatus[]) {
  const order = Object.keys(REPORT_STATUS_LABELS) as ReportStatus[];
  return order
    .filter((status) => present.includes(status))
    .map((status) => ({ value: reportStatusFilterValue(status), label: reportStatusLabel(status) }));
}

export const contentTypeLabel = (type: ReportContentType) => (type === 'COMMENT' ? 'Comment' : 'Post');

/**
 * The audit log's actions (moderation::service::audit::Action::as_str), as the Action filter
 * names them. The server stores them as `target.verb`.
 */
export const AUDIT_ACTIONS: readonly { value: string; label: string }[] = [
  { value: 'report.create', label: 'Report filed' },
  { value: 'report.status', label: 'Report status set' },
  { value: 'report.quarantine', label: 'Reported item hidden or shown' },
  { value: 'report.delete', label: 'Report deleted' },
  { value: 'report.uphold', label: 'Report upheld' },
  { value: 'report.reject', label: 'Report rejected' },
  { value: 'report.hide', label: 'Reported item hidden now' },
  { value: 'post.shadow_ban', label: 'Post quarantined or lifted' },
  { value: 'post.delete', label: 'Post deleted' },
  { value: 'post.content_warning', label: 'Content warning set or removed' },
  { value: 'comment.shadow_ban', label: 'Comment quarantined or lifted' },
  { value: 'comment.delete', label: 'Comment deleted' },
  { value: 'post_reaction.delete', label: 'Reaction deleted' },
  { value: 'user.delete', label: 'Account deleted' },
  { value: 'user.admin', label: 'Admin rights given or taken' },
  { value: 'user.contact', label: 'Contact choice set' },
  { value: 'user.report_trust', label: 'Report trust restored' },
  { value: 'user.reports_lifted', label: "A reporter's quarantines lifted" },
  { value: 'user.suspend', label: 'Member suspended' },
  { value: 'user.suspend_lift', label: 'Suspension lifted' },
  { value: 'user.shadow_ban', label: 'Member shadow-banned' },
  { value: 'user.shadow_ban_lift', label: 'Shadow ban lifted' },
  { value: 'user.ban', label: 'Member banned' },
  { value: 'user.ban_lift', label: 'Ban lifted' },
  { value: 'topic.create', label: 'Topic created' },
  { value: 'topic.update', label: 'Topic edited' },
  { value: 'topic.delete', label: 'Topic deleted' },
  { value: 'resource.create', label: 'Second Opinion created' },
  { value: 'resource.update', label: 'Second Opinion edited' },
  { value: 'resource.delete', label: 'Second Opinion deleted' },
  { value: 'reaction.create', label: 'Reaction type added' },
  { value: 'reaction.update', label: 'Reaction type edited' },
  { value: 'reaction.delete', label: 'Reaction type deleted' },
  { value: 'reaction.hidden', label: 'Reaction type hidden or shown' },
];

/** The Audit Log's Who filter (issue 36 §5): admins' actions apart from members' reports. */
export const AUDIT_ACTOR_KINDS: readonly { value: string; label: string }[] = [
  { value: 'admin', label: 'Admins' },
  { value: 'member', label: 'Members' },
];

/** The kinds of item an audit entry is about: the Item filter. */
export const AUDIT_TARGET_TYPES: readonly { value: string; label: string }[] = [
  { value: 'post', label: 'Posts' },
  { value: 'comment', label: 'Comments' },
  { value: 'report', label: 'Reports' },
  { value: 'user', label: 'Members' },
  { value: 'topic', label: 'Topics' },
  { value: 'resource', label: 'Second Opinions' },
  { value: 'reaction', label: 'Reaction types' },
  { value: 'post_reaction', label: "Members' reactions" },
];

/** The audit target types that have an admin screen, and its path builder key. */
export type AuditTargetLink = 'post' | 'report' | 'topic' | 'resource' | 'member';

/**
 * Where an audit entry's item opens, while it exists: posts, reports, topics, Second Opinions
 * and members have admin screens; comments, reactions and reaction types have none of their own.
 */
export function auditTargetLink(targetType: string, exists: boolean): AuditTargetLink | null {
  if (!exists) return null;
  if (targetType === 'user') return 'member';
  return targetType === 'post' || targetType === 'report' || targetType === 'topic' || targetType === 'resource'
    ? targetType
    : null;
}

/** What an entry's link opens, for screen readers: 'Open the post', 'Open the member'. */
export const auditTargetOpenText = (targetType: string, label: string | null | undefined) => {
  const noun = targetType === 'user' ? 'member' : targetType === 'resource' ? 'Second Opinion' : targetType;
  return label ? `Open the ${noun} ${label}` : `Open the ${noun}`;
};

/** A crash as the table and its dialog read it: "TypeError: x is undefined". */
export const crashErrorText = (report: { errorName: string; message: string }) =>
  report.message ? `${report.errorName}: ${report.message}` : report.errorName;

const reportsText = (count: number) => (count === 1 ? '1 report' : `${count} reports`);

/** What a bulk status action did, for its toast: '3 reports marked complete'. */
export const bulkStatusText = (count: number, status: ReportStatus) =>
  `${reportsText(count)} marked ${reportStatusLabel(status)}`;

/** What a bulk quarantine action did, for its toast. */
export const bulkQuarantineText = (count: number, quarantined: boolean) =>
  quarantined ? `Kept hidden: ${reportsText(count)}` : `Quarantine lifted: ${reportsText(count)}`;
