import type { ReactNode } from 'react';

type SiteHeaderProps = {
  brand: ReactNode;
  children?: ReactNode;
};

/** The gradient bar at the top of every layout. Text on it is dark: white fails contrast on orange. */
export function SiteHeader({ brand, children }: SiteHeaderProps) {
  return (
    <header className="bg-brand-gradient sticky top-0 z-20 shadow-md [&_:focus-visible]:outline-ink">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        {brand}
        {children}
      </div>
    </header>
  );
}
