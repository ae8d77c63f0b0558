import { ApolloProvider } from '@apollo/client/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { ActivityIndicator } from '@/components/ui/activity-indicator';
import { LazyCrashScreen as CrashScreen } from '@/features/crash-reports/components/lazy-crash-screen';
import { apolloClient } from '@/lib/apollo-client';
// Loaded with the app, not with the first form that keeps one: drafts must go when any
// session ends (a sign-out in a tab that never opened a form included).
import '@/lib/drafts';

// Toasts come later than the first screen: `toast()` queues what it is given until the
// container has loaded, so the library stays out of the first download.
const ToastContainer = lazy(async () => ({ default: (await import('react-toastify')).ToastContainer }));

/** The crash screen above the router and Apollo's provider: it reports with the app's client itself. */
function AppCrashScreen({ error }: FallbackProps) {
  return <CrashScreen error={error} boundary="AppErrorBoundary" />;
}

/** App-wide providers. The boundary catches what the router's errorElements cannot (the router itself). */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary FallbackComponent={AppCrashScreen} onError={(error) => console.error(error)}>
      <ApolloProvider client={apolloClient}>
        <ActivityIndicator />
        {children}
        {/* Spec §9: toasts close after 5 s by default, top-right. */}
        <Suspense fallback={null}>
          <ToastContainer position="top-right" autoClose={5000} />
        </Suspense>
      </ApolloProvider>
    </ErrorBoundary>
  );
}
