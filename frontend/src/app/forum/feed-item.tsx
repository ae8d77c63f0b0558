import { memo } from 'react';
import { ResourceCard } from '@/features/feed/components/resource-card';
import { PostCard } from '@/features/posts/components/post-card';
import type { FeedItem_ItemFragment } from '@/gql/graphql';

type FeedItemProps = {
  /** Selected with `...FeedItem_item @unmask` (feed-item-fragment.ts). */
  item: FeedItem_ItemFragment;
  /** The list refreshes after a reaction that needs no explanation (spec §4). */
  onRefresh: () => void;
  /** A search's words, marked in the card (search results). */
  highlight?: readonly string[];
  /** The list's first item: its image is fetched first. */
  priority?: boolean;
};

/**
 * A feed item as its card: the app puts the two features' cards together, as features don't
 * import each other. Memoised: a list that draws again (its next page, the "new since" divider,
 * a refresh) leaves the cards whose item is unchanged as they are, so a phone's first screen
 * draws each card once.
 */
export const FeedItem = memo(function FeedItem({ item, onRefresh, highlight, priority }: FeedItemProps) {
  if (item.__typename === 'SecondOpinion') return <ResourceCard resource={item} highlight={highlight} />;
  return <PostCard post={item} onNothingToExplain={onRefresh} highlight={highlight} priority={priority} />;
});
