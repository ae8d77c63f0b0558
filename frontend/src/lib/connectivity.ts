import { useSyncExternalStore } from 'react';

/**
 * Whether the forum can be reached from this page:
 * - `online`;
 * - `offline`: the connection went after the server had answered this page at least once, so
 *   what is on screen came from the server, and stays, marked as not current;
 * - `unreachable`: nothing has come from the server since the page opened (the browser was
 *   offline, or the first requests failed to reach it): there is nothing current to show, so
 *   the app shows only "You're offline" (the service worker opened it from its cached shell).
 */
export type Connection = 'online' | 'offline' | 'unreachable';

const listeners = new Set<() => void>();
let answered = false;
let offline = typeof navigator !== 'undefined' && navigator.onLine === false;

function setOffline(value: boolean) {
  if (offline === value) return;
  offline = value;
  for (const listener of [...listeners]) listener();
}

export function connection(): Connection {
  if (!offline) return 'online';
  return answered ? 'offline' : 'unreachable';
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const useConnection = () => useSyncExternalStore(subscribe, connection, () => 'online' as const);

/** The server answered this page (through `connectedFetch`, or index.html's early requests). */
export function serverAnswered() {
  answered = true;
  setOffline(false);
}

/**
 * `fetch` that tells the store what happened: an answer (any status) means the server is
 * there; a failure to reach it (fetch's TypeError, not a cancel) before any answer means this
 * page has nothing to show. Later failures are each call's own error: a lost answer in the
 * middle of a visit is not the device going offline (the browser's `offline` event says that).
 */
export const connectedFetch: typeof fetch = async (input, init) => {
  try {
    const response = await fetch(input, init);
    serverAnswered();
    return response;
  } catch (error) {
    if (!answered && error instanceof TypeError && !init?.signal?.aborted) setOffline(true);
    throw error;
  }
};

if (typeof window !== 'undefined') {
  // Set once the page starts leaving (Quick exit's navigation to the neutral site included).
  let leaving = false;
  window.addEventListener('beforeunload', () => {
    leaving = true;
  });
  window.addEventListener('offline', () => setOffline(true));
  window.addEventListener('online', () => {
    // A page that never got anything from the server starts again now that it can; never
    // one that is on its way out, which a reload would bring back (Chromium can report the
    // connection back while a navigation to another site starts).
    if (offline && !answered) {
      if (!leaving) window.location.reload();
    } else setOffline(false);
  });
}
