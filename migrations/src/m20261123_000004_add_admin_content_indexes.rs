//! The Health Topics and Second Opinion tables of the back office page by `(created_at, id)`,
//! like every admin table: an index on both walks to any page instead of sorting the table
//! (topics had no date index at all).

use sea_orm_migration::prelude::*;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261123_000004_add_admin_content_indexes"
    }
}

#[derive(DeriveIden, Clone, Copy)]
enum Topics {
    Table,
    CreatedAt,
    Id,
}

#[derive(DeriveIden, Clone, Copy)]
enum Resources {
    Table,
    CreatedAt,
    Id,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_index(
                Index::create()
                    .name("idx_topics_created_at_id")
                    .table(Topics::Table)
                    .col(Topics::CreatedAt)
                    .col(Topics::Id)
                    .if_not_exists()
                    .to_owned(),
            )
            .await?;
        manager
            .drop_index(
                Index::drop()
                    .name("idx_resources_created_at")
                    .table(Resources::Table)
                    .if_exists()
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_resources_created_at_id")
                    .table(Resources::Table)
                    .col(Resources::CreatedAt)
                    .col(Resources::Id)
                    .if_not_exists()
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for (name, table) in [
            ("idx_topics_created_at_id", Topics::Table.into_iden()),
            ("idx_resources_created_at_id", Resources::Table.into_iden()),
        ] {
            manager
                .drop_index(Index::drop().name(name).table(table).if_exists().to_owned())
                .await?;
        }
        manager
            .create_index(
                Index::create()
                    .name("idx_resources_created_at")
                    .table(Resources::Table)
                    .col(Resources::CreatedAt)
                    .if_not_exists()
                    .to_owned(),
            )
            .await
    }
}
