import crisisPhrases from '../../../../safety/crisis-phrases.json';
import { expandPhrase, findCrisisLanguage, hasCrisisLanguage, normaliseForMatching } from './crisis-language';

describe('normaliseForMatching', () => {
  it('lowers, strips accents and apostrophes, and turns other punctuation into single spaces', () => {
    expect(normaliseForMatching("I DON'T want… to — go on")).toBe('i dont want to go on');
    expect(normaliseForMatching('I can’t, anymore!!')).toBe('i cant anymore');
    expect(normaliseForMatching('Je suis épuisée, self-harm')).toBe('je suis epuisee self harm');
  });
});

describe('expandPhrase', () => {
  it('expands every group, an empty alternative dropping it', () => {
    expect(expandPhrase('{end|take} my {own |}life')).toEqual([
      'end my own life',
      'end my life',
      'take my own life',
      'take my life',
    ]);
    expect(expandPhrase('suicide')).toEqual(['suicide']);
  });

  it('writes every listed phrase already normalised', () => {
    for (const phrase of crisisPhrases.phrases.flatMap(expandPhrase)) {
      expect(normaliseForMatching(phrase)).toBe(phrase);
    }
  });
});

describe('findCrisisLanguage', () => {
  it.each(crisisPhrases.shouldMatch)('finds %j', (text) => {
    expect(hasCrisisLanguage(text)).toBe(true);
  });

  it.each(crisisPhrases.shouldNotMatch)('leaves ordinary words alone: %j', (text) => {
    expect(findCrisisLanguage(text)).toBeNull();
  });

  it('matches whole words only', () => {
    expect(findCrisisLanguage('the suicidal thoughts')).toBe('suicidal');
    // "kms" is a phrase's word; "skms myself" is not.
    expect(findCrisisLanguage('skms myself')).toBeNull();
    expect(findCrisisLanguage('I feel unalive-ish')).toBe('unalive');
    expect(findCrisisLanguage('')).toBeNull();
  });

  it('reads across line breaks and punctuation', () => {
    expect(findCrisisLanguage('Honestly I want\nto die.')).toBe('want to die');
    expect(findCrisisLanguage("Everyone's BETTER-OFF without me")).toBe('better off without me');
  });
});
