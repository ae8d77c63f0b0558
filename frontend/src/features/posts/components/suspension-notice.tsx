import { useQuery } from '@apollo/client/react';
import { PauseCircle } from 'lucide-react';
import { graphql } from '@/gql';
import { suspensionText } from '../suspension';

const SuspensionNoticeQuery = graphql(`
  query SuspensionNotice {
    me {
      id
      suspendedUntil
    }
  }
`);

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
