import { ApiError } from '@/lib/api-error';
import { REFRESH_URL } from '@/lib/auth/session-calls';
import { sessionStore } from '@/lib/auth/session-store';
import { inFlight } from '@/lib/in-flight';
import { registerNavigator } from '@/lib/navigation';
import { apiFetch } from './api-fetch';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

const json = (status: number, body: unknown, statusText = '') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });
const header = (init: RequestInit, name: string) => new Headers(init.headers).get(name);

const navigate = vi.fn();
let fetchMock: ReturnType<typeof vi.fn<Handler>>;

function serve(handler: Handler) {
  fetchMock = vi.fn<Handler>(handler);
  vi.stubGlobal('fetch', fetchMock);
}
const refreshCalls = () => fetchMock.mock.calls.filter(([url]) => url === REFRESH_URL);

/** A server whose current access token is `access-N`; refresh hands out the next pair after a tick. */
function rotatingServer() {
  let generation = 1;
  serve(async (url, init) => {
    if (url === REFRESH_URL) {
      // The expired access token and the current refresh token.
      expect(header(init, 'Authorization')).toMatch(/^Bearer access-\d$/);
      expect(header(init, 'X-Refresh-Token')).toBe(`refresh-${generation}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
      generation += 1;
      return json(200, {
        accessToken: `access-${generation}`,
        refreshToken: `refresh-${generation}`,
        tokenType: 'Bearer',
      });
    }
    if (header(init, 'Authorization') !== `Bearer access-${generation}`)
      return json(302, { shouldRefresh: true });
    return json(200, { data: url });
  });
}

beforeEach(() => {
  localStorage.clear();
  navigate.mockReset();
  registerNavigator(navigate);
  sessionStore.setToken({ accessToken: 'access-0', refreshToken: 'refresh-1', tokenType: 'Bearer' });
});
afterEach(() => {
  registerNavigator(null);
  vi.unstubAllGlobals();
});

describe('session handling on REST calls', () => {
  it('sends the auth headers and returns status, message and data', async () => {
    sessionStore.setToken({ accessToken: 'access-1', refreshToken: 'refresh-1', tokenType: 'Bearer' });
    rotatingServer();
    const result = await apiFetch('app/topic');
    expect(result).toEqual({ status: 200, message: '', data: { data: '/api/app/topic' } });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init.method).toBe('GET');
    expect(header(init, 'Content-Type')).toBe('application/json');
    expect(header(init, 'X-Refresh-Token')).toBe('refresh-1');
  });

  it('refreshes once for two expired calls in flight, then retries both with the new tokens', async () => {
    rotatingServer();
    const [first, second] = await Promise.all([
      apiFetch('app/post'),
      apiFetch('app/topic', { body: { a: 1 } }),
    ]);
    expect(first.data).toEqual({ data: '/api/app/post' });
    expect(second.data).toEqual({ data: '/api/app/topic' });
    expect(refreshCalls()).toHaveLength(1);
    expect(sessionStore.getToken()).toEqual({
      accessToken: 'access-2',
      refreshToken: 'refresh-2',
      tokenType: 'Bearer',
    });
    const retried = fetchMock.mock.calls.filter(([url]) => url !== REFRESH_URL).slice(2);
    for (const [, init] of retried) {
      expect(header(init, 'Authorization')).toBe('Bearer access-2');
      expect(header(init, 'X-Refresh-Token')).toBe('refresh-2');
    }
    expect(retried.map(([, init]) => init.method)).toEqual(['GET', 'POST']);
  });

  it('does not refresh again for a call that failed with a token someone else already replaced', async () => {
    rotatingServer();
    await apiFetch('app/post');
    // A response to the old token arriving late: the stored token is already new.
    sessionStore.setToken({ accessToken: 'access-2', refreshToken: 'refresh-2', tokenType: 'Bearer' });
    await apiFetch('app/topic');
    expect(refreshCalls()).toHaveLength(1);
  });

  it('gives up after 2 refreshes with 401 Maximum retries exceeded, and goes to /login', async () => {
    serve((url) =>
      url === REFRESH_URL
        ? json(200, { accessToken: 'again', refreshToken: 'again', tokenType: 'Bearer' })
        : json(302, { shouldRefresh: true }),
    );
    const failure = apiFetch('app/post').catch((error: unknown) => error);
    await expect(failure).resolves.toEqual(new ApiError(401, 'Maximum retries exceeded'));
    await expect(failure).resolves.toMatchObject({ status: 401, error: 'Maximum retries exceeded' });
    expect(refreshCalls()).toHaveLength(2);
    expect(fetchMock.mock.calls.filter(([url]) => url !== REFRESH_URL)).toHaveLength(3);
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('removes the token and goes to /login when the refresh fails', async () => {
    sessionStore.setCachedUser(
      { id: 'u', username: 'x', profileColour: '#fff', isAdmin: false, onboardingComplete: true },
      1,
    );
    serve((url) =>
      url === REFRESH_URL
        ? json(401, { error: 'Failed to refresh tokens' })
        : json(302, { shouldRefresh: true }),
    );
    await expect(apiFetch('app/post')).rejects.toMatchObject({
      status: 401,
      error: 'Failed to refresh tokens',
    });
    expect(sessionStore.getToken()).toBeNull();
    expect(sessionStore.getCachedUser()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('fails every waiting call when the shared refresh fails', async () => {
    serve(async (url) => {
      if (url !== REFRESH_URL) return json(302, { shouldRefresh: true });
      await new Promise((resolve) => setTimeout(resolve, 10));
      return json(401, { error: 'Failed to refresh' });
    });
    const results = await Promise.allSettled([apiFetch('a'), apiFetch('b')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(refreshCalls()).toHaveLength(1);
  });

  it('clears the session on 401 and goes to /login, remembering the page', async () => {
    window.history.pushState({}, '', '/post/p1');
    serve(() => json(401, { error: 'Invalid token' }));
    await expect(apiFetch('app/post')).rejects.toEqual(new ApiError(401, 'Invalid token'));
    expect(sessionStore.getToken()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login?next=%2Fpost%2Fp1', { replace: true });
    window.history.pushState({}, '', '/');
  });

  it('fails a 403 with its message, keeping the session and going nowhere (the caller decides)', async () => {
    serve(() => json(403, { error: 'Admins only' }));
    await expect(apiFetch('admin/user')).rejects.toMatchObject({ status: 403, error: 'Admins only' });
    expect(navigate).not.toHaveBeenCalled();
    expect(sessionStore.getToken()).not.toBeNull();
  });

  it('fails with Missing tokens and goes to /login when no token is stored', async () => {
    localStorage.clear();
    serve(() => json(200, {}));
    await expect(apiFetch('app/post')).rejects.toEqual(new ApiError(401, 'Missing tokens'));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('throws {status, error} with the body error, else the status text', async () => {
    serve((url) =>
      url.endsWith('/a')
        ? json(429, { error: 'Slow down' })
        : new Response(null, { status: 404, statusText: 'Not Found' }),
    );
    await expect(apiFetch('a')).rejects.toMatchObject({ status: 429, error: 'Slow down' });
    await expect(apiFetch('b')).rejects.toMatchObject({ status: 404, error: 'Not Found' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends no auth headers on the unauthenticated variant', async () => {
    localStorage.clear();
    serve(() => json(200, { data: [] }));
    await apiFetch('public/topic', { auth: false });
    expect(header(fetchMock.mock.calls[0]![1], 'Authorization')).toBeNull();
  });

  it('counts calls in flight', async () => {
    sessionStore.setToken({ accessToken: 'access-1', refreshToken: 'refresh-1', tokenType: 'Bearer' });
    rotatingServer();
    const seen: number[] = [];
    const stop = inFlight.subscribe(() => seen.push(inFlight.get()));
    await Promise.all([apiFetch('a'), apiFetch('b')]);
    stop();
    expect(seen).toEqual([1, 2, 1, 0]);
  });
});
