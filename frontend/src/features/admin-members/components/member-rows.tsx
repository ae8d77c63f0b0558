import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Link } from 'react-router';
import { longDate } from '@/components/data-table/table-rules';
import { paths } from '@/config/paths';
import { graphql } from '@/gql';
import { ACTION_TEXTS, STATUS_TEXTS } from '../member-texts';

const MemberPostRow_post = graphql(`
  fragment MemberPostRow_post on Post {
    id
    title
    text
    isShadowBanned
    createdAt
  }
`);

const MemberCommentRow_comment = graphql(`
  fragment MemberCommentRow_comment on Comment {
    id
    postId
    text
    isShadowBanned
    createdAt
  }
`);

const MemberReportRow_report = graphql(`
  fragment MemberReportRow_report on AdminReport {
    id
    contentType
    reason
    status
    createdAt
  }
`);

const MemberAuditRow_entry = graphql(`
  fragment MemberAuditRow_entry on AuditEntry {
    id
    action
    detail
    createdAt
    actor {
      id
      username
    }
  }
`);

const Hidden = () => (
  <span className="ml-2 inline-block rounded-full bg-cream px-2 py-0.5 text-xs font-bold text-ink">Hidden</span>
);

export function MemberPostRow({ post: from }: { post: FragmentType<typeof MemberPostRow_post> }) {
  const { data: post, complete } = useFragment({ fragment: MemberPostRow_post, from });
  if (!complete) return null;
  return (
    <Link to={paths.admin.post.getHref(post.id)} className="block min-w-0 rounded-xl hover:underline">
      <span className="font-semibold break-words">{post.title || post.text.slice(0, 80) || 'Untitled post'}</span>
      {post.isShadowBanned ? <Hidden /> : null}
      <span className="block text-sm text-ink-muted">{longDate(post.createdAt)}</span>
    </Link>
  );
}

export function MemberCommentRow({ comment: from }: { comment: FragmentType<typeof MemberCommentRow_comment> }) {
  const { data: comment, complete } = useFragment({ fragment: MemberCommentRow_comment, from });
  if (!complete) return null;
  return (
    <Link to={paths.admin.post.getHref(comment.postId)} className="block min-w-0 rounded-xl hover:underline">
      <span className="line-clamp-2 break-words">{comment.text}</span>
      {comment.isShadowBanned ? <Hidden /> : null}
      <span className="block text-sm text-ink-muted">{longDate(comment.createdAt)}</span>
    </Link>
  );
}

/** A report about her or by her: what was reported, why, and where the report stands. */
export function MemberReportRow({ report: from }: { report: FragmentType<typeof MemberReportRow_report> }) {
  const { data: report, complete } = useFragment({ fragment: MemberReportRow_report, from });
  if (!complete) return null;
  return (
    <Link to={paths.admin.report.getHref(report.id)} className="block rounded-xl hover:underline">
      <span className="font-semibold">
        {report.contentType === 'POST' ? 'Post' : 'Comment'}: {report.reason}
      </span>{' '}
      <span className="text-sm text-ink-muted">
        ({STATUS_TEXTS[report.status] ?? report.status}) · {longDate(report.createdAt)}
      </span>
    </Link>
  );
}

export function MemberAuditRow({ entry: from }: { entry: FragmentType<typeof MemberAuditRow_entry> }) {
  const { data: entry, complete } = useFragment({ fragment: MemberAuditRow_entry, from });
  if (!complete) return null;
  return (
    <div className="min-w-0">
      <span className="font-semibold">{ACTION_TEXTS[entry.action] ?? entry.action}</span>{' '}
      <span className="text-sm text-ink-muted">
        by {entry.actor?.username ?? 'a deleted admin'} · {longDate(entry.createdAt)}
      </span>
      {entry.detail ? <p className="mt-1 break-words whitespace-pre-line">{entry.detail}</p> : null}
    </div>
  );
}
