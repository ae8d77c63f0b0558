import { SIGNED_URL_TTL_MS, signedUrlCache } from './signed-url-cache';

const id = '0123456789abcdef01234567';
const url = { signedUrl: 'https://files.test/a?sig=1', contentType: 'image/jpeg' };

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('signed-URL cache', () => {
  it('keeps an entry under the object id and answers from it', () => {
    signedUrlCache.set(id, url, 1000);
    expect(JSON.parse(localStorage.getItem(id) ?? 'null')).toEqual({ ...url, cachedAt: 1000 });
    expect(signedUrlCache.get(id, 1000 + 60_000)).toEqual(url);
  });

  it('misses for an unknown id or something that is not an object id', () => {
    expect(signedUrlCache.get(id)).toBeNull();
    signedUrlCache.set('token', url);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('expires after 12 hours', () => {
    expect(SIGNED_URL_TTL_MS).toBe(12 * 60 * 60 * 1000);
    signedUrlCache.set(id, url, 0);
    expect(signedUrlCache.get(id, SIGNED_URL_TTL_MS - 1)).toEqual(url);
    expect(signedUrlCache.get(id, SIGNED_URL_TTL_MS)).toBeNull();
    expect(localStorage.getItem(id)).toBeNull();
  });

  it.each(['not json', '{"signedUrl":""}', '{"signedUrl":"x","contentType":"image/png"}', '42', 'null'])(
    'drops a corrupt entry (%s) and misses',
    (raw) => {
      localStorage.setItem(id, raw);
      expect(signedUrlCache.get(id)).toBeNull();
      expect(localStorage.getItem(id)).toBeNull();
    },
  );

  it('makes room when the storage is full, and never throws', () => {
    const other = 'fedcba9876543210fedcba98';
    signedUrlCache.set(other, url, 0);
    const setItem = Storage.prototype.setItem;
    let refusals = 1;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key, value) {
      if (refusals > 0) {
        refusals -= 1;
        throw new DOMException('full', 'QuotaExceededError');
      }
      setItem.call(this, key, value);
    });
    signedUrlCache.set(id, url, SIGNED_URL_TTL_MS + 5);
    // The expired entry made room for the new one.
    expect(localStorage.getItem(other)).toBeNull();
    expect(signedUrlCache.get(id, SIGNED_URL_TTL_MS + 6)).toEqual(url);

    refusals = Infinity;
    expect(() => signedUrlCache.set(id, url)).not.toThrow();
  });

  it('clears only its own entries', () => {
    localStorage.setItem('token', '{}');
    signedUrlCache.set(id, url);
    signedUrlCache.clear();
    expect(localStorage.getItem(id)).toBeNull();
    expect(localStorage.getItem('token')).toBe('{}');
  });
});
