//! A member's own profile: the onboarding steps and the /profile autosave. Only the member
//! herself reads or changes these fields; nothing here can set `isAdmin`, counts or dates.

use std::collections::BTreeSet;

use common::{AppError, Id, Result, Viewer};
use entity::{files, post_images, topics, user_topics, users};

use storage::Storage;

use super::locations::Location;
use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, IntoActiveModel,
    PaginatorTrait, QueryFilter, TransactionSession, TransactionTrait,
};

/// A stored value and the text a select shows for it (spec §3 "Demographic options").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choice {
    pub value: &'static str,
    pub label: &'static str,
}

const fn same(text: &'static str) -> Choice {
    Choice {
        value: text,
        label: text,
    }
}

pub const ETHNICITIES: &[Choice] = &[
    same("American Indian or Alaska Native."),
    same("Arab"),
    same("Asian"),
    same("Black"),
    same("Hispanic/Latino"),
    same("Hawaiian"),
    same("White"),
    same("Mixed"),
    same("Other"),
];

pub const AGE_RANGES: &[Choice] = &[
    same("16-19"),
    same("20-24"),
    same("25-34"),
    same("35-54"),
    same("55-64"),
    same("65+"),
];

pub const SEXES_ASSIGNED_AT_BIRTH: &[Choice] = &[same("Male"), same("Female")];

pub const GENDERS: &[Choice] = &[
    same("Woman"),
    same("Man"),
    same("Non-binary"),
    same("Trans"),
    Choice {
        value: "Prefer not to say",
        label: "Prefer not to respond",
    },
];

/// Spec §3 "Preset profile colours", the default first.
pub const PRESET_COLOURS: &[&str] = &[
    "f7a521", "f34b3a", "e8518d", "f06f2e", "ffe2b0", "9a496f", "424242",
];

/// More topics than exist is a client error, not a reason for an unbounded `IN (…)`.
const MAX_TOPICS: usize = 100;
/// City, region and country names: the longest real ones are far shorter.
const MAX_PLACE_CHARS: usize = 120;

pub const SELECT_TOPICS: &str = "Please select at least one topic of interest";
pub const SELECT_COLOUR: &str = "Please select a profile color";
pub const INVALID_COLOUR: &str = "Invalid hex color format";
pub const SELECT_LOCATION: &str = "Please select your location";
pub const SELECT_ETHNICITY: &str = "Please select your ethnicity";
pub const SELECT_AGE_RANGE: &str = "Please select your age range";
pub const SELECT_SEX: &str = "Please select your sex assigned at birth";
pub const SELECT_GENDER: &str = "Please select your gender identity";

/// A profile change. `None` leaves a field as it is; for the optional details,
/// `Some(None)` clears it. With `complete_onboarding`, the profile that results must hold
/// everything onboarding asks for, and onboarding is then complete.
#[derive(Clone, Debug, Default)]
pub struct ProfileChange {
    pub topics_of_interest: Option<Vec<Id>>,
    pub profile_colour: Option<String>,
    /// An uploaded file id (checked and stripped of metadata when first attached) or an
    /// image data URL.
    pub profile_image: Option<Option<String>>,
    pub ethnicity: Option<Option<String>>,
    pub age_range: Option<Option<String>>,
    pub sex_assigned_at_birth: Option<Option<String>>,
    pub gender: Option<Option<String>>,
    pub location: Option<Option<Location>>,
    pub contact: Option<bool>,
    pub complete_onboarding: bool,
}

/// Both onboarding steps at once: everything step 1 and step 2 ask for.
#[derive(Clone, Debug)]
pub struct Onboarding {
    pub topics_of_interest: Vec<Id>,
    pub profile_colour: String,
    pub location: Location,
    pub ethnicity: String,
    pub age_range: String,
    pub sex_assigned_at_birth: String,
    pub gender: String,
}

impl From<Onboarding> for ProfileChange {
    fn from(input: Onboarding) -> Self {
        Self {
            topics_of_interest: Some(input.topics_of_interest),
            profile_colour: Some(input.profile_colour),
            profile_image: None,
            location: Some(Some(input.location)),
            ethnicity: Some(Some(input.ethnicity)),
            age_range: Some(Some(input.age_range)),
            sex_assigned_at_birth: Some(Some(input.sex_assigned_at_birth)),
            gender: Some(Some(input.gender)),
            contact: None,
            complete_onboarding: true,
        }
    }
}

/// Saves both onboarding steps and marks onboarding complete. Every alert of spec §5 is
/// checked, in the order the screens ask.
pub async fn complete_onboarding(
    db: &(impl ConnectionTrait + TransactionTrait),
    storage: &Storage,
    viewer: &Viewer,
    input: Onboarding,
) -> Result<users::Model> {
    if input.profile_colour.trim().is_empty() {
        return Err(AppError::invalid("profileColour", SELECT_COLOUR));
    }
    update(db, storage, viewer, input.into()).await
}

/// Saves a change to the viewer's own profile, in one transaction with her topics. A
/// replaced profile image that was her upload is deleted with its object.
pub async fn update(
    db: &(impl ConnectionTrait + TransactionTrait),
    storage: &Storage,
    viewer: &Viewer,
    change: ProfileChange,
) -> Result<users::Model> {
    let member = viewer.require_member()?;
    let topics = change
        .topics_of_interest
        .map(checked_topic_ids)
        .transpose()?;
    let mut user = load(db, &member.user_id).await?;
    if let Some(colour) = change.profile_colour {
        let colour = colour_value(&colour)?;
        // Her colour and picture show beside everything she ever wrote: changing either is
        // writing, refused while she is suspended (saying until when).
        if colour != user.profile_colour {
            viewer.require_writer()?;
        }
        user.profile_colour = colour;
    }
    let (mut replaced_image, mut new_image_file) = (None, None);
    if let Some(image) = change.profile_image {
        let image = match image {
            // The picture she already shows is kept as it is (a form resends it).
            Some(value) if user.profile_image.as_deref() == Some(value.as_str()) => Some(value),
            Some(value) => Some(profile_image(db, storage, viewer, &value).await?),
            None => None,
        };
        if user.profile_image != image {
            viewer.require_writer()?;
            replaced_image = user
                .profile_image
                .as_deref()
                .and_then(|old| Id::parse("profileImage", old).ok());
            new_image_file = image
                .as_deref()
                .and_then(|new| Id::parse("profileImage", new).ok());
        }
        user.profile_image = image;
    }
    if let Some(place) = change.location {
        let place = place.map(checked_place).transpose()?;
        user.location_city = place.as_ref().map(|p| p.city.clone());
        user.location_state = place.as_ref().map(|p| p.state.clone());
        user.location_country = place.map(|p| p.country);
    }
    if let Some(value) = change.ethnicity {
        user.ethnicity = optional_choice(value, ETHNICITIES, SELECT_ETHNICITY)?;
    }
    if let Some(value) = change.age_range {
        user.age_range = optional_choice(value, AGE_RANGES, SELECT_AGE_RANGE)?;
    }
    if let Some(value) = change.sex_assigned_at_birth {
        user.sex_assigned_at_birth = optional_choice(value, SEXES_ASSIGNED_AT_BIRTH, SELECT_SEX)?;
    }
    if let Some(value) = change.gender {
        user.gender = optional_choice(value, GENDERS, SELECT_GENDER)?;
    }
    if let Some(contact) = change.contact {
        user.contact = contact;
    }
    user.updated_at = viewer.now();

    let txn = common::db::begin_write(db).await?;
    if let Some(topics) = topics {
        replace_topics(&txn, &member.user_id, topics).await?;
    }
    if let Some(new_image) = new_image_file.clone() {
        storage::service::files::mark_attached(&txn, &[new_image], viewer.now())
            .await
            .map_err(|_| AppError::invalid("profileImage", INVALID_IMAGE))?;
    }
    let old_objects = match replaced_image {
        Some(old) => delete_own_unused_file(&txn, &member.user_id, old).await?,
        None => Vec::new(),
    };
    if change.complete_onboarding {
        require_onboarding_answers(&txn, &user).await?;
        user.onboarding_complete = true;
    }
    // Every column is written from the model just checked; nothing else can be set.
    let user = user.into_active_model().reset_all().update(&txn).await?;
    txn.commit().await?;
    storage.delete_objects(old_objects).await;
    if let Some(new_image) = new_image_file {
        storage::service::files::make_variants(
            storage,
            vec![new_image],
            storage::service::variants::Purpose::Avatar,
        )
        .await;
    }
    Ok(user)
}

pub const INVALID_IMAGE: &str = "Please choose an uploaded image for your profile picture";

/// Spec §5: a data URL of jpeg, png, gif or webp, or a 24-hex file id of her own upload.
async fn profile_image(
    db: &impl ConnectionTrait,
    storage: &Storage,
    viewer: &Viewer,
    value: &str,
) -> Result<String> {
    if value.starts_with("data:") {
        return storage::service::images::clean_data_url(value);
    }
    let id = Id::parse("profileImage", value)
        .map_err(|_| AppError::invalid("profileImage", INVALID_IMAGE))?;
    let file = storage::service::files::own_image(db, storage, viewer, id).await?;
    Ok(file.id.to_string())
}

/// The old profile image's row goes with the change, if it was her upload and nothing else
/// shows it; its object goes after commit.
async fn delete_own_unused_file(
    txn: &impl ConnectionTrait,
    user_id: &Id,
    file_id: Id,
) -> Result<Vec<String>> {
    let hers = files::Entity::find_by_id(file_id.clone())
        .filter(files::Column::OwnerId.eq(user_id.clone()))
        .one(txn)
        .await?
        .is_some();
    let shown_in_post = post_images::Entity::find()
        .filter(post_images::Column::FileId.eq(file_id.clone()))
        .count(txn)
        .await?
        > 0;
    if !hers || shown_in_post {
        return Ok(Vec::new());
    }
    storage::service::files::delete_rows(txn, &[file_id]).await
}

/// Onboarding is complete only when both steps are answered.
async fn require_onboarding_answers(txn: &impl ConnectionTrait, user: &users::Model) -> Result<()> {
    let topics = user_topics::Entity::find()
        .filter(user_topics::Column::UserId.eq(user.id.clone()))
        .count(txn)
        .await?;
    if topics == 0 {
        return Err(AppError::invalid("topicsOfInterest", SELECT_TOPICS));
    }
    if user.location_city.is_none() || user.location_country.is_none() {
        return Err(AppError::invalid("location", SELECT_LOCATION));
    }
    let missing = [
        (&user.ethnicity, SELECT_ETHNICITY),
        (&user.age_range, SELECT_AGE_RANGE),
        (&user.sex_assigned_at_birth, SELECT_SEX),
        (&user.gender, SELECT_GENDER),
    ]
    .into_iter()
    .find(|(value, _)| value.is_none());
    match missing {
        Some((_, prompt)) => Err(AppError::invalid(field_of(prompt), prompt)),
        None => Ok(()),
    }
}

async fn load(db: &impl ConnectionTrait, user_id: &Id) -> Result<users::Model> {
    users::Entity::find_by_id(user_id.clone())
        .one(db)
        .await?
        // The token outlived its account (deleted a moment ago).
        .ok_or(AppError::Unauthenticated("Invalid access token"))
}

fn checked_topic_ids(ids: Vec<Id>) -> Result<BTreeSet<Id>> {
    let ids: BTreeSet<Id> = ids.into_iter().collect();
    if ids.is_empty() {
        return Err(AppError::invalid("topicsOfInterest", SELECT_TOPICS));
    }
    if ids.len() > MAX_TOPICS {
        return Err(AppError::invalid(
            "topicsOfInterest",
            format!("Please select at most {MAX_TOPICS} topics"),
        ));
    }
    Ok(ids)
}

/// Replaces the member's topics; every one must exist.
async fn replace_topics(txn: &impl ConnectionTrait, user_id: &Id, ids: BTreeSet<Id>) -> Result<()> {
    let found = topics::Entity::find()
        .filter(topics::Column::Id.is_in(ids.iter().cloned()))
        .count(txn)
        .await?;
    if found != ids.len() as u64 {
        return Err(AppError::invalid(
            "topicsOfInterest",
            "One of the chosen topics no longer exists. Please choose again.",
        ));
    }
    user_topics::Entity::delete_many()
        .filter(user_topics::Column::UserId.eq(user_id.clone()))
        .exec(txn)
        .await?;
    user_topics::Entity::insert_many(ids.into_iter().map(|topic_id| user_topics::ActiveModel {
        user_id: Set(user_id.clone()),
        topic_id: Set(topic_id),
    }))
    .exec(txn)
    .await?;
    Ok(())
}

/// Spec §5 colour helper: 3 or 6 hex digits, stored lower-case without '#'. A 3-digit colour
/// is widened so every reader gets the one 6-digit form.
pub fn colour_value(text: &str) -> Result<String> {
    let hex = text.trim().trim_start_matches('#');
    let valid = matches!(hex.len(), 3 | 6) && hex.chars().all(|c| c.is_ascii_hexdigit());
    if !valid {
        return Err(AppError::invalid("profileColour", INVALID_COLOUR));
    }
    let hex = hex.to_ascii_lowercase();
    Ok(if hex.len() == 3 {
        hex.chars().flat_map(|c| [c, c]).collect()
    } else {
        hex
    })
}

fn choice(value: &str, choices: &[Choice], prompt: &'static str) -> Result<&'static str> {
    choices
        .iter()
        .find(|choice| choice.value == value.trim())
        .map(|choice| choice.value)
        .ok_or_else(|| AppError::invalid(field_of(prompt), prompt))
}

fn optional_choice(
    value: Option<String>,
    choices: &[Choice],
    prompt: &'static str,
) -> Result<Option<String>> {
    value
        .map(|value| choice(&value, choices, prompt).map(String::from))
        .transpose()
}

/// The field an alert is about, for `AppError::invalid`.
fn field_of(prompt: &str) -> &'static str {
    match prompt {
        SELECT_ETHNICITY => "ethnicity",
        SELECT_AGE_RANGE => "ageRange",
        SELECT_SEX => "sexAssignedAtBirth",
        _ => "gender",
    }
}

/// A place needs a city and a country (spec §5); all three parts are trimmed and bounded.
fn checked_place(place: Location) -> Result<Location> {
    let tidy = |text: String| text.trim().to_owned();
    let place = Location {
        city: tidy(place.city),
        state: tidy(place.state),
        country: tidy(place.country),
    };
    if place.city.is_empty() || place.country.is_empty() {
        return Err(AppError::invalid("location", SELECT_LOCATION));
    }
    let too_long = [&place.city, &place.state, &place.country]
        .iter()
        .any(|part| part.chars().count() > MAX_PLACE_CHARS);
    if too_long {
        return Err(AppError::invalid(
            "location",
            "That place name is too long. Please choose it from the list.",
        ));
    }
    Ok(place)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colours_are_three_or_six_hex_digits() {
        assert_eq!(colour_value("#F7A521").unwrap(), "f7a521");
        assert_eq!(colour_value("fa3").unwrap(), "ffaa33");
        for bad in ["", "f7a52", "ggg", "#12345678", "red"] {
            assert_eq!(
                colour_value(bad).unwrap_err().to_string(),
                INVALID_COLOUR,
                "{bad:?}"
            );
        }
    }

    #[test]
    fn choices_store_values_not_labels() {
        assert_eq!(
            choice("Prefer not to say", GENDERS, SELECT_GENDER).unwrap(),
            "Prefer not to say"
        );
        let refused = choice("Prefer not to respond", GENDERS, SELECT_GENDER).unwrap_err();
        assert_eq!(refused.to_string(), SELECT_GENDER);
        assert_eq!(
            choice(
                "American Indian or Alaska Native.",
                ETHNICITIES,
                SELECT_ETHNICITY
            )
            .unwrap(),
            "American Indian or Alaska Native."
        );
    }

    #[test]
    fn a_place_needs_a_city_and_a_country() {
        let place = |city: &str, country: &str| Location {
            city: city.into(),
            state: String::new(),
            country: country.into(),
        };
        assert!(checked_place(place("Lagos", "Nigeria")).is_ok());
        assert_eq!(
            checked_place(place(" ", "Nigeria"))
                .unwrap_err()
                .to_string(),
            SELECT_LOCATION
        );
        assert_eq!(
            checked_place(place("Lagos", "")).unwrap_err().to_string(),
            SELECT_LOCATION
        );
    }
}
