//! Every schema change, in order. Runs identically on SQLite and PostgreSQL.
//!
//! Migrations are append-only: add a new `mYYYYMMDD_HHMMSS_verb_table.rs` file and list it
//! in [`Migrator::migrations`]; never edit one that has landed. `landed.sha256` pins every
//! landed file's hash and `tests/landed.rs` fails when one changes: append the new file's line
//! when it lands.

pub use sea_orm_migration::MigrationStatus;
pub use sea_orm_migration::prelude::*;

mod m20261122_000001_create_tables;
mod m20261123_000001_add_jobs_rate_limits_cleanup_indexes;
mod m20261123_000002_add_feed_indexes;
mod m20261123_000003_add_moderation_indexes;
mod m20261123_000004_add_admin_content_indexes;
mod m20261124_000001_rebuild_crash_reports;
mod m20261124_000002_add_search_indexes;
mod m20261124_000003_add_report_trust;
mod m20261124_000004_add_file_attachment;
mod m20261125_000001_add_own_content_changes;
mod m20261126_000001_add_notifications_blocks_search;
mod m20261127_000001_add_safety;
mod m20261128_000001_search_word_prefixes;
mod m20261129_000001_add_file_variants;
mod m20261130_000001_add_member_actions;
mod m20261130_000002_back_office_tables;
mod m20261201_000001_reaction_tally_index;
mod m20261202_000001_abandoned_replies_index;
mod m20261204_000001_add_crash_report_sender;
mod m20261205_000001_add_topic_popularity;
mod m20261206_000001_follows_saves_feed_visits;
mod m20261207_000001_add_post_scores;
mod m20261207_000002_add_comment_search;
mod m20261208_000001_audit_actor_kind;
mod m20261209_000001_reaction_tallies;
mod m20261210_000001_comment_reply_counts;

pub struct Migrator;

#[async_trait::async_trait]
impl MigratorTrait for Migrator {
    fn migrations() -> Vec<Box<dyn MigrationTrait>> {
        vec![
            Box::new(m20261122_000001_create_tables::Migration),
            Box::new(m20261123_000001_add_jobs_rate_limits_cleanup_indexes::Migration),
            Box::new(m20261123_000002_add_feed_indexes::Migration),
            Box::new(m20261123_000003_add_moderation_indexes::Migration),
            Box::new(m20261123_000004_add_admin_content_indexes::Migration),
            Box::new(m20261124_000001_rebuild_crash_reports::Migration),
            Box::new(m20261124_000002_add_search_indexes::Migration),
            Box::new(m20261124_000003_add_report_trust::Migration),
            Box::new(m20261124_000004_add_file_attachment::Migration),
            Box::new(m20261125_000001_add_own_content_changes::Migration),
            Box::new(m20261126_000001_add_notifications_blocks_search::Migration),
            Box::new(m20261127_000001_add_safety::Migration),
            Box::new(m20261128_000001_search_word_prefixes::Migration),
            Box::new(m20261129_000001_add_file_variants::Migration),
            Box::new(m20261130_000001_add_member_actions::Migration),
            Box::new(m20261130_000002_back_office_tables::Migration),
            Box::new(m20261201_000001_reaction_tally_index::Migration),
            Box::new(m20261202_000001_abandoned_replies_index::Migration),
            Box::new(m20261204_000001_add_crash_report_sender::Migration),
            Box::new(m20261205_000001_add_topic_popularity::Migration),
            Box::new(m20261206_000001_follows_saves_feed_visits::Migration),
            Box::new(m20261207_000001_add_post_scores::Migration),
            Box::new(m20261207_000002_add_comment_search::Migration),
            Box::new(m20261208_000001_audit_actor_kind::Migration),
            Box::new(m20261209_000001_reaction_tallies::Migration),
            Box::new(m20261210_000001_comment_reply_counts::Migration),
        ]
    }
}

/// The versions the database has applied that this code does not know: a newer forum has
/// migrated it, and this one must not serve it (nor migrate it further).
pub async fn applied_but_unknown<C: ConnectionTrait>(db: &C) -> Result<Vec<String>, DbErr> {
    let known: std::collections::HashSet<String> = Migrator::migrations()
        .iter()
        .map(|m| m.name().to_owned())
        .collect();
    Ok(Migrator::get_migration_models(db)
        .await?
        .into_iter()
        .map(|m| m.version)
        .filter(|version| !known.contains(version))
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use sea_orm_migration::sea_orm::Database;

    /// Every statement is `IF NOT EXISTS`: applying the schema over itself is a no-op, even
    /// without the bookkeeping table.
    #[tokio::test]
    async fn create_tables_is_idempotent_without_bookkeeping() {
        let db = Database::connect("sqlite::memory:").await.unwrap();
        let manager = SchemaManager::new(&db);
        let migration = m20261122_000001_create_tables::Migration;

        migration.up(&manager).await.unwrap();
        migration.up(&manager).await.unwrap();
        migration.down(&manager).await.unwrap();
        migration.down(&manager).await.unwrap();

        assert!(!manager.has_table("users").await.unwrap());
    }
}
