//! `/api/admin/user`.

use axum::extract::{Query, State};
use axum::{Extension, Json};
use common::{PageArgs, Viewer};
use serde::Deserialize;

use crate::ApiError;
use crate::dto::{AdminUserDto, Data};
use crate::state::ShimState;

#[derive(Deserialize)]
pub struct PageQuery {
    first: Option<u64>,
    after: Option<String>,
}

pub async fn list(
    State(state): State<ShimState>,
    Extension(viewer): Extension<Viewer>,
    Query(page): Query<PageQuery>,
) -> Result<Json<Data<Vec<AdminUserDto>>>, ApiError> {
    let page = moderation::service::users::list(
        &viewer,
        &state.db,
        PageArgs {
            first: page.first,
            after: page.after,
        },
    )
    .await?;
    Ok(Json(Data {
        data: page.items.into_iter().map(AdminUserDto::from).collect(),
    }))
}
