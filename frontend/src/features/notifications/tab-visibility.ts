/** Polling skips its turn while nobody can see the tab (`skipPollAttempt`). */
export const isTabHidden = () => document.hidden;

/** A tab shown again usually gets its focus back too: both within this much are one return. */
export const TAB_RETURN_GAP_MS = 1000;

/**
 * Calls `callback` when the member comes back to the tab: it is shown again
 * (`visibilitychange`) or its window gets the focus back. Returns the function that stops.
 */
export function onTabReturn(callback: () => void, gapMs = TAB_RETURN_GAP_MS): () => void {
  let last = Number.NEGATIVE_INFINITY;
  const returned = () => {
    if (document.hidden) return;
    const now = Date.now();
    if (now - last < gapMs) return;
    last = now;
    callback();
  };
  document.addEventListener('visibilitychange', returned);
  window.addEventListener('focus', returned);
  return () => {
    document.removeEventListener('visibilitychange', returned);
    window.removeEventListener('focus', returned);
  };
}
