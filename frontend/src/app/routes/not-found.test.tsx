import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { NotFound } from './not-found';

function renderAt(initialEntries: string[]) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Home page</h1> },
      { path: '/previous', element: <h1>Previous page</h1> },
      { path: '*', Component: NotFound },
    ],
    { initialEntries, initialIndex: initialEntries.length - 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('NotFound', () => {
  it('says the page was not found', () => {
    renderAt(['/nope']);
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('goes back to the previous page when there is one', async () => {
    const router = renderAt(['/previous', '/nope']);
    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(await screen.findByRole('heading', { name: 'Previous page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/previous');
  });

  it('goes home when the page was opened directly', async () => {
    const router = renderAt(['/nope']);
    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
