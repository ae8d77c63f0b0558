import type { FragmentType } from '@apollo/client';
import { useApolloClient, useFragment } from '@apollo/client/react';
import { CircleAlert, LoaderCircle, RotateCcw } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { GENERIC_FORM_ERROR, serverErrorText } from '@/components/form/form-error';
import { buttonClasses } from '@/components/ui/button-classes';
import type { ProfileInput } from '@/gql/graphql';
import { auth } from '@/lib/auth/auth';
import { toCachedUser } from '@/lib/auth/session-store';
import { serverErrorField } from '../api/form-errors';
import { ProfileFields_me, UpdateProfileMutation } from '../api/profile-documents';
import { saveProfileOnExit } from '../api/save-on-exit';
import { ProfileAutosaveContext } from '../hooks/profile-autosave-context';
import { useAutosave } from '../hooks/use-autosave';
import {
  PROFILE_FIELDS,
  profileFieldProblem,
  profilePatch,
  profileValues,
  type ProfileValues,
} from '../profile-values';

type ProfileFormProps = {
  me: FragmentType<typeof ProfileFields_me>;
  children: ReactNode;
};

/**
 * Spec §2/§4 "Your Profile": one form whose every change saves itself (see useAutosave).
 * The fields inside are ordinary form fields; this component watches them, checks the few
 * rules a change must pass, and queues the change. A refused save shows at its field.
 */
export function ProfileForm({ me, children }: ProfileFormProps) {
  const { data, complete } = useFragment({ fragment: ProfileFields_me, from: me });
  if (!complete) return null;
  return <ProfileFormBody initial={profileValues(data)}>{children}</ProfileFormBody>;
}

function ProfileFormBody({ initial, children }: { initial: ProfileValues; children: ReactNode }) {
  const client = useApolloClient();
  // The form starts from the profile as loaded and is the truth from then on.
  const [defaultValues] = useState(initial);
  const form = useForm<ProfileValues>({ defaultValues });
  const [failure, setFailure] = useState<string | null>(null);

  const autosave = useAutosave<ProfileInput>({
    save: async (input) => {
      const { data } = await client.mutate({ mutation: UpdateProfileMutation, variables: { input } });
      if (data?.updateProfile) auth.updateUser(toCachedUser(data.updateProfile));
      setFailure(null);
    },
    sendOnExit: saveProfileOnExit,
    onFailed: (input, error) => {
      const message = serverErrorText(error) ?? GENERIC_FORM_ERROR;
      const field = serverErrorField(error, Object.keys(input));
      if (field) form.setError(field as keyof ProfileValues, { type: 'server', message });
      setFailure(message);
      toast.error(`Your change was not saved: ${message}`);
    },
  });
  const { queue, unqueue } = autosave;

  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ name, values }) => {
          const field = name?.split('.')[0] as keyof ProfileValues | undefined;
          if (!field || !PROFILE_FIELDS.includes(field)) return;
          const problem = profileFieldProblem(field, values);
          if (problem) {
            unqueue([field]);
            form.setError(field, { type: 'validate', message: problem });
            return;
          }
          form.clearErrors(field);
          queue(profilePatch(field, values));
        },
      }),
    [form, queue, unqueue],
  );

  return (
    <ProfileAutosaveContext.Provider value={autosave}>
      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => event.preventDefault()} aria-label="Your profile" className="space-y-6">
          {/* Floats above the page (and the phone's bottom bar), so it shows wherever she edits. */}
          <div
            aria-live="polite"
            className="pointer-events-none fixed inset-x-0 bottom-24 z-30 flex justify-center px-4 md:bottom-6"
          >
            {autosave.status === 'saving' ? (
              <p className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-ink shadow-lg ring-1 ring-blush">
                <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
                Saving…
              </p>
            ) : null}
            {autosave.status === 'failed' && failure ? (
              <div
                role="alert"
                className="pointer-events-auto flex w-full max-w-xl flex-wrap items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-semibold text-red-800 shadow-lg"
              >
                <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
                <span className="min-w-0 flex-1">Your last change was not saved: {failure}</span>
                <button type="button" onClick={autosave.retry} className={buttonClasses('secondary')}>
                  <RotateCcw aria-hidden="true" className="size-4" />
                  Try again
                </button>
              </div>
            ) : null}
          </div>
          {children}
        </form>
      </FormProvider>
    </ProfileAutosaveContext.Provider>
  );
}
