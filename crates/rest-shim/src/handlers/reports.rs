//! `/api/app/report` (a member's report) and `/api/admin/report/*` (the Moderation Queue).

use ::forum::service::throttle::WriteLimits;
use axum::Json;
use axum::extract::State;
use common::{AppError, Db, Id};
use edge::ApiError;
use edge::extract::{Caller, IdParam, JsonBody};
use moderation::service::report_reason::ReportReason;
use moderation::service::reports::{self, NewReport, Status, Target};
use serde::Deserialize;

use crate::dto::{AdminReportDto, Data, IdDto, Message};
use crate::openapi::ApiId;

type Reply<T> = Result<Json<T>, ApiError>;

/// `POST app/report {owner, post | comment, reason, explanation}`; `owner` is the token's.
#[derive(Deserialize, utoipa::ToSchema)]
pub struct ReportBody {
    #[schema(value_type = Option<ApiId>)]
    post: Option<Id>,
    #[schema(value_type = Option<ApiId>)]
    comment: Option<Id>,
    reason: String,
    explanation: Option<String>,
}

pub async fn create(
    State(db): State<Db>,
    State(limits): State<WriteLimits>,
    Caller(viewer): Caller,
    JsonBody(body): JsonBody<ReportBody>,
) -> Reply<Data<IdDto>> {
    let target = match (body.post, body.comment) {
        (Some(post), None) => Target::Post(post),
        (None, Some(comment)) => Target::Comment(comment),
        _ => {
            return Err(AppError::invalid("post", "Report either a post or a comment.").into());
        }
    };
    let reason = ReportReason::parse(body.reason.trim()).ok_or_else(|| {
        AppError::invalid(
            "reason",
            "reason is one of Bullying, Sensitive, Violence, NSFW, Fraud, False, Other.",
        )
    })?;
    let id = reports::create(
        &db,
        &limits,
        &viewer,
        NewReport {
            target,
            reason,
            explanation: body.explanation,
        },
    )
    .await?;
    Ok(Json(Data { data: IdDto { id } }))
}

/// `GET admin/report/populate/all`: the Moderation Queue table.
async fn populated(db: &Db, report: entity::reports::Model) -> Reply<Data<AdminReportDto>> {
    let row = reports::rows(db, vec![report])
        .await?
        .pop()
        .ok_or(AppError::not_found("Report"))?;
    Ok(Json(Data {
        data: AdminReportDto::from(row),
    }))
}

/// `GET admin/report/populate/{id}`: one report with its item and people.
pub async fn get(
    State(db): State<Db>,
    Caller(viewer): Caller,
    IdParam(id): IdParam,
) -> Reply<Data<AdminReportDto>> {
    let report = reports::get(&db, &viewer, id).await?;
    populated(&db, report).await
}

/// `GET admin/report/statuses`: the statuses present (the Status filter's options).
pub async fn statuses(
    State(db): State<Db>,
    Caller(viewer): Caller,
) -> Reply<Data<Vec<&'static str>>> {
    let statuses = reports::statuses(&db, &viewer).await?;
    Ok(Json(Data {
        data: statuses.into_iter().map(Status::as_str).collect(),
    }))
}

/// What an admin may change on a report.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReportChange {
    #[serde(rename = "_id")]
    #[schema(value_type = Option<ApiId>)]
    id: Option<Id>,
    status: Option<String>,
    is_shadow_banned: Option<bool>,
}

/// `POST admin/report {_id, status?, isShadowBanned?}`.
pub async fn update(
    State(db): State<Db>,
    Caller(viewer): Caller,
    JsonBody(body): JsonBody<ReportChange>,
) -> Reply<Data<AdminReportDto>> {
    let Some(id) = body.id.clone() else {
        return Err(AppError::invalid("_id", "_id is required.").into());
    };
    change(&db, &viewer, id, body).await
}

/// `POST admin/report/{id} {status?, isShadowBanned?}`.
pub async fn update_by_id(
    State(db): State<Db>,
    Caller(viewer): Caller,
    IdParam(id): IdParam,
    JsonBody(body): JsonBody<ReportChange>,
) -> Reply<Data<AdminReportDto>> {
    change(&db, &viewer, id, body).await
}

async fn change(
    db: &Db,
    viewer: &common::Viewer,
    id: Id,
    body: ReportChange,
) -> Reply<Data<AdminReportDto>> {
    let status = body
        .status
        .as_deref()
        .map(|s| {
            Status::parse(s.trim()).ok_or_else(|| {
                AppError::invalid("status", "status is delivered, flagged or completed.")
            })
        })
        .transpose()?;
    let mut report = None;
    if let Some(status) = status {
        report = Some(reports::set_status(db, viewer, id.clone(), status).await?);
    }
    if let Some(quarantined) = body.is_shadow_banned {
        report = Some(reports::set_quarantine(db, viewer, id, quarantined).await?);
    }
    let report = report.ok_or_else(|| AppError::bad_input("Send a status or isShadowBanned."))?;
    populated(db, report).await
}

/// `DELETE admin/report/{id}`.
pub async fn delete(
    State(db): State<Db>,
    Caller(viewer): Caller,
    IdParam(id): IdParam,
) -> Reply<Data<Message>> {
    reports::delete(&db, &viewer, id).await?;
    Ok(Json(Data {
        data: Message { message: "success" },
    }))
}
