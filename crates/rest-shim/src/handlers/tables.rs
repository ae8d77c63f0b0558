//! The back office's tables over REST: one list handler and one CSV export handler for every
//! table, from its declaration (`moderation::service::tables::AdminTable`). A table adds here
//! only what the REST contract answers for its rows.

use std::future::Future;

use axum::Json;
use axum::extract::State;
use axum::response::Response;
use common::{Db, Result};
use edge::ApiError;
use edge::extract::Caller;
use moderation::service::tables::{self, AdminTable, Model};
use moderation::service::{
    audit_log::AuditLog, crash_reports::CrashReports, posts::Posts, reports::Queue,
    second_opinions::SecondOpinions, topics::Topics, users::Users,
};
use serde::Serialize;

use super::hydrate;
use crate::csv;
use crate::dto::{
    AdminReportDto, AdminResourceDto, AdminTopicDto, AdminUserDto, AuditEntryDto, CrashReportDto,
    PageDto, PostDto,
};
use crate::table_params::TableParams;

/// What a table's REST list answers for its rows.
pub trait RestTable: AdminTable {
    type Dto: Serialize + utoipa::ToSchema + Send + 'static;

    /// A page's models as the list answers them: one query per related table.
    fn dtos(
        db: &Db,
        models: Vec<Model<Self>>,
    ) -> impl Future<Output = Result<Vec<Self::Dto>>> + Send;
}

/// `GET admin/<table>`: one page of the table.
pub async fn list<T: RestTable>(
    State(db): State<Db>,
    Caller(viewer): Caller,
    TableParams(query): TableParams,
) -> Result<Json<PageDto<T::Dto>>, ApiError> {
    let page = tables::page::<T>(&db, &viewer, &query).await?;
    Ok(Json(
        PageDto::hydrated(page, |items| T::dtos(&db, items)).await?,
    ))
}

/// `GET admin/<table>/export`: every row matching the same query as the table (not only the
/// page on screen), as CSV.
pub async fn export<T: AdminTable>(
    State(db): State<Db>,
    Caller(viewer): Caller,
    TableParams(query): TableParams,
) -> Response {
    match tables::export::<T>(&db, &viewer, query) {
        Ok(batches) => csv::download(T::FILE, T::CSV, batches).await,
        Err(err) => csv::refuse(err),
    }
}

/// Through the table's own rows, for tables whose DTO is made from them.
async fn from_rows<T: AdminTable, D: From<T::Row>>(
    db: &Db,
    models: Vec<Model<T>>,
) -> Result<Vec<D>> {
    Ok(T::rows(db, models)
        .await?
        .into_iter()
        .map(D::from)
        .collect())
}

impl RestTable for Users {
    type Dto = AdminUserDto;
    async fn dtos(db: &Db, models: Vec<Model<Self>>) -> Result<Vec<AdminUserDto>> {
        from_rows::<Self, _>(db, models).await
    }
}

impl RestTable for Topics {
    type Dto = AdminTopicDto;
    async fn dtos(db: &Db, models: Vec<Model<Self>>) -> Result<Vec<AdminTopicDto>> {
        from_rows::<Self, _>(db, models).await
    }
}

impl RestTable for SecondOpinions {
    type Dto = AdminResourceDto;
    async fn dtos(db: &Db, models: Vec<Model<Self>>) -> Result<Vec<AdminResourceDto>> {
        let rows = Self::rows(db, models).await?;
        Ok(rows
            .into_iter()
            .map(|(resource, topics)| AdminResourceDto::new(resource, topics))
            .collect())
    }
}

/// Posts answer as the member app's posts do, with their topics and reactions.
impl RestTable for Posts {
    type Dto = PostDto;
    async fn dtos(db: &Db, models: Vec<Model<Self>>) -> Result<Vec<PostDto>> {
        hydrate::posts(db, models).await
    }
}

impl RestTable for Queue {
    type Dto = AdminReportDto;
    async fn dtos(db: &Db, models: Vec<Model<Self>>) -> Result<Vec<AdminReportDto>> {
        from_rows::<Self, _>(db, models).await
    }
}

impl RestTable for AuditLog {
    type Dto = AuditEntryDto;
    async fn dtos(db: &Db, models: Vec<Model<Self>>) -> Result<Vec<AuditEntryDto>> {
        from_rows::<Self, _>(db, models).await
    }
}

impl RestTable for CrashReports {
    type Dto = CrashReportDto;
    async fn dtos(db: &Db, models: Vec<Model<Self>>) -> Result<Vec<CrashReportDto>> {
        from_rows::<Self, _>(db, models).await
    }
}
