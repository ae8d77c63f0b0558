import { Menu } from 'lucide-react';
import { useEffect, useState, type ComponentType } from 'react';
import { useAppIdle } from '@/lib/use-app-idle';
import { MENU_BUTTON_CLASSES, type MobileMenuProps } from './mobile-menu-button';

type Drawer = ComponentType<MobileMenuProps & { initiallyOpen?: boolean }>;

let loaded: Drawer | null = null;

async function loadDrawer(): Promise<Drawer> {
  loaded ??= (await import('./mobile-menu-drawer')).MobileMenuDrawer;
  return loaded;
}

/**
 * The phone's menu (mobile-menu-drawer.tsx). Its drawer is not on the first screen, so its code
 * loads once the app is idle (issue 37); a tap on the button before then loads it at once and
 * opens it. Should the code not arrive (the connection went), the button stays and a tap tries
 * again: a menu that could not load never takes the page down with it.
 */
export function MobileMenu(props: MobileMenuProps) {
  const idle = useAppIdle();
  const [wanted, setWanted] = useState(false);
  const [drawer, setDrawer] = useState<{ Component: Drawer } | null>(loaded ? { Component: loaded } : null);

  useEffect(() => {
    if (drawer || (!idle && !wanted)) return;
    let current = true;
    loadDrawer().then(
      (Component) => current && setDrawer({ Component }),
      () => current && setWanted(false),
    );
    return () => {
      current = false;
    };
  }, [drawer, idle, wanted]);

  if (drawer) return <drawer.Component {...props} initiallyOpen={wanted} />;
  return (
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
}
