//! On PostgreSQL every column an admin table searches has a trigram index that the search's
//! own SQL can use (migration m20261124_000002): a column added to a table's `search` list
//! without its index, or a search rewritten so the index no longer matches, fails here.

use common::table::{TableQuery, TableSpec};
use entity::{audit_log, crash_reports, posts, reports, resources, topics, users};
use moderation::service;
use sea_orm::{
    ColumnTrait, ConnectionTrait, DatabaseConnection, DbBackend, EntityTrait, IdenStatic,
    QueryTrait, Statement, TransactionTrait,
};

use crate::helpers::TestApp;

/// The plan PostgreSQL makes for `spec`'s search when it may not read the table in order
/// (sequential or index scans), so only the search indexes can serve it; and the index each
/// searched column needs.
async fn search_plan<E: EntityTrait>(
    db: &DatabaseConnection,
    spec: &TableSpec<E::Column>,
) -> (String, Vec<String>) {
    let query = TableQuery {
        search: Some("rare words".to_owned()),
        ..TableQuery::default()
    };
    let (select, _) = spec.select(E::find(), &query).unwrap();
    let statement = select.build(DbBackend::Postgres);
    // Only to scope the planner settings below; nothing is written.
    #[allow(clippy::disallowed_methods)]
    let txn = db.begin().await.unwrap();
    txn.execute_unprepared("SET LOCAL enable_seqscan = off; SET LOCAL enable_indexscan = off")
        .await
        .unwrap();
    let rows = txn
        .query_all_raw(Statement {
            sql: format!("EXPLAIN {}", statement.sql),
            ..statement
        })
        .await
        .unwrap();
    let plan = rows
        .iter()
        .map(|row| row.try_get_by_index::<String>(0).unwrap())
        .collect::<Vec<_>>()
        .join("\n");
    let needed = spec
        .search
        .iter()
        .map(|column| format!("idx_{}_{}_trgm", column.entity_name(), column.as_str()))
        .collect();
    (plan, needed)
}

#[tokio::test]
async fn every_admin_search_column_has_a_trigram_index_on_postgres() {
    let app = TestApp::postgres().await;
    let db = app.db().await;
    let plans = [
        search_plan::<users::Entity>(&db, &service::users::TABLE).await,
        search_plan::<posts::Entity>(&db, &service::posts::TABLE).await,
        search_plan::<reports::Entity>(&db, &service::reports::TABLE).await,
        search_plan::<resources::Entity>(&db, &service::second_opinions::TABLE).await,
        search_plan::<topics::Entity>(&db, &service::topics::TABLE).await,
        search_plan::<audit_log::Entity>(&db, &service::audit_log::TABLE).await,
        search_plan::<crash_reports::Entity>(&db, &service::crash_reports::TABLE).await,
    ];
    for (plan, needed) in plans {
        assert!(
            !plan.contains("Seq Scan"),
            "a search reads the table:\n{plan}"
        );
        for index in needed {
            assert!(
                plan.contains(&format!("Bitmap Index Scan on {index}")),
                "no {index} in\n{plan}"
            );
        }
    }
}
