import { graphql } from '@/gql';
import type { FeedFilter } from '@/gql/graphql';
import { preloadQuery } from '@/lib/apollo-client';

/** Every topic (the All filter). */
export const HomeTopicsQuery = graphql(`
  query HomeTopics {
    topics {
      id
      ...TopicChip_topic
    }
  }
`);

/** Her own topics (the Interests filter). */
export const InterestTopicsQuery = graphql(`
  query InterestTopics {
    me {
      id
      topicsOfInterest {
        id
        ...TopicChip_topic
      }
    }
  }
`);

/** The topics with the most activity lately (the Popular filter). */
export const PopularTopicsQuery = graphql(`
  query PopularTopics {
    popularTopics {
      id
      ...TopicChip_topic
    }
  }
`);

/** Topics whose title contains the text (the topic search). */
export const SearchTopicsQuery = graphql(`
  query SearchTopics($text: String!) {
    searchTopics(text: $text) {
      id
      ...TopicChip_topic
    }
  }
`);

/**
 * Starts loading the chips of the filter a page opens with, alongside its other queries (the
 * chips then read them from the cache). Later filter changes load in place.
 */
export function preloadFilterTopics(filter: FeedFilter) {
  if (filter === 'POPULAR') return preloadQuery(PopularTopicsQuery);
  if (filter === 'ALL') return preloadQuery(HomeTopicsQuery);
  return preloadQuery(InterestTopicsQuery);
}
