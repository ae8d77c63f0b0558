import { colord, extend } from 'colord';
import mixPlugin from 'colord/plugins/mix';

extend([mixPlugin]);

/** Spec §5 "Colour helper": the message for anything but 3 or 6 hex digits. */
export const INVALID_HEX_MESSAGE = 'Invalid hex color format';

/** Spec §5: an empty colour falls back to a light grey. */
export const EMPTY_COLOUR = '#d3d3d3';

/** Spec §9 "Colour lighten": 30 % by default, 80 % for an icon badge's background. */
export const LIGHTEN_DEFAULT = 0.3;
export const LIGHTEN_BADGE = 0.8;

/** The default profile colour (spec §3), hex without '#' as the server stores it. */
export const DEFAULT_PROFILE_COLOUR = 'f7a521';

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** True for 3 or 6 hex digits, with or without '#'. */
export function isHexColour(value: string): boolean {
  return HEX.test(value.trim());
}

/**
 * A colour as CSS `#rrggbb`: 3 or 6 hex digits (with or without '#', as the server stores
 * them without), a light grey when empty, else throws 'Invalid hex color format'. Our own
 * check: colord would also accept names and 4/8-digit forms.
 */
export function toCssHex(value: string | null | undefined): string {
  const text = value?.trim() ?? '';
  if (text === '') return EMPTY_COLOUR;
  const match = HEX.exec(text);
  if (!match?.[1]) throw new Error(INVALID_HEX_MESSAGE);
  const digits = match[1].toLowerCase();
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  return `#${full}`;
}

/** The colour mixed with white by `amount` (0–1): 30 % by default, spec §9. */
export function lighten(value: string | null | undefined, amount = LIGHTEN_DEFAULT): string {
  return colord(toCssHex(value)).mix('#ffffff', amount).toHex();
}

/** The colour without '#', as the API stores profile colours. */
export function toStoredHex(value: string): string {
  return toCssHex(value).slice(1);
}

/** Like `toCssHex`, but never throws: bad data from elsewhere shows as the empty grey. */
export function safeCssHex(value: string | null | undefined): string {
  try {
    return toCssHex(value);
  } catch {
    return EMPTY_COLOUR;
  }
}
