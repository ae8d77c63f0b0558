import { useSyncExternalStore } from 'react';

/** At the latest this long after the app starts, "idle" comes anyway (a busy phone never idles). */
export const APP_IDLE_TIMEOUT_MS = 3_000;

let idle = false;
let scheduled = false;
const listeners = new Set<() => void>();

function becomeIdle() {
  idle = true;
  for (const listener of listeners) listener();
  listeners.clear();
}

function schedule() {
  if (scheduled) return;
  scheduled = true;
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(becomeIdle, { timeout: APP_IDLE_TIMEOUT_MS });
  } else {
    window.setTimeout(becomeIdle, 0);
  }
}

function subscribe(listener: () => void) {
  if (idle) return () => {};
  listeners.add(listener);
  schedule();
  return () => listeners.delete(listener);
}

/**
 * False until the browser has first been idle since the app started, then true for good
 * (issue 37, "No long tasks"): what the first screen does not show (a closed menu's drawer, the
 * bell's number, a folded legend) waits for it, so it never lengthens the first render.
 */
export function useAppIdle(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => idle,
    () => false,
  );
}
