import { useSyncExternalStore } from 'react';
import { inFlight } from '@/lib/in-flight';

/**
 * Spec §4: a spinner while any request is in flight, drawn as a bar across the top of the
 * page. The live region stays mounted so the "Loading…" text is announced politely.
 */
export function ActivityIndicator() {
  const busy = useSyncExternalStore(
    inFlight.subscribe,
    () => inFlight.get() > 0,
    () => false,
  );
  return (
    <div aria-live="polite" className="pointer-events-none fixed inset-x-0 top-0 z-[60]">
      {busy ? (
        <div role="status" data-testid="activity-indicator" className="h-1 overflow-hidden bg-blush/60">
          <div className="bg-brand-gradient h-full w-1/3 animate-[activity_1.1s_ease-in-out_infinite] rounded-full motion-reduce:w-full motion-reduce:animate-pulse" />
          <span className="sr-only">Loading…</span>
        </div>
      ) : null}
    </div>
  );
}
