//! Uploads and signed URLs. A member asks for an upload URL and PUTs her image to it. The
//! file is `pending` (never served) until its bytes are checked and stripped of metadata:
//! when the PUT completes (the local store, which receives it) or on the first read (S3,
//! which the forum does not hear from). Then it is `ready`, readable at once by whom its
//! visibility allows. A post, a profile or a Second Opinion **attaches** it; unattached
//! uploads go after an hour, and a member's unattached uploads are capped, so nobody can fill
//! the disk with files she never uses. Reading goes through signed URLs that expire.

use std::collections::HashMap;

use chrono::Duration;
use common::{AppError, ClientIp, Id, Result, Viewer};
use entity::{files, users};
use sea_orm::sea_query::{Alias, Expr, ExprTrait, Func};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter,
    QuerySelect, Set,
};

use super::images::{self, ImageKind};
use super::policy::{MAX_UNATTACHED_BYTES, MAX_UNATTACHED_BYTES_NEW, MAX_UPLOAD_BYTES};
use super::variants::{self, Purpose, Shape, Variants};
use crate::store::{Read, Storage};

/// How long an upload URL works: enough for a slow connection, short enough not to linger.
pub const UPLOAD_URL_TTL: Duration = Duration::minutes(15);
/// How long a read URL works; longer than the client's 12-hour cache of it (spec §9).
pub const READ_URL_TTL: Duration = Duration::hours(24);

/// A file's `state`: only `ready` files, checked and stripped, are ever served.
pub const PENDING: &str = "pending";
pub const READY: &str = "ready";

/// Who may read a file besides its owner and admins.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Visibility {
    /// Only its owner.
    Private,
    /// Any signed-in member.
    Members,
    /// Anyone with the link, signed in or not.
    Public,
}

impl Visibility {
    /// The legacy client's two flags; `isPublic` wins.
    pub fn from_flags(is_public: bool, is_viewable_by_any_user: bool) -> Self {
        match (is_public, is_viewable_by_any_user) {
            (true, _) => Self::Public,
            (false, true) => Self::Members,
            (false, false) => Self::Private,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Private => "private",
            Self::Members => "members",
            Self::Public => "public",
        }
    }
}

pub struct NewUpload {
    /// Part of the legacy contract, and deliberately ignored: never stored or logged, because
    /// a name like "jane_smith_scan.jpg" says who is on the forum.
    pub file_name: String,
    pub content_type: String,
    pub visibility: Visibility,
    /// Who asked, for the per-address allowance (never stored).
    pub client: ClientIp,
}

/// Where to PUT the bytes (with the same `Content-Type`), and the id to attach afterwards.
#[derive(Debug)]
pub struct UploadTicket {
    pub signed_post_url: String,
    pub object_id: Id,
}

#[derive(Clone, Debug)]
pub struct SignedUrl {
    /// The file this reads.
    pub object_id: Id,
    pub signed_url: String,
    pub content_type: String,
    /// The original's size, once known (when its variants were made).
    pub width: Option<u32>,
    pub height: Option<u32>,
    /// Smaller copies, each signed like the original; empty until made, and for files
    /// uploaded before variants existed.
    pub variants: Vec<SignedVariant>,
}

#[derive(Clone, Debug)]
pub struct SignedVariant {
    pub shape: Shape,
    pub width: u32,
    pub height: u32,
    pub signed_url: String,
    pub content_type: String,
}

/// A signed URL to PUT one image to (members only), and a `pending` file for it. A suspended
/// member gets none: a picture is something she could show to others (a public link, an
/// avatar), and the refusal says until when.
pub async fn create_upload(
    db: &impl ConnectionTrait,
    storage: &Storage,
    viewer: &Viewer,
    input: NewUpload,
) -> Result<UploadTicket> {
    let member = viewer.require_writer()?;
    let kind = ImageKind::from_content_type(&input.content_type).ok_or_else(|| {
        AppError::invalid(
            "contentType",
            "Please only upload an image file (webp, png, jpeg,. etc)",
        )
    })?;
    storage.ensure_disk_space()?;
    if unattached_bytes(db, &member.user_id).await? + MAX_UPLOAD_BYTES
        > unattached_cap(db, storage, viewer, &member.user_id).await?
    {
        return Err(AppError::rate_limited(
            "You have many pictures waiting to be used. Share them in a post, or try again in an hour.",
            UNATTACHED_TTL.num_seconds().unsigned_abs(),
        ));
    }
    storage
        .limiter()
        .hit(
            "upload-account",
            member.user_id.as_str(),
            storage.upload_rule(),
            "You have uploaded many images in a short time.",
        )
        .await?;
    if let Some(address) = input.client.rate_key() {
        storage
            .limiter()
            .hit(
                "upload-address",
                &address,
                storage.upload_address_rule(),
                "Many images were uploaded from your network in a short time.",
            )
            .await?;
    }
    let id = Id::generate();
    let key = format!("images/{id}.{}", kind.extension());
    // Signed before the row exists: a failure leaves nothing behind.
    let signed_post_url = storage
        .store()
        .presign_put(
            &storage.upload_key(&key),
            kind.content_type(),
            viewer.now(),
            UPLOAD_URL_TTL,
        )
        .await?;
    files::ActiveModel {
        id: Set(id.clone()),
        owner_id: Set(Some(member.user_id.clone())),
        storage_key: Set(key),
        content_type: Set(kind.content_type().to_owned()),
        size: Set(0),
        visibility: Set(input.visibility.as_str().to_owned()),
        state: Set(PENDING.to_owned()),
        attached_at: Set(None),
        created_at: Set(viewer.now()),
        variants: Set(None),
    }
    .insert(db)
    .await?;
    Ok(UploadTicket {
        signed_post_url,
        object_id: id,
    })
}

/// An upload nothing attached goes after this long.
pub const UNATTACHED_TTL: Duration = Duration::hours(1);

/// How much her unattached uploads may hold: less while her account is younger than the
/// trust age, so fresh accounts made in a batch cannot each store the full allowance.
async fn unattached_cap(
    db: &impl ConnectionTrait,
    storage: &Storage,
    viewer: &Viewer,
    user: &Id,
) -> Result<u64> {
    let created: Option<chrono::DateTime<chrono::Utc>> = users::Entity::find_by_id(user.clone())
        .select_only()
        .column(users::Column::CreatedAt)
        .into_tuple()
        .one(db)
        .await?;
    let trusted = created.is_some_and(|at| at + storage.trust_age() <= viewer.now());
    Ok(if trusted {
        MAX_UNATTACHED_BYTES
    } else {
        MAX_UNATTACHED_BYTES_NEW
    })
}

/// What the member's unattached uploads hold: their size once checked, and the most an upload
/// may be while its bytes have not been checked.
async fn unattached_bytes(db: &impl ConnectionTrait, owner: &Id) -> Result<u64> {
    let counted = Expr::case(
        Expr::col(files::Column::State).eq(READY),
        Expr::col(files::Column::Size),
    )
    .finally(i64::try_from(MAX_UPLOAD_BYTES).unwrap_or(i64::MAX));
    // PostgreSQL sums BIGINTs as NUMERIC: back to BIGINT, which both databases read as i64.
    let total: Option<i64> = files::Entity::find()
        .select_only()
        .expr(Func::cast_as(Func::sum(counted), Alias::new("BIGINT")))
        .filter(files::Column::OwnerId.eq(owner.clone()))
        .filter(files::Column::AttachedAt.is_null())
        .into_tuple()
        .one(db)
        .await?
        .flatten();
    Ok(total.unwrap_or(0).try_into().unwrap_or(0))
}

/// A URL to read a file for 24 hours: for its owner and admins, any member when it is
/// members-visible, anyone when public. A file whose bytes were never checked is checked and
/// stripped now (uploads to S3, which the forum does not see arrive); one whose bytes never
/// arrived is not found.
pub async fn signed_url(
    db: &impl ConnectionTrait,
    storage: &Storage,
    viewer: &Viewer,
    object_id: Id,
) -> Result<SignedUrl> {
    let file = find(db, object_id).await?;
    if !readable_by(viewer, &file) {
        return Err(AppError::Forbidden);
    }
    let file = make_ready(db, storage, file).await?;
    sign(storage, viewer, file).await
}

/// [`signed_url`] for many files in one statement (a feed page's images), by id. A file the
/// viewer may not read, or whose bytes were never checked, is left out: checking bytes is no
/// work for a list, and `signed_url` does it when the client asks for that file alone.
pub async fn signed_urls(
    db: &impl ConnectionTrait,
    storage: &Storage,
    viewer: &Viewer,
    ids: &[Id],
) -> Result<HashMap<Id, SignedUrl>> {
    let found = files::Entity::find()
        .filter(files::Column::Id.is_in(ids.iter().cloned()))
        .filter(files::Column::State.eq(READY))
        .all(db)
        .await?;
    let mut signed = HashMap::with_capacity(found.len());
    for file in found.into_iter().filter(|file| readable_by(viewer, file)) {
        signed.insert(file.id.clone(), sign(storage, viewer, file).await?);
    }
    Ok(signed)
}

/// Its owner and admins read a file; any member a members-visible one; anyone a public one.
fn readable_by(viewer: &Viewer, file: &files::Model) -> bool {
    let owner_or_admin = viewer
        .as_member()
        .is_some_and(|m| m.is_admin || file.owner_id.as_ref() == Some(&m.user_id));
    owner_or_admin
        || file.visibility == Visibility::Public.as_str()
        || (file.visibility == Visibility::Members.as_str() && viewer.as_member().is_some())
}

/// Signed URLs of a ready file and of its copies, for 24 hours.
async fn sign(storage: &Storage, viewer: &Viewer, file: files::Model) -> Result<SignedUrl> {
    let signed_url = storage
        .store()
        .presign_get(
            &file.storage_key,
            &file.content_type,
            viewer.now(),
            READ_URL_TTL,
        )
        .await?;
    // Each copy is signed for the same reader and time as the original: whoever may read one
    // may read all, and nobody else any.
    let made = Variants::parse(file.variants.as_deref());
    let mut signed_variants = Vec::new();
    for variant in made.iter().flat_map(|made| &made.made) {
        signed_variants.push(SignedVariant {
            shape: variant.shape,
            width: variant.width,
            height: variant.height,
            signed_url: storage
                .store()
                .presign_get(
                    &variant.key(file.id.as_str()),
                    &variant.content_type,
                    viewer.now(),
                    READ_URL_TTL,
                )
                .await?,
            content_type: variant.content_type.clone(),
        });
    }
    Ok(SignedUrl {
        object_id: file.id,
        signed_url,
        content_type: file.content_type,
        width: made.as_ref().map(|m| m.width),
        height: made.as_ref().map(|m| m.height),
        variants: signed_variants,
    })
}

/// The local store received an upload's bytes under `key`: they are checked and stripped now,
/// so the member reads her picture back at once. A refusal (not an image of its type, too
/// many pixels) deletes the bytes and says why.
pub async fn received(db: &impl ConnectionTrait, storage: &Storage, key: &str) -> Result<()> {
    let file = files::Entity::find()
        .filter(files::Column::StorageKey.eq(key))
        .one(db)
        .await?
        .ok_or(AppError::not_found("File"))?;
    make_ready(db, storage, file).await?;
    Ok(())
}

/// The viewer's own upload, checked and stripped, for a post, her profile or a Second Opinion
/// to show. Not found / not hers → NOT_FOUND / FORBIDDEN; not an image / too large →
/// BAD_USER_INPUT / TOO_LARGE; while she is suspended, refused (showing it is writing). Call
/// [`mark_attached`] in the transaction that uses it.
pub async fn own_image(
    db: &impl ConnectionTrait,
    storage: &Storage,
    viewer: &Viewer,
    object_id: Id,
) -> Result<files::Model> {
    let member = viewer.require_writer()?;
    let file = find(db, object_id).await?;
    if file.owner_id.as_ref() != Some(&member.user_id) {
        return Err(AppError::Forbidden);
    }
    make_ready(db, storage, file).await
}

/// Marks files as used by what the caller's transaction writes, so the hourly cleanup of
/// unattached uploads leaves them. A file the cleanup took meanwhile is asked for again.
pub async fn mark_attached(
    db: &impl ConnectionTrait,
    ids: &[Id],
    now: chrono::DateTime<chrono::Utc>,
) -> Result<()> {
    if ids.is_empty() {
        return Ok(());
    }
    files::Entity::update_many()
        .col_expr(files::Column::AttachedAt, Expr::value(now))
        .filter(files::Column::Id.is_in(ids.iter().cloned()))
        .filter(files::Column::AttachedAt.is_null())
        .exec(db)
        .await?;
    let present = files::Entity::find()
        .filter(files::Column::Id.is_in(ids.iter().cloned()))
        .count(db)
        .await?;
    if present < ids.len() as u64 {
        return Err(AppError::not_found("File"));
    }
    Ok(())
}

/// Checks a pending file's bytes (there, an image of the claimed type, within the size and
/// pixel caps), strips EXIF/GPS/XMP/comments, and marks it ready. A ready file is answered as
/// it is. Refused bytes are deleted at once (the row stays pending, so a new PUT may still fix
/// it until the cleanup takes it).
async fn make_ready(
    db: &impl ConnectionTrait,
    storage: &Storage,
    file: files::Model,
) -> Result<files::Model> {
    if file.state == READY {
        return Ok(file);
    }
    let kind = ImageKind::from_content_type(&file.content_type)
        .ok_or_else(|| AppError::internal(UnknownContentType))?;
    let _permit = storage.image_permit().await?;
    let uploaded = storage.upload_key(&file.storage_key);
    let bytes = match storage.store().read(&uploaded, MAX_UPLOAD_BYTES).await? {
        Read::Bytes(bytes) => bytes,
        Read::Missing => return Err(AppError::not_found("File")),
        Read::TooLarge => {
            storage.delete_objects(vec![uploaded]).await;
            return Err(AppError::TooLarge(format!(
                "The image is larger than {} MB.",
                MAX_UPLOAD_BYTES / (1024 * 1024)
            )));
        }
    };
    // Parsing a 10 MB image is CPU work: off the async threads.
    let cleaned = tokio::task::spawn_blocking(move || images::clean(kind, &bytes, "objectId"))
        .await
        .map_err(AppError::internal)?;
    let cleaned = match cleaned {
        Ok(cleaned) => cleaned,
        Err(err) => {
            storage.delete_objects(vec![uploaded]).await;
            return Err(err);
        }
    };
    let size = i64::try_from(cleaned.len()).map_err(AppError::internal)?;
    storage
        .store()
        .write(&file.storage_key, cleaned, &file.content_type)
        .await?;
    let published = file.storage_key.clone();
    let mut ready: files::ActiveModel = file.into();
    ready.state = Set(READY.to_owned());
    ready.size = Set(size);
    let ready = ready.update(db).await?;
    metrics::counter!("forum_uploads_total").increment(1);
    metrics::counter!("forum_upload_bytes_total").increment(u64::try_from(size).unwrap_or(0));
    // The unchecked bytes are not needed any more (S3's staging copy).
    if uploaded != published {
        storage.delete_objects(vec![uploaded]).await;
    }
    Ok(ready)
}

/// Deletes file rows (in the caller's transaction) and answers their storage keys, the
/// original's and its variants', so the caller removes the objects after commit with
/// `storage.delete_objects(keys).await`.
pub async fn delete_rows(db: &impl ConnectionTrait, ids: &[Id]) -> Result<Vec<String>> {
    let mut keys = Vec::with_capacity(ids.len());
    // A deleted account can own thousands of files: keep each `IN (…)` well under the
    // databases' bound-parameter limits.
    for chunk in ids.chunks(DELETE_BATCH) {
        // Locked (PostgreSQL; SQLite's write transaction holds the whole database), so
        // variants being recorded meanwhile either are read here or find the row gone and
        // remove their objects themselves (see `make_variants`).
        let rows = files::Entity::find()
            .filter(files::Column::Id.is_in(chunk.iter().cloned()))
            .lock_exclusive()
            .all(db)
            .await?;
        files::Entity::delete_many()
            .filter(files::Column::Id.is_in(chunk.iter().cloned()))
            .exec(db)
            .await?;
        keys.extend(rows.into_iter().flat_map(object_keys));
    }
    Ok(keys)
}

/// Every object a file row stands for: the original and its variants.
pub(crate) fn object_keys(file: files::Model) -> Vec<String> {
    let mut keys = Variants::parse(file.variants.as_deref())
        .map(|made| made.keys(file.id.as_str()))
        .unwrap_or_default();
    keys.push(file.storage_key);
    keys
}

/// Makes the resized copies `purpose` needs of attached files, after the attaching
/// transaction committed. Each file is its own task; the request waits for them at most
/// [`VARIANT_WAIT`]: what browsers send (compressed to 1080 px, avatars to 400 px) is done
/// well within it, so the member's next read already lists the copies, while a large upload
/// (a 10 MB, 50-megapixel photo takes about a second) finishes in the background and readers
/// get the original meanwhile. Files that are not ready, or already have the copies, are left
/// as they are; a failure is logged, never the request's.
pub async fn make_variants(storage: &Storage, ids: Vec<Id>, purpose: Purpose) {
    let tasks: Vec<_> = ids
        .into_iter()
        .map(|id| {
            let storage = storage.clone();
            tokio::spawn(async move {
                if let Err(err) = make_variants_of(&storage, id, purpose).await {
                    err.log_if_internal();
                }
            })
        })
        .collect();
    if tasks.is_empty() {
        return;
    }
    // Past the wait the tasks go on alone (a dropped handle detaches its task).
    let _ = tokio::time::timeout(VARIANT_WAIT, futures_util::future::join_all(tasks)).await;
}

/// How long attaching waits for the copies before leaving them to the background.
pub const VARIANT_WAIT: std::time::Duration = std::time::Duration::from_millis(500);

/// One file's copies: decoded in `spawn_blocking` under the storage's small variant permit,
/// written next to the original, then recorded on its row. A row deleted meanwhile records
/// nothing, and the copies just written are removed, so a deleted post leaves none behind.
/// Answers whether copies were recorded now (not for a file that is not ready, already has
/// them, has no original in the store, or went meanwhile).
pub async fn make_variants_of(storage: &Storage, id: Id, purpose: Purpose) -> Result<bool> {
    let db = storage.db();
    let Some(file) = files::Entity::find_by_id(id.clone()).one(db).await? else {
        return Ok(false);
    };
    let kind = ImageKind::from_content_type(&file.content_type)
        .ok_or_else(|| AppError::internal(UnknownContentType))?;
    let existing = Variants::parse(file.variants.as_deref());
    if file.state != READY
        || existing
            .as_ref()
            .is_some_and(|made| made.covers(kind, purpose))
    {
        return Ok(false);
    }
    let _permit = storage.variant_permit().await?;
    let original = match storage
        .store()
        .read(&file.storage_key, MAX_UPLOAD_BYTES)
        .await?
    {
        Read::Bytes(bytes) => bytes,
        Read::Missing | Read::TooLarge => return Ok(false),
    };
    let previous = existing.clone();
    let (width, height, rendered) = tokio::task::spawn_blocking(move || {
        variants::render(kind, &original, purpose, previous.as_ref())
    })
    .await
    .map_err(AppError::internal)??;
    let mut made = existing.unwrap_or_default();
    made.width = width;
    made.height = height;
    let mut written = Vec::with_capacity(rendered.len());
    for copy in rendered {
        let key = copy.variant.key(id.as_str());
        storage
            .store()
            .write(&key, copy.bytes, &copy.variant.content_type)
            .await?;
        written.push(key);
        made.made.push(copy.variant);
    }
    // Copies made meanwhile for another purpose (a profile image also shown in a post) are
    // kept in the list, so every stored copy stays listed for deletion. The list is read,
    // merged and written under the row's lock (PostgreSQL; SQLite's write transaction holds
    // the whole database): two tasks merging at once would otherwise each write a list
    // without the other's copies, and those objects would never be deleted.
    let txn = common::db::begin_write(db).await?;
    if let Some(now) = files::Entity::find_by_id(id.clone())
        .lock_exclusive()
        .one(&txn)
        .await?
    {
        for other in Variants::parse(now.variants.as_deref())
            .unwrap_or_default()
            .made
        {
            if !made
                .made
                .iter()
                .any(|v| v.shape == other.shape && v.width == other.width)
            {
                made.made.push(other);
            }
        }
    }
    let recorded = files::Entity::update_many()
        .col_expr(files::Column::Variants, Expr::value(made.to_json()?))
        .filter(files::Column::Id.eq(id))
        .exec(&txn)
        .await?
        .rows_affected;
    txn.commit().await?;
    if recorded == 0 {
        storage.delete_objects(written).await;
    }
    Ok(recorded > 0)
}

const DELETE_BATCH: usize = 500;

async fn find(db: &impl ConnectionTrait, id: Id) -> Result<files::Model> {
    files::Entity::find_by_id(id)
        .one(db)
        .await?
        .ok_or(AppError::not_found("File"))
}

/// A stored row whose content type no upload could have: a bug, not the member's mistake.
#[derive(Debug, thiserror::Error)]
#[error("a file row has a content type uploads cannot have")]
struct UnknownContentType;
