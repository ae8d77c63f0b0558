import { format } from 'date-fns';

/** Spec §9: the page sizes an admin table offers, and the one it starts with. */
export const PAGE_SIZE_OPTIONS = [10, 20, 30, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** Spec §9: the search box waits this long after the last key before asking the server. */
export const SEARCH_DEBOUNCE_MS = 500;
/** The only column the server sorts by (ARCHITECTURE §9). */
export const SORT_COLUMN = 'createdAt';

/** How a page size reads in its selector (spec §9). */
export const pageSizeLabel = (size: number) => `${size} per page`;

/**
 * Spec §9 "Mobile breakpoint" (Tailwind's `md`): narrower than this, each row of an admin table
 * is a card, since the tables have six to eight columns and a phone shows two or three.
 */
export const WIDE_TABLE_QUERY = '(min-width: 768px)';

/**
 * Where the table is among its cursor pages. Paging needs no total: the server says whether
 * another page follows (the count, asked separately, only feeds the pager's text).
 */
export type PagePosition = {
  /** 0 for the first page. */
  pageIndex: number;
  hasNextPage: boolean;
  /** Rows on the page shown. */
  rowCount: number;
  pageSize: number;
};

/** Spec §9: pagination is hidden when everything fits on one page. */
export function showPagination({ pageIndex, hasNextPage }: PagePosition): boolean {
  return pageIndex > 0 || hasNextPage;
}

/**
 * Spec §9: the page-size selector is hidden when the data is shorter than the page size, i.e.
 * all of it is on the first page with room to spare. (On a later page the data is longer than
 * what is shown, so the selector stays.)
 */
export function showPageSizeSelector({ pageIndex, hasNextPage, rowCount, pageSize }: PagePosition): boolean {
  return pageIndex > 0 || hasNextPage || rowCount >= pageSize;
}

/** `adminTableCount`: how many rows match, exactly up to the server's limit, past it that limit. */
export type TableCountValue = { count: number; exact: boolean };

const numberFormat = new Intl.NumberFormat('en-US');

/**
 * The pager's text: 'Page 2 of 7', 'Page 2 of 500+' past the count's limit, or 'Page 2' while the
 * count is loading or failed. A count older than the pages (rows added meanwhile) never says
 * fewer pages than the one shown.
 */
export function pagerText(pageIndex: number, pageSize: number, count: TableCountValue | null): string {
  const page = pageIndex + 1;
  if (!count) return `Page ${numberFormat.format(page)}`;
  const pages = Math.max(1, Math.ceil(count.count / pageSize), page);
  return `Page ${numberFormat.format(page)} of ${numberFormat.format(pages)}${count.exact ? '' : '+'}`;
}

/** How many rows match, for the table's polite summary: '1 result', '1,234 results', '10,000+ results'. */
export function resultsText({ count, exact }: TableCountValue): string {
  if (count === 0 && exact) return 'No results';
  return `${numberFormat.format(count)}${exact ? '' : '+'} ${count === 1 && exact ? 'result' : 'results'}`;
}

/** The chosen value of each filter, by column name (`isShadowBanned` → `['Yes']`). */
export type FilterValues = Record<string, readonly string[]>;

/** What the screen asks for, apart from the page. */
export type TableQueryState = {
  search: string;
  /** Oldest first when true. */
  ascending: boolean;
  filters: FilterValues;
};

/** The GraphQL `TableInput` (schema.graphql) for one page. */
export type TableInputValue = {
  search: string | null;
  sort: string;
  ascending: boolean;
  filters: { column: string; values: string[] }[];
  first: number;
  after: string | null;
};

/** The filters that restrict something, in a stable order (filters without values are left out). */
function activeFilters(filters: FilterValues) {
  return Object.keys(filters)
    .sort()
    .map((column) => ({ column, values: (filters[column] ?? []).filter((value) => value !== '') }))
    .filter((filter) => filter.values.length > 0);
}

/** The table's state → the server's `TableInput`. Blank search means no search. */
export function toTableInput(
  state: TableQueryState,
  page: { first: number; after: string | null },
): TableInputValue {
  const search = state.search.trim();
  return {
    search: search === '' ? null : search,
    sort: SORT_COLUMN,
    ascending: state.ascending,
    filters: activeFilters(state.filters),
    first: page.first,
    after: page.after,
  };
}

/**
 * The `TableInput` of the table's count: the page's without `first` and `after`, so one cached
 * count serves every page of a search.
 */
export function toCountInput(state: TableQueryState): Omit<TableInputValue, 'first' | 'after'> {
  const { search, sort, ascending, filters } = toTableInput(state, { first: 0, after: null });
  return { search, sort, ascending, filters };
}

/**
 * The REST query string of an export (`GET /api/admin/<entity>/export?…`): the same search,
 * sort and filters as the screen, without the page (export takes every matching row):
 * `search=…&sort=createdAt&order=asc|desc&<column>=v1,v2`.
 */
export function exportQueryString(state: TableQueryState): string {
  const params = new URLSearchParams();
  const search = state.search.trim();
  if (search !== '') params.set('search', search);
  params.set('sort', SORT_COLUMN);
  params.set('order', state.ascending ? 'asc' : 'desc');
  for (const { column, values } of activeFilters(state.filters)) params.set(column, values.join(','));
  return params.toString();
}

/** The REST path of an export with the screen's search, sort and filters. */
export function exportUrl(path: string, query: TableQueryState): string {
  return `${path}?${exportQueryString(query)}`;
}

/** The text of a failed export: the server's `{error}` (e.g. 'There is nothing to export.'), spec §8. */
export function exportErrorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong...';
}

/** The options of a Yes/No column's filter. */
export const YES_NO_OPTIONS = [
  { value: 'Yes', label: 'Yes' },
  { value: 'No', label: 'No' },
] as const;

/** `aria-sort` of the sorted column header. */
export const ariaSort = (ascending: boolean) => (ascending ? 'ascending' : 'descending');

// ---- Cell texts (spec §2 "Admin screens") ----

/** Spec §2: a long date with time ("November 23rd, 2026 at 6:29 PM"); empty when unreadable. */
export function longDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format(date, 'PPPp');
}

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** The text, else 'N/A' (blank counts as missing). */
export const orNA = (value: string | null | undefined) => (value && value.trim() !== '' ? value : 'N/A');

/** Last Login: the date, else 'Never'. */
export const lastLoginText = (iso: string | null | undefined) => (iso ? longDate(iso) : 'Never');

/** Topics: their titles joined by ', ', else 'N/A'. */
export const topicsText = (topics: readonly { title: string }[]) =>
  topics.length > 0 ? topics.map((topic) => topic.title).join(', ') : 'N/A';

/** A person who may have deleted her account since. */
export const personName = (person: { username: string } | null | undefined, missing = 'Deleted user') =>
  person?.username || missing;
