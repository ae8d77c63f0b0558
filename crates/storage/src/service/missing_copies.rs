//! Resized copies for pictures attached before the forum made them (`forum make-image-copies`):
//! a forum that already had pictures would otherwise send a 32 px avatar as the whole photo
//! for as long as the picture stays. Post pictures and profile pictures whose row lists no
//! copies get them, one picture at a time, exactly as attaching makes them
//! ([`stored::make_variants_of`]), so the server's own requests keep their share of the CPU and
//! of the storage's variant permits while it runs.

use std::collections::HashSet;

use common::{Id, Result};
use entity::{files, post_images, users};
use sea_orm::sea_query::{Condition, Query, SelectStatement};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect};

use super::files::{self as stored, READY};
use super::variants::Purpose;
use crate::store::Storage;

/// Pictures read per statement.
const BATCH: u64 = 100;

/// How far a run has got.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Progress {
    /// Pictures that now have their copies.
    pub made: usize,
    /// Pictures left without copies: the original missing from the store or unreadable (the
    /// log says why), or the picture deleted meanwhile.
    pub not_made: usize,
}

/// Makes the copies of every post or profile picture that has none (both kinds for a picture
/// that is both), calling `progress` after each batch. Running it again finds nothing left
/// to do.
pub async fn make(storage: &Storage, mut progress: impl FnMut(Progress)) -> Result<Progress> {
    let db = storage.db();
    let mut done = Progress::default();
    let mut after: Option<Id> = None;
    loop {
        let mut batch = files::Entity::find()
            .select_only()
            .column(files::Column::Id)
            .filter(files::Column::Variants.is_null())
            .filter(files::Column::State.eq(READY))
            .filter(
                Condition::any()
                    .add(files::Column::Id.in_subquery(shown_as(Purpose::PostImage)))
                    .add(files::Column::Id.in_subquery(shown_as(Purpose::Avatar))),
            )
            .order_by_asc(files::Column::Id)
            .limit(BATCH);
        if let Some(after) = after.take() {
            batch = batch.filter(files::Column::Id.gt(after));
        }
        let ids: Vec<Id> = batch.into_tuple().all(db).await?;
        let Some(last) = ids.last().cloned() else {
            return Ok(done);
        };
        // Which of them each use shows: two statements a batch, not two a picture.
        let mut uses = Vec::new();
        for purpose in [Purpose::PostImage, Purpose::Avatar] {
            let shown: HashSet<Id> = files::Entity::find()
                .select_only()
                .column(files::Column::Id)
                .filter(files::Column::Id.is_in(ids.clone()))
                .filter(files::Column::Id.in_subquery(shown_as(purpose)))
                .into_tuple::<Id>()
                .all(db)
                .await?
                .into_iter()
                .collect();
            uses.push((purpose, shown));
        }
        for id in ids {
            let mut made = false;
            for (purpose, shown) in &uses {
                if !shown.contains(&id) {
                    continue;
                }
                match stored::make_variants_of(storage, id.clone(), *purpose).await {
                    Ok(recorded) => made |= recorded,
                    Err(err) => err.log_if_internal(),
                }
            }
            if made {
                done.made += 1;
            } else {
                done.not_made += 1;
            }
        }
        progress(done);
        after = Some(last);
    }
}

/// The ids of the files shown as `purpose`.
fn shown_as(purpose: Purpose) -> SelectStatement {
    match purpose {
        Purpose::PostImage => Query::select()
            .column(post_images::Column::FileId)
            .from(post_images::Entity)
            .to_owned(),
        Purpose::Avatar => Query::select()
            .column(users::Column::ProfileImage)
            .from(users::Entity)
            .and_where(users::Column::ProfileImage.is_not_null())
            .to_owned(),
    }
}
