import { useQueryRefHandlers, useReadQuery } from '@apollo/client/react';
import { RefreshCw } from 'lucide-react';
import { useEffect, useTransition } from 'react';
import { useFormContext } from 'react-hook-form';
import { TextField } from '@/components/form/fields';
import type { UsernameSuggestionRef } from '../api/username-suggestion';

type UsernameFieldProps = {
  name?: string;
  /** The suggestion the register route's loader started (`preloadUsernameSuggestion`). */
  suggestion: UsernameSuggestionRef;
};

/** Spec §2 "Register": a read-only generated username with a button to draw another. */
export function UsernameField({ name = 'username', suggestion }: UsernameFieldProps) {
  const { setValue } = useFormContext();
  // Apollo asks for the handlers before the read of the same reference.
  const { refetch } = useQueryRefHandlers(suggestion);
  const { data, error } = useReadQuery(suggestion);
  // A transition keeps the current name on screen while another is drawn.
  const [busy, startTransition] = useTransition();
  const username = data?.usernameSuggestion;

  useEffect(() => {
    if (username) setValue(name, username, { shouldDirty: true });
  }, [name, setValue, username]);

  return (
    <TextField
      name={name}
      label="Username"
      readOnly
      required
      hint={
        error
          ? "We couldn't generate a username. Please try the refresh button."
          : 'Your only public name here. Not keen on it? Generate another.'
      }
      action={
        <button
          type="button"
          aria-label="Generate a new username"
          title="Generate a new username"
          disabled={busy}
          onClick={() =>
            startTransition(async () => {
              await refetch().catch(() => undefined);
            })
          }
          className="mr-1.5 inline-flex size-10 shrink-0 items-center justify-center rounded-xl text-brand-deep hover:bg-blush disabled:opacity-60"
        >
          <RefreshCw
            aria-hidden="true"
            className={`size-5 ${busy ? 'animate-spin motion-reduce:animate-none' : ''}`}
          />
        </button>
      }
    />
  );
}
