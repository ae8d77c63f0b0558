import { paths } from '@/config/paths';
import { navigateTo } from '@/lib/navigation';
import { sessionStore, isTokenSet, type TokenSet } from './session-store';

/** The auth endpoint that swaps an expired access token for a new pair (spec §7). */
export const REFRESH_URL = '/api/auth/refresh';
/** Spec §9: a request refreshes the tokens at most twice before it gives up. */
export const MAX_REFRESH_ATTEMPTS = 2;

/** The thrown shape of spec §8: `{status, error}`, the text from the body's `error`, else the status text. */
export class ApiError extends Error {
  readonly status: number;
  readonly error: string;

  constructor(status: number, error: string) {
    super(error);
    this.name = 'ApiError';
    this.status = status;
    this.error = error;
  }

  static is(value: unknown): value is ApiError {
    return value instanceof ApiError;
  }
}

/** The headers of an authenticated call (spec §7). */
export function authHeaders(token: TokenSet): Record<string, string> {
  return {
    Authorization: `${token.tokenType || 'Bearer'} ${token.accessToken}`,
    'X-Refresh-Token': token.refreshToken,
  };
}

type SessionEndListener = () => void;
const sessionEndListeners = new Set<SessionEndListener>();

/** Lets the app forget per-user state (the Apollo cache) whenever a session ends. */
export function onSessionEnd(listener: SessionEndListener) {
  sessionEndListeners.add(listener);
  return () => {
    sessionEndListeners.delete(listener);
  };
}

function currentPath() {
  return typeof window === 'undefined' ? '/' : `${window.location.pathname}${window.location.search}`;
}

/**
 * Spec §8 "Session": the token and the cached user are removed and the user goes to /login,
 * remembering the page they were on so login can return there.
 */
export function endSession({ redirect = true }: { redirect?: boolean } = {}) {
  sessionStore.clear();
  for (const listener of sessionEndListeners) listener();
  if (!redirect) return;
  const here = currentPath();
  if (here.startsWith(paths.auth.login.path)) return;
  navigateTo(paths.auth.login.getHref(here), { replace: true });
}

/** The parsed JSON body, or undefined when it is empty or not JSON. */
export async function readResponseJson(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/** The body's `error` text, else the status text (spec §8). */
export function errorText(response: Response, body: unknown, fallback = 'Request failed'): string {
  if (typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string') {
    return body.error;
  }
  return response.statusText || fallback;
}

let pendingRefresh: Promise<TokenSet> | null = null;

async function requestNewTokens(): Promise<TokenSet> {
  const token = sessionStore.getToken();
  if (!token) {
    endSession();
    throw new ApiError(401, 'Missing tokens');
  }
  // A network failure is not a refused refresh: the session stays, the request fails.
  const response = await fetch(REFRESH_URL, {
    method: 'GET',
    headers: { ...authHeaders(token), 'Content-Type': 'application/json' },
  });
  const body = await readResponseJson(response);
  if (!response.ok) {
    endSession();
    throw new ApiError(response.status, errorText(response, body, 'Failed to refresh tokens'));
  }
  const next =
    typeof body === 'object' && body !== null ? { tokenType: token.tokenType, ...body } : undefined;
  if (!isTokenSet(next)) {
    endSession();
    throw new ApiError(401, 'Failed to refresh tokens');
  }
  sessionStore.setToken(next);
  return sessionStore.getToken() ?? next;
}

/**
 * Refreshes the tokens, one refresh at a time: callers arriving while a refresh runs wait for
 * the same one. `sent` is the token the caller's failed request carried; when another caller
 * has already replaced it, the new one is used without refreshing again (refresh tokens
 * rotate, so a second refresh would be wasted work at best).
 */
export function refreshTokens(sent: TokenSet | null): Promise<TokenSet> {
  const current = sessionStore.getToken();
  if (!pendingRefresh && current && sent && current.accessToken !== sent.accessToken) {
    return Promise.resolve(current);
  }
  pendingRefresh ??= requestNewTokens().finally(() => {
    pendingRefresh = null;
  });
  return pendingRefresh;
}

/** What one attempt of a call learned about the session. */
export type Attempt<T> =
  | { kind: 'ok'; value: T }
  | { kind: 'expired' }
  | { kind: 'unauthenticated'; error?: string }
  | { kind: 'forbidden'; error?: string };

/**
 * Spec §4 "Session handling on calls", shared by `apiFetch` and the Apollo link. `send` makes
 * one attempt with the given token (null when signed out) and classifies the answer:
 * - expired: refresh (at most twice), then retry with the new token;
 * - unauthenticated (401): forget the session and go to /login;
 * - forbidden (403): go to /forbidden.
 */
export async function withSession<T>(send: (token: TokenSet | null) => Promise<Attempt<T>>): Promise<T> {
  let token = sessionStore.getToken();
  for (let refreshes = 0; ;) {
    const attempt = await send(token);
    switch (attempt.kind) {
      case 'ok':
        return attempt.value;
      case 'forbidden':
        navigateTo(paths.forbidden.getHref());
        throw new ApiError(403, attempt.error ?? 'Forbidden');
      case 'unauthenticated':
        endSession();
        throw new ApiError(401, attempt.error ?? (token ? 'Unauthorized' : 'Missing tokens'));
      case 'expired':
        if (refreshes >= MAX_REFRESH_ATTEMPTS) {
          endSession();
          throw new ApiError(401, 'Maximum retries exceeded');
        }
        refreshes += 1;
        token = await refreshTokens(token);
        break;
    }
  }
}
