import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { BellRing, ChevronRight, Eye, EyeOff, MessageCircle, MessageSquareReply, SmilePlus, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { graphql } from '@/gql';
import type { NotificationKind } from '@/gql/graphql';
import { useDiscreetMode } from '@/lib/discreet-mode';
import { fullDate, relativeDate } from '@/lib/relative-date';
import { notificationQuote, notificationSentence, opensAtComments } from '../notification-texts';
import { isNewThisVisit } from '../read-state';

const NotificationItem_notification = graphql(`
  fragment NotificationItem_notification on Notification {
    id
    kind
    actorCount
    createdAt
    readAt
    post {
      id
      title
      text
    }
    comment {
      id
      text
      isDeleted
      isShadowBanned
      isFromBlockedMember
    }
  }
`);

const ICONS: Record<NotificationKind, LucideIcon> = {
  COMMENT_ON_POST: MessageCircle,
  REPLY_TO_COMMENT: MessageSquareReply,
  COMMENT_ON_FOLLOWED_POST: BellRing,
  REACTION_ON_POST: SmilePlus,
  REACTION_ON_COMMENT: SmilePlus,
  CONTENT_HIDDEN: EyeOff,
  CONTENT_RESTORED: Eye,
};

type NotificationItemProps = {
  notification: FragmentType<typeof NotificationItem_notification>;
  /** When she opened the list (see `isNewThisVisit`). */
  visitStartedAt: number;
  /** It came with "Load more" during this visit. */
  loadedLater: boolean;
};

/**
 * One notification: a sentence saying what happened, the comment it is about, when, and a
 * link to the post (at its comments for a comment). In discreet mode the sentence names no post
 * and nothing is quoted. The new ones are marked in words, not by
 * colour alone. One about a post that can no longer be read has no link.
 */
export function NotificationItem({ notification, visitStartedAt, loadedLater }: NotificationItemProps) {
  const { data, complete } = useFragment({ fragment: NotificationItem_notification, from: notification });
  const discreet = useDiscreetMode();
  if (!complete) return null;
  const { post } = data;
  // Someone she blocked: their words are not shown.
  const comment = data.comment && !data.comment.isFromBlockedMember ? data.comment : null;
  const facts = { kind: data.kind, actorCount: data.actorCount, post, comment: data.comment };
  // Discreet mode: what happened, without anyone's words (no title, no quote).
  const sentence = notificationSentence(discreet ? { ...facts, post: null } : facts);
  const quote = comment && !discreet ? notificationQuote({ ...facts, comment }) : null;
  // About a comment: its permalink, which opens the thread down to it (issue 36).
  const atComments = opensAtComments(facts);
  const href = post
    ? paths.app.post.getHref(post.id, atComments && data.comment ? { comment: data.comment.id } : { comments: atComments })
    : null;
  const isNew = isNewThisVisit({ readAt: data.readAt, loadedLater }, visitStartedAt);
  const Icon = ICONS[data.kind];
  // A screen reader hears "New: " first (the badge below is only seen). The space stays
  // outside the hidden word, so it is not lost from the link's name.
  const said = isNew ? (
    <>
      <span className="sr-only">New:</span> {sentence}
    </>
  ) : (
    sentence
  );

  return (
    <article
      className={`group relative flex items-start gap-3 rounded-2xl p-4 ring-1 transition-colors has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-deep ${
        isNew ? 'bg-blush/60 ring-brand-pink/40' : 'bg-white ring-blush'
      } ${href ? 'hover:bg-cream hover:ring-brand-pink/40' : ''}`}
    >
      <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-blush">
        <Icon className="size-5 text-brand-deep" />
      </span>
      <div className="min-w-0 flex-1 space-y-1.5">
        <p className={`break-words text-ink ${isNew ? 'font-bold' : ''}`}>
          {href ? (
            // The whole card is the link; its name is the sentence, "New: " first when it is.
            <Link
              to={href}
              className="rounded-md outline-none after:absolute after:inset-0 after:rounded-2xl group-hover:text-brand-deep focus-visible:outline-none"
            >
              {said}
            </Link>
          ) : (
            said
          )}
        </p>
        {quote ? <p className="line-clamp-2 text-sm break-words text-ink-muted">“{quote}”</p> : null}
        {post ? null : <p className="text-sm text-ink-muted italic">This post is no longer available.</p>}
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-ink-muted">
          {isNew ? (
            <span aria-hidden="true" className="rounded-full bg-brand-deep px-2 py-0.5 font-bold tracking-wide text-white uppercase">
              New
            </span>
          ) : null}
          <time dateTime={data.createdAt} title={fullDate(data.createdAt)}>
            {relativeDate(data.createdAt)}
          </time>
        </p>
      </div>
      {href ? (
        <ChevronRight aria-hidden="true" className="mt-2.5 size-5 shrink-0 text-ink-muted group-hover:text-brand-deep" />
      ) : null}
    </article>
  );
}
