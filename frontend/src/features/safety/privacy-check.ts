import type { ReviewedField } from '@/components/form/writing-aids';
import privacyDetectors from '../../../../safety/privacy-detectors.json';

export type PrivacyKind = (typeof privacyDetectors.detectors)[number]['kind'];

/** Something in her words that could identify her or someone else. */
export type PrivacyFinding = {
  kind: string;
  /** What it is, in plain words: "Phone number". */
  label: string;
  /** The words found, exactly as written. */
  text: string;
  /** Where they start in the text. */
  index: number;
};

type Detector = {
  kind: string;
  label: string;
  ignoreCase: boolean;
  pattern: string;
  minDigits?: number;
  maxDigits?: number;
};

const DETECTORS: readonly Detector[] = privacyDetectors.detectors;

const digitCount = (text: string) => text.replace(/\D/g, '').length;

/**
 * What the detectors of safety/privacy-detectors.json find in a text, in reading order. A
 * finding inside a longer one (a phone number inside a link) is left to the longer one.
 */
export function findPrivateDetails(text: string): PrivacyFinding[] {
  const found: PrivacyFinding[] = [];
  for (const detector of DETECTORS) {
    const pattern = new RegExp(detector.pattern, detector.ignoreCase ? 'giu' : 'gu');
    for (const match of text.matchAll(pattern)) {
      const digits = digitCount(match[0]);
      if (detector.minDigits !== undefined && digits < detector.minDigits) continue;
      if (detector.maxDigits !== undefined && digits > detector.maxDigits) continue;
      found.push({ kind: detector.kind, label: detector.label, text: match[0], index: match.index });
    }
  }
  found.sort((a, b) => a.index - b.index || b.text.length - a.text.length);
  return found.filter(
    (finding, at) =>
      !found.some(
        (other, otherAt) =>
          otherAt !== at &&
          other.index <= finding.index &&
          other.index + other.text.length >= finding.index + finding.text.length &&
          (other.text.length > finding.text.length || otherAt < at),
      ),
  );
}

/** The query parameters that only tell a site where a link was shared (TRACKING_LINK's list). */
const TRACKING_PARAMETER =
  /^(?:utm_[a-z]+|fbclid|gclid|dclid|msclkid|igshid|igsh|mc_eid|mc_cid|yclid|_hsenc|_hsmi|ref_src|si|s_cid|trk)$/i;

const parameterName = (pair: string) => {
  const name = pair.split('=')[0] ?? '';
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
};

/** The link without its tracking parameters, the rest of it kept exactly as written. */
export function withoutTracking(link: string): string {
  const query = link.indexOf('?');
  if (query < 0) return link;
  const hash = link.indexOf('#', query);
  const search = hash < 0 ? link.slice(query + 1) : link.slice(query + 1, hash);
  const kept = search.split('&').filter((pair) => pair !== '' && !TRACKING_PARAMETER.test(parameterName(pair)));
  return `${link.slice(0, query)}${kept.length > 0 ? `?${kept.join('&')}` : ''}${hash < 0 ? '' : link.slice(hash)}`;
}

/**
 * The text with a finding taken out, the words either side joined by one space (none before
 * punctuation or at a line's edge). A link with tracking keeps the link, without the tracking.
 */
export function removeFinding(text: string, finding: PrivacyFinding): string {
  const before = text.slice(0, finding.index);
  const after = text.slice(finding.index + finding.text.length);
  if (finding.kind === 'TRACKING_LINK') return `${before}${withoutTracking(finding.text)}${after}`;
  const left = before.replace(/[ \t]+$/, '');
  const right = after.replace(/^[ \t]+/, '');
  const joiner = left === '' || right === '' || /[\n]$/.test(left) || /^[\n.,;:!?)]/.test(right) ? '' : ' ';
  return `${left}${joiner}${right}`;
}

/** A finding in one of the fields she is sending. */
export type Found = PrivacyFinding & { field: ReviewedField; key: string };

/** Everything found in the fields, field by field. */
export const findingsIn = (fields: readonly ReviewedField[]): Found[] =>
  fields.flatMap((field) =>
    findPrivateDetails(field.value).map((finding) => ({ ...finding, field, key: `${field.name}:${finding.index}:${finding.text}` })),
  );

/** A finding with a few of the words around it, cut only between words. */
export type Snippet = { before: string; found: string; after: string };

/**
 * The finding in its place in her text, with up to `reach` characters either side: a side
 * that would be cut stops at the last whole word (and says so with '…'), so no word is ever
 * shown in half.
 */
export function snippetOf(text: string, finding: PrivacyFinding, reach = 40): Snippet {
  const start = finding.index;
  const end = finding.index + finding.text.length;
  let before = text.slice(Math.max(0, start - reach), start);
  if (start - reach > 0) {
    // Cut mid-word (or right at a word's end, when the character before is a letter): drop up to the first space.
    const cut = before.search(/\s/);
    before = cut < 0 ? '' : before.slice(cut + 1);
    before = `…${before}`;
  }
  let after = text.slice(end, end + reach);
  if (end + reach < text.length) {
    const cut = Math.max(after.lastIndexOf(' '), after.lastIndexOf('\n'));
    after = `${cut < 0 ? '' : after.slice(0, cut)}…`;
  }
  return { before: before.replace(/\s+/g, ' '), found: finding.text, after: after.replace(/\s+/g, ' ') };
}
