//! Batch loaders: every relation a list resolves goes through one of these, so a page costs
//! the same few statements however long it is.

use std::collections::HashMap;
use std::sync::Arc;

use async_graphql::dataloader::Loader;
use common::{AppError, Db, Id, Viewer};
use entity::reaction_types;
use graphql_kit::{batched, every_key};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};

use crate::service::authors::{self, Author};
use crate::service::reactions::{self, Tally};
use crate::service::{block_rules, follows, posts, saves};

type Failure = Arc<AppError>;

fn failed(err: AppError) -> Failure {
    Arc::new(err)
}

/// Posts' and comments' authors as everyone sees them.
pub struct Authors(Db);

impl Loader<Id> for Authors {
    type Value = Author;
    type Error = Failure;

    async fn load(&self, ids: &[Id]) -> Result<HashMap<Id, Self::Value>, Self::Error> {
        authors::by_ids(&self.0, ids).await.map_err(failed)
    }
}

pub struct ImagesOfPost(Db);

impl Loader<Id> for ImagesOfPost {
    type Value = Vec<Id>;
    type Error = Failure;

    async fn load(&self, ids: &[Id]) -> Result<HashMap<Id, Self::Value>, Self::Error> {
        let found = posts::images_of(&self.0, ids).await.map_err(failed)?;
        Ok(every_key(ids, found))
    }
}

/// Reaction counts on posts, with the viewer's own marked.
pub struct PostTallies(Db, Viewer);

impl Loader<Id> for PostTallies {
    type Value = Vec<Tally>;
    type Error = Failure;

    async fn load(&self, ids: &[Id]) -> Result<HashMap<Id, Self::Value>, Self::Error> {
        let found = reactions::post_tallies(&self.0, &self.1, ids)
            .await
            .map_err(failed)?;
        Ok(every_key(ids, found))
    }
}

pub struct CommentTallies(Db, Viewer);

impl Loader<Id> for CommentTallies {
    type Value = Vec<Tally>;
    type Error = Failure;

    async fn load(&self, ids: &[Id]) -> Result<HashMap<Id, Self::Value>, Self::Error> {
        let found = reactions::comment_tallies(&self.0, &self.1, ids)
            .await
            .map_err(failed)?;
        Ok(every_key(ids, found))
    }
}

pub struct ReactionTypes(Db);

impl Loader<Id> for ReactionTypes {
    type Value = reaction_types::Model;
    type Error = Failure;

    async fn load(&self, ids: &[Id]) -> Result<HashMap<Id, Self::Value>, Self::Error> {
        Ok(reaction_types::Entity::find()
            .filter(reaction_types::Column::Id.is_in(ids.iter().cloned()))
            .all(&self.0)
            .await
            .map_err(|err| failed(err.into()))?
            .into_iter()
            .map(|kind| (kind.id.clone(), kind))
            .collect())
    }
}

/// Whether the viewer blocked each author (false for those she did not, and for a visitor).
pub struct BlockedAuthors(Db, Viewer);

impl Loader<Id> for BlockedAuthors {
    type Value = bool;
    type Error = Failure;

    async fn load(&self, ids: &[Id]) -> Result<HashMap<Id, Self::Value>, Self::Error> {
        let blocked = block_rules::blocked_among(&self.0, &self.1, ids)
            .await
            .map_err(failed)?;
        Ok(ids
            .iter()
            .map(|id| (id.clone(), blocked.contains(id)))
            .collect())
    }
}

/// Whether the viewer follows each post (false for a visitor).
pub struct FollowedPosts(Db, Viewer);

impl Loader<Id> for FollowedPosts {
    type Value = bool;
    type Error = Failure;

    async fn load(&self, ids: &[Id]) -> Result<HashMap<Id, Self::Value>, Self::Error> {
        follows::following_among(&self.0, &self.1, ids)
            .await
            .map_err(failed)
    }
}

/// Whether the viewer saved each post (false for a visitor).
pub struct SavedPosts(Db, Viewer);

impl Loader<Id> for SavedPosts {
    type Value = bool;
    type Error = Failure;

    async fn load(&self, ids: &[Id]) -> Result<HashMap<Id, Self::Value>, Self::Error> {
        saves::saved_among(&self.0, &self.1, ids)
            .await
            .map_err(failed)
    }
}

/// Posts by id, as stored: for rows that name a post the viewer may see (notifications).
pub struct PostsById(Db);

impl Loader<Id> for PostsById {
    type Value = entity::posts::Model;
    type Error = Failure;

    async fn load(&self, ids: &[Id]) -> Result<HashMap<Id, Self::Value>, Self::Error> {
        Ok(entity::posts::Entity::find()
            .filter(entity::posts::Column::Id.is_in(ids.iter().cloned()))
            .all(&self.0)
            .await
            .map_err(|err| failed(err.into()))?
            .into_iter()
            .map(|post| (post.id.clone(), post))
            .collect())
    }
}

/// Comments by id, as stored (their text is still shown through `visibility`).
pub struct CommentsById(Db);

impl Loader<Id> for CommentsById {
    type Value = entity::comments::Model;
    type Error = Failure;

    async fn load(&self, ids: &[Id]) -> Result<HashMap<Id, Self::Value>, Self::Error> {
        Ok(entity::comments::Entity::find()
            .filter(entity::comments::Column::Id.is_in(ids.iter().cloned()))
            .all(&self.0)
            .await
            .map_err(|err| failed(err.into()))?
            .into_iter()
            .map(|comment| (comment.id.clone(), comment))
            .collect())
    }
}

/// Registers this crate's loaders on a request (the gateway calls it for each request, so
/// nothing loaded for one viewer is served to another).
pub fn add(request: async_graphql::Request, db: &Db, viewer: &Viewer) -> async_graphql::Request {
    request
        .data(batched(Authors(db.clone())))
        .data(batched(ImagesOfPost(db.clone())))
        .data(batched(PostTallies(db.clone(), viewer.clone())))
        .data(batched(CommentTallies(db.clone(), viewer.clone())))
        .data(batched(ReactionTypes(db.clone())))
        .data(batched(BlockedAuthors(db.clone(), viewer.clone())))
        .data(batched(FollowedPosts(db.clone(), viewer.clone())))
        .data(batched(SavedPosts(db.clone(), viewer.clone())))
        .data(batched(PostsById(db.clone())))
        .data(batched(CommentsById(db.clone())))
}
