import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { apolloClient, createAppLink } from '@/lib/apollo-client';
import { STORAGE_KEYS, type CachedUser } from '@/lib/auth/session-store';
import { registerNavigator } from '@/lib/navigation';

export type GraphQLMock = MockLink.MockedResponse;

export type RenderRouteOptions = {
  /** The route tree: the app's `routes`, or a few routes around the component under test. */
  routes: RouteObject[];
  /** Where the memory router starts (default `/`); several entries give a history to go back in. */
  path?: string | string[];
  /** The GraphQL server's answers, matched by query and variables, each used once. */
  mocks?: readonly GraphQLMock[];
  /** A signed-in member: a stored token and user whose last check is fresh, so guards ask nobody. */
  signedInAs?: CachedUser | null;
};

const mounted = new Set<{ dispose(): void }>();

afterEach(async () => {
  cleanup();
  for (const router of mounted) router.dispose();
  mounted.clear();
  registerNavigator(null);
  localStorage.clear();
  await apolloClient.clearStore();
});

/** Stores a session the way a sign-in leaves it (spec §3 storage keys). */
export function storeSession(user: CachedUser) {
  localStorage.setItem(
    STORAGE_KEYS.token,
    JSON.stringify({ accessToken: 'access', refreshToken: 'refresh', tokenType: 'Bearer' }),
  );
  localStorage.setItem(STORAGE_KEYS.cachedUser, JSON.stringify(user));
  localStorage.setItem(STORAGE_KEYS.lastAuthCheck, String(Date.now()));
}

/** The app's Apollo client answers from `mocks` (each used once) instead of the network. */
export function serveGraphQL(mocks: readonly GraphQLMock[]) {
  apolloClient.setLink(createAppLink(new MockLink(mocks, { defaultOptions: { delay: 0 } })));
}

/**
 * Renders routes as the app does: a data router (in memory) with loaders, the app's Apollo
 * client (session handling, cache, data masking) answering from `mocks` instead of the
 * network, and the router registered for the session's own navigation (a 401 goes to /login).
 * Returns the router (for its location) and a userEvent instance.
 */
export function renderRoute({ routes, path = '/', mocks = [], signedInAs = null }: RenderRouteOptions) {
  if (signedInAs) storeSession(signedInAs);
  serveGraphQL(mocks);

  const initialEntries = Array.isArray(path) ? path : [path];
  const router = createMemoryRouter(routes, { initialEntries, initialIndex: initialEntries.length - 1 });
  mounted.add(router);
  registerNavigator((to, options) => router.navigate(to, options));

  const person = userEvent.setup();
  const view = render(
    <ApolloProvider client={apolloClient}>
      <RouterProvider router={router} />
    </ApolloProvider>,
  );
  return { ...view, router, user: person };
}
