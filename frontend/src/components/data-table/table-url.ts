import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, type FilterValues } from './table-rules';

/**
 * An admin table's state as its URL keeps it (issue 22), so a reload, Back and Forward and a
 * shared link show the same view:
 *
 *     /admin/posts?q=cramps&isShadowBanned=Yes&order=asc&size=20&after=MTc…&after=MTc…
 *
 * - `q`: the search (trimmed);
 * - one parameter per filter, named after its column, its value as the server takes it
 *   (repeated for several values);
 * - `order=asc` for oldest first;
 * - `size`: the page size, one of the offered sizes;
 * - `after`, repeated: the stack of cursors, `after[i]` being the server's `endCursor` of
 *   page i + 1. Pages are cursor pages (there is no `before`), so Previous needs every cursor
 *   before the page shown: their number is the page index, the last one is the page's `after`.
 *
 * Defaults are left out, so a table as it first opens has a clean URL. Anything else is
 * ignored: unknown parameters (and left alone when writing), a filter value the column does
 * not take, an unknown size or order, and the whole cursor stack if any cursor is not a
 * base64url string as the server writes them (the table then opens at page 1).
 */
export type TableUrlState = {
  search: string;
  /** Oldest first when true. */
  ascending: boolean;
  filters: FilterValues;
  pageSize: number;
  /** The cursors of the pages before the one shown: `[]` on page 1. */
  cursors: readonly string[];
};

/** Which filter columns a table has, and the values each may take (anything else is ignored). */
/** Each filter column's values a URL may ask for: a list, or a test for values that load later (ids). */
export type AllowedValues = readonly string[] | ((value: string) => boolean);
export type FilterSpec = Readonly<Record<string, AllowedValues>>;

const allows = (allowed: AllowedValues, value: string) =>
  typeof allowed === 'function' ? allowed(value) : allowed.includes(value);

export const TABLE_PARAMS = { search: 'q', order: 'order', size: 'size', after: 'after' } as const;
const RESERVED: ReadonlySet<string> = new Set(Object.values(TABLE_PARAMS));

/** A cursor as the server writes it: unpadded base64url (`common::page::Cursor::encode`). */
const CURSOR = /^[A-Za-z0-9_-]{1,200}$/;
/**
 * The deepest page a URL may open (its cursors make the URL longer by ~60 characters a page).
 * 1,000 pages of 10 are the 10,000 rows the count goes up to.
 */
export const MAX_PAGE_DEPTH = 1000;

export const DEFAULT_TABLE_URL_STATE: TableUrlState = {
  search: '',
  ascending: false,
  filters: {},
  pageSize: DEFAULT_PAGE_SIZE,
  cursors: [],
};

const isPageSize = (value: number) => (PAGE_SIZE_OPTIONS as readonly number[]).includes(value);

/** The filter columns whose names do not clash with the table's own parameters, in a stable order. */
const filterColumns = (spec: FilterSpec) =>
  Object.keys(spec)
    .filter((column) => !RESERVED.has(column))
    .sort();

/** The table state a URL's query parameters describe; defaults for whatever is missing or wrong. */
export function parseTableParams(params: URLSearchParams, spec: FilterSpec): TableUrlState {
  const filters: Record<string, string[]> = {};
  for (const column of filterColumns(spec)) {
    const allowed = spec[column] ?? [];
    const values = [...new Set(params.getAll(column))].filter((value) => allows(allowed, value));
    if (values.length > 0) filters[column] = values;
  }
  const sizeText = params.get(TABLE_PARAMS.size) ?? '';
  const size = /^\d{1,3}$/.test(sizeText) ? Number(sizeText) : DEFAULT_PAGE_SIZE;
  const cursors = params.getAll(TABLE_PARAMS.after);
  return {
    search: params.get(TABLE_PARAMS.search)?.trim() ?? '',
    ascending: params.get(TABLE_PARAMS.order) === 'asc',
    filters,
    pageSize: isPageSize(size) ? size : DEFAULT_PAGE_SIZE,
    cursors: cursors.length <= MAX_PAGE_DEPTH && cursors.every((cursor) => CURSOR.test(cursor)) ? cursors : [],
  };
}

/**
 * `params` with the table's parameters replaced by `state`'s (defaults left out); parameters
 * that are not the table's stay as they were.
 */
export function writeTableParams(params: URLSearchParams, state: TableUrlState, spec: FilterSpec): URLSearchParams {
  const columns = filterColumns(spec);
  const next = new URLSearchParams();
  for (const [key, value] of params) {
    if (!RESERVED.has(key) && !columns.includes(key)) next.append(key, value);
  }
  const search = state.search.trim();
  if (search !== '') next.set(TABLE_PARAMS.search, search);
  for (const column of columns) {
    for (const value of new Set(state.filters[column] ?? [])) {
      if (value !== '') next.append(column, value);
    }
  }
  if (state.ascending) next.set(TABLE_PARAMS.order, 'asc');
  if (state.pageSize !== DEFAULT_PAGE_SIZE && isPageSize(state.pageSize)) {
    next.set(TABLE_PARAMS.size, String(state.pageSize));
  }
  for (const cursor of state.cursors) next.append(TABLE_PARAMS.after, cursor);
  return next;
}

// ---- What each control does to the state: anything but a page move starts again at page 1. ----

export const withSearch = (state: TableUrlState, search: string): TableUrlState =>
  search.trim() === state.search ? state : { ...state, search: search.trim(), cursors: [] };

export const withAscending = (state: TableUrlState, ascending: boolean): TableUrlState =>
  ascending === state.ascending ? state : { ...state, ascending, cursors: [] };

/** One value of a filter, or none (`null`, 'All'). */
export function withFilter(state: TableUrlState, column: string, value: string | null): TableUrlState {
  const current = state.filters[column] ?? [];
  const unchanged = value === null || value === '' ? current.length === 0 : current.length === 1 && current[0] === value;
  if (unchanged) return state;
  const filters: Record<string, readonly string[]> = { ...state.filters };
  if (value === null || value === '') delete filters[column];
  else filters[column] = [value];
  return { ...state, filters, cursors: [] };
}

export const withPageSize = (state: TableUrlState, pageSize: number): TableUrlState =>
  pageSize === state.pageSize ? state : { ...state, pageSize, cursors: [] };

/** The page after the one shown, which ended at `endCursor`. */
export const nextPage = (state: TableUrlState, endCursor: string): TableUrlState => ({
  ...state,
  cursors: [...state.cursors, endCursor],
});

export const previousPage = (state: TableUrlState): TableUrlState => ({ ...state, cursors: state.cursors.slice(0, -1) });

export const firstPage = (state: TableUrlState): TableUrlState => ({ ...state, cursors: [] });
