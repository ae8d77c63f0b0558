import { useMutation, useReadQuery, type QueryRef } from '@apollo/client/react';
import { Eye, EyeOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { toast } from 'react-toastify';
import { longDate } from '@/components/data-table/table-rules';
import { OptionSelect } from '@/components/form/option-select';
import { Avatar } from '@/components/ui/avatar';
import { TopicTags } from '@/components/ui/topic-tag';
import { paths } from '@/config/paths';
import { graphql } from '@/gql';
import type { AdminReportQuery, AdminReportQueryVariables, ReportDecision } from '@/gql/graphql';
import {
  HID_AT_ONCE,
  HIDDEN_TEXT,
  hiddenNowText,
  QUEUED,
  rejectedText,
  REPORT_STATUS_OPTIONS,
  STATUS_SAVED,
  upheldText,
  VISIBLE_TEXT,
  type Kind,
} from '../report-texts';
import { CreatorRecord } from './creator-record';
import { DecisionActions } from './decision-actions';
import { OpenLink } from './open-link';
import { ReporterRecord } from './reporter-record';
import { ReviewLinks } from './review-links';
import { toastFailure } from './toast-failure';

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

type ReportReviewProps = {
  /** The report, preloaded by the route (`preloadAdminReport`). */
  queryRef: QueryRef<AdminReportQuery, AdminReportQueryVariables>;
  /** The post's pictures, drawn by the posts feature. */
  images: (images: readonly string[]) => ReactNode;
};

/** Spec §2 "admin report review": the reported item, the report, its status and the quarantine. */
export function ReportReview({ queryRef, images }: ReportReviewProps) {
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
      toastFailure(error);
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
      toastFailure(error);
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
              <span className="block rounded-2xl bg-cream px-4 py-3 break-words whitespace-pre-line">
                {report.content}
              </span>
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
            {images(report.post.images)}
          </div>
        ) : null}
        <OpenLink to={paths.admin.post.getHref(report.postId)}>
          {report.contentType === 'POST' ? 'Open the post' : 'Open the post this comment is on'}
        </OpenLink>
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
