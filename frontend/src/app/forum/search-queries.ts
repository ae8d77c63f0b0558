import { paths } from '@/config/paths';
import { graphql } from '@/gql';

/** The post search (the feed's and a topic page's results). */
export const SearchPostsQuery = graphql(`
  query SearchPosts($query: String!, $topicId: ID, $first: Int, $after: String) {
    searchPosts(query: $query, topicId: $topicId, first: $first, after: $after) {
      items {
        ...FeedItem_item @unmask
      }
      hasNextPage
      endCursor
    }
  }
`);

/** The link to a comment where it sits in its post's thread (its permalink). */
export const commentHref = (postId: string, commentId: string) =>
  `${paths.app.post.getHref(postId)}?comment=${encodeURIComponent(commentId)}`;
