//! The place list in memory, and the two lookups over it. One copy of the data: the names
//! end to end in two buffers (as written and folded), a small record per place, a name index
//! for prefix search, and a k-d tree over the places' positions for the nearest city.

use std::cmp::Reverse;
use std::collections::HashMap;
use std::io::{self, BufRead, BufReader};

use common::{AppError, Result};
use flate2::read::GzDecoder;
use kiddo::{ImmutableKdTree, SquaredEuclidean};

use super::Location;
use super::countries::{self, COUNTRIES};
use super::fold::fold;

/// The mean Earth radius.
const EARTH_RADIUS_KM: f64 = 6371.0;

/// A place's built-up area is taken as a disc holding its population at this density (a
/// dense city's), so a point 5 km from the centre of a city of a million is in it, and one
/// 2 km from a village of 5,000 is not. It makes the nearest *city* of a point in a large city
/// the city itself rather than one of its districts, which GeoNames also lists as places.
const PEOPLE_PER_KM2: f64 = 10_000.0;

/// No built-up area is wider than this (a few "cities" count a whole province's people).
const MAX_CITY_RADIUS_KM: f64 = 30.0;

/// A search: the folded start of a place name, and optionally the folded start of its region
/// or country ("paris, texas").
pub struct Query {
    city: String,
    region: Option<String>,
}

impl Query {
    /// `None` when nothing searchable is left after folding (empty text, only punctuation).
    pub fn parse(text: &str) -> Option<Self> {
        let (city, region) = match text.split_once(',') {
            Some((city, region)) => (city, Some(fold(region)).filter(|r| !r.is_empty())),
            None => (text, None),
        };
        let city = fold(city);
        (!city.is_empty()).then_some(Self { city, region })
    }
}

/// A checked position.
#[derive(Clone, Copy)]
pub struct Coordinates {
    latitude: f64,
    longitude: f64,
}

impl Coordinates {
    pub fn parse(latitude: f64, longitude: f64) -> Result<Self> {
        if !latitude.is_finite() || !(-90.0..=90.0).contains(&latitude) {
            return Err(AppError::invalid(
                "latitude",
                "Latitude must be a number from -90 to 90.",
            ));
        }
        if !longitude.is_finite() || !(-180.0..=180.0).contains(&longitude) {
            return Err(AppError::invalid(
                "longitude",
                "Longitude must be a number from -180 to 180.",
            ));
        }
        Ok(Self {
            latitude,
            longitude,
        })
    }

    /// The point on the unit sphere: straight-line distances there grow with distances along
    /// the surface, so a plain 3-d tree finds the nearest places, with no trouble at the
    /// antimeridian or the poles.
    fn unit_vector(self) -> [f32; 3] {
        let (lat, lon) = (self.latitude.to_radians(), self.longitude.to_radians());
        [
            (lat.cos() * lon.cos()) as f32,
            (lat.cos() * lon.sin()) as f32,
            lat.sin() as f32,
        ]
    }
}

/// The squared straight-line distance on the unit sphere that spans `km` along the surface.
fn squared_chord(km: f64) -> f32 {
    let chord = 2.0 * (km / (2.0 * EARTH_RADIUS_KM)).sin();
    (chord * chord) as f32
}

/// The distance along the surface spanned by a squared unit-sphere chord.
fn surface_km(squared_chord: f32) -> f64 {
    let half_chord = f64::from(squared_chord).sqrt() / 2.0;
    2.0 * EARTH_RADIUS_KM * half_chord.min(1.0).asin()
}

fn city_radius_km(population: u32) -> f64 {
    (f64::from(population) / (std::f64::consts::PI * PEOPLE_PER_KM2))
        .sqrt()
        .min(MAX_CITY_RADIUS_KM)
}

/// Strings stored end to end in one buffer: two allocations instead of a quarter of a million.
#[derive(Default)]
struct Strings {
    text: String,
    ends: Vec<u32>,
}

impl Strings {
    fn push(&mut self, s: &str) -> Result<()> {
        self.text.push_str(s);
        let end = u32::try_from(self.text.len()).map_err(|_| invalid_data("too much text"))?;
        self.ends.push(end);
        Ok(())
    }

    fn get(&self, index: usize) -> &str {
        let start = index.checked_sub(1).map_or(0, |before| self.ends[before]);
        &self.text[start as usize..self.ends[index] as usize]
    }

    fn shrink_to_fit(&mut self) {
        self.text.shrink_to_fit();
        self.ends.shrink_to_fit();
    }
}

/// What a place needs besides its names and position: 8 bytes.
pub(super) struct Place {
    /// Into `Places::regions`.
    pub(super) region: u16,
    /// Into [`COUNTRIES`].
    country: u16,
    pub(super) population: u32,
}

pub struct Places {
    names: Strings,
    folded: Strings,
    pub(super) places: Vec<Place>,
    /// Region names, each once; 0 is "".
    regions: Vec<String>,
    folded_regions: Vec<String>,
    /// By [`COUNTRIES`] index.
    folded_countries: Vec<String>,
    /// Places sorted by folded name (then name, region, country), each `{city, state,
    /// country}` once (its largest place): every name with a given prefix is one run of it.
    by_name: Vec<u32>,
    /// Items are indexes into `places`.
    tree: ImmutableKdTree<f32, 3>,
}

fn invalid_data(problem: impl Into<String>) -> AppError {
    AppError::internal(io::Error::new(io::ErrorKind::InvalidData, problem.into()))
}

impl Places {
    /// Parses the gzip-compressed TSV the generator writes (`scripts/generate-places.py`).
    /// Line by line: the whole text (11 MB) is never in memory at once, so loading the list
    /// leaves little freed memory behind in the server (docs/performance.md, "How memory
    /// scales").
    pub fn parse(gzip: &[u8]) -> Result<Self> {
        let mut text = BufReader::new(GzDecoder::new(gzip));
        let mut line = String::new();
        let mut names = Strings::default();
        let mut folded = Strings::default();
        let mut places = Vec::new();
        let mut points = Vec::new();
        let mut regions = vec![String::new()];
        let mut region_ids: HashMap<String, u16> = HashMap::from([(String::new(), 0)]);
        for number in 1.. {
            line.clear();
            if text.read_line(&mut line).map_err(AppError::internal)? == 0 {
                break;
            }
            let line = line.trim_end_matches(['\n', '\r']);
            if line.starts_with('#') || line.is_empty() {
                continue;
            }
            let bad = |what: &str| invalid_data(format!("places line {number}: {what}"));
            let mut fields = line.split('\t');
            let mut field = || fields.next().ok_or_else(|| bad("fewer than 6 columns"));
            let (name, region, country) = (field()?, field()?, field()?);
            let (latitude, longitude, population) = (field()?, field()?, field()?);
            let region = match region_ids.get(region) {
                Some(&id) => id,
                None => {
                    let id = u16::try_from(regions.len()).map_err(|_| bad("too many regions"))?;
                    regions.push(region.to_owned());
                    region_ids.insert(region.to_owned(), id);
                    id
                }
            };
            let country = countries::index_of(country)
                .and_then(|i| u16::try_from(i).ok())
                .ok_or_else(|| bad("a country code missing from the country table"))?;
            let latitude = latitude.parse().map_err(|_| bad("latitude"))?;
            let longitude = longitude.parse().map_err(|_| bad("longitude"))?;
            let position = Coordinates::parse(latitude, longitude).map_err(|_| bad("position"))?;
            points.push(position.unit_vector());
            places.push(Place {
                region,
                country,
                population: population.parse().map_err(|_| bad("population"))?,
            });
            names.push(name)?;
            folded.push(&fold(name))?;
        }
        if places.is_empty() {
            return Err(invalid_data("no places"));
        }
        names.shrink_to_fit();
        folded.shrink_to_fit();
        places.shrink_to_fit();
        let folded_regions = regions.iter().map(|r| fold(r)).collect();
        let folded_countries = COUNTRIES.iter().map(|(_, name)| fold(name)).collect();
        let tree = ImmutableKdTree::new_from_slice(&points)
            .map_err(|err| invalid_data(format!("k-d tree: {err:?}")))?;
        let mut places = Self {
            names,
            folded,
            places,
            regions,
            folded_regions,
            folded_countries,
            by_name: Vec::new(),
            tree,
        };
        places.by_name = places.name_index()?;
        Ok(places)
    }

    fn name_index(&self) -> Result<Vec<u32>> {
        let count = u32::try_from(self.places.len()).map_err(|_| invalid_data("too many"))?;
        let mut index: Vec<(&str, u32)> = (0..count)
            .map(|i| (self.folded.get(i as usize), i))
            .filter(|(folded, _)| !folded.is_empty())
            .collect();
        // Comparing folded names settles almost every pair; the rest of the order is worked out
        // only between equal ones (a debug build loads much faster so).
        let order = |i: u32| {
            let (i, place) = (i as usize, &self.places[i as usize]);
            let region = &self.regions[usize::from(place.region)];
            (
                self.names.get(i),
                region,
                place.country,
                Reverse(place.population),
            )
        };
        index.sort_unstable_by(|a, b| a.0.cmp(b.0).then_with(|| order(a.1).cmp(&order(b.1))));
        // Equal `{city, state, country}` are now together, largest first: keep that one.
        index.dedup_by(|later, kept| {
            let (later, kept) = (order(later.1), order(kept.1));
            (later.0, later.1, later.2) == (kept.0, kept.1, kept.2)
        });
        Ok(index.into_iter().map(|(_, i)| i).collect())
    }

    pub fn len(&self) -> usize {
        self.places.len()
    }

    pub(super) fn location(&self, index: usize) -> Location {
        let place = &self.places[index];
        Location {
            city: self.names.get(index).to_owned(),
            state: self.regions[usize::from(place.region)].clone(),
            country: COUNTRIES[usize::from(place.country)].1.to_owned(),
        }
    }

    fn in_region(&self, place: &Place, region: &str) -> bool {
        let country = usize::from(place.country);
        self.folded_regions[usize::from(place.region)].starts_with(region)
            || self.folded_countries[country].starts_with(region)
            || COUNTRIES[country].0.eq_ignore_ascii_case(region)
    }

    /// The `limit` largest places whose folded name starts with the query's: a binary search
    /// finds the run of such names, one pass keeps the largest.
    pub fn suggest(&self, query: &Query, limit: usize) -> Vec<Location> {
        let prefix = query.city.as_str();
        let name = |&i: &u32| self.folded.get(i as usize);
        let start = self.by_name.partition_point(|i| name(i) < prefix);
        let run = &self.by_name[start..];
        let run = &run[..run.partition_point(|i| name(i).starts_with(prefix))];
        // Ranked by population, then by position in the run, which is alphabetical.
        let mut best: Vec<(Reverse<u32>, usize)> = Vec::with_capacity(limit + 1);
        for (position, &index) in run.iter().enumerate() {
            let place = &self.places[index as usize];
            if let Some(region) = &query.region
                && !self.in_region(place, region)
            {
                continue;
            }
            let rank = (Reverse(place.population), position);
            let at = best.partition_point(|kept| *kept < rank);
            if at < limit {
                best.insert(at, rank);
                best.truncate(limit);
            }
        }
        best.into_iter()
            .map(|(_, position)| self.location(run[position] as usize))
            .collect()
    }

    /// The largest place whose built-up area (see [`PEOPLE_PER_KM2`]) covers the point, else
    /// the nearest place within `within_km`, else none.
    pub fn nearest(&self, at: Coordinates, within_km: f64) -> Option<Location> {
        let point = at.unit_vector();
        let covering = self
            .tree
            .query(&point)
            .within::<SquaredEuclidean<f32>>(squared_chord(MAX_CITY_RADIUS_KM))
            .unsorted()
            .execute()
            .into_iter()
            .map(|found| (found.item as usize, found.distance))
            .filter(|&(index, distance)| {
                surface_km(distance) <= city_radius_km(self.places[index].population)
            })
            .max_by(|a, b| {
                let population = |index: usize| self.places[index].population;
                population(a.0)
                    .cmp(&population(b.0))
                    .then(b.1.total_cmp(&a.1))
            });
        if let Some((index, _)) = covering {
            return Some(self.location(index));
        }
        let nearest = self
            .tree
            .query(&point)
            .nearest_one::<SquaredEuclidean<f32>>()
            .execute();
        (surface_km(nearest.distance) <= within_km).then(|| self.location(nearest.item as usize))
    }
}
