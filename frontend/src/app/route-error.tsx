import { isRouteErrorResponse, useRouteError } from 'react-router';
import { CrashScreen } from '@/components/errors/crash-screen';
import { NotFound } from './routes/not-found';

/** errorElement of every layout route: a 404 thrown by a loader is "Page Not Found", the rest a crash. */
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
  return <CrashScreen />;
}
