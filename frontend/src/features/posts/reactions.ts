/** Spec §4: the reaction that always asks why (matched by name, as the reaction types are data). */
export const ME_TOO = 'Me Too';

/** Spec §4 "Explanation dialog": the toast after an explanation is saved. */
export const EXPLANATION_THANKS = 'Explanation successfully submitted. Thank you.';

/** Spec §9: the page's data reloads this long after an explanation is saved. */
export const RELOAD_AFTER_EXPLANATION_MS = 2000;

export type Tally = {
  __typename?: 'ReactionTally';
  reactionType: { __typename?: 'ReactionType'; id: string; name: string; emoji: string };
  count: number;
  reactedByMe: boolean;
};

/**
 * The tally as it will be once the member taps `reactionTypeId` (the optimistic answer of a
 * toggle): her reaction added (count + 1) or, when she held it, removed (count − 1, never
 * below 0). The other types are untouched.
 */
export function toggleTally<T extends Tally>(tallies: readonly T[], reactionTypeId: string): T[] {
  return tallies.map((tally) => {
    if (tally.reactionType.id !== reactionTypeId) return tally;
    const reactedByMe = !tally.reactedByMe;
    return { ...tally, reactedByMe, count: Math.max(0, tally.count + (reactedByMe ? 1 : -1)) };
  });
}

/**
 * A reaction button's accessible name: the emoji, the reaction and how many there are, e.g.
 * '❤️ Love, 3 reactions' (the emoji as people see it, so a screen reader reads it too).
 */
export function reactionLabel({ emoji, name }: { emoji: string; name: string }, count: number): string {
  return `${emoji} ${name}, ${count} ${count === 1 ? 'reaction' : 'reactions'}`;
}

/** On a phone, at most this many reactions show beside "+" (the row stays on one line). */
export const PHONE_REACTIONS_SHOWN = 3;

/**
 * The reactions shown in the row: the ones someone chose (no pill for a reaction nobody gave),
 * and on a phone only the `max` that matter most (hers, then the most given), in the legend's
 * order. The rest are one tap away, in the picker.
 */
export function shownReactions<T extends Tally>(tallies: readonly T[], max: number | null): T[] {
  const chosen = tallies.filter((tally) => tally.count > 0 || tally.reactedByMe);
  if (max === null || chosen.length <= max) return chosen;
  const kept = new Set(
    [...chosen]
      .sort((a, b) => Number(b.reactedByMe) - Number(a.reactedByMe) || b.count - a.count)
      .slice(0, max)
      .map((tally) => tally.reactionType.id),
  );
  return chosen.filter((tally) => kept.has(tally.reactionType.id));
}
