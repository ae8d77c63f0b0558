import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { LazyCrashScreen as CrashScreen } from '@/features/crash-reports/components/lazy-crash-screen';

// Like the crash screen, loaded when it is needed rather than with every first screen.
const NotFound = lazy(async () => ({ default: (await import('./routes/not-found')).NotFound }));

/**
 * errorElement of every layout route: a 404 thrown by a loader is "Page Not Found", the rest
 * a crash. What escapes these (an error outside the layouts, or in this screen itself) reaches
 * React Router's own screen, "Unexpected Application Error!" (spec §2).
 */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main className="mx-auto max-w-3xl px-4 py-16">
        <Suspense fallback={<Spinner />}>
          <NotFound />
        </Suspense>
      </main>
    );
  }
  console.error(error);
  return <CrashScreen error={error} boundary="RouteError" />;
}
