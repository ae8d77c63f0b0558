import type { FeedFilter } from '@/gql/graphql';

/** Spec §2 Feed: the topic filter's options, Interests (her own topics) first and the default. */
export const FEED_FILTERS: readonly { value: FeedFilter; label: string }[] = [
  { value: 'INTERESTS', label: 'Interests' },
  { value: 'POPULAR', label: 'Popular' },
  { value: 'ALL', label: 'All' },
];

export const DEFAULT_FEED_FILTER: FeedFilter = 'INTERESTS';

/** The URL query parameter that keeps the filter (so Back and a reload keep it too). */
export const FEED_FILTER_PARAM = 'filter';

/** The filter a `?filter=` value names; anything else is the default. */
export function feedFilterFromParam(value: string | null): FeedFilter {
  const match = FEED_FILTERS.find((filter) => filter.value.toLowerCase() === value?.toLowerCase());
  return match?.value ?? DEFAULT_FEED_FILTER;
}

/** The `?filter=` value for a filter: none for the default. */
export function feedFilterParam(filter: FeedFilter): string | null {
  return filter === DEFAULT_FEED_FILTER ? null : filter.toLowerCase();
}

/** Spec §2: the topic search shows only for All and Popular. */
export const canSearchTopics = (filter: FeedFilter) => filter !== 'INTERESTS';

/** Spec §9 "Search debounce". */
export const TOPIC_SEARCH_DEBOUNCE_MS = 500;
