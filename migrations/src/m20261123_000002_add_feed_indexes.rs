//! What the Real Talk feed and the popular topics read by.
//!
//! `post_topics.created_at` is a copy of the post's `created_at`, so a topic's newest posts are
//! one walk down `(topic_id, created_at, post_id)` instead of a sort of every post the topic
//! ever had: the Interests feed takes the newest page of each followed topic and merges them.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::timestamp_with_time_zone;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261123_000002_add_feed_indexes"
    }
}

#[derive(DeriveIden, Clone, Copy)]
enum PostTopics {
    Table,
    TopicId,
    PostId,
    CreatedAt,
}

#[derive(DeriveIden, Clone, Copy)]
enum Posts {
    Table,
    CreatedAt,
    Id,
}

#[derive(DeriveIden, Clone, Copy)]
enum Comments {
    Table,
    CreatedAt,
}

#[derive(DeriveIden, Clone, Copy)]
enum PostReactions {
    Table,
    CreatedAt,
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

async fn drop_index<T: IntoIden>(
    manager: &SchemaManager<'_>,
    name: &str,
    table: T,
) -> Result<(), DbErr> {
    manager
        .drop_index(Index::drop().name(name).table(table).if_exists().to_owned())
        .await
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // SQLite adds a NOT NULL column only with a constant default; every row gets its
        // post's date right after.
        manager
            .alter_table(
                Table::alter()
                    .table(PostTopics::Table)
                    .add_column(
                        timestamp_with_time_zone(PostTopics::CreatedAt)
                            .default("1970-01-01 00:00:00+00:00"),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .get_connection()
            .execute_unprepared(
                "UPDATE post_topics SET created_at = \
                 (SELECT posts.created_at FROM posts WHERE posts.id = post_topics.post_id)",
            )
            .await?;
        drop_index(
            manager,
            "idx_post_topics_topic_id_post_id",
            PostTopics::Table,
        )
        .await?;
        manager
            .create_index(index(
                "idx_post_topics_topic_id_created_at_post_id",
                PostTopics::Table,
                &[
                    PostTopics::TopicId,
                    PostTopics::CreatedAt,
                    PostTopics::PostId,
                ],
            ))
            .await?;
        // Activity of the last 30 days (popular topics).
        manager
            .create_index(index(
                "idx_post_topics_created_at",
                PostTopics::Table,
                &[PostTopics::CreatedAt],
            ))
            .await?;
        manager
            .create_index(index(
                "idx_comments_created_at",
                Comments::Table,
                &[Comments::CreatedAt],
            ))
            .await?;
        manager
            .create_index(index(
                "idx_post_reactions_created_at",
                PostReactions::Table,
                &[PostReactions::CreatedAt],
            ))
            .await?;
        // The All feed and the back-office list page by (created_at, id).
        drop_index(manager, "idx_posts_created_at", Posts::Table).await?;
        manager
            .create_index(index(
                "idx_posts_created_at_id",
                Posts::Table,
                &[Posts::CreatedAt, Posts::Id],
            ))
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        drop_index(manager, "idx_posts_created_at_id", Posts::Table).await?;
        manager
            .create_index(index(
                "idx_posts_created_at",
                Posts::Table,
                &[Posts::CreatedAt],
            ))
            .await?;
        drop_index(
            manager,
            "idx_post_reactions_created_at",
            PostReactions::Table,
        )
        .await?;
        drop_index(manager, "idx_comments_created_at", Comments::Table).await?;
        drop_index(manager, "idx_post_topics_created_at", PostTopics::Table).await?;
        drop_index(
            manager,
            "idx_post_topics_topic_id_created_at_post_id",
            PostTopics::Table,
        )
        .await?;
        manager
            .create_index(index(
                "idx_post_topics_topic_id_post_id",
                PostTopics::Table,
                &[PostTopics::TopicId, PostTopics::PostId],
            ))
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(PostTopics::Table)
                    .drop_column(PostTopics::CreatedAt)
                    .to_owned(),
            )
            .await
    }
}
