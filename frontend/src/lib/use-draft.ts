import { useEffect, useMemo, useState } from 'react';
import { useDebouncedCallback } from 'use-debounce';
import { DRAFT_SAVE_DELAY_MS, drafts } from './drafts';

/**
 * A draft of one form (see `drafts`): `initial` is what was kept last time (or null), `save`
 * keeps the newest value 500 ms after the last change (null forgets it), and `clear` forgets
 * it at once, cancelling a save still waiting (after sending, or a discard). A waiting save is
 * written at once when the form goes away or the tab closes.
 */
export function useDraft<T>(name: string) {
  const [initial] = useState(() => drafts.load<T>(name));
  const write = useDebouncedCallback((value: T | null) => {
    if (value === null) drafts.remove(name);
    else drafts.save(name, value);
  }, DRAFT_SAVE_DELAY_MS);

  useEffect(() => {
    const flush = () => write.flush();
    window.addEventListener('pagehide', flush);
    window.addEventListener('beforeunload', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      window.removeEventListener('beforeunload', flush);
      flush();
    };
  }, [write]);

  return useMemo(
    () => ({
      initial,
      save: (value: T | null) => write(value),
      clear: () => {
        write.cancel();
        drafts.remove(name);
      },
    }),
    [initial, write, name],
  );
}
