import type { FragmentType } from '@apollo/client';
import { createContext, useContext } from 'react';
import type { CommentItem_CommentFragmentDoc, CommentPermalinkStatus } from '@/gql/graphql';

/** What a thread pins at the top of one list of comments (a comment as the list shows it). */
export type PinnedComment = { id: string } & FragmentType<typeof CommentItem_CommentFragmentDoc>;

/**
 * How a post's thread lands somewhere (issue 36): the comments a permalink leads through, the
 * ones she has just posted, and the one to bring into view.
 */
export type ThreadFocus = {
  /** The comments shown first in the list under `parentId` (null: the post's own list). */
  pinnedUnder: (parentId: string | null) => { fresh: PinnedComment[]; found: PinnedComment | null };
  /** Whether this comment's replies start open (it is above the comment a permalink names). */
  startsOpen: (commentId: string) => boolean;
  /** The comment to scroll to and highlight, with a number that changes each time she is sent. */
  target: { commentId: string; visit: number; delayed: boolean } | null;
  /** She posted a comment or reply: it shows at once at the top of its list and comes into view. */
  posted: (parentId: string | null, comment: PinnedComment) => void;
};

export const ThreadFocusContext = createContext<ThreadFocus | null>(null);

const NOTHING: ThreadFocus = {
  pinnedUnder: () => ({ fresh: [], found: null }),
  startsOpen: () => false,
  target: null,
  posted: () => undefined,
};

export const useThreadFocus = () => useContext(ThreadFocusContext) ?? NOTHING;

/** How long a comment she was sent to stays highlighted. */
export const HIGHLIGHT_MS = 3000;

/** The toast when her comment or reply is posted. */
export const COMMENT_POSTED = 'Comment posted';

/** What the post page says when the comment a link names can't be shown (issue 36). */
export const PERMALINK_NOTES: Record<Exclude<CommentPermalinkStatus, 'SHOWN'>, string> = {
  GONE: "The comment you were sent to isn't here any more: it may have been deleted. The rest of the conversation is below.",
  UNDER_REVIEW:
    'The comment you were sent to was reported and is hidden while a moderator reviews it. The rest of the conversation is below.',
  BLOCKED: "The comment you were sent to is by a member you blocked, so it isn't shown. The rest of the conversation is below.",
};

/** The element id of a comment on the page (what a permalink brings into view). */
export const commentElementId = (commentId: string | undefined) => (commentId ? `comment-${commentId}` : undefined);
