import { useQuery } from '@apollo/client/react';
import { PauseCircle } from 'lucide-react';
import { graphql } from '@/gql';

const SuspensionNoticeQuery = graphql(`
  query SuspensionNotice {
    me {
      id
      suspendedUntil
    }
  }
`);

/** The date as the server's refusal words it (UTC, "November 30, 2026"), so both say the same. */
export function suspensionDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

export function suspensionText(iso: string): string {
  return `Your account is suspended until ${suspensionDate(iso)}. You can still read.`;
}

/**
 * A calm note above the feed and Create Post while an admin's suspension lasts: she learns it
 * before she writes, rather than from a refused post. Nothing shows otherwise.
 */
export function SuspensionNotice() {
  const { data } = useQuery(SuspensionNoticeQuery, { errorPolicy: 'all', fetchPolicy: 'cache-and-network' });
  const until = data?.me?.suspendedUntil;
  if (!until) return null;
  return (
    <p
      role="status"
      className="flex items-start gap-3 rounded-3xl bg-cream px-5 py-4 text-ink shadow-sm ring-1 ring-blush"
    >
      <PauseCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-deep" />
      <span>{suspensionText(until)}</span>
    </p>
  );
}
