import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { parse } from 'graphql';
import { isForbidden } from '@/lib/api-error';
import { REFRESH_URL } from '@/lib/auth/session-calls';
import { sessionStore } from '@/lib/auth/session-store';
import { inFlight } from '@/lib/in-flight';
import { registerNavigator } from '@/lib/navigation';
import { createSessionLink } from './apollo-session-link';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const header = (init: RequestInit, name: string) => new Headers(init.headers).get(name);
const gqlError = (code: string, message = code) =>
  json(200, { data: null, errors: [{ message, extensions: { code } }] });

// Parsed rather than tagged, so codegen does not take this test document for an app one.
const Query = parse('query Who { who }');
const navigate = vi.fn();
let fetchMock: ReturnType<typeof vi.fn<Handler>>;

function client(handler: Handler) {
  fetchMock = vi.fn<Handler>(async (url, init) => handler(url, init));
  vi.stubGlobal('fetch', fetchMock);
  return new ApolloClient({
    link: ApolloLink.from([
      createSessionLink(),
      new HttpLink({ uri: '/graphql', fetch: (...args) => fetch(...args) }),
    ]),
    cache: new InMemoryCache(),
  });
}
const query = (apollo: ApolloClient) => apollo.query({ query: Query, fetchPolicy: 'network-only' });
const graphqlCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/graphql');
const refreshCalls = () => fetchMock.mock.calls.filter(([url]) => url === REFRESH_URL);

beforeEach(() => {
  localStorage.clear();
  navigate.mockReset();
  registerNavigator(navigate);
  sessionStore.setToken({ accessToken: 'old', refreshToken: 'r-old', tokenType: 'Bearer' });
});
afterEach(() => {
  registerNavigator(null);
  vi.unstubAllGlobals();
});

describe('Apollo session link', () => {
  it('refreshes on TOKEN_EXPIRED, once for concurrent operations, and retries with the new headers', async () => {
    const apollo = client(async (url, init) => {
      if (url === REFRESH_URL) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        return json(200, { accessToken: 'new', refreshToken: 'r-new', tokenType: 'Bearer' });
      }
      return header(init, 'Authorization') === 'Bearer new'
        ? json(200, { data: { who: 'me' } })
        : gqlError('TOKEN_EXPIRED');
    });
    const results = await Promise.all([
      query(apollo),
      apollo.query({ query: Query, fetchPolicy: 'no-cache' }),
    ]);
    expect(results.map(({ data }) => data)).toEqual([{ who: 'me' }, { who: 'me' }]);
    expect(refreshCalls()).toHaveLength(1);
    const last = graphqlCalls().at(-1)![1];
    expect(header(last, 'X-Refresh-Token')).toBe('r-new');
    expect(inFlight.get()).toBe(0);
  });

  it('fails with Maximum retries exceeded after 2 refreshes', async () => {
    const apollo = client((url) =>
      url === REFRESH_URL
        ? json(200, { accessToken: 'still-old', refreshToken: 'r', tokenType: 'Bearer' })
        : gqlError('TOKEN_EXPIRED'),
    );
    await expect(query(apollo)).rejects.toMatchObject({ status: 401, error: 'Maximum retries exceeded' });
    expect(refreshCalls()).toHaveLength(2);
    expect(graphqlCalls()).toHaveLength(3);
  });

  it('ends the session and goes to /login on UNAUTHENTICATED when a token was sent', async () => {
    const apollo = client(() => gqlError('UNAUTHENTICATED', 'Session revoked'));
    await expect(query(apollo)).rejects.toMatchObject({ status: 401, error: 'Session revoked' });
    expect(sessionStore.getToken()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('leaves a signed-out UNAUTHENTICATED to the caller', async () => {
    localStorage.clear();
    const apollo = client((_url, init) => {
      expect(header(init, 'Authorization')).toBeNull();
      return gqlError('UNAUTHENTICATED');
    });
    await expect(query(apollo)).rejects.toThrow('UNAUTHENTICATED');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('passes FORBIDDEN through as the GraphQL error, keeping the session and going nowhere', async () => {
    const apollo = client(() => gqlError('FORBIDDEN', 'Admins only'));
    const failure = await query(apollo).catch((error: unknown) => error);
    expect(CombinedGraphQLErrors.is(failure)).toBe(true);
    expect(isForbidden(failure)).toBe(true);
    expect(failure).toHaveProperty('message', 'Admins only');
    expect(navigate).not.toHaveBeenCalled();
    expect(sessionStore.getToken()).not.toBeNull();
  });

  it('passes an HTTP 403 through too', async () => {
    const apollo = client(() => json(403, { error: 'Admins only' }));
    const failure = await query(apollo).catch((error: unknown) => error);
    expect(isForbidden(failure)).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('passes other errors through untouched', async () => {
    const apollo = client(() => gqlError('BAD_USER_INPUT', 'Invalid email or password.'));
    await expect(query(apollo)).rejects.toThrow('Invalid email or password.');
    expect(navigate).not.toHaveBeenCalled();
    expect(sessionStore.getToken()).not.toBeNull();
  });
});
