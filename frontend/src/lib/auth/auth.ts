import { graphql } from '@/gql';
import { apolloClient } from '@/lib/apollo-client';
import { createAuthMachine } from './auth-machine';
import { session } from './session';
import { toCachedUser } from './session-store';

// What the session keeps about the signed-in member (session-store.ts `CachedUser`). Read
// outside React, so the query unmasks it (`@unmask`); components that show the member declare
// fragments of their own.
graphql(`
  fragment CachedUser_me on CurrentUser {
    id
    username
    profileColour
    isAdmin
    onboardingComplete
  }
`);

const CurrentUserQuery = graphql(`
  query CurrentUser {
    me {
      ...CachedUser_me @unmask
    }
  }
`);

/** The app's auth state (spec §4), asking the GraphQL `me` field who is signed in. */
export const auth = createAuthMachine({
  session,
  fetchUser: async () => {
    const { data } = await apolloClient.query({ query: CurrentUserQuery, fetchPolicy: 'network-only' });
    return data?.me ? toCachedUser(data.me) : null;
  },
});
