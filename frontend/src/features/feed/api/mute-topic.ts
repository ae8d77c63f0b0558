import type { ApolloCache } from '@apollo/client';
import { graphql } from '@/gql';

/** The topics she muted: their posts stay out of her feeds (issue 20). */
export const MutedTopicsQuery = graphql(`
  query MutedTopics {
    me {
      id
      mutedTopics {
        id
        title
      }
    }
  }
`);

export const MuteTopicMutation = graphql(`
  mutation MuteTopic($id: ID!) {
    muteTopic(id: $id)
  }
`);

export const UnmuteTopicMutation = graphql(`
  mutation UnmuteTopic($id: ID!) {
    unmuteTopic(id: $id)
  }
`);

/** The feeds change with her muted topics: cached pages go, and load afresh when next shown. */
export function forgetFeeds(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'feed' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'searchPosts' });
  cache.gc();
}
