import { graphql } from '@/gql';
import { preloadQuery } from '@/lib/apollo-client';

const UsernameSuggestionQuery = graphql(`
  query UsernameSuggestion {
    usernameSuggestion
  }
`);

/**
 * Spec §2 "Register": a generated username, fresh on every visit. A failure is shown by the
 * field (it offers to try again), so it is returned as the result's error, not thrown.
 */
export function preloadUsernameSuggestion() {
  return preloadQuery(UsernameSuggestionQuery, { fetchPolicy: 'network-only', errorPolicy: 'all' });
}

export type UsernameSuggestionRef = ReturnType<typeof preloadUsernameSuggestion>;
