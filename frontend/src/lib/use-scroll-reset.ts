import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Spec §9 "Scroll-reset delay". */
export const SCROLL_RESET_DELAY_MS = 150;

/** Where she was on each page of this tab's history (by history entry), for Back and Forward. */
const positions = new Map<string, number>();

/**
 * Every page change starts at the top (spec §9): a new page opens at the top, and 150 ms after
 * it is shown the window is scrolled to the top again, undoing whatever moved it while the page
 * settled (a late layout, a focused field). Back and Forward return to where she was on that
 * page, as browsers do. A change of the query string alone (a filter) or a link to an anchor is
 * not a new page, and leaves the scroll position alone.
 */
export function useScrollReset() {
  const { key, pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef({ key, pathname });

  // The app puts the position back itself: the browser would do it before the page is drawn.
  useEffect(() => {
    const { scrollRestoration } = window.history;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = scrollRestoration;
    };
  }, []);

  // Keeps the position of the page on screen; the entry is switched before the next page's
  // first scroll event (a shorter page pulls the window up), so that never overwrites it.
  useEffect(() => {
    const remember = () => positions.set(shown.current.key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    const previous = shown.current;
    shown.current = { key, pathname };
    if (previous.key === key) return;
    if (navigationType === 'POP') {
      // A page she never scrolled was at the top.
      const saved = positions.get(key) ?? 0;
      window.scrollTo(0, saved);
      // Content still arriving may make the page tall enough only a moment later.
      const timer = window.setTimeout(() => {
        if (window.scrollY < saved) window.scrollTo(0, saved);
      }, SCROLL_RESET_DELAY_MS);
      return () => window.clearTimeout(timer);
    }
    if (previous.pathname === pathname || hash) return;
    window.scrollTo(0, 0);
    const timer = window.setTimeout(() => window.scrollTo(0, 0), SCROLL_RESET_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [key, pathname, hash, navigationType]);
}
