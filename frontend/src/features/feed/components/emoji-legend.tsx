import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { ChevronDown } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { graphql } from '@/gql';
import { useAppIdle } from '@/lib/use-app-idle';

const EmojiLegendItem_reactionType = graphql(`
  fragment EmojiLegendItem_reactionType on ReactionType {
    id
    name
    emoji
    description
  }
`);

type ReactionTypeRef = FragmentType<typeof EmojiLegendItem_reactionType>;

function EmojiLegendItem({ reactionType }: { reactionType: ReactionTypeRef }) {
  const { data, complete } = useFragment({ fragment: EmojiLegendItem_reactionType, from: reactionType });
  if (!complete) return null;
  return (
    <li className="flex gap-3 rounded-xl bg-cream p-3">
      <span aria-hidden="true" className="text-2xl leading-none">
        {data.emoji}
      </span>
      <div>
        <p className="font-semibold">{data.name}</p>
        <p className="text-sm text-ink-muted">{data.description}</p>
      </div>
    </li>
  );
}

/** What each reaction means; the query selects `id` and spreads `...EmojiLegendItem_reactionType`. */
export function EmojiLegendList({ reactionTypes }: { reactionTypes: readonly (ReactionTypeRef & { id: string })[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {reactionTypes.map((reactionType) => (
        <EmojiLegendItem key={reactionType.id} reactionType={reactionType} />
      ))}
    </ul>
  );
}

/**
 * Spec §2 feed: collapsible "What do the emojis mean?" legend around the list (or its loading
 * state). Folded, its list is rendered once the app is idle, not with the first screen (issue 37).
 */
export function EmojiLegend({ children }: { children: ReactNode }) {
  const idle = useAppIdle();
  const [opened, setOpened] = useState(false);
  return (
    <details
      className="group rounded-2xl bg-white shadow-sm ring-1 ring-blush"
      onToggle={(event) => setOpened(event.currentTarget.open)}
    >
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-5 py-3 font-semibold [&::-webkit-details-marker]:hidden">
        What do the emojis mean?
        <ChevronDown aria-hidden="true" className="size-5 transition-transform group-open:rotate-180" />
      </summary>
      <div className="px-5 pb-5">{idle || opened ? children : null}</div>
    </details>
  );
}
