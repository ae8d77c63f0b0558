import { ApiError } from '@/lib/api-error';
import { REFRESH_URL } from '@/lib/auth/session-calls';
import { sessionStore } from '@/lib/auth/session-store';
import { registerNavigator } from '@/lib/navigation';
import { apiDownload, fileNameFrom, saveFile } from './api-download';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const header = (init: RequestInit, name: string) => new Headers(init.headers).get(name);

let fetchMock: ReturnType<typeof vi.fn<Handler>>;
function serve(handler: Handler) {
  fetchMock = vi.fn<Handler>(handler);
  vi.stubGlobal('fetch', fetchMock);
}

beforeEach(() => {
  localStorage.clear();
  registerNavigator(vi.fn());
  sessionStore.setToken({ accessToken: 'access-1', refreshToken: 'refresh-1', tokenType: 'Bearer' });
});
afterEach(() => {
  registerNavigator(null);
  vi.unstubAllGlobals();
});

describe('fileNameFrom', () => {
  it('reads the quoted, bare and RFC 5987 forms', () => {
    expect(fileNameFrom('attachment; filename="users.csv"', 'x')).toBe('users.csv');
    expect(fileNameFrom('attachment; filename=posts.csv', 'x')).toBe('posts.csv');
    expect(fileNameFrom("attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.csv; filename=\"resume.csv\"", 'x')).toBe(
      'résumé.csv',
    );
  });

  it('falls back without a header or a name, and drops path parts', () => {
    expect(fileNameFrom(null, 'export.csv')).toBe('export.csv');
    expect(fileNameFrom('attachment', 'export.csv')).toBe('export.csv');
    expect(fileNameFrom('attachment; filename="../../etc/passwd"', 'x')).toBe('passwd');
  });
});

describe('apiDownload', () => {
  it('fetches with the auth headers and answers the blob and its file name', async () => {
    serve(() =>
      new Response('\uFEFF"Title"\r\n', {
        status: 200,
        headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="topics.csv"' },
      }),
    );
    const file = await apiDownload('admin/topic/export?sort=createdAt&order=desc', 'fallback.csv');
    expect(file.fileName).toBe('topics.csv');
    const bytes = new Uint8Array(await file.blob.arrayBuffer());
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/topic/export?sort=createdAt&order=desc');
    expect(header(init, 'Authorization')).toBe('Bearer access-1');
    expect(header(init, 'X-Refresh-Token')).toBe('refresh-1');
  });

  it("turns an {error} answer into an ApiError with the server's text", async () => {
    serve(() => json(404, { error: 'There is nothing to export.' }));
    const failure = apiDownload('admin/post/export');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(apiDownload('admin/post/export')).rejects.toMatchObject({
      status: 404,
      message: 'There is nothing to export.',
    });
  });

  it('refreshes an expired token and tries again', async () => {
    serve((url, init) => {
      if (url === REFRESH_URL) return json(200, { accessToken: 'access-2', refreshToken: 'refresh-2', tokenType: 'Bearer' });
      if (header(init, 'Authorization') !== 'Bearer access-2') return json(302, { shouldRefresh: true });
      return new Response('a', { status: 200 });
    });
    const file = await apiDownload('admin/user/export', 'users.csv');
    expect(file.fileName).toBe('users.csv');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/admin/user/export',
      REFRESH_URL,
      '/api/admin/user/export',
    ]);
  });
});

describe('saveFile', () => {
  it('clicks a download link for the blob with the file name', () => {
    const createObjectURL = vi.fn(() => 'blob:x');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: { href: string; download: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    saveFile({ blob: new Blob(['x']), fileName: 'users.csv' });
    expect(clicked).toEqual([{ href: 'blob:x', download: 'users.csv' }]);
    click.mockRestore();
  });
});
