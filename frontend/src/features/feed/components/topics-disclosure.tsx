import { ChevronDown, Tags } from 'lucide-react';
import type { ReactNode } from 'react';
import type { FeedFilter } from '@/gql/graphql';
import { useTopicsHeading } from '@/lib/discreet-mode';
import { FEED_FILTERS } from '../feed-filter';

/**
 * The topics behind a one-line bar on a narrow screen, so the first screen shows the posts:
 * "Health topics" (or "Topics" in discreet mode) and the filter in use, opening to the filter, the search and the chips.
 */
export function TopicsDisclosure({ filter, children }: { filter: FeedFilter; children: ReactNode }) {
  const label = FEED_FILTERS.find((option) => option.value === filter)?.label;
  return (
    <details className="group rounded-2xl bg-white shadow-sm ring-1 ring-blush">
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-5 py-3 font-semibold [&::-webkit-details-marker]:hidden">
        <span className="flex items-center gap-2">
          <Tags aria-hidden="true" className="size-5 text-brand-deep" />
          {useTopicsHeading()}
          <span className="rounded-full bg-blush px-2.5 py-0.5 text-xs font-bold text-brand-deep">{label}</span>
        </span>
        <ChevronDown aria-hidden="true" className="size-5 transition-transform group-open:rotate-180" />
      </summary>
      <div className="px-5 pb-5">{children}</div>
    </details>
  );
}
