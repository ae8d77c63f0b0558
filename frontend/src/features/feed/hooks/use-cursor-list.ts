import type { DocumentNode, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { apolloClient } from '@/lib/apollo-client';

/** How many feed items load at a time. */
export const FEED_PAGE_SIZE = 20;

type Page<Item> = { items: readonly Item[]; hasNextPage: boolean; endCursor: string | null };

/** A cursor-paged list as a page shows it. */
export type CursorList<Item> = {
  /** Null until the first page has come. */
  items: readonly Item[] | null;
  hasNextPage: boolean;
  loading: boolean;
  loadingMore: boolean;
  error: Error | null;
  /** Asks for the next page (merged into the list by the cache's field policy). */
  loadMore: () => Promise<void>;
  retry: () => void;
  /** Fetches the first page again (new items go on top; the loaded ones stay). */
  refresh: () => void;
};

/** First pages a route loader has just asked for, by query and variables. */
const askedByLoader = new WeakMap<DocumentNode, Set<string>>();

/**
 * Asks for a list's first page from its route loader, so that it travels while the page's code
 * and its other queries load: the phone's first screen waits one round trip less. The page's
 * `useCursorList` with the same variables then reads the answer instead of asking again.
 */
export function preloadFirstPage<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
) {
  const asked = askedByLoader.get(query) ?? new Set<string>();
  asked.add(JSON.stringify(variables));
  askedByLoader.set(query, asked);
  // A failure is the page's to show: its own query shares this request, or asks again.
  void apolloClient
    .query({ query: query as TypedDocumentNode<TData, OperationVariables>, variables, fetchPolicy: 'network-only' })
    .catch(() => undefined);
}

/**
 * A paged list query (`first`/`after` variables): cached pages show at once and the first
 * page is asked again in the background, so a returning member sees new posts on top (unless
 * the route's loader has just asked for it: `preloadFirstPage`).
 */
export function useCursorList<TData, TVariables extends OperationVariables & { first?: number | null; after?: string | null }, Item>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  pageOf: (data: TData) => Page<Item>,
): CursorList<Item> {
  const key = JSON.stringify(variables);
  const [preloaded] = useState(() => askedByLoader.get(query)?.has(key) ?? false);
  // Once: a later visit to the same list asks again in the background, as usual.
  useEffect(() => {
    if (preloaded) askedByLoader.get(query)?.delete(key);
  }, [preloaded, query, key]);
  const { data, loading, error, fetchMore, refetch } = useQuery(query as TypedDocumentNode<TData, OperationVariables>, {
    variables,
    fetchPolicy: preloaded ? 'cache-first' : 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<Error | null>(null);
  const page = data ? pageOf(data as TData) : null;
  const endCursor = page?.endCursor ?? null;
  const hasNextPage = page?.hasNextPage ?? false;

  const loadMore = useCallback(async () => {
    if (!hasNextPage || loadingMore) return;
    setLoadingMore(true);
    setMoreError(null);
    try {
      await fetchMore({ variables: { after: endCursor } });
    } catch (failure) {
      console.error(failure);
      setMoreError(failure instanceof Error ? failure : new Error(String(failure)));
    } finally {
      setLoadingMore(false);
    }
  }, [endCursor, fetchMore, hasNextPage, loadingMore]);

  const retry = useCallback(() => {
    setMoreError(null);
    void refetch().catch(() => undefined);
  }, [refetch]);

  return {
    items: page?.items ?? null,
    hasNextPage,
    loading,
    loadingMore,
    error: error ?? moreError,
    loadMore,
    retry,
    refresh: retry,
  };
}
