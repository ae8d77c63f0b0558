import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { BookmarkX, ChevronRight, MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { graphql } from '@/gql';
import { fullDate, relativeDate } from '@/lib/relative-date';
import { useToggleSave } from '../../api/follow-save';

const SavedPostItem_post = graphql(`
  fragment SavedPostItem_post on Post {
    id
    title
    text
    createdAt
    commentCount
    savedByMe
    owner {
      id
      username
    }
  }
`);

const commentsLabel = (count: number) => `${count} ${count === 1 ? 'comment' : 'comments'}`;

/**
 * One post in her Saved list: title, who wrote it and when, the start of its text, a link to
 * it (the whole card), and Remove (takes it out of Saved; the list loads again).
 */
export function SavedPostItem({ post }: { post: FragmentType<typeof SavedPostItem_post> }) {
  const { data, complete } = useFragment({ fragment: SavedPostItem_post, from: post });
  const toggleSave = useToggleSave();
  if (!complete) return null;
  const title = data.title.trim();

  return (
    <article className="group relative flex items-start gap-3 rounded-2xl p-4 ring-1 ring-blush transition-colors has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-deep hover:bg-cream hover:ring-brand-pink/40">
      <div className="min-w-0 flex-1 space-y-1.5">
        <h3 className={`min-w-0 font-bold break-words ${title ? 'text-ink' : 'text-ink-muted italic'}`}>
          {/* The whole card is the link (the rest of it reads as its description). */}
          <Link
            to={paths.app.post.getHref(data.id)}
            className="rounded-md outline-none after:absolute after:inset-0 after:rounded-2xl group-hover:text-brand-deep focus-visible:outline-none"
          >
            {title || (data.owner ? `${data.owner.username}'s post` : 'Untitled post')}
          </Link>
        </h3>
        {data.text ? <p className="line-clamp-2 text-sm break-words text-ink-muted">{data.text}</p> : null}
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink-muted">
          {data.owner ? <span className="font-semibold break-all">{data.owner.username}</span> : null}
          <time dateTime={data.createdAt} title={fullDate(data.createdAt)}>
            {relativeDate(data.createdAt)}
          </time>
          <span className="inline-flex items-center gap-1">
            <MessageCircle aria-hidden="true" className="size-3.5" />
            {commentsLabel(data.commentCount)}
          </span>
        </p>
      </div>
      <div className="relative z-10 flex shrink-0 items-center gap-1">
        <button
          type="button"
          onClick={() => void toggleSave(data.id, true)}
          aria-label={`Remove “${title || 'Untitled post'}” from Saved`}
          title="Remove from Saved"
          className="inline-flex size-11 items-center justify-center rounded-full text-ink-muted transition-colors hover:bg-blush hover:text-brand-deep md:size-9"
        >
          <BookmarkX aria-hidden="true" className="size-5" />
        </button>
        <ChevronRight aria-hidden="true" className="size-5 text-ink-muted group-hover:text-brand-deep" />
      </div>
    </article>
  );
}
