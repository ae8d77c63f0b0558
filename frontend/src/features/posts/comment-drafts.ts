import { drafts } from '@/lib/drafts';

/** The draft of a comment on a post (parentId null) or of a reply to a comment. */
export const commentDraftName = (postId: string, parentId: string | null) =>
  `comment:${postId}:${parentId ?? 'post'}`;

/** Whether a reply to this comment was left half-written (its box opens again with it). */
export const hasReplyDraft = (postId: string, parentId: string) => drafts.has(commentDraftName(postId, parentId));
