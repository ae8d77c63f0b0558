import { Spinner } from '@/components/ui/spinner';
import { QuickExitButton } from '@/features/safety/components/quick-exit-button';

/**
 * The first screen while the router loads the page's code and the session is checked: the
 * header bar every layout has, and a spinner where the page goes. index.html carries the same
 * markup, so the phone paints it before any script has run and nothing jumps when React
 * takes over (keep the two alike).
 */
export function ShellFallback() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="bg-brand-gradient sticky top-0 z-20 shadow-md">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
          <span className="flex min-h-11 items-center gap-2 text-ink">
            <img src="/favicon.svg" alt="" width="36" height="36" className="size-9 rounded-full bg-white p-1 shadow-sm" />
            <span className="text-xl leading-none font-extrabold tracking-tight">Real Talk</span>
          </span>
        </div>
      </header>
      <main className="flex flex-1 items-center justify-center">
        <Spinner />
      </main>
      <QuickExitButton placement="docked" />
    </div>
  );
}
