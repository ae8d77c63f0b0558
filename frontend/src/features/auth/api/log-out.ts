import { graphql } from '@/gql';
import { apolloClient } from '@/lib/apollo-client';
import { auth } from '@/lib/auth/auth';
import { ApiError } from '@/lib/auth/session';
import { sessionStore } from '@/lib/auth/session-store';

const LogoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);

/**
 * Spec §2 "/logout": revoke the session on the server, then forget it here. Throws when the
 * server could not log out, leaving the session as it was so the person can try again.
 */
export async function logOut() {
  if (sessionStore.getToken()) {
    try {
      const { data } = await apolloClient.mutate({ mutation: LogoutMutation });
      if (data?.logout !== true) throw new Error('logout returned false');
    } catch (error) {
      // A 401 means the session was already over (the session handling has forgotten it).
      if (!(ApiError.is(error) && error.status === 401)) throw error;
    }
  }
  auth.signOut();
  await apolloClient.clearStore();
}
