import type { FragmentType } from '@apollo/client';
import { useFragment, useQuery } from '@apollo/client/react';
import { Ban, ChevronDown, EyeOff, MessageSquareReply } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { buttonClasses } from '@/components/ui/button-classes';
import { ErrorMessage } from '@/components/ui/error-message';
import { Spinner } from '@/components/ui/spinner';
import { graphql } from '@/gql';
import { BLOCKED_COMMENT_TEXT } from '../../api/block-member';
import { COMMENTS_PAGE_SIZE, CommentsQuery, QUARANTINED_COMMENT_TEXT } from '../../api/comments';
import { COMMENT_DELETED, UNDER_REVIEW_NO_EDIT, useDeleteComment } from '../../api/own-content';
import { AuthorByline } from '../author-byline';
import { ContentMenu } from '../content-menu';
import { hasReplyDraft } from '../../comment-drafts';
import { CommentComposer } from './comment-composer';
import { CommentEditor } from './comment-editor';
import { CommentReactions } from './comment-reactions';
import { useReplyBox } from './open-reply';
import { commentElementId, HIGHLIGHT_MS, useThreadFocus } from './thread-focus';
import { paths } from '@/config/paths';
import { refreshingFetchPolicy } from '@/lib/early-answers';

/** Spec §4/§3: what a comment shows once its author deleted it (or her account). */
export const DELETED_COMMENT_TEXT = 'Deleted comment';
/** Spec §2 Post page: the empty text of a post's comments. */
export const NO_COMMENTS_TEXT = 'No comments on this post yet.';

/** Replies indent up to this depth; deeper ones line up with it, so nothing scrolls sideways on a phone. */
const MAX_INDENT_DEPTH = 4;

const CommentItem_comment = graphql(`
  fragment CommentItem_comment on Comment {
    id
    postId
    parentId
    text
    isReply
    isShadowBanned
    isDeleted
    isFromBlockedMember
    replyCount
    createdAt
    editedAt
    owner {
      id
      username
      profileColour
      profileImage
    }
    ...CommentReactions_comment
  }
`);


/**
 * Brings this comment into view when the thread is sent to it (a permalink, or her own just
 * posted): scrolled to the middle of the screen, focused for screen readers, and highlighted
 * for a moment. Without animation when she asked for reduced motion.
 */
function useBroughtIntoView(commentId: string | undefined, target: { commentId: string; visit: number; delayed: boolean } | null) {
  const [highlighted, setHighlighted] = useState(false);
  const visit = target && commentId && target.commentId === commentId ? target.visit : null;
  const delayed = target?.delayed ?? false;
  useEffect(() => {
    if (visit === null || !commentId) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    let unhighlight = 0;
    // A page just opened settles first (spec §9: comments scroll after 500 ms, and every new
    // page returns to the top after 150 ms); her own new comment comes into view at once.
    const timer = window.setTimeout(
      () => {
        const element = document.getElementById(commentElementId(commentId) ?? '');
        if (!element) return;
        // (jsdom, in unit tests, has no scrolling.)
        element.scrollIntoView?.({ behavior: reduced ? 'auto' : 'smooth', block: 'center' });
        element.focus({ preventScroll: true });
        setHighlighted(true);
        unhighlight = window.setTimeout(() => setHighlighted(false), HIGHLIGHT_MS);
      },
      delayed ? 500 : 0,
    );
    return () => {
      window.clearTimeout(timer);
      window.clearTimeout(unhighlight);
    };
  }, [visit, commentId, delayed]);
  return highlighted;
}

const repliesLabel = (count: number) => `${count} ${count === 1 ? 'reply' : 'replies'}`;

function CommentText({ text, isDeleted }: { text: string; isDeleted: boolean }) {
  if (isDeleted) return <p className="text-ink-muted italic">{DELETED_COMMENT_TEXT}</p>;
  if (text === QUARANTINED_COMMENT_TEXT) {
    return (
      <p className="flex items-start gap-2 text-ink-muted italic">
        <EyeOff aria-hidden="true" className="mt-1 size-4 shrink-0" />
        {text}
      </p>
    );
  }
  return <p className="break-words whitespace-pre-line text-ink">{text}</p>;
}

type CommentItemProps = {
  comment: FragmentType<typeof CommentItem_comment>;
  depth: number;
  /** The post was deleted: its comments can be read, not answered or reacted to. */
  readOnly: boolean;
};

/**
 * One comment: author, date, text (or the placeholder of a reported or deleted one), its
 * reactions, a Reply box, and its replies behind a toggle that shows how many there are.
 * A comment by a member she blocked collapses to 'You blocked this member', with nothing to
 * answer or react to; its replies stay below it.
 */
function CommentItem({ comment, depth, readOnly }: CommentItemProps) {
  const { data, complete } = useFragment({ fragment: CommentItem_comment, fragmentName: 'CommentItem_comment', from: comment });
  const focus = useThreadFocus();
  // Above the comment a permalink names: open, down to it.
  const [repliesOpen, setRepliesOpen] = useState(() => Boolean(data.id) && focus.startsOpen(data.id ?? ''));
  const highlighted = useBroughtIntoView(data.id, focus.target);
  // A reply she left half-written opens again with her words.
  const [replying, setReplying] = useReplyBox(
    data.id ?? '',
    complete && !readOnly && !data.isFromBlockedMember && hasReplyDraft(data.postId, data.id),
  );
  const [askedToReply, setAskedToReply] = useState(false);
  const [editing, setEditing] = useState(false);
  const deleteComment = useDeleteComment();
  const id = useId();
  const collapsed = useRef<HTMLElement>(null);
  if (!complete) return null;
  // A deleted comment names nobody: the server gives no owner, whether she deleted the comment or her account.
  const name = data.owner?.username ?? 'a deleted account';
  // Her own (or, for an admin, anyone's) reported comment still reads as written: say why others can't see it.
  const hiddenFromOthers = data.isShadowBanned && data.text !== QUARANTINED_COMMENT_TEXT && !data.isDeleted;
  const blocked = data.isFromBlockedMember && !data.isDeleted;
  const repliesToggle =
    data.replyCount > 0 ? (
      <button
        type="button"
        aria-expanded={repliesOpen}
        aria-controls={repliesOpen ? `${id}-replies` : undefined}
        onClick={() => setRepliesOpen((open) => !open)}
        className="inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-sm font-semibold text-brand-deep hover:bg-blush md:min-h-9"
      >
        <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${repliesOpen ? 'rotate-180' : ''}`} />
        {repliesLabel(data.replyCount)}
      </button>
    ) : null;

  return (
    <li>
      {blocked ? (
        <article
          ref={collapsed}
          id={commentElementId(data.id)}
          tabIndex={-1}
          aria-label={BLOCKED_COMMENT_TEXT}
          className="flex scroll-mt-24 flex-wrap items-center justify-between gap-2 rounded-2xl bg-white/60 px-4 py-2 ring-1 ring-blush"
        >
          <p className="flex min-h-11 items-center gap-2 text-sm text-ink-muted italic md:min-h-9">
            <Ban aria-hidden="true" className="size-4 shrink-0" />
            {BLOCKED_COMMENT_TEXT}
          </p>
          {repliesToggle}
        </article>
      ) : (
        <article
          id={commentElementId(data.id)}
          tabIndex={-1}
          aria-label={data.isDeleted ? DELETED_COMMENT_TEXT : `Comment by ${name}`}
          data-highlighted={highlighted || undefined}
          className={`scroll-mt-24 space-y-3 rounded-2xl p-4 outline-none motion-safe:transition-[background-color,box-shadow] motion-safe:duration-700 ${
            highlighted ? 'bg-blush/70 ring-2 ring-brand-pink' : 'bg-white ring-1 ring-blush'
          }`}
        >
          <div className="flex items-start justify-between gap-2">
            <AuthorByline
              author={data.isDeleted ? null : data.owner}
              anonymousLabel="Deleted"
              createdAt={data.createdAt}
              editedAt={data.isDeleted ? null : data.editedAt}
            />
            <ContentMenu
              target={{ kind: 'comment', commentId: data.id }}
              link={paths.app.post.getHref(data.postId, { comment: data.id })}
              ownerId={data.owner?.id}
              ownerName={data.owner?.username}
              // Its menu goes as it collapses: focus stays on the comment.
              onBlocked={() => window.setTimeout(() => collapsed.current?.focus())}
              hidden={data.isDeleted || data.text === QUARANTINED_COMMENT_TEXT || editing}
              own={{
                onEdit: () => setEditing(true),
                editDisabledReason: data.isShadowBanned ? UNDER_REVIEW_NO_EDIT : null,
                onDelete: async () => {
                  await deleteComment(data);
                  toast.success(COMMENT_DELETED);
                },
              }}
            />
          </div>
          {hiddenFromOthers ? (
            <p className="flex items-start gap-2 rounded-xl bg-cream px-3 py-2 text-xs text-ink-muted">
              <EyeOff aria-hidden="true" className="mt-px size-3.5 shrink-0" />
              Reported and being reviewed: other members see a notice instead.
            </p>
          ) : null}
          {editing ? (
            <CommentEditor commentId={data.id} text={data.text} onDone={() => setEditing(false)} />
          ) : (
            <CommentText text={data.text} isDeleted={data.isDeleted} />
          )}
          <div className="flex flex-wrap items-center gap-2">
            {data.isDeleted || readOnly ? null : <CommentReactions comment={data} />}
            <div className="flex flex-wrap items-center gap-1">
              {data.isDeleted || readOnly ? null : (
                <button
                  type="button"
                  aria-expanded={replying}
                  aria-controls={replying ? `${id}-reply` : undefined}
                  onClick={() => {
                    setAskedToReply(true);
                    setReplying(!replying);
                  }}
                  className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-ink-muted hover:bg-blush hover:text-brand-deep md:min-h-9"
                >
                  <MessageSquareReply aria-hidden="true" className="size-4" />
                  Reply
                </button>
              )}
              {repliesToggle}
            </div>
          </div>
          {replying && !readOnly && !data.isDeleted ? (
            <div id={`${id}-reply`}>
              <CommentComposer
                postId={data.postId}
                parentId={data.id}
                label={`Replying to ${name}`}
                submitLabel="Send reply"
                autoFocus={askedToReply}
                onCancel={() => setReplying(false)}
                onAdded={(reply) => {
                  setReplying(false);
                  setRepliesOpen(true);
                  focus.posted(data.id, reply);
                }}
              />
            </div>
          ) : null}
        </article>
      )}
      {repliesOpen && data.replyCount > 0 ? (
        <div
          id={`${id}-replies`}
          className={depth < MAX_INDENT_DEPTH ? 'mt-2 ml-2 border-l-2 border-blush pl-3 md:ml-4 md:pl-4' : 'mt-2'}
        >
          <CommentList
            postId={data.postId}
            parentId={data.id}
            depth={depth + 1}
            label={blocked ? 'Replies' : `Replies to ${name}`}
            readOnly={readOnly}
          />
        </div>
      ) : null}
    </li>
  );
}

type CommentListProps = {
  postId: string;
  /** The comment whose replies these are; null for the post's own comments. */
  parentId: string | null;
  depth?: number;
  label: string;
  /** The post was deleted: comments can be read, not answered or reacted to. */
  readOnly?: boolean;
};

/** A post's comments, or one comment's replies (each may open its own: any depth). */
export function CommentList({ postId, parentId, depth = 0, label, readOnly = false }: CommentListProps) {
  const variables = { postId, parentId, first: COMMENTS_PAGE_SIZE };
  // Shown from the cache at once, then fresh from the server (others may have replied), unless
  // the page has just loaded them.
  const [fetchPolicy] = useState(() => refreshingFetchPolicy(CommentsQuery, variables));
  const { data, error, loading, fetchMore, refetch } = useQuery(CommentsQuery, {
    variables,
    fetchPolicy,
    nextFetchPolicy: 'cache-first',
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const { fresh, found } = useThreadFocus().pinnedUnder(parentId);
  const page = data?.comments;
  const what = parentId ? 'replies' : 'comments';

  if (!page) {
    if (error) {
      return (
        <div className="space-y-2">
          <ErrorMessage title={`We couldn't load the ${what}.`} detail={error.message} />
          <button type="button" onClick={() => void refetch()} className={buttonClasses('secondary')}>
            Try again
          </button>
        </div>
      );
    }
    return loading ? <Spinner label={`Loading ${what}…`} className="py-4" /> : null;
  }
  // Hers, just posted, first (where she wrote it); then the comment a permalink leads through,
  // when it is not among those loaded (a later page); then the list, each comment once.
  const pinned = [...fresh];
  if (found && !pinned.some((c) => c.id === found.id) && !page.items.some((c) => c.id === found.id)) pinned.push(found);
  const shown = [...pinned, ...page.items.filter((c) => !fresh.some((f) => f.id === c.id))];
  if (shown.length === 0) {
    return parentId ? null : <p className="rounded-2xl bg-white p-5 text-center text-ink-muted">{NO_COMMENTS_TEXT}</p>;
  }

  const loadMore = async () => {
    setLoadingMore(true);
    try {
      await fetchMore({ variables: { after: page.endCursor } });
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <div className="space-y-2">
      <ul aria-label={label} className="space-y-2">
        {shown.map((comment) => (
          <CommentItem key={comment.id} comment={comment} depth={depth} readOnly={readOnly} />
        ))}
      </ul>
      {page.hasNextPage ? (
        <button
          type="button"
          disabled={loadingMore}
          onClick={() => void loadMore()}
          className={`${buttonClasses('secondary')} disabled:opacity-60`}
        >
          {loadingMore ? 'Loading…' : `Show more ${what}`}
        </button>
      ) : null}
    </div>
  );
}
