//! Safety features (issue 20): care for members in crisis, muted topics, content warnings and
//! the privacy check's counts.
//!
//! - `posts.needs_care`, `comments.needs_care`: the server found crisis language
//!   (`safety/crisis-phrases.json`) in the item when it was written or last edited; only admins
//!   are ever told. `posts(needs_care, created_at, id)` pages the Post Management table's
//!   "Needs care" filter newest first.
//! - `posts.content_warning`: a short warning shown before the post (null for none).
//! - `muted_topics`: the topics a member muted; a post whose topics are all muted leaves her
//!   lists. Rows go with the member or the topic (cascades); `topic_id` is indexed for the
//!   topic's cascade.
//! - `privacy_check_counts`: per day (`YYYY-MM-DD`, UTC) and detector kind, how many posts and
//!   comments the privacy check found something in. Counts only: never the text.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261127_000001_add_safety"
    }
}

const ID_LEN: u32 = 24;
const KIND_LEN: u32 = 32;
const DAY_LEN: u32 = 10;
const NEEDS_CARE_INDEX: &str = "idx_posts_needs_care_created_at_id";

#[derive(DeriveIden, Clone, Copy)]
enum Users {
    Table,
    Id,
}

#[derive(DeriveIden, Clone, Copy)]
enum Topics {
    Table,
    Id,
}

#[derive(DeriveIden, Clone, Copy)]
enum Posts {
    Table,
    NeedsCare,
    ContentWarning,
    CreatedAt,
    Id,
}

#[derive(DeriveIden, Clone, Copy)]
enum Comments {
    Table,
    NeedsCare,
}

#[derive(DeriveIden, Clone, Copy)]
enum MutedTopics {
    Table,
    UserId,
    TopicId,
    CreatedAt,
}

#[derive(DeriveIden, Clone, Copy)]
enum PrivacyCheckCounts {
    Table,
    Day,
    Kind,
    Items,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // SQLite adds one column per statement.
        for column in [
            boolean(Posts::NeedsCare).default(false).to_owned(),
            text_null(Posts::ContentWarning),
        ] {
            manager
                .alter_table(
                    Table::alter()
                        .table(Posts::Table)
                        .add_column_if_not_exists(column)
                        .to_owned(),
                )
                .await?;
        }
        manager
            .alter_table(
                Table::alter()
                    .table(Comments::Table)
                    .add_column_if_not_exists(boolean(Comments::NeedsCare).default(false))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name(NEEDS_CARE_INDEX)
                    .table(Posts::Table)
                    .col(Posts::NeedsCare)
                    .col(Posts::CreatedAt)
                    .col(Posts::Id)
                    .if_not_exists()
                    .to_owned(),
            )
            .await?;

        use MutedTopics as M;
        manager
            .create_table(
                Table::create()
                    .table(M::Table)
                    .if_not_exists()
                    .col(string_len(M::UserId, ID_LEN))
                    .col(string_len(M::TopicId, ID_LEN))
                    .col(timestamp_with_time_zone(M::CreatedAt))
                    .primary_key(Index::create().col(M::UserId).col(M::TopicId))
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_muted_topics_user_id")
                            .from(M::Table, M::UserId)
                            .to(Users::Table, Users::Id)
                            .on_delete(ForeignKeyAction::Cascade)
                            .on_update(ForeignKeyAction::NoAction),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_muted_topics_topic_id")
                            .from(M::Table, M::TopicId)
                            .to(Topics::Table, Topics::Id)
                            .on_delete(ForeignKeyAction::Cascade)
                            .on_update(ForeignKeyAction::NoAction),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_muted_topics_topic_id")
                    .table(M::Table)
                    .col(M::TopicId)
                    .if_not_exists()
                    .to_owned(),
            )
            .await?;

        use PrivacyCheckCounts as P;
        manager
            .create_table(
                Table::create()
                    .table(P::Table)
                    .if_not_exists()
                    .col(string_len(P::Day, DAY_LEN))
                    .col(string_len(P::Kind, KIND_LEN))
                    .col(integer(P::Items).default(0))
                    .primary_key(Index::create().col(P::Day).col(P::Kind))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for table in [
            PrivacyCheckCounts::Table.into_iden(),
            MutedTopics::Table.into_iden(),
        ] {
            manager
                .drop_table(Table::drop().table(table).if_exists().to_owned())
                .await?;
        }
        manager
            .drop_index(
                Index::drop()
                    .name(NEEDS_CARE_INDEX)
                    .table(Posts::Table)
                    .if_exists()
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(Comments::Table)
                    .drop_column(Comments::NeedsCare)
                    .to_owned(),
            )
            .await?;
        for column in [Posts::NeedsCare, Posts::ContentWarning] {
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
