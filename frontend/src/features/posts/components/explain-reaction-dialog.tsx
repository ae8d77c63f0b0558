import { useApolloClient, useMutation } from '@apollo/client/react';
import { Dialog } from '@base-ui/react/dialog';
import { useId, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { GENERIC_FORM_ERROR, graphQLErrorInfo } from '@/components/form/form-error';
import { DialogFormFooter } from '@/components/ui/dialog-form-footer';
import { graphql } from '@/gql';
import { EXPLANATION_THANKS, RELOAD_AFTER_EXPLANATION_MS } from '../reactions';
import { DialogAccent } from '@/components/ui/dialog-accent';
import { dialogBackdropClasses, dialogPopupClasses } from '@/components/ui/dialog-classes';

/** The server's limit on an explanation (contract: 1–1000 characters). */
export const EXPLANATION_MAX_LENGTH = 1000;

const ExplainReactionMutation = graphql(`
  mutation ExplainReaction($reactionId: ID!, $explanation: String!) {
    explainReaction(reactionId: $reactionId, explanation: $explanation) {
      id
      explanation
    }
  }
`);

export type ReactionToExplain = {
  id: string;
  reactionType: { name: string; emoji: string };
};

type ExplainReactionDialogProps = {
  reaction: ReactionToExplain;
  onClose: () => void;
};

/**
 * Spec §4 "Explanation dialog": why she reacted, in her words. Ignore closes it; Submit
 * (disabled until there is text) saves it, thanks her with a toast and reloads the page's
 * data after 2 s. Base UI's dialog traps focus, closes on Escape and gives focus back to the
 * reaction she tapped.
 */
export function ExplainReactionDialog({ reaction, onClose }: ExplainReactionDialogProps) {
  const client = useApolloClient();
  const [explain, { loading }] = useMutation(ExplainReactionMutation);
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const empty = text.trim() === '';

  const submit = async () => {
    setFailure(null);
    setFieldError(null);
    try {
      await explain({ variables: { reactionId: reaction.id, explanation: text.trim() } });
    } catch (error) {
      const info = graphQLErrorInfo(error);
      if (info?.code === 'BAD_USER_INPUT' && info.message) setFieldError(info.message);
      else setFailure(info?.message || GENERIC_FORM_ERROR);
      return;
    }
    toast.success(EXPLANATION_THANKS);
    onClose();
    // Spec: the page reloads after 2 s. Its data is fetched again; she keeps her place.
    window.setTimeout(() => void client.refetchQueries({ include: 'active' }), RELOAD_AFTER_EXPLANATION_MS);
  };

  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open && !loading) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Backdrop className={dialogBackdropClasses} />
        <Dialog.Popup
          initialFocus={textarea}
          className={dialogPopupClasses()}
        >
          <DialogAccent />
          <Dialog.Title className="text-xl font-extrabold">
            <span aria-hidden="true" className="mr-2">
              {reaction.reactionType.emoji}
            </span>
            Why did you react “{reaction.reactionType.name}”?
          </Dialog.Title>
          <Dialog.Description className="text-ink-muted">
            A few words help us understand what matters to members. Other members won&apos;t see your answer.
          </Dialog.Description>
          <form
            noValidate
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (!empty && !loading) void submit();
            }}
          >
            <div>
              <label htmlFor={`${id}-text`} className="mb-1.5 block text-sm font-semibold">
                Your explanation
              </label>
              <textarea
                ref={textarea}
                id={`${id}-text`}
                rows={4}
                maxLength={EXPLANATION_MAX_LENGTH}
                value={text}
                onChange={(event) => setText(event.target.value)}
                aria-invalid={fieldError ? true : undefined}
                aria-describedby={fieldError ? `${id}-error` : `${id}-count`}
                className={`block w-full resize-y rounded-2xl border bg-white px-4 py-3 text-base shadow-sm outline-none focus:border-brand-deep ${
                  fieldError ? 'border-red-600' : 'border-ink/20'
                }`}
              />
              <p id={`${id}-count`} className="mt-1 text-right text-xs text-ink-muted">
                {text.length} / {EXPLANATION_MAX_LENGTH}
              </p>
              {fieldError ? (
                <p id={`${id}-error`} className="text-sm font-medium text-red-700">
                  {fieldError}
                </p>
              ) : null}
            </div>
            <DialogFormFooter failure={failure} busy={loading} ready={!empty} dismissLabel="Ignore" />
          </form>
        </Dialog.Popup>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
