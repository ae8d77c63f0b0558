import { LoaderCircle, Send, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { GENERIC_FORM_ERROR, graphQLErrorInfo } from '@/components/form/form-error';
import { WritingAside } from '@/components/form/writing-aside';
import { buttonClasses } from '@/components/ui/button-classes';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useUnsentChanges } from '@/components/ui/unsent-changes';
import { useDraft } from '@/lib/use-draft';
import { COMMENT_MAX_LENGTH, useAddComment } from '../../api/comments';
import { commentDraftName } from '../../comment-drafts';
import { useCommentPrivacyCheck } from '../../hooks/use-comment-privacy-check';
import type { PinnedComment } from './thread-focus';

/** What the reply box's Cancel asks when she has written something (issue 36: one way to cancel). */
export const DISCARD_REPLY_TITLE = 'Discard your reply?';
export const DISCARD_REPLY_DESCRIPTION = "What you've written so far will be deleted.";

type CommentComposerProps = {
  postId: string;
  /** The comment answered; null for a comment on the post. */
  parentId: string | null;
  label: string;
  submitLabel: string;
  /** Show the label as text (the post's own box) or only to screen readers (a reply box). */
  visibleLabel?: boolean;
  autoFocus?: boolean;
  /** Her comment was posted (the server's answer, as the thread shows it). */
  onAdded?: (comment: PinnedComment) => void;
  /** Closes a reply box: it then has one way out, Cancel, which asks first when she wrote something. */
  onCancel?: () => void;
};

/**
 * A comment or reply box (spec §5: the button is disabled while the text is empty). What she
 * types is kept as a draft on this device until she sends or discards it (or signs out), and
 * leaving the page with it unsent asks first. The post's own box offers Discard once she has
 * written something; a reply box has one way out, Cancel, which closes it at once when empty and
 * otherwise asks 'Discard your reply?' first (her words go with it).
 */
export function CommentComposer({
  postId,
  parentId,
  label,
  submitLabel,
  visibleLabel = true,
  autoFocus = false,
  onAdded,
  onCancel,
}: CommentComposerProps) {
  const [add, { loading }] = useAddComment();
  const privacyCheck = useCommentPrivacyCheck();
  const draft = useDraft<string>(commentDraftName(postId, parentId));
  const { mark } = useUnsentChanges({ keptAsDraft: true });
  const [text, setText] = useState(() => (typeof draft.initial === 'string' ? draft.initial : ''));
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const empty = text.trim() === '';

  useEffect(() => {
    mark(!empty);
  }, [mark, empty]);

  const change = (next: string) => {
    setText(next);
    draft.save(next.trim() === '' ? null : next);
  };

  const submit = async () => {
    setError(null);
    const checked = await privacyCheck(text);
    if (checked.text !== text) change(checked.text);
    if (!checked.send) {
      // Back at her words, with what she removed taken out, for her to read over.
      box.current?.focus();
      return;
    }
    let added: PinnedComment | null | undefined;
    try {
      added = (await add(postId, parentId, checked.text.trim())).data?.addComment;
    } catch (failure) {
      console.error(failure);
      setError(graphQLErrorInfo(failure)?.message || GENERIC_FORM_ERROR);
      return;
    }
    draft.clear();
    mark(false);
    setText('');
    if (added) onAdded?.(added);
  };

  const discard = () => {
    draft.clear();
    mark(false);
    setText('');
    setError(null);
  };

  return (
    <form
      noValidate
      aria-busy={loading || undefined}
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!empty && !loading) void submit();
      }}
    >
      <label htmlFor={`${id}-text`} className={visibleLabel ? 'block font-bold text-ink' : 'sr-only'}>
        {label}
      </label>
      <textarea
        id={`${id}-text`}
        ref={box}
        rows={visibleLabel ? 3 : 2}
        maxLength={COMMENT_MAX_LENGTH}
        // Only when she has just asked to reply, so focus goes where she is about to type.
        autoFocus={autoFocus}
        placeholder={visibleLabel ? 'Share your experience or offer support…' : undefined}
        value={text}
        onChange={(event) => change(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`block w-full resize-y rounded-2xl border bg-white px-4 py-3 text-base text-ink shadow-sm outline-none placeholder:text-ink-muted/70 focus:border-brand-deep ${
          error ? 'border-red-600' : 'border-ink/20'
        }`}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <WritingAside text={text} />
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel ? (
          empty ? (
            <button type="button" onClick={onCancel} className={buttonClasses('secondary')}>
              Cancel
            </button>
          ) : (
            <ConfirmDialog
              triggerLabel="Cancel"
              title={DISCARD_REPLY_TITLE}
              description={DISCARD_REPLY_DESCRIPTION}
              confirmLabel="Discard"
              cancelLabel="Keep writing"
              onConfirm={() => {
                discard();
                onCancel();
              }}
            />
          )
        ) : empty ? null : (
          <ConfirmDialog
            triggerLabel={
              <>
                <Trash2 aria-hidden="true" className="size-4" />
                Discard
              </>
            }
            triggerClassName={`${buttonClasses('secondary')} mr-auto`}
            confirmLabel="Discard"
            onConfirm={discard}
          />
        )}
        <button
          type="submit"
          disabled={empty || loading}
          className={`${buttonClasses()} disabled:cursor-not-allowed disabled:opacity-60`}
        >
          {loading ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <Send aria-hidden="true" className="size-4" />
          )}
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
