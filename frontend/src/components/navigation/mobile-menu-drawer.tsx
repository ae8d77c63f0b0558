import { Drawer } from '@base-ui/react/drawer';
import { LogOut, Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { MENU_BUTTON_CLASSES, type MobileMenuProps } from './mobile-menu-button';

/**
 * Slide-in menu for widths up to 768px. Base UI's drawer is a modal dialog:
 * it traps focus inside, closes on Escape and returns focus to the trigger.
 */
export function MobileMenuDrawer({
  items,
  signOutTo,
  initiallyOpen = false,
}: MobileMenuProps & { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const close = () => setOpen(false);

  return (
    <Drawer.Root swipeDirection="right" open={open} onOpenChange={setOpen}>
      <Drawer.Trigger aria-label="Open menu" className={MENU_BUTTON_CLASSES}>
        <Menu aria-hidden="true" className="size-6" />
      </Drawer.Trigger>
      <Drawer.Portal>
        <Drawer.Backdrop className="fixed inset-0 bg-ink/40 transition-opacity duration-300 data-ending-style:opacity-0 data-starting-style:opacity-0" />
        <Drawer.Viewport className="fixed inset-0 z-50 flex justify-end">
          <Drawer.Popup className="flex h-full w-80 max-w-[85vw] flex-col bg-cream shadow-2xl outline-none transition-transform duration-300 ease-out [transform:translateX(var(--drawer-swipe-movement-x))] data-ending-style:[transform:translateX(100%)] data-starting-style:[transform:translateX(100%)]">
            <div className="bg-brand-gradient flex items-center justify-between px-5 py-4">
              <Drawer.Title className="text-lg font-extrabold text-ink">Menu</Drawer.Title>
              <Drawer.Close
                aria-label="Close menu"
                className="inline-flex size-11 items-center justify-center rounded-full bg-white/80 text-ink hover:bg-white focus-visible:outline-ink"
              >
                <X aria-hidden="true" className="size-6" />
              </Drawer.Close>
            </div>
            <nav aria-label="Menu" className="flex-1 overflow-y-auto px-3 py-4">
              <ul className="space-y-1">
                {items.map(({ label, to, icon: Icon, end }) => (
                  <li key={to}>
                    <NavLink
                      to={to}
                      end={end}
                      onClick={close}
                      className={({ isActive }) =>
                        `flex min-h-12 items-center gap-3 rounded-xl px-4 font-semibold ${
                          isActive ? 'bg-blush text-brand-deep' : 'text-ink hover:bg-white'
                        }`
                      }
                    >
                      <Icon aria-hidden="true" className="size-5" />
                      {label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            {/* Room below Sign Out for Quick exit, which stays above the menu at the bottom right. */}
            <div className="border-t border-blush p-4 pb-[calc(5rem+env(safe-area-inset-bottom))]">
              <Link
                to={signOutTo}
                onClick={close}
                className="flex min-h-12 items-center justify-center gap-2 rounded-full border border-brand-deep/30 bg-white font-semibold text-brand-deep hover:bg-blush"
              >
                <LogOut aria-hidden="true" className="size-5" />
                Sign Out
              </Link>
            </div>
          </Drawer.Popup>
        </Drawer.Viewport>
      </Drawer.Portal>
    </Drawer.Root>
  );
}
