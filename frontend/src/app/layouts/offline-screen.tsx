import { buttonClasses } from '@/components/ui/button-classes';
import { QuickExitButton } from '@/features/safety/components/quick-exit-button';
import { APP_ICON, DISCREET_ICON, useDiscreetMode, useSiteName } from '@/lib/discreet-mode';

import { OFFLINE_TITLE } from './offline-banner';

/**
 * What the app shows when it opened without a connection (from the service worker's cached
 * shell) or could not reach the forum at all: the header bar, a plain message and Quick exit.
 * Nothing else: the app keeps no posts on the device, and nothing old may pass for current.
 * It starts again by itself when the browser says the connection is back.
 */
export function OfflineScreen() {
  const discreet = useDiscreetMode();
  const name = useSiteName();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="bg-brand-gradient sticky top-0 z-20 shadow-md">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
          <span className="flex min-h-11 items-center gap-2 text-ink">
            <img
              src={discreet ? DISCREET_ICON : APP_ICON}
              alt=""
              width="36"
              height="36"
              className="size-9 rounded-full bg-white p-1 shadow-sm"
            />
            <span className="text-xl leading-none font-extrabold tracking-tight">{name}</span>
          </span>
        </div>
      </header>
      <main className="flex flex-1 items-center justify-center px-4 py-12">
        <section className="max-w-md rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-blush md:p-12">
          <h1 className="text-3xl font-extrabold tracking-tight">{OFFLINE_TITLE}</h1>
          <p className="mt-3 text-ink-muted">
            {name} needs a connection to show posts and replies. Nothing from earlier visits is kept on this device, so
            there is nothing to show until you&apos;re back online.
          </p>
          <button type="button" className={`${buttonClasses()} mt-8`} onClick={() => window.location.reload()}>
            Try again
          </button>
        </section>
      </main>
      <QuickExitButton placement="docked" />
    </div>
  );
}
