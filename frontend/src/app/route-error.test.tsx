import { screen } from '@testing-library/react';
import { data } from 'react-router';
import { renderRoute } from '@/testing/render-route';
import { RouteError } from './route-error';

function Boom(): never {
  throw new Error('render failed');
}

function renderFailing(route: { Component: () => never; loader?: () => never }) {
  renderRoute({ routes: [{ path: '/', errorElement: <RouteError />, HydrateFallback: () => null, ...route }] });
}

describe('RouteError', () => {
  beforeEach(() => {
    // React and the router report the caught error on the console; keep the output readable.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the crash screen when a page throws', async () => {
    renderFailing({ Component: Boom });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oops! Something went wrong.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh the page' })).toBeInTheDocument();
  });

  it('shows Page Not Found when a loader answers 404', async () => {
    renderFailing({
      Component: Boom,
      loader: () => {
        throw data(null, { status: 404 });
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });
});
