import { skipToken, useQuery } from '@apollo/client/react';
import { ChevronDown, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useDebounce } from 'use-debounce';
import { ErrorMessage } from '@/components/ui/error-message';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import type { FeedFilter } from '@/gql/graphql';
import { useTopicsHeading } from '@/lib/discreet-mode';
import { HomeTopicsQuery, InterestTopicsQuery, PopularTopicsQuery, SearchTopicsQuery } from '../api/topic-chip-queries';
import { canSearchTopics, FEED_FILTERS, TOPIC_SEARCH_DEBOUNCE_MS } from '../feed-filter';
import { TopicChips } from './topic-chips';

/** The chips for the filter: her topics, the popular ones, all, or what the search found. */
function useFilterTopics(filter: FeedFilter, search: string) {
  const searching = canSearchTopics(filter) && search !== '';
  // skipToken, not `skip`: a query switched off must not fetch once more on the way out.
  const interests = useQuery(InterestTopicsQuery, filter === 'INTERESTS' ? {} : skipToken);
  const popular = useQuery(PopularTopicsQuery, filter === 'POPULAR' && !searching ? {} : skipToken);
  const all = useQuery(HomeTopicsQuery, filter === 'ALL' && !searching ? {} : skipToken);
  const found = useQuery(SearchTopicsQuery, searching ? { variables: { text: search } } : skipToken);
  if (searching) return { topics: found.data?.searchTopics, error: found.error, searching };
  if (filter === 'POPULAR') return { topics: popular.data?.popularTopics, error: popular.error, searching };
  if (filter === 'ALL') return { topics: all.data?.topics, error: all.error, searching };
  return { topics: interests.data?.me?.topicsOfInterest, error: interests.error, searching };
}

/** The chips for one filter (keyed by it: a query is never shared between two filters' renders). */
function FilterTopicChips({ filter, search }: { filter: FeedFilter; search: string }) {
  const { topics, error, searching } = useFilterTopics(filter, search);
  if (error && !topics) return <ErrorMessage title="We couldn't load the topics." detail={error.message} />;
  if (!topics) return <Spinner label="Loading topics…" className="py-4" />;
  if (topics.length > 0) return <TopicChips topics={topics} />;
  if (searching) return <p className="text-ink-muted">No topics match “{search}”.</p>;
  if (filter !== 'INTERESTS') return <p className="text-ink-muted">No topics yet.</p>;
  return (
    <p className="text-ink-muted">
      You haven&apos;t picked any topics yet.{' '}
      <Link to={paths.app.profile.getHref()} className="font-semibold text-brand-deep underline underline-offset-2">
        Choose your topics
      </Link>
    </p>
  );
}

type FeedTopicsProps = {
  filter: FeedFilter;
  onFilterChange: (filter: FeedFilter) => void;
};

/**
 * Spec §2 Feed: the topic filter (Interests, Popular, All), the topic search for All and
 * Popular (500 ms after the last key), and the matching topics as chips to their pages.
 */
export function FeedTopics({ filter, onFilterChange }: FeedTopicsProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [search] = useDebounce(text.trim(), TOPIC_SEARCH_DEBOUNCE_MS);
  const searchable = canSearchTopics(filter);
  const heading = useTopicsHeading();
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={`${id}-heading`} className="text-xl font-bold">
          {heading}
        </h2>
        <div className="flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor={`${id}-filter`} className="mb-1 block text-sm font-semibold text-ink">
              Topic filter
            </label>
            <div className="relative">
              <select
                id={`${id}-filter`}
                value={filter}
                onChange={(event) => {
                  setText('');
                  onFilterChange(event.target.value as FeedFilter);
                }}
                className="min-h-11 w-40 appearance-none rounded-full border border-ink/20 bg-white py-2 pr-10 pl-4 text-base font-semibold text-ink shadow-sm outline-none focus:border-brand-deep"
              >
                {FEED_FILTERS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
              <ChevronDown
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-ink-muted"
              />
            </div>
          </div>
        </div>
      </div>
      {searchable ? (
        <div>
          <label htmlFor={`${id}-search`} className="sr-only">
            Search topics
          </label>
          <div className="flex items-center rounded-full border border-ink/20 bg-white shadow-sm focus-within:border-brand-deep">
            <Search aria-hidden="true" className="ml-4 size-5 shrink-0 text-ink-muted" />
            <input
              id={`${id}-search`}
              type="search"
              value={text}
              placeholder="Search topics"
              autoComplete="off"
              onChange={(event) => setText(event.target.value)}
              className="min-h-11 w-full min-w-0 rounded-full bg-transparent px-3 text-base text-ink outline-none"
            />
          </div>
        </div>
      ) : null}
      <div aria-live="polite">
        <FilterTopicChips key={filter} filter={filter} search={searchable ? search : ''} />
      </div>
    </section>
  );
}
