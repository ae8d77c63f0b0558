//! `/api/admin/user`: the User Management table and its CSV export.

use axum::Json;
use axum::extract::State;
use axum::response::Response;
use common::Db;
use entity::users;
use storage::Storage;

use crate::ApiError;
use crate::csv;
use crate::dto::{AdminUserDto, Data, Message, PageDto};
use crate::extract::{Caller, IdParam, TableParams};

pub async fn list(
    State(db): State<Db>,
    Caller(viewer): Caller,
    TableParams(query): TableParams,
) -> Result<Json<PageDto<AdminUserDto>>, ApiError> {
    let page = moderation::service::users::list(&db, &viewer, &query).await?;
    Ok(Json(PageDto::from_page(page, AdminUserDto::from)))
}

/// Every account matching the same query as the table (not only the page on screen).
pub async fn export(
    State(db): State<Db>,
    Caller(viewer): Caller,
    TableParams(query): TableParams,
) -> Response {
    match moderation::service::users::export(&db, &viewer, query) {
        Ok(batches) => csv::download("users.csv", HEADERS, batches, row).await,
        Err(err) => csv::refuse(err),
    }
}

/// The User Management columns (spec §2).
const HEADERS: &[&str] = &[
    "Profile Colour",
    "Username",
    "Email",
    "Can contact?",
    "Is Admin?",
    "Last Login",
    "Created At",
];

fn row(user: users::Model) -> Vec<String> {
    vec![
        user.profile_colour,
        if user.username.is_empty() {
            "N/A".into()
        } else {
            user.username
        },
        user.email,
        csv::yes_no(user.contact),
        csv::yes_no(user.is_admin),
        user.last_login_at
            .map_or_else(|| "Never".into(), csv::long_date),
        csv::long_date(user.created_at),
    ]
}

/// `DELETE admin/user/{id}`: erases the account as her own deletion would, with an audit row.
pub async fn delete(
    State(db): State<Db>,
    State(storage): State<Storage>,
    Caller(viewer): Caller,
    IdParam(id): IdParam,
) -> Result<Json<Data<Message>>, ApiError> {
    moderation::service::users::delete(&db, &storage, &viewer, id).await?;
    Ok(Json(Data {
        data: Message { message: "success" },
    }))
}
