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

/** Until when the signed-in member is suspended (an ISO date), or null. */
export function useSuspendedUntil(): string | null {
  const { data } = useQuery(SuspensionNoticeQuery, { errorPolicy: 'all', fetchPolicy: 'cache-and-network' });
  return data?.me?.suspendedUntil ?? null;
}
