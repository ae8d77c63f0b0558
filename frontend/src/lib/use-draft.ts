import { useEffect, useMemo, useRef, useState } from 'react';
import { useDebouncedCallback } from 'use-debounce';
import { DRAFT_SAVE_DELAY_MS, drafts } from './drafts';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A draft of one form (see `drafts`): `initial` is what was kept last time (or null), `save`
 * keeps the newest value 500 ms after the last change (null forgets it), and `clear` forgets
 * it at once, cancelling a save still waiting (after sending, or a discard). A waiting save is
 * written at once when the form goes away or the tab closes.
 *
 * A cleared draft stays cleared: a form reports its values again after a send (its submit
 * state changing, a reset, the page leaving), and writing those back would offer her the words
 * she already published next time, on a device others may use. So after `clear`, a save of the
 * values it cleared (or of nothing) is ignored; only words she changes start a new draft.
 */
export function useDraft<T>(name: string) {
  const [initial] = useState(() => drafts.load<T>(name));
  const last = useRef<T | null>(initial);
  const cleared = useRef<{ value: T | null } | null>(null);
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
      save: (value: T | null) => {
        if (cleared.current) {
          if (value === null || same(value, cleared.current.value)) return;
          cleared.current = null;
        }
        last.current = value;
        write(value);
      },
      clear: () => {
        write.cancel();
        drafts.remove(name);
        cleared.current = { value: last.current };
      },
    }),
    [initial, write, name],
  );
}
