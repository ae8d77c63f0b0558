/**
 * A text as its 3-line preview shows it (spec §9 "Post preview"): each line trimmed and the
 * blank lines between paragraphs dropped. The clamp's ellipsis then ends a line of text; with
 * the blank lines kept it could stand alone on an empty third line, after text cut short.
 */
export function previewText(text: string): string {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n');
}
