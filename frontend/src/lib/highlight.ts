/**
 * How a post search's words show in its results (issue 19): each word of the search marks the
 * start of every word of a title or text it begins, whatever the case and the accents, as the
 * server matched them ('endo' marks 'Endo' in 'Endometriosis', 'cafe' marks 'Café').
 */

/** A word: letters and digits, with the accents that go with them. */
const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu;
const MARKS = /\p{M}/gu;

/** A text as the search compares it: lower case, without accents. */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(MARKS, '').toLowerCase();
}

/**
 * The words of a search, folded, each once, longest first (so of 'endo' and 'endometriosis'
 * the longer one marks 'Endometriosis'). Punctuation separates words and is dropped.
 */
export function searchWords(query: string): string[] {
  const words = new Set<string>();
  for (const match of query.matchAll(WORD)) words.add(foldForSearch(match[0]));
  return [...words].sort((a, b) => b.length - a.length);
}

/** A piece of text, marked or not. */
export type TextPart = { text: string; match: boolean };

/**
 * How many of `word`'s own characters make up the start that folds to `prefix`, or 0 when
 * it does not begin with it. Counted on the word as written, so an accented letter (one
 * character or a letter and its accent) is marked whole.
 */
function matchedLength(word: string, prefix: string): number {
  if (!foldForSearch(word).startsWith(prefix)) return 0;
  let folded = '';
  let length = 0;
  const chars = [...word];
  for (let index = 0; index < chars.length; index += 1) {
    const char = chars[index] ?? '';
    folded += foldForSearch(char);
    length += char.length;
    if (folded.length >= prefix.length) {
      // The accents written after the last letter belong to it.
      while (index + 1 < chars.length && /\p{M}/u.test(chars[index + 1] ?? '')) {
        index += 1;
        length += (chars[index] ?? '').length;
      }
      return length;
    }
  }
  return length;
}

/**
 * Splits a text into the parts a search marks and the rest, in order (joined, they give the
 * text back). Plain strings: the caller renders them as text, never as HTML.
 */
export function highlightParts(text: string, words: readonly string[]): TextPart[] {
  if (words.length === 0 || text === '') return [{ text, match: false }];
  const parts: TextPart[] = [];
  let shown = 0;
  for (const found of text.matchAll(WORD)) {
    const start = found.index;
    const length = Math.max(0, ...words.map((word) => matchedLength(found[0], word)));
    if (length === 0) continue;
    if (start > shown) parts.push({ text: text.slice(shown, start), match: false });
    parts.push({ text: text.slice(start, start + length), match: true });
    shown = start + length;
  }
  if (shown < text.length) parts.push({ text: text.slice(shown), match: false });
  return parts;
}

/** A match this far into a text would be below a 3-line preview's fold. */
const EXCERPT_AFTER = 120;
/** How much of the text before the match the excerpt keeps, for context. */
const EXCERPT_LEAD = 40;

/**
 * A result's preview text: as it is when a search word shows near its start (or nowhere),
 * else from a little before the first match, after an ellipsis, so a 3-line preview shows
 * why it matched.
 */
export function excerptAround(text: string, words: readonly string[]): string {
  if (words.length === 0) return text;
  const parts = highlightParts(text, words);
  const first = parts.findIndex((part) => part.match);
  if (first < 0) return text;
  const offset = parts.slice(0, first).reduce((sum, part) => sum + part.text.length, 0);
  if (offset <= EXCERPT_AFTER) return text;
  // Starts at a word, a little before the match.
  const from = text.slice(offset - EXCERPT_LEAD, offset).search(/\s\S/);
  const start = from < 0 ? offset : offset - EXCERPT_LEAD + from + 1;
  return `…${text.slice(start)}`;
}
