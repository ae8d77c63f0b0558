import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { TextField } from '@/components/form/fields';
import { graphql } from '@/gql';

const UsernameSuggestionQuery = graphql(`
  query UsernameSuggestion {
    usernameSuggestion
  }
`);

/** Spec §2 "Register": a read-only generated username with a button to draw another. */
export function UsernameField({ name = 'username' }: { name?: string }) {
  const { setValue } = useFormContext();
  const { data, error, refetch, networkStatus } = useQuery(UsernameSuggestionQuery, {
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const suggestion = data?.usernameSuggestion;
  const busy = networkStatus === NetworkStatus.loading || networkStatus === NetworkStatus.refetch;

  useEffect(() => {
    if (suggestion) setValue(name, suggestion, { shouldDirty: true });
  }, [name, setValue, suggestion]);

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
          onClick={() => void refetch().catch(() => undefined)}
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
