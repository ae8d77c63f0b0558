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
const click = (name: string) => act(() => void fireEvent.click(screen.getByRole('link', { name })));

/** She scrolls the page to `y` (jsdom has no layout: the position is set by hand). */
function scrollPage(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => void window.dispatchEvent(new Event('scroll')));
}

beforeEach(() => {
  vi.useFakeTimers();
  scrollTo().mockClear();
  scrollPage(0);
});

afterEach(() => vi.useRealTimers());

describe('useScrollReset (spec §9)', () => {
  it('opens a new page at the top, and puts it back at the top 150 ms later', () => {
    renderPages();
    scrollPage(900);
    click('Open the post');
    expect(screen.getByRole('heading', { name: 'The post' })).toBeInTheDocument();
    expect(scrollTo()).toHaveBeenCalledTimes(1);
    expect(scrollTo()).toHaveBeenLastCalledWith(0, 0);

    act(() => vi.advanceTimersByTime(SCROLL_RESET_DELAY_MS - 20));
    expect(scrollTo()).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(40));
    expect(scrollTo()).toHaveBeenCalledTimes(2);
    expect(scrollTo()).toHaveBeenLastCalledWith(0, 0);
  });

  it('returns to where she was when she goes Back', async () => {
    const router = renderPages();
    scrollPage(640);
    click('Open the post');
    scrollPage(0);
    act(() => vi.advanceTimersByTime(SCROLL_RESET_DELAY_MS + 10));
    scrollTo().mockClear();

    await act(() => router.navigate(-1));
    expect(screen.getByRole('link', { name: 'Open the post' })).toBeInTheDocument();
    expect(scrollTo()).toHaveBeenCalledWith(0, 640);
    // Never sent to the top afterwards.
    act(() => vi.advanceTimersByTime(SCROLL_RESET_DELAY_MS + 10));
    expect(scrollTo()).not.toHaveBeenCalledWith(0, 0);
  });

  it('does not move the page when only the query string or the anchor changes', () => {
    const router = renderPages();
    click('All');
    expect(router.state.location.search).toBe('?filter=all');
    click('Recent');
    expect(router.state.location.hash).toBe('#recent');
    act(() => vi.advanceTimersByTime(SCROLL_RESET_DELAY_MS + 10));
    expect(scrollTo()).not.toHaveBeenCalled();
  });
});
