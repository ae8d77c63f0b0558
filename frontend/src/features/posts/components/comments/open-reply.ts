import { createContext, useContext, useState } from 'react';

/** `commentId` is undefined until she opens or closes a reply box on the post. */
type OpenReply = { commentId: string | null | undefined; open: (commentId: string | null) => void };

/** Which comment's reply box is open on the post: one at a time. */
export const OpenReplyContext = createContext<OpenReply | null>(null);

/**
 * Whether this comment's reply box is open, and a way to open or close it. Opening one closes
 * the box open elsewhere on the post (comments provide the context); alone, a comment keeps
 * its own. `startOpen` (a reply she left half-written) holds until she opens or closes a box.
 */
export function useReplyBox(commentId: string, startOpen = false): [boolean, (open: boolean) => void] {
  const shared = useContext(OpenReplyContext);
  const [own, setOwn] = useState(startOpen);
  if (!shared) return [own, setOwn];
  const open = shared.commentId === undefined ? startOpen : shared.commentId === commentId;
  return [open, (next) => shared.open(next ? commentId : null)];
}
