import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { routes } from '@/app/routes';
import { POST_SEARCH_DEBOUNCE_MS } from '@/features/feed/post-search';
import { HomeTopicsDocument, SearchPostsDocument } from '@/gql/graphql';
import type { CachedUser } from '@/lib/auth/session-store';
import { feedMock, interestTopicsMock, legendMock, post, resource } from '@/testing/forum-fixtures';
import { headerAvatarMock } from '@/testing/profile-fixtures';
import { renderRoute, type GraphQLMock } from '@/testing/render-route';

const member: CachedUser = {
  id: 'm1',
  username: 'BraveFinch456',
  profileColour: 'f7a521',
  isAdmin: false,
  onboardingComplete: true,
};

const searchMock = (
  query: string,
  items: object[],
  { after, hasNextPage = false, endCursor = null }: { after?: string; hasNextPage?: boolean; endCursor?: string | null } = {},
): GraphQLMock => ({
  request: { query: SearchPostsDocument, variables: { query, first: 20, ...(after ? { after } : {}) } },
  result: { data: { searchPosts: { __typename: 'FeedItemPage', items, hasNextPage, endCursor } } },
});

const endoPost = post({
  id: 'p7',
  title: 'Living with Endometriosis',
  text: 'Any tips for endo belly? <b>Heat</b> helps me.',
});

function renderHome(path: string, mocks: GraphQLMock[]) {
  const view = renderRoute({
    routes,
    path,
    signedInAs: member,
    mocks: [headerAvatarMock(), legendMock, interestTopicsMock([]), ...mocks],
  });
  render(<ToastContainer />);
  return view;
}

const marks = (element: HTMLElement) => [...element.querySelectorAll('mark')].map((mark) => mark.textContent);

afterEach(() => {
  vi.useRealTimers();
});

describe('/?q= (the post search)', { timeout: 20_000 }, () => {
  it('opens with the results of the search in the URL, the matched starts of words marked', async () => {
    // The loader asks first, then the list again from the network.
    const { router } = renderHome('/?q=endo', [
      searchMock('endo', [endoPost, resource({ title: 'Endometriosis explained', text: 'What a GP wants you to know.' })]),
      searchMock('endo', [endoPost, resource({ title: 'Endometriosis explained', text: 'What a GP wants you to know.' })]),
    ]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Results for “endo”' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search posts' })).toHaveValue('endo');
    expect(screen.queryByRole('heading', { name: /^Newest in/ })).not.toBeInTheDocument();

    const results = await screen.findByRole('list', { name: 'Search results' });
    const [postCard, resourceCard] = within(results).getAllByRole('article') as HTMLElement[];
    expect(within(postCard!).getByRole('link', { name: 'Living with Endometriosis' })).toHaveAttribute('href', '/post/p7');
    expect(marks(postCard!)).toEqual(['Endo', 'endo']);
    // The text is shown as text: the tags in it are not HTML.
    expect(within(postCard!).getByText(/Heat/)).toHaveTextContent('Any tips for endo belly? <b>Heat</b> helps me.');
    expect(postCard!.querySelector('b')).toBeNull();
    expect(marks(resourceCard!)).toEqual(['Endo']);
    expect(screen.getByText('Showing 2 posts')).toBeInTheDocument();
    expect(await screen.findByText("That's every match")).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=endo');
  });

  it('says so when nothing matches', async () => {
    renderHome('/?q=zebra', [searchMock('zebra', []), searchMock('zebra', [])]);
    expect(await screen.findByText('No posts match “zebra”.')).toBeInTheDocument();
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
  });

  it('loads more results with "Load more"', async () => {
    const page = [endoPost];
    const { user } = renderHome('/?q=endo', [
      searchMock('endo', page, { hasNextPage: true, endCursor: 'c1' }),
      searchMock('endo', page, { hasNextPage: true, endCursor: 'c1' }),
      searchMock('endo', [post({ id: 'p8', title: 'Endo and work' })], { after: 'c1' }),
    ]);
    await screen.findByText('Showing 1 post');
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 2 posts')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Endo and work' })).toBeInTheDocument();
  });

  it('searches as she types, and the × button goes back to the feed with its filter', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = renderHome('/?filter=all', [
      { request: { query: HomeTopicsDocument }, result: { data: { topics: [] } } },
      feedMock([post({ title: 'Hot flushes at night' })], { filter: 'ALL' }),
      searchMock('endo', [endoPost]),
      feedMock([post({ title: 'Hot flushes at night' })], { filter: 'ALL' }),
    ]);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    expect(await screen.findByRole('heading', { name: 'Newest in all topics' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search posts' }), 'endo');
    await act(async () => {
      vi.advanceTimersByTime(POST_SEARCH_DEBOUNCE_MS);
    });
    expect(router.state.location.search).toBe('?filter=all&q=endo');
    expect(await screen.findByRole('link', { name: 'Living with Endometriosis' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(router.state.location.search).toBe('?filter=all');
    expect(await screen.findByRole('heading', { name: 'Newest in all topics' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Hot flushes at night' })).toBeInTheDocument();
  });

  it('gives way to the feed when she picks another topic filter', async () => {
    const { router, user } = renderHome('/?q=endo', [
      searchMock('endo', [endoPost]),
      searchMock('endo', [endoPost]),
      { request: { query: HomeTopicsDocument }, result: { data: { topics: [] } } },
      feedMock([post({ title: 'Hot flushes at night' })], { filter: 'ALL' }),
    ]);
    await screen.findByRole('link', { name: 'Living with Endometriosis' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Topic filter' }), 'ALL');
    expect(router.state.location.search).toBe('?filter=all');
    expect(await screen.findByRole('link', { name: 'Hot flushes at night' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search posts' })).toHaveValue('');
  });
});
