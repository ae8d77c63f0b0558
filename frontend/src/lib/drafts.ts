import { session } from '@/lib/auth/session';

/** Every draft's storage key starts with this; nothing else of the app's does. */
export const DRAFT_KEY_PREFIX = 'draft:';

/** Spec §9's autosave pause: a draft is written this long after the last keystroke. */
export const DRAFT_SAVE_DELAY_MS = 500;

function storageKey(name: string): string | null {
  // A draft belongs to the member who wrote it: another member on this device never sees it.
  const userId = session.user()?.id;
  return userId ? `${DRAFT_KEY_PREFIX}${userId}:${name}` : null;
}

function draftKeys(): string[] {
  try {
    return Object.keys(localStorage).filter((key) => key.startsWith(DRAFT_KEY_PREFIX));
  } catch {
    return [];
  }
}

/**
 * Unsent words kept in the browser (`localStorage`), so a reload, a closed tab or a lost
 * connection never costs a member what she was writing: the Create Post form and the
 * comment and reply boxes. Drafts are per member and go when her session ends (a sign-out,
 * an expired session, another tab's logout): devices are shared.
 */
export const drafts = {
  load<T>(name: string): T | null {
    const key = storageKey(name);
    if (!key) return null;
    try {
      const raw = localStorage.getItem(key);
      return raw === null ? null : (JSON.parse(raw) as T);
    } catch {
      return null; // Storage off, or not JSON: no draft.
    }
  },

  has(name: string): boolean {
    return drafts.load(name) !== null;
  },

  save(name: string, value: unknown) {
    const key = storageKey(name);
    if (!key) return;
    try {
      localStorage.setItem(key, JSON.stringify(value));
    } catch {
      // Full or switched off: the words stay on screen, only the copy is missing.
    }
  },

  remove(name: string) {
    const key = storageKey(name);
    if (!key) return;
    try {
      localStorage.removeItem(key);
    } catch {
      // Nothing to do without storage.
    }
  },

  /** Drops every draft on this device, whoever wrote it. */
  clear() {
    for (const key of draftKeys()) {
      try {
        localStorage.removeItem(key);
      } catch {
        // Nothing to do without storage.
      }
    }
  },
};

// A shared device: a member's unsent words go with her session, like her signed image links.
session.subscribe((event) => {
  if (event === 'ended') drafts.clear();
});
// A session that ended while no tab was open (a logout elsewhere) leaves nobody to own them.
if (typeof window !== 'undefined' && !session.token()) drafts.clear();
