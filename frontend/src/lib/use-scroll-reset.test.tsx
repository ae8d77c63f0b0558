import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { SCROLL_RESET_DELAY_MS, useScrollReset } from './use-scroll-reset';

function Root() {
  useScrollReset();
  return <Outlet />;
}

function renderPages() {
  const router = createMemoryRouter(
    [
      {
        Component: Root,
        children: [
          {
            path: '/',
            element: (
              <>
                <Link to="/post/p1">Open the post</Link>
                <Link to="/?filter=all" preventScrollReset>
                  All
                </Link>
                <Link to="/#recent">Recent</Link>
              </>
            ),
          },
          { path: '/post/:id', element: <h1>The post</h1> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const scrollTo = () => vi.mocked(window.scrollTo);

beforeEach(() => {
  vi.useFakeTimers();
  scrollTo().mockClear();
});

afterEach(() => vi.useRealTimers());

describe('useScrollReset (spec §9)', () => {
  it('scrolls to the top 150 ms after a new page opens', async () => {
    renderPages();
    act(() => void fireEvent.click(screen.getByRole('link', { name: 'Open the post' })));
    expect(screen.getByRole('heading', { name: 'The post' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(SCROLL_RESET_DELAY_MS - 20));
    expect(scrollTo()).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(40));
    expect(scrollTo()).toHaveBeenCalledWith(0, 0);
  });

  it('leaves Back and Forward to the restored position', async () => {
    const router = renderPages();
    act(() => void fireEvent.click(screen.getByRole('link', { name: 'Open the post' })));
    act(() => vi.advanceTimersByTime(SCROLL_RESET_DELAY_MS + 10));
    scrollTo().mockClear();

    await act(() => router.navigate(-1));
    expect(screen.getByRole('link', { name: 'Open the post' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(SCROLL_RESET_DELAY_MS + 10));
    expect(scrollTo()).not.toHaveBeenCalled();
  });

  it('does not move the page when only the query string or the anchor changes', async () => {
    const router = renderPages();
    act(() => void fireEvent.click(screen.getByRole('link', { name: 'All' })));
    expect(router.state.location.search).toBe('?filter=all');
    act(() => void fireEvent.click(screen.getByRole('link', { name: 'Recent' })));
    expect(router.state.location.hash).toBe('#recent');
    act(() => vi.advanceTimersByTime(SCROLL_RESET_DELAY_MS + 10));
    expect(scrollTo()).not.toHaveBeenCalled();
  });
});
