//! The service over the real shipped list: folding, ranking, narrowing, the nearest city and
//! its limits. (The gateway's HTTP tests check that both transports answer the same.)

use std::collections::HashSet;

use common::ErrorKind;

use super::*;

fn place(city: &str, state: &str, country: &str) -> Location {
    Location {
        city: city.into(),
        state: state.into(),
        country: country.into(),
    }
}

async fn first(text: &str) -> Location {
    let found = suggest(text).await.unwrap();
    found
        .into_iter()
        .next()
        .unwrap_or_else(|| panic!("{text:?} finds nothing"))
}

async fn near(latitude: f64, longitude: f64) -> Option<Location> {
    nearest(latitude, longitude).await.unwrap()
}

#[tokio::test]
async fn the_largest_place_of_a_name_comes_first_on_every_continent() {
    assert_eq!(
        first("sao").await,
        place("São Paulo", "São Paulo", "Brazil")
    );
    assert_eq!(
        first("new york").await,
        place("New York City", "New York", "United States")
    );
    assert_eq!(
        first("paris").await,
        place("Paris", "Île-de-France", "France")
    );
    assert_eq!(first("tokyo").await, place("Tokyo", "Tokyo", "Japan"));
    assert_eq!(first("lagos").await, place("Lagos", "Lagos", "Nigeria"));
    assert_eq!(
        first("sydney").await,
        place("Sydney", "New South Wales", "Australia")
    );
    assert_eq!(first("nairobi").await.country, "Kenya");
}

#[tokio::test]
async fn matching_ignores_case_accents_and_punctuation() {
    let zurich = first("zurich").await;
    assert_eq!(
        (zurich.city.as_str(), zurich.country.as_str()),
        ("Zürich", "Switzerland")
    );
    assert_eq!(first("ZÜRICH").await, zurich);
    assert_eq!(first("  São  ").await, first("SAO").await);
    assert_eq!(first("saint-etienne").await, first("Saint Étienne").await);
    assert_eq!(first("saint etienne").await.city, "Saint-Étienne");
}

#[tokio::test]
async fn larger_places_rank_first_and_there_are_at_most_ten() {
    let found = suggest("san").await.unwrap();
    assert_eq!(found.len(), MAX_SUGGESTIONS);
    let places = places().await.unwrap();
    let population = |location: &Location| {
        (0..places.len())
            .filter(|&i| places.location(i) == *location)
            .map(|i| places.places[i].population)
            .max()
            .unwrap()
    };
    let populations: Vec<u32> = found.iter().map(population).collect();
    assert!(
        populations.windows(2).all(|w| w[0] >= w[1]),
        "{found:?} {populations:?}"
    );
    assert!(found.iter().all(|l| fold::fold(&l.city).starts_with("san")));
}

#[tokio::test]
async fn each_city_state_and_country_is_suggested_once() {
    for text in ["san", "springfield", "saint", "paris", "a"] {
        let found = suggest(text).await.unwrap();
        let distinct: HashSet<&Location> = found.iter().collect();
        assert_eq!(distinct.len(), found.len(), "{text}: {found:?}");
    }
    // Springfield is a city in many US states: one of each, up to the limit.
    let springfields = suggest("springfield, united states").await.unwrap();
    assert_eq!(springfields.len(), MAX_SUGGESTIONS);
}

#[tokio::test]
async fn a_region_or_country_after_a_comma_narrows_the_search() {
    assert_eq!(
        first("paris, texas").await,
        place("Paris", "Texas", "United States")
    );
    assert_eq!(first("sydney, nova scotia").await.country, "Canada");
    assert_eq!(first("london, ca").await.country, "Canada");
    assert_eq!(first("london, united k").await.country, "United Kingdom");
    assert!(suggest("paris, atlantis").await.unwrap().is_empty());
    // Nothing after the comma: no narrowing.
    assert_eq!(first("paris,").await, first("paris").await);
}

#[tokio::test]
async fn empty_text_finds_nothing_and_long_text_is_refused() {
    for text in ["", "   ", "!!!", ", france"] {
        assert!(suggest(text).await.unwrap().is_empty(), "{text:?}");
    }
    assert!(suggest("qqqqxz").await.unwrap().is_empty());
    assert!(suggest(&"a".repeat(MAX_TEXT_CHARS)).await.is_ok());
    let err = suggest(&"a".repeat(MAX_TEXT_CHARS + 1)).await.unwrap_err();
    assert_eq!(err.kind(), ErrorKind::BadUserInput);
    assert_eq!(
        err.to_string(),
        "Search for a place with at most 100 characters."
    );
}

#[tokio::test]
async fn the_nearest_city_of_a_point_in_a_large_city_is_the_city() {
    assert_eq!(
        near(48.8566, 2.3522).await,
        Some(place("Paris", "Île-de-France", "France"))
    );
    // The Louvre, nearer to the point of the 1st arrondissement than to Paris's own.
    assert_eq!(near(48.8606, 2.3376).await.unwrap().city, "Paris");
    assert_eq!(
        near(30.2672, -97.7431).await,
        Some(place("Austin", "Texas", "United States"))
    );
    assert_eq!(near(-1.2921, 36.8219).await.unwrap().city, "Nairobi");
    assert_eq!(near(-1.2921, 36.8219).await.unwrap().country, "Kenya");
    assert_eq!(
        near(19.0760, 72.8777).await,
        Some(place("Mumbai", "Maharashtra", "India"))
    );
    // South Mumbai, 15 km from the city's point.
    assert_eq!(near(18.94, 72.835).await.unwrap().city, "Mumbai");
}

#[tokio::test]
async fn a_point_outside_any_city_gets_the_nearest_place() {
    // Versailles is its own town, 17 km from Paris.
    assert_eq!(near(48.8049, 2.1204).await.unwrap().city, "Versailles");
    // West Texas countryside.
    let rural = near(31.5, -100.5).await.unwrap();
    assert_eq!(
        (rural.state.as_str(), rural.country.as_str()),
        ("Texas", "United States")
    );
    // Across the antimeridian: Fiji's places lie on both sides of it.
    assert_eq!(near(-16.5, 179.99).await.unwrap().country, "Fiji");
}

#[tokio::test]
async fn mid_ocean_has_no_nearest_city() {
    assert_eq!(near(0.0, -160.0).await, None);
    assert_eq!(near(-45.0, -130.0).await, None);
    assert_eq!(near(90.0, 0.0).await, None);
}

#[tokio::test]
async fn coordinates_outside_the_globe_are_refused_with_a_clear_message() {
    for (latitude, longitude, field, message) in [
        (
            91.0,
            0.0,
            "latitude",
            "Latitude must be a number from -90 to 90.",
        ),
        (
            -90.5,
            0.0,
            "latitude",
            "Latitude must be a number from -90 to 90.",
        ),
        (
            f64::NAN,
            0.0,
            "latitude",
            "Latitude must be a number from -90 to 90.",
        ),
        (
            0.0,
            180.5,
            "longitude",
            "Longitude must be a number from -180 to 180.",
        ),
        (
            0.0,
            f64::INFINITY,
            "longitude",
            "Longitude must be a number from -180 to 180.",
        ),
    ] {
        let err = nearest(latitude, longitude).await.unwrap_err();
        assert_eq!(err.kind(), ErrorKind::BadUserInput);
        assert_eq!(err.to_string(), message);
        assert!(matches!(err, AppError::BadUserInput { field: Some(f), .. } if f == field));
    }
    assert!(nearest(-90.0, -180.0).await.is_ok());
}

#[tokio::test]
async fn every_place_has_a_known_country_and_most_have_a_region() {
    // Parsing refuses a country code missing from the table, so loading is the check.
    let places = places().await.unwrap();
    assert!(places.len() > 200_000, "{}", places.len());
    let without_region = (0..places.len())
        .filter(|&i| places.places[i].region == 0)
        .count();
    assert!(
        without_region < 1_000,
        "{without_region} places without a region"
    );
}
