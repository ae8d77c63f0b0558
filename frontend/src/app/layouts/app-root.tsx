import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useDiscreetDocument } from '@/features/safety/hooks/use-discreet-document';
import { useQuickExitShortcut } from '@/features/safety/hooks/use-quick-exit-shortcut';
import { quickExit } from '@/features/safety/quick-exit';
import { useConnection } from '@/lib/connectivity';
import { useScrollReset } from '@/lib/use-scroll-reset';
import { ShellFallback } from './shell-fallback';

// Only without a connection: from the service worker's cache then, like the rest of the app.
const OfflineScreen = lazy(async () => ({ default: (await import('./offline-screen')).OfflineScreen }));
const OfflineBanner = lazy(async () => ({ default: (await import('./offline-screen')).OfflineBanner }));

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
  if (connection === 'unreachable') {
    return (
      <Suspense fallback={<ShellFallback />}>
        <OfflineScreen />
      </Suspense>
    );
  }
  return (
    <>
      {connection === 'offline' ? (
        <Suspense fallback={null}>
          <OfflineBanner />
        </Suspense>
      ) : null}
      <Outlet />
    </>
  );
}
