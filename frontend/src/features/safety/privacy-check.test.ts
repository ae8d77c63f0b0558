import privacyDetectors from '../../../../safety/privacy-detectors.json';
import { findPrivateDetails, removeFinding, snippetOf, withoutTracking } from './privacy-check';

describe('findPrivateDetails', () => {
  for (const detector of privacyDetectors.detectors) {
    describe(detector.kind, () => {
      it.each(detector.examples)('finds it in %j', (text) => {
        const kinds = findPrivateDetails(text).map((finding) => finding.kind);
        expect(kinds).toContain(detector.kind);
      });

      it.each(detector.notFound)('finds nothing of the kind in %j', (text) => {
        const kinds = findPrivateDetails(text).map((finding) => finding.kind);
        expect(kinds).not.toContain(detector.kind);
      });
    });
  }

  it('labels each finding and gives the words and where they are, in reading order', () => {
    const text = 'Call me on 07700 900123 or write to jane@example.com';
    expect(findPrivateDetails(text)).toEqual([
      { kind: 'PHONE', label: 'Phone number', text: '07700 900123', index: 11 },
      { kind: 'EMAIL', label: 'Email address', text: 'jane@example.com', index: 36 },
    ]);
  });

  it('finds nothing in ordinary health talk', () => {
    expect(findPrivateDetails('My B12 levels were low, so I took 400 mg twice a day for 3 weeks.')).toEqual([]);
  });

  it('leaves a finding inside a longer one to the longer one', () => {
    const found = findPrivateDetails('see https://example.com/a?utm_source=x&tel=07700900123');
    expect(found.map((finding) => finding.kind)).toEqual(['TRACKING_LINK']);
  });
});

describe('removeFinding', () => {
  const removeAll = (text: string) => {
    let rest = text;
    for (let found = findPrivateDetails(rest)[0]; found; found = findPrivateDetails(rest)[0]) {
      rest = removeFinding(rest, found);
    }
    return rest;
  };

  it('takes the words out and joins what is left with one space', () => {
    expect(removeAll('Call me on 07700 900123 any time.')).toBe('Call me on any time.');
    expect(removeAll('My number is 07700 900123.')).toBe('My number is.');
    expect(removeAll('07700 900123 is mine')).toBe('is mine');
  });

  it('keeps a link, without its tracking parameters', () => {
    expect(removeAll('Read https://example.com/article?utm_source=whatsapp&id=3 today')).toBe(
      'Read https://example.com/article?id=3 today',
    );
    expect(removeAll('https://youtu.be/abc?si=XyZ123')).toBe('https://youtu.be/abc');
  });

  it.each(privacyDetectors.detectors.flatMap((detector) => detector.examples))(
    'leaves nothing to find once everything is removed from %j',
    (text) => {
      expect(findPrivateDetails(removeAll(text))).toEqual([]);
    },
  );
});

describe('withoutTracking', () => {
  it('keeps every other parameter and the fragment as written', () => {
    expect(withoutTracking('https://a.example/p?x=1&fbclid=abc&y=2#top')).toBe('https://a.example/p?x=1&y=2#top');
    expect(withoutTracking('https://a.example/p?gclid=1&UTM_Medium=2')).toBe('https://a.example/p');
    expect(withoutTracking('https://a.example/p')).toBe('https://a.example/p');
  });
});

describe('snippetOf', () => {
  it('shows the words around a finding and never cuts one in half', () => {
    const text =
      'After the scan last spring everything changed for me, so please call me on 07700 900123 whenever the waiting gets unbearable again.';
    const [finding] = findPrivateDetails(text);
    if (!finding) throw new Error('no finding');
    const { before, found, after } = snippetOf(text, finding);
    expect(found).toBe('07700 900123');
    expect(before.startsWith('…')).toBe(true);
    expect(after.endsWith('…')).toBe(true);
    // Every word shown is a whole word of the text.
    const words = new Set(text.split(/\s+/));
    for (const word of `${before.slice(1)}${found}${after.slice(0, -1)}`.split(/\s+/).filter(Boolean)) {
      expect(words.has(word) || text.includes(` ${word} `) || found.includes(word)).toBe(true);
    }
    expect(`${before}${found}${after}`).toBe('…changed for me, so please call me on 07700 900123 whenever the waiting gets unbearable…');
  });

  it('shows a short text whole', () => {
    const text = 'Ask for Dr Patel';
    const [finding] = findPrivateDetails(text);
    if (!finding) throw new Error('no finding');
    expect(snippetOf(text, finding)).toEqual({ before: 'Ask for ', found: 'Dr Patel', after: '' });
  });
});
