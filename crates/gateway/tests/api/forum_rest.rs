//! The forum's REST member paths (spec §7), the legacy two-step writes of ARCHITECTURE §5,
//! and what they must never do to another member's reactions and replies.

use reqwest::StatusCode;
use sea_orm::ConnectionTrait;
use serde_json::{Value, json};

use crate::forum::{comment, member, post, reaction_type, topic};
use crate::helpers::{TestApp, Tokens};

crate::on_both_databases!(
    posts_are_created_and_read_with_the_owner_from_the_token,
    the_homepage_mixes_posts_and_second_opinions,
    legacy_reactions_touch_only_the_callers_own,
    legacy_replies_attach_only_the_callers_own_and_counts_come_from_the_server,
    the_member_paths_need_a_member,
    reactions_and_replies_never_attached_are_cleaned_up,
);

async fn delete(app: &TestApp, tokens: &Tokens, path: &str) -> StatusCode {
    reqwest::Client::new()
        .delete(app.url(path))
        .bearer_auth(&tokens.access)
        .header("X-Refresh-Token", &tokens.refresh)
        .send()
        .await
        .unwrap()
        .status()
}

async fn posts_are_created_and_read_with_the_owner_from_the_token(app: TestApp) {
    let ana = member(&app, "ana").await;
    let bea = member(&app, "bea").await;
    let pcos = topic(&app, "PCOS").await;
    let bea_id = app.user_id(&bea).await;
    let (status, body) = app
        .post_answer(
            &ana,
            "/api/app/post",
            json!({ "owner": bea_id, "title": "Spotting between periods", "text": "Is this normal?",
                "images": [], "links": ["https://example.org/spotting"], "topics": [pcos],
                "comments": 40, "isShadowBanned": false }),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let created = &body["data"];
    assert_eq!(created["owner"]["_id"], app.user_id(&ana).await);
    assert_eq!(created["comments"], 0);
    assert_eq!(created["isShadowBanned"], false);
    assert_eq!(created["isResource"], false);
    assert_eq!(created["topics"][0]["title"], "PCOS");
    let id = created["_id"].as_str().unwrap();

    let (status, body) = app.get_answer(&bea, &format!("/api/app/post/{id}")).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["data"]["text"], "Is this normal?");
    assert_eq!(
        body["data"]["links"],
        json!(["https://example.org/spotting"])
    );
    let (_, by_topic) = app
        .get_answer(&bea, &format!("/api/app/post/topic/{pcos}"))
        .await;
    assert_eq!(by_topic["data"][0]["_id"], id);

    // A user's mistake is a 400 with the message, never a 500.
    let (status, body) = app
        .post_answer(&ana, "/api/app/post", json!({ "title": "nothing else" }))
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(body["error"], "Please add some text, an image or a link.");
    let (status, _) = app
        .post_answer(&ana, "/api/app/post", json!({ "text": 5 }))
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    let (status, _) = app.get_answer(&ana, "/api/app/post/not-an-id").await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    let (status, _) = app
        .get_answer(&ana, "/api/app/post/65a1b2c3d4e5f60718293a4b")
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    // Only admins change a quarantine, and not through this path.
    let (status, _) = app
        .post_answer(
            &bea,
            &format!("/api/app/post/{id}"),
            json!({ "isShadowBanned": true }),
        )
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);

    // Popular topics and the topic list answer lists.
    let (_, popular) = app.get_answer(&ana, "/api/app/popular-topics").await;
    assert_eq!(popular["data"][0]["title"], "PCOS");
}

async fn the_homepage_mixes_posts_and_second_opinions(app: TestApp) {
    let ana = member(&app, "ana").await;
    post(&app, &ana, json!({ "title": "older post", "text": "x" })).await;
    app.advance(chrono::Duration::seconds(1));
    let now = common::Clock::now(app.clock.as_ref());
    let resource = entity::resources::Model {
        id: common::Id::generate(),
        title: "Understanding PCOS".into(),
        text: "An expert view.".into(),
        cover_file_id: None,
        link: None,
        link_title: None,
        featured: true,
        author: None,
        created_at: now,
        updated_at: now,
    };
    sea_orm::EntityTrait::insert(entity::resources::ActiveModel::from(resource))
        .exec_without_returning(&app.db().await)
        .await
        .unwrap();
    app.advance(chrono::Duration::seconds(1));
    let newer = post(&app, &ana, json!({ "title": "newer post", "text": "x" })).await;
    // Every reaction is listed, oldest first, with who gave which type.
    let bea = member(&app, "bea").await;
    let (hugs, me_too) = (
        reaction_type(&app, "Hugs").await,
        reaction_type(&app, "Me Too").await,
    );
    let toggle = "mutation($post: ID!, $type: ID!) {
        togglePostReaction(postId: $post, reactionTypeId: $type) { reaction { id } } }";
    let mut given = Vec::new();
    for (who, kind) in [(&bea, &hugs), (&ana, &me_too)] {
        let body = app
            .graphql_as(&who.access, toggle, json!({ "post": newer, "type": kind }))
            .await;
        let id = body["data"]["togglePostReaction"]["reaction"]["id"].as_str();
        given.push(json!({
            "_id": id.unwrap(),
            "owner": app.user_id(who).await,
            "reaction": kind,
        }));
        app.advance(chrono::Duration::seconds(1));
    }

    app.state.statements.start_recording();
    let (status, body) = app
        .get_answer(&ana, "/api/app/homepage-content?filter=all&first=2")
        .await;
    let statements = app.state.statements.take_recorded();
    assert_eq!(status, StatusCode::OK, "{body}");
    // The page's posts and everything they show (the reactions' list included) come in one
    // statement, as GraphQL's feed page does.
    let reading_reactions: Vec<_> = statements
        .iter()
        .filter(|s| s.sql.contains("post_reactions"))
        .collect();
    assert_eq!(reading_reactions.len(), 1, "{statements:#?}");
    assert!(
        reading_reactions[0].sql.contains("FROM users "),
        "{statements:#?}"
    );
    let items = body["data"].as_array().unwrap();
    assert_eq!(items.len(), 2);
    assert_eq!(items[0]["title"], "newer post");
    assert_eq!(items[0]["reactions"], json!(given), "{body}");
    assert_eq!(items[0]["isResource"], false);
    assert_eq!(items[1]["title"], "Understanding PCOS");
    assert_eq!(items[1]["isResource"], true);
    assert_eq!(body["hasNextPage"], true);
    let after = body["endCursor"].as_str().unwrap();
    let (_, rest) = app
        .get_answer(&ana, &format!("/api/app/homepage-content?after={after}"))
        .await;
    assert_eq!(rest["data"][0]["title"], "older post");
    assert_eq!(rest["hasNextPage"], false);

    let (status, body) = app
        .get_answer(&ana, "/api/app/homepage-content?filter=newest")
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        body["error"],
        "The feed filter is interests, popular or all."
    );
    let (_, interests) = app
        .get_answer(&ana, "/api/app/homepage-content?filter=interests")
        .await;
    assert_eq!(interests["data"], json!([]), "she follows no topic yet");
}

fn reaction_ids(post: &Value) -> Vec<String> {
    post["reactions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["_id"].as_str().unwrap().to_owned())
        .collect()
}

async fn legacy_reactions_touch_only_the_callers_own(app: TestApp) {
    let ana = member(&app, "ana").await;
    let bea = member(&app, "bea").await;
    let id = post(&app, &ana, json!({ "text": "Fertility clinic next week" })).await;
    let (me_too, hugs) = (
        reaction_type(&app, "Me Too").await,
        reaction_type(&app, "Hugs").await,
    );

    // Step one: the reaction, not attached yet (`owner` is ignored).
    let (status, created) = app
        .post_answer(
            &bea,
            "/api/app/post-reaction",
            json!({ "owner": app.user_id(&ana).await, "reaction": me_too }),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{created}");
    let bea_reaction = created["data"]["_id"].as_str().unwrap().to_owned();
    assert_eq!(created["data"]["owner"], app.user_id(&bea).await);
    assert!(created["data"]["post"].is_null());
    // Step two: the post's list with the new id attaches it.
    let (_, body) = app.get_answer(&bea, &format!("/api/app/post/{id}")).await;
    let mut listed = reaction_ids(&body["data"]);
    listed.push(bea_reaction.clone());
    let (status, updated) = app
        .post_answer(
            &bea,
            "/api/app/post",
            json!({ "_id": id, "reactions": listed }),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{updated}");
    assert_eq!(reaction_ids(&updated["data"]), [bea_reaction.as_str()]);

    // Ana's update with a list that leaves Bea's out removes nothing of Bea's.
    let (_, ana_created) = app
        .post_answer(
            &ana,
            "/api/app/post-reaction",
            json!({ "reaction": hugs, "post": id }),
        )
        .await;
    let ana_reaction = ana_created["data"]["_id"].as_str().unwrap().to_owned();
    let (status, updated) = app
        .post_answer(
            &ana,
            &format!("/api/app/post/{id}"),
            json!({ "reactions": [ana_reaction] }),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let mut now: Vec<String> = reaction_ids(&updated["data"]);
    now.sort();
    let mut expected = vec![bea_reaction.clone(), ana_reaction.clone()];
    expected.sort();
    assert_eq!(now, expected);
    // Nor can she attach Bea's unattached reaction to her own post, or delete Bea's.
    let (_, waiting) = app
        .post_answer(&bea, "/api/app/post-reaction", json!({ "reaction": hugs }))
        .await;
    let waiting = waiting["data"]["_id"].as_str().unwrap().to_owned();
    let (_, updated) = app
        .post_answer(
            &ana,
            "/api/app/post",
            json!({ "_id": id, "reactions": [ana_reaction, waiting] }),
        )
        .await;
    assert!(!reaction_ids(&updated["data"]).contains(&waiting));
    assert_eq!(
        delete(
            &app,
            &ana,
            &format!("/api/app/post-reaction/{bea_reaction}")
        )
        .await,
        StatusCode::FORBIDDEN
    );
    let (status, _) = app
        .post_answer(
            &ana,
            &format!("/api/app/post-reaction/{bea_reaction}"),
            json!({ "explanation": "not hers" }),
        )
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);

    // Bea explains hers, and the recent call then has nothing to ask.
    let (status, explained) = app
        .post_answer(
            &bea,
            "/api/app/post-reaction",
            json!({ "_id": bea_reaction, "explanation": "Same clinic!" }),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{explained}");
    assert_eq!(explained["data"]["explanation"], "Same clinic!");
    let (status, recent) = app.get_answer(&ana, "/api/app/post-reaction/recent").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        recent["data"]["_id"], ana_reaction,
        "after another reaction, once a day"
    );
    let (_, recent) = app.get_answer(&ana, "/api/app/post-reaction/recent").await;
    assert!(recent["data"].is_null());

    // Her own list without her reaction removes it; DELETE removes her own.
    let (_, updated) = app
        .post_answer(&bea, "/api/app/post", json!({ "_id": id, "reactions": [] }))
        .await;
    assert_eq!(reaction_ids(&updated["data"]), [ana_reaction.as_str()]);
    assert_eq!(
        delete(
            &app,
            &ana,
            &format!("/api/app/post-reaction/{ana_reaction}")
        )
        .await,
        StatusCode::OK
    );

    // Comment reactions: the same two steps, the same protection.
    let c = comment(&app, &ana, &id, None, "Good luck!").await;
    let (_, created) = app
        .post_answer(
            &bea,
            "/api/app/comment-reaction",
            json!({ "reaction": hugs }),
        )
        .await;
    let bea_on_comment = created["data"]["_id"].as_str().unwrap().to_owned();
    let (_, updated) = app
        .post_answer(
            &bea,
            "/api/app/comment",
            json!({ "_id": c, "reactions": [bea_on_comment] }),
        )
        .await;
    assert_eq!(reaction_ids(&updated["data"]), [bea_on_comment.as_str()]);
    let (_, updated) = app
        .post_answer(
            &ana,
            &format!("/api/app/comment/{c}"),
            json!({ "reactions": [] }),
        )
        .await;
    assert_eq!(reaction_ids(&updated["data"]), [bea_on_comment.as_str()]);
    assert_eq!(
        delete(
            &app,
            &ana,
            &format!("/api/app/comment-reaction/{bea_on_comment}")
        )
        .await,
        StatusCode::FORBIDDEN
    );
    assert_eq!(
        delete(
            &app,
            &bea,
            &format!("/api/app/comment-reaction/{bea_on_comment}")
        )
        .await,
        StatusCode::OK
    );
}

async fn legacy_replies_attach_only_the_callers_own_and_counts_come_from_the_server(app: TestApp) {
    let ana = member(&app, "ana").await;
    let bea = member(&app, "bea").await;
    let id = post(&app, &ana, json!({ "text": "Postpartum anxiety" })).await;
    let (status, root) = app
        .post_answer(
            &ana,
            "/api/app/comment",
            json!({ "post": id, "text": "Week 3 is the hardest", "owner": "x" }),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{root}");
    let root = root["data"]["_id"].as_str().unwrap().to_owned();

    // The legacy reply: created with isReply, shown nowhere until its parent lists it.
    let (_, reply) = app
        .post_answer(
            &bea,
            "/api/app/comment",
            json!({ "post": id, "text": "It gets better", "isReply": true }),
        )
        .await;
    let reply = reply["data"]["_id"].as_str().unwrap().to_owned();
    let (_, top) = app
        .get_answer(&bea, &format!("/api/app/comment/post/{id}"))
        .await;
    assert_eq!(top["data"].as_array().unwrap().len(), 1);
    // Ana cannot attach Bea's reply; Bea can.
    let (_, parent) = app
        .post_answer(
            &ana,
            "/api/app/comment",
            json!({ "_id": root, "replies": [reply] }),
        )
        .await;
    assert_eq!(parent["data"]["replies"], json!([]));
    let (status, parent) = app
        .post_answer(
            &bea,
            &format!("/api/app/comment/{root}"),
            json!({ "replies": [reply] }),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{parent}");
    assert_eq!(parent["data"]["replies"], json!([reply]));
    let (_, replies) = app
        .get_answer(&ana, &format!("/api/app/comment/post/replies/{root}"))
        .await;
    assert_eq!(replies["data"][0]["_id"], reply);
    assert_eq!(replies["data"][0]["parent"], root);
    // An attached reply is never moved by anyone.
    let other = comment(&app, &bea, &id, None, "another thread").await;
    app.post_answer(
        &bea,
        "/api/app/comment",
        json!({ "_id": other, "replies": [reply] }),
    )
    .await;
    let (_, replies) = app
        .get_answer(&ana, &format!("/api/app/comment/post/replies/{root}"))
        .await;
    assert_eq!(replies["data"][0]["_id"], reply);

    // The count is the server's: a client's number is ignored, a recount is harmless.
    let (_, counted) = app
        .post_answer(&ana, "/api/app/post", json!({ "_id": id, "comments": 99 }))
        .await;
    assert_eq!(counted["data"]["comments"], 3);
    // A one-step reply names its parent.
    let (_, nested) = app
        .post_answer(
            &ana,
            "/api/app/comment",
            json!({ "post": id, "parent": reply, "isReply": true, "text": "thank you" }),
        )
        .await;
    assert_eq!(nested["data"]["parent"], reply);
    let (_, post_body) = app.get_answer(&ana, &format!("/api/app/post/{id}")).await;
    assert_eq!(post_body["data"]["comments"], 4);
    let (status, body) = app
        .post_answer(&ana, "/api/app/comment", json!({ "post": id, "text": "" }))
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(body["error"], "Please write a comment.");
}

async fn the_member_paths_need_a_member(app: TestApp) {
    for path in [
        "/api/app/homepage-content",
        "/api/app/popular-topics",
        "/api/app/post/65a1b2c3d4e5f60718293a4b",
        "/api/app/post/topic/65a1b2c3d4e5f60718293a4b",
        "/api/app/comment/post/65a1b2c3d4e5f60718293a4b",
        "/api/app/comment/post/replies/65a1b2c3d4e5f60718293a4b",
        "/api/app/post-reaction/recent",
    ] {
        assert_eq!(
            app.get(path).await.status(),
            StatusCode::UNAUTHORIZED,
            "{path}"
        );
    }
    for path in [
        "/api/app/post",
        "/api/app/comment",
        "/api/app/post-reaction",
        "/api/app/comment-reaction",
    ] {
        let status = app.post_json(path, json!({ "text": "hi" })).await.status();
        assert_eq!(status, StatusCode::UNAUTHORIZED, "{path}");
    }
}

async fn reactions_and_replies_never_attached_are_cleaned_up(app: TestApp) {
    let ana = member(&app, "ana").await;
    let id = post(&app, &ana, json!({ "text": "Thyroid results" })).await;
    let hugs = reaction_type(&app, "Hugs").await;
    let (_, waiting) = app
        .post_answer(&ana, "/api/app/post-reaction", json!({ "reaction": hugs }))
        .await;
    let waiting = waiting["data"]["_id"].as_str().unwrap().to_owned();
    app.post_answer(
        &ana,
        "/api/app/comment-reaction",
        json!({ "reaction": hugs }),
    )
    .await;
    app.post_answer(
        &ana,
        "/api/app/comment",
        json!({ "post": id, "text": "lost reply", "isReply": true }),
    )
    .await;
    let kept = comment(&app, &ana, &id, None, "kept").await;
    app.advance(chrono::Duration::hours(2));
    app.state.scheduler.run_due().await;

    let db = app.db().await;
    let count = |sql: &'static str| {
        let db = &db;
        async move {
            let row = db
                .query_one_raw(sea_orm::Statement::from_string(
                    db.get_database_backend(),
                    sql,
                ))
                .await
                .unwrap()
                .unwrap();
            row.try_get_by_index::<i64>(0).unwrap()
        }
    };
    assert_eq!(count("SELECT COUNT(*) FROM post_reactions").await, 0);
    assert_eq!(count("SELECT COUNT(*) FROM comment_reactions").await, 0);
    assert_eq!(count("SELECT COUNT(*) FROM comments").await, 1);
    assert_eq!(
        count("SELECT CAST(comment_count AS BIGINT) FROM posts").await,
        1,
        "recounted"
    );
    let _ = (waiting, kept);
}
