import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { PostSearchField } from '../components/post-search-field';
import { POST_SEARCH_DEBOUNCE_MS, withSearchQuery } from '../post-search';
import { usePostSearch } from './use-post-search';

function SearchPage() {
  const search = usePostSearch();
  return (
    <>
      <PostSearchField search={search} />
      <p data-testid="query">{search.query}</p>
    </>
  );
}

function renderSearch(path = '/') {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const router = createMemoryRouter([{ path: '/', element: <SearchPage /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return { router, user, field: screen.getByRole('searchbox', { name: 'Search posts' }) };
}

const urlQuery = (router: ReturnType<typeof createMemoryRouter>) =>
  new URLSearchParams(router.state.location.search).get('q');

afterEach(() => {
  vi.useRealTimers();
});

describe('withSearchQuery', () => {
  it('sets the trimmed search and keeps the other parameters', () => {
    expect(withSearchQuery(new URLSearchParams('filter=all'), '  endo belly ').toString()).toBe('filter=all&q=endo+belly');
  });

  it('takes a blank search out', () => {
    expect(withSearchQuery(new URLSearchParams('filter=all&q=endo'), '   ').toString()).toBe('filter=all');
  });
});

describe('the post search field', () => {
  it('is a labelled search field that starts from the URL', () => {
    const { field } = renderSearch('/?q=endo');
    expect(field).toHaveAttribute('type', 'search');
    expect(field).toHaveValue('endo');
    expect(screen.getByRole('search', { name: 'Posts' })).toBeInTheDocument();
  });

  it('puts the search in the URL 500 ms after the last key, replacing the entry and keeping the filter', async () => {
    const { router, user, field } = renderSearch('/?filter=all');
    await user.type(field, 'endo');
    act(() => vi.advanceTimersByTime(POST_SEARCH_DEBOUNCE_MS - 100));
    expect(urlQuery(router)).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(100);
    });
    expect(router.state.location.search).toBe('?filter=all&q=endo');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(field).toHaveValue('endo');
  });

  it('searches at once on Enter, as a new history entry', async () => {
    const { router, user, field } = renderSearch('/');
    await user.type(field, ' hot flushes {Enter}');
    expect(router.state.location.search).toBe('?q=hot+flushes');
    expect(router.state.historyAction).toBe('PUSH');
    // The pending keystroke search has nothing left to do.
    await act(async () => {
      vi.advanceTimersByTime(POST_SEARCH_DEBOUNCE_MS);
    });
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('searches with the button too', async () => {
    const { router, user, field } = renderSearch('/');
    await user.type(field, 'endo');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(urlQuery(router)).toBe('endo');
  });

  it('ignores a search that is blank after trimming', async () => {
    const { router, user, field } = renderSearch('/?filter=popular');
    await user.type(field, '   {Enter}');
    await act(async () => {
      vi.advanceTimersByTime(POST_SEARCH_DEBOUNCE_MS);
    });
    expect(router.state.location.search).toBe('?filter=popular');
    expect(screen.getByTestId('query')).toBeEmptyDOMElement();
  });

  it('goes back to the feed with the × button, keeping focus in the field', async () => {
    const { router, user, field } = renderSearch('/?filter=all&q=endo');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    expect(router.state.location.search).toBe('?filter=all');
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });

  it('goes back to the feed with Escape', async () => {
    const { router, user, field } = renderSearch('/?q=endo');
    await user.click(field);
    await user.keyboard('{Escape}');
    expect(field).toHaveValue('');
    expect(urlQuery(router)).toBeNull();
  });

  it('follows the URL when Back changes the search', async () => {
    const { router, field } = renderSearch('/?q=endo');
    await act(() => router.navigate('/?q=pcos'));
    expect(field).toHaveValue('pcos');
    await act(() => router.navigate(-1));
    expect(field).toHaveValue('endo');
    await act(() => router.navigate('/'));
    expect(field).toHaveValue('');
  });
});
