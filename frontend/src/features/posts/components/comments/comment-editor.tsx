import { LoaderCircle, Save } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { toast } from 'react-toastify';
import { GENERIC_FORM_ERROR, graphQLErrorInfo } from '@/components/form/form-error';
import { WritingAside } from '@/components/form/writing-aside';
import { buttonClasses } from '@/components/ui/button-classes';
import { useUnsentChanges } from '@/components/ui/unsent-changes';
import { COMMENT_MAX_LENGTH } from '../../api/comments';
import { COMMENT_UPDATED, useUpdateComment } from '../../api/own-content';
import { useCommentPrivacyCheck } from '../../hooks/use-comment-privacy-check';

type CommentEditorProps = {
  commentId: string;
  text: string;
  /** She saved or cancelled: the comment shows again. */
  onDone: () => void;
};

/**
 * Her comment, edited in place with the comment box's rules (Save is off while the text is
 * empty or unchanged). Saving says 'Comment updated'; leaving the page with changes unsaved
 * asks first.
 */
export function CommentEditor({ commentId, text: original, onDone }: CommentEditorProps) {
  const update = useUpdateComment();
  const privacyCheck = useCommentPrivacyCheck();
  const { mark } = useUnsentChanges({ keptAsDraft: false });
  const [text, setText] = useState(original);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const changed = text.trim() !== original.trim();
  const empty = text.trim() === '';

  useEffect(() => {
    mark(changed);
  }, [mark, changed]);

  const finish = () => {
    mark(false);
    onDone();
  };

  const save = async () => {
    setError(null);
    const checked = await privacyCheck(text);
    setText(checked.text);
    if (!checked.send) return;
    setSaving(true);
    try {
      await update(commentId, checked.text.trim());
    } catch (failure) {
      console.error(failure);
      setError(graphQLErrorInfo(failure)?.message || GENERIC_FORM_ERROR);
      setSaving(false);
      return;
    }
    toast.success(COMMENT_UPDATED);
    finish();
  };

  return (
    <form
      noValidate
      aria-busy={saving || undefined}
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!empty && changed && !saving) void save();
      }}
    >
      <label htmlFor={`${id}-text`} className="sr-only">
        Edit your comment
      </label>
      <textarea
        id={`${id}-text`}
        rows={3}
        maxLength={COMMENT_MAX_LENGTH}
        // She just chose Edit: her words are where she is about to type.
        autoFocus
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && !changed) finish();
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`block w-full resize-y rounded-2xl border bg-white px-4 py-3 text-base text-ink shadow-sm outline-none focus:border-brand-deep ${
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
        <button type="button" onClick={finish} disabled={saving} className={buttonClasses('secondary')}>
          Cancel
        </button>
        <button
          type="submit"
          disabled={empty || !changed || saving}
          className={`${buttonClasses()} disabled:cursor-not-allowed disabled:opacity-60`}
        >
          {saving ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <Save aria-hidden="true" className="size-4" />
          )}
          Save
        </button>
      </div>
    </form>
  );
}
