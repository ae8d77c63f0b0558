//! Issue 21: images are served at the size they are shown. `files.variants` lists the resized
//! copies made when a file was attached (JSON, see `storage::service::variants`); null until
//! they are made, and for files uploaded before this change, which are served as they are.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261129_000001_add_file_variants"
    }
}

#[derive(DeriveIden, Clone, Copy)]
enum Files {
    Table,
    Variants,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(Files::Table)
                    .add_column_if_not_exists(text_null(Files::Variants))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(Files::Table)
                    .drop_column(Files::Variants)
                    .to_owned(),
            )
            .await
    }
}
