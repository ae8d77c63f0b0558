import { lazy, Suspense } from 'react';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { graphql } from '@/gql';
import { usePostReaction } from '../hooks/use-post-reaction';
import { ReactionPicker } from './reaction-picker';

// Asked only after some reactions: loaded then.
const ExplainReactionDialog = lazy(async () => ({
  default: (await import('./explain-reaction-dialog')).ExplainReactionDialog,
}));

const PostReactions_post = graphql(`
  fragment PostReactions_post on Post {
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

type PostReactionsProps = {
  post: FragmentType<typeof PostReactions_post>;
  /** Runs after a reaction when nothing is waiting for an explanation (spec §4: the feed refreshes). */
  onNothingToExplain?: () => void;
};

/**
 * A post's reaction bar (the reactions given, and "+" for every reaction: issue 36), with the
 * explanation dialog it may open.
 */
export function PostReactions({ post, onNothingToExplain }: PostReactionsProps) {
  const { data, complete } = useFragment({ fragment: PostReactions_post, from: post });
  const { toggle, explaining, stopExplaining } = usePostReaction(data.id ?? '', onNothingToExplain);
  if (!complete) return null;
  return (
    <>
      <ReactionPicker
        label="Reactions to this post"
        tallies={data.reactions}
        onToggle={(reactionTypeId) => void toggle(data.reactions, reactionTypeId)}
      />
      {explaining ? (
        <Suspense fallback={null}>
          <ExplainReactionDialog key={explaining.id} reaction={explaining} onClose={stopExplaining} />
        </Suspense>
      ) : null}
    </>
  );
}
