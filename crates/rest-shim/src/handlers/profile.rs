//! `/api/app/user`: a member's own profile (spec §7 "User").

use axum::Json;
use axum::extract::State;
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};
use common::{AppError, Db, Id};
use edge::ApiError;
use edge::extract::{Caller, IdParam, JsonBody};
use forum::service::throttle::WriteLimits;
use identity::service::locations::Location;
use identity::service::profile::{self, ProfileChange};
use serde::{Deserialize, Deserializer};
use storage::Storage;

use crate::dto::{Data, Message, OwnUserDto};
use crate::openapi::ApiId;

/// The profile form's fields. Anything else a legacy client sends along (`isAdmin`,
/// `permissions`, counts, dates) is ignored: it cannot be set here.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UserBody {
    #[serde(rename = "_id")]
    #[schema(value_type = Option<ApiId>)]
    id: Option<Id>,
    #[schema(value_type = Option<Vec<ApiId>>)]
    topics_of_interest: Option<Vec<Id>>,
    profile_colour: Option<String>,
    #[serde(default, deserialize_with = "patch")]
    profile_image: Option<Option<String>>,
    #[serde(default, deserialize_with = "patch")]
    ethnicity: Option<Option<String>>,
    #[serde(default, deserialize_with = "patch")]
    age_range: Option<Option<String>>,
    #[serde(default, deserialize_with = "patch")]
    sex_assigned_at_birth: Option<Option<String>>,
    #[serde(default, deserialize_with = "patch")]
    gender: Option<Option<String>>,
    #[serde(default, deserialize_with = "patch")]
    location: Option<Option<LocationBody>>,
    contact: Option<bool>,
    onboarding_complete: Option<bool>,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct LocationBody {
    city: String,
    #[serde(default)]
    state: String,
    country: String,
}

/// A field that is present (`null` included) is `Some`; an absent one stays `None` by
/// `#[serde(default)]`.
fn patch<'de, D, T>(deserializer: D) -> Result<Option<Option<T>>, D::Error>
where
    D: Deserializer<'de>,
    T: Deserialize<'de>,
{
    Option::<T>::deserialize(deserializer).map(Some)
}

/// `POST {user}` with the profile form's changes; `_id`, when given, must be the caller's own.
pub async fn update(
    State(db): State<Db>,
    State(storage): State<Storage>,
    Caller(viewer): Caller,
    JsonBody(body): JsonBody<UserBody>,
) -> Result<Json<Data<OwnUserDto>>, ApiError> {
    let member = viewer.require_member()?;
    if body.id.as_ref().is_some_and(|id| *id != member.user_id) {
        return Err(AppError::Forbidden.into());
    }
    let change = ProfileChange {
        topics_of_interest: body.topics_of_interest,
        profile_colour: body.profile_colour,
        profile_image: body.profile_image,
        ethnicity: body.ethnicity,
        age_range: body.age_range,
        sex_assigned_at_birth: body.sex_assigned_at_birth,
        gender: body.gender,
        location: body.location.map(|place| {
            place.map(|p| Location {
                city: p.city,
                state: p.state,
                country: p.country,
            })
        }),
        contact: body.contact,
        complete_onboarding: body.onboarding_complete == Some(true),
    };
    let user = profile::update(&db, &storage, &viewer, change).await?;
    let topics = identity::service::accounts::topics_of_interest(&db, &user.id).await?;
    Ok(Json(Data {
        data: OwnUserDto::new(user, topics),
    }))
}

/// `DELETE {user}/{id}`: a member erases her own account (ARCHITECTURE §3).
pub async fn delete(
    State(db): State<Db>,
    State(storage): State<Storage>,
    Caller(viewer): Caller,
    IdParam(id): IdParam,
) -> Result<Json<Data<Message>>, ApiError> {
    // The admin area deletes other accounts; here a member may only erase her own.
    if viewer.require_member()?.user_id != id {
        return Err(AppError::Forbidden.into());
    }
    forum::service::erasure::erase_account(&db, &storage, &viewer, id).await?;
    Ok(Json(Data {
        data: Message { message: "success" },
    }))
}

/// `GET {user}/export`: her own data as a JSON file to keep (never cached on the way).
pub async fn export(
    State(db): State<Db>,
    State(limits): State<WriteLimits>,
    Caller(viewer): Caller,
) -> Result<Response, ApiError> {
    let data = forum::service::data_export::export(&db, &limits, &viewer).await?;
    let filename = format!(
        "attachment; filename=\"forum-data-{}.json\"",
        viewer.now().format("%Y-%m-%d")
    );
    let mut response = Json(data).into_response();
    let headers = response.headers_mut();
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    if let Ok(value) = HeaderValue::from_str(&filename) {
        headers.insert(header::CONTENT_DISPOSITION, value);
    }
    Ok(response)
}
