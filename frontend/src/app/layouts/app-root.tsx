import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { useDiscreetDocument } from '@/features/safety/hooks/use-discreet-document';
import { useQuickExitShortcut } from '@/features/safety/hooks/use-quick-exit-shortcut';
import { quickExit } from '@/features/safety/quick-exit';
import { useConnection } from '@/lib/connectivity';
import { useScrollReset } from '@/lib/use-scroll-reset';
import { OfflineBanner } from './offline-banner';
import { ShellFallback } from './shell-fallback';

// Shown only when the app could not reach the forum at all, so out of the first download, but
// loaded as soon as the app has started (below): a page the service worker does not control yet
// (the first visit) could not fetch it once the connection has gone. Should it fail all the same,
// the loading shell (with Quick exit) stands in for the screen.
const loadOffline = () => import('./offline-screen');
const OfflineScreen = lazy(() =>
  loadOffline().then(
    (module) => ({ default: module.OfflineScreen }),
    () => ({ default: ShellFallback }),
  ),
);

/**
 * Around every layout: a new page opens at the top, and Back returns to where she was (spec
 * §9). On every screen, crash screens included, Escape twice leaves the site at once, and the
 * tab looks as discreet mode wants it. Without a connection from the start, the page is
 * "You're offline" (issue 37); a connection lost later puts a bar above the page.
 */
export function AppRoot() {
  useScrollReset();
  useQuickExitShortcut(quickExit);
  useDiscreetDocument();
  const connection = useConnection();
  useEffect(() => {
    void loadOffline().catch(() => undefined);
  }, []);
  if (connection === 'unreachable') {
    return (
      <Suspense fallback={<ShellFallback />}>
        <OfflineScreen />
      </Suspense>
    );
  }
  return (
    <>
      {connection === 'offline' ? <OfflineBanner /> : null}
      <Outlet />
    </>
  );
}
