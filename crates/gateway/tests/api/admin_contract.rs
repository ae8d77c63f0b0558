//! The rest of the spec's admin REST area (issue 17 §7): `admin/comment` (a comment's
//! quarantine), `admin/reaction` (the legend's reaction types), `admin/post-reaction`
//! (members' post reactions) and the writes of `admin/user` (admin rights, contact choice).
//! Members get 403 and visitors 401 on all of them (`admin_access.rs`); here is what they do.

use reqwest::StatusCode;
use serde_json::json;

use crate::forum::{comment, member, post, reaction_type};
use crate::helpers::{TestApp, error_code};
use crate::moderation::audit_rows;

crate::on_both_databases!(
    admins_hide_and_show_a_comment,
    admins_keep_the_reaction_legend,
    admins_list_and_delete_post_reactions,
    admins_give_and_take_admin_rights_and_set_the_contact_choice,
);

/// The audit log's actions, sorted (rows written in one instant have no order).
async fn actions(app: &TestApp) -> Vec<String> {
    let mut actions: Vec<String> = audit_rows(app)
        .await
        .into_iter()
        .map(|row| row.action)
        .collect();
    actions.sort();
    actions
}

async fn admins_hide_and_show_a_comment(app: TestApp) {
    let (ana, bea) = (member(&app, "ana").await, member(&app, "bea").await);
    let admin = app.admin().await;
    let target = post(&app, &ana, json!({ "text": "a post" })).await;
    let words = comment(&app, &bea, &target, None, "unkind words").await;

    let (status, body) = app
        .send(
            &admin,
            "POST",
            "/api/admin/comment",
            json!({ "_id": words, "isShadowBanned": true }),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["data"]["isShadowBanned"], true);
    assert_eq!(
        body["data"]["text"], "unkind words",
        "admins read the real text"
    );
    let (_, thread) = app
        .send(
            &ana,
            "GET",
            &format!("/api/app/comment/post/{target}"),
            json!({}),
        )
        .await;
    assert_eq!(
        thread["data"][0]["text"],
        "This comment has been reported and is currently being investigated."
    );
    let (status, body) = app
        .send(
            &admin,
            "GET",
            &format!("/api/admin/comment/{words}"),
            json!({}),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["data"]["text"], "unkind words");

    let (status, _) = app
        .send(
            &admin,
            "POST",
            &format!("/api/admin/comment/{words}"),
            json!({ "isShadowBanned": false }),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let (_, thread) = app
        .send(
            &ana,
            "GET",
            &format!("/api/app/comment/post/{target}"),
            json!({}),
        )
        .await;
    assert_eq!(thread["data"][0]["text"], "unkind words");
    assert_eq!(
        actions(&app).await,
        ["comment.shadow_ban", "comment.shadow_ban"]
    );
    let (status, body) = app
        .send(
            &admin,
            "POST",
            "/api/admin/comment",
            json!({ "isShadowBanned": true }),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(body["error"], "_id is required.");
}

async fn admins_keep_the_reaction_legend(app: TestApp) {
    let (ana, bea) = (member(&app, "ana").await, member(&app, "bea").await);
    let admin = app.admin().await;
    let (status, body) = app.send(&admin,
        "POST",
        "/api/admin/reaction",
        json!({ "name": "  Proud of You ", "emoji": "🌟", "description": "You did something brave." }),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let proud = body["data"]["_id"].as_str().unwrap().to_owned();
    assert_eq!(body["data"]["name"], "Proud of You");
    // The legend follows, last in order.
    let (_, legend) = app.send(&ana, "GET", "/api/app/reaction", json!({})).await;
    let names: Vec<&str> = legend["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["name"].as_str().unwrap())
        .collect();
    assert_eq!(names.first(), Some(&"Me Too"));
    assert_eq!(names.last(), Some(&"Proud of You"));

    for (body, status, error) in [
        (
            json!({ "name": "proud of you", "emoji": "🌟", "description": "x" }),
            StatusCode::CONFLICT,
            "A reaction with this name exists already.",
        ),
        (
            json!({ "name": "Wave", "emoji": "wave", "description": "x" }),
            StatusCode::BAD_REQUEST,
            "Please enter one emoji.",
        ),
        (
            json!({ "name": "", "emoji": "👋", "description": "x" }),
            StatusCode::BAD_REQUEST,
            "Name is required",
        ),
        (
            json!({ "name": "Wave", "emoji": "👋", "description": " " }),
            StatusCode::BAD_REQUEST,
            "Description is required",
        ),
    ] {
        let (got, answer) = app.send(&admin, "POST", "/api/admin/reaction", body).await;
        assert_eq!(
            (got, answer["error"].as_str().unwrap_or_default()),
            (status, error)
        );
    }
    let me_too = reaction_type(&app, "Me Too").await;
    let (status, body) = app
        .send(
            &admin,
            "POST",
            &format!("/api/admin/reaction/{me_too}"),
            json!({ "name": "Same", "emoji": "🙋‍♀️", "description": "x" }),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(
        body["error"]
            .as_str()
            .unwrap()
            .starts_with("'Me Too' opens"),
        "{body}"
    );
    let (status, _) = app
        .send(
            &admin,
            "DELETE",
            &format!("/api/admin/reaction/{me_too}"),
            json!({}),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);

    // Edited; once members used it, it can be hidden but not deleted.
    let (status, body) = app
        .send(
            &admin,
            "POST",
            &format!("/api/admin/reaction/{proud}"),
            json!({ "name": "So Proud", "emoji": "✨", "description": "Brave." }),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["data"]["emoji"], "✨");
    let target = post(&app, &ana, json!({ "text": "I did it" })).await;
    let toggled = app
        .graphql_as(
            &bea.access,
            "mutation($p: ID!, $t: ID!) { togglePostReaction(postId: $p, reactionTypeId: $t) { post { reactions { count reactionType { name } } } } }",
            json!({ "p": target, "t": proud }),
        )
        .await;
    assert!(toggled["errors"].is_null(), "{toggled}");
    let (status, body) = app
        .send(
            &admin,
            "DELETE",
            &format!("/api/admin/reaction/{proud}"),
            json!({}),
        )
        .await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(
        body["error"],
        "Members have used this reaction, so it cannot be deleted. Hide it instead."
    );
    let hidden = app
        .graphql_as(
            &admin.access,
            "mutation($t: ID!) { setReactionTypeHidden(id: $t, hidden: true) { name hidden } }",
            json!({ "t": proud }),
        )
        .await;
    assert_eq!(
        hidden["data"]["setReactionTypeHidden"]["hidden"], true,
        "{hidden}"
    );
    // Out of the legend; the reaction already given still shows; no new one of it.
    let legend = app
        .graphql_as(&bea.access, "{ reactionTypes { name } }", json!({}))
        .await;
    assert!(
        legend["data"]["reactionTypes"]
            .as_array()
            .unwrap()
            .iter()
            .all(|t| t["name"] != "So Proud"),
        "{legend}"
    );
    let body = app
        .graphql_as(
            &bea.access,
            "query($p: ID!) { post(id: $p) { reactions { count reactionType { name hidden } } } }",
            json!({ "p": target }),
        )
        .await;
    let tallies = body["data"]["post"]["reactions"].as_array().unwrap();
    assert!(
        tallies
            .iter()
            .any(|t| t["reactionType"]["name"] == "So Proud" && t["count"] == 1),
        "{body}"
    );
    let other = post(&app, &ana, json!({ "text": "Another" })).await;
    let refused = app
        .graphql_as(
            &bea.access,
            "mutation($p: ID!, $t: ID!) { togglePostReaction(postId: $p, reactionTypeId: $t) { reaction { id } } }",
            json!({ "p": other, "t": proud }),
        )
        .await;
    assert_eq!(error_code(&refused), "BAD_USER_INPUT", "{refused}");
    // The reaction she gave before it was hidden she can still take back.
    let taken_back = app
        .graphql_as(
            &bea.access,
            "mutation($p: ID!, $t: ID!) { togglePostReaction(postId: $p, reactionTypeId: $t) { reaction { id } } }",
            json!({ "p": target, "t": proud }),
        )
        .await;
    assert!(taken_back["errors"].is_null(), "{taken_back}");
    assert!(taken_back["data"]["togglePostReaction"]["reaction"].is_null());
    let given_again = app
        .graphql_as(
            &bea.access,
            "mutation($p: ID!, $t: ID!) { togglePostReaction(postId: $p, reactionTypeId: $t) { reaction { id } } }",
            json!({ "p": target, "t": proud }),
        )
        .await;
    assert_eq!(error_code(&given_again), "BAD_USER_INPUT", "{given_again}");
    let table = app
        .graphql_as(
            &admin.access,
            "{ adminReactionTypes { uses reactionType { name hidden } } }",
            json!({}),
        )
        .await;
    let row = table["data"]["adminReactionTypes"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["reactionType"]["name"] == "So Proud")
        .cloned()
        .unwrap();
    assert_eq!(
        row,
        json!({ "uses": 0, "reactionType": { "name": "So Proud", "hidden": true } })
    );
    // 'Me Too' is always in the legend.
    let me_too_hidden = app
        .graphql_as(
            &admin.access,
            "mutation($t: ID!) { setReactionTypeHidden(id: $t, hidden: true) { id } }",
            json!({ "t": me_too }),
        )
        .await;
    assert_eq!(
        error_code(&me_too_hidden),
        "BAD_USER_INPUT",
        "{me_too_hidden}"
    );

    // A type nobody used is deleted.
    let (_, created) = app
        .send(
            &admin,
            "POST",
            "/api/admin/reaction",
            json!({ "name": "Wave", "emoji": "👋", "description": "Hello there" }),
        )
        .await;
    let wave = created["data"]["_id"].as_str().unwrap().to_owned();
    let (status, _) = app
        .send(
            &admin,
            "DELETE",
            &format!("/api/admin/reaction/{wave}"),
            json!({}),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        actions(&app).await,
        [
            "reaction.create",
            "reaction.create",
            "reaction.delete",
            "reaction.hidden",
            "reaction.update"
        ]
    );
}

async fn admins_list_and_delete_post_reactions(app: TestApp) {
    let (ana, bea) = (member(&app, "ana").await, member(&app, "bea").await);
    let admin = app.admin().await;
    let target = post(&app, &ana, json!({ "text": "hard week" })).await;
    let other = post(&app, &ana, json!({ "text": "another" })).await;
    let hugs = reaction_type(&app, "Hugs").await;
    let mut reactions = Vec::new();
    for on in [&target, &other] {
        let body = app
            .graphql_as(
                &bea.access,
                "mutation($p: ID!, $t: ID!) { togglePostReaction(postId: $p, reactionTypeId: $t) { reaction { id } } }",
                json!({ "p": on, "t": hugs }),
            )
            .await;
        reactions.push(
            body["data"]["togglePostReaction"]["reaction"]["id"]
                .as_str()
                .unwrap()
                .to_owned(),
        );
    }
    let (status, page) = app
        .send(
            &admin,
            "GET",
            &format!("/api/admin/post-reaction?post={target}"),
            json!({}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{page}");
    let rows = page["data"].as_array().unwrap();
    assert_eq!(rows.len(), 1);
    assert_eq!(rows[0]["_id"], reactions[0]);
    assert_eq!(rows[0]["reaction"], hugs);
    let (_, page) = app
        .send(&admin, "GET", "/api/admin/post-reaction?first=1", json!({}))
        .await;
    assert_eq!(page["data"].as_array().unwrap().len(), 1);
    assert_eq!(page["hasNextPage"], true);
    let listed = app
        .graphql_as(
            &admin.access,
            "{ adminPostReactions { items { id owner { username } reactionType { name } } } }",
            json!({}),
        )
        .await;
    assert_eq!(
        listed["data"]["adminPostReactions"]["items"][0]["reactionType"]["name"],
        "Hugs"
    );

    let (status, _) = app
        .send(
            &admin,
            "DELETE",
            &format!("/api/admin/post-reaction/{}", reactions[0]),
            json!({}),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let (_, page) = app
        .send(
            &admin,
            "GET",
            &format!("/api/admin/post-reaction?post={target}"),
            json!({}),
        )
        .await;
    assert_eq!(page["data"], json!([]));
    let (status, _) = app
        .send(
            &admin,
            "DELETE",
            &format!("/api/admin/post-reaction/{}", reactions[0]),
            json!({}),
        )
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(actions(&app).await, ["post_reaction.delete"]);
}

async fn admins_give_and_take_admin_rights_and_set_the_contact_choice(app: TestApp) {
    let ana = member(&app, "ana").await;
    let admin = app.admin().await;
    let ana_id = app
        .viewer(&ana)
        .await
        .as_member()
        .unwrap()
        .user_id
        .to_string();
    let admin_id = app
        .viewer(&admin)
        .await
        .as_member()
        .unwrap()
        .user_id
        .to_string();
    assert_eq!(
        app.send(&ana, "GET", "/api/admin/user", json!({})).await.0,
        StatusCode::FORBIDDEN
    );
    let (status, body) = app.send(&admin,
        "POST",
        "/api/admin/user",
        json!({ "_id": ana_id, "permissions": { "isAdmin": true }, "email": "taken@example.org" }),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["data"]["permissions"]["isAdmin"], true);
    assert_eq!(
        body["data"]["email"], "ana@example.org",
        "the email is not the back office's"
    );
    // Her rights take effect at once (each request re-reads the session's account).
    let ana = crate::forum::sign_in(&app, "ana").await;
    assert_eq!(
        app.send(&ana, "GET", "/api/admin/user", json!({})).await.0,
        StatusCode::OK
    );
    let (status, body) = app
        .send(
            &admin,
            "POST",
            &format!("/api/admin/user/{ana_id}"),
            json!({ "isAdmin": false, "contact": true }),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        (
            body["data"]["permissions"]["isAdmin"].clone(),
            body["data"]["contact"].clone()
        ),
        (json!(false), json!(true))
    );
    let (status, body) = app
        .send(
            &admin,
            "POST",
            &format!("/api/admin/user/{admin_id}"),
            json!({ "isAdmin": false }),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(body["error"], "You cannot remove your own admin rights.");
    let (status, body) = app
        .send(
            &admin,
            "GET",
            &format!("/api/admin/user/{ana_id}"),
            json!({}),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["data"]["contact"], true);
    assert_eq!(
        actions(&app).await,
        ["user.admin", "user.admin", "user.contact"]
    );
    let body = app
        .graphql_as(
            &admin.access,
            "mutation($id: ID!) { updateUser(id: $id, input: { contact: false }) { contact } }",
            json!({ "id": ana_id }),
        )
        .await;
    assert_eq!(body["data"]["updateUser"]["contact"], false, "{body}");
}
