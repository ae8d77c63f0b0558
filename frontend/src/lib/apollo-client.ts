import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { GRAPHQL_URL } from '@/config/api';
import { createSessionLink } from './apollo-session-link';
import { onSessionEnd } from './auth/session';

export function createApolloClient() {
  return new ApolloClient({
    link: ApolloLink.from([createSessionLink(), new HttpLink({ uri: GRAPHQL_URL })]),
    cache: new InMemoryCache(),
  });
}

/**
 * The app's one client: React reads it through ApolloProvider, route loaders and the auth
 * state use it directly.
 */
export const apolloClient = createApolloClient();

// Nothing a signed-in member loaded may outlive their session in this tab.
onSessionEnd(() => {
  void apolloClient.clearStore();
});
