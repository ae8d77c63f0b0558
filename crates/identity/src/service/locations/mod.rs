//! Locations (spec §7): name suggestions for the location picker and the nearest city to the
//! browser's coordinates, both answered from an offline place list shipped with the forum
//! (`data/places.tsv.gz`, GeoNames, CC-BY 4.0). No lookup leaves the server; neither the
//! search text nor the coordinates are stored or logged (ARCHITECTURE §4).
//!
//! The list is parsed once per process into memory, on a blocking thread: the gateway starts
//! that at start-up, and a lookup arriving before it is done waits for the same load.

mod countries;
mod fold;
mod places;

use std::time::Instant;

use common::{AppError, Result};
use tokio::sync::OnceCell;

use places::{Coordinates, Places, Query};

/// A place as members see and store it: the city, its region's full name ("" when it has
/// none) and the country's name.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Location {
    pub city: String,
    pub state: String,
    pub country: String,
}

/// At most this many suggestions answer one search.
pub const MAX_SUGGESTIONS: usize = 10;

/// Longer search text is refused: no place name comes close.
pub const MAX_TEXT_CHARS: usize = 100;

/// Farther than this from every known place (mid-ocean, the poles) there is no nearest city.
pub const NEAR_KM: f64 = 100.0;

/// The embedded list: compiled into the binary, so nothing is read from disk or downloaded.
static DATA: &[u8] = include_bytes!("../../../data/places.tsv.gz");

static PLACES: OnceCell<Places> = OnceCell::const_new();

/// At most [`MAX_SUGGESTIONS`] places whose name starts with `text`, ignoring case, accents
/// and punctuation ("sao" finds São Paulo, "zurich" Zürich), larger places first, each
/// `{city, state, country}` once. "city, region" narrows to places whose region or country
/// starts with what follows the comma ("paris, texas"). Empty text finds nothing.
pub async fn suggest(text: &str) -> Result<Vec<Location>> {
    let text = text.trim();
    if text.chars().count() > MAX_TEXT_CHARS {
        return Err(AppError::invalid(
            "text",
            format!("Search for a place with at most {MAX_TEXT_CHARS} characters."),
        ));
    }
    let Some(query) = Query::parse(text) else {
        return Ok(Vec::new());
    };
    Ok(places().await?.suggest(&query, MAX_SUGGESTIONS))
}

/// The city at `latitude`, `longitude` (degrees): the largest place whose built-up area
/// plausibly covers the point, else the nearest place within [`NEAR_KM`], else none.
pub async fn nearest(latitude: f64, longitude: f64) -> Result<Option<Location>> {
    let point = Coordinates::parse(latitude, longitude)?;
    Ok(places().await?.nearest(point, NEAR_KM))
}

/// Loads the place list now, so the first member to search doesn't wait for it. Failures are
/// logged here and answered again, as internal errors, by the lookups.
pub async fn preload() {
    if let Err(err) = places().await {
        err.log_if_internal();
    }
}

async fn places() -> Result<&'static Places> {
    PLACES
        .get_or_try_init(|| async {
            // Parsing takes a moment of CPU: keep it off the request workers.
            tokio::task::spawn_blocking(|| {
                let started = Instant::now();
                let places = Places::parse(DATA)?;
                tracing::info!(
                    places = places.len(),
                    millis = started.elapsed().as_millis() as u64,
                    "loaded the place list"
                );
                Ok(places)
            })
            .await
            .map_err(AppError::internal)?
        })
        .await
}

#[cfg(test)]
mod tests;
