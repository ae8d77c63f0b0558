import { Menu } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useAppIdle } from '@/lib/use-app-idle';
import { MENU_BUTTON_CLASSES, type MobileMenuProps } from './mobile-menu-button';

const MobileMenuDrawer = lazy(async () => ({
  default: (await import('./mobile-menu-drawer')).MobileMenuDrawer,
}));

/**
 * The phone's menu (mobile-menu-drawer.tsx). Its drawer is not on the first screen, so it loads
 * once the app is idle (issue 37); a tap on the button before then loads it at once and opens it.
 */
export function MobileMenu(props: MobileMenuProps) {
  const idle = useAppIdle();
  const [wanted, setWanted] = useState(false);
  const button = (
    <button
      type="button"
      aria-label="Open menu"
      aria-haspopup="dialog"
      className={MENU_BUTTON_CLASSES}
      onClick={() => setWanted(true)}
    >
      <Menu aria-hidden="true" className="size-6" />
    </button>
  );
  if (!idle && !wanted) return button;
  return (
    <Suspense fallback={button}>
      <MobileMenuDrawer {...props} initiallyOpen={wanted} />
    </Suspense>
  );
}
