import { useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type Row,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ChevronLeft, ChevronRight, RotateCw, Search } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button-classes';
import { ErrorMessage } from '@/components/ui/error-message';
import { Spinner } from '@/components/ui/spinner';
import type { AdminTableName, TableInput } from '@/gql/graphql';
import { useMediaQuery } from '@/lib/use-media-query';
import { ExportButton } from './export-button';
import { TableCards } from './table-cards';
import { AdminTableCountQuery } from './table-count-query';
import {
  ariaSort,
  PAGE_SIZE_OPTIONS,
  pagerText,
  pageSizeLabel,
  resultsText,
  showPageSizeSelector,
  showPagination,
  SORT_COLUMN,
  WIDE_TABLE_QUERY,
  type TableCountValue,
} from './table-rules';
import { TableSelect, type TableSelectOption } from './table-select';
import type { AllowedValues, FilterSpec } from './table-url';
import { useTableState, type TableState } from './use-table-state';

/** One cursor page, as every admin table query answers it. */
export type TablePage<T> = { items: readonly T[]; hasNextPage: boolean; endCursor?: string | null };

/** A per-column filter: one value at a time, or none ('All'). */
export type TableFilter = {
  column: string;
  label: string;
  options: readonly TableSelectOption[];
  /**
   * Every value the column takes, which a URL may ask for; by default the options' values.
   * For options that load from the server (they are empty until then).
   */
  values?: AllowedValues;
};

/** What a row's action cells get: `refetch` reloads the page shown (e.g. after a delete). */
export type RowTools = { refetch: () => Promise<unknown> };

type DataTableProps<TData, T> = {
  /** The table's accessible name, e.g. 'Posts'. */
  label: string;
  /** Which table it is, for its count (`adminTableCount`). */
  table: AdminTableName;
  /** A GraphQL table query taking `$query: TableInput!`. */
  document: TypedDocumentNode<TData, { query: TableInput }>;
  /** The page in the query's answer. */
  pick: (data: TData) => TablePage<T>;
  columns: ColumnDef<T>[];
  /** The buttons of a row (open, edit, delete…), in a last 'Actions' column. */
  actions?: (row: T, tools: RowTools) => ReactNode;
  filters?: readonly TableFilter[];
  searchLabel?: string;
  /** The REST export path (`admin/post/export`); no Export button without it (spec §2). */
  exportPath?: string;
  exportFileName?: string;
  /** A row click (and Enter on a focused row). */
  onRowOpen?: (row: T) => void;
  /** What a row open does, for screen readers, e.g. 'Open the post'. */
  rowOpenHint?: string;
  getRowId: (row: T) => string;
  /**
   * Actions on the rows she ticks (a checkbox per row, and one for the whole page): given the
   * selected rows and `done`, which clears the selection and reloads the page and its count.
   */
  bulkActions?: (selected: T[], done: () => Promise<unknown>) => ReactNode;
  /** A row as its checkbox names it, e.g. 'report by WiseCreek515'. */
  rowName?: (row: T) => string;
};

/** The id of the first column when rows can be selected. */
const SELECT_COLUMN = 'select';
const NOTHING_SELECTED: ReadonlySet<string> = new Set();

/** Interactive things inside a row handle their own clicks. */
const INTERACTIVE = 'a, button, input, select, textarea, [role="button"], [role="combobox"]';

/** The id of the last column, which holds a row's buttons. */
const ACTIONS_COLUMN = 'actions';

/** The URL values each filter may take (`table-url.ts`). */
const filterSpec = (filters: readonly TableFilter[]): FilterSpec =>
  Object.fromEntries(filters.map((filter) => [filter.column, filter.values ?? filter.options.map((option) => option.value)]));

/** Brings the table's top into view after a page move, unless it is in view already. */
function scrollToTop(section: HTMLElement | null) {
  if (!section) return;
  const margin = Number.parseFloat(getComputedStyle(section).scrollMarginTop) || 0;
  if (section.getBoundingClientRect().top >= margin) return;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  section.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
}

/**
 * A server-side admin table (spec §2, §9; ARCHITECTURE §9): TanStack Table in manual mode
 * over a GraphQL table query. Search, sort (Created At), filters and cursor pages are the
 * server's; the table's state is in the URL (`table-url.ts`), with the stack of cursors that
 * Previous needs. A real table from 768 px (spec §9's mobile breakpoint), a list of cards below.
 */
export function DataTable<TData, T>({
  label,
  table: tableName,
  document,
  pick,
  columns,
  actions,
  filters = [],
  searchLabel = 'Search',
  exportPath,
  exportFileName = 'export.csv',
  onRowOpen,
  rowOpenHint,
  getRowId,
  bulkActions,
  rowName = () => 'this row',
}: DataTableProps<TData, T>) {
  const id = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const wide = useMediaQuery(WIDE_TABLE_QUERY, true);
  const state = useTableState(filterSpec(filters));
  const { data, previousData, loading, error, refetch } = useQuery(document, {
    variables: { query: state.input },
    // Back-office data changes under the admin's feet (reports arrive, rows are deleted):
    // a page seen before shows at once and is then brought up to date.
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  // While the next page loads, the last one stays (dimmed), so the table does not jump.
  const answer = (data ?? previousData) as TData | undefined;
  const page = answer ? pick(answer) : null;
  const rows = page?.items ?? [];
  const hasNextPage = page?.hasNextPage ?? false;
  const position = { pageIndex: state.pageIndex, hasNextPage, rowCount: rows.length, pageSize: state.pageSize };
  // The count of the whole search: the same for every page, so it is cached across page moves.
  const counted = useQuery(AdminTableCountQuery, {
    variables: { table: tableName, query: state.countInput },
    fetchPolicy: 'cache-and-network',
  });
  const count = counted.data?.adminTableCount ?? null;
  // A deleted row changes the count too; a failed count only leaves the pager without its total.
  const tools: RowTools = {
    refetch: () => Promise.all([refetch(), counted.refetch().catch(() => undefined)]),
  };
  const movePage = (move: () => void) => {
    move();
    scrollToTop(sectionRef.current);
  };

  // The rows she ticked, on the page shown: another page, search or filter starts afresh.
  const pageKey = JSON.stringify(state.input);
  const [selection, setSelection] = useState<{ key: string; ids: ReadonlySet<string> }>({
    key: pageKey,
    ids: NOTHING_SELECTED,
  });
  const selectedIds = selection.key === pageKey ? selection.ids : NOTHING_SELECTED;
  const selectedRows = rows.filter((row) => selectedIds.has(getRowId(row)));
  const select = (ids: Iterable<string>) => setSelection({ key: pageKey, ids: new Set(ids) });
  const toggleRow = (rowId: string) =>
    select(selectedIds.has(rowId) ? [...selectedIds].filter((id) => id !== rowId) : [...selectedIds, rowId]);
  const bulkDone = async () => {
    select([]);
    await tools.refetch();
  };
  const selectColumn: ColumnDef<T> = {
    id: SELECT_COLUMN,
    header: () => <span className="sr-only">Select</span>,
    meta: { cardLabel: 'Select' },
    cell: ({ row }) => (
      <input
        type="checkbox"
        aria-label={`Select ${rowName(row.original)}`}
        checked={selectedIds.has(row.id)}
        onChange={() => toggleRow(row.id)}
        className="size-5 accent-brand-deep"
      />
    ),
  };
  const withSelection = bulkActions ? [selectColumn, ...columns] : columns;

  const allColumns: ColumnDef<T>[] = actions
    ? [
        ...withSelection,
        {
          id: ACTIONS_COLUMN,
          header: () => 'Actions',
          cell: ({ row }) => <div className="flex items-center gap-1">{actions(row.original, tools)}</div>,
        },
      ]
    : withSelection;

  // The table's state lives here and on the server; TanStack only lays out the page it is given.
  // eslint-disable-next-line react-hooks/incompatible-library -- nothing memoizes its functions
  const table = useReactTable<T>({
    data: rows as T[],
    columns: allColumns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => getRowId(row),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    enableSorting: false,
    pageCount: -1,
    state: {
      sorting: [{ id: SORT_COLUMN, desc: !state.ascending }],
      pagination: { pageIndex: state.pageIndex, pageSize: state.pageSize },
    },
  });

  const openRow = (row: Row<T>) => onRowOpen?.(row.original);
  const onRowClick = (event: MouseEvent<HTMLElement>, row: Row<T>) => {
    const target = event.target as Element;
    // Clicks in a dialog opened from the row (rendered in a portal) bubble here through React.
    if (!event.currentTarget.contains(target) || target.closest(INTERACTIVE)) return;
    openRow(row);
  };
  const onRowKeyDown = (event: KeyboardEvent<HTMLElement>, row: Row<T>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openRow(row);
    }
  };

  const firstLoad = loading && !answer;
  const searchId = `${id}-search`;
  const hintId = `${id}-row-hint`;
  const sortsByDate = columns.some((column) => column.id === SORT_COLUMN);

  return (
    // After a page move the table's top comes into view with a little room above it.
    <section ref={sectionRef} aria-label={label} className="flex min-w-0 scroll-mt-4 flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-0 flex-1 basis-56 flex-col gap-1">
          <label htmlFor={searchId} className="text-xs font-semibold text-ink-muted">
            {searchLabel}
          </label>
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-ink-muted" />
            <input
              id={searchId}
              type="search"
              value={state.searchText}
              onChange={(event) => state.setSearchText(event.target.value)}
              className="min-h-11 w-full rounded-full border border-ink/20 bg-white pr-4 pl-10 text-sm text-ink shadow-sm outline-none focus:border-brand-deep"
            />
          </div>
        </div>
        {filters.map((filter) => (
          <TableSelect
            key={filter.column}
            label={filter.label}
            options={filter.options}
            allLabel="All"
            value={state.filters[filter.column]?.[0] ?? null}
            onChange={(value) => state.setFilter(filter.column, value)}
          />
        ))}
        {sortsByDate && !wide ? (
          // On a phone the cards have no column header to sort by.
          <TableSelect
            label="Sort"
            options={sortOptions}
            value={state.ascending ? 'asc' : 'desc'}
            onChange={(value) => state.setAscending(value === 'asc')}
          />
        ) : null}
        {exportPath ? <ExportButton path={exportPath} query={state.query} fileName={exportFileName} /> : null}
      </div>
      <p aria-live="polite" className="-mt-2 min-h-5 text-sm text-ink-muted">
        {count ? resultsText(count) : null}
      </p>
      {bulkActions && rows.length > 0 ? (
        <div
          role="group"
          aria-label="Selected rows"
          className="flex flex-wrap items-center gap-3 rounded-3xl border border-blush bg-cream/60 px-4 py-3"
        >
          <label className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-ink">
            <input
              type="checkbox"
              checked={selectedRows.length === rows.length}
              ref={(input) => {
                if (input) input.indeterminate = selectedRows.length > 0 && selectedRows.length < rows.length;
              }}
              onChange={() => select(selectedRows.length === rows.length ? [] : rows.map(getRowId))}
              className="size-5 accent-brand-deep"
            />
            Select all on this page
          </label>
          <span aria-live="polite" className="text-sm text-ink-muted">
            {selectedRows.length === 0 ? 'None selected' : `${selectedRows.length} selected`}
          </span>
          {selectedRows.length > 0 ? (
            <div className="flex flex-wrap items-center gap-2">{bulkActions(selectedRows, bulkDone)}</div>
          ) : null}
        </div>
      ) : null}

      {error && !answer ? (
        <div className="flex flex-col items-start gap-3">
          <ErrorMessage title="We couldn't load this table." detail={error.message} />
          <div className="flex flex-wrap gap-2">
            <button type="button" className={buttonClasses('secondary')} onClick={() => void refetch()}>
              <RotateCw aria-hidden="true" className="size-4" />
              Try again
            </button>
            {state.pageIndex > 0 ? (
              // A link's cursors may be too old for the server: page 1 always answers.
              <button type="button" className={buttonClasses('secondary')} onClick={state.first}>
                Go to page 1
              </button>
            ) : null}
          </div>
        </div>
      ) : firstLoad ? (
        <Spinner label={`Loading ${label.toLowerCase()}…`} />
      ) : (
        <>
          {error ? <ErrorMessage title="We couldn't load this page." detail={error.message} /> : null}
          {onRowOpen && rowOpenHint ? (
            <p id={hintId} className="sr-only">
              {rowOpenHint}
            </p>
          ) : null}
          {!wide ? (
            <TableCards
              label={label}
              table={table}
              loading={loading}
              actions={actions ? (row) => actions(row.original, tools) : undefined}
              actionsColumn={ACTIONS_COLUMN}
              onRowClick={onRowOpen ? onRowClick : undefined}
              onRowKeyDown={onRowOpen ? onRowKeyDown : undefined}
              rowHintId={onRowOpen && rowOpenHint ? hintId : undefined}
            />
          ) : (
            <div
              // Should the columns not fit (a narrow desktop window), the table scrolls sideways
              // inside this box; the page never does. It is `relative` so the screen-reader-only
              // texts (absolutely placed) stay inside it too.
              role="region"
              aria-label={`${label} table`}
              tabIndex={0}
              className="relative max-w-full overflow-x-auto rounded-3xl border border-blush bg-white shadow-sm"
            >
              <table
                aria-busy={loading || undefined}
                className={`w-full border-collapse text-left text-sm transition-opacity ${loading ? 'opacity-60' : ''}`}
              >
                <caption className="sr-only">{label}</caption>
                <thead className="bg-blush/60 text-xs tracking-wide text-ink uppercase">
                  {table.getHeaderGroups().map((group) => (
                    <tr key={group.id}>
                      {group.headers.map((header) => {
                        const sortable = header.column.id === SORT_COLUMN;
                        return (
                          <th
                            key={header.id}
                            scope="col"
                            aria-sort={sortable ? ariaSort(state.ascending) : undefined}
                            className="px-2 py-3 font-bold first:pl-4 last:pr-4"
                          >
                            {header.isPlaceholder ? null : sortable ? (
                              <button
                                type="button"
                                onClick={state.toggleSort}
                                className="-mx-2 inline-flex min-h-9 items-center gap-1.5 rounded-full px-2 uppercase hover:bg-white"
                              >
                                {flexRender(header.column.columnDef.header, header.getContext())}
                                {state.ascending ? (
                                  <ArrowUp aria-hidden="true" className="size-4" />
                                ) : (
                                  <ArrowDown aria-hidden="true" className="size-4" />
                                )}
                                <span className="sr-only">
                                  {state.ascending ? ', oldest first' : ', newest first'}
                                </span>
                              </button>
                            ) : (
                              flexRender(header.column.columnDef.header, header.getContext())
                            )}
                          </th>
                        );
                      })}
                    </tr>
                  ))}
                </thead>
                <tbody>
                  {table.getRowModel().rows.length === 0 ? (
                    <tr>
                      <td colSpan={allColumns.length} className="px-4 py-10 text-center text-ink-muted">
                        No results found.
                      </td>
                    </tr>
                  ) : (
                    table.getRowModel().rows.map((row) => (
                      <tr
                        key={row.id}
                        tabIndex={onRowOpen ? 0 : undefined}
                        aria-describedby={onRowOpen && rowOpenHint ? hintId : undefined}
                        onClick={onRowOpen ? (event) => onRowClick(event, row) : undefined}
                        onKeyDown={onRowOpen ? (event) => onRowKeyDown(event, row) : undefined}
                        className={`border-t border-blush align-top ${
                          onRowOpen ? 'cursor-pointer hover:bg-cream focus-visible:bg-cream' : ''
                        }`}
                      >
                        {row.getVisibleCells().map((cell) => (
                          <td key={cell.id} className="px-2 py-3 text-ink first:pl-4 last:pr-4">
                            {flexRender(cell.column.columnDef.cell, cell.getContext())}
                          </td>
                        ))}
                      </tr>
                    ))
                  )}
                </tbody>
              </table>
            </div>
          )}
          <Pagination
            state={state}
            showPages={showPagination(position)}
            showSizes={showPageSizeSelector(position)}
            hasNextPage={hasNextPage}
            endCursor={page?.endCursor ?? null}
            loading={loading}
            count={count}
            movePage={movePage}
          />
        </>
      )}
    </section>
  );
}

const sizeOptions = PAGE_SIZE_OPTIONS.map((size) => ({ value: String(size), label: pageSizeLabel(size) }));
const sortOptions = [
  { value: 'desc', label: 'Newest first' },
  { value: 'asc', label: 'Oldest first' },
];

function Pagination({
  state,
  showPages,
  showSizes,
  hasNextPage,
  endCursor,
  loading,
  count,
  movePage,
}: {
  state: TableState;
  showPages: boolean;
  showSizes: boolean;
  hasNextPage: boolean;
  endCursor: string | null;
  loading: boolean;
  count: TableCountValue | null;
  /** Runs a page move, then brings the table's top into view. */
  movePage: (move: () => void) => void;
}) {
  if (!showPages && !showSizes) return null;
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      {showSizes ? (
        <TableSelect
          label="Rows per page"
          options={sizeOptions}
          value={String(state.pageSize)}
          onChange={(value) => state.setPageSize(Number(value ?? PAGE_SIZE_OPTIONS[0]))}
        />
      ) : (
        <span />
      )}
      {showPages ? (
        // On a phone the page's number goes above the two buttons, which then fit beside each other.
        <nav aria-label="Pages" className="flex w-full flex-wrap items-center justify-between gap-2 sm:w-auto">
          <button
            type="button"
            onClick={() => movePage(state.previous)}
            disabled={state.pageIndex === 0 || loading}
            className={`${buttonClasses('secondary')} px-4 disabled:opacity-50`}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
            Previous
          </button>
          <span
            aria-live="polite"
            className="order-first w-full px-2 text-center text-sm font-semibold whitespace-nowrap text-ink sm:order-none sm:w-auto"
          >
            {pagerText(state.pageIndex, state.pageSize, count)}
          </span>
          <button
            type="button"
            onClick={() => endCursor && movePage(() => state.next(endCursor))}
            disabled={!hasNextPage || !endCursor || loading}
            className={`${buttonClasses('secondary')} px-4 disabled:opacity-50`}
          >
            Next
            <ChevronRight aria-hidden="true" className="size-4" />
          </button>
        </nav>
      ) : null}
    </div>
  );
}
