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
 * The audit log's actions (moderation::service::audit::Action::as_str): the Action filter's
 * options. The server stores them as `target.verb`.
 */
export const AUDIT_ACTIONS = [
  'report.create',
  'report.status',
  'report.quarantine',
  'report.delete',
  'post.shadow_ban',
  'post.delete',
  'comment.shadow_ban',
  'comment.delete',
  'post_reaction.delete',
  'user.delete',
  'user.admin',
  'user.contact',
  'user.report_trust',
  'user.reports_lifted',
  'topic.create',
  'topic.update',
  'topic.delete',
  'resource.create',
  'resource.update',
  'resource.delete',
  'reaction.create',
  'reaction.update',
  'reaction.delete',
] as const;

/** The audit target types that have an admin detail screen, and its path builder key. */
export type AuditTargetLink = 'post' | 'report' | 'topic' | 'resource';

/**
 * Where an audit row's target can be opened: posts, reports, topics and Second Opinions have
 * admin screens (a deleted one answers 'not found' there); users have none.
 */
export function auditTargetLink(targetType: string, action: string): AuditTargetLink | null {
  if (action.endsWith('.delete')) return null;
  return targetType === 'post' || targetType === 'report' || targetType === 'topic' || targetType === 'resource'
    ? targetType
    : null;
}

/** How a target reads: its type and id, e.g. 'post 65a1…'. */
export const auditTargetText = (targetType: string, targetId: string) => `${targetType} ${targetId}`;

/** A crash as the table and its dialog read it: "TypeError: x is undefined". */
export const crashErrorText = (report: { errorName: string; message: string }) =>
  report.message ? `${report.errorName}: ${report.message}` : report.errorName;
