//! What a reaction is on: a post or a comment. The two reaction tables hold the same columns
//! (post reactions add an explanation) and their items take reactions under the same rules,
//! so every reaction operation is written once over this trait, which the two reaction
//! entities implement.

use chrono::{DateTime, Utc};
use common::{Id, Result, Viewer};
use entity::{comment_reactions, comments, post_reactions, posts};
use sea_orm::{ConnectionTrait, EntityTrait, PrimaryKeyTrait};

use crate::service::notifications::Reacted;
use crate::service::{comments as comment_service, posts as post_service};

pub(super) trait Target:
    EntityTrait<
        Model: Sync,
        ActiveModel: From<Self::Model> + Send,
        PrimaryKey: PrimaryKeyTrait<ValueType = Id>,
    >
{
    /// The item reacted on.
    type Item: Send + Sync;
    /// The stored counts per item and reaction type (kept by triggers, `service::counts`).
    const TALLIES: &'static str;
    const ID: Self::Column;
    /// The reaction's item; null while a legacy reaction waits to be attached.
    const ITEM: Self::Column;
    const OWNER: Self::Column;
    const KIND: Self::Column;
    const CREATED_AT: Self::Column;

    /// A new reaction, with a fresh id.
    fn new(item: Option<Id>, owner: Id, kind: Id, now: DateTime<Utc>) -> Self::Model;
    fn id(reaction: &Self::Model) -> &Id;
    fn item(reaction: &Self::Model) -> Option<&Id>;
    fn owner(reaction: &Self::Model) -> &Id;
    fn kind(reaction: &Self::Model) -> &Id;
    fn created_at(reaction: &Self::Model) -> DateTime<Utc>;

    /// The item, when the viewer may see it and it takes reactions now.
    async fn open_item(db: &impl ConnectionTrait, viewer: &Viewer, id: Id) -> Result<Self::Item>;
    /// The item whatever its state, when it still exists.
    async fn find_item(db: &impl ConnectionTrait, id: Id) -> Result<Option<Self::Item>>;
    fn item_id(item: &Self::Item) -> &Id;
    fn reacted(item: &Self::Item) -> Reacted<'_>;
}

impl Target for post_reactions::Entity {
    type Item = posts::Model;
    const TALLIES: &'static str = "post_reaction_tallies";
    const ID: Self::Column = post_reactions::Column::Id;
    const ITEM: Self::Column = post_reactions::Column::PostId;
    const OWNER: Self::Column = post_reactions::Column::OwnerId;
    const KIND: Self::Column = post_reactions::Column::ReactionTypeId;
    const CREATED_AT: Self::Column = post_reactions::Column::CreatedAt;

    fn new(item: Option<Id>, owner: Id, kind: Id, now: DateTime<Utc>) -> Self::Model {
        post_reactions::Model {
            id: Id::generate(),
            post_id: item,
            owner_id: owner,
            reaction_type_id: kind,
            explanation: None,
            created_at: now,
            updated_at: now,
        }
    }
    fn id(reaction: &Self::Model) -> &Id {
        &reaction.id
    }
    fn item(reaction: &Self::Model) -> Option<&Id> {
        reaction.post_id.as_ref()
    }
    fn owner(reaction: &Self::Model) -> &Id {
        &reaction.owner_id
    }
    fn kind(reaction: &Self::Model) -> &Id {
        &reaction.reaction_type_id
    }
    fn created_at(reaction: &Self::Model) -> DateTime<Utc> {
        reaction.created_at
    }

    async fn open_item(db: &impl ConnectionTrait, viewer: &Viewer, id: Id) -> Result<posts::Model> {
        let post = post_service::get(db, viewer, id).await?;
        post_service::require_not_deleted(&post)?;
        Ok(post)
    }
    async fn find_item(db: &impl ConnectionTrait, id: Id) -> Result<Option<posts::Model>> {
        Ok(posts::Entity::find_by_id(id).one(db).await?)
    }
    fn item_id(item: &posts::Model) -> &Id {
        &item.id
    }
    fn reacted(item: &posts::Model) -> Reacted<'_> {
        Reacted::Post(item)
    }
}

impl Target for comment_reactions::Entity {
    type Item = comments::Model;
    const TALLIES: &'static str = "comment_reaction_tallies";
    const ID: Self::Column = comment_reactions::Column::Id;
    const ITEM: Self::Column = comment_reactions::Column::CommentId;
    const OWNER: Self::Column = comment_reactions::Column::OwnerId;
    const KIND: Self::Column = comment_reactions::Column::ReactionTypeId;
    const CREATED_AT: Self::Column = comment_reactions::Column::CreatedAt;

    fn new(item: Option<Id>, owner: Id, kind: Id, now: DateTime<Utc>) -> Self::Model {
        comment_reactions::Model {
            id: Id::generate(),
            comment_id: item,
            owner_id: owner,
            reaction_type_id: kind,
            created_at: now,
        }
    }
    fn id(reaction: &Self::Model) -> &Id {
        &reaction.id
    }
    fn item(reaction: &Self::Model) -> Option<&Id> {
        reaction.comment_id.as_ref()
    }
    fn owner(reaction: &Self::Model) -> &Id {
        &reaction.owner_id
    }
    fn kind(reaction: &Self::Model) -> &Id {
        &reaction.reaction_type_id
    }
    fn created_at(reaction: &Self::Model) -> DateTime<Utc> {
        reaction.created_at
    }

    async fn open_item(
        db: &impl ConnectionTrait,
        viewer: &Viewer,
        id: Id,
    ) -> Result<comments::Model> {
        let comment = comment_service::get(db, viewer, id).await?;
        comment_service::require_open_for_engagement(&comment)?;
        Ok(comment)
    }
    async fn find_item(db: &impl ConnectionTrait, id: Id) -> Result<Option<comments::Model>> {
        Ok(comments::Entity::find_by_id(id).one(db).await?)
    }
    fn item_id(item: &comments::Model) -> &Id {
        &item.id
    }
    fn reacted(item: &comments::Model) -> Reacted<'_> {
        Reacted::Comment(item)
    }
}
