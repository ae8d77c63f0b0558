/**
 * The browser storage of a session, spec §3: `token`, `cachedUserData` and `lastAuthCheck`.
 * Only `session.ts` writes here; everything else goes through `session`, so that there is one
 * place where a session starts and ends.
 * `cachedUserData` holds only what routing and the menus need (ARCHITECTURE §4, privacy):
 * never an email address or a demographic field.
 */
export type TokenSet = { accessToken: string; refreshToken: string; tokenType: string };

export type CachedUser = {
  id: string;
  username: string;
  profileColour: string;
  isAdmin: boolean;
  onboardingComplete: boolean;
};

export const STORAGE_KEYS = {
  token: 'token',
  cachedUser: 'cachedUserData',
  lastAuthCheck: 'lastAuthCheck',
} as const;

function readJson(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

export function isTokenSet(value: unknown): value is TokenSet {
  return (
    isRecord(value) &&
    typeof value.accessToken === 'string' &&
    value.accessToken !== '' &&
    typeof value.refreshToken === 'string' &&
    value.refreshToken !== '' &&
    typeof value.tokenType === 'string'
  );
}

/** Copies only the routing fields, whatever else the source object carries. */
export function toCachedUser(user: CachedUser): CachedUser {
  return {
    id: user.id,
    username: user.username,
    profileColour: user.profileColour,
    isAdmin: user.isAdmin,
    onboardingComplete: user.onboardingComplete,
  };
}

function isCachedUser(value: unknown): value is CachedUser {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    typeof value.username === 'string' &&
    typeof value.profileColour === 'string' &&
    typeof value.isAdmin === 'boolean' &&
    typeof value.onboardingComplete === 'boolean'
  );
}

export const sessionStore = {
  getToken(): TokenSet | null {
    const value = readJson(STORAGE_KEYS.token);
    return isTokenSet(value) ? value : null;
  },

  setToken(token: TokenSet) {
    const { accessToken, refreshToken, tokenType } = token;
    localStorage.setItem(STORAGE_KEYS.token, JSON.stringify({ accessToken, refreshToken, tokenType }));
  },

  getCachedUser(): CachedUser | null {
    const value = readJson(STORAGE_KEYS.cachedUser);
    return isCachedUser(value) ? toCachedUser(value) : null;
  },

  setCachedUser(user: CachedUser, checkedAt: number) {
    localStorage.setItem(STORAGE_KEYS.cachedUser, JSON.stringify(toCachedUser(user)));
    localStorage.setItem(STORAGE_KEYS.lastAuthCheck, String(checkedAt));
  },

  getLastAuthCheck(): number | null {
    const raw = localStorage.getItem(STORAGE_KEYS.lastAuthCheck);
    const value = raw === null ? NaN : Number(raw);
    return Number.isFinite(value) ? value : null;
  },

  /** Removes the token, the cached user and the time of the last check; true if any was stored. */
  clear(): boolean {
    const keys = Object.values(STORAGE_KEYS);
    const had = keys.some((key) => localStorage.getItem(key) !== null);
    for (const key of keys) localStorage.removeItem(key);
    return had;
  },
};
