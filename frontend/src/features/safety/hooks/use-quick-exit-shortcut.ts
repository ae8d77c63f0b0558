import { useEffect } from 'react';
import { ESCAPE_TWICE_MS } from '../quick-exit';

/**
 * Calls `onExit` when Escape is pressed twice in a row within a second, wherever focus is.
 * Anything else she does in between (another key, a tap or a click) starts over, so closing a
 * menu with Escape and then a dialog with Escape a moment later does not leave the site.
 */
export function useQuickExitShortcut(onExit: () => void) {
  useEffect(() => {
    let last = -Infinity;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') {
        last = -Infinity;
        return;
      }
      const now = Date.now();
      if (now - last <= ESCAPE_TWICE_MS) {
        last = -Infinity;
        onExit();
      } else {
        last = now;
      }
    };
    const onPointerDown = () => {
      last = -Infinity;
    };
    // Capture: a dialog that closes on the first Escape must not hide the second one.
    window.addEventListener('keydown', onKeyDown, true);
    window.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      window.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener('pointerdown', onPointerDown, true);
    };
  }, [onExit]);
}
