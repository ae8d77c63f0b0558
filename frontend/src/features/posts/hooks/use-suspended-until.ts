import { useQuery } from '@apollo/client/react';
import { graphql } from '@/gql';

const SuspensionNoticeQuery = graphql(`
  query SuspensionNotice {
    me {
      id
      suspendedUntil
    }
  }
`);

/**
 * Until when the signed-in member is suspended (an ISO date), or null. The page's notice and
 * her profile ask the server each time (`fresh`); the controls repeated on every post and
 * comment read it from `SuspensionProvider`, which asks once for them all.
 */
export function useSuspendedUntil({ fresh = true }: { fresh?: boolean } = {}): string | null {
  const { data } = useQuery(SuspensionNoticeQuery, {
    errorPolicy: 'all',
    fetchPolicy: fresh ? 'cache-and-network' : 'cache-first',
  });
  return data?.me?.suspendedUntil ?? null;
}
