import { useState } from 'react';
import { useDebounce } from 'use-debounce';
import {
  DEFAULT_PAGE_SIZE,
  SEARCH_DEBOUNCE_MS,
  toTableInput,
  type FilterValues,
  type TableInputValue,
  type TableQueryState,
} from './table-rules';

/** Which page of which query: the cursors go back to the start when the query changes. */
type Pages = { key: string; cursors: (string | null)[] };

/**
 * The state of a server-side table: the search text (sent 500 ms after the last key), the
 * sort direction, the filters, the page size, and a stack of cursors (`cursors[i]` is the
 * `after` of page i), because cursor pages have no numbers of their own.
 */
export function useTableState() {
  const [searchText, setSearchText] = useState('');
  const [search] = useDebounce(searchText, SEARCH_DEBOUNCE_MS);
  const [ascending, setAscending] = useState(false);
  const [filters, setFilters] = useState<FilterValues>({});
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);

  const query: TableQueryState = { search, ascending, filters };
  // A different search, sort, filter or size starts again at page 1.
  const key = JSON.stringify([search.trim(), ascending, filters, pageSize]);
  const [pages, setPages] = useState<Pages>({ key, cursors: [null] });
  const cursors = pages.key === key ? pages.cursors : [null];
  const pageIndex = cursors.length - 1;
  const input: TableInputValue = toTableInput(query, { first: pageSize, after: cursors[pageIndex] ?? null });

  return {
    searchText,
    setSearchText,
    ascending,
    toggleSort: () => setAscending((value) => !value),
    filters,
    setFilter: (column: string, value: string | null) =>
      setFilters((current) => ({ ...current, [column]: value === null ? [] : [value] })),
    pageSize,
    setPageSize,
    pageIndex,
    /** Moves to the page after `endCursor`. */
    next: (endCursor: string) => setPages({ key, cursors: [...cursors, endCursor] }),
    previous: () => setPages({ key, cursors: cursors.length > 1 ? cursors.slice(0, -1) : cursors }),
    /** What the screen shows, without the page: for the export. */
    query,
    /** The GraphQL `TableInput` of the page shown. */
    input,
  };
}

export type TableState = ReturnType<typeof useTableState>;
