//! On PostgreSQL every column an admin table searches has a trigram index that the search's
//! own SQL can use (migration m20261124_000002): a column added to a table's `search` list
//! without its index, or a search rewritten so the index no longer matches, fails here.

use moderation::service::table_query::TableQuery;
use moderation::service::tables::AdminTable;
use moderation::service::{
    audit_log::AuditLog, crash_reports::CrashReports, posts::Posts, reports::Queue,
    second_opinions::SecondOpinions, topics::Topics, users::Users,
};
use sea_orm::{
    ColumnTrait, ConnectionTrait, DatabaseConnection, DbBackend, EntityTrait, IdenStatic,
    QueryTrait, Statement, TransactionTrait,
};

use crate::helpers::TestApp;

/// The plan PostgreSQL makes for table `T`'s search when it may not read the table in order
/// (sequential or index scans), so only the search indexes can serve it; and the index each
/// searched column needs, with `also` for the columns its related-table search reads.
async fn search_plan<T: AdminTable>(
    db: &DatabaseConnection,
    also: &[&str],
) -> (String, Vec<String>) {
    let spec = &T::SPEC;
    let query = TableQuery {
        search: Some("rare words".to_owned()),
        ..TableQuery::default()
    };
    let (select, _) = spec
        .select(DbBackend::Postgres, T::Entity::find(), &query)
        .unwrap();
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
        .chain(also.iter().map(|index| (*index).to_owned()))
        .collect();
    (plan, needed)
}

#[tokio::test]
async fn every_admin_search_column_has_a_trigram_index_on_postgres() {
    let app = TestApp::postgres().await;
    let db = app.db().await;
    let plans = [
        search_plan::<Users>(&db, &[]).await,
        search_plan::<Posts>(&db, &[]).await,
        // The queue also looks in the people, and in the reported posts and comments: those
        // it reaches through the reports' item keys (a common word would otherwise gather the
        // ids of most of the forum's posts first; `reports::search_people_and_content`).
        search_plan::<Queue>(
            &db,
            &[
                "idx_users_username_trgm",
                "idx_reports_post_id",
                "idx_reports_comment_id",
            ],
        )
        .await,
        search_plan::<SecondOpinions>(&db, &[]).await,
        search_plan::<Topics>(&db, &[]).await,
        search_plan::<AuditLog>(&db, &[]).await,
        search_plan::<CrashReports>(&db, &[]).await,
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
