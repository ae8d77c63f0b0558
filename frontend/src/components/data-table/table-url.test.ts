import {
  DEFAULT_TABLE_URL_STATE,
  firstPage,
  MAX_PAGE_DEPTH,
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

const spec: FilterSpec = { isShadowBanned: ['Yes', 'No'], status: ['delivered', 'flagged', 'completed'] };
const parse = (query: string) => parseTableParams(new URLSearchParams(query), spec);
const write = (state: TableUrlState, query = '') => writeTableParams(new URLSearchParams(query), state, spec).toString();

// Cursors as the server writes them: unpadded base64url of `<micros>.<id>`.
const c1 = 'MTc2NzIyNTYwMDAwMDAwMC42NWExYjJjM2Q0ZTVmNjA3MTgyOTNhNGI';
const c2 = 'MTc2NzIyNTUwMDAwMDAwMC42NWExYjJjM2Q0ZTVmNjA3MTgyOTNhNGM';

describe('the table state in the URL', () => {
  it('reads a clean URL as the table as it first opens, and writes it back clean', () => {
    expect(parse('')).toEqual(DEFAULT_TABLE_URL_STATE);
    expect(write(DEFAULT_TABLE_URL_STATE)).toBe('');
  });

  it('round-trips search, filters, order, size and the cursor stack', () => {
    const state: TableUrlState = {
      search: 'cramps & sleep',
      ascending: true,
      filters: { isShadowBanned: ['Yes'], status: ['flagged'] },
      pageSize: 20,
      cursors: [c1, c2],
    };
    const query = write(state);
    expect(query).toBe(`q=cramps+%26+sleep&isShadowBanned=Yes&status=flagged&order=asc&size=20&after=${c1}&after=${c2}`);
    expect(parse(query)).toEqual(state);
  });

  it('leaves the defaults out', () => {
    expect(write({ ...DEFAULT_TABLE_URL_STATE, search: '  ', ascending: false, pageSize: 10, filters: { status: [] } })).toBe('');
    expect(parse('order=desc&size=10&q=')).toEqual(DEFAULT_TABLE_URL_STATE);
  });

  it('trims the search', () => {
    expect(parse('q=%20%20pain%20').search).toBe('pain');
    expect(write({ ...DEFAULT_TABLE_URL_STATE, search: ' pain ' })).toBe('q=pain');
  });

  it('ignores sizes, orders and filter values the table does not offer', () => {
    expect(parse('size=7&order=sideways&status=deleted&isShadowBanned=yes&isShadowBanned=No')).toEqual({
      ...DEFAULT_TABLE_URL_STATE,
      filters: { isShadowBanned: ['No'] },
    });
    expect(parse('size=abc').pageSize).toBe(10);
    expect(parse('size=1e2').pageSize).toBe(10);
    expect(parse('size=%2020').pageSize).toBe(10);
    expect(parse('size=100').pageSize).toBe(100);
  });

  it('opens page 1 when any cursor is not one the server writes, or the stack is too deep', () => {
    expect(parse(`after=${c1}&after=not%20a%20cursor`).cursors).toEqual([]);
    expect(parse(`after=${c1}&after=`).cursors).toEqual([]);
    expect(parse('after=abc%2Bdef%3D').cursors).toEqual([]);
    expect(parse(`after=${'a'.repeat(201)}`).cursors).toEqual([]);
    const deep = new URLSearchParams(Array.from({ length: MAX_PAGE_DEPTH + 1 }, () => ['after', c1]));
    expect(parseTableParams(deep, spec).cursors).toEqual([]);
    deep.delete('after');
    expect(parseTableParams(deep, spec).cursors).toEqual([]);
  });

  it("keeps other parameters as they are, and ignores filters that clash with the table's own", () => {
    expect(parse('tab=2&utm=x').filters).toEqual({});
    expect(write({ ...DEFAULT_TABLE_URL_STATE, search: 'x' }, 'tab=2&q=old&after=zzz&status=flagged')).toBe('tab=2&q=x');
    const clashing: FilterSpec = { q: ['a'], size: ['20'] };
    expect(parseTableParams(new URLSearchParams('q=a&size=20'), clashing)).toEqual({
      ...DEFAULT_TABLE_URL_STATE,
      search: 'a',
      pageSize: 20,
    });
  });

  it('drops duplicate filter values', () => {
    expect(parse('status=flagged&status=flagged').filters).toEqual({ status: ['flagged'] });
    expect(write({ ...DEFAULT_TABLE_URL_STATE, filters: { status: ['flagged', 'flagged', ''] } })).toBe('status=flagged');
  });
});

describe('what the controls do to the state', () => {
  const onPage3: TableUrlState = { ...DEFAULT_TABLE_URL_STATE, search: 'pain', cursors: [c1, c2] };

  it('starts again at page 1 on a new search, order, filter or size', () => {
    expect(withSearch(onPage3, 'cramps').cursors).toEqual([]);
    expect(withAscending(onPage3, true).cursors).toEqual([]);
    expect(withFilter(onPage3, 'status', 'flagged')).toMatchObject({ filters: { status: ['flagged'] }, cursors: [] });
    expect(withPageSize(onPage3, 50)).toMatchObject({ pageSize: 50, cursors: [] });
  });

  it('keeps the page when nothing changes (a trailing space, the same filter)', () => {
    expect(withSearch(onPage3, ' pain ')).toBe(onPage3);
    expect(withAscending(onPage3, false)).toBe(onPage3);
    expect(withFilter(onPage3, 'status', null)).toBe(onPage3);
    expect(withPageSize(onPage3, 10)).toBe(onPage3);
    const filtered = { ...onPage3, filters: { status: ['flagged'] } };
    expect(withFilter(filtered, 'status', 'flagged')).toBe(filtered);
  });

  it("takes a filter out with 'All'", () => {
    const filtered = { ...onPage3, filters: { status: ['flagged'], isShadowBanned: ['Yes'] } };
    expect(withFilter(filtered, 'status', null).filters).toEqual({ isShadowBanned: ['Yes'] });
  });

  it('pushes and pops cursors for Next and Previous', () => {
    const page2 = nextPage(DEFAULT_TABLE_URL_STATE, c1);
    expect(page2.cursors).toEqual([c1]);
    expect(nextPage(page2, c2).cursors).toEqual([c1, c2]);
    expect(previousPage(onPage3).cursors).toEqual([c1]);
    expect(previousPage(DEFAULT_TABLE_URL_STATE).cursors).toEqual([]);
    expect(firstPage(onPage3)).toEqual({ ...onPage3, cursors: [] });
  });
});
