import { screen, waitFor, within } from '@testing-library/react';
import { AdminCrashReportsDocument } from '@/gql/graphql';
import type { CachedUser } from '@/lib/auth/session-store';
import { renderRoute, type GraphQLMock } from '@/testing/render-route';
import { NO_TABLE_COUNT } from '@/testing/table-count-mocks';
import { routes } from '../../routes';

const admin: CachedUser = {
  id: 'a1',
  username: 'CalmOtter123',
  profileColour: 'f7a521',
  isAdmin: true,
  onboardingComplete: true,
};

const input = (query: Record<string, unknown> = {}) => ({
  query: { search: null, sort: 'createdAt', ascending: false, filters: [], first: 10, after: null, ...query },
});

const STACK = 'TypeError: x is undefined\n    at PostCard (https://forum.example/assets/post-card.js:10:5)\n    at renderWithHooks';

const crashReport = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'CrashReport',
  id: 'cr1',
  errorName: 'TypeError',
  message: 'x is undefined',
  stack: STACK,
  cause: null,
  code: null,
  statusCode: null,
  componentName: 'RouteError',
  location: '/post/p1',
  browser: 'Firefox 133',
  description: 'I pressed Post and it went blank',
  createdAt: '2026-03-02T14:30:00Z',
  member: { __typename: 'Author', id: 'u1', username: 'GentleHeron321' },
  ...overrides,
});

const reportsMock = (items: object[], query: Record<string, unknown> = {}): GraphQLMock => ({
  request: { query: AdminCrashReportsDocument, variables: input(query) },
  result: { data: { adminCrashReports: { __typename: 'CrashReportPage', items, hasNextPage: false, endCursor: null } } },
});


function renderTable(mocks: GraphQLMock[]) {
  return renderRoute({ routes, path: '/admin/crash-reports', mocks: [...mocks, NO_TABLE_COUNT], signedInAs: admin });
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('Crash Reports table', () => {
  it("shows the columns and cell texts, 'N/A' where there is nothing", async () => {
    renderTable([
      reportsMock([
        crashReport(),
        crashReport({ id: 'cr2', member: null, description: null, location: null, browser: null, errorName: 'ManualReport', message: 'Manual Crash Report' }),
      ]),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Crash Reports' }, { timeout: 5000 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Crash reports' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Created At, newest first',
      'Error',
      'Location',
      'Browser',
      'Member',
      'Description',
    ]);
    const [first, second] = bodyRows(table);
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells(first!)).toEqual([
      'March 2nd, 2026 at 2:30 PM',
      'TypeError: x is undefined',
      '/post/p1',
      'Firefox 133',
      'GentleHeron321',
      'I pressed Post and it went blank',
    ]);
    expect(within(first!).getByText('TypeError: x is undefined')).toHaveClass('line-clamp-3');
    expect(cells(second!)).toEqual([
      'March 2nd, 2026 at 2:30 PM',
      'ManualReport: Manual Crash Report',
      'N/A',
      'N/A',
      'N/A',
      'N/A',
    ]);
    // Read-only: nothing to delete.
    expect(within(table).queryByRole('button', { name: /delete/i })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search error, location or description' })).toBeInTheDocument();
  });

  it('opens the whole report, stack included, on a row click', async () => {
    const { user } = renderTable([reportsMock([crashReport({ code: 'INTERNAL', statusCode: 500, cause: 'NetworkError: offline' })])]);
    const table = await screen.findByRole('table', { name: 'Crash reports' }, { timeout: 5000 });
    await user.click(within(bodyRows(table)[0]!).getByText('Firefox 133'));

    const dialog = await screen.findByRole('dialog', { name: 'TypeError: x is undefined' });
    const stack = within(dialog).getByRole('region', { name: 'Stack trace' });
    expect(stack.tagName).toBe('PRE');
    expect(stack.textContent).toBe(STACK);
    expect(stack).toHaveClass('overflow-auto');
    for (const text of ['/post/p1', 'GentleHeron321', 'RouteError', 'INTERNAL', '500', 'NetworkError: offline', 'I pressed Post and it went blank']) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens a report with the keyboard too', async () => {
    const { user } = renderTable([reportsMock([crashReport({ stack: null })])]);
    const table = await screen.findByRole('table', { name: 'Crash reports' }, { timeout: 5000 });
    bodyRows(table)[0]!.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'TypeError: x is undefined' });
    expect(within(dialog).queryByRole('region', { name: 'Stack trace' })).not.toBeInTheDocument();
  });

  it('searches after typing stops', async () => {
    const { user } = renderTable([
      reportsMock([crashReport(), crashReport({ id: 'cr2', location: '/resources' })]),
      reportsMock([crashReport({ id: 'cr2', location: '/resources' })], { search: 'resources' }),
    ]);
    await screen.findByRole('table', { name: 'Crash reports' }, { timeout: 5000 });
    await user.type(screen.getByRole('searchbox', { name: 'Search error, location or description' }), 'resources');
    await waitFor(() => expect(bodyRows(screen.getByRole('table', { name: 'Crash reports' }))).toHaveLength(1), {
      timeout: 2000,
    });
  });
});
