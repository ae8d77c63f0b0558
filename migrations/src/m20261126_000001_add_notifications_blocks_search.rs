//! Staying in touch, safely (issue 19): notifications, blocking a member, searching the forum.
//!
//! - `notifications`: what happened to a member's posts and comments. A reaction batch is one
//!   row per item while unread: `open_key` holds the item's id until it is read (then null),
//!   and the unique index `(recipient_id, kind, open_key)` lets concurrent reactions meet in
//!   one row (NULLs never clash, so read ones never do). `started_at` is when the batch began
//!   (its reactions are counted from then), `created_at` when it last grew (the list's order).
//!   Rows go with their recipient, post or comment (cascades).
//! - `muted_notification_kinds`: the kinds a member turned off (none by default).
//! - `member_blocks`: who blocked whom; both sides cascade with their accounts.
//! - Search indexes over the titles and texts of posts and Second Opinions. SQLite: FTS5
//!   tables over the rows (external content, kept by triggers, so every write path, the demo
//!   seed and cascades included, keeps them right), folding case and accents, with
//!   `secure-delete` so a deleted post's words leave the index at once. PostgreSQL: stored
//!   `search_title` and `search_all` columns (`to_tsvector('forum_search', …)`) with GIN
//!   indexes, `forum_search` being `simple` that also folds accents through `unaccent` where
//!   the extension can be created (else accents count).

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;
use sea_orm_migration::sea_orm::DatabaseBackend;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261126_000001_add_notifications_blocks_search"
    }
}

const ID_LEN: u32 = 24;
const KIND_LEN: u32 = 32;

#[derive(DeriveIden, Clone, Copy)]
enum Users {
    Table,
    Id,
}

#[derive(DeriveIden, Clone, Copy)]
enum Posts {
    Table,
    Id,
}

#[derive(DeriveIden, Clone, Copy)]
enum Comments {
    Table,
    Id,
}

#[derive(DeriveIden, Clone, Copy)]
enum Notifications {
    Table,
    Id,
    RecipientId,
    Kind,
    PostId,
    CommentId,
    ActorCount,
    OpenKey,
    StartedAt,
    CreatedAt,
    ReadAt,
}

#[derive(DeriveIden, Clone, Copy)]
enum MutedNotificationKinds {
    Table,
    UserId,
    Kind,
}

#[derive(DeriveIden, Clone, Copy)]
enum MemberBlocks {
    Table,
    BlockerId,
    BlockedId,
    CreatedAt,
}

fn fk<F: IntoIden, C: IntoIden, T: IntoIden, I: IntoIden>(
    name: &str,
    from: (F, C),
    to: (T, I),
) -> ForeignKeyCreateStatement {
    ForeignKey::create()
        .name(name)
        .from(from.0, from.1)
        .to(to.0, to.1)
        .on_delete(ForeignKeyAction::Cascade)
        .on_update(ForeignKeyAction::NoAction)
        .to_owned()
}

fn index<T: IntoIden, C: IntoIden + Copy>(
    name: &str,
    table: T,
    cols: &[C],
) -> IndexCreateStatement {
    let mut stmt = Index::create();
    stmt.name(name).table(table).if_not_exists();
    for col in cols {
        stmt.col(*col);
    }
    stmt
}

/// The FTS5 table `{table}_search` over `table`'s title and text, the triggers that keep it,
/// and its first fill.
fn sqlite_search(table: &str) -> String {
    let fts = format!("{table}_search");
    format!(
        "CREATE VIRTUAL TABLE IF NOT EXISTS {fts} USING fts5(title, text, content='{table}', \
           content_rowid='rowid', tokenize='unicode61 remove_diacritics 2');
         INSERT INTO {fts}({fts}, rank) VALUES ('secure-delete', 1);
         CREATE TRIGGER IF NOT EXISTS {fts}_insert AFTER INSERT ON {table} BEGIN
           INSERT INTO {fts}(rowid, title, text) VALUES (new.rowid, new.title, new.text);
         END;
         CREATE TRIGGER IF NOT EXISTS {fts}_delete AFTER DELETE ON {table} BEGIN
           INSERT INTO {fts}({fts}, rowid, title, text) VALUES ('delete', old.rowid, old.title, old.text);
         END;
         CREATE TRIGGER IF NOT EXISTS {fts}_update AFTER UPDATE OF title, text ON {table} BEGIN
           INSERT INTO {fts}({fts}, rowid, title, text) VALUES ('delete', old.rowid, old.title, old.text);
           INSERT INTO {fts}(rowid, title, text) VALUES (new.rowid, new.title, new.text);
         END;
         INSERT INTO {fts}({fts}) VALUES ('rebuild');"
    )
}

/// The PostgreSQL text search configuration, and per table two stored `tsvector` columns with
/// their GIN indexes: the title alone (the best matches) and title with text (every match).
/// Stored, not expression indexes: a search that walks the date index filters rows by them,
/// and recomputing `to_tsvector` of a post's text for each row it reads cost ~40 µs a row
/// (128 ms for a common pair of words at a million posts; 4 ms stored).
const POSTGRES_SEARCH: &str = "DO $$ BEGIN
    BEGIN
      CREATE EXTENSION IF NOT EXISTS unaccent;
    EXCEPTION WHEN OTHERS THEN
      RAISE WARNING 'unaccent is unavailable (%): the forum search will tell accents apart', SQLERRM;
    END;
    IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'forum_search') THEN
      CREATE TEXT SEARCH CONFIGURATION forum_search (COPY = pg_catalog.simple);
      IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'unaccent') THEN
        ALTER TEXT SEARCH CONFIGURATION forum_search
          ALTER MAPPING FOR hword, hword_part, word WITH unaccent, simple;
      END IF;
    END IF;
  END $$;
  ALTER TABLE posts
    ADD COLUMN IF NOT EXISTS search_title tsvector
      GENERATED ALWAYS AS (to_tsvector('forum_search', title)) STORED,
    ADD COLUMN IF NOT EXISTS search_all tsvector
      GENERATED ALWAYS AS (to_tsvector('forum_search', title || ' ' || text)) STORED;
  ALTER TABLE resources
    ADD COLUMN IF NOT EXISTS search_title tsvector
      GENERATED ALWAYS AS (to_tsvector('forum_search', title)) STORED,
    ADD COLUMN IF NOT EXISTS search_all tsvector
      GENERATED ALWAYS AS (to_tsvector('forum_search', title || ' ' || text)) STORED;
  CREATE INDEX IF NOT EXISTS idx_posts_search_title ON posts USING gin (search_title);
  CREATE INDEX IF NOT EXISTS idx_posts_search_all ON posts USING gin (search_all);
  CREATE INDEX IF NOT EXISTS idx_resources_search_title ON resources USING gin (search_title);
  CREATE INDEX IF NOT EXISTS idx_resources_search_all ON resources USING gin (search_all);
  ANALYZE posts, resources;";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        use Notifications as N;
        manager
            .create_table(
                Table::create()
                    .table(N::Table)
                    .if_not_exists()
                    .col(string_len(N::Id, ID_LEN).primary_key())
                    .col(string_len(N::RecipientId, ID_LEN))
                    .col(string_len(N::Kind, KIND_LEN))
                    .col(string_len_null(N::PostId, ID_LEN))
                    .col(string_len_null(N::CommentId, ID_LEN))
                    .col(integer(N::ActorCount).default(1))
                    .col(string_len_null(N::OpenKey, ID_LEN))
                    .col(timestamp_with_time_zone(N::StartedAt))
                    .col(timestamp_with_time_zone(N::CreatedAt))
                    .col(timestamp_with_time_zone_null(N::ReadAt))
                    .foreign_key(&mut fk(
                        "fk_notifications_recipient_id",
                        (N::Table, N::RecipientId),
                        (Users::Table, Users::Id),
                    ))
                    .foreign_key(&mut fk(
                        "fk_notifications_post_id",
                        (N::Table, N::PostId),
                        (Posts::Table, Posts::Id),
                    ))
                    .foreign_key(&mut fk(
                        "fk_notifications_comment_id",
                        (N::Table, N::CommentId),
                        (Comments::Table, Comments::Id),
                    ))
                    .to_owned(),
            )
            .await?;
        for stmt in [
            // Her list, newest first, and the cursor.
            index(
                "idx_notifications_recipient_created_at_id",
                N::Table,
                &[N::RecipientId, N::CreatedAt, N::Id],
            ),
            // The unread count.
            index(
                "idx_notifications_recipient_read_at",
                N::Table,
                &[N::RecipientId, N::ReadAt],
            ),
            // One open batch per item and kind.
            index(
                "idx_notifications_open_batch",
                N::Table,
                &[N::RecipientId, N::Kind, N::OpenKey],
            )
            .unique()
            .to_owned(),
            // The purge of old read ones, and the cascades from posts and comments.
            index("idx_notifications_read_at", N::Table, &[N::ReadAt]),
            index("idx_notifications_post_id", N::Table, &[N::PostId]),
            index("idx_notifications_comment_id", N::Table, &[N::CommentId]),
        ] {
            manager.create_index(stmt).await?;
        }

        use MutedNotificationKinds as M;
        manager
            .create_table(
                Table::create()
                    .table(M::Table)
                    .if_not_exists()
                    .col(string_len(M::UserId, ID_LEN))
                    .col(string_len(M::Kind, KIND_LEN))
                    .primary_key(Index::create().col(M::UserId).col(M::Kind))
                    .foreign_key(&mut fk(
                        "fk_muted_notification_kinds_user_id",
                        (M::Table, M::UserId),
                        (Users::Table, Users::Id),
                    ))
                    .to_owned(),
            )
            .await?;

        use MemberBlocks as B;
        manager
            .create_table(
                Table::create()
                    .table(B::Table)
                    .if_not_exists()
                    .col(string_len(B::BlockerId, ID_LEN))
                    .col(string_len(B::BlockedId, ID_LEN))
                    .col(timestamp_with_time_zone(B::CreatedAt))
                    .primary_key(Index::create().col(B::BlockerId).col(B::BlockedId))
                    .foreign_key(&mut fk(
                        "fk_member_blocks_blocker_id",
                        (B::Table, B::BlockerId),
                        (Users::Table, Users::Id),
                    ))
                    .foreign_key(&mut fk(
                        "fk_member_blocks_blocked_id",
                        (B::Table, B::BlockedId),
                        (Users::Table, Users::Id),
                    ))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(index(
                "idx_member_blocks_blocked_id",
                B::Table,
                &[B::BlockedId],
            ))
            .await?;

        let db = manager.get_connection();
        match manager.get_database_backend() {
            DatabaseBackend::Postgres => {
                db.execute_unprepared(POSTGRES_SEARCH).await?;
            }
            _ => {
                for table in ["posts", "resources"] {
                    db.execute_unprepared(&sqlite_search(table)).await?;
                }
            }
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let db = manager.get_connection();
        match manager.get_database_backend() {
            DatabaseBackend::Postgres => {
                db.execute_unprepared(
                    "ALTER TABLE posts DROP COLUMN IF EXISTS search_title, DROP COLUMN IF EXISTS search_all;
                     ALTER TABLE resources DROP COLUMN IF EXISTS search_title, DROP COLUMN IF EXISTS search_all;
                     DROP TEXT SEARCH CONFIGURATION IF EXISTS forum_search;",
                )
                .await?;
            }
            _ => {
                for table in ["posts", "resources"] {
                    let fts = format!("{table}_search");
                    db.execute_unprepared(&format!(
                        "DROP TRIGGER IF EXISTS {fts}_insert; DROP TRIGGER IF EXISTS {fts}_delete;
                         DROP TRIGGER IF EXISTS {fts}_update; DROP TABLE IF EXISTS {fts};"
                    ))
                    .await?;
                }
            }
        }
        for table in [
            Notifications::Table.into_iden(),
            MutedNotificationKinds::Table.into_iden(),
            MemberBlocks::Table.into_iden(),
        ] {
            manager
                .drop_table(Table::drop().table(table).if_exists().to_owned())
                .await?;
        }
        Ok(())
    }
}
