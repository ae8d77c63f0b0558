import { Outlet } from 'react-router';
import { useDiscreetDocument } from '@/features/safety/hooks/use-discreet-document';
import { useQuickExitShortcut } from '@/features/safety/hooks/use-quick-exit-shortcut';
import { quickExit } from '@/features/safety/quick-exit';
import { useScrollReset } from '@/lib/use-scroll-reset';

/**
 * Around every layout: a new page opens at the top, and Back returns to where she was (spec
 * §9). On every screen, crash screens included, Escape twice leaves the site at once, and the
 * tab looks as discreet mode wants it.
 */
export function AppRoot() {
  useScrollReset();
  useQuickExitShortcut(quickExit);
  useDiscreetDocument();
  return <Outlet />;
}
