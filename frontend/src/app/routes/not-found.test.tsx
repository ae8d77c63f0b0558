import { screen } from '@testing-library/react';
import { renderRoute } from '@/testing/render-route';
import { NotFound } from './not-found';

function renderAt(history: string[]) {
  return renderRoute({
    routes: [
      { path: '/', element: <h1>Home page</h1> },
      { path: '/previous', element: <h1>Previous page</h1> },
      { path: '*', Component: NotFound },
    ],
    path: history,
  });
}

describe('NotFound', () => {
  it('says the page was not found', async () => {
    renderAt(['/nope']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('goes back to the previous page when there is one', async () => {
    const { router, user } = renderAt(['/previous', '/nope']);
    await user.click(await screen.findByRole('button', { name: 'Go back' }));
    expect(await screen.findByRole('heading', { name: 'Previous page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/previous');
  });

  it('goes home when the page was opened directly', async () => {
    const { router, user } = renderAt(['/nope']);
    await user.click(await screen.findByRole('button', { name: 'Go back' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
