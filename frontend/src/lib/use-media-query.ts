import { useCallback, useSyncExternalStore } from 'react';

/** One MediaQueryList per query: a feed asks the same one from every card, on every render. */
const lists = new Map<string, MediaQueryList>();
/** The `matchMedia` they came from (tests replace it). */
let listsFrom: typeof window.matchMedia | undefined;

function mediaQueryList(query: string): MediaQueryList | null {
  if (typeof window.matchMedia !== 'function') return null;
  if (listsFrom !== window.matchMedia) {
    lists.clear();
    listsFrom = window.matchMedia;
  }
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

/**
 * Whether the media query matches now, following it as the window changes. Where the browser
 * cannot tell (no `matchMedia`, as in jsdom), `fallback`.
 */
export function useMediaQuery(query: string, fallback: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQueryList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = () => mediaQueryList(query)?.matches ?? fallback;
  return useSyncExternalStore(subscribe, matches, () => fallback);
}
