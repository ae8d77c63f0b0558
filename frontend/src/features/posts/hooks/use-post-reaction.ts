import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { graphql } from '@/gql';
import { refusalMessage } from '@/lib/api-error';
import type { ReactionToExplain } from '../components/explain-reaction-dialog';
import { ME_TOO, toggleTally, type Tally } from '../reactions';

/** Shown when a reaction could not be saved (the optimistic change is undone). */
export const REACTION_FAILED = "We couldn't save your reaction. Please try again.";

const TogglePostReactionMutation = graphql(`
  mutation TogglePostReaction($postId: ID!, $reactionTypeId: ID!) {
    togglePostReaction(postId: $postId, reactionTypeId: $reactionTypeId) {
      __typename
      post {
        __typename
        id
        ...PostReactions_post
      }
      reaction {
        id
        reactionType {
          id
          name
          emoji
        }
      }
    }
  }
`);

const ReactionToExplainQuery = graphql(`
  query ReactionToExplain {
    reactionToExplain {
      id
      reactionType {
        id
        name
        emoji
      }
    }
  }
`);

/**
 * Spec §4 "Reactions" on a post: the toggle shows at once (count ± 1), then
 * - after adding 'Me Too', the explanation dialog opens for the new reaction;
 * - after adding another reaction, the server is asked whether one is waiting for an
 *   explanation (`reactionToExplain`): the dialog opens for it, else `onNothingToExplain`
 *   runs (the feed refreshes).
 */
export function usePostReaction(postId: string, onNothingToExplain?: () => void) {
  const client = useApolloClient();
  const [explaining, setExplaining] = useState<ReactionToExplain | null>(null);

  const toggle = async (tallies: readonly Tally[], reactionTypeId: string) => {
    let added: ReactionToExplain | null | undefined;
    try {
      const { data } = await client.mutate({
        mutation: TogglePostReactionMutation,
        variables: { postId, reactionTypeId },
        optimisticResponse: {
          togglePostReaction: {
            __typename: 'PostReactionToggle',
            post: { __typename: 'Post', id: postId, reactions: toggleTally(tallies, reactionTypeId) },
            reaction: null,
          },
        },
      });
      added = data?.togglePostReaction.reaction;
    } catch (error) {
      console.error(error);
      // A refusal says why (her suspension and until when, an item under review).
      toast.error(refusalMessage(error) ?? REACTION_FAILED);
      return;
    }
    if (!added) return;
    if (added.reactionType.name === ME_TOO) {
      setExplaining(added);
      return;
    }
    try {
      const { data } = await client.query({ query: ReactionToExplainQuery, fetchPolicy: 'network-only' });
      if (data?.reactionToExplain) setExplaining(data.reactionToExplain);
      else onNothingToExplain?.();
    } catch (error) {
      // Asking is a courtesy: the reaction itself is saved.
      console.error(error);
    }
  };

  return { toggle, explaining, stopExplaining: () => setExplaining(null) };
}
