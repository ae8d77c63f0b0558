import { useMutation } from '@apollo/client/react';
import { Dialog } from '@base-ui/react/dialog';
import { toast } from 'react-toastify';
import { TextAreaField, TextField } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { toServerFormError } from '@/components/form/form-error';
import { required, type Rule } from '@/components/form/rules';
import { buttonClasses } from '@/components/ui/button-classes';
import { DialogAccent } from '@/components/ui/dialog-accent';
import { dialogBackdropClasses, dialogPopupClasses } from '@/components/ui/dialog-classes';
import { graphql } from '@/gql';

/** Contract: the server's messages for the required fields, checked here first. */
export const NAME_REQUIRED = 'Name is required';
export const EMOJI_REQUIRED = 'Please enter one emoji.';
export const DESCRIPTION_REQUIRED = 'Description is required';
export const REACTION_SAVED = 'Reaction saved';

export type ReactionValues = { name: string; emoji: string; description: string };

const rules: Rule<ReactionValues>[] = [
  required('name', NAME_REQUIRED),
  required('emoji', EMOJI_REQUIRED),
  required('description', DESCRIPTION_REQUIRED),
];

/** Server field names (ReactionTypeInput) → form fields. */
const SERVER_FIELDS = { name: 'name', emoji: 'emoji', description: 'description' } as const;

const SaveReactionTypeMutation = graphql(`
  mutation SaveReactionType($input: ReactionTypeInput!) {
    saveReactionType(input: $input) {
      id
      name
      emoji
      description
      hidden
    }
  }
`);

type ReactionFormDialogProps = {
  /** The reaction edited, or null to add one at the end of the legend. */
  editing: ({ id: string } & ReactionValues) | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Adds or edits a reaction of the legend ("What do the emojis mean?"): its name, its emoji
 * and what it means. A name another reaction has shows under Name.
 */
export function ReactionFormDialog({ editing, open, onOpenChange }: ReactionFormDialogProps) {
  const [save] = useMutation(SaveReactionTypeMutation);
  const initial: ReactionValues = editing
    ? { name: editing.name, emoji: editing.emoji, description: editing.description }
    : { name: '', emoji: '', description: '' };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Backdrop className={dialogBackdropClasses} />
        <Dialog.Popup className={dialogPopupClasses('lg')}>
          <DialogAccent />
          <Dialog.Title id="reaction-form-title" className="text-xl font-extrabold">
            {editing ? `Edit ${editing.name}` : 'New Reaction'}
          </Dialog.Title>
          <Dialog.Description className="text-ink-muted">
            Members see the emoji under posts and comments, and its name and meaning in the legend.
          </Dialog.Description>
          <Form<ReactionValues>
            key={editing?.id ?? 'new'}
            defaultValues={initial}
            rules={rules}
            labelledBy="reaction-form-title"
            submitLabel="Save"
            secondaryAction={
              <Dialog.Close className={`${buttonClasses('secondary')} sm:flex-1`}>Cancel</Dialog.Close>
            }
            onSubmit={async (values) => {
              try {
                await save({
                  variables: {
                    input: {
                      id: editing?.id ?? null,
                      name: values.name.trim(),
                      emoji: values.emoji.trim(),
                      description: values.description.trim(),
                    },
                  },
                  refetchQueries: ['AdminReactionTypes'],
                  awaitRefetchQueries: true,
                });
              } catch (error) {
                throw toServerFormError(error, SERVER_FIELDS, 'name');
              }
              toast.success(REACTION_SAVED);
              onOpenChange(false);
            }}
          >
            <TextField name="name" label="Name" required autoComplete="off" />
            <TextField name="emoji" label="Emoji" required autoComplete="off" hint="One emoji, e.g. 🤗" />
            <TextAreaField name="description" label="What it means" required rows={3} />
          </Form>
        </Dialog.Popup>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
