import { reactionLabel, shownReactions, toggleTally, type Tally } from './reactions';

const tally = (id: string, count: number, reactedByMe = false): Tally => ({
  __typename: 'ReactionTally',
  reactionType: { __typename: 'ReactionType', id, name: id, emoji: '🙂' },
  count,
  reactedByMe,
});

describe('toggleTally (the optimistic answer of a reaction toggle)', () => {
  it('adds her reaction: one more, and marked as hers', () => {
    expect(toggleTally([tally('a', 2), tally('b', 0)], 'a')).toEqual([tally('a', 3, true), tally('b', 0)]);
  });

  it('removes a reaction she holds: one fewer, and no longer hers', () => {
    expect(toggleTally([tally('a', 3, true), tally('b', 1, true)], 'b')).toEqual([tally('a', 3, true), tally('b', 0)]);
  });

  it('never counts below zero, and leaves an unknown type alone', () => {
    expect(toggleTally([tally('a', 0, true)], 'a')).toEqual([tally('a', 0)]);
    const tallies = [tally('a', 1)];
    expect(toggleTally(tallies, 'zzz')).toEqual(tallies);
  });

  it('does not change the tally it was given (the cache owns it)', () => {
    const tallies = Object.freeze([Object.freeze(tally('a', 1))]);
    expect(() => toggleTally(tallies, 'a')).not.toThrow();
    expect(tallies[0]?.count).toBe(1);
  });
});

describe('reactionLabel (a reaction button\'s accessible name)', () => {
  it('names the emoji, the reaction and the count', () => {
    expect(reactionLabel({ emoji: '❤️', name: 'Love' }, 3)).toBe('❤️ Love, 3 reactions');
    expect(reactionLabel({ emoji: '🙋‍♀️', name: 'Me Too' }, 0)).toBe('🙋‍♀️ Me Too, 0 reactions');
  });

  it('says "1 reaction" for one', () => {
    expect(reactionLabel({ emoji: '🤗', name: 'Hugs' }, 1)).toBe('🤗 Hugs, 1 reaction');
  });
});

describe('shownReactions', () => {
  it('gives no pill to a reaction nobody gave', () => {
    expect(shownReactions([tally('a', 0), tally('b', 2), tally('c', 0)], null).map((t) => t.reactionType.id)).toEqual(['b']);
  });

  it('keeps hers and the most given on a phone, in the legend order', () => {
    const tallies = [tally('a', 1), tally('b', 5), tally('c', 1, true), tally('d', 3), tally('e', 0)];
    expect(shownReactions(tallies, 3).map((t) => t.reactionType.id)).toEqual(['b', 'c', 'd']);
    expect(shownReactions(tallies, null)).toHaveLength(4);
  });
});
