import { graphql } from '@/gql';

/**
 * One item of a mixed feed (spec §2: posts and Second Opinions). The feed and the topic page
 * select `items { ...FeedItem_item @unmask }` (codegen finds the fragment by name); FeedItem
 * switches between the two features' cards on `__typename`.
 */
export const FeedItem_item = graphql(`
  fragment FeedItem_item on FeedItem {
    __typename
    ... on Post {
      id
      createdAt
      ...PostCard_post
    }
    ... on SecondOpinion {
      id
      createdAt
      ...ResourceCard_secondOpinion
    }
  }
`);
