import { format } from 'date-fns';

/** Spec §2 Resources: the empty text when there are no Second Opinions at all. */
export const NO_RESOURCES_TEXT = 'No resources have been uploaded yet.';

/** The empty text when the chosen topic has none (a topic with resources can lose them). */
export const NO_TOPIC_RESOURCES_TEXT = 'There are no Second Opinions on this topic yet.';

/** Spec §2 Resource page: the link card's text when the link has no title. */
export const EXTERNAL_LINK_FALLBACK = 'External Link';

/** Spec §9 "Search debounce". */
export const RESOURCE_SEARCH_DEBOUNCE_MS = 500;

/** How many title matches the search dropdown lists. */
export const RESOURCE_SEARCH_LIMIT = 8;

/** How many cards load at a time: whole rows of the two- and three-column grid. */
export const RESOURCES_PAGE_SIZE = 12;

/** The query-string key of the chosen topic on /resources (`?topic=<id>`), so back, forward and reload keep it. */
export const TOPIC_PARAM = 'topic';

/** The chosen topic's id, or null for All Topics. */
export const topicFromParams = (params: URLSearchParams) => params.get(TOPIC_PARAM) || null;

/** The query string that chooses a topic (`''` for All Topics). */
export const topicSearch = (topicId: string | null) =>
  topicId ? `?${new URLSearchParams({ [TOPIC_PARAM]: topicId }).toString()}` : '';

/**
 * A Second Opinion's text as paragraphs: a blank line starts a new one; a single line break
 * stays inside its paragraph (shown with `white-space: pre-line`).
 */
export function textParagraphs(text: string): string[] {
  return text
    .split(/\r?\n[ \t]*(?:\r?\n[ \t]*)+/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

/** When it was published, as a long date ("January 5th, 2026"); empty when unreadable. */
export function publishedDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format(date, 'PPP');
}
