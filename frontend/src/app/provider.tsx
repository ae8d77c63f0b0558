import { ApolloProvider } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { CrashScreen } from '@/components/errors/crash-screen';
import { createApolloClient } from '@/lib/apollo-client';

/** App-wide providers. The boundary catches what the router's errorElements cannot (the router itself). */
export function AppProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createApolloClient);
  return (
    <ErrorBoundary FallbackComponent={CrashScreen} onError={(error) => console.error(error)}>
      <ApolloProvider client={client}>{children}</ApolloProvider>
    </ErrorBoundary>
  );
}
