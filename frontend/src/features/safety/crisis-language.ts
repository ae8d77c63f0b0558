import crisisPhrases from '../../../../safety/crisis-phrases.json';

/**
 * The text as both sides of the crisis check read it (safety/crisis-phrases.json `matching`):
 * lower case, accents removed, apostrophes dropped ("don't" → "dont"), every other run of
 * characters that are not letters or digits one space.
 */
export function normaliseForMatching(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Every phrase a pattern stands for: '{a|b|}' expands to each alternative (an empty one drops the group). */
export function expandPhrase(pattern: string): string[] {
  const group = /\{([^{}]*)\}/.exec(pattern);
  if (!group) return [pattern.replace(/\s+/g, ' ').trim()];
  const before = pattern.slice(0, group.index);
  const after = pattern.slice(group.index + group[0].length);
  return (group[1] ?? '').split('|').flatMap((choice) => expandPhrase(`${before}${choice}${after}`));
}

let phrases: readonly string[] | null = null;

/**
 * Each phrase with spaces around it, so a match is whole words. Expanded on first use, when she
 * writes, rather than when the page that holds a composer loads (issue 37).
 */
function crisisPhraseList(): readonly string[] {
  phrases ??= [
    ...new Set(crisisPhrases.phrases.flatMap(expandPhrase).map((phrase) => ` ${normaliseForMatching(phrase)} `)),
  ];
  return phrases;
}

/** The first crisis phrase the text holds (as normalised), or null. */
export function findCrisisLanguage(text: string): string | null {
  if (!text.trim()) return null;
  const words = ` ${normaliseForMatching(text)} `;
  const found = crisisPhraseList().find((phrase) => words.includes(phrase));
  return found ? found.trim() : null;
}

export const hasCrisisLanguage = (text: string) => findCrisisLanguage(text) !== null;
