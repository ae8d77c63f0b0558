import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { ToastContainer } from 'react-toastify';
import { CrashScreen } from '@/components/errors/crash-screen';
import { ActivityIndicator } from '@/components/ui/activity-indicator';
import { apolloClient } from '@/lib/apollo-client';

/** App-wide providers. The boundary catches what the router's errorElements cannot (the router itself). */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary FallbackComponent={CrashScreen} onError={(error) => console.error(error)}>
      <ApolloProvider client={apolloClient}>
        <ActivityIndicator />
        {children}
        {/* Spec §9: toasts close after 5 s by default, top-right. */}
        <ToastContainer position="top-right" autoClose={5000} />
      </ApolloProvider>
    </ErrorBoundary>
  );
}
