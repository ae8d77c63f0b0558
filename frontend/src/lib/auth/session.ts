import { isOpenToEveryone, paths } from '@/config/paths';
import { navigateTo } from '@/lib/navigation';
import { sessionStore, STORAGE_KEYS, type CachedUser, type TokenSet } from './session-store';

/**
 * What happened to the session: `started` (a sign-in), `ended` (sign-out, a refused token,
 * a failed refresh, a logout in another tab) or `updated` (new tokens, a fresher user).
 */
export type SessionEvent = 'started' | 'ended' | 'updated';
type Listener = (event: SessionEvent) => void;

/** Per-user data kept outside the browser storage: the Apollo client's cache. */
type UserDataCache = { clearStore(): Promise<unknown> };

const listeners = new Set<Listener>();
let userData: UserDataCache | null = null;

function emit(event: SessionEvent) {
  for (const listener of [...listeners]) listener(event);
}

function currentPath() {
  return typeof window === 'undefined' ? '/' : `${window.location.pathname}${window.location.search}`;
}

/** Lets the call that found the session over deliver its own error before the cache goes. */
const afterCurrentCalls = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function finish({ redirect, ended }: { redirect: boolean; ended: boolean }) {
  if (ended) emit('ended');
  if (redirect) {
    const here = currentPath();
    if (!here.startsWith(paths.auth.login.path) && !isOpenToEveryone(here.split('?')[0] ?? here)) {
      navigateTo(paths.auth.login.getHref(here), { replace: true });
    }
  }
  // Clearing the cache cancels every query still in flight, including the one whose 401 ended
  // the session: that one must fail with its own 401 first (the auth state retries a cancelled
  // check of the user, but not a 401).
  await afterCurrentCalls();
  await userData?.clearStore();
}

/**
 * The signed-in session of this tab, and the one owner of its lifecycle: the token, the cached
 * user and the time of the last check (spec §3), the per-user Apollo cache, and the one listener
 * system that tells the rest of the app (the auth state) what happened. Everything that ends a
 * session (the session handling of calls, the auth state, /logout, another tab) calls `end`.
 */
export const session = {
  token: (): TokenSet | null => sessionStore.getToken(),
  user: (): CachedUser | null => sessionStore.getCachedUser(),
  lastCheck: (): number | null => sessionStore.getLastAuthCheck(),

  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },

  /** The Apollo client whose cache holds this session's data: cleared when a session starts or ends. */
  keepDataIn(cache: UserDataCache | null) {
    userData = cache;
  },

  /** Spec §4 "Login or register success": store the token (the user is fetched next). */
  async start(token: TokenSet) {
    // Nothing an earlier visitor of this tab loaded may show to the new one.
    await userData?.clearStore();
    sessionStore.clear();
    sessionStore.setToken(token);
    emit('started');
  },

  /** The rotated tokens of a refresh. */
  replaceToken(token: TokenSet) {
    sessionStore.setToken(token);
    emit('updated');
  },

  /** The signed-in user as the server last described them, and when it was asked. */
  rememberUser(user: CachedUser, checkedAt: number) {
    if (!sessionStore.getToken()) return;
    sessionStore.setCachedUser(user, checkedAt);
    emit('updated');
  },

  /**
   * Spec §8 "Session": the session ends. The token, the cached user and the time of the last
   * check are removed, the Apollo cache is cleared, and (unless `redirect` is false, or the page
   * is open to everyone) the person goes to /login, which remembers the page they were on so
   * login can return there.
   */
  end({ redirect = true }: { redirect?: boolean } = {}): Promise<void> {
    return finish({ redirect, ended: sessionStore.clear() });
  },
};

// Another tab shares the storage: its logout ends this tab's session too (and takes this tab
// to /login), its login or token refresh is news for this tab's auth state.
if (typeof window !== 'undefined') {
  let signedIn = sessionStore.getToken() !== null;
  session.subscribe((event) => {
    if (event !== 'updated') signedIn = event === 'started';
  });
  window.addEventListener('storage', (event) => {
    if (event.storageArea !== window.localStorage) return;
    // A null key means the other tab cleared the whole storage.
    if (event.key !== null && !(Object.values(STORAGE_KEYS) as string[]).includes(event.key)) return;
    const hasToken = sessionStore.getToken() !== null;
    if (signedIn && !hasToken) void finish({ redirect: true, ended: true });
    else if (!signedIn && hasToken) emit('started');
    else if (hasToken) emit('updated');
  });
}
