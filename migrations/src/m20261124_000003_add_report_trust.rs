//! Who may hide content by reporting it (ARCHITECTURE §4a, "trust decides who hides at once").
//!
//! - `reports.hid_item`: this report quarantined its item when it was filed (its reporter was
//!   trusted and the item was visible), so an admin can lift every quarantine one reporter
//!   caused. Existing reports all hid their item when filed; those whose item is still
//!   quarantined are marked.
//! - `users.report_trust_restored_at`: when an admin last gave a member back the power to hide
//!   at once after her reports kept being rejected; only decisions after it count.
//! - `reports(reporter_id, status, created_at, id)`: a reporter's latest decided reports,
//!   read on every new report, and her record in the report review.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261124_000003_add_report_trust"
    }
}

#[derive(DeriveIden, Clone, Copy)]
enum Reports {
    Table,
    HidItem,
    ReporterId,
    Status,
    CreatedAt,
    Id,
}

#[derive(DeriveIden, Clone, Copy)]
enum Users {
    Table,
    ReportTrustRestoredAt,
}

const INDEX: &str = "idx_reports_reporter_id_status_created_at";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(Reports::Table)
                    .add_column_if_not_exists(boolean(Reports::HidItem).default(false))
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(Users::Table)
                    .add_column_if_not_exists(timestamp_with_time_zone_null(
                        Users::ReportTrustRestoredAt,
                    ))
                    .to_owned(),
            )
            .await?;
        manager
            .get_connection()
            .execute_unprepared(
                "UPDATE reports SET hid_item = TRUE WHERE \
                   EXISTS (SELECT 1 FROM posts WHERE posts.id = reports.post_id AND posts.is_shadow_banned) \
                   OR EXISTS (SELECT 1 FROM comments WHERE comments.id = reports.comment_id AND comments.is_shadow_banned)",
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name(INDEX)
                    .table(Reports::Table)
                    .col(Reports::ReporterId)
                    .col(Reports::Status)
                    .col(Reports::CreatedAt)
                    .col(Reports::Id)
                    .if_not_exists()
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_index(
                Index::drop()
                    .name(INDEX)
                    .table(Reports::Table)
                    .if_exists()
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(Users::Table)
                    .drop_column(Users::ReportTrustRestoredAt)
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(Reports::Table)
                    .drop_column(Reports::HidItem)
                    .to_owned(),
            )
            .await
    }
}
