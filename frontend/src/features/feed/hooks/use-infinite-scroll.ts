import { useEffect, useRef } from 'react';

/** How far below the screen the next page starts loading, so it is usually there in time. */
const LOOKAHEAD = '600px';

/**
 * Calls `onVisible` when the returned element comes within reach of the screen while
 * `enabled` (a next page exists and none is loading). Without IntersectionObserver, nothing
 * happens: the list's own "Load more" button still works.
 */
export function useInfiniteScroll<E extends Element>(onVisible: () => void, enabled: boolean) {
  const sentinel = useRef<E>(null);
  const latest = useRef(onVisible);
  useEffect(() => {
    latest.current = onVisible;
  });

  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: `0px 0px ${LOOKAHEAD} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);

  return sentinel;
}
