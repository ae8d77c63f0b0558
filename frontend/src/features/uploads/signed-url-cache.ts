import type { SignedImage, SignedImageVariant } from '@/components/ui/stored-image-slot';
import { session } from '@/lib/auth/session';

/** Spec §9 "Signed URL cache": 12 hours (the server's URLs live 24). */
export const SIGNED_URL_TTL_MS = 12 * 60 * 60 * 1000;

/** What the cache keeps: a signed image (the slot's type, which lists and the query share). */
export type SignedUrl = SignedImage;
export type ImageVariant = SignedImageVariant;
type Entry = SignedUrl & { cachedAt: number };

function isVariant(value: unknown): value is ImageVariant {
  return (
    typeof value === 'object' &&
    value !== null &&
    'shape' in value &&
    (value.shape === 'SQUARE' || value.shape === 'SCALED') &&
    'width' in value &&
    typeof value.width === 'number' &&
    'height' in value &&
    typeof value.height === 'number' &&
    'signedUrl' in value &&
    typeof value.signedUrl === 'string' &&
    value.signedUrl !== ''
  );
}

/** Entries cached before copies existed have no `variants`: still good, shown as the original. */
function hasValidVariants(value: object): boolean {
  if (!('variants' in value) || value.variants === undefined) return true;
  return Array.isArray(value.variants) && value.variants.every(isVariant);
}

/** A file id of spec §3: 24 hex characters. The cache's entries are keyed by it. */
export const isObjectId = (value: string) => /^[0-9a-f]{24}$/.test(value);

function isEntry(value: unknown): value is Entry {
  return (
    typeof value === 'object' &&
    value !== null &&
    'signedUrl' in value &&
    typeof value.signedUrl === 'string' &&
    value.signedUrl !== '' &&
    'contentType' in value &&
    typeof value.contentType === 'string' &&
    'cachedAt' in value &&
    typeof value.cachedAt === 'number' &&
    Number.isFinite(value.cachedAt) &&
    hasValidVariants(value)
  );
}

/** What the cache keeps of an answer: the URL, its type and, when there are any, its copies. */
function withoutCachedAt(value: SignedUrl): SignedUrl {
  const kept: SignedUrl = { signedUrl: value.signedUrl, contentType: value.contentType };
  if (value.width && value.height) {
    kept.width = value.width;
    kept.height = value.height;
  }
  if (value.variants?.length) {
    kept.variants = value.variants.map(({ shape, width, height, signedUrl, contentType }) => ({
      shape,
      width,
      height,
      signedUrl,
      contentType,
    }));
  }
  return kept;
}

function readEntry(key: string): Entry | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(key);
  } catch {
    return null; // Storage switched off: behave as an empty cache.
  }
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (isEntry(value)) return value;
  } catch {
    // Not JSON: fall through and drop it.
  }
  remove(key);
  return null;
}

function remove(key: string) {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing to do without storage.
  }
}

function cacheKeys(): string[] {
  try {
    return Object.keys(localStorage).filter((key) => isObjectId(key));
  } catch {
    return [];
  }
}

/**
 * The browser's cache of signed download URLs (spec §7 "Files"): `localStorage[objectId]` =
 * `{signedUrl, contentType, cachedAt}` for 12 hours. A corrupt entry is dropped and counts as
 * a miss; a full storage first sheds expired entries, then this cache's own, and otherwise
 * just does without (the cache only saves a request).
 */
export const signedUrlCache = {
  get(objectId: string, now = Date.now()): SignedUrl | null {
    if (!isObjectId(objectId)) return null;
    const entry = readEntry(objectId);
    if (!entry) return null;
    if (now - entry.cachedAt >= SIGNED_URL_TTL_MS || entry.cachedAt > now) {
      remove(objectId);
      return null;
    }
    return withoutCachedAt(entry);
  },

  set(objectId: string, value: SignedUrl, now = Date.now()) {
    if (!isObjectId(objectId)) return;
    const text = JSON.stringify({ ...withoutCachedAt(value), cachedAt: now });
    const attempts = [
      () => undefined,
      () => signedUrlCache.prune(now),
      () => signedUrlCache.clear(),
    ];
    for (const makeRoom of attempts) {
      makeRoom();
      try {
        localStorage.setItem(objectId, text);
        return;
      } catch {
        // Quota exceeded (or storage off): make room and try again.
      }
    }
  },

  remove,

  /** Drops expired and corrupt entries. */
  prune(now = Date.now()) {
    for (const key of cacheKeys()) {
      const entry = readEntry(key);
      if (entry && now - entry.cachedAt >= SIGNED_URL_TTL_MS) remove(key);
    }
  },

  /** Drops every entry of this cache (and nothing else). */
  clear() {
    for (const key of cacheKeys()) remove(key);
  },
};

// A shared computer: links to a member's private images go with her session.
session.subscribe((event) => {
  if (event === 'ended') signedUrlCache.clear();
});
