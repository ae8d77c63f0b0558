import { useEffect } from 'react';
import { ESCAPE_TWICE_MS } from '../quick-exit';

/** Calls `onExit` when Escape is pressed twice within a second, wherever focus is. */
export function useQuickExitShortcut(onExit: () => void) {
  useEffect(() => {
    let last = -Infinity;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const now = Date.now();
      if (now - last <= ESCAPE_TWICE_MS) {
        last = -Infinity;
        onExit();
      } else {
        last = now;
      }
    };
    // Capture: a dialog that closes on the first Escape must not hide the second one.
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [onExit]);
}
