import { Fragment } from 'react';
import { highlightParts } from '@/lib/highlight';

type HighlightedTextProps = {
  text: string;
  /** The search's words (`searchWords`); none shows the text as it is. */
  words?: readonly string[];
};

/**
 * A text with the starts of the words a search matched in `<mark>`, tinted with the brand.
 * Built from React text nodes: whatever the text holds is never read as HTML.
 */
export function HighlightedText({ text, words }: HighlightedTextProps) {
  if (!words || words.length === 0) return text;
  return highlightParts(text, words).map((part, index) =>
    part.match ? (
      <mark key={index} className="rounded-sm bg-brand-pink/20 text-inherit [box-decoration-break:clone]">
        {part.text}
      </mark>
    ) : (
      <Fragment key={index}>{part.text}</Fragment>
    ),
  );
}
