import { graphql } from '@/gql';
import { ApiError } from '@/lib/api-error';
import { apolloClient } from '@/lib/apollo-client';
import { session } from '@/lib/auth/session';

const LogoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);

/**
 * Spec §2 "/logout": revoke the session on the server, then end it here. Throws when the
 * server could not log out, leaving the session as it was so the person can try again.
 */
export async function logOut() {
  if (session.token()) {
    try {
      const { data } = await apolloClient.mutate({ mutation: LogoutMutation });
      if (data?.logout !== true) throw new Error('logout returned false');
    } catch (error) {
      // A 401 means the session was already over (the session handling has ended it).
      if (!(ApiError.is(error) && error.status === 401)) throw error;
    }
  }
  await session.end({ redirect: false });
}
