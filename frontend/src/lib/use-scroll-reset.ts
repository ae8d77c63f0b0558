import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Spec §9 "Scroll-reset delay". */
export const SCROLL_RESET_DELAY_MS = 150;

/**
 * Every page change starts at the top (spec §9): 150 ms after a new page is shown, the window
 * scrolls back to the top, undoing whatever moved it while the page settled (a late layout, a
 * focused field). Back and forward are left to the scroll restoration, as browsers do; a change
 * of the query string alone (a filter) or a link to an anchor is not a new page.
 */
export function useScrollReset() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(pathname);

  useEffect(() => {
    const newPage = shown.current !== pathname;
    shown.current = pathname;
    if (!newPage || navigationType === 'POP' || hash) return;
    const timer = window.setTimeout(() => window.scrollTo(0, 0), SCROLL_RESET_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, hash, navigationType]);
}
