//! Resized copies for pictures attached before the forum made them (`forum make-image-copies`):
//! a forum that already had pictures would otherwise send a 32 px avatar as the whole photo
//! for as long as the picture stays. Post pictures and profile pictures whose row lists no
//! copies get them, one picture at a time, exactly as attaching one makes them
//! ([`stored::make_variants_of`]), so the server's own requests keep their share of the CPU and
//! of the storage's variant permits while it runs.

use common::{Id, Result};
use entity::{files, post_images, users};
use sea_orm::sea_query::{Query, SelectStatement};
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

/// Makes the copies `purpose` needs for every attached picture of that kind that has none,
/// calling `progress` after each batch. Running it again finds nothing left to do.
pub async fn make(
    storage: &Storage,
    purpose: Purpose,
    mut progress: impl FnMut(Progress),
) -> Result<Progress> {
    let mut done = Progress::default();
    let mut after: Option<Id> = None;
    loop {
        let mut batch = files::Entity::find()
            .select_only()
            .column(files::Column::Id)
            .filter(files::Column::Variants.is_null())
            .filter(files::Column::State.eq(READY))
            .filter(files::Column::Id.in_subquery(attached_as(purpose)))
            .order_by_asc(files::Column::Id)
            .limit(BATCH);
        if let Some(after) = after.take() {
            batch = batch.filter(files::Column::Id.gt(after));
        }
        let ids: Vec<Id> = batch.into_tuple().all(storage.db()).await?;
        let Some(last) = ids.last().cloned() else {
            return Ok(done);
        };
        for id in ids {
            match stored::make_variants_of(storage, id, purpose).await {
                Ok(true) => done.made += 1,
                Ok(false) => done.not_made += 1,
                Err(err) => {
                    err.log_if_internal();
                    done.not_made += 1;
                }
            }
        }
        progress(done);
        after = Some(last);
    }
}

/// The ids of the files shown as `purpose`.
fn attached_as(purpose: Purpose) -> SelectStatement {
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
