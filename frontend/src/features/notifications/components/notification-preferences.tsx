import { useMutation, useReadQuery, type QueryRef } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { GENERIC_FORM_ERROR, serverErrorText } from '@/components/form/form-error';
import { SwitchField } from '@/components/form/switch-field';
import type { NotificationKind, NotificationPreferencesQuery, NotificationPreferencesQueryVariables } from '@/gql/graphql';
import { toastSaved } from '@/lib/saved-toast';
import { NotificationPreferencesQuery as PreferencesQuery, SetNotificationPreferenceMutation } from '../api/notification-documents';
import { PREFERENCE_LABELS } from '../notification-texts';

const KINDS = Object.keys(PREFERENCE_LABELS) as NotificationKind[];

type Choices = Record<NotificationKind, boolean>;

/** Every kind, on unless she turned it off (a kind the server does not list is on by default). */
const choicesOf = (preferences: readonly { kind: NotificationKind; enabled: boolean }[]): Choices =>
  Object.fromEntries(KINDS.map((kind) => [kind, preferences.find((p) => p.kind === kind)?.enabled ?? true])) as Choices;

type NotificationPreferencesProps = {
  queryRef: QueryRef<NotificationPreferencesQuery, NotificationPreferencesQueryVariables>;
};

/**
 * "Notifications" on /profile: each kind on or off. A change saves at once with 'Saved!',
 * as the rest of the profile does; one that fails is switched back and says why.
 */
export function NotificationPreferences({ queryRef }: NotificationPreferencesProps) {
  const { data } = useReadQuery(queryRef);
  const [save] = useMutation(SetNotificationPreferenceMutation);
  // The form starts from her choices as loaded and is the truth from then on.
  const [initial] = useState(() => choicesOf(data.notificationPreferences));
  // What the server holds: a switch that already says it (e.g. one switched back) sends nothing.
  const saved = useRef(initial);
  const form = useForm<Choices>({ defaultValues: initial });

  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ name, values }) => {
          const kind = name as NotificationKind | undefined;
          if (!kind || !KINDS.includes(kind)) return;
          const enabled = values[kind];
          if (enabled === saved.current[kind]) return;
          save({
            variables: { kind, enabled },
            // Only the kind she changed: a slower answer must not undo a newer change of another.
            update: (cache, { data: answer }) => {
              const now = answer?.setNotificationPreference.find((p) => p.kind === kind);
              if (!now) return;
              cache.updateQuery({ query: PreferencesQuery }, (cached) =>
                cached
                  ? { notificationPreferences: cached.notificationPreferences.map((p) => (p.kind === kind ? now : p)) }
                  : cached,
              );
            },
          })
            .then(() => {
              saved.current = { ...saved.current, [kind]: enabled };
              toastSaved();
            })
            .catch((error: unknown) => {
              form.setValue(kind, saved.current[kind]);
              toast.error(`Your change was not saved: ${serverErrorText(error) ?? GENERIC_FORM_ERROR}`);
            });
        },
      }),
    [form, save],
  );

  return (
    <FormProvider {...form}>
      <div role="group" aria-label="Notify me about" className="divide-y divide-blush">
        {KINDS.map((kind) => (
          <div key={kind} className="py-1 first:pt-0 last:pb-0">
            <SwitchField name={kind} label={PREFERENCE_LABELS[kind]} />
          </div>
        ))}
      </div>
    </FormProvider>
  );
}
