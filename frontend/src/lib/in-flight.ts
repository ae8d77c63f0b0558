/** Spec §4: a global counter of requests in flight; the activity indicator shows while it is above 0. */
type Listener = () => void;

let count = 0;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

export const inFlight = {
  get: () => count,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  start() {
    count += 1;
    emit();
    let done = false;
    // The returned function is safe to call twice (e.g. an unsubscribe after completion).
    return () => {
      if (done) return;
      done = true;
      count -= 1;
      emit();
    };
  },
  /** Counts a promise for as long as it is pending. */
  track<T>(promise: Promise<T>): Promise<T> {
    const stop = inFlight.start();
    return promise.finally(stop);
  },
};
