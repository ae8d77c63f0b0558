import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { graphql } from '@/gql';
import { topicSearch } from '../resource-texts';

const ResourceTopicFilter_topic = graphql(`
  fragment ResourceTopicFilter_topic on Topic {
    id
    title
    description
  }
`);

type TopicRef = FragmentType<typeof ResourceTopicFilter_topic>;

/** A chip that chooses a topic: a link to this page with `?topic=`, so the history keeps each choice. */
function FilterChip({ topicId, selected, hint, children }: { topicId: string | null; selected: boolean; hint?: string | null; children: ReactNode }) {
  return (
    <Link
      to={{ search: topicSearch(topicId) }}
      preventScrollReset
      title={hint ?? undefined}
      aria-current={selected ? 'true' : undefined}
      className={`inline-flex min-h-11 items-center rounded-full border px-4 py-1 text-sm font-semibold whitespace-nowrap shadow-sm transition md:max-w-full md:whitespace-normal md:wrap-anywhere ${
        selected
          ? 'border-brand-deep bg-brand-deep text-white'
          : 'border-brand-pink/30 bg-white text-ink hover:-translate-y-0.5 hover:border-brand-deep hover:text-brand-deep hover:shadow'
      }`}
    >
      {children}
    </Link>
  );
}

function TopicChip({ topic, selected }: { topic: TopicRef; selected: string | null }) {
  const { data, complete } = useFragment({ fragment: ResourceTopicFilter_topic, from: topic });
  if (!complete) return null;
  return (
    <li className="shrink-0 snap-start md:max-w-full md:shrink">
      <FilterChip topicId={data.id} selected={data.id === selected} hint={data.description}>
        {data.title}
      </FilterChip>
    </li>
  );
}

type ResourceTopicFilterProps = {
  /** The topics that have Second Opinions, as the server orders them (alphabetically). */
  topics: readonly (TopicRef & { id: string })[];
  /** The chosen topic's id; null for All Topics. */
  selected: string | null;
};

/**
 * Spec §2 Resources: "All Topics" first, then the topics that have Second Opinions. On a phone
 * the chips are one row that scrolls sideways (issue 36), so the articles start on the first
 * screen; the chosen one is scrolled into the row's view.
 */
export function ResourceTopicFilter({ topics, selected }: ResourceTopicFilterProps) {
  const row = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const list = row.current;
    const chosen = list?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!list || !chosen || list.scrollWidth <= list.clientWidth) return;
    // Sideways only: the page itself stays where it is.
    list.scrollLeft = chosen.offsetLeft - list.offsetLeft - (list.clientWidth - chosen.offsetWidth) / 2;
  }, [selected]);
  return (
    <nav aria-label="Filter by topic">
      <ul
        ref={row}
        className="-mx-4 flex snap-x scroll-px-4 gap-2 overflow-x-auto px-4 py-1 [scrollbar-width:none] md:mx-0 md:flex-wrap md:overflow-visible md:px-0 md:py-0"
      >
        <li className="shrink-0 snap-start">
          <FilterChip topicId={null} selected={selected === null}>
            All Topics
          </FilterChip>
        </li>
        {topics.map((topic) => (
          <TopicChip key={topic.id} topic={topic} selected={selected} />
        ))}
      </ul>
    </nav>
  );
}
