import { lazy, Suspense, type ComponentProps } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { CRASH_TITLE } from '../crash-texts';

type CrashProps = ComponentProps<typeof import('./crash-screen').CrashScreen>;

/** What shows when even the crash screen cannot load (the network is gone, say). */
function CrashScreenUnavailable() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-cream px-4 py-12 text-center">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight text-ink">{CRASH_TITLE}</h1>
        <p className="mt-3 text-ink-muted">Check your connection, then refresh the page.</p>
        <button type="button" className="mt-6 font-semibold text-brand-deep underline" onClick={() => window.location.reload()}>
          Refresh the page
        </button>
      </div>
    </main>
  );
}

// The crash screen (its form, the report's wiring, its icons) loads when something crashes,
// not with the first screen of every visit. Only a failed download is caught here: an error
// in the crash screen itself still reaches React Router's own screen.
const CrashScreen = lazy(() =>
  import('./crash-screen').then(
    (module) => ({ default: module.CrashScreen }),
    () => ({ default: CrashScreenUnavailable }),
  ),
);

/** `CrashScreen`, loaded on demand, with a spinner meanwhile. */
export function LazyCrashScreen(props: CrashProps) {
  return (
    <Suspense fallback={<Spinner className="min-h-dvh" />}>
      <CrashScreen {...props} />
    </Suspense>
  );
}
