import { excerptAround, foldForSearch, highlightParts, searchWords } from './highlight';

const marked = (text: string, query: string) =>
  highlightParts(text, searchWords(query))
    .filter((part) => part.match)
    .map((part) => part.text);

describe('searchWords', () => {
  it('folds case and accents, drops punctuation and repeats, longest first', () => {
    expect(searchWords('  Endo, CAFÉ endo  endometriosis! ')).toEqual(['endometriosis', 'endo', 'cafe']);
  });

  it('has no words for a blank search', () => {
    expect(searchWords('   ')).toEqual([]);
    expect(searchWords('?!')).toEqual([]);
  });
});

describe('foldForSearch', () => {
  it('lowers the case and takes the accents off, composed or not', () => {
    expect(foldForSearch('Crème BRÛLÉE')).toBe('creme brulee');
    expect(foldForSearch('Cafe\u0301')).toBe('cafe');
  });
});

describe('highlightParts', () => {
  it("marks a search word at the start of a word: 'endo' in 'Endometriosis'", () => {
    expect(highlightParts('Endometriosis pain', searchWords('endo'))).toEqual([
      { text: 'Endo', match: true },
      { text: 'metriosis pain', match: false },
    ]);
  });

  it('marks only starts of words, never the middle of one', () => {
    expect(marked('Surgery for endometriosis', 'metri')).toEqual([]);
    expect(marked('The pain and the painkillers', 'pain')).toEqual(['pain', 'pain']);
  });

  it('ignores case and accents both ways, keeping the text as written', () => {
    expect(marked('Ménopause et CAFÉ', 'menop cafe')).toEqual(['Ménop', 'CAFÉ']);
    expect(marked('Menopause', 'MÉNO')).toEqual(['Meno']);
    // An accent written as its own character stays with its letter.
    expect(marked('Cafe\u0301 au lait', 'cafe')).toEqual(['Cafe\u0301']);
  });

  it('marks every word of a search, the longest match winning', () => {
    expect(marked('Endometriosis and endo belly: hot flushes', 'hot endo endometriosis')).toEqual([
      'Endometriosis',
      'endo',
      'hot',
    ]);
  });

  it('gives the text back whole, in order', () => {
    const text = 'Hot flushes at night <b>really</b> & more';
    const parts = highlightParts(text, searchWords('b really'));
    expect(parts.map((part) => part.text).join('')).toBe(text);
    expect(parts.filter((part) => part.match).map((part) => part.text)).toEqual(['b', 'really', 'b']);
  });

  it('leaves a text alone without search words', () => {
    expect(highlightParts('Anything', [])).toEqual([{ text: 'Anything', match: false }]);
  });
});

describe('excerptAround', () => {
  const long = `${'Some words before it. '.repeat(10)}Then endometriosis came up.`;

  it('keeps a text whose first match is near its start', () => {
    expect(excerptAround('Endometriosis pain at night', searchWords('endo'))).toBe('Endometriosis pain at night');
    expect(excerptAround(long, searchWords('some'))).toBe(long);
    expect(excerptAround(long, searchWords('nothing'))).toBe(long);
  });

  it('starts a little before a match deep in the text, at a word, after an ellipsis', () => {
    const excerpt = excerptAround(long, searchWords('endo'));
    expect(excerpt.startsWith('…')).toBe(true);
    expect(excerpt.endsWith('Then endometriosis came up.')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(1 + 40 + 'Then endometriosis came up.'.length);
    expect(excerpt[1]).toMatch(/\S/);
    expect(long).toContain(excerpt.slice(1));
  });
});
