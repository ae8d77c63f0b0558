import { useQuery } from '@apollo/client/react';
import { ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { ErrorMessage } from '@/components/ui/error-message';
import { Spinner } from '@/components/ui/spinner';
import { graphql } from '@/gql';

/** The period the card counts over, as its heading says. */
export const PRIVACY_CHECK_DAYS = 30;

const PrivacyCheckCountsQuery = graphql(`
  query PrivacyCheckCounts($days: Int!) {
    privacyCheckCounts(days: $days) {
      kind
      label
      items
    }
  }
`);

/**
 * The admin's view of the privacy check (issue 20): per kind of identifying detail, how many
 * posts and comments of the last 30 days held one. Counts only: the server never keeps the text.
 */
export function PrivacyCheckCard() {
  const id = useId();
  const { data, loading, error } = useQuery(PrivacyCheckCountsQuery, {
    variables: { days: PRIVACY_CHECK_DAYS },
    fetchPolicy: 'cache-and-network',
  });
  const counts = data?.privacyCheckCounts ?? [];

  return (
    <section
      aria-labelledby={`${id}-heading`}
      aria-describedby={`${id}-summary`}
      className="mb-6 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-blush md:p-6"
    >
      <div className="flex items-start gap-3">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-deep" />
        <div>
          <h2 id={`${id}-heading`} className="text-lg font-extrabold text-ink">
            Privacy check
          </h2>
          <p id={`${id}-summary`} className="text-sm text-ink-muted">
            Identifying details found in what members sent, last {PRIVACY_CHECK_DAYS} days
          </p>
        </div>
      </div>
      {error && !data ? (
        <div className="mt-4">
          <ErrorMessage title="We couldn't load the privacy check counts." detail={error.message} />
        </div>
      ) : loading && !data ? (
        <Spinner label="Loading the privacy check counts…" className="py-4" />
      ) : counts.length === 0 ? (
        <p className="mt-4 text-sm text-ink">Nothing counted yet.</p>
      ) : (
        <dl className="mt-4 grid gap-x-8 sm:grid-cols-2 lg:grid-cols-3">
          {counts.map((count) => (
            <div key={count.kind} className="flex items-baseline justify-between gap-4 border-b border-blush py-2">
              <dt className="text-sm text-ink">{count.label}</dt>
              <dd className="text-base font-extrabold text-ink tabular-nums">{count.items}</dd>
            </div>
          ))}
        </dl>
      )}
      <p className="mt-4 text-sm text-ink-muted">
        The check in members' browsers lets them remove these before posting; the server only counts them and never
        keeps the text.
      </p>
    </section>
  );
}
