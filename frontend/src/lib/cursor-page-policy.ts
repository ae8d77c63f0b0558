import { isReference, type FieldPolicy, type Reference } from '@apollo/client';

/** One page of a list in the cache (ARCHITECTURE §6 connection shape); items are usually references. */
export type CachedPage = {
  __typename?: string;
  items: readonly unknown[];
  hasNextPage: boolean;
  endCursor: string | null;
};

/** What makes two items the same: the cache reference of a normalized object, else the value itself. */
const itemKey = (item: unknown) => (isReference(item) ? (item as Reference).__ref : item);

/**
 * Joins a page the server just answered with what the cache holds for the same list.
 * - A next page (`after` given) goes at the end, without the items already shown (a post
 *   published meanwhile shifts the pages, so a page can repeat an item).
 * - The first page again (a refetch, a revisit, or a write such as a new comment) goes on
 *   top, and the items loaded beyond it stay, so the member keeps her place; the cursor then
 *   stays where the loaded list ends.
 */
export function mergeCursorPages<P extends CachedPage>(existing: P | undefined, incoming: P, after: unknown): P {
  if (!existing) return incoming;
  if (after !== undefined && after !== null) {
    const shown = new Set(existing.items.map(itemKey));
    return { ...incoming, items: [...existing.items, ...incoming.items.filter((item) => !shown.has(itemKey(item)))] };
  }
  const fresh = new Set(incoming.items.map(itemKey));
  const beyond = existing.items.filter((item) => !fresh.has(itemKey(item)));
  if (beyond.length === 0) return incoming;
  return {
    ...incoming,
    items: [...incoming.items, ...beyond],
    hasNextPage: existing.hasNextPage,
    endCursor: existing.endCursor,
  };
}

/**
 * The field policy of a cursor-paged list: one cache entry per list (`keyArgs`, without
 * `first`/`after`), pages merged by `mergeCursorPages`, so `fetchMore` just asks for the next
 * page and the list grows without duplicates.
 */
export function cursorPagePolicy(keyArgs: string[]): FieldPolicy<CachedPage> {
  return {
    keyArgs,
    merge(existing, incoming, { args }) {
      return mergeCursorPages(existing, incoming, args?.after);
    },
  };
}
