import { useQuery } from '@apollo/client/react';
import { ChevronDown, ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { ErrorMessage } from '@/components/ui/error-message';
import { Spinner } from '@/components/ui/spinner';
import { graphql } from '@/gql';
import { useMediaQuery } from '@/lib/use-media-query';

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

type Count = { kind: string; label: string; items: number };

/** The counts, their loading and their failure. */
function Counts({ counts, loading, failed }: { counts: readonly Count[]; loading: boolean; failed: string | null }) {
  if (failed) {
    return (
      <div className="mt-4">
        <ErrorMessage title="We couldn't load the privacy check counts." detail={failed} />
      </div>
    );
  }
  if (loading) return <Spinner label="Loading the privacy check counts…" className="py-4" />;
  if (counts.length === 0) return <p className="mt-4 text-sm text-ink">Nothing counted yet.</p>;
  return (
    <dl className="mt-4 grid gap-x-8 sm:grid-cols-2 lg:grid-cols-3">
      {counts.map((count) => (
        <div key={count.kind} className="flex items-baseline justify-between gap-4 border-b border-blush py-2">
          <dt className="text-sm text-ink">{count.label}</dt>
          <dd className="text-base font-extrabold text-ink tabular-nums">{count.items}</dd>
        </div>
      ))}
    </dl>
  );
}

const NOTE =
  "The check in members' browsers lets them remove these before posting; the server only counts them and never keeps the text.";

/** The folded card's one line: how many details were found in all. */
const foundText = (total: number) =>
  `${total === 1 ? '1 detail' : `${total.toLocaleString('en-US')} details`} found, last ${PRIVACY_CHECK_DAYS} days`;

/**
 * The admin's view of the privacy check (issue 20): per kind of identifying detail, how many
 * posts and comments of the last 30 days held one. Counts only: the server never keeps the text.
 * On a phone it folds into a disclosure (issue 36 §5), so the Users page shows members on its
 * first screen.
 */
export function PrivacyCheckCard() {
  const id = useId();
  const wide = useMediaQuery('(min-width: 768px)', true);
  const { data, loading, error } = useQuery(PrivacyCheckCountsQuery, {
    variables: { days: PRIVACY_CHECK_DAYS },
    fetchPolicy: 'cache-and-network',
  });
  const counts = data?.privacyCheckCounts ?? [];
  const failed = error && !data ? error.message : null;
  const pending = loading && !data;

  if (!wide) {
    const total = counts.reduce((sum, count) => sum + count.items, 0);
    return (
      <details className="group mb-4 rounded-3xl bg-white shadow-sm ring-1 ring-blush">
        <summary className="flex min-h-11 cursor-pointer list-none items-center gap-3 rounded-3xl px-4 py-3 [&::-webkit-details-marker]:hidden">
          <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-brand-deep" />
          <span className="min-w-0 flex-1">
            <span className="block font-extrabold text-ink">Privacy check</span>
            <span className="block text-sm text-ink-muted">
              {pending ? 'Loading…' : failed ? "Couldn't load the counts" : foundText(total)}
            </span>
          </span>
          <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-ink-muted transition-transform group-open:rotate-180" />
        </summary>
        <div className="px-4 pb-4">
          <Counts counts={counts} loading={pending} failed={failed} />
          <p className="mt-4 text-sm text-ink-muted">{NOTE}</p>
        </div>
      </details>
    );
  }

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
      <Counts counts={counts} loading={pending} failed={failed} />
      <p className="mt-4 text-sm text-ink-muted">{NOTE}</p>
    </section>
  );
}
