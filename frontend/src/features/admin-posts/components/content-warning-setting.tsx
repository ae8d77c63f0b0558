import { useMutation } from '@apollo/client/react';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from 'react-toastify';
import { TextField } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { serverErrorText, toServerFormError } from '@/components/form/form-error';
import type { Rule } from '@/components/form/rules';
import { buttonClasses } from '@/components/ui/button-classes';
import { graphql } from '@/gql';
import { WARNING_REMOVED, WARNING_SAVED } from '../post-texts';

const SetPostContentWarningMutation = graphql(`
  mutation SetPostContentWarning($id: ID!, $contentWarning: String) {
    setPostContentWarning(id: $id, contentWarning: $contentWarning) {
      id
      contentWarning
      updatedAt
    }
  }
`);

type WarningValues = { contentWarning: string };

/** The posts feature's limit of a content warning and what it says past it (the route passes them in). */
export type WarningLimit = { max: number; prompt: string };

/** The server's limit, checked here first (it counts the trimmed text). */
const warningRules = ({ max, prompt }: WarningLimit): Rule<WarningValues>[] => [
  { field: 'contentWarning', check: (value) => value.trim().length <= max, prompt },
];

function WarningCounter({ max }: { max: number }) {
  const value = (useWatch({ name: 'contentWarning' }) as string | undefined) ?? '';
  const length = value.trim().length;
  return (
    <>
      Members see it before the post's text and pictures, and choose whether to show them.{' '}
      <span className={length > max ? 'font-semibold text-red-700' : ''}>
        {length}/{max}
      </span>
    </>
  );
}

/**
 * The post's content warning (issue 20): the admin sets, changes or removes it (audited). The
 * form starts again from the saved warning each time it changes (its `key`).
 */
export function ContentWarningSetting({
  postId,
  contentWarning,
  limit,
}: {
  postId: string;
  contentWarning: string | null;
  limit: WarningLimit;
}) {
  const [setWarning, { loading }] = useMutation(SetPostContentWarningMutation);
  const id = useId();
  const saved = contentWarning ?? '';
  const remove = async () => {
    try {
      await setWarning({ variables: { id: postId, contentWarning: null } });
      toast.success(WARNING_REMOVED);
    } catch (error) {
      toast.error(serverErrorText(error) ?? 'Something went wrong...');
    }
  };
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-blush md:p-6">
      <h2 id={`${id}-heading`} className="mb-3 text-lg font-extrabold">
        Content Warning
      </h2>
      <Form<WarningValues>
        key={saved}
        defaultValues={{ contentWarning: saved }}
        rules={warningRules(limit)}
        validateOn="input"
        requiredNote={false}
        labelledBy={`${id}-heading`}
        submitLabel="Save warning"
        canSubmit={(values) => values.contentWarning.trim() !== saved}
        secondaryAction={
          saved ? (
            <button
              type="button"
              disabled={loading}
              onClick={() => void remove()}
              className={`${buttonClasses('secondary')} w-full disabled:opacity-60 sm:flex-1`}
            >
              Remove warning
            </button>
          ) : null
        }
        onSubmit={async (values) => {
          const next = values.contentWarning.trim();
          try {
            await setWarning({ variables: { id: postId, contentWarning: next || null } });
          } catch (error) {
            throw toServerFormError(error, { contentWarning: 'contentWarning' });
          }
          toast.success(next ? WARNING_SAVED : WARNING_REMOVED);
        }}
      >
        <TextField
          name="contentWarning"
          label="Content warning"
          autoComplete="off"
          hint={<WarningCounter max={limit.max} />}
        />
      </Form>
    </section>
  );
}
