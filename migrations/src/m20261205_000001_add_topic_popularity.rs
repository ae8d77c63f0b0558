//! Issue 35: one popular-topics ranking for every process. A scheduled job counts each
//! topic's activity of the last 30 days and replaces this table's rows in its transaction
//! (one row per topic, `ranked_at` the same on all of them); every gateway process reads the
//! ranking here instead of counting a month of activity itself. No foreign key: the next
//! ranking drops a removed topic's row.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261205_000001_add_topic_popularity"
    }
}

#[derive(DeriveIden, Clone, Copy)]
enum TopicPopularity {
    Table,
    TopicId,
    Activity,
    RankedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(TopicPopularity::Table)
                    .if_not_exists()
                    .col(string_len(TopicPopularity::TopicId, 24).primary_key())
                    .col(big_integer(TopicPopularity::Activity))
                    .col(timestamp_with_time_zone(TopicPopularity::RankedAt))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(
                Table::drop()
                    .table(TopicPopularity::Table)
                    .if_exists()
                    .to_owned(),
            )
            .await
    }
}
