import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { createQueryPreloader } from '@apollo/client/react';
import { GRAPHQL_URL } from '@/config/api';
import { createSessionLink } from './apollo-session-link';
import { session } from './auth/session';
import { connectedFetch } from './connectivity';
import { cursorPagePolicy } from './cursor-page-policy';
import { createEarlyLink } from './early-answers';

/**
 * The session handling of spec §4 in front of the transport (HTTP in the app, a MockLink in
 * tests), and between them the answers index.html asked for before the app had loaded.
 */
export function createAppLink(transport: ApolloLink = new HttpLink({ uri: GRAPHQL_URL, fetch: connectedFetch })) {
  return ApolloLink.from([createSessionLink(), createEarlyLink(), transport]);
}

/** The members of each union in schema.graphql: the cache needs them to match fragments on a union. */
export const POSSIBLE_TYPES = { FeedItem: ['Post', 'SecondOpinion'] };

export function createCache() {
  return new InMemoryCache({
    possibleTypes: POSSIBLE_TYPES,
    typePolicies: {
      Query: {
        fields: {
          // Cursor pages of one list merge into one entry: "load more" appends, without duplicates.
          feed: cursorPagePolicy(['filter', 'sort', 'period']),
          topicFeed: cursorPagePolicy(['topicId', 'sort', 'period']),
          // One list per post search (the feed's results for `?q=`).
          searchPosts: cursorPagePolicy(['query', 'topicId']),
          searchComments: cursorPagePolicy(['query', 'topicId']),
          comments: cursorPagePolicy(['postId', 'parentId']),
          // Her own posts and comments (the profile's lists): one list each.
          myPosts: cursorPagePolicy([]),
          myComments: cursorPagePolicy([]),
          savedPosts: cursorPagePolicy([]),
          // Her notifications: one list.
          notifications: cursorPagePolicy([]),
          // One list per topic (the Resources grid) and per title search (its dropdown).
          secondOpinions: cursorPagePolicy(['topicId', 'search']),
        },
      },
      // A reaction toggle answers the whole tally: it replaces the old one.
      Post: { fields: { reactions: { merge: false } } },
      Comment: { fields: { reactions: { merge: false } } },
    },
  });
}

export function createApolloClient(transport?: ApolloLink) {
  return new ApolloClient({
    link: createAppLink(transport),
    cache: createCache(),
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
