//! `/api/admin/reaction` (the legend's reaction types: list, create, edit, delete) and
//! `/api/admin/post-reaction` (members' post reactions: list, delete).

use ::forum::service::reaction_types::{self, ReactionTypeChange};
use axum::Json;
use axum::extract::State;
use common::{AppError, Db, Id};
use edge::ApiError;
use edge::extract::{Caller, IdParam, JsonBody};
use moderation::service::reactions;
use serde::Deserialize;

use crate::dto::{Data, Message, PageDto, PostReactionDto, ReactionTypeDto};
use crate::openapi::ApiId;
use crate::table_params::TableParams;

type Reply<T> = Result<Json<T>, ApiError>;

/// `GET admin/reaction`: every reaction type, in legend order.
pub async fn list_types(
    State(db): State<Db>,
    Caller(viewer): Caller,
) -> Reply<Data<Vec<ReactionTypeDto>>> {
    viewer.require_admin()?;
    let types = reaction_types::list(&db).await?;
    Ok(Json(Data {
        data: types.into_iter().map(ReactionTypeDto::from).collect(),
    }))
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct ReactionTypeBody {
    #[serde(rename = "_id")]
    #[schema(value_type = Option<ApiId>)]
    id: Option<Id>,
    name: Option<String>,
    emoji: Option<String>,
    description: Option<String>,
}

impl ReactionTypeBody {
    fn change(self, id: Option<Id>) -> ReactionTypeChange {
        ReactionTypeChange {
            id: id.or(self.id),
            name: self.name.unwrap_or_default(),
            emoji: self.emoji.unwrap_or_default(),
            description: self.description.unwrap_or_default(),
        }
    }
}

/// `POST admin/reaction {name, emoji, description}` creates; with `_id` it edits.
pub async fn save_type(
    State(db): State<Db>,
    Caller(viewer): Caller,
    JsonBody(body): JsonBody<ReactionTypeBody>,
) -> Reply<Data<ReactionTypeDto>> {
    let kind = reactions::save_type(&db, &viewer, body.change(None)).await?;
    Ok(Json(Data { data: kind.into() }))
}

/// `POST admin/reaction/{id}`: edits.
pub async fn save_type_by_id(
    State(db): State<Db>,
    Caller(viewer): Caller,
    IdParam(id): IdParam,
    JsonBody(body): JsonBody<ReactionTypeBody>,
) -> Reply<Data<ReactionTypeDto>> {
    if body.id.as_ref().is_some_and(|other| *other != id) {
        return Err(AppError::bad_input("The _id in the body is not the one in the path.").into());
    }
    let kind = reactions::save_type(&db, &viewer, body.change(Some(id))).await?;
    Ok(Json(Data { data: kind.into() }))
}

/// `DELETE admin/reaction/{id}`: with every reaction of that type.
pub async fn delete_type(
    State(db): State<Db>,
    Caller(viewer): Caller,
    IdParam(id): IdParam,
) -> Reply<Data<Message>> {
    reactions::delete_type(&db, &viewer, id).await?;
    Ok(Json(Data {
        data: Message { message: "success" },
    }))
}

/// `GET admin/post-reaction?post=&first=&after=`: members' post reactions, newest first.
pub async fn post_reactions(
    State(db): State<Db>,
    Caller(viewer): Caller,
    TableParams(query): TableParams,
) -> Reply<PageDto<PostReactionDto>> {
    let page = reactions::post_reactions(&db, &viewer, &query).await?;
    Ok(Json(PageDto::from_page(page, PostReactionDto::from)))
}

/// `DELETE admin/post-reaction/{id}`.
pub async fn delete_post_reaction(
    State(db): State<Db>,
    Caller(viewer): Caller,
    IdParam(id): IdParam,
) -> Reply<Data<Message>> {
    reactions::delete_post_reaction(&db, &viewer, id).await?;
    Ok(Json(Data {
        data: Message { message: "success" },
    }))
}
