//! `/api/admin/audit-log`: the audit log table and its export.

use axum::Json;
use axum::extract::State;
use axum::response::Response;
use common::Db;
use moderation::service::audit_log::{self, AuditRow};

use crate::ApiError;
use crate::csv;
use crate::dto::{AuditEntryDto, PageDto};
use crate::extract::{Caller, TableParams};

pub async fn list(
    State(db): State<Db>,
    Caller(viewer): Caller,
    TableParams(query): TableParams,
) -> Result<Json<PageDto<AuditEntryDto>>, ApiError> {
    let page = audit_log::list(&db, &viewer, &query).await?;
    let page = PageDto::hydrated(page, |items| async {
        let rows = audit_log::rows(&db, items).await?;
        Ok(rows.into_iter().map(AuditEntryDto::from).collect())
    });
    Ok(Json(page.await?))
}

/// Every audit row matching the same query as the table.
pub async fn export(
    State(db): State<Db>,
    Caller(viewer): Caller,
    TableParams(query): TableParams,
) -> Response {
    match audit_log::export(&db, &viewer, query) {
        Ok(batches) => csv::download("audit-log.csv", HEADERS, batches, row).await,
        Err(err) => csv::refuse(err),
    }
}

const HEADERS: &[&str] = &[
    "Actor",
    "Action",
    "Target Type",
    "Target",
    "Detail",
    "Created At",
];

fn row(row: AuditRow) -> Vec<String> {
    vec![
        row.actor
            .map_or_else(|| "Deleted user".into(), |a| a.username),
        row.entry.action,
        row.entry.target_type,
        row.entry.target_id,
        row.entry.detail.unwrap_or_else(|| "N/A".into()),
        csv::long_date(row.entry.created_at),
    ]
}
