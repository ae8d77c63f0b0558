import { useReadQuery, type QueryRef } from '@apollo/client/react';
import { CalendarDays, HeartHandshake, MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { longDate } from '@/components/data-table/table-rules';
import { Avatar } from '@/components/ui/avatar';
import { TopicTags } from '@/components/ui/topic-tag';
import type { AdminPostQuery, AdminPostQueryVariables } from '@/gql/graphql';
import { ContentWarningSetting, type WarningLimit } from './content-warning-setting';
import { ShadowBanSetting } from './shadow-ban-setting';

/** A post's text as its paragraphs (blank lines part them; single line breaks stay). */
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);

type AdminPostProps = {
  /** The post, preloaded by the route (`preloadAdminPost`). */
  queryRef: QueryRef<AdminPostQuery, AdminPostQueryVariables>;
  /** The post's pictures and links, drawn by the posts feature. */
  media: (post: { images: readonly string[]; links: readonly string[] }) => ReactNode;
  warningLimit: WarningLimit;
};

/** Spec §2 "Admin post detail": the post as written, its content warning and its Shadow Ban Settings toggle. */
export function AdminPost({ queryRef, media, warningLimit }: AdminPostProps) {
  const { data } = useReadQuery(queryRef);
  const { post } = data;
  const text = paragraphs(post.text);

  return (
    <div className="space-y-6">
      <article
        aria-labelledby="admin-post-title"
        className="space-y-5 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-blush md:p-6"
      >
        {post.needsCare ? (
          <p className="flex items-start gap-2 rounded-2xl bg-amber-100 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-300">
            <HeartHandshake aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              <strong className="font-semibold">Needs care.</strong> Words in this post suggest its author may be
              thinking about suicide or self-harm: check on her first.
            </span>
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          {/* A post its author deleted (a tombstone kept for the comments) has no owner. */}
          <Avatar
            size="sm"
            colour={post.owner?.profileColour ?? ''}
            label={`${post.owner?.username ?? 'Deleted post'}'s avatar`}
          />
          <p className={post.owner ? 'font-bold text-ink' : 'text-ink-muted italic'}>
            {post.owner?.username ?? 'Deleted by its author'}
          </p>
        </div>
        <h2
          id="admin-post-title"
          className={`text-2xl font-extrabold tracking-tight break-words ${post.title.trim() ? 'text-ink' : 'text-ink-muted'}`}
        >
          {post.title.trim() || 'Untitled post'}
        </h2>
        {text.length > 0 ? (
          <div className="space-y-3 text-ink">
            {text.map((paragraph, index) => (
              <p key={index} className="break-words whitespace-pre-line">
                {paragraph}
              </p>
            ))}
          </div>
        ) : (
          <p className="text-ink-muted italic">No text</p>
        )}
        {media(post)}
        <TopicTags topics={post.topics} />
        <dl className="grid gap-3 border-t border-blush pt-4 text-sm sm:grid-cols-3">
          <div>
            <dt className="flex items-center gap-1.5 font-semibold text-ink-muted">
              <CalendarDays aria-hidden="true" className="size-4" />
              Created At
            </dt>
            <dd className="mt-0.5 text-ink">
              <time dateTime={post.createdAt}>{longDate(post.createdAt)}</time>
            </dd>
          </div>
          <div>
            <dt className="flex items-center gap-1.5 font-semibold text-ink-muted">
              <CalendarDays aria-hidden="true" className="size-4" />
              Last Updated
            </dt>
            <dd className="mt-0.5 text-ink">
              <time dateTime={post.updatedAt}>{longDate(post.updatedAt)}</time>
            </dd>
          </div>
          <div>
            <dt className="flex items-center gap-1.5 font-semibold text-ink-muted">
              <MessageCircle aria-hidden="true" className="size-4" />
              Comments
            </dt>
            <dd className="mt-0.5 text-ink">{post.commentCount}</dd>
          </div>
        </dl>
      </article>
      <ContentWarningSetting postId={post.id} contentWarning={post.contentWarning ?? null} limit={warningLimit} />
      <ShadowBanSetting postId={post.id} isShadowBanned={post.isShadowBanned} />
    </div>
  );
}
