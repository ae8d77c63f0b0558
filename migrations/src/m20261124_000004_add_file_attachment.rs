//! Uploads nobody uses go within the hour, and a member's unused uploads are capped
//! (issue 17 §4): `files.attached_at` says when a post, a profile or a Second Opinion first
//! used the file. Files are now checked and made readable as soon as their bytes arrive, so
//! `state = 'ready'` no longer means "attached"; until now it did, so ready files are marked
//! attached at their creation.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261124_000004_add_file_attachment"
    }
}

#[derive(DeriveIden, Clone, Copy)]
enum Files {
    Table,
    AttachedAt,
    CreatedAt,
    OwnerId,
}

/// The cleanup's walk: unattached files, oldest first.
const UNATTACHED: &str = "idx_files_attached_at_created_at";
/// A member's unattached files, summed before each new upload link.
const OWNER_UNATTACHED: &str = "idx_files_owner_id_attached_at";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(Files::Table)
                    .add_column_if_not_exists(timestamp_with_time_zone_null(Files::AttachedAt))
                    .to_owned(),
            )
            .await?;
        manager
            .get_connection()
            .execute_unprepared("UPDATE files SET attached_at = created_at WHERE state = 'ready'")
            .await?;
        for (name, columns) in [
            (UNATTACHED, [Files::AttachedAt, Files::CreatedAt]),
            (OWNER_UNATTACHED, [Files::OwnerId, Files::AttachedAt]),
        ] {
            manager
                .create_index(
                    Index::create()
                        .name(name)
                        .table(Files::Table)
                        .col(columns[0])
                        .col(columns[1])
                        .if_not_exists()
                        .to_owned(),
                )
                .await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for name in [UNATTACHED, OWNER_UNATTACHED] {
            manager
                .drop_index(
                    Index::drop()
                        .name(name)
                        .table(Files::Table)
                        .if_exists()
                        .to_owned(),
                )
                .await?;
        }
        manager
            .alter_table(
                Table::alter()
                    .table(Files::Table)
                    .drop_column(Files::AttachedAt)
                    .to_owned(),
            )
            .await
    }
}
