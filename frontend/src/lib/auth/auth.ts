import { graphql } from '@/gql';
import { apolloClient } from '@/lib/apollo-client';
import { createAuthMachine } from './auth-machine';
import { endSession } from './session';
import { sessionStore, toCachedUser } from './session-store';

const CurrentUserQuery = graphql(`
  query CurrentUser {
    me {
      id
      username
      profileColour
      isAdmin
      onboardingComplete
    }
  }
`);

/** The app's auth state (spec §4), asking the GraphQL `me` field who is signed in. */
export const auth = createAuthMachine({
  store: sessionStore,
  fetchUser: async () => {
    const { data } = await apolloClient.query({ query: CurrentUserQuery, fetchPolicy: 'network-only' });
    return data?.me ? toCachedUser(data.me) : null;
  },
  onSessionGone: () => endSession(),
});
