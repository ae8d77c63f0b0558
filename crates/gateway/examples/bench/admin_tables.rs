//! The back office's tables at scale: first page, oldest first, a filter and a search over
//! GraphQL (and the Moderation Queue's searches by username and reported text), the count
//! behind the pager's 'of N', and one full CSV export over REST, per table.

use std::time::Instant;

use chrono::{DateTime, Duration, Utc};
use common::Id;
use entity::{audit_log, topics, users};
use reqwest::Client;
use sea_orm::sea_query::Expr;
use sea_orm::{
    ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect,
};
use serde_json::{Value, json};

use super::load::{self, Target};
use super::{CONCURRENCY, PASSWORD, skip};

/// One admin table: its GraphQL field and the fields a row reads, its export, one filter and
/// one search.
struct Table {
    name: &'static str,
    field: &'static str,
    items: &'static str,
    export: &'static str,
    filter: Option<(&'static str, &'static str)>,
    search: &'static str,
    /// Its name in `adminTableCount`.
    count: &'static str,
    /// More searches worth measuring: (what, text).
    more_searches: &'static [(&'static str, &'static str)],
}

const TABLES: &[Table] = &[
    Table {
        name: "Users",
        field: "adminUsers",
        items: "id username email contact isAdmin lastLoginAt createdAt",
        export: "/api/admin/user/export",
        filter: Some(("contact", "Yes")),
        search: "demo-42",
        count: "USERS",
        more_searches: &[],
    },
    Table {
        name: "Posts",
        field: "adminPosts",
        items: "id title text isShadowBanned createdAt owner { username profileColour }",
        export: "/api/admin/post/export",
        filter: Some(("isShadowBanned", "Yes")),
        search: "sleep",
        count: "POSTS",
        more_searches: &[],
    },
    Table {
        name: "Moderation Queue",
        field: "adminReports",
        items: "id contentType content reason status createdAt creator { username } reporter { username }",
        export: "/api/admin/report/export",
        filter: Some(("status", "flagged")),
        search: "guidelines",
        count: "REPORTS",
        more_searches: &[
            ("search by username", "creek"),
            ("search by reported text", "sleep"),
        ],
    },
    Table {
        name: "Second Opinions",
        field: "adminSecondOpinions",
        items: "id title text featured createdAt topics { title }",
        export: "/api/admin/resource/export",
        filter: Some(("featured", "Yes")),
        search: "appointment",
        count: "SECOND_OPINIONS",
        more_searches: &[],
    },
    Table {
        name: "Health Topics",
        field: "adminTopics",
        items: "id title description createdAt",
        export: "/api/admin/topic/export",
        filter: None,
        search: "topic 0042",
        count: "TOPICS",
        more_searches: &[],
    },
    Table {
        name: "Audit Log",
        field: "adminAuditLog",
        items: "id summary action targetType targetId targetLabel targetExists detail createdAt actor { username }",
        export: "/api/admin/audit-log/export",
        filter: Some(("action", "report.status")),
        search: "topic",
        count: "AUDIT_LOG",
        more_searches: &[],
    },
];

/// Requests per page scenario, and per search (a search scans the table).
const PAGE_REQUESTS: usize = 200;
const SEARCH_REQUESTS: usize = 50;

/// The GraphQL document of a table's page.
fn document(table: &Table) -> String {
    format!(
        "query($q: TableInput!) {{ {}(query: $q) {{ items {{ {} }} hasNextPage endCursor }} }}",
        table.field, table.items
    )
}

/// The Moderation Queue's first page, as the back office asks for it.
pub fn moderation_queue_first_page() -> Value {
    let table = TABLES
        .iter()
        .find(|table| table.field == "adminReports")
        .expect("the Moderation Queue");
    json!({ "query": document(table), "variables": { "q": { "first": 20 } } })
}

/// Each table at `rows` rows, as `admin` (her access token and id).
pub async fn run_all(
    client: &Client,
    base: &str,
    db: &common::Db,
    admin: &(String, Id),
    rows: usize,
) {
    println!();
    println!("admin tables at {rows} rows");
    let started = Instant::now();
    let (topics, audit) = seed_topics_and_audit(db, &admin.1, rows).await;
    println!(
        "admin tables: added {topics} topics and {audit} audit rows in {:.1} s",
        started.elapsed().as_secs_f64()
    );
    load::print_header();
    for table in TABLES {
        measure(client, base, &admin.0, table).await;
    }
    member_page(client, base, db, &admin.0).await;
}

/// The member page (`adminMember`) of the member with the most posts: her
/// record's counts and the first page of each of her lists, as the back office asks for it.
async fn member_page(client: &Client, base: &str, db: &common::Db, access: &str) {
    let name = "admin member page (record + 5 lists)";
    let most_posts: Option<(Id, i64)> = entity::posts::Entity::find()
        .select_only()
        .column(entity::posts::Column::OwnerId)
        .column_as(entity::posts::Column::Id.count(), "posts")
        .group_by(entity::posts::Column::OwnerId)
        .order_by_desc(Expr::col(sea_orm::sea_query::Alias::new("posts")))
        .limit(1)
        .into_tuple()
        .one(db)
        .await
        .unwrap_or_default();
    let Some((member, _)) = most_posts else {
        skip(name, "no member has posted");
        return;
    };
    let body = json!({
        "query": "query($id: ID!) { adminMember(id: $id) {
            id username createdAt lastLoginAt suspendedUntil isShadowBanned isBanned
            record { posts comments reportsAgainst upheldReportsAgainst reportsMade reportsUpheld reportsRejected reporterStanding }
            posts(first: 20) { items { id title isShadowBanned createdAt } hasNextPage }
            comments(first: 20) { items { id postId text isShadowBanned createdAt } hasNextPage }
            reportsAgainst(first: 20) { items { id contentType reason status createdAt } hasNextPage }
            reportsBy(first: 20) { items { id contentType reason status createdAt } hasNextPage }
            auditTrail(first: 20) { items { id summary createdAt } hasNextPage } } }",
        "variables": { "id": member.to_string() },
    });
    let target = Target::graphql(base, Some(access), &body);
    if let (_, Err(why)) = target.send(client).await {
        skip(name, &why);
        return;
    }
    load::run(client, name, PAGE_REQUESTS, CONCURRENCY, vec![target]).await;
}

/// Makes a member an admin and signs her in again (the token carries the flag): her access
/// token and id.
pub async fn promote(client: &Client, base: &str, db: &common::Db, email: &str) -> (String, Id) {
    users::Entity::update_many()
        .col_expr(users::Column::IsAdmin, Expr::value(true))
        .filter(users::Column::Email.eq(email))
        .exec(db)
        .await
        .unwrap();
    let id = users::Entity::find()
        .filter(users::Column::Email.eq(email))
        .one(db)
        .await
        .unwrap()
        .expect("the bench member")
        .id;
    let signed_in: Value = client
        .post(format!("{base}/api/auth/login"))
        .json(&json!({ "email": email, "password": PASSWORD }))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let access = signed_in["token"]["accessToken"]
        .as_str()
        .expect("signed in")
        .to_owned();
    (access, id)
}

/// Topics and audit rows up to `rows` each, spread over the last year (a database that has
/// them already keeps them).
async fn seed_topics_and_audit(db: &common::Db, admin: &Id, rows: usize) -> (usize, usize) {
    let now = Utc::now();
    let at = |i: usize| -> DateTime<Utc> {
        now - Duration::seconds(((rows - i) as i64 * 31_536_000) / rows.max(1) as i64)
    };
    let mut rng = rand::rng();
    let have = topics::Entity::find()
        .filter(topics::Column::Title.starts_with("Bench topic "))
        .count(db)
        .await
        .unwrap() as usize;
    let topic_rows: Vec<topics::ActiveModel> = (have..rows)
        .map(|i| {
            let when = at(i);
            topics::Model {
                id: Id::at(when, &mut rng),
                title: format!("Bench topic {i:06}"),
                description: (i % 3 != 0)
                    .then(|| format!("Measuring the Health Topics table, row {i}")),
                created_at: when,
                updated_at: when,
            }
            .into()
        })
        .collect();
    let topics_added = topic_rows.len();
    insert_chunks(db, topic_rows, 5).await;

    const ACTIONS: &[(&str, &str, Option<&str>)] = &[
        ("report.status", "report", Some("completed")),
        ("report.quarantine", "report", Some("false")),
        ("report.delete", "report", None),
        ("post.shadow_ban", "post", Some("true")),
        ("post.delete", "post", None),
        ("user.delete", "user", None),
        ("topic.create", "topic", None),
        ("topic.update", "topic", None),
        ("resource.create", "resource", None),
        ("resource.update", "resource", None),
    ];
    let have = audit_log::Entity::find().count(db).await.unwrap() as usize;
    let audit_rows: Vec<audit_log::ActiveModel> = (have..rows)
        .map(|i| {
            let when = at(i);
            let (action, target, detail) = ACTIONS[i % ACTIONS.len()];
            audit_log::Model {
                id: Id::at(when, &mut rng),
                actor_id: Some(admin.clone()),
                actor_kind: if action == "report.create" {
                    "member"
                } else {
                    "admin"
                }
                .to_owned(),
                action: action.to_owned(),
                target_type: target.to_owned(),
                target_id: Id::at(when, &mut rng).to_string(),
                detail: detail.map(str::to_owned),
                target_label: Some(format!("Bench item {i}")),
                created_at: when,
            }
            .into()
        })
        .collect();
    let audit_added = audit_rows.len();
    insert_chunks(db, audit_rows, 8).await;
    db.execute_unprepared("ANALYZE").await.unwrap();
    (topics_added, audit_added)
}

/// Multi-row inserts under both databases' bound-parameter limits.
async fn insert_chunks<A: sea_orm::ActiveModelTrait + Send>(
    db: &common::Db,
    rows: Vec<A>,
    columns: usize,
) {
    let per_statement = 30_000 / columns;
    let mut rows = rows.into_iter().peekable();
    while rows.peek().is_some() {
        let chunk: Vec<A> = rows.by_ref().take(per_statement).collect();
        A::Entity::insert_many(chunk)
            .exec_without_returning(db)
            .await
            .unwrap();
    }
}

async fn measure(client: &Client, base: &str, access: &str, table: &Table) {
    let document = document(table);
    let mut scenarios = vec![
        ("first page", json!({ "first": 20 }), PAGE_REQUESTS),
        (
            "oldest first",
            json!({ "first": 20, "ascending": true }),
            PAGE_REQUESTS,
        ),
    ];
    if let Some((column, value)) = table.filter {
        scenarios.push((
            "filter",
            json!({ "first": 20, "filters": [{ "column": column, "values": [value] }] }),
            PAGE_REQUESTS,
        ));
    }
    scenarios.push((
        "search",
        json!({ "first": 20, "search": table.search }),
        SEARCH_REQUESTS,
    ));
    for (what, text) in table.more_searches {
        scenarios.push((
            what,
            json!({ "first": 20, "search": text }),
            SEARCH_REQUESTS,
        ));
    }
    for (scenario, query, requests) in scenarios {
        let name = format!("admin {} {scenario}", table.name);
        let body = json!({ "query": document, "variables": { "q": query } });
        // A table the server does not have yet is skipped.
        let target = Target::graphql(base, Some(access), &body);
        if let (_, Err(why)) = target.send(client).await {
            skip(&name, &why);
            continue;
        }
        load::run(client, &name, requests, CONCURRENCY, vec![target]).await;
    }
    // The pager's 'of N': counted up to 10,000 rows, then 'of 500+'.
    for (scenario, query) in [
        ("count", json!({})),
        ("count of a search", json!({ "search": table.search })),
    ] {
        let name = format!("admin {} {scenario}", table.name);
        let body = json!({
            "query": "query($t: AdminTableName!, $q: TableInput!) { adminTableCount(table: $t, query: $q) { count exact } }",
            "variables": { "t": table.count, "q": query },
        });
        let target = Target::graphql(base, Some(access), &body);
        if let (_, Err(why)) = target.send(client).await {
            skip(&name, &why);
            continue;
        }
        load::run(client, &name, SEARCH_REQUESTS, CONCURRENCY, vec![target]).await;
    }

    let name = format!("admin {} export (CSV)", table.name);
    let started = Instant::now();
    let export = Target::get(&format!("{base}{}", table.export), Some(access));
    let bytes = match export.send(client).await {
        (_, Ok(bytes)) => bytes,
        (_, Err(why)) => {
            skip(&name, &why);
            return;
        }
    };
    let elapsed = started.elapsed();
    let rows = bytes
        .windows(2)
        .filter(|w| w == b"\r\n")
        .count()
        .saturating_sub(1);
    println!(
        "{name:<52} {rows:>8} rows {:>10.1} MB {:>9.2} s {:>9.0} rows/s",
        bytes.len() as f64 / 1_000_000.0,
        elapsed.as_secs_f64(),
        rows as f64 / elapsed.as_secs_f64()
    );
}
