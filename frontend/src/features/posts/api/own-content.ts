import type { ApolloCache } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { graphql } from '@/gql';
import { toNewPostInput, type NewPostValues } from '../create-post-values';
import { toCreatePostError } from './create-post';

/** The toasts of her own posts' and comments' edits and deletions (issue 18). */
export const POST_UPDATED = 'Post updated';
export const POST_DELETED = 'Post deleted';
export const COMMENT_UPDATED = 'Comment updated';
export const COMMENT_DELETED = 'Comment deleted';

/** Why Edit is off for something under review (the server refuses it too; Delete still works). */
export const UNDER_REVIEW_NO_EDIT = "Under review: it can't be edited until the review ends";

const UpdatePostMutation = graphql(`
  mutation UpdatePost($id: ID!, $input: PostEditInput!) {
    updatePost(id: $id, input: $input) {
      id
      ...PostCard_post
    }
  }
`);

const DeletePostMutation = graphql(`
  mutation DeletePost($id: ID!) {
    deletePost(id: $id)
  }
`);

const UpdateCommentMutation = graphql(`
  mutation UpdateComment($id: ID!, $text: String!) {
    updateComment(id: $id, text: $text) {
      id
      ...CommentItem_comment
    }
  }
`);

const DeleteCommentMutation = graphql(`
  mutation DeleteComment($id: ID!) {
    deleteComment(id: $id)
  }
`);

/**
 * Replaces her post's content with the form's values (same rules as creating it). The card
 * updates from the answer; topic pages load again, as the post may have joined or left them.
 */
export function useUpdatePost() {
  const client = useApolloClient();
  return async (id: string, values: NewPostValues, hadWarning = false) => {
    const input = toNewPostInput(values);
    // A warning she took away is cleared; a post that never had one is sent as before.
    if (hadWarning && !input.contentWarning) input.contentWarning = null;
    try {
      await client.mutate({
        mutation: UpdatePostMutation,
        variables: { id, input },
        update(cache) {
          cache.evict({ id: 'ROOT_QUERY', fieldName: 'topicFeed' });
          cache.gc();
        },
      });
    } catch (error) {
      throw toCreatePostError(error);
    }
  };
}

/** Takes a post out of every list on screen (feeds, topic pages, her own posts). */
export function forgetPost(cache: ApolloCache, postId: string) {
  cache.evict({ id: cache.identify({ __typename: 'Post', id: postId }) });
  cache.gc();
}

/**
 * Deletes her post (a post others commented on stays as a tombstone, reached only by its
 * link). The caller takes it out of the cache with `forgetPost`: at once from a list, or,
 * from the post's own page, once she has left it, so the page does not ask for it again.
 */
export function useDeletePost() {
  const client = useApolloClient();
  return async (id: string) => {
    const { data } = await client.mutate({ mutation: DeletePostMutation, variables: { id } });
    if (data?.deletePost !== true) throw new Error("We couldn't delete this post. Please try again.");
  };
}

export function useUpdateComment() {
  const client = useApolloClient();
  return async (id: string, text: string) => {
    await client.mutate({ mutation: UpdateCommentMutation, variables: { id, text } });
  };
}

type DeletedComment = {
  id: string;
  postId: string;
  parentId: string | null;
  replyCount: number;
  isShadowBanned: boolean;
};

/**
 * Deletes her comment. With replies it stays as 'Deleted comment' so the thread still reads
 * (the server keeps it as a tombstone), and so does one under review (the moderators keep
 * its report); otherwise it goes, and the post's comment count and its parent's reply count
 * go down by one.
 */
export function useDeleteComment() {
  const client = useApolloClient();
  return async ({ id, postId, parentId, replyCount, isShadowBanned }: DeletedComment) => {
    const { data } = await client.mutate({
      mutation: DeleteCommentMutation,
      variables: { id },
      update(cache, { data: answer }) {
        if (answer?.deleteComment !== true) return;
        const commentId = cache.identify({ __typename: 'Comment', id });
        if (replyCount > 0 || isShadowBanned) {
          cache.modify({
            id: commentId,
            fields: { isDeleted: () => true, text: () => '', editedAt: () => null },
          });
          // Her list of comments never shows tombstones: it loads again.
          cache.evict({ id: 'ROOT_QUERY', fieldName: 'myComments' });
          cache.gc();
          return;
        }
        cache.modify({
          id: cache.identify({ __typename: 'Post', id: postId }),
          fields: { commentCount: (count: number) => Math.max(0, count - 1) },
        });
        if (parentId) {
          cache.modify({
            id: cache.identify({ __typename: 'Comment', id: parentId }),
            fields: { replyCount: (count: number) => Math.max(0, count - 1) },
          });
        }
        cache.evict({ id: commentId });
        cache.gc();
      },
    });
    if (data?.deleteComment !== true) throw new Error("We couldn't delete this comment. Please try again.");
  };
}
