import type { CachedUser, TokenSet } from './session-store';

/** Spec §9. */
export const AUTH_FRESH_MS = 5 * 60 * 1000;
export const AUTH_RETRIES = 3;
export const AUTH_RETRY_DELAY_MS = 1000;

export type AuthStatus = 'checking' | 'authenticated' | 'unauthenticated';
export type AuthState = { status: AuthStatus; user: CachedUser | null };

/** The storage the machine reads and writes: `sessionStore` in the app, a fake in tests if wanted. */
export type AuthStore = {
  getToken(): TokenSet | null;
  setToken(token: TokenSet): void;
  getCachedUser(): CachedUser | null;
  setCachedUser(user: CachedUser, checkedAt: number): void;
  getLastAuthCheck(): number | null;
  clear(): void;
  subscribe(listener: () => void): () => void;
};

export type AuthDeps = {
  store: AuthStore;
  /** Asks the server who is signed in: the user, null when nobody is; throws when it cannot tell. */
  fetchUser: () => Promise<CachedUser | null>;
  /** Called when the server says the session is gone (null user or a 401): forget it, go to /login. */
  onSessionGone: () => void;
  now?: () => number;
  wait?: (ms: number) => Promise<void>;
};

/** A 401 from the session handling is a definite "nobody": no point retrying it. */
const isUnauthenticated = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 401;

/**
 * Spec §4 "Auth state": checking, then authenticated or unauthenticated.
 * - A cached user means authenticated at once; when the last successful check is older than
 *   5 minutes the user is refreshed in the background.
 * - Otherwise the user is fetched, retrying every second up to 3 times, then unauthenticated.
 * The store is the source of truth (so a logout in another tab, or a 401 handled by the
 * Apollo link, is seen here); the machine adds the checking phase and the retries.
 */
export function createAuthMachine(deps: AuthDeps) {
  const { store, fetchUser, onSessionGone } = deps;
  const now = deps.now ?? Date.now;
  const wait = deps.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  const listeners = new Set<() => void>();
  let checking: Promise<CachedUser | null> | null = null;
  let refreshing: Promise<void> | null = null;
  let lastCheckFailed = false;
  // Bumped on every sign-in and sign-out, so an answer to an older question is ignored.
  let generation = 0;
  let state: AuthState = derive();

  function derive(): AuthState {
    const user = store.getToken() ? store.getCachedUser() : null;
    if (user) return { status: 'authenticated', user };
    if (checking) return { status: 'checking', user: null };
    if (!store.getToken() || lastCheckFailed) return { status: 'unauthenticated', user: null };
    return { status: 'checking', user: null };
  }

  function update() {
    const next = derive();
    const same = next.status === state.status && JSON.stringify(next.user) === JSON.stringify(state.user);
    if (same) return;
    state = next;
    for (const listener of listeners) listener();
  }

  store.subscribe(update);

  function sessionGone() {
    generation += 1;
    store.clear();
    onSessionGone();
    update();
  }

  function isFresh() {
    const last = store.getLastAuthCheck();
    return last !== null && now() - last < AUTH_FRESH_MS;
  }

  function accept(user: CachedUser) {
    lastCheckFailed = false;
    store.setCachedUser(user, now());
    update();
  }

  async function check(): Promise<CachedUser | null> {
    const asked = generation;
    for (let attempt = 0; ; attempt += 1) {
      try {
        const user = await fetchUser();
        if (asked !== generation) return machine.getState().user;
        if (!user) {
          sessionGone();
          return null;
        }
        accept(user);
        return user;
      } catch (error) {
        if (asked !== generation) return machine.getState().user;
        if (isUnauthenticated(error)) {
          sessionGone();
          return null;
        }
        if (attempt >= AUTH_RETRIES) {
          // The server could not tell: keep the token (it may be down), but let nobody in.
          lastCheckFailed = true;
          return null;
        }
        await wait(AUTH_RETRY_DELAY_MS);
      }
    }
  }

  function refreshInBackground() {
    if (refreshing || checking) return;
    const asked = generation;
    refreshing = fetchUser()
      .then(
        (user) => {
          if (asked !== generation) return;
          if (user) accept(user);
          else sessionGone();
        },
        (error: unknown) => {
          // A failed background refresh keeps the cached user; only a definite "nobody" ends it.
          if (asked === generation && isUnauthenticated(error)) sessionGone();
        },
      )
      .finally(() => {
        refreshing = null;
      });
  }

  const machine = {
    getState: () => state,

    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    /** The signed-in user, or null; what the route guards await. */
    ensure(): Promise<CachedUser | null> {
      update();
      if (!store.getToken()) return Promise.resolve(null);
      const cached = store.getCachedUser();
      if (cached) {
        if (!isFresh()) refreshInBackground();
        return Promise.resolve(cached);
      }
      if (!checking) {
        lastCheckFailed = false;
        checking = check().finally(() => {
          checking = null;
          update();
        });
        update();
      }
      return checking;
    },

    /** Spec §4 "Login or register success": keep the token and the user. */
    signIn(token: TokenSet, user: CachedUser) {
      generation += 1;
      lastCheckFailed = false;
      store.setToken(token);
      store.setCachedUser(user, now());
      update();
    },

    /** Forget the session locally (the logout call itself is the caller's). */
    signOut() {
      generation += 1;
      lastCheckFailed = false;
      store.clear();
      update();
    },

    /** Replace the cached user, e.g. after onboarding completes. */
    updateUser(user: CachedUser) {
      if (store.getToken()) accept(user);
    },
  };
  return machine;
}

export type AuthMachine = ReturnType<typeof createAuthMachine>;
