import { print } from 'graphql';
import { GRAPHQL_URL } from '@/config/api';
import { graphql } from '@/gql';
import { safeLocalPath } from '@/config/paths';
import { session } from '@/lib/auth/session';
import { deviceSetting } from '@/lib/device-setting';

/** Where the quick exit can take her: an ordinary page nobody would look at twice. */
export const NEUTRAL_SITES = [
  { label: 'The weather (BBC Weather)', url: 'https://www.bbc.co.uk/weather' },
  { label: 'The news (BBC News)', url: 'https://www.bbc.co.uk/news' },
  { label: 'Recipes (BBC Good Food)', url: 'https://www.bbcgoodfood.com/recipes' },
  { label: 'A search engine (Google)', url: 'https://www.google.com/' },
] as const;

export const DEFAULT_NEUTRAL_URL = NEUTRAL_SITES[0].url;

/** Two presses of Escape this close together leave the site. */
export const ESCAPE_TWICE_MS = 1000;

export type QuickExitSettings = {
  /** The neutral page (https, or a path on this site, which the end-to-end tests use). */
  url: string;
  /** Also end her session on this device. Off by default: leaving must not cost her the login. */
  signOut: boolean;
};

const isAllowedUrl = (url: unknown): url is string =>
  typeof url === 'string' && (url.startsWith('https://') || safeLocalPath(url) !== null);

/** The quick exit's settings on /profile, remembered on this device. */
export const quickExitSettings = deviceSetting<QuickExitSettings>(
  'safety.quickExit',
  { url: DEFAULT_NEUTRAL_URL, signOut: false },
  (stored) => {
    if (typeof stored !== 'object' || stored === null) return null;
    const { url, signOut } = stored as Record<string, unknown>;
    return { url: isAllowedUrl(url) ? url : DEFAULT_NEUTRAL_URL, signOut: signOut === true };
  },
);

const QuickExitLogout = graphql(`
  mutation QuickExitLogout {
    logout
  }
`);

/**
 * Ends the session here at once, and asks the server to revoke it without waiting for the
 * answer (`keepalive` lets the request outlive the page).
 */
function signOutQuietly() {
  const token = session.token();
  if (token) {
    void fetch(GRAPHQL_URL, {
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'application/json', Authorization: `${token.tokenType} ${token.accessToken}` },
      body: JSON.stringify({ query: print(QuickExitLogout) }),
    }).catch(() => undefined);
  }
  void session.end({ redirect: false });
}

/** How many pages of this visit lie behind the current one (React Router numbers its entries). */
function pagesBehind(): number {
  const state: unknown = window.history.state;
  const idx = typeof state === 'object' && state !== null ? (state as { idx?: unknown }).idx : 0;
  return typeof idx === 'number' && idx > 0 ? idx : 0;
}

/**
 * Leaves for the neutral page. A script cannot erase the page loads a tab already holds (a
 * typed address, a bookmark, a reload), so, as charity sites do, the neutral page opens in a
 * fresh tab, which has no history at all (`noopener`: it cannot reach back here either), and
 * this tab is replaced by it too: the browser steps back over the pages of this visit it can
 * (those the app opened itself), and the one it lands on is replaced by the neutral page, so
 * Back in the tab she is looking at never shows the forum. Earlier page loads stay in the old
 * tab's history and in the browser's History list (Crisis Support says how to clear it).
 * What this tab kept (sessionStorage) is cleared; she stays signed in unless she chose otherwise.
 * Call it from her own press or key (a browser opens a tab only then); should it open none
 * (a pop-up blocker), this tab still goes.
 */
export function quickExit() {
  const { url, signOut } = quickExitSettings.get();
  try {
    window.open(url, '_blank', 'noopener,noreferrer');
  } catch {
    // No new tab here (an embedded view): this tab still leaves.
  }
  document.documentElement.style.visibility = 'hidden';
  document.title = '';
  try {
    sessionStorage.clear();
  } catch {
    // Storage off: nothing was kept.
  }
  if (signOut) signOutQuietly();
  const leave = () => window.location.replace(url);
  const behind = pagesBehind();
  if (behind === 0) {
    leave();
    return;
  }
  let left = false;
  const once = () => {
    if (left) return;
    left = true;
    leave();
  };
  window.addEventListener('popstate', once, { once: true });
  // Should the browser not step back (an embedded view), leave from here.
  window.setTimeout(once, 400);
  window.history.go(-behind);
}
