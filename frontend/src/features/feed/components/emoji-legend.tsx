import { useQuery } from '@apollo/client/react';
import { ChevronDown } from 'lucide-react';
import { ErrorMessage } from '@/components/ui/error-message';
import { Spinner } from '@/components/ui/spinner';
import { graphql } from '@/gql';

const emojiLegendQuery = graphql(`
  query EmojiLegend {
    reactionTypes {
      id
      name
      emoji
      description
    }
  }
`);

function LegendBody() {
  const { data, loading, error } = useQuery(emojiLegendQuery);

  if (loading) return <Spinner label="Loading reactions…" />;
  if (error) return <ErrorMessage title="We couldn't load the reactions." detail={error.message} />;

  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {data?.reactionTypes.map((reaction) => (
        <li key={reaction.id} className="flex gap-3 rounded-xl bg-cream p-3">
          <span aria-hidden="true" className="text-2xl leading-none">
            {reaction.emoji}
          </span>
          <div>
            <p className="font-semibold">{reaction.name}</p>
            <p className="text-sm text-ink-muted">{reaction.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Spec §2 feed: collapsible "What do the emojis mean?" legend. */
export function EmojiLegend() {
  return (
    <details className="group rounded-2xl bg-white shadow-sm ring-1 ring-blush">
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-5 py-3 font-semibold [&::-webkit-details-marker]:hidden">
        What do the emojis mean?
        <ChevronDown aria-hidden="true" className="size-5 transition-transform group-open:rotate-180" />
      </summary>
      <div className="px-5 pb-5">
        <LegendBody />
      </div>
    </details>
  );
}
