import { act, screen, waitFor, within, render } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import {
  AdminAuditLogDocument,
  AuditAdminsDocument,
  SetReportsQuarantineDocument,
  SetReportsStatusDocument,
  AdminPostsDocument,
  AdminReportsDocument,
  AdminReportStatusesDocument,
  AdminTopicsDocument,
  DeleteTopicDocument,
  ReportReasonLabelsDocument,
} from '@/gql/graphql';
import type { CachedUser } from '@/lib/auth/session-store';
import { renderRoute, type GraphQLMock } from '@/testing/render-route';
import { NO_TABLE_COUNT, tableCountMock } from '@/testing/table-count-mocks';
import { routes } from '../../routes';

const admin: CachedUser = {
  id: 'a1',
  username: 'CalmOtter123',
  profileColour: '#f7a521',
  isAdmin: true,
  onboardingComplete: true,
};

type Query = {
  search?: string | null;
  ascending?: boolean;
  filters?: { column: string; values: string[] }[];
  first?: number;
  after?: string | null;
};
const input = (query: Query = {}) => ({
  query: { search: null, sort: 'createdAt', ascending: false, filters: [], first: 10, after: null, ...query },
});

const topic = (n: number, overrides: Record<string, unknown> = {}) => ({
  __typename: 'Topic',
  id: `t${n}`,
  title: `Topic ${n}`,
  description: n % 2 ? `About ${n}` : null,
  createdAt: `2026-01-${String(n).padStart(2, '0')}T10:00:00Z`,
  ...overrides,
});

function topicsMock(query: Query, items: ReturnType<typeof topic>[], hasNextPage = false, endCursor: string | null = null) {
  return {
    request: { query: AdminTopicsDocument, variables: input(query) },
    result: { data: { adminTopics: { __typename: 'TopicPage', items, hasNextPage, endCursor } } },
  } satisfies GraphQLMock;
}

const tenTopics = Array.from({ length: 10 }, (_, i) => topic(i + 1));

function renderAdmin(path: string | string[], mocks: GraphQLMock[]) {
  render(<ToastContainer />);
  return renderRoute({ routes, path, mocks: [...mocks, NO_TABLE_COUNT], signedInAs: admin });
}

const table = () => screen.findByRole('table', { name: 'Topics' }, { timeout: 5000 });
const bodyRows = (element: HTMLElement) => within(element).getAllByRole('row').slice(1);

describe('Health Topics table', () => {
  it('shows the columns and cell texts, with pagination by cursor', async () => {
    const { user } = renderAdmin('/admin/topics', [
      topicsMock({}, tenTopics, true, 'c1'),
      topicsMock({ after: 'c1' }, [topic(11), topic(12)], false, 'c2'),
      topicsMock({}, tenTopics, true, 'c1'),
    ]);
    const grid = await table();
    const headers = within(grid).getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Title', 'Description', 'Created At, newest first', 'Actions']);
    expect(within(grid).getByRole('columnheader', { name: /Created At/ })).toHaveAttribute('aria-sort', 'descending');
    const first = bodyRows(grid)[0]!;
    expect(first).toHaveTextContent('Topic 1');
    expect(first).toHaveTextContent('About 1');
    expect(first).toHaveTextContent('January 1st, 2026 at 10:00 AM');
    expect(bodyRows(grid)[1]).toHaveTextContent('N/A');
    expect(within(first).getByRole('link', { name: 'Edit topic Topic 1' })).toHaveAttribute('href', '/admin/topic/t1');

    // Ten rows and more to come: pages and the size selector show.
    expect(screen.getByText('Page 1')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveTextContent('10 per page');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText('Page 2')).toBeInTheDocument());
    await waitFor(() => expect(bodyRows(screen.getByRole('table', { name: 'Topics' }))).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(screen.getByText('Page 1')).toBeInTheDocument());
    await waitFor(() => expect(bodyRows(screen.getByRole('table', { name: 'Topics' }))).toHaveLength(10));
  }, 15_000);

  it('hides pagination and the size selector when everything fits on one page', async () => {
    renderAdmin('/admin/topics', [topicsMock({}, [topic(1), topic(2)])]);
    await table();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Rows per page' })).not.toBeInTheDocument();
  });

  it('shows an empty state', async () => {
    renderAdmin('/admin/topics', [topicsMock({}, [])]);
    expect(await screen.findByText('No results found.')).toBeInTheDocument();
  });

  it('sorts by Created At, changes the page size and searches after typing stops', async () => {
    const { user } = renderAdmin('/admin/topics', [
      topicsMock({}, tenTopics, true, 'c1'),
      topicsMock({ ascending: true }, [...tenTopics].reverse(), true, 'c9'),
      topicsMock({ ascending: true, first: 20 }, [...tenTopics, topic(11)].reverse()),
      topicsMock({ ascending: true, first: 20, search: 'Topic 1' }, [topic(1), topic(10), topic(11)]),
    ]);
    const grid = await table();
    await user.click(within(grid).getByRole('button', { name: /Created At/ }));
    await waitFor(() =>
      expect(within(grid).getByRole('columnheader', { name: /Created At/ })).toHaveAttribute('aria-sort', 'ascending'),
    );
    await waitFor(() => expect(bodyRows(grid)[0]).toHaveTextContent('Topic 10'));

    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    const sizes = await screen.findAllByRole('option');
    expect(sizes.map((option) => option.textContent)).toEqual([
      '10 per page',
      '20 per page',
      '30 per page',
      '50 per page',
      '100 per page',
    ]);
    await user.click(screen.getByRole('option', { name: '20 per page' }));
    await waitFor(() => expect(bodyRows(screen.getByRole('table', { name: 'Topics' }))).toHaveLength(11));

    await user.type(screen.getByRole('searchbox', { name: 'Search title or description' }), 'Topic 1');
    await waitFor(() => expect(bodyRows(screen.getByRole('table', { name: 'Topics' }))).toHaveLength(3), {
      timeout: 2000,
    });
  }, 15_000);

  it('opens a topic on a row click', async () => {
    const { user, router } = renderAdmin('/admin/topics', [topicsMock({}, [topic(1), topic(2)])]);
    const grid = await table();
    await user.click(within(bodyRows(grid)[0]!).getByText('About 1'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/topic/t1'));
  });

  it('opens a topic with the keyboard', async () => {
    const { user, router } = renderAdmin('/admin/topics', [topicsMock({}, [topic(1), topic(2)])]);
    const grid = await table();
    bodyRows(grid)[1]!.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/topic/t2'));
  });

  it("deletes after 'Are You Sure?', toasts 'Topic deleted' and reloads", async () => {
    const { user, router } = renderAdmin('/admin/topics', [
      topicsMock({}, [topic(1), topic(2)]),
      {
        request: { query: DeleteTopicDocument, variables: { id: 't1' } },
        result: { data: { deleteTopic: true } },
      },
      topicsMock({}, [topic(2)]),
    ]);
    const grid = await table();
    await user.click(within(grid).getByRole('button', { name: 'Delete topic Topic 1' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are You Sure?' });
    expect(dialog).toHaveTextContent('This action cannot be undone');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Topic deleted')).toBeInTheDocument();
    await waitFor(() => expect(bodyRows(screen.getByRole('table', { name: 'Topics' }))).toHaveLength(1));
    // Clicks inside the dialog never counted as a row click.
    expect(router.state.location.pathname).toBe('/admin/topics');
  });

  it('shows an error state with a retry', async () => {
    renderAdmin('/admin/topics', [
      { request: { query: AdminTopicsDocument, variables: input() }, error: new Error('Server down') },
    ]);
    expect(await screen.findByText("We couldn't load this table.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("exports the same query and shows the server's refusal in a toast", async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ error: 'There is nothing to export.' }), {
          status: 404,
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    try {
      const { user } = renderAdmin('/admin/topics', [topicsMock({}, [topic(1)])]);
      await table();
      await user.click(screen.getByRole('button', { name: 'Export' }));
      expect(await screen.findByText('There is nothing to export.')).toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/admin/topic/export?sort=createdAt&order=desc',
        expect.objectContaining({ method: 'GET' }),
      );
      expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

const post = (n: number, isShadowBanned: boolean, needsCare = false) => ({
  __typename: 'Post',
  id: `p${n}`,
  title: `Post ${n}`,
  text: 'Some text',
  createdAt: '2026-02-01T08:00:00Z',
  updatedAt: '2026-02-02T08:30:00Z',
  isShadowBanned,
  needsCare,
  owner: { __typename: 'Author', id: 'u1', username: 'GentleHeron321', profileColour: 'e8518d' },
});

function postsMock(query: Query, items: ReturnType<typeof post>[]) {
  return {
    request: { query: AdminPostsDocument, variables: input(query) },
    result: { data: { adminPosts: { __typename: 'PostPage', items, hasNextPage: false, endCursor: null } } },
  } satisfies GraphQLMock;
}

describe('Post Management table', { timeout: 20_000 }, () => {
  it('filters on Shadow Banned', async () => {
    const { user } = renderAdmin('/admin/posts', [
      postsMock({}, [post(1, true), post(2, false)]),
      postsMock({ filters: [{ column: 'isShadowBanned', values: ['Yes'] }] }, [post(1, true)]),
    ]);
    const grid = await screen.findByRole('table', { name: 'Posts' });
    expect(within(grid).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Needs care',
      'Owner',
      'Title',
      'Text',
      'Created At, newest first',
      'Last Updated',
      'Shadow Banned',
      'Actions',
    ]);
    expect(bodyRows(grid)[0]).toHaveTextContent('GentleHeron321');
    expect(bodyRows(grid)[0]).toHaveTextContent('Yes');
    expect(bodyRows(grid)[1]).toHaveTextContent('No');

    await user.click(screen.getByRole('combobox', { name: 'Shadow Banned' }));
    await user.click(await screen.findByRole('option', { name: 'Yes' }));
    await waitFor(() => expect(bodyRows(screen.getByRole('table', { name: 'Posts' }))).toHaveLength(1));
  });

  it('marks the posts that need care in words, and filters on Needs care', async () => {
    const { user } = renderAdmin('/admin/posts', [
      postsMock({}, [post(1, false, true), post(2, false)]),
      postsMock({ filters: [{ column: 'needsCare', values: ['Yes'] }] }, [post(1, false, true)]),
    ]);
    const grid = await screen.findByRole('table', { name: 'Posts' });
    const needsCareCell = (row: HTMLElement) => within(row).getAllByRole('cell')[0]!;
    expect(needsCareCell(bodyRows(grid)[0]!)).toHaveTextContent(/^Needs care$/);
    expect(needsCareCell(bodyRows(grid)[1]!)).toHaveTextContent(/^No$/);

    const filter = screen.getByRole('combobox', { name: 'Needs care' });
    expect(filter).toHaveTextContent('All');
    await user.click(filter);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['All', 'Yes', 'No']);
    await user.click(screen.getByRole('option', { name: 'Yes' }));
    await waitFor(() => expect(bodyRows(screen.getByRole('table', { name: 'Posts' }))).toHaveLength(1));
    expect(bodyRows(screen.getByRole('table', { name: 'Posts' }))[0]).toHaveTextContent('Post 1');
  });
});

describe('Moderation Queue table', { timeout: 20_000 }, () => {
  it('labels statuses and offers the distinct ones as the Status filter', async () => {
    const report = {
      __typename: 'AdminReport',
      id: 'r1',
      contentType: 'COMMENT',
      content: null,
      reason: 'BULLYING',
      status: 'DELIVERED',
      needsCare: false,
      createdAt: '2026-03-01T12:00:00Z',
      creator: { __typename: 'Author', id: 'u1', username: 'GentleHeron321' },
      reporter: null,
    };
    const { user } = renderAdmin('/admin/reports', [
      {
        request: { query: AdminReportsDocument, variables: input() },
        result: {
          data: { adminReports: { __typename: 'AdminReportPage', items: [report], hasNextPage: false, endCursor: null } },
        },
      },
      {
        request: { query: AdminReportStatusesDocument },
        result: { data: { adminReportStatuses: ['COMPLETED', 'DELIVERED'] } },
      },
      {
        request: { query: ReportReasonLabelsDocument },
        result: {
          data: { reportReasons: [{ __typename: 'ReportReasonOption', value: 'BULLYING', label: 'Bullying' }] },
        },
      },
    ]);
    const grid = await screen.findByRole('table', { name: 'Reports' });
    const row = bodyRows(grid)[0]!;
    for (const text of ['GentleHeron321', 'Comment', 'N/A', 'Deleted user', 'Bullying', 'outstanding']) {
      expect(row).toHaveTextContent(text);
    }
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['All', 'outstanding', 'complete']);
  });

  it('marks the reports whose item needs care, and filters on Needs care', async () => {
    const report = (id: string, needsCare: boolean) => ({
      __typename: 'AdminReport',
      id,
      contentType: 'POST',
      content: needsCare ? 'I want to end it all' : 'Buy my pills',
      reason: 'OTHER',
      status: 'DELIVERED',
      needsCare,
      createdAt: '2026-03-01T12:00:00Z',
      creator: { __typename: 'Author', id: 'u1', username: 'GentleHeron321' },
      reporter: null,
    });
    const page = (query: Query, items: ReturnType<typeof report>[]) => ({
      request: { query: AdminReportsDocument, variables: input(query) },
      result: { data: { adminReports: { __typename: 'AdminReportPage', items, hasNextPage: false, endCursor: null } } },
    });
    const { user } = renderAdmin('/admin/reports', [
      page({}, [report('r1', true), report('r2', false)]),
      page({ filters: [{ column: 'needsCare', values: ['Yes'] }] }, [report('r1', true)]),
      { request: { query: AdminReportStatusesDocument }, result: { data: { adminReportStatuses: ['DELIVERED'] } } },
      { request: { query: ReportReasonLabelsDocument }, result: { data: { reportReasons: [] } } },
    ]);
    const grid = await screen.findByRole('table', { name: 'Reports' });
    expect(within(grid).getByRole('columnheader', { name: 'Needs care' })).toBeInTheDocument();
    expect(bodyRows(grid)[0]).toHaveTextContent('Needs care');
    expect(bodyRows(grid)[1]).not.toHaveTextContent('Needs care');

    await user.click(screen.getByRole('combobox', { name: 'Needs care' }));
    await user.click(await screen.findByRole('option', { name: 'Yes' }));
    await waitFor(() => expect(bodyRows(screen.getByRole('table', { name: 'Reports' }))).toHaveLength(1));
    expect(bodyRows(screen.getByRole('table', { name: 'Reports' }))[0]).toHaveTextContent('I want to end it all');
  });
});

describe('a table keeps its place in the URL (issue 22)', { timeout: 20_000 }, () => {
  it('opens the search, order, size and page a link asks for, with the count', async () => {
    renderAdmin('/admin/topics?q=Topic&order=asc&size=20&after=c1', [
      topicsMock({ search: 'Topic', ascending: true, first: 20, after: 'c1' }, [topic(21), topic(22)], true, 'c2'),
      tableCountMock('TOPICS', { search: 'Topic', ascending: true }, 65),
    ]);
    const grid = await table();
    expect(bodyRows(grid)).toHaveLength(2);
    expect(screen.getByRole('searchbox', { name: 'Search title or description' })).toHaveValue('Topic');
    expect(within(grid).getByRole('columnheader', { name: /Created At/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveTextContent('20 per page');
    expect(await screen.findByText('Page 2 of 4')).toBeInTheDocument();
    expect(screen.getByText('65 results')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('ignores what it does not understand and opens page 1', async () => {
    const { router } = renderAdmin('/admin/topics?size=7&order=up&after=%2F%2F&colour=red', [
      topicsMock({}, [topic(1), topic(2)]),
    ]);
    expect(bodyRows(await table())).toHaveLength(2);
    expect(screen.getByRole('searchbox', { name: 'Search title or description' })).toHaveValue('');
    // Nothing is rewritten until she changes something.
    expect(router.state.location.search).toBe('?size=7&order=up&after=%2F%2F&colour=red');
  });

  it('puts each page in the history, so Back and Forward move between pages, and scrolls to the top', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const { user, router } = renderAdmin('/admin/topics', [
      topicsMock({}, tenTopics, true, 'c1'),
      tableCountMock('TOPICS', {}, 12, { uses: 5 }),
      topicsMock({ after: 'c1' }, [topic(11), topic(12)], false, 'c2'),
      topicsMock({}, tenTopics, true, 'c1'),
      topicsMock({ after: 'c1' }, [topic(11), topic(12)], false, 'c2'),
    ]);
    const grid = await table();
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    // She has scrolled down to the pager: the table's top is above the window.
    vi.spyOn(screen.getByRole('region', { name: 'Topics' }), 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: -600, width: 1000, height: 900 }),
    );

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?after=c1'));
    expect(router.state.historyAction).toBe('PUSH');
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    await waitFor(() => expect(bodyRows(screen.getByRole('table', { name: 'Topics' }))).toHaveLength(2));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    await waitFor(() => expect(bodyRows(grid)).toHaveLength(10));

    await act(() => router.navigate(1));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    await waitFor(() => expect(bodyRows(screen.getByRole('table', { name: 'Topics' }))).toHaveLength(2));
  });

  it('replaces its history entry while she types, and starts again at page 1', async () => {
    const { user, router } = renderAdmin(['/forbidden', '/admin/topics?after=c1'], [
      topicsMock({ after: 'c1' }, [topic(11), topic(12)], false, 'c2'),
      topicsMock({ search: 'Topic 1' }, [topic(1), topic(10)]),
    ]);
    await table();
    await user.type(screen.getByRole('searchbox', { name: 'Search title or description' }), 'Topic 1');
    await waitFor(() => expect(router.state.location.search).toBe('?q=Topic+1'), { timeout: 3000 });
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(bodyRows(screen.getByRole('table', { name: 'Topics' }))).toHaveLength(2));
    // Back leaves the table: no entry per key.
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/forbidden');
  });

  it('starts again at page 1 when a filter changes', async () => {
    const { user, router } = renderAdmin('/admin/posts?after=c1', [
      postsMock({ after: 'c1' }, [post(11, true), post(12, false)]),
      postsMock({ filters: [{ column: 'isShadowBanned', values: ['Yes'] }] }, [post(1, true)]),
    ]);
    await screen.findByRole('table', { name: 'Posts' });
    await user.click(screen.getByRole('combobox', { name: 'Shadow Banned' }));
    await user.click(await screen.findByRole('option', { name: 'Yes' }));
    await waitFor(() => expect(router.state.location.search).toBe('?isShadowBanned=Yes'));
    await waitFor(() => expect(bodyRows(screen.getByRole('table', { name: 'Posts' }))).toHaveLength(1));
  });

  it("says 'of 1,000+' past the count's limit", async () => {
    renderAdmin('/admin/topics', [
      topicsMock({}, tenTopics, true, 'c1'),
      tableCountMock('TOPICS', {}, 10_000, { exact: false }),
    ]);
    await table();
    expect(await screen.findByText('Page 1 of 1,000+')).toBeInTheDocument();
    expect(screen.getByText('10,000+ results')).toBeInTheDocument();
  });

  it("says just 'Page 1' when the count fails", async () => {
    renderAdmin('/admin/topics', [topicsMock({}, tenTopics, true, 'c1')]);
    await table();
    expect(await screen.findByText('Page 1')).toBeInTheDocument();
  });
});

describe('a table on a phone (issue 22)', { timeout: 20_000 }, () => {
  beforeEach(() => {
    // Narrower than 768 px, without reduced motion.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }));
  });
  afterEach(() => vi.unstubAllGlobals());

  const cards = async () => within(await screen.findByRole('list', { name: 'Topics' }, { timeout: 5000 })).getAllByRole('listitem');

  it('shows each row as a card of labelled values with its actions, and no table', async () => {
    renderAdmin('/admin/topics', [topicsMock({}, [topic(1), topic(2)])]);
    const [first, second] = await cards();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(first!).getAllByRole('term').map((term) => term.textContent)).toEqual(['Title', 'Description', 'Created At']);
    expect(within(first!).getAllByRole('definition').map((value) => value.textContent)).toEqual([
      'Topic 1',
      'About 1',
      'January 1st, 2026 at 10:00 AM',
    ]);
    expect(within(second!).getAllByRole('definition')[1]).toHaveTextContent('N/A');
    const actions = within(first!).getByRole('group', { name: 'Actions' });
    expect(within(actions).getByRole('link', { name: 'Edit topic Topic 1' })).toHaveAttribute('href', '/admin/topic/t1');
    expect(within(actions).getByRole('button', { name: 'Delete topic Topic 1' })).toBeInTheDocument();
  });

  it('sorts with a select, since the cards have no column headers', async () => {
    const { user, router } = renderAdmin('/admin/topics', [
      topicsMock({}, [topic(1), topic(2)]),
      topicsMock({ ascending: true }, [topic(2), topic(1)]),
    ]);
    await cards();
    const sort = screen.getByRole('combobox', { name: 'Sort' });
    expect(sort).toHaveTextContent('Newest first');
    await user.click(sort);
    await user.click(await screen.findByRole('option', { name: 'Oldest first' }));
    await waitFor(() => expect(router.state.location.search).toBe('?order=asc'));
    await waitFor(async () => expect((await cards())[0]).toHaveTextContent('Topic 2'));
  });

  it('opens a row with Enter', async () => {
    const { user, router } = renderAdmin('/admin/topics', [topicsMock({}, [topic(1), topic(2)])]);
    const [, second] = await cards();
    expect(second).toHaveAccessibleDescription('Press Enter to edit the topic.');
    second!.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/topic/t2'));
  });

  it('opens a row on a tap outside its buttons', async () => {
    const { user, router } = renderAdmin('/admin/topics', [topicsMock({}, [topic(1), topic(2)])]);
    const [first] = await cards();
    await user.click(within(first!).getByText('About 1'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/topic/t1'));
  });
});

describe('Moderation Queue bulk actions (issue 22)', { timeout: 20_000 }, () => {
  const report = (id: string, reporter: string) => ({
    __typename: 'AdminReport',
    id,
    contentType: 'POST',
    content: `Post ${id}`,
    reason: 'BULLYING',
    status: 'DELIVERED',
    needsCare: false,
    createdAt: '2026-03-01T12:00:00Z',
    creator: { __typename: 'Author', id: 'u1', username: 'GentleHeron321' },
    reporter: { __typename: 'Author', id: `u-${reporter}`, username: reporter },
  });
  const page = (items: ReturnType<typeof report>[]): GraphQLMock => ({
    request: { query: AdminReportsDocument, variables: input() },
    result: { data: { adminReports: { __typename: 'AdminReportPage', items, hasNextPage: false, endCursor: null } } },
  });
  const statuses: GraphQLMock = {
    request: { query: AdminReportStatusesDocument },
    result: { data: { adminReportStatuses: ['DELIVERED'] } },
    maxUsageCount: 3,
  };
  const reasons: GraphQLMock = {
    request: { query: ReportReasonLabelsDocument },
    result: { data: { reportReasons: [{ __typename: 'ReportReasonOption', value: 'BULLYING', label: 'Bullying' }] } },
  };
  const three = [report('r1', 'Ash'), report('r2', 'Birch'), report('r3', 'Cedar')];

  it('sets the status of the ticked reports, says so, and clears the selection', async () => {
    const { user } = renderAdmin('/admin/reports', [
      page(three),
      statuses,
      reasons,
      {
        request: { query: SetReportsStatusDocument, variables: { ids: ['r1', 'r3'], status: 'COMPLETED' } },
        result: {
          data: {
            setReportsStatus: [
              { __typename: 'AdminReport', id: 'r1', status: 'COMPLETED' },
              { __typename: 'AdminReport', id: 'r3', status: 'COMPLETED' },
            ],
          },
        },
      },
      page(three),
    ]);
    await screen.findByRole('table', { name: 'Reports' }, { timeout: 5000 });
    const bar = screen.getByRole('group', { name: 'Selected rows' });
    expect(within(bar).getByText('None selected')).toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: 'Mark complete' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Select report by Ash/ }));
    await user.click(screen.getByRole('checkbox', { name: /Select report by Cedar/ }));
    expect(within(bar).getByText('2 selected')).toBeInTheDocument();
    expect(within(bar).getByRole('checkbox', { name: 'Select all on this page' })).toHaveProperty('indeterminate', true);
    await user.click(within(bar).getByRole('button', { name: 'Mark complete' }));
    expect(await screen.findByText('2 reports marked complete')).toBeInTheDocument();
    await waitFor(() => expect(within(bar).getByText('None selected')).toBeInTheDocument());
  });

  it('lifts the quarantine of every report on the page, and shows a refusal in a toast', async () => {
    const { user } = renderAdmin('/admin/reports', [
      page(three),
      statuses,
      reasons,
      {
        request: { query: SetReportsQuarantineDocument, variables: { ids: ['r1', 'r2', 'r3'], quarantined: false } },
        result: { errors: [{ message: 'Report not found', extensions: { code: 'NOT_FOUND' } }] },
      },
    ]);
    await screen.findByRole('table', { name: 'Reports' }, { timeout: 5000 });
    const bar = screen.getByRole('group', { name: 'Selected rows' });
    await user.click(within(bar).getByRole('checkbox', { name: 'Select all on this page' }));
    expect(within(bar).getByText('3 selected')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Lift quarantine' }));
    expect(await screen.findByText('Report not found')).toBeInTheDocument();
    // Nothing changed: the selection stays for another try.
    expect(within(bar).getByText('3 selected')).toBeInTheDocument();
  });
});

describe('Audit Log in words (issue 22)', { timeout: 20_000 }, () => {
  const entry = (id: string, overrides: Record<string, unknown>) => ({
    __typename: 'AuditEntry',
    id,
    summary: '',
    action: 'post.shadow_ban',
    targetType: 'post',
    targetId: '6741f3a2b9c8d7e6f5a4b3c2',
    targetLabel: null,
    targetExists: true,
    createdAt: '2026-03-01T12:00:00Z',
    actor: { __typename: 'Author', id: 'a1', username: 'WiseCreek515', profileColour: '#f7a521' },
    ...overrides,
  });
  const admins: GraphQLMock = {
    request: { query: AuditAdminsDocument },
    result: {
      data: {
        adminUsers: {
          __typename: 'AdminUserPage',
          items: [{ __typename: 'AdminUser', id: '6741f3a2b9c8d7e6f5a4b3c9', username: 'WiseCreek515' }],
        },
      },
    },
  };

  it('reads each entry in words, links to items that still exist, and filters by admin', async () => {
    const lifted = entry('e1', {
      summary: 'WiseCreek515 lifted the quarantine on the post "Six months on the waiting list"',
      targetLabel: 'Six months on the waiting list',
    });
    const deleted = entry('e2', {
      action: 'post.delete',
      summary: 'WiseCreek515 deleted the post "Spam"',
      targetLabel: 'Spam',
      targetExists: false,
    });
    const adminId = '6741f3a2b9c8d7e6f5a4b3c9';
    const { user, router } = renderAdmin('/admin/audit-log', [
      admins,
      {
        request: { query: AdminAuditLogDocument, variables: input() },
        result: {
          data: { adminAuditLog: { __typename: 'AuditEntryPage', items: [lifted, deleted], hasNextPage: false, endCursor: null } },
        },
      },
      {
        request: {
          query: AdminAuditLogDocument,
          variables: input({ filters: [{ column: 'actor', values: [adminId] }] }),
        },
        result: {
          data: { adminAuditLog: { __typename: 'AuditEntryPage', items: [lifted], hasNextPage: false, endCursor: null } },
        },
      },
    ]);
    const grid = await screen.findByRole('table', { name: 'Audit log' }, { timeout: 5000 });
    const [first, second] = bodyRows(grid);
    expect(first).toHaveTextContent('WiseCreek515 lifted the quarantine on the post "Six months on the waiting list"');
    expect(within(first!).getByRole('link', { name: 'Open the post Six months on the waiting list' })).toHaveAttribute(
      'href',
      '/admin/post/6741f3a2b9c8d7e6f5a4b3c2',
    );
    expect(second).toHaveTextContent('WiseCreek515 deleted the post "Spam"');
    expect(within(second!).queryByRole('link')).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Admin' }));
    await user.click(await screen.findByRole('option', { name: 'WiseCreek515' }));
    await waitFor(() => expect(bodyRows(grid)).toHaveLength(1));
    expect(router.state.location.search).toContain(`actor=${adminId}`);
  });
});
