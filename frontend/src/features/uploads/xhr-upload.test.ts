import { putFile, UploadError } from './xhr-upload';

type Handler = ((event: ProgressEvent) => void) | null;

/** Just enough of XMLHttpRequest to drive an upload by hand. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  statusText = '';
  upload: { onprogress: Handler } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number) {
    this.status = status;
    this.onload?.();
  }
}

beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeXhr));
afterEach(() => vi.unstubAllGlobals());

const file = new File([new Uint8Array(10)], 'a.jpg', { type: 'image/jpeg' });

describe('putFile', () => {
  it("PUTs the raw bytes with the file's Content-Type, reporting whole percents", async () => {
    const progress: number[] = [];
    const done = putFile('https://files.test/put?sig=1', file, { onProgress: (percent) => progress.push(percent) });
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe('https://files.test/put?sig=1');
    expect(xhr.headers).toEqual({ 'Content-Type': 'image/jpeg' });
    expect(xhr.body).toBe(file);
    xhr.progress(1, 3);
    xhr.progress(2, 3);
    xhr.answer(200);
    await done;
    expect(progress).toEqual([33, 67, 100]);
  });

  it('fails with the status when the storage refuses', async () => {
    const done = putFile('https://files.test/put', file);
    FakeXhr.last!.answer(403);
    await expect(done).rejects.toEqual(new UploadError(403, 'Upload failed (403)'));
  });

  it('fails on a network error and on abort', async () => {
    const broken = putFile('https://files.test/put', file);
    FakeXhr.last!.onerror?.();
    await expect(broken).rejects.toBeInstanceOf(UploadError);

    const controller = new AbortController();
    const cancelled = putFile('https://files.test/put', file, { signal: controller.signal });
    controller.abort();
    await expect(cancelled).rejects.toThrow('Upload cancelled');
  });
});
