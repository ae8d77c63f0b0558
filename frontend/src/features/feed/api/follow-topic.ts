import type { ApolloCache } from '@apollo/client';
import { graphql } from '@/gql';
import { FEED_SORTS, TOP_PERIODS } from '../feed-sort';

/** Which topics she follows (her topics of interest), to show Follow or Unfollow. */
export const TopicFollowingQuery = graphql(`
  query TopicFollowing {
    me {
      id
      topicsOfInterest {
        id
      }
    }
  }
`);

/** Saves her topics of interest: the profile's own mutation, answering only what changed. */
export const FollowTopicsMutation = graphql(`
  mutation FollowTopics($input: ProfileInput!) {
    updateProfile(input: $input) {
      __typename
      id
      topicsOfInterest {
        __typename
        id
      }
    }
  }
`);

/** Her topics with `topicId` added (follow) or taken out (unfollow), in the order she chose them. */
export function followedTopicIds(current: readonly string[], topicId: string, follow: boolean): string[] {
  const others = current.filter((id) => id !== topicId);
  return follow ? [...others, topicId] : others;
}

/**
 * The Interests feed is made of her topics: once they change, the cached pages are dropped, so
 * the feed loads afresh when she next sees it (a refetch alone keeps the loaded items beyond
 * its first page, unfollowed topics' posts among them).
 */
export function forgetInterestsFeed(cache: ApolloCache) {
  // Each order (New, Top over each period) is a list of its own.
  for (const sort of FEED_SORTS) {
    for (const period of TOP_PERIODS) {
      cache.evict({
        id: 'ROOT_QUERY',
        fieldName: 'feed',
        args: { filter: 'INTERESTS', sort: sort.value, period: period.value },
      });
    }
  }
  cache.gc();
}
