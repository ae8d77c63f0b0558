import { render, screen } from '@testing-library/react';
import { createMemoryRouter, data, RouterProvider } from 'react-router';
import { RouteError } from './route-error';

function Boom(): never {
  throw new Error('render failed');
}

function renderRoute(route: { Component: () => never; loader?: () => never }) {
  const router = createMemoryRouter([
    { path: '/', errorElement: <RouteError />, HydrateFallback: () => null, ...route },
  ]);
  render(<RouterProvider router={router} />);
}

describe('RouteError', () => {
  beforeEach(() => {
    // React and the router report the caught error on the console; keep the output readable.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the crash screen when a page throws', async () => {
    renderRoute({ Component: Boom });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oops! Something went wrong.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh the page' })).toBeInTheDocument();
  });

  it('shows Page Not Found when a loader answers 404', async () => {
    renderRoute({
      Component: Boom,
      loader: () => {
        throw data(null, { status: 404 });
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });
});
