import { useApolloClient, useLazyQuery } from '@apollo/client/react';
import { Combobox } from '@base-ui/react/combobox';
import { LoaderCircle, LocateFixed, MapPin, Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useDebounce } from 'use-debounce';
import { FieldMessage, RequiredMark } from '@/components/form/field-parts';
import { useFieldError } from '@/components/form/use-field-error';
import { buttonClasses } from '@/components/ui/button-classes';
import { LocationSuggestionsQuery, NearestCityQuery } from '../api/location-queries';
import { currentCoordinates } from '../geolocation';
import { formatPlace, toPlace, type Place } from '@/lib/place';

/** Spec §9 "Search debounce". */
export const SEARCH_DEBOUNCE_MS = 500;
export const NO_CITY_NEARBY = "We couldn't find a city near you. Please search for it instead.";
export const LOOKUP_FAILED = "We couldn't look up your city. Please try again, or search for it.";

type Mode = 'choose' | 'locating' | 'search';

type LocationPickerProps = {
  label: string;
  value: Place | null;
  onChange: (place: Place) => void;
  required?: boolean;
  error?: string | null;
};

/**
 * Spec §2 "Location picker": "Use my location" (the browser's position, turned into the
 * nearest city by the server; the coordinates are sent once and kept nowhere, not even in
 * Apollo's cache) or "Search a city" (a combobox over the server's city list, 500 ms after
 * the last key). The chosen place shows with a way to change it.
 */
export function LocationPicker({ label, value, onChange, required = false, error = null }: LocationPickerProps) {
  const client = useApolloClient();
  const id = useId();
  const [mode, setMode] = useState<Mode | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const errorId = `${id}-error`;
  const problemId = `${id}-problem`;
  const shown = mode ?? (value ? null : 'choose');

  const choose = (place: Place) => {
    onChange(toPlace(place));
    setProblem(null);
    setMode(null);
  };

  /** Back to the place she had, as it was. */
  const keep = () => {
    setProblem(null);
    setMode(null);
  };

  const locateMe = async () => {
    setProblem(null);
    setMode('locating');
    let coordinates;
    try {
      coordinates = await currentCoordinates();
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : LOOKUP_FAILED);
      setMode('choose');
      return;
    }
    try {
      const { data } = await client.query({
        query: NearestCityQuery,
        variables: coordinates,
        fetchPolicy: 'no-cache',
      });
      if (data?.nearestCity) {
        choose(data.nearestCity);
      } else {
        setProblem(NO_CITY_NEARBY);
        setMode('search');
      }
    } catch {
      setProblem(LOOKUP_FAILED);
      setMode('choose');
    }
  };

  const describedBy = [problem ? problemId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div role="group" aria-labelledby={`${id}-label`} aria-describedby={describedBy}>
      <div id={`${id}-label`} className="mb-1.5 text-sm font-semibold text-ink">
        {label}
        {required ? <RequiredMark /> : null}
      </div>

      {shown === null && value ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-ink/15 bg-white px-4 py-3 shadow-sm">
          <p className="flex min-w-0 items-center gap-2 font-semibold">
            <MapPin aria-hidden="true" className="size-5 shrink-0 text-brand-deep" />
            <span className="min-w-0 break-words">{formatPlace(value)}</span>
          </p>
          <button
            type="button"
            aria-label="Change location"
            onClick={() => setMode('choose')}
            className={buttonClasses('secondary')}
          >
            Change
          </button>
        </div>
      ) : null}

      {shown === 'choose' || shown === 'locating' ? (
        <div className="flex flex-col gap-3 sm:flex-row">
          <button
            type="button"
            disabled={shown === 'locating'}
            onClick={() => void locateMe()}
            className={`${buttonClasses('secondary')} sm:flex-1 disabled:opacity-70`}
          >
            {shown === 'locating' ? (
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            ) : (
              <LocateFixed aria-hidden="true" className="size-4" />
            )}
            {shown === 'locating' ? 'Finding your city…' : 'Use my location'}
          </button>
          <button
            type="button"
            disabled={shown === 'locating'}
            onClick={() => {
              setProblem(null);
              setMode('search');
            }}
            className={`${buttonClasses('secondary')} sm:flex-1 disabled:opacity-70`}
          >
            <Search aria-hidden="true" className="size-4" />
            Search a city
          </button>
          {/* Changing her mind about changing it: the place she had stays. */}
          {value ? (
            <button
              type="button"
              disabled={shown === 'locating'}
              onClick={keep}
              className="inline-flex min-h-11 items-center justify-center rounded-full px-4 text-sm font-semibold text-ink-muted hover:bg-blush hover:text-brand-deep disabled:opacity-70"
            >
              Cancel
            </button>
          ) : null}
        </div>
      ) : null}

      {shown === 'search' ? (
        <>
          <CitySearch onChoose={choose} onCancel={value ? keep : undefined} />
          <button
            type="button"
            onClick={() => void locateMe()}
            className="mt-2 inline-flex min-h-11 items-center gap-1.5 rounded-full px-1 text-sm font-semibold text-brand-deep hover:underline"
          >
            <LocateFixed aria-hidden="true" className="size-4" />
            Use my location instead
          </button>
        </>
      ) : null}

      {problem ? (
        <p id={problemId} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
      {error ? <FieldMessage id={errorId}>{error}</FieldMessage> : null}
      {shown !== null && mode !== 'locating' ? (
        <p className="mt-2 text-xs text-ink-muted">
          Only your city, region and country are saved, never your exact position.
        </p>
      ) : null}
    </div>
  );
}

function CitySearch({ onChoose, onCancel }: { onChoose: (place: Place) => void; onCancel?: () => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const [debounced] = useDebounce(text.trim(), SEARCH_DEBOUNCE_MS);
  const [search, { data, loading, error, variables }] = useLazyQuery(LocationSuggestionsQuery);
  // Asked from an effect, not during render: a request starting mid-render would update the
  // app's activity indicator while this component renders.
  useEffect(() => {
    if (debounced !== '') search({ variables: { text: debounced } }).catch(() => undefined);
  }, [debounced, search]);
  const answered = debounced !== '' && variables?.text === debounced;
  const places = answered ? (data?.locationSuggestions ?? []) : [];
  const waiting = text.trim() !== '' && (text.trim() !== debounced || loading || !answered);

  let status: string | null = null;
  if (waiting) status = 'Searching…';
  else if (error) status = "We couldn't search the cities. Please try again.";
  else if (debounced !== '' && places.length === 0) status = `No cities match "${debounced}".`;

  return (
    <Combobox.Root
      items={places}
      filter={null}
      itemToStringLabel={(place: Place) => formatPlace(place)}
      isItemEqualToValue={(a: Place, b: Place) => formatPlace(a) === formatPlace(b)}
      inputValue={text}
      onInputValueChange={(next) => setText(next)}
      onValueChange={(place: Place | null) => {
        if (place) onChoose(place);
      }}
    >
      <label htmlFor={id} className="mb-1 block text-sm text-ink-muted">
        Search a city
      </label>
      <div className="flex gap-2">
        <Combobox.Input
          id={id}
          autoFocus
          placeholder="Start typing your city"
          autoComplete="off"
          className="min-h-12 w-full min-w-0 rounded-2xl border border-ink/20 bg-white px-4 text-base text-ink shadow-sm outline-none focus:border-brand-deep"
        />
        {onCancel ? (
          <button type="button" onClick={onCancel} className={buttonClasses('secondary')}>
            Cancel
          </button>
        ) : null}
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
                {(place: Place) => (
                  <Combobox.Item
                    key={formatPlace(place)}
                    value={place}
                    className="flex min-h-11 cursor-default items-center gap-2 px-4 py-2 text-base outline-none select-none data-highlighted:bg-blush"
                  >
                    <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-deep" />
                    {formatPlace(place)}
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

/** The picker bound to a form field holding `{city, state, country}` (or null). */
export function LocationField({ name, label, required }: { name: string; label: string; required?: boolean }) {
  const { control } = useFormContext();
  const { field } = useController({ name, control });
  const error = useFieldError(name);
  return (
    <LocationPicker
      label={label}
      required={required}
      value={(field.value as Place | null | undefined) ?? null}
      onChange={field.onChange}
      error={error}
    />
  );
}
