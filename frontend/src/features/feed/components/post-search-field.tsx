import { Search, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { buttonClasses } from '@/components/ui/button-classes';
import type { PostSearch } from '../hooks/use-post-search';
import { SEARCH_MAX_LENGTH } from '../post-search';

/**
 * The feed's post search (the spec keeps a post search with no input: this is its input).
 * A labelled search field: Enter or the button searches at once, typing searches 500 ms after
 * the last key, and the × button or Escape goes back to the feed.
 */
export function PostSearchField({
  search,
  label = 'Search posts',
  placeholder = 'Search posts and comments',
}: {
  search: PostSearch;
  /** The field's accessible name. */
  label?: string;
  placeholder?: string;
}) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  return (
    <form
      role="search"
      aria-label="Posts"
      className="flex items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        search.submit();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="relative min-w-0 flex-1">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-muted"
        />
        <input
          ref={field}
          id={id}
          type="search"
          value={search.text}
          placeholder={placeholder}
          autoComplete="off"
          maxLength={SEARCH_MAX_LENGTH}
          enterKeyHint="search"
          onChange={(event) => search.change(event.target.value)}
          onKeyDown={(event) => {
            // Ours rather than the browser's, so the URL and the results follow.
            if (event.key === 'Escape' && search.text !== '') {
              event.preventDefault();
              search.clear();
            }
          }}
          className="min-h-12 w-full min-w-0 rounded-full border border-ink/20 bg-white pr-12 pl-12 text-base text-ink shadow-sm outline-none placeholder:text-ink-muted focus:border-brand-deep [&::-webkit-search-cancel-button]:appearance-none"
        />
        {search.text !== '' ? (
          <button
            type="button"
            aria-label="Clear search"
            onClick={() => {
              search.clear();
              field.current?.focus();
            }}
            className="absolute top-1/2 right-1 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full text-ink-muted hover:bg-blush hover:text-brand-deep"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        ) : null}
      </div>
      <button type="submit" aria-label="Search" className={`${buttonClasses()} min-h-12 px-4 sm:px-5`}>
        <Search aria-hidden="true" className="size-4" />
        <span aria-hidden="true" className="hidden sm:inline">
          Search
        </span>
      </button>
    </form>
  );
}
