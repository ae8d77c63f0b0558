import { isRouteErrorResponse, useRouteError } from 'react-router';
import { CrashScreen } from '@/features/crash-reports/components/crash-screen';
import { NotFound } from './routes/not-found';

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
        <NotFound />
      </main>
    );
  }
  console.error(error);
  return <CrashScreen error={error} boundary="RouteError" />;
}
