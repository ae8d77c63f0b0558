import type { ReactNode } from 'react';
import { QuickExitSpace } from '@/components/ui/quick-exit-space';

type SiteHeaderProps = {
  brand: ReactNode;
  children?: ReactNode;
};

/**
 * The gradient bar at the top of every layout. Text on it is dark: white fails contrast on orange.
 * From 769 px its right end is kept free for Quick exit, drawn there above every dialog.
 */
export function SiteHeader({ brand, children }: SiteHeaderProps) {
  return (
    <header className="bg-brand-gradient sticky top-0 z-20 flex shadow-md [&_:focus-visible]:outline-ink">
      <div className="mx-auto flex max-w-6xl min-w-0 flex-1 items-center justify-between gap-4 px-4 py-3">
        {brand}
        {children}
      </div>
      <QuickExitSpace where="header" />
    </header>
  );
}
