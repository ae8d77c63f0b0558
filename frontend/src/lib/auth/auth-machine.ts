import type { session as appSession } from './session';
import type { CachedUser, TokenSet } from './session-store';

/** Spec §9. */
export const AUTH_FRESH_MS = 5 * 60 * 1000;
export const AUTH_RETRIES = 3;
export const AUTH_RETRY_DELAY_MS = 1000;

export type AuthStatus = 'checking' | 'authenticated' | 'unauthenticated';
export type AuthState = { status: AuthStatus; user: CachedUser | null };

/** The session the machine reads and changes: `session` in the app. */
export type AuthSession = Pick<
  typeof appSession,
  'token' | 'user' | 'lastCheck' | 'subscribe' | 'start' | 'rememberUser' | 'end'
>;

export type AuthDeps = {
  session: AuthSession;
  /** Asks the server who is signed in: the user, null when nobody is; throws when it cannot tell. */
  fetchUser: () => Promise<CachedUser | null>;
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
 * The session is the source of truth (so a logout in another tab, or a 401 handled by the
 * Apollo link, is seen here); the machine adds the checking phase and the retries. When the
 * server says nobody is signed in, the machine ends the session through `session.end`.
 */
export function createAuthMachine(deps: AuthDeps) {
  const { session, fetchUser } = deps;
  const now = deps.now ?? Date.now;
  const wait = deps.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  const listeners = new Set<() => void>();
  let checking: Promise<CachedUser | null> | null = null;
  let refreshing: Promise<void> | null = null;
  let lastCheckFailed = false;
  // Bumped whenever a session starts or ends, so an answer to an older question is ignored.
  let generation = 0;
  let state: AuthState = derive();

  function derive(): AuthState {
    const user = session.token() ? session.user() : null;
    if (user) return { status: 'authenticated', user };
    if (checking) return { status: 'checking', user: null };
    if (!session.token() || lastCheckFailed) return { status: 'unauthenticated', user: null };
    return { status: 'checking', user: null };
  }

  function update() {
    const next = derive();
    const same = next.status === state.status && JSON.stringify(next.user) === JSON.stringify(state.user);
    if (same) return;
    state = next;
    for (const listener of listeners) listener();
  }

  session.subscribe((event) => {
    if (event !== 'updated') {
      generation += 1;
      lastCheckFailed = false;
    }
    update();
  });

  function sessionGone(redirect: boolean) {
    generation += 1;
    void session.end({ redirect });
    update();
  }

  function isFresh() {
    const last = session.lastCheck();
    return last !== null && now() - last < AUTH_FRESH_MS;
  }

  function accept(user: CachedUser) {
    lastCheckFailed = false;
    session.rememberUser(user, now());
    update();
  }

  async function check(redirectWhenGone: boolean): Promise<CachedUser | null> {
    const asked = generation;
    for (let attempt = 0; ; attempt += 1) {
      try {
        const user = await fetchUser();
        if (asked !== generation) return machine.getState().user;
        if (!user) {
          sessionGone(redirectWhenGone);
          return null;
        }
        accept(user);
        return user;
      } catch (error) {
        if (asked !== generation) return machine.getState().user;
        if (isUnauthenticated(error)) {
          sessionGone(redirectWhenGone);
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

  /** One check at a time: the guards of one navigation share it. A sign-in starts its own. */
  function startCheck({ redirectWhenGone, fresh }: { redirectWhenGone: boolean; fresh: boolean }) {
    if (checking && !fresh) return checking;
    lastCheckFailed = false;
    const current: Promise<CachedUser | null> = check(redirectWhenGone).finally(() => {
      if (checking === current) checking = null;
      update();
    });
    checking = current;
    update();
    return current;
  }

  function refreshInBackground() {
    if (refreshing || checking) return;
    const asked = generation;
    refreshing = fetchUser()
      .then(
        (user) => {
          if (asked !== generation) return;
          if (user) accept(user);
          else sessionGone(true);
        },
        (error: unknown) => {
          // A failed background refresh keeps the cached user; only a definite "nobody" ends it.
          if (asked === generation && isUnauthenticated(error)) sessionGone(true);
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
      if (!session.token()) return Promise.resolve(null);
      const cached = session.user();
      if (cached) {
        if (!isFresh()) refreshInBackground();
        return Promise.resolve(cached);
      }
      return startCheck({ redirectWhenGone: true, fresh: false });
    },

    /**
     * Spec §4 "Login or register success": store the token, then fetch the user. Resolves to
     * the user, or null when the server could not say who the token belongs to (the caller
     * reports the failure where the person is; nobody is sent anywhere).
     */
    async signIn(token: TokenSet): Promise<CachedUser | null> {
      await session.start(token);
      return startCheck({ redirectWhenGone: false, fresh: true });
    },

    /** Replace the cached user, e.g. after onboarding completes. */
    updateUser(user: CachedUser) {
      if (session.token()) accept(user);
    },
  };
  return machine;
}

export type AuthMachine = ReturnType<typeof createAuthMachine>;
