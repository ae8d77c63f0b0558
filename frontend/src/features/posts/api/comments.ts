import { useMutation } from '@apollo/client/react';
import { graphql } from '@/gql';

/** How many comments (or replies) load at a time. */
export const COMMENTS_PAGE_SIZE = 20;

/** The server's limit on a comment (contract: 'Comments can be at most 5,000 characters.'). */
export const COMMENT_MAX_LENGTH = 5000;

/** Spec §4: what a quarantined comment shows to everyone but its owner and admins. */
export const QUARANTINED_COMMENT_TEXT = 'This comment has been reported and is currently being investigated.';

/** The comments on a post (parentId null) or the replies to one comment, oldest first. */
export const CommentsQuery = graphql(`
  query Comments($postId: ID!, $parentId: ID, $first: Int, $after: String) {
    comments(postId: $postId, parentId: $parentId, first: $first, after: $after) {
      items {
        id
        ...CommentItem_comment
      }
      hasNextPage
      endCursor
    }
  }
`);

/** Where a comment sits (its permalink): the thread down to it, or why she may not read it. */
export const CommentPermalinkQuery = graphql(`
  query CommentPermalink($postId: ID!, $commentId: ID!) {
    commentPermalink(postId: $postId, commentId: $commentId) {
      status
      thread {
        id
        ...CommentItem_comment
      }
    }
  }
`);

const AddCommentMutation = graphql(`
  mutation AddComment($postId: ID!, $parentId: ID, $text: String!) {
    addComment(postId: $postId, parentId: $parentId, text: $text) {
      id
      ...CommentItem_comment
    }
  }
`);

/**
 * Adds a comment to a post, or a reply to a comment (`parentId`). Spec §4: the post's comment
 * count (and the parent's reply count) go up by one. The new comment is not added to the end
 * of its list (a page of the oldest, perhaps far below): the thread shows it at once at the
 * top of its list, where she wrote it (issue 36), and it loads in its place next time.
 */
export function useAddComment() {
  const [addComment, state] = useMutation(AddCommentMutation);
  const add = (postId: string, parentId: string | null, text: string) =>
    addComment({
      variables: { postId, parentId, text },
      update(cache, { data }) {
        const comment = data?.addComment;
        if (!comment) return;
        cache.modify({
          id: cache.identify({ __typename: 'Post', id: postId }),
          fields: { commentCount: (count: number) => count + 1 },
        });
        if (parentId) {
          cache.modify({
            id: cache.identify({ __typename: 'Comment', id: parentId }),
            fields: { replyCount: (count: number) => count + 1 },
          });
        }
        // Her own comments load again next time, with it on top.
        cache.evict({ id: 'ROOT_QUERY', fieldName: 'myComments' });
      },
    });
  return [add, state] as const;
}
