import { useLazyQuery } from '@apollo/client/react';
import { Combobox } from '@base-ui/react/combobox';
import { BookOpenText, Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useDebounce } from 'use-debounce';
import { paths } from '@/config/paths';
import { ResourceTitleSearchQuery } from '../api/resource-queries';
import { RESOURCE_SEARCH_DEBOUNCE_MS, RESOURCE_SEARCH_LIMIT } from '../resource-texts';

type Match = { id: string; title: string };

/**
 * Spec §2 Resources: a search box with a dropdown of the Second Opinions whose title matches,
 * asked 500 ms after the last key (spec §9). Choosing one opens it.
 */
export function ResourceSearch() {
  const id = useId();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [debounced] = useDebounce(text.trim(), RESOURCE_SEARCH_DEBOUNCE_MS);
  const [search, { data, loading, error, variables }] = useLazyQuery(ResourceTitleSearchQuery);
  // Asked from an effect, not during render: a request starting mid-render would update the
  // app's activity indicator while this component renders.
  useEffect(() => {
    if (debounced !== '') search({ variables: { search: debounced, first: RESOURCE_SEARCH_LIMIT } }).catch(() => undefined);
  }, [debounced, search]);
  const answered = debounced !== '' && variables?.search === debounced;
  const matches: readonly Match[] = answered ? (data?.secondOpinions.items ?? []) : [];
  const waiting = text.trim() !== '' && (text.trim() !== debounced || loading || !answered);

  let status: string | null = null;
  if (waiting) status = 'Searching…';
  else if (error) status = "We couldn't search the Second Opinions. Please try again.";
  else if (debounced !== '' && matches.length === 0) status = `No Second Opinion titles match "${debounced}".`;

  return (
    <Combobox.Root
      items={matches}
      filter={null}
      itemToStringLabel={(match: Match) => match.title}
      isItemEqualToValue={(a: Match, b: Match) => a.id === b.id}
      inputValue={text}
      onInputValueChange={(next) => setText(next)}
      onValueChange={(match: Match | null) => {
        if (match) void navigate(paths.app.resource.getHref(match.id));
      }}
    >
      <label htmlFor={id} className="sr-only">
        Search Second Opinions
      </label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-muted" />
        <Combobox.Input
          id={id}
          placeholder="Search by title"
          autoComplete="off"
          className="min-h-12 w-full min-w-0 rounded-full border border-ink/20 bg-white pr-4 pl-12 text-base text-ink shadow-sm outline-none focus:border-brand-deep"
        />
      </div>
      <Combobox.Portal>
        <Combobox.Positioner sideOffset={6} className="z-50 outline-none">
          <Combobox.Popup
            aria-busy={waiting || undefined}
            className="w-[var(--anchor-width)] max-w-[var(--available-width)] rounded-2xl border border-ink/10 bg-white py-1 text-ink shadow-xl outline-none"
          >
            <div className="max-h-[min(256px,var(--available-height))] overflow-y-auto overscroll-contain">
              <Combobox.Status>
                {status ? <div className="px-4 py-2 text-sm text-ink-muted">{status}</div> : null}
              </Combobox.Status>
              <Combobox.List>
                {(match: Match) => (
                  <Combobox.Item
                    key={match.id}
                    value={match}
                    className="flex min-h-11 cursor-default items-center gap-2 px-4 py-2 text-base outline-none select-none data-highlighted:bg-blush"
                  >
                    <BookOpenText aria-hidden="true" className="size-4 shrink-0 text-brand-deep" />
                    <span className="min-w-0 break-words">{match.title}</span>
                  </Combobox.Item>
                )}
              </Combobox.List>
            </div>
          </Combobox.Popup>
        </Combobox.Positioner>
      </Combobox.Portal>
    </Combobox.Root>
  );
}
