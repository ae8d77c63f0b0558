import type { ApolloCache } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { toast } from 'react-toastify';
import { graphql } from '@/gql';

/** The toasts once she saves, unsaves, follows or unfollows a post. */
export const SAVED_TEXT = 'Saved. Find it under Saved on your profile.';
export const UNSAVED_TEXT = 'Removed from Saved.';
export const FOLLOWED_TEXT = "Following. You'll be notified of new comments.";
export const UNFOLLOWED_TEXT = "Unfollowed. You won't be notified of new comments.";

const SavePostMutation = graphql(`
  mutation SavePost($postId: ID!) {
    savePost(postId: $postId) {
      id
      savedByMe
    }
  }
`);

const UnsavePostMutation = graphql(`
  mutation UnsavePost($postId: ID!) {
    unsavePost(postId: $postId) {
      id
      savedByMe
    }
  }
`);

const FollowPostMutation = graphql(`
  mutation FollowPost($postId: ID!) {
    followPost(postId: $postId) {
      id
      followedByMe
    }
  }
`);

const UnfollowPostMutation = graphql(`
  mutation UnfollowPost($postId: ID!) {
    unfollowPost(postId: $postId) {
      id
      followedByMe
    }
  }
`);

/**
 * Saves a post or takes it out of Saved (the answer updates the post wherever it shows), with
 * a toast; her Saved list loads afresh the next time it shows. A failure shows as a toast.
 */
export function useToggleSave() {
  const client = useApolloClient();
  return async (postId: string, saved: boolean) => {
    const options = {
      variables: { postId },
      update: (cache: ApolloCache) => {
        cache.evict({ id: 'ROOT_QUERY', fieldName: 'savedPosts' });
        cache.gc();
      },
    };
    try {
      if (saved) {
        await client.mutate({ mutation: UnsavePostMutation, ...options });
        toast.success(UNSAVED_TEXT);
      } else {
        await client.mutate({ mutation: SavePostMutation, ...options });
        toast.success(SAVED_TEXT);
      }
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : "We couldn't change Saved. Please try again.");
    }
  };
}

/** Follows a post or unfollows it, with a toast; a failure shows as a toast. */
export function useToggleFollow() {
  const client = useApolloClient();
  return async (postId: string, following: boolean) => {
    try {
      if (following) {
        await client.mutate({ mutation: UnfollowPostMutation, variables: { postId } });
        toast.success(UNFOLLOWED_TEXT);
      } else {
        await client.mutate({ mutation: FollowPostMutation, variables: { postId } });
        toast.success(FOLLOWED_TEXT);
      }
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : "We couldn't change that. Please try again.");
    }
  };
}
