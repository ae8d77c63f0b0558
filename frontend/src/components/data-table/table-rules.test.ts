import {
  DEFAULT_PAGE_SIZE,
  exportErrorText,
  exportQueryString,
  exportUrl,
  lastLoginText,
  longDate,
  orNA,
  PAGE_SIZE_OPTIONS,
  pagerText,
  pageSizeLabel,
  personName,
  resultsText,
  showPageSizeSelector,
  showPagination,
  toCountInput,
  toTableInput,
  topicsText,
  yesNo,
} from './table-rules';
import { ApiError } from '@/lib/api-error';

describe('page sizes (spec §9)', () => {
  it('offers 10, 20, 30, 50 and 100 per page, 10 first', () => {
    expect(PAGE_SIZE_OPTIONS).toEqual([10, 20, 30, 50, 100]);
    expect(DEFAULT_PAGE_SIZE).toBe(10);
    expect(PAGE_SIZE_OPTIONS.map(pageSizeLabel)).toEqual([
      '10 per page',
      '20 per page',
      '30 per page',
      '50 per page',
      '100 per page',
    ]);
  });
});

describe('pagination visibility (spec §9)', () => {
  const at = (pageIndex: number, hasNextPage: boolean, rowCount: number, pageSize = 10) => ({
    pageIndex,
    hasNextPage,
    rowCount,
    pageSize,
  });

  it('hides pagination when everything fits on one page', () => {
    expect(showPagination(at(0, false, 3))).toBe(false);
    expect(showPagination(at(0, false, 10))).toBe(false);
    expect(showPagination(at(0, false, 0))).toBe(false);
  });

  it('shows pagination when there is a next page or a previous one', () => {
    expect(showPagination(at(0, true, 10))).toBe(true);
    expect(showPagination(at(2, false, 4))).toBe(true);
  });

  it('hides the page-size selector when the data is shorter than the page size', () => {
    expect(showPageSizeSelector(at(0, false, 9))).toBe(false);
    expect(showPageSizeSelector(at(0, false, 15, 50))).toBe(false);
    expect(showPageSizeSelector(at(0, false, 0))).toBe(false);
  });

  it('shows the selector when the data fills the page or goes on', () => {
    expect(showPageSizeSelector(at(0, false, 10))).toBe(true);
    expect(showPageSizeSelector(at(0, true, 10))).toBe(true);
    // The last of several pages is short, but the data is not.
    expect(showPageSizeSelector(at(3, false, 2))).toBe(true);
  });
});

describe('the count (issue 22)', () => {
  it("says 'Page 2 of 7', at least one page, and never fewer pages than the one shown", () => {
    expect(pagerText(1, 10, { count: 65, exact: true })).toBe('Page 2 of 7');
    expect(pagerText(0, 10, { count: 70, exact: true })).toBe('Page 1 of 7');
    expect(pagerText(0, 20, { count: 0, exact: true })).toBe('Page 1 of 1');
    expect(pagerText(8, 10, { count: 65, exact: true })).toBe('Page 9 of 9');
  });

  it("says 'of 500+' past the count's limit", () => {
    expect(pagerText(1, 20, { count: 10_000, exact: false })).toBe('Page 2 of 500+');
    expect(pagerText(0, 10, { count: 10_000, exact: false })).toBe('Page 1 of 1,000+');
  });

  it('says only the page while the count is loading or failed', () => {
    expect(pagerText(1, 10, null)).toBe('Page 2');
  });

  it('says how many rows match', () => {
    expect(resultsText({ count: 0, exact: true })).toBe('No results');
    expect(resultsText({ count: 1, exact: true })).toBe('1 result');
    expect(resultsText({ count: 1234, exact: true })).toBe('1,234 results');
    expect(resultsText({ count: 10_000, exact: false })).toBe('10,000+ results');
  });

  it('asks the count without first and after, so every page shares it', () => {
    expect(toCountInput({ search: ' pain ', ascending: true, filters: { status: ['flagged'] } })).toEqual({
      search: 'pain',
      sort: 'createdAt',
      ascending: true,
      filters: [{ column: 'status', values: ['flagged'] }],
    });
  });
});

describe('toTableInput', () => {
  it('sends the search, the Created At sort, the filters that restrict something and the page', () => {
    expect(
      toTableInput(
        { search: '  pain ', ascending: true, filters: { isShadowBanned: ['Yes'], status: [] } },
        { first: 20, after: 'abc' },
      ),
    ).toEqual({
      search: 'pain',
      sort: 'createdAt',
      ascending: true,
      filters: [{ column: 'isShadowBanned', values: ['Yes'] }],
      first: 20,
      after: 'abc',
    });
  });

  it('sends no search for blank text, newest first, and filters in a stable order', () => {
    expect(
      toTableInput(
        { search: '   ', ascending: false, filters: { status: ['flagged', 'delivered'], contact: ['No'] } },
        { first: 10, after: null },
      ),
    ).toEqual({
      search: null,
      sort: 'createdAt',
      ascending: false,
      filters: [
        { column: 'contact', values: ['No'] },
        { column: 'status', values: ['flagged', 'delivered'] },
      ],
      first: 10,
      after: null,
    });
  });
});

describe('the export query string', () => {
  it('carries search, sort, order and each filter as comma-separated values', () => {
    expect(
      exportQueryString({ search: 'hot flush', ascending: false, filters: { status: ['delivered', 'flagged'] } }),
    ).toBe('search=hot+flush&sort=createdAt&order=desc&status=delivered%2Cflagged');
    expect(exportQueryString({ search: '', ascending: true, filters: { isShadowBanned: ['Yes'], x: [] } })).toBe(
      'sort=createdAt&order=asc&isShadowBanned=Yes',
    );
  });

  it('encodes what the search holds', () => {
    const query = exportQueryString({ search: 'a&b=c 100%', ascending: false, filters: {} });
    expect(new URLSearchParams(query).get('search')).toBe('a&b=c 100%');
  });

  it('goes after the export path, without a page', () => {
    expect(exportUrl('admin/post/export', { search: '', ascending: false, filters: {} })).toBe(
      'admin/post/export?sort=createdAt&order=desc',
    );
  });

  it("shows the server's error, else a generic text", () => {
    expect(exportErrorText(new ApiError(404, 'There is nothing to export.'))).toBe('There is nothing to export.');
    expect(exportErrorText('nope')).toBe('Something went wrong...');
  });
});

describe('cell texts (spec §2)', () => {
  it('writes dates long, with the time', () => {
    expect(longDate('2026-11-23T18:29:03Z')).toBe('November 23rd, 2026 at 6:29 PM');
    expect(longDate(null)).toBe('');
    expect(longDate('not a date')).toBe('');
  });

  it("shows 'Never' for no last login", () => {
    expect(lastLoginText(null)).toBe('Never');
    expect(lastLoginText('2026-01-02T09:05:00Z')).toBe('January 2nd, 2026 at 9:05 AM');
  });

  it("shows Yes/No, 'N/A' for missing text, topics joined by commas", () => {
    expect(yesNo(true)).toBe('Yes');
    expect(yesNo(false)).toBe('No');
    expect(orNA(null)).toBe('N/A');
    expect(orNA('  ')).toBe('N/A');
    expect(orNA('Cramps')).toBe('Cramps');
    expect(topicsText([])).toBe('N/A');
    expect(topicsText([{ title: 'Menopause' }, { title: 'Sleep' }])).toBe('Menopause, Sleep');
  });

  it("names a deleted account 'Deleted user'", () => {
    expect(personName(null)).toBe('Deleted user');
    expect(personName({ username: 'CalmOtter123' })).toBe('CalmOtter123');
  });
});
