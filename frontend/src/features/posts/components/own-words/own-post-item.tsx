import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { ChevronRight, ImageIcon, Link2, MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { graphql } from '@/gql';
import { fullDate, relativeDate } from '@/lib/relative-date';
import { UnderReviewBadge } from './under-review-badge';

const OwnPostItem_post = graphql(`
  fragment OwnPostItem_post on Post {
    id
    title
    text
    images
    links
    createdAt
    editedAt
    commentCount
    isShadowBanned
  }
`);

const commentsLabel = (count: number) => `${count} ${count === 1 ? 'comment' : 'comments'}`;

/** One of her posts in 'Your posts': title, the start of its text, when, and a link to it. */
export function OwnPostItem({ post }: { post: FragmentType<typeof OwnPostItem_post> }) {
  const { data, complete } = useFragment({ fragment: OwnPostItem_post, from: post });
  if (!complete) return null;
  const title = data.title.trim();

  return (
    <article className="group relative flex items-start gap-3 rounded-2xl p-4 ring-1 ring-blush transition-colors has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-deep hover:bg-cream hover:ring-brand-pink/40">
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className={`min-w-0 font-bold break-words ${title ? 'text-ink' : 'text-ink-muted italic'}`}>
            {/* The whole card is the link (the rest of it reads as its description). */}
            <Link
              to={paths.app.post.getHref(data.id)}
              className="rounded-md outline-none after:absolute after:inset-0 after:rounded-2xl group-hover:text-brand-deep focus-visible:outline-none"
            >
              {title || 'Untitled post'}
            </Link>
          </h3>
          {data.isShadowBanned ? <UnderReviewBadge /> : null}
        </div>
        {data.text ? <p className="line-clamp-2 text-sm break-words text-ink-muted">{data.text}</p> : null}
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink-muted">
          <time dateTime={data.createdAt} title={fullDate(data.createdAt)}>
            {relativeDate(data.createdAt)}
          </time>
          {data.editedAt ? <span className="italic">edited</span> : null}
          <span className="inline-flex items-center gap-1">
            <MessageCircle aria-hidden="true" className="size-3.5" />
            {commentsLabel(data.commentCount)}
          </span>
          {data.images.length > 0 ? (
            <span className="inline-flex items-center gap-1">
              <ImageIcon aria-hidden="true" className="size-3.5" />
              {data.images.length === 1 ? '1 image' : `${data.images.length} images`}
            </span>
          ) : null}
          {data.links.length > 0 ? (
            <span className="inline-flex items-center gap-1">
              <Link2 aria-hidden="true" className="size-3.5" />
              {data.links.length === 1 ? '1 link' : `${data.links.length} links`}
            </span>
          ) : null}
        </p>
      </div>
      <ChevronRight aria-hidden="true" className="mt-1 size-5 shrink-0 text-ink-muted group-hover:text-brand-deep" />
    </article>
  );
}
