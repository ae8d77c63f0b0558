import type { FeedFilter, FeedSort, TopPeriod } from '@/gql/graphql';

/** Issue 36: how the feed and a topic's page are ordered, kept in the URL (`?sort=top&t=week`). */
export const SORT_PARAM = 'sort';
export const PERIOD_PARAM = 't';

export const FEED_SORTS: readonly { value: FeedSort; label: string }[] = [
  { value: 'NEW', label: 'New' },
  { value: 'TOP', label: 'Top' },
];

export const TOP_PERIODS: readonly {
  value: TopPeriod;
  param: string;
  label: string;
}[] = [
  { value: 'WEEK', param: 'week', label: 'Past week' },
  { value: 'MONTH', param: 'month', label: 'Past month' },
  { value: 'ALL_TIME', param: 'all', label: 'All time' },
];

export type FeedOrder = { sort: FeedSort; period: TopPeriod };

export const DEFAULT_ORDER: FeedOrder = { sort: 'NEW', period: 'WEEK' };

/** The order `?sort=` and `?t=` ask for; anything unknown is the default (New; Top's week). */
export function feedOrderFromParams(params: URLSearchParams): FeedOrder {
  const sort = params.get(SORT_PARAM)?.toLowerCase() === 'top' ? 'TOP' : 'NEW';
  const t = params.get(PERIOD_PARAM)?.toLowerCase();
  const period = TOP_PERIODS.find((option) => option.param === t)?.value ?? DEFAULT_ORDER.period;
  return { sort, period };
}

/** The query parameters with `order` set (nothing for New, the default; `t` only for Top). */
export function withFeedOrder(params: URLSearchParams, order: FeedOrder): URLSearchParams {
  const updated = new URLSearchParams(params);
  updated.delete(SORT_PARAM);
  updated.delete(PERIOD_PARAM);
  if (order.sort === 'TOP') {
    updated.set(SORT_PARAM, 'top');
    updated.set(PERIOD_PARAM, TOP_PERIODS.find((option) => option.value === order.period)?.param ?? 'week');
  }
  return updated;
}

const SCOPES: Record<FeedFilter, string> = {
  INTERESTS: 'your topics',
  POPULAR: 'popular topics',
  ALL: 'all topics',
};

const PERIOD_WORDS: Record<TopPeriod, string> = {
  WEEK: 'this week',
  MONTH: 'this month',
  ALL_TIME: 'of all time',
};

/** The feed's heading: what the list is ("Newest in your topics", "Top in popular topics this week"). */
export function feedHeading(filter: FeedFilter, order: FeedOrder): string {
  if (order.sort === 'TOP') return `Top in ${SCOPES[filter]} ${PERIOD_WORDS[order.period]}`;
  return `Newest in ${SCOPES[filter]}`;
}

/** A topic page's heading above its list. */
export function topicListHeading(order: FeedOrder): string {
  if (order.sort === 'TOP') return `Top posts ${PERIOD_WORDS[order.period]}`;
  return 'Newest posts and resources';
}

/** A Top list with nothing in its period. */
export function noTopText(order: FeedOrder): string {
  return order.period === 'ALL_TIME' ? 'No posts yet.' : `No posts ${PERIOD_WORDS[order.period]} yet.`;
}

/** Under the heading: how the list is ranked. */
export const TOP_EXPLAINER = 'Ranked by reactions and comments.';
