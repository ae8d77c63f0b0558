import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useDebouncedCallback } from 'use-debounce';
import { toastSaved } from '@/lib/saved-toast';

export { SAVED_MESSAGE, SAVED_TOAST_MS } from '@/lib/saved-toast';

/** Spec §9 "Profile autosave debounce". */
export const AUTOSAVE_DELAY_MS = 500;

export type AutosaveStatus = 'idle' | 'saving' | 'failed';

type AutosaveOptions<P extends object> = {
  /** Saves a patch (the fields changed since the last save); throws when it could not. */
  save: (patch: P) => Promise<unknown>;
  /** Sends what is still unsaved as the page goes away; it cannot wait for the answer. */
  sendOnExit: (patch: P) => void;
  /** A save failed: the patch stays queued for the next save. */
  onFailed: (patch: P, error: unknown) => void;
};

/**
 * Spec §4 "Profile": changes save themselves 500 ms after the last one, with a 'Saved!'
 * toast for 1 s. Nothing queued is lost: leaving the screen inside the app saves at once,
 * and closing or reloading the tab sends it with `keepalive` (`sendOnExit`). A failed save
 * keeps its changes queued, to go with the next change or `retry`.
 */
export function useAutosave<P extends object>(options: AutosaveOptions<P>) {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const queued = useRef<Partial<P>>({});
  const inFlight = useRef(new Set<Partial<P>>());
  const [status, setStatus] = useState<AutosaveStatus>('idle');

  const run = useCallback(async () => {
    const patch = queued.current;
    if (Object.keys(patch).length === 0) return;
    queued.current = {};
    inFlight.current.add(patch);
    setStatus('saving');
    let saved = false;
    try {
      await latest.current.save(patch as P);
      saved = true;
      toastSaved();
    } catch (error) {
      // Newer changes of the same field win over the failed ones.
      queued.current = { ...patch, ...queued.current };
      setStatus('failed');
      latest.current.onFailed(patch as P, error);
    } finally {
      inFlight.current.delete(patch);
    }
    // Done once nothing else is on its way (a failure stays shown until a save succeeds).
    if (saved && inFlight.current.size === 0) setStatus((now) => (now === 'saving' ? 'idle' : now));
  }, []);

  const debounced = useDebouncedCallback(run, AUTOSAVE_DELAY_MS);

  // Leaving the screen within the app: save what is queued now.
  useEffect(
    () => () => {
      debounced.cancel();
      void run();
    },
    [debounced, run],
  );

  // Closing or reloading the tab: an ordinary request would be cancelled with the page.
  useEffect(() => {
    const exit = () => {
      const unsaved = Object.assign({}, ...inFlight.current, queued.current) as Partial<P>;
      if (Object.keys(unsaved).length === 0) return;
      debounced.cancel();
      queued.current = {};
      inFlight.current.clear();
      latest.current.sendOnExit(unsaved as P);
    };
    window.addEventListener('pagehide', exit);
    window.addEventListener('beforeunload', exit);
    return () => {
      window.removeEventListener('pagehide', exit);
      window.removeEventListener('beforeunload', exit);
    };
  }, [debounced]);

  return useMemo(
    () => ({
      status,
      /** Queues changed fields; they save 500 ms after the last change. */
      queue(patch: Partial<P>) {
        queued.current = { ...queued.current, ...patch };
        debounced();
      },
      /** Takes fields out of the queue (a change that may not be saved as it is). */
      unqueue(fields: readonly (keyof P)[]) {
        const rest = { ...queued.current };
        for (const field of fields) delete rest[field];
        queued.current = rest;
      },
      /** Saves what is queued now. */
      retry() {
        debounced.cancel();
        void run();
      },
      /** Forgets what is queued (e.g. the account is being deleted). */
      discard() {
        debounced.cancel();
        queued.current = {};
      },
    }),
    [status, debounced, run],
  );
}
