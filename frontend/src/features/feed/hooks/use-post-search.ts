import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedCallback } from 'use-debounce';
import { POST_SEARCH_DEBOUNCE_MS, SEARCH_PARAM, searchQueryFromParam, withSearchQuery } from '../post-search';

/** The post search as the feed's field and results use it. */
export type PostSearch = {
  /** The search in the URL (trimmed): what the results are for; '' for none. */
  query: string;
  /** What the field shows. */
  text: string;
  /** Typing: the URL follows 500 ms after the last key, replacing its entry. */
  change: (text: string) => void;
  /** Enter or the search button: the URL follows at once, as a new entry. */
  submit: () => void;
  /** The × button or Escape: back to the feed. */
  clear: () => void;
};

/**
 * The feed's post search, kept in the URL's `?q=` beside the topic filter: the field and the
 * URL follow each other. A blank search is no search (the feed shows).
 */
export function usePostSearch(): PostSearch {
  const [params, setParams] = useSearchParams();
  const query = searchQueryFromParam(params.get(SEARCH_PARAM));
  const [text, setText] = useState(query);
  // The search this field last put in the URL, and the URL's search the field last followed.
  const [written, setWritten] = useState(query);
  const [followed, setFollowed] = useState(query);
  if (query !== followed) {
    setFollowed(query);
    // Back, Forward or a link changed the search: the field shows it. Not when it is the
    // field's own search arriving, as she may have typed on meanwhile.
    if (query !== written) {
      setText(query);
      setWritten(query);
    }
  }

  const write = (value: string, replace: boolean) => {
    const next = value.trim();
    setWritten(next);
    if (next === query) return;
    setParams((current) => withSearchQuery(current, next), { replace, preventScrollReset: true });
  };
  const writeSoon = useDebouncedCallback((value: string) => write(value, true), POST_SEARCH_DEBOUNCE_MS);

  return {
    query,
    text,
    change: (next) => {
      setText(next);
      writeSoon(next);
    },
    submit: () => {
      writeSoon.cancel();
      write(text, false);
    },
    clear: () => {
      writeSoon.cancel();
      setText('');
      write('', true);
    },
  };
}
