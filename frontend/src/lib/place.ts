/** A place as the profile stores it (spec §3 location); the shape of `LocationInput`. */
export type Place = { city: string; state: string; country: string };

/** Only the three fields: answers carry `__typename`, which an input must not. */
export const toPlace = ({ city, state, country }: Place): Place => ({ city, state, country });

/** "City, State, Country", leaving out a state the place has none of. */
export const formatPlace = ({ city, state, country }: Place) => [city, state, country].filter(Boolean).join(', ');

/** Spec §5 "Onboarding step 2": a location needs a city and a country. */
export const isCompletePlace = (place: Place | null | undefined): place is Place =>
  !!place && place.city.trim() !== '' && place.country.trim() !== '';
