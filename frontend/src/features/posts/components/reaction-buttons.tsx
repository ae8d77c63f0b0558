import { reactionLabel, type Tally } from '../reactions';
import { suspensionText } from '../suspension';
import { useKnownSuspension } from '../hooks/use-known-suspension';

type ReactionButtonsProps = {
  tallies: readonly Tally[];
  onToggle: (reactionTypeId: string) => void;
  /** The group's accessible name, e.g. "Reactions to this post". */
  label: string;
  compact?: boolean;
};

/**
 * Every reaction type with its emoji and count (spec §4); the member's own are pressed, and
 * tapping one adds or removes hers. While she is suspended they show the counts only, and say why.
 */
export function ReactionButtons({ tallies, onToggle, label, compact = false }: ReactionButtonsProps) {
  const suspendedUntil = useKnownSuspension();
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {tallies.map(({ reactionType, count, reactedByMe }) => (
        <li key={reactionType.id}>
          <button
            type="button"
            aria-pressed={reactedByMe}
            aria-label={reactionLabel(reactionType, count)}
            title={suspendedUntil ? suspensionText(suspendedUntil) : reactionType.name}
            disabled={Boolean(suspendedUntil)}
            onClick={() => onToggle(reactionType.id)}
            className={`inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-full border text-sm font-semibold tabular-nums transition-colors ${
              compact ? 'px-2.5 md:min-h-9' : 'px-3'
            } ${
              reactedByMe
                ? 'border-brand-deep bg-blush text-brand-deep'
                : 'border-ink/10 bg-white text-ink-muted enabled:hover:border-brand-deep/40 enabled:hover:bg-cream'
            } disabled:cursor-not-allowed disabled:opacity-70`}
          >
            <span aria-hidden="true" className="text-base leading-none">
              {reactionType.emoji}
            </span>
            <span aria-hidden="true">{count}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
