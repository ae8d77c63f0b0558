import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { ErrorMessage } from './error-message';
import { Spinner } from './spinner';

type QueryBoundaryProps = {
  /** Read by screen readers while the section's data loads. */
  pending: string;
  /** The title shown when it failed, above the error's own message. */
  failure: string;
  children: ReactNode;
};

/**
 * The loading and error state of one section of a page: children that read a query with
 * `useReadQuery` suspend while it loads and throw when it failed; the rest of the page stays.
 */
export function QueryBoundary({ pending, failure, children }: QueryBoundaryProps) {
  return (
    <ErrorBoundary
      fallbackRender={({ error }) => (
        <ErrorMessage title={failure} detail={error instanceof Error ? error.message : undefined} />
      )}
    >
      <Suspense fallback={<Spinner label={pending} />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
