//! Issue 36 §2: following a post, saving a post, and "new since your last visit".
//!
//! - `post_follows`: one row per member and post she follows or explicitly unfollowed
//!   (`following = false`), so commenting again does not re-follow a post she left. Her own
//!   posts and those she commented on are followed by default: existing ones are filled in
//!   here. The fan-out of a new comment reads `(post_id, following)`.
//! - `saved_posts`: the posts she saved, newest saved first (`(user_id, created_at, id)`).
//! - `feed_visits`: when she last saw her feed's first page (`seen_at`), and when her previous
//!   visit last saw it (`previous_seen_at`: the feed marks the posts newer than that). Kept
//!   on the server, not the device: a phone may be shared.
//!
//! Every row goes with its member and with its post (cascades).

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261206_000001_follows_saves_feed_visits"
    }
}

const ID_LEN: u32 = 24;

#[derive(DeriveIden, Clone, Copy)]
enum PostFollows {
    Table,
    UserId,
    PostId,
    Following,
    CreatedAt,
}

#[derive(DeriveIden, Clone, Copy)]
enum SavedPosts {
    Table,
    Id,
    UserId,
    PostId,
    CreatedAt,
}

#[derive(DeriveIden, Clone, Copy)]
enum FeedVisits {
    Table,
    UserId,
    SeenAt,
    PreviousSeenAt,
}

#[derive(DeriveIden)]
enum Users {
    Table,
    Id,
}

#[derive(DeriveIden)]
enum Posts {
    Table,
    Id,
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

/// Existing posts are followed by their authors, and by the members who commented on them.
const BACKFILL: [&str; 2] = [
    "INSERT INTO post_follows (user_id, post_id, following, created_at) \
     SELECT p.owner_id, p.id, true, p.created_at FROM posts p \
     WHERE p.deleted_at IS NULL \
       AND NOT EXISTS (SELECT 1 FROM post_follows f WHERE f.user_id = p.owner_id AND f.post_id = p.id)",
    "INSERT INTO post_follows (user_id, post_id, following, created_at) \
     SELECT c.owner_id, c.post_id, true, MIN(c.created_at) FROM comments c \
     JOIN posts p ON p.id = c.post_id \
     WHERE c.owner_id IS NOT NULL AND c.deleted_at IS NULL AND p.deleted_at IS NULL \
       AND NOT EXISTS (SELECT 1 FROM post_follows f WHERE f.user_id = c.owner_id AND f.post_id = c.post_id) \
     GROUP BY c.owner_id, c.post_id",
];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        use PostFollows as F;
        manager
            .create_table(
                Table::create()
                    .table(F::Table)
                    .if_not_exists()
                    .col(string_len(F::UserId, ID_LEN))
                    .col(string_len(F::PostId, ID_LEN))
                    .col(boolean(F::Following))
                    .col(timestamp_with_time_zone(F::CreatedAt))
                    .primary_key(Index::create().col(F::UserId).col(F::PostId))
                    .foreign_key(&mut fk(
                        "fk_post_follows_user_id",
                        (F::Table, F::UserId),
                        (Users::Table, Users::Id),
                    ))
                    .foreign_key(&mut fk(
                        "fk_post_follows_post_id",
                        (F::Table, F::PostId),
                        (Posts::Table, Posts::Id),
                    ))
                    .to_owned(),
            )
            .await?;
        // A new comment's followers, and the cascade from posts.
        manager
            .create_index(index(
                "idx_post_follows_post_following",
                F::Table,
                &[F::PostId, F::Following, F::UserId],
            ))
            .await?;

        use SavedPosts as S;
        manager
            .create_table(
                Table::create()
                    .table(S::Table)
                    .if_not_exists()
                    .col(string_len(S::Id, ID_LEN).primary_key())
                    .col(string_len(S::UserId, ID_LEN))
                    .col(string_len(S::PostId, ID_LEN))
                    .col(timestamp_with_time_zone(S::CreatedAt))
                    .foreign_key(&mut fk(
                        "fk_saved_posts_user_id",
                        (S::Table, S::UserId),
                        (Users::Table, Users::Id),
                    ))
                    .foreign_key(&mut fk(
                        "fk_saved_posts_post_id",
                        (S::Table, S::PostId),
                        (Posts::Table, Posts::Id),
                    ))
                    .to_owned(),
            )
            .await?;
        for stmt in [
            // Saving twice is one save.
            index(
                "idx_saved_posts_user_post",
                S::Table,
                &[S::UserId, S::PostId],
            )
            .unique()
            .to_owned(),
            // Her Saved list, newest saved first, and the cursor.
            index(
                "idx_saved_posts_user_created_at_id",
                S::Table,
                &[S::UserId, S::CreatedAt, S::Id],
            ),
            // The cascade from posts.
            index("idx_saved_posts_post_id", S::Table, &[S::PostId]),
        ] {
            manager.create_index(stmt).await?;
        }

        use FeedVisits as V;
        manager
            .create_table(
                Table::create()
                    .table(V::Table)
                    .if_not_exists()
                    .col(string_len(V::UserId, ID_LEN).primary_key())
                    .col(timestamp_with_time_zone(V::SeenAt))
                    .col(timestamp_with_time_zone_null(V::PreviousSeenAt))
                    .foreign_key(&mut fk(
                        "fk_feed_visits_user_id",
                        (V::Table, V::UserId),
                        (Users::Table, Users::Id),
                    ))
                    .to_owned(),
            )
            .await?;

        let db = manager.get_connection();
        for sql in BACKFILL {
            db.execute_unprepared(sql).await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for table in ["feed_visits", "saved_posts", "post_follows"] {
            manager
                .drop_table(
                    Table::drop()
                        .table(Alias::new(table))
                        .if_exists()
                        .to_owned(),
                )
                .await?;
        }
        Ok(())
    }
}
