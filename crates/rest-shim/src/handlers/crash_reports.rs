//! `/api/log/crash-report` (spec §7): the app files a crash with `id: 'new'` and reads the
//! new id; a later call sends that id with the member's description. A manual report is
//! `id: 'new'` with `message: 'Manual Crash Report'` and `data.userDescription`. And
//! `/api/admin/crash-report`: the back office's table and its export.

use ::forum::service::throttle::WriteLimits;
use axum::Json;
use axum::extract::State;
use common::{AppError, Db, Id};
use edge::ApiError;
use edge::extract::{Caller, Client, JsonBody};
use moderation::service::crash_reports::{self, CaughtError, NewCrashReport};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::openapi::ApiId;

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CrashBody {
    id: String,
    error: Option<ErrorBody>,
    /// A manual report's message.
    message: Option<String>,
    #[serde(default)]
    data: DataBody,
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ErrorBody {
    name: Option<String>,
    message: Option<String>,
    stack: Option<String>,
    cause: Option<Value>,
    code: Option<Value>,
    status_code: Option<i64>,
}

/// `user` is read from the token, never from here.
#[derive(Default, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DataBody {
    component_name: Option<String>,
    location: Option<String>,
    browser: Option<String>,
    user_description: Option<String>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct CrashId {
    #[schema(value_type = ApiId)]
    id: Id,
}

/// A JSON value as text: strings as they are, anything else as JSON.
fn text(value: Option<Value>) -> Option<String> {
    match value? {
        Value::Null => None,
        Value::String(text) => Some(text),
        other => Some(other.to_string()),
    }
}

pub async fn report(
    State(db): State<Db>,
    State(limits): State<WriteLimits>,
    Caller(viewer): Caller,
    Client(client): Client,
    JsonBody(body): JsonBody<CrashBody>,
) -> Result<Json<CrashId>, ApiError> {
    if body.id != "new" {
        let id = Id::parse("id", &body.id)?;
        let description = body.data.user_description.unwrap_or_default();
        crash_reports::describe(&db, &viewer, id.clone(), description).await?;
        return Ok(Json(CrashId { id }));
    }
    let error = match body.error {
        Some(error) => CaughtError {
            name: error.name,
            message: error.message,
            stack: error.stack,
            cause: text(error.cause),
            code: text(error.code),
            status_code: error.status_code,
        },
        None => CaughtError {
            name: Some("ManualReport".into()),
            message: Some(
                body.message
                    .ok_or_else(|| AppError::invalid("error", "error is required."))?,
            ),
            ..CaughtError::default()
        },
    };
    let id = crash_reports::create(
        &db,
        &limits,
        &viewer,
        NewCrashReport {
            error,
            component_name: body.data.component_name,
            location: body.data.location,
            browser: body.data.browser,
            description: body.data.user_description,
            client,
        },
    )
    .await?;
    Ok(Json(CrashId { id }))
}
