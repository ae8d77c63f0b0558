import { useEffect, useLayoutEffect, useState } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';
import { useDebouncedCallback } from 'use-debounce';
import {
  SEARCH_DEBOUNCE_MS,
  toCountInput,
  toTableInput,
  type TableInputValue,
  type TableQueryState,
} from './table-rules';
import {
  firstPage,
  nextPage,
  parseTableParams,
  previousPage,
  withAscending,
  withFilter,
  withPageSize,
  withSearch,
  writeTableParams,
  type FilterSpec,
  type TableUrlState,
} from './table-url';

/**
 * The URL's query parameters as of the last commit. React Router changes the location in a
 * transition, which React may render and throw away when an urgent update comes in; Apollo's
 * `useQuery` starts the request for new variables during the render, and its own urgent update
 * then rendered the old location again, which asked for the old variables: a loop of requests
 * alternating between two pages. Rendering the new parameters only after they are committed
 * (before the browser paints) keeps the query's variables in step with what is shown.
 */
function useCommittedParams(params: URLSearchParams): URLSearchParams {
  const search = params.toString();
  const [committed, setCommitted] = useState(search);
  // The second render is the point: it is an urgent one, after the commit.
  // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
  useLayoutEffect(() => setCommitted(search), [search]);
  return committed === search ? params : new URLSearchParams(committed);
}

/**
 * The state of a server-side table, kept in the URL (`table-url.ts`): the search, the sort
 * direction, the filters, the page size and the stack of cursors (cursor pages have no numbers
 * of their own). The search box's text is the field's own; the URL follows it 500 ms after the
 * last key, replacing its history entry, so typing leaves no trail in the history. Sort, filters,
 * size and pages push an entry, so Back undoes them (a page move goes back a page). Back,
 * Forward or a link change the field with the URL.
 */
export function useTableState(spec: FilterSpec) {
  const [latest, setParams] = useSearchParams();
  const params = useCommittedParams(latest);
  const state = parseTableParams(params, spec);

  // What the field shows; the search it last put in the URL; the URL's search it last followed.
  const [searchText, setText] = useState(state.search);
  const [written, setWritten] = useState(state.search);
  const [followed, setFollowed] = useState(state.search);
  if (state.search !== followed) {
    setFollowed(state.search);
    // Not when it is the field's own search arriving: she may have typed on meanwhile.
    if (state.search !== written) {
      setText(state.search);
      setWritten(state.search);
    }
  }

  /** Writes what `change` makes of the URL's state now; nothing when the URL stays the same. */
  const update = (change: (current: TableUrlState) => TableUrlState, replace = false) => {
    const next = writeTableParams(params, change(parseTableParams(params, spec)), spec);
    if (next.toString() === params.toString()) return;
    // A query change is not a new page: the app's scroll reset leaves it alone.
    setParams(next, { replace, preventScrollReset: true });
  };
  const writeSearch = useDebouncedCallback((text: string) => {
    setWritten(text.trim());
    update((current) => withSearch(current, text), true);
  }, SEARCH_DEBOUNCE_MS);
  // She left for another page (an item's link) before the search was written: writing it now
  // would replace the page she is going to with this one.
  const { pathname } = useLocation();
  const leaving = useNavigation().location?.pathname;
  useEffect(() => {
    if (leaving && leaving !== pathname) writeSearch.cancel();
  }, [leaving, pathname, writeSearch]);

  const query: TableQueryState = { search: state.search, ascending: state.ascending, filters: state.filters };
  const pageIndex = state.cursors.length;
  const input: TableInputValue = toTableInput(query, {
    first: state.pageSize,
    after: state.cursors[pageIndex - 1] ?? null,
  });

  return {
    /** The search box's text. */
    searchText,
    setSearchText: (text: string) => {
      setText(text);
      writeSearch(text);
    },
    ascending: state.ascending,
    setAscending: (ascending: boolean) => update((current) => withAscending(current, ascending)),
    toggleSort: () => update((current) => withAscending(current, !current.ascending)),
    filters: state.filters,
    setFilter: (column: string, value: string | null) => update((current) => withFilter(current, column, value)),
    pageSize: state.pageSize,
    setPageSize: (size: number) => update((current) => withPageSize(current, size)),
    /** 0 for the first page. */
    pageIndex,
    /** Moves to the page after `endCursor`. */
    next: (endCursor: string) => update((current) => nextPage(current, endCursor)),
    previous: () => update(previousPage),
    first: () => update(firstPage),
    /** What the screen shows, without the page: for the export. */
    query,
    /** The GraphQL `TableInput` of the page shown. */
    input,
    /** The GraphQL `TableInput` of the count: no `first` or `after`, one count for every page. */
    countInput: toCountInput(query),
  };
}

export type TableState = ReturnType<typeof useTableState>;
