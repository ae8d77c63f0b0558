import { ApiError } from '@/lib/api-error';
import { registerNavigator } from '@/lib/navigation';
import { AUTH_FRESH_MS, createAuthMachine } from './auth-machine';
import { session } from './session';
import { sessionStore, STORAGE_KEYS, type CachedUser } from './session-store';

const token = { accessToken: 'access', refreshToken: 'refresh', tokenType: 'Bearer' };
const user: CachedUser = {
  id: 'u1',
  username: 'CalmOtter123',
  profileColour: '#f7a521',
  isAdmin: false,
  onboardingComplete: true,
};

// The router, as far as the session is concerned: where it was sent.
const navigate = vi.fn();

function setup(fetchUser: () => Promise<CachedUser | null>) {
  const fetch = vi.fn(fetchUser);
  const machine = createAuthMachine({ session, fetchUser: fetch });
  return { machine, fetch };
}

beforeEach(() => {
  localStorage.clear();
  navigate.mockReset();
  registerNavigator(navigate);
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-01-01T12:00:00Z'));
});
afterEach(() => {
  registerNavigator(null);
  vi.useRealTimers();
});

describe('auth state', () => {
  it('is unauthenticated at once without a token, asking nobody', async () => {
    const { machine, fetch } = setup(() => Promise.resolve(user));
    expect(machine.getState().status).toBe('unauthenticated');
    await expect(machine.ensure()).resolves.toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is authenticated at once with a cached user, refreshing in the background when stale', async () => {
    sessionStore.setToken(token);
    sessionStore.setCachedUser(user, Date.now() - AUTH_FRESH_MS - 1);
    let answer: (value: CachedUser) => void = () => undefined;
    const { machine, fetch } = setup(() => new Promise((resolve) => (answer = resolve)));

    await expect(machine.ensure()).resolves.toEqual(user);
    expect(machine.getState()).toEqual({ status: 'authenticated', user });
    expect(fetch).toHaveBeenCalledTimes(1);

    const asked = Date.now();
    answer({ ...user, onboardingComplete: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(machine.getState().user?.onboardingComplete).toBe(false);
    expect(sessionStore.getLastAuthCheck()).toBe(asked);
  });

  it('does not refresh a check younger than 5 minutes', async () => {
    sessionStore.setToken(token);
    sessionStore.setCachedUser(user, Date.now() - AUTH_FRESH_MS + 1000);
    const { machine, fetch } = setup(() => Promise.resolve(user));
    await expect(machine.ensure()).resolves.toEqual(user);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('fetches the user when only a token is stored, caching only the routing fields', async () => {
    sessionStore.setToken(token);
    const withExtras = {
      ...user,
      email: 'a@b.c',
      ethnicity: 'Other',
      __typename: 'CurrentUser',
    } as CachedUser;
    const { machine } = setup(() => Promise.resolve(withExtras));
    expect(machine.getState().status).toBe('checking');

    await expect(machine.ensure()).resolves.toEqual(withExtras);
    expect(machine.getState()).toEqual({ status: 'authenticated', user });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cachedUser) ?? '{}')).toEqual(user);
    expect(localStorage.getItem(STORAGE_KEYS.lastAuthCheck)).toBe(String(Date.now()));
  });

  it('retries every second, up to 3 times, then becomes unauthenticated', async () => {
    sessionStore.setToken(token);
    const { machine, fetch } = setup(() => Promise.reject(new Error('offline')));
    const result = machine.ensure();
    // The guards of one navigation share the check.
    expect(machine.ensure()).toBe(result);
    expect(machine.getState().status).toBe('checking');

    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetch).toHaveBeenCalledTimes(4);

    await expect(result).resolves.toBeNull();
    expect(machine.getState().status).toBe('unauthenticated');
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('succeeds on a retry', async () => {
    sessionStore.setToken(token);
    let calls = 0;
    const { machine } = setup(() =>
      ++calls < 3 ? Promise.reject(new Error('blip')) : Promise.resolve(user),
    );
    const result = machine.ensure();
    await vi.advanceTimersByTimeAsync(2000);
    await expect(result).resolves.toEqual(user);
    expect(machine.getState().status).toBe('authenticated');
  });

  it('ends the session at once when the server says nobody is signed in, and goes to /login', async () => {
    sessionStore.setToken(token);
    const { machine, fetch } = setup(() => Promise.resolve(null));
    await expect(machine.ensure()).resolves.toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(session.token()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    expect(machine.getState().status).toBe('unauthenticated');
  });

  it('does not retry a 401', async () => {
    sessionStore.setToken(token);
    const { machine, fetch } = setup(() => Promise.reject(new ApiError(401, 'Unauthorized')));
    await expect(machine.ensure()).resolves.toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps the cached user when a background refresh fails, and drops it when the session is gone', async () => {
    sessionStore.setToken(token);
    sessionStore.setCachedUser(user, 0);
    const failing = setup(() => Promise.reject(new Error('offline')));
    await failing.machine.ensure();
    await vi.advanceTimersByTimeAsync(0);
    expect(failing.machine.getState().status).toBe('authenticated');

    const gone = setup(() => Promise.resolve(null));
    await gone.machine.ensure();
    await vi.advanceTimersByTimeAsync(0);
    expect(gone.machine.getState().status).toBe('unauthenticated');
    expect(session.token()).toBeNull();
  });

  it('signs in: stores the token, then fetches the user, notifying subscribers', async () => {
    const { machine, fetch } = setup(() => Promise.resolve(user));
    const listener = vi.fn();
    machine.subscribe(listener);

    const signingIn = machine.signIn(token);
    await vi.advanceTimersByTimeAsync(0);
    expect(session.token()).toEqual(token);
    await expect(signingIn).resolves.toEqual(user);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(machine.getState()).toEqual({ status: 'authenticated', user });
    expect(sessionStore.getLastAuthCheck()).toBe(Date.now());
    expect(listener).toHaveBeenCalled();
  });

  it('answers a sign-in the server cannot put a name to with null, sending nobody anywhere', async () => {
    const { machine } = setup(() => Promise.resolve(null));
    await expect(machine.signIn(token)).resolves.toBeNull();
    expect(navigate).not.toHaveBeenCalled();
    expect(machine.getState().status).toBe('unauthenticated');
  });

  it('ignores an answer that arrives after the session ended', async () => {
    let answer: (value: CachedUser) => void = () => undefined;
    const { machine } = setup(() => new Promise((resolve) => (answer = resolve)));
    sessionStore.setToken(token);
    sessionStore.setCachedUser(user, Date.now() - AUTH_FRESH_MS - 1);

    await machine.ensure(); // stale: a background refresh starts
    void session.end({ redirect: false });
    answer(user);
    await vi.advanceTimersByTimeAsync(0);
    expect(machine.getState().status).toBe('unauthenticated');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.cachedUser)).toBeNull();
  });

  it('follows the session when it ends elsewhere (a 401 on another call)', () => {
    sessionStore.setToken(token);
    sessionStore.setCachedUser(user, Date.now());
    const { machine } = setup(() => Promise.resolve(user));
    expect(machine.getState().status).toBe('authenticated');
    void session.end();
    expect(machine.getState().status).toBe('unauthenticated');
  });
});
