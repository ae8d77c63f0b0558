import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The store lives for the page: each test loads a fresh copy, as a page load would.
async function freshStore() {
  vi.resetModules();
  return import('./connectivity');
}

describe('connection', () => {
  beforeEach(() => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true));
  afterEach(() => vi.unstubAllGlobals());

  // First: the browser's online event reaches every copy loaded before, and a copy that never
  // got an answer would reload the page.
  it('is offline, not unreachable, when the connection goes after the server has answered', async () => {
    const fetchStub = vi.fn().mockResolvedValue(new Response('{}'));
    vi.stubGlobal('fetch', fetchStub);
    const { connection, connectedFetch } = await freshStore();
    await connectedFetch('/graphql');
    // A lost answer later is that call's own error, not the device going offline.
    fetchStub.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(connectedFetch('/graphql')).rejects.toThrow();
    expect(connection()).toBe('online');

    window.dispatchEvent(new Event('offline'));
    expect(connection()).toBe('offline');
    window.dispatchEvent(new Event('online'));
    expect(connection()).toBe('online');
  });

  it('is unreachable when the page opens with the browser offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { connection } = await freshStore();
    expect(connection()).toBe('unreachable');
  });

  it('is unreachable when the first request cannot reach the server', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const { connection, connectedFetch } = await freshStore();
    expect(connection()).toBe('online');
    await expect(connectedFetch('/graphql')).rejects.toThrow('Failed to fetch');
    expect(connection()).toBe('unreachable');
  });

  it('is not unreachable for a cancelled request', async () => {
    const controller = new AbortController();
    controller.abort();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('aborted')));
    const { connection, connectedFetch } = await freshStore();
    await expect(connectedFetch('/graphql', { signal: controller.signal })).rejects.toThrow();
    expect(connection()).toBe('online');
  });
});
