//! A member takes back or corrects her words (issue 18).
//!
//! - `posts.edited_at`, `comments.edited_at`: when the author last edited it (null until then).
//! - `posts.deleted_at`: the author deleted a post other members had commented on; the row
//!   stays as a tombstone (no title, text, links, images or topics) so their comments can be
//!   read from a link. A comment's tombstone already had `deleted_at`.
//! - `reports.reported_text`: what the reported item said when it was reported, so the
//!   Moderation Queue still shows it after the author edits or deletes it. Existing reports
//!   take their item's current text.
//! - `posts(owner_id, created_at, id)` and `comments(owner_id, created_at, id)`: her own
//!   posts and comments, newest first (`myPosts`, `myComments`).

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261125_000001_add_own_content_changes"
    }
}

#[derive(DeriveIden, Clone, Copy)]
enum Posts {
    Table,
    EditedAt,
    DeletedAt,
    OwnerId,
    CreatedAt,
    Id,
}

#[derive(DeriveIden, Clone, Copy)]
enum Comments {
    Table,
    EditedAt,
    OwnerId,
    CreatedAt,
    Id,
}

#[derive(DeriveIden, Clone, Copy)]
enum Reports {
    Table,
    ReportedText,
}

const MY_POSTS: &str = "idx_posts_owner_id_created_at_id";
const MY_COMMENTS: &str = "idx_comments_owner_id_created_at_id";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for column in [Posts::EditedAt, Posts::DeletedAt] {
            manager
                .alter_table(
                    Table::alter()
                        .table(Posts::Table)
                        .add_column_if_not_exists(timestamp_with_time_zone_null(column))
                        .to_owned(),
                )
                .await?;
        }
        manager
            .alter_table(
                Table::alter()
                    .table(Comments::Table)
                    .add_column_if_not_exists(timestamp_with_time_zone_null(Comments::EditedAt))
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(Reports::Table)
                    .add_column_if_not_exists(text_null(Reports::ReportedText))
                    .to_owned(),
            )
            .await?;
        let db = manager.get_connection();
        db.execute_unprepared(
            "UPDATE reports SET reported_text = (SELECT posts.text \
               FROM posts WHERE posts.id = reports.post_id) WHERE reports.post_id IS NOT NULL",
        )
        .await?;
        db.execute_unprepared(
            "UPDATE reports SET reported_text = (SELECT comments.text \
               FROM comments WHERE comments.id = reports.comment_id) WHERE reports.comment_id IS NOT NULL",
        )
        .await?;
        manager
            .create_index(
                Index::create()
                    .name(MY_POSTS)
                    .table(Posts::Table)
                    .col(Posts::OwnerId)
                    .col(Posts::CreatedAt)
                    .col(Posts::Id)
                    .if_not_exists()
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name(MY_COMMENTS)
                    .table(Comments::Table)
                    .col(Comments::OwnerId)
                    .col(Comments::CreatedAt)
                    .col(Comments::Id)
                    .if_not_exists()
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for (name, table) in [
            (MY_POSTS, Posts::Table.into_iden()),
            (MY_COMMENTS, Comments::Table.into_iden()),
        ] {
            manager
                .drop_index(Index::drop().name(name).table(table).if_exists().to_owned())
                .await?;
        }
        manager
            .alter_table(
                Table::alter()
                    .table(Reports::Table)
                    .drop_column(Reports::ReportedText)
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(Comments::Table)
                    .drop_column(Comments::EditedAt)
                    .to_owned(),
            )
            .await?;
        for column in [Posts::EditedAt, Posts::DeletedAt] {
            manager
                .alter_table(
                    Table::alter()
                        .table(Posts::Table)
                        .drop_column(column)
                        .to_owned(),
                )
                .await?;
        }
        Ok(())
    }
}
