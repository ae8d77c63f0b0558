import { ChevronDown, DoorOpen } from 'lucide-react';
import { useId } from 'react';
import { QuickExitButton } from './quick-exit-button';

type Steps = { browser: string; steps: string[] };

export const INSTALLED_APP_HEADING = 'If you add it to your home screen';

/** Plain steps, as the menus read at the time of writing; menus move, so each says what to look for. */
const CLEAR_HISTORY: readonly { device: string; browsers: readonly Steps[] }[] = [
  {
    device: 'On a phone',
    browsers: [
      {
        browser: 'Chrome (Android or iPhone)',
        steps: [
          'Tap the three dots (⋮ or …) and choose History.',
          "Tap 'Delete browsing data' (or 'Clear browsing data').",
          "Choose a time range such as 'Last hour' or 'All time', tick 'Browsing history', then tap Delete.",
        ],
      },
      {
        browser: 'Safari (iPhone)',
        steps: [
          'Tap the book icon, then the clock icon for History.',
          "Tap 'Clear' at the bottom and choose how far back: 'Last hour', 'Today' or 'All time'.",
          'To remove only this site, swipe left on each of its entries and tap Delete.',
        ],
      },
      {
        browser: 'Firefox (Android or iPhone)',
        steps: [
          "Tap the menu (☰ or ⋮) and choose History.",
          "Tap the bin icon or 'Clear recent history', choose a time range, and confirm.",
        ],
      },
    ],
  },
  {
    device: 'On a computer',
    browsers: [
      {
        browser: 'Chrome',
        steps: [
          'Press Ctrl+H (⌘+Y on a Mac) to open History.',
          "Click 'Delete browsing data', pick a time range, tick 'Browsing history', and click Delete.",
        ],
      },
      {
        browser: 'Safari (Mac)',
        steps: [
          "Open the History menu and choose 'Clear History…'.",
          "Choose how far back and click 'Clear History'.",
        ],
      },
      {
        browser: 'Firefox',
        steps: [
          'Press Ctrl+Shift+Delete (⌘+Shift+Delete on a Mac).',
          "Choose a time range, tick 'Browsing & download history', and click Clear (or OK).",
        ],
      },
    ],
  },
];

/**
 * Crisis Support's "Staying safe while you browse": the quick exit, how to clear the
 * browser's history afterwards, since no website can erase it for her, and what an installed
 * app leaves on the device (issue 37).
 */
export function LeaveSafely() {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-blush sm:p-6">
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-blush text-brand-deep"
        >
          <DoorOpen className="size-5" />
        </span>
        <div className="min-w-0 space-y-2">
          <h2 id={id} className="text-xl font-extrabold text-ink">
            Staying safe while you browse
          </h2>
          <p className="text-ink">
            If someone might see your screen, <strong>Quick exit</strong> (or pressing <kbd>Esc</kbd> twice) opens an
            everyday website straight away in a new tab, where Back has nowhere to go, and turns this tab into that
            website too. You can choose the website on your profile.
          </p>
          <p className="text-ink">
            It can&apos;t wipe what your browser already keeps: the History list, and pages of this site you opened
            by typing its address, a bookmark or a reload, which stay behind the everyday website in the old tab
            (close that tab to be sure). It keeps you signed in unless you choose otherwise on your profile.
          </p>
        </div>
      </div>
      <QuickExitButton placement="inline" />
      <p className="text-ink">
        Your browser still keeps a list of the pages you visited. Here is how to clear it:
      </p>
      {CLEAR_HISTORY.map(({ device, browsers }) => (
        <div key={device} className="space-y-2">
          <h3 className="font-bold text-ink">{device}</h3>
          <ul className="space-y-2">
            {browsers.map(({ browser, steps }) => (
              <li key={browser}>
                <details className="group rounded-2xl ring-1 ring-blush open:bg-cream">
                  <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-4 font-semibold text-ink hover:bg-cream [&::-webkit-details-marker]:hidden">
                    {browser}
                    <ChevronDown aria-hidden="true" className="size-4 shrink-0 transition-transform group-open:rotate-180" />
                  </summary>
                  <ol className="list-decimal space-y-1 px-4 pb-4 pl-9 text-ink">
                    {steps.map((step) => (
                      <li key={step}>{step}</li>
                    ))}
                  </ol>
                </details>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <p className="text-sm text-ink-muted">
        A private (incognito) window keeps no history at all once it is closed.
      </p>
      <h3 className="font-bold text-ink">{INSTALLED_APP_HEADING}</h3>
      <p className="text-ink">
        You can add this site to your home screen (your browser&apos;s &lsquo;Install&rsquo; or &lsquo;Add to Home
        screen&rsquo;) so it opens like an app. The app keeps only its own code on your device, the same for everyone:
        never a post, a reply, a picture or anything you wrote, so without a connection it shows only &lsquo;You&apos;re
        offline&rsquo;. Signing out leaves nothing of yours in it.
      </p>
      <p className="text-ink">
        But the icon stays on your home screen, and your phone may list the app among its apps and in its settings.
        With discreet mode on when you install it, the icon is a plain notepad called &lsquo;Notes&rsquo;; turning
        discreet mode on or off later may not change an icon that is already there, so remove the app and add it
        again. To remove it, press and hold its icon and choose Remove or Uninstall (on a computer: the app&apos;s
        menu, then Uninstall). Visits in the app may still go into your browser&apos;s history.
      </p>
    </section>
  );
}
