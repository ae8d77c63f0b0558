import type { FragmentType } from '@apollo/client';
import { useApolloClient, useFragment } from '@apollo/client/react';
import { toast } from 'react-toastify';
import { graphql } from '@/gql';
import { refusalMessage } from '@/lib/api-error';
import { REACTION_FAILED } from '../../hooks/use-post-reaction';
import { toggleTally } from '../../reactions';
import { ReactionPicker } from '../reaction-picker';

const CommentReactions_comment = graphql(`
  fragment CommentReactions_comment on Comment {
    id
    reactions {
      reactionType {
        id
        name
        emoji
      }
      count
      reactedByMe
    }
  }
`);

const ToggleCommentReactionMutation = graphql(`
  mutation ToggleCommentReaction($commentId: ID!, $reactionTypeId: ID!) {
    toggleCommentReaction(commentId: $commentId, reactionTypeId: $reactionTypeId) {
      __typename
      id
      ...CommentReactions_comment
    }
  }
`);

/** A comment's reaction bar: a tap adds or removes hers, shown at once (spec §4). */
export function CommentReactions({ comment }: { comment: FragmentType<typeof CommentReactions_comment> }) {
  const { data, complete } = useFragment({ fragment: CommentReactions_comment, from: comment });
  const client = useApolloClient();
  if (!complete) return null;

  const toggle = async (reactionTypeId: string) => {
    try {
      await client.mutate({
        mutation: ToggleCommentReactionMutation,
        variables: { commentId: data.id, reactionTypeId },
        optimisticResponse: {
          toggleCommentReaction: {
            __typename: 'Comment',
            id: data.id,
            reactions: toggleTally(data.reactions, reactionTypeId),
          },
        },
      });
    } catch (error) {
      console.error(error);
      toast.error(refusalMessage(error) ?? REACTION_FAILED);
    }
  };

  return (
    <ReactionPicker
      label="Reactions to this comment"
      tallies={data.reactions}
      onToggle={(reactionTypeId) => void toggle(reactionTypeId)}
    />
  );
}
