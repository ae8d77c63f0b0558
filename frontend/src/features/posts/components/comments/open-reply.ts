import { createContext, useContext, useState } from 'react';

type OpenReply = { commentId: string | null; open: (commentId: string | null) => void };

/** Which comment's reply box is open on the post: one at a time. */
export const OpenReplyContext = createContext<OpenReply | null>(null);

/**
 * Whether this comment's reply box is open, and a way to open or close it. Opening one closes
 * the box open elsewhere on the post (comments provide the context); alone, a comment keeps
 * its own.
 */
export function useReplyBox(commentId: string): [boolean, (open: boolean) => void] {
  const shared = useContext(OpenReplyContext);
  const [own, setOwn] = useState(false);
  if (!shared) return [own, setOwn];
  return [shared.commentId === commentId, (open) => shared.open(open ? commentId : null)];
}
