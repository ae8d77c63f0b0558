import { ApiError, errorText, readResponseJson } from '@/lib/api-error';
import { session } from './session';
import { isTokenSet, type TokenSet } from './session-store';

/** The auth endpoint that swaps an expired access token for a new pair (spec §7). */
export const REFRESH_URL = '/api/auth/refresh';
/** Spec §9: a request refreshes the tokens at most twice before it gives up. */
export const MAX_REFRESH_ATTEMPTS = 2;

/** The headers of an authenticated call (spec §7). */
export function authHeaders(token: TokenSet): Record<string, string> {
  return {
    Authorization: `${token.tokenType || 'Bearer'} ${token.accessToken}`,
    'X-Refresh-Token': token.refreshToken,
  };
}

/** Ends the session (spec §8: the token goes, the person goes to /login) and fails the call. */
function sessionOver(status: number, error: string): never {
  void session.end();
  throw new ApiError(status, error);
}

let pendingRefresh: Promise<TokenSet> | null = null;

async function requestNewTokens(): Promise<TokenSet> {
  const token = session.token();
  if (!token) sessionOver(401, 'Missing tokens');
  // A network failure is not a refused refresh: the session stays, the request fails.
  const response = await fetch(REFRESH_URL, {
    method: 'GET',
    headers: { ...authHeaders(token), 'Content-Type': 'application/json' },
  });
  const body = await readResponseJson(response);
  if (!response.ok) sessionOver(response.status, errorText(response, body, 'Failed to refresh tokens'));
  const next =
    typeof body === 'object' && body !== null ? { tokenType: token.tokenType, ...body } : undefined;
  if (!isTokenSet(next)) sessionOver(401, 'Failed to refresh tokens');
  session.replaceToken(next);
  return session.token() ?? next;
}

/**
 * Refreshes the tokens, one refresh at a time: callers arriving while a refresh runs wait for
 * the same one. `sent` is the token the caller's failed request carried; when another caller
 * has already replaced it, the new one is used without refreshing again (refresh tokens
 * rotate, so a second refresh would be wasted work at best).
 */
export function refreshTokens(sent: TokenSet | null): Promise<TokenSet> {
  const current = session.token();
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
  | { kind: 'unauthenticated'; error?: string };

/**
 * Spec §4 "Session handling on calls", shared by `apiFetch` and the Apollo link. `send` makes
 * one attempt with the given token (null when signed out) and classifies the answer:
 * - expired: refresh (at most twice), then retry with the new token;
 * - unauthenticated (401): the session ends (see `session.end`) and the call fails.
 * A refusal for lack of permission (403, FORBIDDEN) is only the call's error: a page load
 * turns it into /forbidden (see `awaitPageQueries`), a form shows it.
 */
export async function withSession<T>(send: (token: TokenSet | null) => Promise<Attempt<T>>): Promise<T> {
  let token = session.token();
  for (let refreshes = 0; ;) {
    const attempt = await send(token);
    switch (attempt.kind) {
      case 'ok':
        return attempt.value;
      case 'unauthenticated':
        sessionOver(401, attempt.error ?? (token ? 'Unauthorized' : 'Missing tokens'));
        break;
      case 'expired':
        if (refreshes >= MAX_REFRESH_ATTEMPTS) sessionOver(401, 'Maximum retries exceeded');
        refreshes += 1;
        token = await refreshTokens(token);
        break;
    }
  }
}
