import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { refreshingFetchPolicy } from '@/lib/early-answers';

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

/**
 * A paged list query (`first`/`after` variables): cached pages show at once and the first
 * page is asked again in the background, so a returning member sees new posts on top (not
 * when the page loaded it from an early answer a moment ago).
 */
export function useCursorList<TData, TVariables extends OperationVariables & { first?: number | null; after?: string | null }, Item>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  pageOf: (data: TData) => Page<Item>,
): CursorList<Item> {
  const [fetchPolicy] = useState(() => refreshingFetchPolicy(query, variables));
  const { data, loading, error, fetchMore, refetch } = useQuery(query as TypedDocumentNode<TData, OperationVariables>, {
    variables,
    fetchPolicy,
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
