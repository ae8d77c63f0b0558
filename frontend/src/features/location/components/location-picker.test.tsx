import { ApolloProvider } from '@apollo/client/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { LocationSuggestionsDocument, NearestCityDocument } from '@/gql/graphql';
import { apolloClient } from '@/lib/apollo-client';
import { serveGraphQL, type GraphQLMock } from '@/testing/render-route';
import { GEOLOCATION_ERRORS, GEOLOCATION_OPTIONS } from '../geolocation';
import type { Place } from '@/lib/place';
import { LocationPicker, NO_CITY_NEARBY, SEARCH_DEBOUNCE_MS } from './location-picker';

const leeds = { __typename: 'Location', city: 'Leeds', state: 'England', country: 'United Kingdom' } as const;

function Harness({ onChange, initial = null }: { onChange?: (place: Place) => void; initial?: Place | null }) {
  const [value, setValue] = useState<Place | null>(initial);
  return (
    <ApolloProvider client={apolloClient}>
      <LocationPicker
        label="Location"
        value={value}
        onChange={(place) => {
          onChange?.(place);
          setValue(place);
        }}
      />
    </ApolloProvider>
  );
}

function stubGeolocation(answer: (success: PositionCallback, failure: PositionErrorCallback) => void) {
  const getCurrentPosition = vi.fn<Geolocation['getCurrentPosition']>((success, failure) =>
    answer(success, failure ?? (() => undefined)),
  );
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

const positionError = (code: number) => ({ code, message: 'x' }) as GeolocationPositionError;

afterEach(() => {
  Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true });
  vi.useRealTimers();
});

describe('LocationPicker: Use my location', () => {
  it('asks the server for the nearest city with high accuracy, 10 s, no cached position', async () => {
    const nearest: GraphQLMock = {
      request: { query: NearestCityDocument, variables: { latitude: 53.8, longitude: -1.55 } },
      result: { data: { nearestCity: leeds } },
    };
    serveGraphQL([nearest]);
    const geo = stubGeolocation((success) =>
      success({ coords: { latitude: 53.8, longitude: -1.55 } } as GeolocationPosition),
    );
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);

    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText('Leeds, England, United Kingdom')).toBeInTheDocument();
    expect(geo.mock.calls[0]?.[2]).toEqual({ enableHighAccuracy: true, timeout: 10000, maximumAge: 0 });
    expect(GEOLOCATION_OPTIONS).toEqual({ enableHighAccuracy: true, timeout: 10000, maximumAge: 0 });
    // Only the place, without __typename; the coordinates are kept nowhere.
    expect(onChange).toHaveBeenCalledWith({ city: 'Leeds', state: 'England', country: 'United Kingdom' });
    expect(JSON.stringify(apolloClient.cache.extract())).not.toContain('53.8');
    expect(JSON.stringify({ ...localStorage })).not.toContain('53.8');
    expect(screen.getByRole('button', { name: 'Change location' })).toBeInTheDocument();
  });

  it.each([
    [1, GEOLOCATION_ERRORS.denied],
    [2, GEOLOCATION_ERRORS.unavailable],
    [3, GEOLOCATION_ERRORS.timeout],
    [99, GEOLOCATION_ERRORS.unknown],
  ])('shows the spec text for error code %i', async (code, text) => {
    serveGraphQL([]);
    stubGeolocation((_success, failure) => failure(positionError(code)));
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    // The choice is offered again.
    expect(screen.getByRole('button', { name: 'Search a city' })).toBeEnabled();
  });

  it('says when the browser has no geolocation', async () => {
    serveGraphQL([]);
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Geolocation is not supported by your browser.');
  });

  it('offers the search when no city is near', async () => {
    serveGraphQL([
      { request: { query: NearestCityDocument, variables: { latitude: 0, longitude: 0 } }, result: { data: { nearestCity: null } } },
    ]);
    stubGeolocation((success) => success({ coords: { latitude: 0, longitude: 0 } } as GeolocationPosition));
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NO_CITY_NEARBY);
    expect(screen.getByRole('combobox', { name: 'Search a city' })).toBeInTheDocument();
  });
});

describe('LocationPicker: Search a city', () => {
  it('asks once, 500 ms after the last key, and sets the chosen place', async () => {
    const ask = vi.fn(() => ({ data: { locationSuggestions: [leeds] } }));
    serveGraphQL([{ request: { query: LocationSuggestionsDocument, variables: { text: 'Lee' } }, result: ask }]);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onChange = vi.fn();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Harness onChange={onChange} />);

    await user.click(screen.getByRole('button', { name: 'Search a city' }));
    const input = screen.getByRole('combobox', { name: 'Search a city' });
    await user.type(input, 'Lee');
    expect(ask).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 100));
    expect(ask).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(100));
    await waitFor(() => expect(ask).toHaveBeenCalledTimes(1));

    await user.click(await screen.findByRole('option', { name: 'Leeds, England, United Kingdom' }));
    expect(onChange).toHaveBeenCalledWith({ city: 'Leeds', state: 'England', country: 'United Kingdom' });
    expect(await screen.findByText('Leeds, England, United Kingdom')).toBeInTheDocument();
  });
});

describe('LocationPicker: Change', () => {
  const london = { city: 'London', state: 'England', country: 'United Kingdom' };

  it('can be cancelled at each step, keeping the place she had', async () => {
    serveGraphQL([]);
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness initial={london} onChange={onChange} />);

    await user.click(screen.getByRole('button', { name: 'Change location' }));
    expect(screen.getByRole('button', { name: 'Use my location' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('London, England, United Kingdom')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Change location' }));
    await user.click(screen.getByRole('button', { name: 'Search a city' }));
    expect(screen.getByRole('combobox', { name: 'Search a city' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('London, England, United Kingdom')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('goes back from the search to her location', async () => {
    serveGraphQL([
      {
        request: { query: NearestCityDocument, variables: { latitude: 53.8, longitude: -1.55 } },
        result: { data: { nearestCity: leeds } },
      },
    ]);
    stubGeolocation((success) => success({ coords: { latitude: 53.8, longitude: -1.55 } } as GeolocationPosition));
    const user = userEvent.setup();
    render(<Harness initial={london} />);

    await user.click(screen.getByRole('button', { name: 'Change location' }));
    await user.click(screen.getByRole('button', { name: 'Search a city' }));
    await user.click(screen.getByRole('button', { name: 'Use my location instead' }));
    expect(await screen.findByText('Leeds, England, United Kingdom')).toBeInTheDocument();
  });
});
