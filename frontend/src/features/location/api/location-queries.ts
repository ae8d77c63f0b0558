import { graphql } from '@/gql';

export const NearestCityQuery = graphql(`
  query NearestCity($latitude: Float!, $longitude: Float!) {
    nearestCity(latitude: $latitude, longitude: $longitude) {
      city
      state
      country
    }
  }
`);

export const LocationSuggestionsQuery = graphql(`
  query LocationSuggestions($text: String!) {
    locationSuggestions(text: $text) {
      city
      state
      country
    }
  }
`);
