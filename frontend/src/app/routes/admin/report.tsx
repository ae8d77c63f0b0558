import { useApolloClient, useMutation, useQuery, useReadQuery } from '@apollo/client/react';
import { Eye, EyeOff, ExternalLink, RotateCcw, ShieldCheck, ShieldX, Trash2, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLoaderData, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { toast } from 'react-toastify';
import { requireUser } from '@/app/guards';
import { GENERIC_FORM_ERROR, serverErrorText } from '@/components/form/form-error';
import { OptionSelect } from '@/components/form/option-select';
import { Avatar } from '@/components/ui/avatar';
import { BackLink } from '@/components/ui/back-link';
import { buttonClasses } from '@/components/ui/button-classes';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageHeader } from '@/components/ui/page-header';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { paths } from '@/config/paths';
import { TopicTags } from '@/components/ui/topic-tag';
import { PostImages } from '@/features/posts/components/post-media';
import { linkHost, safeLink } from '@/lib/links';
import { graphql } from '@/gql';
import type { ReportDecision, ReporterStanding, ReportStatus } from '@/gql/graphql';
import { preloadQuery } from '@/lib/apollo-client';
import { longDate } from '@/components/data-table/table-rules';
import { awaitPageQueries, type LoaderData } from '@/lib/route-queries';

/** Spec §3 "Report": the statuses as the back office names them. */
const REPORT_STATUS_OPTIONS: readonly { value: ReportStatus; label: string }[] = [
  { value: 'DELIVERED', label: 'outstanding' },
  { value: 'FLAGGED', label: 'flagged' },
  { value: 'COMPLETED', label: 'complete' },
];

/** Spec §8 toasts of the report review. */
export const REPORT_DELETED = 'Report deleted';
export const STATUS_SAVED = 'Status updated';
type Kind = 'post' | 'comment';
/** What each decision did, as its toast says it (issue 36 §5). */
const upheldText = (kind: Kind, wasHidden: boolean) =>
  wasHidden
    ? `Report upheld: the ${kind} stays hidden and the report is complete`
    : `Report upheld: the ${kind} is now hidden and the report is complete`;
const rejectedText = (kind: Kind, wasHidden: boolean) =>
  wasHidden
    ? `Report rejected: the ${kind} is visible to members again and the report is complete`
    : `Report rejected: the ${kind} stays visible and the report is complete`;
const hiddenNowText = (kind: Kind) => `The ${kind} is now hidden from members. The report stays open for your decision.`;
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
const STANDING_TEXTS: Record<ReporterStanding, string> = {
  TRUSTED: 'Her reports hide content at once.',
  NOT_ONBOARDED: 'Her reports wait for review: she has not finished onboarding.',
  NEW_ACCOUNT: 'Her reports wait for review: her account is new.',
  REJECTED_REPORTS: 'Her reports wait for review: admins rejected most of her latest reports.',
};
export const TRUST_RESTORED = 'Her reports hide content at once again';
const liftedText = (count: number) =>
  count === 1 ? '1 quarantine lifted' : `${count} quarantines lifted`;

const AdminReportQuery = graphql(`
  query AdminReport($id: ID!) {
    adminReport(id: $id) {
      id
      contentType
      postId
      commentId
      content
      post {
        id
        title
        text
        links
        images
        topics {
          id
          title
        }
      }
      creator {
        id
        username
        profileColour
      }
      reporter {
        id
        username
        profileColour
      }
      reason
      explanation
      status
      hidItem
      isQuarantined
      createdAt
      updatedAt
    }
    reportReasons {
      value
      label
    }
  }
`);

const SetReportStatusMutation = graphql(`
  mutation SetReportStatus($id: ID!, $status: ReportStatus!) {
    setReportStatus(id: $id, status: $status) {
      id
      status
      updatedAt
    }
  }
`);

const ReviewReportMutation = graphql(`
  mutation ReviewReport($id: ID!, $decision: ReportDecision!) {
    reviewReport(id: $id, decision: $decision) {
      id
      status
      isQuarantined
      updatedAt
    }
  }
`);

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

const DeleteReportMutation = graphql(`
  mutation DeleteReport($id: ID!) {
    deleteReport(id: $id)
  }
`);

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request);
  return awaitPageQueries({ report: preloadQuery(AdminReportQuery, { variables: { id: params.id ?? '' } }) });
}

type AdminReportData = LoaderData<typeof loader>;

type Person = { username: string; profileColour: string } | null | undefined;

function PersonName({ person, missing }: { person: Person; missing: string }) {
  return (
    <span className="flex min-w-0 items-center gap-2">
      <Avatar size="sm" colour={person?.profileColour ?? ''} label={`${person?.username ?? missing}'s avatar`} />
      <span className={`truncate font-semibold ${person ? 'text-ink' : 'text-ink-muted italic'}`}>
        {person?.username ?? missing}
      </span>
    </span>
  );
}

/**
 * A reported post's links as text, never as links: where each really goes (its host, in bold),
 * then the whole address, so a spam or phishing link is seen for what it is and opened by nobody
 * by mistake.
 */
function ReviewLinks({ links }: { links: readonly string[] }) {
  return (
    <ul className="flex flex-col gap-2">
      {links.map((link) => {
        const url = safeLink(link);
        return (
          <li key={link} className="rounded-2xl bg-cream px-4 py-2 text-sm">
            <span className="block font-bold text-ink">{url ? linkHost(url) : 'Not a web address'}</span>
            <span className="block font-mono text-xs break-all text-ink-muted">{link}</span>
          </li>
        );
      })}
    </ul>
  );
}

function Detail({ term, children, wide = false }: { term: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`min-w-0 ${wide ? 'sm:col-span-2' : ''}`}>
      <dt className="text-sm font-semibold text-ink-muted">{term}</dt>
      <dd className="mt-1 min-w-0 break-words text-ink">{children}</dd>
    </div>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-blush md:p-6">
      <h2 className="text-lg font-extrabold">{title}</h2>
      {children}
    </section>
  );
}

const failed = (error: unknown) => toast.error(serverErrorText(error) ?? GENERIC_FORM_ERROR);

/** Delete, after 'Are You Sure?' (the reported item's quarantine stays as it is). */
function DeleteReportButton({ reportId }: { reportId: string }) {
  const navigate = useNavigate();
  const client = useApolloClient();
  const [deleteReport] = useMutation(DeleteReportMutation);
  const remove = async () => {
    await deleteReport({ variables: { id: reportId } });
    toast.success(REPORT_DELETED);
    await navigate(paths.admin.reports.getHref());
    // The queue loads again without it (the report itself is left alone: this page still reads it).
    const { cache } = client;
    cache.evict({ id: 'ROOT_QUERY', fieldName: 'adminReports' });
    cache.evict({ id: 'ROOT_QUERY', fieldName: 'adminReportStatuses' });
    cache.gc();
  };

  return (
    <ConfirmDialog
      triggerLabel={
        <>
          <Trash2 aria-hidden="true" className="size-4" />
          Delete report
        </>
      }
      triggerClassName={`${buttonClasses('secondary')} border-red-700/30 text-red-800 hover:bg-red-50`}
      confirmLabel="Delete"
      onConfirm={remove}
      errorText={(error) => serverErrorText(error) ?? GENERIC_FORM_ERROR}
    />
  );
}

const CreatorRecordQuery = graphql(`
  query CreatorRecord($id: ID!) {
    adminMember(id: $id) {
      id
      suspendedUntil
      isShadowBanned
      isBanned
      record {
        posts
        comments
        reportsAgainst
        upheldReportsAgainst
      }
    }
  }
`);

/**
 * Who wrote the reported item, as a moderator weighs her: how much she has written, how often
 * she was reported and how often those reports were upheld, what already restricts her, and a
 * link to her page for the member-level actions.
 */
function CreatorRecord({ creatorId }: { creatorId: string }) {
  const { data, error } = useQuery(CreatorRecordQuery, { variables: { id: creatorId }, fetchPolicy: 'cache-and-network' });
  const member = data?.adminMember;
  if (error) return <p role="alert" className="text-sm text-red-800">{serverErrorText(error) ?? GENERIC_FORM_ERROR}</p>;
  if (!member) return <p className="text-sm text-ink-muted">Loading her record…</p>;
  const restrictions = [
    member.isBanned ? 'Banned' : null,
    member.suspendedUntil ? `Suspended until ${longDate(member.suspendedUntil)}` : null,
    member.isShadowBanned ? 'Shadow-banned: her new posts and comments are hidden' : null,
  ].filter((text): text is string => text !== null);
  return (
    <div className="space-y-3 border-t border-blush pt-4">
      <h3 className="text-sm font-semibold text-ink-muted">Her record as a writer</h3>
      <dl className="grid grid-cols-2 gap-3 text-center sm:grid-cols-4">
        {(
          [
            ['Posts', member.record.posts],
            ['Comments', member.record.comments],
            ['Reported', member.record.reportsAgainst],
            ['Upheld', member.record.upheldReportsAgainst],
          ] as const
        ).map(([term, count]) => (
          <div key={term} className="rounded-2xl bg-cream px-3 py-2">
            <dt className="text-xs font-semibold text-ink-muted">{term}</dt>
            <dd className="text-xl font-extrabold text-ink">{count}</dd>
          </div>
        ))}
      </dl>
      {restrictions.length > 0 ? (
        <ul className="space-y-1 text-sm font-semibold text-ink">
          {restrictions.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ) : null}
      <Link
        to={paths.admin.member.getHref(member.id)}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-full text-sm font-semibold text-brand-deep hover:underline"
      >
        <ExternalLink aria-hidden="true" className="size-4" />
        Open her page (suspend, shadow-ban or ban)
      </Link>
    </div>
  );
}

/**
 * What the reporter's reports have come to, whether hers hide content at once, and the two
 * things an admin does about a reporter who abuses reports: lift every quarantine she caused,
 * or give a wrongly distrusted member her power back.
 */
function ReporterRecord({ reporterId }: { reporterId: string }) {
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
      failed(failure);
    }
  };

  if (error) return <p role="alert" className="text-sm text-red-800">{serverErrorText(error) ?? GENERIC_FORM_ERROR}</p>;
  if (!record) return <p className="text-sm text-ink-muted">Loading her record…</p>;
  return (
    <div className="space-y-3 border-t border-blush pt-4">
      <h3 className="text-sm font-semibold text-ink-muted">Her record as a reporter</h3>
      <dl className="grid grid-cols-3 gap-3 text-center">
        {(
          [
            ['Reports', record.reports],
            ['Upheld', record.upheld],
            ['Rejected', record.rejected],
          ] as const
        ).map(([term, count]) => (
          <div key={term} className="rounded-2xl bg-cream px-3 py-2">
            <dt className="text-xs font-semibold text-ink-muted">{term}</dt>
            <dd className="text-xl font-extrabold text-ink">{count}</dd>
          </div>
        ))}
      </dl>
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
function DecisionActions({
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

function ReportReview({ queryRef }: { queryRef: AdminReportData['report'] }) {
  const { data } = useReadQuery(queryRef);
  const [setStatus, status] = useMutation(SetReportStatusMutation);
  const [review, reviewing] = useMutation(ReviewReportMutation);
  const report = data.adminReport;
  const kind = report.contentType === 'POST' ? 'Post' : 'Comment';
  const reason = data.reportReasons.find((option) => option.value === report.reason)?.label ?? report.reason;
  const busy = status.loading || reviewing.loading;

  const changeStatus = async (next: string | null) => {
    const option = REPORT_STATUS_OPTIONS.find((item) => item.value === next);
    if (!option || option.value === report.status) return;
    try {
      await setStatus({
        variables: { id: report.id, status: option.value },
        update(cache) {
          // The queue's Status filter lists the statuses present.
          cache.evict({ id: 'ROOT_QUERY', fieldName: 'adminReportStatuses' });
        },
      });
      toast.success(STATUS_SAVED);
    } catch (error) {
      failed(error);
    }
  };

  const decide = async (decision: ReportDecision) => {
    const wasHidden = report.isQuarantined;
    const what: Kind = kind === 'Post' ? 'post' : 'comment';
    try {
      await review({
        variables: { id: report.id, decision },
        // Her records as a writer and as a reporter count this decision.
        refetchQueries: ['ReporterRecord', 'CreatorRecord'],
        update(cache) {
          // What members see of the post (or its comments) changed. Only the post's quarantine
          // flag goes: this review shows the post too, and must not be emptied under her.
          cache.evict({ id: cache.identify({ __typename: 'Post', id: report.postId }), fieldName: 'isShadowBanned' });
          if (report.commentId) cache.evict({ id: cache.identify({ __typename: 'Comment', id: report.commentId }) });
          cache.evict({ id: 'ROOT_QUERY', fieldName: 'adminReportStatuses' });
          cache.gc();
        },
      });
      toast.success(
        decision === 'UPHOLD'
          ? upheldText(what, wasHidden)
          : decision === 'REJECT'
            ? rejectedText(what, wasHidden)
            : hiddenNowText(what),
      );
    } catch (error) {
      failed(error);
    }
  };

  return (
    <div className="space-y-6">
      <Card title={`Reported ${kind.toLowerCase()}`}>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Detail term="Content Type">{kind}</Detail>
          <Detail term="Creator">
            <PersonName person={report.creator} missing="Deleted account" />
          </Detail>
          {report.post && report.contentType === 'POST' ? (
            <Detail term="Title" wide>
              {report.post.title.trim() ? report.post.title : <span className="text-ink-muted">N/A</span>}
            </Detail>
          ) : null}
          <Detail term="Content" wide>
            {report.content ? (
              <span className="block rounded-2xl bg-cream px-4 py-3 break-words whitespace-pre-line">{report.content}</span>
            ) : (
              <span className="text-ink-muted">N/A</span>
            )}
          </Detail>
          {report.post && report.contentType === 'COMMENT' ? (
            <Detail term="On the post" wide>
              {report.post.title.trim() ? report.post.title : <span className="text-ink-muted">Untitled post</span>}
            </Detail>
          ) : null}
          {report.post && report.post.links.length > 0 ? (
            <Detail term={report.contentType === 'POST' ? 'Links' : "The post's links"} wide>
              <ReviewLinks links={report.post.links} />
            </Detail>
          ) : null}
          {report.post && report.post.topics.length > 0 ? (
            <Detail term="Topics" wide>
              <TopicTags topics={report.post.topics} />
            </Detail>
          ) : null}
        </dl>
        {report.post && report.post.images.length > 0 ? (
          <div className="space-y-2">
            <h3 className="text-sm font-semibold text-ink-muted">
              {report.contentType === 'POST' ? 'Images' : "The post's images"}
            </h3>
            <PostImages images={report.post.images} />
          </div>
        ) : null}
        <Link
          to={paths.admin.post.getHref(report.postId)}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-full text-sm font-semibold text-brand-deep hover:underline"
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          {report.contentType === 'POST' ? 'Open the post' : 'Open the post this comment is on'}
        </Link>
        {report.creator ? <CreatorRecord creatorId={report.creator.id} /> : null}
      </Card>
      <Card title="Report">
        <dl className="grid gap-4 sm:grid-cols-2">
          <Detail term="Reporter">
            <PersonName person={report.reporter} missing="Deleted user" />
          </Detail>
          <Detail term="Created At">
            <time dateTime={report.createdAt}>{longDate(report.createdAt)}</time>
          </Detail>
          <Detail term="Reason">{reason}</Detail>
          <Detail term="Explanation">
            {report.explanation?.trim() ? (
              <span className="whitespace-pre-line">{report.explanation}</span>
            ) : (
              <span className="text-ink-muted">N/A</span>
            )}
          </Detail>
          <Detail term="When reported" wide>
            {report.hidItem ? HID_AT_ONCE : QUEUED}
          </Detail>
        </dl>
        {report.reporter ? <ReporterRecord reporterId={report.reporter.id} /> : null}
      </Card>
      <Card title="Decision">
        <div className="space-y-3">
          <h3 className="text-sm font-semibold text-ink-muted">What members see</h3>
          <p
            aria-live="polite"
            className={`inline-flex items-center gap-2 rounded-full px-3 py-1.5 text-sm font-bold ${
              report.isQuarantined ? 'bg-cream text-ink' : 'bg-emerald-50 text-emerald-900'
            }`}
          >
            {report.isQuarantined ? (
              <EyeOff aria-hidden="true" className="size-4" />
            ) : (
              <Eye aria-hidden="true" className="size-4" />
            )}
            {report.isQuarantined ? HIDDEN_TEXT : VISIBLE_TEXT}
          </p>
          <DecisionActions
            kind={kind === 'Post' ? 'post' : 'comment'}
            status={report.status}
            hidden={report.isQuarantined}
            busy={busy}
            decide={(decision) => void decide(decision)}
          />
        </div>
        <div className="max-w-xs border-t border-blush pt-4">
          <OptionSelect
            label="Status"
            options={REPORT_STATUS_OPTIONS}
            textKey="label"
            valueKey="value"
            value={report.status}
            onChange={(next) => void changeStatus(next)}
            disabled={busy}
          />
        </div>
      </Card>
    </div>
  );
}

/** Spec §2 "admin report review": the reported item, the report, its status and the quarantine. */
export function Component() {
  const { id } = useParams();
  const { report } = useLoaderData<AdminReportData>();
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <BackLink to={paths.admin.reports.getHref()} label="Back to Reports" />
      <PageHeader title="Report Review" actions={id ? <DeleteReportButton reportId={id} /> : null} />
      <QueryBoundary pending="Loading the report…" failure="We couldn't load this report.">
        <ReportReview queryRef={report} />
      </QueryBoundary>
    </div>
  );
}
