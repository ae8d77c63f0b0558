import { ApiError, errorText, readResponseJson } from '@/lib/api-error';
import { authHeaders, withSession } from '@/lib/auth/session-calls';
import { connectedFetch } from '@/lib/connectivity';
import { inFlight } from '@/lib/in-flight';

/** Every REST call goes under /api/{path} (spec §7). */
export const API_BASE = '/api';

export type ApiResult<T> = {
  status: number;
  /** The status text. */
  message: string;
  /** The parsed JSON body; absent when the body was empty or not JSON. */
  data: T | undefined;
};

export type ApiFetchOptions = {
  /** GET without a body, POST with one, unless given. */
  method?: string;
  body?: unknown;
  /** false for the unauthenticated variant: no auth headers, and a 401 is only this call's error. */
  auth?: boolean;
  signal?: AbortSignal;
};

const isShouldRefresh = (body: unknown) =>
  typeof body === 'object' && body !== null && 'shouldRefresh' in body && body.shouldRefresh === true;

/**
 * The plain REST client of spec §7 with the session handling of §4. Failures throw
 * `ApiError` ({status, error}); a 403 is one of them (see `isForbidden`).
 */
export function apiFetch<T = unknown>(path: string, options: ApiFetchOptions = {}): Promise<ApiResult<T>> {
  const { body, auth = true, signal } = options;
  const method = options.method ?? (body === undefined ? 'GET' : 'POST');
  const url = `${API_BASE}/${path.replace(/^\/+/, '').replace(/^api\//, '')}`;

  return inFlight.track(
    withSession<ApiResult<T>>(async (token) => {
      if (auth && !token) return { kind: 'unauthenticated', error: 'Missing tokens' };
      const response = await connectedFetch(url, {
        method,
        signal,
        headers: { ...(auth && token ? authHeaders(token) : {}), 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const data = await readResponseJson(response);
      // The server marks an expired access token with a 302 that has no Location header, so
      // fetch hands it back instead of following it.
      if (auth && response.status === 302 && isShouldRefresh(data)) return { kind: 'expired' };
      if (auth && response.status === 401)
        return { kind: 'unauthenticated', error: errorText(response, data) };
      if (!response.ok) throw new ApiError(response.status, errorText(response, data));
      return {
        kind: 'ok',
        value: { status: response.status, message: response.statusText, data: data as T | undefined },
      };
    }),
  );
}
