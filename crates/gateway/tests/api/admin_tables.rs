//! Issue 22's tables: the count behind 'Page 2 of 7', the Moderation Queue found by its
//! reporter, the reported item's creator and its content, and an Audit Log that reads in
//! words, keeps an item's name after it is gone and forgets a member's words with her account.

use serde_json::{Value, json};

use crate::forum::{comment, post};
use crate::helpers::{TestApp, Tokens, error_code, ok};
use crate::moderation::{QUEUE, member, report, report_post, username};

crate::on_both_databases!(
    a_tables_count_follows_its_search_and_filters,
    the_queue_is_searched_by_reporter_creator_and_content,
    the_audit_log_reads_in_words_and_keeps_names_of_gone_items,
    an_erased_member_leaves_no_name_in_the_audit_log,
    bulk_actions_change_every_chosen_report_or_none,
    the_report_review_shows_the_whole_reported_post,
);

const COUNT: &str = "query($t: AdminTableName!, $q: TableInput!) {
    adminTableCount(table: $t, query: $q) { count exact } }";

const AUDIT: &str = "query($q: TableInput!) { adminAuditLog(query: $q) {
    items { summary action targetType targetId targetLabel targetExists actor { username } } } }";

async fn count(app: &TestApp, admin: &Tokens, table: &str, q: Value) -> Value {
    let body = app
        .graphql_as(&admin.access, COUNT, json!({ "t": table, "q": q }))
        .await;
    ok(&body)["adminTableCount"].clone()
}

async fn queue_ids(app: &TestApp, admin: &Tokens, search: &str) -> Vec<String> {
    let body = app
        .graphql_as(&admin.access, QUEUE, json!({ "q": { "search": search } }))
        .await;
    ok(&body)["adminReports"]["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["id"].as_str().unwrap().to_owned())
        .collect()
}

async fn audit(app: &TestApp, admin: &Tokens, q: Value) -> Vec<Value> {
    let body = app
        .graphql_as(&admin.access, AUDIT, json!({ "q": q }))
        .await;
    ok(&body)["adminAuditLog"]["items"]
        .as_array()
        .unwrap()
        .clone()
}

async fn a_tables_count_follows_its_search_and_filters(app: TestApp) {
    let admin = app.admin().await;
    let ada = member(&app, "ada").await;
    for title in [
        "Night sweats again",
        "Night shifts and cycles",
        "Iron levels",
    ] {
        post(&app, &ada, json!({ "title": title, "text": "Some words" })).await;
    }
    assert_eq!(
        count(&app, &admin, "POSTS", json!({})).await,
        json!({ "count": 3, "exact": true })
    );
    // The page's size and cursor change nothing.
    assert_eq!(
        count(
            &app,
            &admin,
            "POSTS",
            json!({ "search": "night", "first": 1 })
        )
        .await,
        json!({ "count": 2, "exact": true })
    );
    assert_eq!(
        count(
            &app,
            &admin,
            "POSTS",
            json!({ "filters": [{ "column": "isShadowBanned", "values": ["Yes"] }] })
        )
        .await["count"],
        0
    );
    assert_eq!(count(&app, &admin, "USERS", json!({})).await["count"], 2);
    // A bad filter is the client's mistake, as on the page itself.
    let bad = app
        .graphql_as(
            &admin.access,
            COUNT,
            json!({ "t": "TOPICS", "q": { "filters": [{ "column": "nope", "values": ["x"] }] } }),
        )
        .await;
    assert_eq!(error_code(&bad), "BAD_USER_INPUT", "{bad}");
    // Members never learn how big a table is.
    let refused = app
        .graphql_as(&ada.access, COUNT, json!({ "t": "USERS", "q": {} }))
        .await;
    assert_eq!(error_code(&refused), "FORBIDDEN", "{refused}");
}

async fn the_queue_is_searched_by_reporter_creator_and_content(app: TestApp) {
    let admin = app.admin().await;
    let creator = member(&app, "creator").await;
    let reporter = member(&app, "reporter").await;
    let bystander = member(&app, "bystander").await;
    let spam = post(
        &app,
        &creator,
        json!({ "title": "Cheap zebrapills here", "text": "Buy them at the link" }),
    )
    .await;
    let calm = post(
        &app,
        &bystander,
        json!({ "title": "A calm post", "text": "Hello" }),
    )
    .await;
    let reply = comment(&app, &creator, &calm, None, "Visit quokkashop for more").await;
    ok(&report_post(&app, &reporter, &spam).await);
    ok(&report(
        &app,
        &reporter,
        json!({ "commentId": reply, "reason": "FRAUD" }),
    )
    .await);
    let all = queue_ids(&app, &admin, "").await;
    assert_eq!(all.len(), 2);

    let reporter_name = username(&app, &reporter).await;
    let creator_name = username(&app, &creator).await;
    assert_eq!(queue_ids(&app, &admin, &reporter_name).await.len(), 2);
    assert_eq!(
        queue_ids(&app, &admin, &creator_name.to_uppercase())
            .await
            .len(),
        2,
        "the creator's username, case-insensitively"
    );
    // The reported post's title and the reported comment's text.
    assert_eq!(queue_ids(&app, &admin, "zebrapills").await.len(), 1);
    assert_eq!(queue_ids(&app, &admin, "quokkashop").await.len(), 1);
    assert_ne!(
        queue_ids(&app, &admin, "zebrapills").await,
        queue_ids(&app, &admin, "quokkashop").await
    );
    let bystander_name = username(&app, &bystander).await;
    assert!(queue_ids(&app, &admin, &bystander_name).await.is_empty());
    assert!(
        queue_ids(&app, &admin, "nothing like this")
            .await
            .is_empty()
    );
    // The count follows the same search.
    assert_eq!(
        count(&app, &admin, "REPORTS", json!({ "search": "zebrapills" })).await["count"],
        1
    );
}

async fn the_audit_log_reads_in_words_and_keeps_names_of_gone_items(app: TestApp) {
    let admin = app.admin().await;
    let admin_name = username(&app, &admin).await;
    let ada = member(&app, "ada").await;
    let id = post(
        &app,
        &ada,
        json!({ "title": "Six months on the waiting list", "text": "Still waiting" }),
    )
    .await;
    for quarantined in [true, false] {
        app.advance(chrono::Duration::seconds(1));
        ok(&app
            .graphql_as(
                &admin.access,
                "mutation($id: ID!, $q: Boolean!) { setPostShadowBan(id: $id, isShadowBanned: $q) { id } }",
                json!({ "id": id, "q": quarantined }),
            )
            .await);
    }
    let entries = audit(&app, &admin, json!({})).await;
    assert_eq!(
        entries[0]["summary"],
        format!(
            "{admin_name} lifted the quarantine on the post \"Six months on the waiting list\""
        )
    );
    assert_eq!(
        entries[1]["summary"],
        format!("{admin_name} quarantined the post \"Six months on the waiting list\"")
    );
    assert_eq!(entries[0]["targetExists"], true);

    app.advance(chrono::Duration::seconds(1));
    ok(&app
        .graphql_as(
            &admin.access,
            "mutation($id: ID!) { deletePost(id: $id) }",
            json!({ "id": id }),
        )
        .await);
    let entries = audit(&app, &admin, json!({})).await;
    assert_eq!(
        entries[0]["summary"],
        format!("{admin_name} deleted the post \"Six months on the waiting list\"")
    );
    assert!(
        entries.iter().all(|e| e["targetExists"] == false),
        "the post is gone: no entry links to it: {entries:?}"
    );
    assert!(
        entries
            .iter()
            .all(|e| e["targetLabel"] == "Six months on the waiting list")
    );

    // Filters: by item type, by admin, by action; and a search finds the kept name.
    let topic = app
        .graphql_as(
            &admin.access,
            "mutation { saveTopic(input: { title: \"Sleep\" }) { id } }",
            json!({}),
        )
        .await;
    ok(&topic);
    let topics = audit(
        &app,
        &admin,
        json!({ "filters": [{ "column": "targetType", "values": ["topic"] }] }),
    )
    .await;
    assert_eq!(topics.len(), 1);
    assert_eq!(
        topics[0]["summary"],
        format!("{admin_name} created the topic \"Sleep\"")
    );
    let me = app
        .graphql_as(&admin.access, "{ me { id } }", json!({}))
        .await;
    let admin_id = ok(&me)["me"]["id"].as_str().unwrap().to_owned();
    assert_eq!(
        audit(
            &app,
            &admin,
            json!({ "filters": [{ "column": "actor", "values": [admin_id] }] })
        )
        .await
        .len(),
        4
    );
    assert_eq!(
        audit(
            &app,
            &admin,
            json!({ "filters": [{ "column": "action", "values": ["post.delete"] }] })
        )
        .await
        .len(),
        1
    );
    assert_eq!(
        audit(&app, &admin, json!({ "search": "waiting list" }))
            .await
            .len(),
        3
    );
}

async fn an_erased_member_leaves_no_name_in_the_audit_log(app: TestApp) {
    let admin = app.admin().await;
    let ada = member(&app, "ada").await;
    let ada_name = username(&app, &ada).await;
    let id = post(
        &app,
        &ada,
        json!({ "title": "My private struggle", "text": "Words" }),
    )
    .await;
    ok(&app
        .graphql_as(
            &admin.access,
            "mutation($id: ID!) { setPostShadowBan(id: $id, isShadowBanned: true) { id } }",
            json!({ "id": id }),
        )
        .await);
    assert_eq!(
        audit(&app, &admin, json!({})).await[0]["targetLabel"],
        "My private struggle"
    );
    let deleted = app
        .graphql_as(&ada.access, "mutation { deleteAccount }", json!({}))
        .await;
    ok(&deleted);
    let entries = audit(&app, &admin, json!({})).await;
    for entry in &entries {
        let text = entry.to_string();
        assert!(!text.contains("My private struggle"), "{text}");
        assert!(!text.contains(&ada_name), "{text}");
    }
    assert!(
        entries[0]["summary"]
            .as_str()
            .unwrap()
            .ends_with("quarantined a post")
    );
}

const BULK_STATUS: &str = "mutation($ids: [ID!]!, $status: ReportStatus!) {
    setReportsStatus(ids: $ids, status: $status) { id status isQuarantined } }";

const BULK_QUARANTINE: &str = "mutation($ids: [ID!]!, $q: Boolean!) {
    setReportsQuarantine(ids: $ids, quarantined: $q) { id isQuarantined } }";

async fn bulk_actions_change_every_chosen_report_or_none(app: TestApp) {
    let admin = app.admin().await;
    let ada = member(&app, "ada").await;
    let reporter = member(&app, "reporter").await;
    for title in ["First", "Second", "Third"] {
        let id = post(&app, &ada, json!({ "title": title, "text": "Words" })).await;
        ok(&report_post(&app, &reporter, &id).await);
    }
    let ids: Vec<Value> = queue_ids(&app, &admin, "")
        .await
        .into_iter()
        .map(Value::from)
        .collect();
    assert_eq!(ids.len(), 3);
    let chosen = &ids[..2];
    let body = app
        .graphql_as(
            &admin.access,
            BULK_STATUS,
            json!({ "ids": chosen, "status": "COMPLETED" }),
        )
        .await;
    let changed = ok(&body)["setReportsStatus"].as_array().unwrap().clone();
    assert_eq!(changed.len(), 2);
    assert!(changed.iter().all(|r| r["status"] == "COMPLETED"));

    // Trusted members' reports hid the posts at once: lift two quarantines in one go.
    let body = app
        .graphql_as(
            &admin.access,
            BULK_QUARANTINE,
            json!({ "ids": chosen, "q": false }),
        )
        .await;
    assert!(
        ok(&body)["setReportsQuarantine"]
            .as_array()
            .unwrap()
            .iter()
            .all(|r| r["isQuarantined"] == false)
    );
    let entries = audit(
        &app,
        &admin,
        json!({ "filters": [{ "column": "action", "values": ["report.status", "report.quarantine"] }] }),
    )
    .await;
    assert_eq!(
        entries.len(),
        4,
        "one audit row per report and action: {entries:?}"
    );

    // One report that is gone undoes the whole action.
    let gone = "0000000000000000deadbeef";
    let body = app
        .graphql_as(
            &admin.access,
            BULK_STATUS,
            json!({ "ids": [ids[2].clone(), json!(gone)], "status": "FLAGGED" }),
        )
        .await;
    assert_eq!(error_code(&body), "NOT_FOUND", "{body}");
    let queue = app
        .graphql_as(
            &admin.access,
            QUEUE,
            json!({ "q": { "filters": [{ "column": "status", "values": ["flagged"] }] } }),
        )
        .await;
    assert!(
        ok(&queue)["adminReports"]["items"]
            .as_array()
            .unwrap()
            .is_empty()
    );

    // None, or more than a bulk action takes, is the client's mistake.
    let none = app
        .graphql_as(
            &admin.access,
            BULK_STATUS,
            json!({ "ids": [], "status": "FLAGGED" }),
        )
        .await;
    assert_eq!(error_code(&none), "BAD_USER_INPUT", "{none}");
    let many: Vec<String> = (0..101).map(|i| format!("{i:024x}")).collect();
    let too_many = app
        .graphql_as(
            &admin.access,
            BULK_STATUS,
            json!({ "ids": many, "status": "FLAGGED" }),
        )
        .await;
    assert_eq!(error_code(&too_many), "BAD_USER_INPUT", "{too_many}");
    // Members cannot.
    let refused = app
        .graphql_as(
            &ada.access,
            BULK_STATUS,
            json!({ "ids": chosen, "status": "FLAGGED" }),
        )
        .await;
    assert_eq!(error_code(&refused), "FORBIDDEN", "{refused}");
}

async fn the_report_review_shows_the_whole_reported_post(app: TestApp) {
    let admin = app.admin().await;
    let ada = member(&app, "ada").await;
    let reporter = member(&app, "reporter").await;
    let id = post(
        &app,
        &ada,
        json!({
            "title": "Great deals on supplements",
            "text": "Look here",
            "links": ["https://cheap-pills.example/buy?ref=1"],
        }),
    )
    .await;
    let reply = comment(&app, &ada, &id, None, "Also see my shop").await;
    // The comment first: once the post is reported, it is hidden from the reporter.
    ok(&report(
        &app,
        &reporter,
        json!({ "commentId": reply, "reason": "FRAUD" }),
    )
    .await);
    ok(&report_post(&app, &reporter, &id).await);
    let reports = queue_ids(&app, &admin, "").await;
    assert_eq!(reports.len(), 2);
    for report_id in reports {
        let body = app
            .graphql_as(
                &admin.access,
                "query($id: ID!) { adminReport(id: $id) {
                    post { id title text links images topics { title } isShadowBanned } } }",
                json!({ "id": report_id }),
            )
            .await;
        let post = &ok(&body)["adminReport"]["post"];
        assert_eq!(post["id"], id.as_str());
        assert_eq!(post["title"], "Great deals on supplements");
        assert_eq!(
            post["links"],
            json!(["https://cheap-pills.example/buy?ref=1"])
        );
    }
}
