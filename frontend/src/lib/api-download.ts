import { ApiError, errorText, readResponseJson } from '@/lib/api-error';
import { API_BASE } from '@/lib/api-fetch';
import { authHeaders, withSession } from '@/lib/auth/session-calls';
import { inFlight } from '@/lib/in-flight';

export type Download = { blob: Blob; fileName: string };

/**
 * The file name a `Content-Disposition` header gives (`attachment; filename="users.csv"`,
 * or RFC 5987's `filename*=UTF-8''…`), else `fallback`. Path parts are dropped.
 */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  let name: string | null = null;
  const extended = /filename\*\s*=\s*(?:[\w-]+)''([^;]+)/i.exec(disposition);
  if (extended?.[1]) {
    try {
      name = decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      name = null;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(disposition);
    name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2] ?? null;
  }
  const base = name?.split(/[/\\]/).pop()?.trim();
  return base ? base : fallback;
}

const isShouldRefresh = (body: unknown) =>
  typeof body === 'object' && body !== null && 'shouldRefresh' in body && body.shouldRefresh === true;

/**
 * Downloads a file from the REST API (e.g. a CSV export) with the session handling of every
 * call (bearer token, refresh, 401). A failure throws `ApiError` with the body's `error`
 * text, e.g. 404 'There is nothing to export.'.
 */
export function apiDownload(path: string, fallbackName = 'download'): Promise<Download> {
  const url = `${API_BASE}/${path.replace(/^\/+/, '').replace(/^api\//, '')}`;
  return inFlight.track(
    withSession<Download>(async (token) => {
      if (!token) return { kind: 'unauthenticated', error: 'Missing tokens' };
      const response = await fetch(url, { method: 'GET', headers: authHeaders(token) });
      if (!response.ok) {
        const body = await readResponseJson(response);
        if (response.status === 302 && isShouldRefresh(body)) return { kind: 'expired' };
        if (response.status === 401) return { kind: 'unauthenticated', error: errorText(response, body) };
        throw new ApiError(response.status, errorText(response, body));
      }
      const fileName = fileNameFrom(response.headers.get('Content-Disposition'), fallbackName);
      return { kind: 'ok', value: { blob: await response.blob(), fileName } };
    }),
  );
}

/** Hands a downloaded file to the browser to save. */
export function saveFile({ blob, fileName }: Download) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
