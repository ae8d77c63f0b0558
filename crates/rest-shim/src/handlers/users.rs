//! `/api/admin/user`: the User Management table and its CSV export, an account's admin
//! rights and contact choice, and its deletion.

use axum::Json;
use axum::extract::State;
use common::{AppError, Db, Id};
use edge::ApiError;
use edge::extract::{Caller, IdParam, JsonBody};
use moderation::service::users::AccountChange;
use serde::Deserialize;
use storage::Storage;

use crate::dto::{AdminUserDto, Data, Message};
use crate::openapi::ApiId;

type Reply<T> = Result<Json<T>, ApiError>;

/// `GET admin/user/{id}`.
pub async fn get(
    State(db): State<Db>,
    Caller(viewer): Caller,
    IdParam(id): IdParam,
) -> Reply<Data<AdminUserDto>> {
    let user = moderation::service::users::get(&db, &viewer, id).await?;
    Ok(Json(Data { data: user.into() }))
}

#[derive(Deserialize, Default, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PermissionsBody {
    is_admin: Option<bool>,
}

/// What an admin may change of an account: `isAdmin` (or the spec's `permissions.isAdmin`)
/// and `contact`. Anything else a client sends (an email, a username) is not the back
/// office's to change and is ignored.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AccountBody {
    #[serde(rename = "_id")]
    #[schema(value_type = Option<ApiId>)]
    id: Option<Id>,
    is_admin: Option<bool>,
    #[serde(default)]
    permissions: PermissionsBody,
    contact: Option<bool>,
}

impl AccountBody {
    fn change(&self) -> AccountChange {
        AccountChange {
            is_admin: self.is_admin.or(self.permissions.is_admin),
            contact: self.contact,
        }
    }
}

/// `POST admin/user {_id, isAdmin | permissions.isAdmin, contact}`.
pub async fn update(
    State(db): State<Db>,
    Caller(viewer): Caller,
    JsonBody(body): JsonBody<AccountBody>,
) -> Reply<Data<AdminUserDto>> {
    let Some(id) = body.id.clone() else {
        return Err(AppError::invalid("_id", "_id is required.").into());
    };
    let user = moderation::service::users::update(&db, &viewer, id, body.change()).await?;
    Ok(Json(Data { data: user.into() }))
}

/// `POST admin/user/{id}`: the same with the id in the path.
pub async fn update_by_id(
    State(db): State<Db>,
    Caller(viewer): Caller,
    IdParam(id): IdParam,
    JsonBody(body): JsonBody<AccountBody>,
) -> Reply<Data<AdminUserDto>> {
    if body.id.as_ref().is_some_and(|other| *other != id) {
        return Err(AppError::bad_input("The _id in the body is not the one in the path.").into());
    }
    let user = moderation::service::users::update(&db, &viewer, id, body.change()).await?;
    Ok(Json(Data { data: user.into() }))
}

/// `DELETE admin/user/{id}`: erases the account as her own deletion would, with an audit row.
pub async fn delete(
    State(db): State<Db>,
    State(storage): State<Storage>,
    Caller(viewer): Caller,
    IdParam(id): IdParam,
) -> Result<Json<Data<Message>>, ApiError> {
    forum::service::erasure::delete_by_admin(&db, &storage, &viewer, id).await?;
    Ok(Json(Data {
        data: Message { message: "success" },
    }))
}
