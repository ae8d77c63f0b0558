/** The URL query parameter that keeps the post search (so Back, a link and a reload keep it). */
export const SEARCH_PARAM = 'q';

/** The server's limit on a search (longer ones are refused). */
export const SEARCH_MAX_LENGTH = 200;

/** Spec §9 "Search debounce": the URL follows the field this long after the last key. */
export const POST_SEARCH_DEBOUNCE_MS = 500;

/** The search a `?q=` value asks for: trimmed; blank is no search. */
export const searchQueryFromParam = (value: string | null) => value?.trim() ?? '';

/** The query parameters with the search set, or taken out when blank; every other parameter (the filter) stays. */
export function withSearchQuery(params: URLSearchParams, query: string): URLSearchParams {
  const updated = new URLSearchParams(params);
  const trimmed = query.trim();
  if (trimmed) updated.set(SEARCH_PARAM, trimmed);
  else updated.delete(SEARCH_PARAM);
  return updated;
}

/** The heading above a search's results. */
export const resultsHeading = (query: string) => `Results for “${query}”`;

/** What a search that finds nothing says. */
export const noMatchesText = (query: string) => `No posts match “${query}”.`;

/** The end of a search's results. */
export const ALL_RESULTS_TEXT = "That's every match";
