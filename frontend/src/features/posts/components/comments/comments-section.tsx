import { useQuery } from '@apollo/client/react';
import { Info, MessagesSquare } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { Spinner } from '@/components/ui/spinner';
import { CommentPermalinkQuery } from '../../api/comments';
import { CommentComposer } from './comment-composer';
import { CommentList } from './comment-thread';
import { OpenReplyContext } from './open-reply';
import { COMMENT_POSTED, PERMALINK_NOTES, type PinnedComment, type ThreadFocus, ThreadFocusContext } from './thread-focus';

/** The id of the comments section: `?comments` scrolls here (spec §2). */
export const COMMENTS_SECTION_ID = 'comments';
/** Its heading, which takes focus when the page scrolls there (screen readers start reading it). */
export const COMMENTS_HEADING_ID = 'comments-heading';
/** The note that says why a permalink's comment is not shown. */
export const PERMALINK_NOTE_ID = 'permalink-note';

type CommentsSectionProps = {
  postId: string;
  commentCount: number;
  /** The post was deleted by its author: its comments can still be read, but not added to. */
  readOnly?: boolean;
  /** The comment a permalink (`?comment=`) names: the thread opens down to it. */
  commentId?: string | null;
};

/** The thread down to a permalink's comment, or why it can't be shown. */
function usePermalink(postId: string, commentId: string | null) {
  const { data, error, loading } = useQuery(CommentPermalinkQuery, {
    variables: { postId, commentId: commentId ?? '' },
    skip: !commentId,
    // Where it sits now (it may have been deleted or answered since).
    fetchPolicy: 'network-only',
  });
  if (!commentId) return { loading: false, thread: [], note: null };
  if (error) return { loading: false, thread: [], note: PERMALINK_NOTES.GONE };
  const permalink = data?.commentPermalink;
  if (!permalink) return { loading, thread: [], note: null };
  return {
    loading: false,
    thread: permalink.thread,
    note: permalink.status === 'SHOWN' ? null : PERMALINK_NOTES[permalink.status],
  };
}

/** Spec §2 Post page: the "Join the conversation" box and the nested comments. */
export function CommentsSection({ postId, commentCount, readOnly = false, commentId = null }: CommentsSectionProps) {
  // One reply box open at a time: opening another closes the first (undefined: none chosen
  // yet, so a reply she left half-written shows open).
  const [openReply, setOpenReply] = useState<string | null | undefined>(undefined);
  const permalink = usePermalink(postId, commentId);
  // Her comments and replies posted on this visit, newest first, by the comment they answer.
  const [fresh, setFresh] = useState<Map<string | null, PinnedComment[]>>(() => new Map());
  const [target, setTarget] = useState<ThreadFocus['target']>(null);
  const visits = useRef(0);
  const { thread } = permalink;
  const landedOn = thread.at(-1)?.id ?? null;

  // Sent to a comment: it comes into view once the page has settled (spec §9's comment delay).
  useEffect(() => {
    if (!landedOn) return;
    visits.current += 1;
    setTarget({ commentId: landedOn, visit: visits.current, delayed: true });
  }, [landedOn]);

  // Sent to a comment she may not read: the note, and the comments, come into view instead.
  const note = permalink.note;
  useEffect(() => {
    if (!note) return;
    const timer = window.setTimeout(() => {
      const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
      const element = document.getElementById(PERMALINK_NOTE_ID);
      element?.scrollIntoView?.({ behavior: reduced ? 'auto' : 'smooth', block: 'center' });
      element?.focus({ preventScroll: true });
    }, 500);
    return () => window.clearTimeout(timer);
  }, [note]);

  const posted = useCallback((parentId: string | null, comment: PinnedComment) => {
    setFresh((current) => new Map(current).set(parentId, [comment, ...(current.get(parentId) ?? [])]));
    visits.current += 1;
    setTarget({ commentId: comment.id, visit: visits.current, delayed: false });
    toast.success(COMMENT_POSTED);
  }, []);

  const focus = useMemo<ThreadFocus>(() => {
    const above = new Set(thread.slice(0, -1).map((comment) => comment.id));
    return {
      pinnedUnder: (parentId) => {
        // The post's list holds the thread's first comment; each comment's replies, the next.
        const above = parentId === null ? -1 : thread.findIndex((comment) => comment.id === parentId);
        const found = parentId === null || above >= 0 ? (thread[above + 1] ?? null) : null;
        return { fresh: fresh.get(parentId) ?? [], found };
      },
      startsOpen: (id) => above.has(id),
      target,
      posted,
    };
  }, [thread, fresh, target, posted]);

  return (
    <section id={COMMENTS_SECTION_ID} aria-labelledby={COMMENTS_HEADING_ID} className="scroll-mt-24 space-y-5">
      <h2 id={COMMENTS_HEADING_ID} tabIndex={-1} className="flex items-center gap-2 text-xl font-bold outline-none">
        <MessagesSquare aria-hidden="true" className="size-5 text-brand-deep" />
        Comments ({commentCount})
      </h2>
      {note ? (
        <p
          id={PERMALINK_NOTE_ID}
          role="status"
          tabIndex={-1}
          className="flex scroll-mt-24 items-start gap-2 rounded-2xl bg-cream px-4 py-3 text-ink outline-none ring-1 ring-brand-pink/40"
        >
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-deep" />
          {note}
        </p>
      ) : null}
      {readOnly ? null : (
        <div className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-blush">
          <CommentComposer
            postId={postId}
            parentId={null}
            label="Join the conversation"
            submitLabel="Comment"
            onAdded={(comment) => posted(null, comment)}
          />
        </div>
      )}
      <ThreadFocusContext value={focus}>
        <OpenReplyContext value={{ commentId: openReply, open: setOpenReply }}>
          {permalink.loading ? (
            <Spinner label="Finding the comment…" className="py-4" />
          ) : (
            <CommentList postId={postId} parentId={null} label="Comments" readOnly={readOnly} />
          )}
        </OpenReplyContext>
      </ThreadFocusContext>
    </section>
  );
}
