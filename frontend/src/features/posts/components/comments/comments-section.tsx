import { MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { CommentComposer } from './comment-composer';
import { CommentList } from './comment-thread';
import { OpenReplyContext } from './open-reply';

/** The id of the comments section: `?comments` scrolls here (spec §2). */
export const COMMENTS_SECTION_ID = 'comments';
/** Its heading, which takes focus when the page scrolls there (screen readers start reading it). */
export const COMMENTS_HEADING_ID = 'comments-heading';

type CommentsSectionProps = {
  postId: string;
  commentCount: number;
  /** The post was deleted by its author: its comments can still be read, but not added to. */
  readOnly?: boolean;
};

/** Spec §2 Post page: the "Join the conversation" box and the nested comments. */
export function CommentsSection({ postId, commentCount, readOnly = false }: CommentsSectionProps) {
  // One reply box open at a time: opening another closes the first (undefined: none chosen
  // yet, so a reply she left half-written shows open).
  const [openReply, setOpenReply] = useState<string | null | undefined>(undefined);
  return (
    <section id={COMMENTS_SECTION_ID} aria-labelledby={COMMENTS_HEADING_ID} className="scroll-mt-24 space-y-5">
      <h2 id={COMMENTS_HEADING_ID} tabIndex={-1} className="flex items-center gap-2 text-xl font-bold outline-none">
        <MessagesSquare aria-hidden="true" className="size-5 text-brand-deep" />
        Comments ({commentCount})
      </h2>
      {readOnly ? null : (
        <div className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-blush">
          <CommentComposer postId={postId} parentId={null} label="Join the conversation" submitLabel="Comment" />
        </div>
      )}
      <OpenReplyContext value={{ commentId: openReply, open: setOpenReply }}>
        <CommentList postId={postId} parentId={null} label="Comments" readOnly={readOnly} />
      </OpenReplyContext>
    </section>
  );
}
