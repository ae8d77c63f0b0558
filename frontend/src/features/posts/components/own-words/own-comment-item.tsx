import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { ChevronRight, MessageSquareReply, MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { graphql } from '@/gql';
import { fullDate, relativeDate } from '@/lib/relative-date';
import { UnderReviewBadge } from './under-review-badge';

const OwnCommentItem_comment = graphql(`
  fragment OwnCommentItem_comment on Comment {
    id
    postId
    text
    isReply
    createdAt
    editedAt
    isShadowBanned
  }
`);

/** One of her comments or replies in 'Your comments': its words, when, and a link to the conversation. */
export function OwnCommentItem({ comment }: { comment: FragmentType<typeof OwnCommentItem_comment> }) {
  const { data, complete } = useFragment({ fragment: OwnCommentItem_comment, from: comment });
  if (!complete) return null;
  const Icon = data.isReply ? MessageSquareReply : MessageCircle;

  return (
    <article className="group relative flex items-start gap-3 rounded-2xl p-4 ring-1 ring-blush transition-colors has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-deep hover:bg-cream hover:ring-brand-pink/40">
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <p className="inline-flex items-center gap-1.5 text-xs font-bold tracking-wide text-brand-deep uppercase">
            <Icon aria-hidden="true" className="size-3.5" />
            {data.isReply ? 'Your reply' : 'Your comment'}
          </p>
          {data.isShadowBanned ? <UnderReviewBadge /> : null}
        </div>
        {/* The whole card is the link to the conversation, at this comment (its permalink). */}
        <Link
          to={paths.app.post.getHref(data.postId, { comment: data.id })}
          className="line-clamp-3 block rounded-md break-words whitespace-pre-line text-ink outline-none after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
        >
          {data.text}
        </Link>
        <p className="flex flex-wrap items-center gap-x-3 text-xs text-ink-muted">
          <time dateTime={data.createdAt} title={fullDate(data.createdAt)}>
            {relativeDate(data.createdAt)}
          </time>
          {data.editedAt ? <span className="italic">edited</span> : null}
        </p>
      </div>
      <ChevronRight aria-hidden="true" className="mt-1 size-5 shrink-0 text-ink-muted group-hover:text-brand-deep" />
    </article>
  );
}
