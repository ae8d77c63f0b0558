import {
  EMPTY_COLOUR,
  INVALID_HEX_MESSAGE,
  isHexColour,
  lighten,
  safeCssHex,
  toCssHex,
  toStoredHex,
} from './colour';

describe('colour helper', () => {
  it('accepts 3 and 6 hex digits, with or without #', () => {
    expect(toCssHex('f7a521')).toBe('#f7a521');
    expect(toCssHex('#F7A521')).toBe('#f7a521');
    expect(toCssHex('abc')).toBe('#aabbcc');
    expect(toCssHex('#0aF')).toBe('#00aaff');
    expect(isHexColour('424242')).toBe(true);
    expect(toStoredHex('#E8518D')).toBe('e8518d');
  });

  it.each(['12', '1234', '12345', '1234567', 'ggg', 'red', '#f7a52', '#f7a5211', 'f7 a521'])(
    'rejects %s with the spec message',
    (value) => {
      expect(() => toCssHex(value)).toThrow(INVALID_HEX_MESSAGE);
      expect(isHexColour(value)).toBe(false);
    },
  );

  it('falls back to a light grey when empty', () => {
    expect(toCssHex('')).toBe(EMPTY_COLOUR);
    expect(toCssHex(null)).toBe(EMPTY_COLOUR);
    expect(toCssHex(undefined)).toBe(EMPTY_COLOUR);
    expect(safeCssHex('nonsense')).toBe(EMPTY_COLOUR);
  });

  it('lightens by 30 % by default and 80 % for badge backgrounds', () => {
    // colord mixes in the Lab space, so 30 % white is a perceptual 30 %, not 0x4d.
    expect(lighten('000000')).toBe('#474747');
    expect(lighten('000', 0.8)).toBe('#c6c6c6');
    expect(lighten('000', 0.8) > lighten('000')).toBe(true);
    expect(lighten('ffffff')).toBe('#ffffff');
    // The brand amber gets paler, keeping its hue.
    expect(lighten('f7a521')).not.toBe('#f7a521');
    expect(() => lighten('nope')).toThrow(INVALID_HEX_MESSAGE);
  });
});
