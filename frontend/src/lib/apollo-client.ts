import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { createQueryPreloader } from '@apollo/client/react';
import { GRAPHQL_URL } from '@/config/api';
import { createSessionLink } from './apollo-session-link';
import { session } from './auth/session';

/** The session handling of spec §4 in front of the transport (HTTP in the app, a MockLink in tests). */
export function createAppLink(transport: ApolloLink = new HttpLink({ uri: GRAPHQL_URL })) {
  return ApolloLink.from([createSessionLink(), transport]);
}

export function createApolloClient(transport?: ApolloLink) {
  return new ApolloClient({
    link: createAppLink(transport),
    cache: new InMemoryCache(),
    // A component sees only the fields it asked for: its own fragment, read with useFragment.
    dataMasking: true,
  });
}

/**
 * The app's one client: React reads it through ApolloProvider, route loaders through
 * `preloadQuery`, the auth state directly.
 */
export const apolloClient = createApolloClient();

/** Starts a page's queries in its route loader; the page reads them with `useReadQuery`. */
export const preloadQuery = createQueryPreloader(apolloClient);

// Nothing a signed-in member loaded may outlive their session in this tab.
session.keepDataIn(apolloClient);
