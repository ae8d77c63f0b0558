import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { ErrorMessage } from '@/components/ui/error-message';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { graphql } from '@/gql';

const homeTopicsQuery = graphql(`
  query HomeTopics {
    topics {
      id
      title
      description
    }
  }
`);

export function TopicChips() {
  const { data, loading, error } = useQuery(homeTopicsQuery);

  if (loading) return <Spinner label="Loading topics…" />;
  if (error) return <ErrorMessage title="We couldn't load the topics." detail={error.message} />;

  return (
    <ul className="flex flex-wrap gap-2">
      {data?.topics.map((topic) => (
        <li key={topic.id}>
          <Link
            to={paths.app.topic.getHref(topic.id)}
            title={topic.description ?? undefined}
            className="inline-flex min-h-11 items-center rounded-full border border-brand-pink/30 bg-white px-4 text-sm font-semibold text-ink shadow-sm transition hover:-translate-y-0.5 hover:border-brand-deep hover:text-brand-deep hover:shadow"
          >
            {topic.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}
