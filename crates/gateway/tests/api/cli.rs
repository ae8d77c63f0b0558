//! The `forum` binary's operator commands, run as a separate process on the app's data.

use std::collections::{HashMap, HashSet};

use entity::{
    comment_reactions, comments, files, post_reactions, post_topics, posts, resource_topics,
    resources, user_topics, users,
};
use reqwest::StatusCode;
use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter,
};

use common::Clock;

use crate::helpers::TestApp;

crate::on_both_databases!(
    create_admin_makes_an_admin_with_a_generated_password,
    create_admin_promotes_an_existing_member,
    create_admin_refuses_a_weak_password_and_writes_nothing,
    migrate_runs_again_without_changing_anything,
    seed_demo_fills_an_empty_forum_once,
    seed_demo_members_sign_in_with_the_given_password,
    seed_demo_adds_second_opinions_and_reports_at_scale,
    make_image_copies_copies_pictures_from_before_copies_existed,
);

/// `seed-demo` writes everything through SQLite's write-ahead log in one transaction, so the
/// log grows as large as the new database (5.2 GB at a million posts); the run must leave it
/// empty. The server keeps the database open meanwhile, as a running forum would, so the log
/// is not simply deleted when the command's last connection closes.
#[tokio::test]
async fn seed_demo_leaves_an_empty_write_ahead_log() {
    let app = TestApp::sqlite().await;
    // The server's scheduled jobs run now; its clock stands still, so none writes again.
    app.state.scheduler.run_due().await;

    let output = app.forum(&[
        "seed-demo",
        "--members",
        "20",
        "--posts",
        "300",
        "--seed",
        "9",
    ]);

    assert!(output.status.success(), "{output:?}");
    let wal = app.data_dir().join("forum.db-wal");
    let size = std::fs::metadata(&wal).map_or(0, |meta| meta.len());
    assert_eq!(size, 0, "{} is not empty", wal.display());
}

fn stdout(output: &std::process::Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

async fn create_admin_makes_an_admin_with_a_generated_password(app: TestApp) {
    let output = app.forum(&["create-admin", "--email", "  Dr.Admin@Example.ORG "]);
    assert!(output.status.success(), "{output:?}");
    let printed = stdout(&output);
    let password = printed
        .split("with password: ")
        .nth(1)
        .expect("a generated password")
        .lines()
        .next()
        .unwrap();
    assert!(identity::service::password::check_policy(password).is_ok());

    let admin = users::Entity::find()
        .filter(users::Column::Email.eq("dr.admin@example.org"))
        .one(&app.db().await)
        .await
        .unwrap()
        .expect("stored with a normalised email");
    assert!(admin.is_admin && admin.onboarding_complete && admin.tos);
    assert!(identity::service::username::is_generated(&admin.username));
    assert!(printed.contains(&admin.username));
    assert!(
        admin.password_hash.starts_with("$argon2id$") && !admin.password_hash.contains(password)
    );
    assert_eq!(
        app.login("dr.admin@example.org", password).await.status(),
        reqwest::StatusCode::OK,
        "the printed password signs in"
    );
}

async fn create_admin_promotes_an_existing_member(app: TestApp) {
    let db = app.db().await;
    let now = app.clock.now();
    users::ActiveModel {
        id: Set(common::Id::generate()),
        username: Set("KindOtter123".into()),
        email: Set("member@example.org".into()),
        password_hash: Set("$argon2id$unused".into()),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    }
    .insert(&db)
    .await
    .unwrap();

    let output = app.forum(&["create-admin", "--email", "member@example.org"]);
    assert!(output.status.success(), "{output:?}");
    assert!(stdout(&output).contains("KindOtter123 <member@example.org> is now an admin."));
    let member = users::Entity::find().one(&db).await.unwrap().unwrap();
    assert!(member.is_admin);
    assert_eq!(
        member.password_hash, "$argon2id$unused",
        "no password given, none changed"
    );
    assert_eq!(users::Entity::find().count(&db).await.unwrap(), 1);
}

async fn create_admin_refuses_a_weak_password_and_writes_nothing(app: TestApp) {
    let output = app.forum(&[
        "create-admin",
        "--email",
        "admin@example.org",
        "--password",
        "password",
    ]);
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("Passwords should contain an uppercase letter"),
        "{stderr}"
    );
    assert_eq!(
        users::Entity::find().count(&app.db().await).await.unwrap(),
        0
    );
}

async fn migrate_runs_again_without_changing_anything(app: TestApp) {
    for _ in 0..2 {
        let output = app.forum(&["migrate"]);
        assert!(output.status.success(), "{output:?}");
        assert!(stdout(&output).contains("is up to date"));
    }
    let topics = entity::topics::Entity::find()
        .count(&app.db().await)
        .await
        .unwrap();
    assert_eq!(topics, forum::service::seed::TOPICS.len() as u64);
}

async fn seed_demo_fills_an_empty_forum_once(app: TestApp) {
    let seed = [
        "seed-demo",
        "--members",
        "12",
        "--posts",
        "60",
        "--comments-per-post",
        "4",
        "--seed",
        "3",
    ];
    let output = app.forum(&seed);
    assert!(output.status.success(), "{output:?}");
    let printed = stdout(&output);
    assert!(printed.contains("(seed 3)"), "{printed}");
    assert!(printed.contains("posts 100% (60 of 60)"), "{printed}");
    assert!(printed.contains("Added 12 members"), "{printed}");

    let db = app.db().await;
    let members = users::Entity::find().all(&db).await.unwrap();
    assert_eq!(members.len(), 12);
    let interests = user_topics::Entity::find().all(&db).await.unwrap();
    for member in &members {
        assert!(identity::service::username::is_generated(&member.username));
        assert!(
            member.email.starts_with("demo-") && member.email.ends_with("@example.org"),
            "{}",
            member.email
        );
        assert!(member.onboarding_complete && member.tos && !member.is_admin);
        assert!(
            identity::service::profile::PRESET_COLOURS.contains(&member.profile_colour.as_str())
        );
        let topics = interests.iter().filter(|t| t.user_id == member.id).count();
        assert!((2..=5).contains(&topics), "{topics} topics of interest");
    }

    let posts = posts::Entity::find().all(&db).await.unwrap();
    assert_eq!(posts.len(), 60);
    let comments = comments::Entity::find().all(&db).await.unwrap();
    let tags = post_topics::Entity::find().all(&db).await.unwrap();
    let year_ago = app.clock.now() - chrono::Duration::days(366);
    for post in &posts {
        assert!(post.created_at > year_ago && post.created_at <= app.clock.now());
        assert_eq!(
            &post.id.as_str()[..8],
            format!("{:08x}", post.created_at.timestamp())
        );
        let count = comments.iter().filter(|c| c.post_id == post.id).count();
        assert_eq!(
            post.comment_count as usize, count,
            "comment_count of {}",
            post.id
        );
        let own: Vec<_> = tags.iter().filter(|t| t.post_id == post.id).collect();
        assert!((1..=3).contains(&own.len()), "{} topics", own.len());
        for tag in own {
            assert_eq!(
                tag.created_at, post.created_at,
                "post_topics.created_at is the post's"
            );
        }
    }
    // Threads: replies to depth 3 at most, each after what it answers.
    let by_id: HashMap<_, _> = comments.iter().map(|c| (c.id.clone(), c)).collect();
    let mut replies = 0;
    for comment in &comments {
        let (mut depth, mut at) = (1, comment);
        while let Some(parent) = &at.parent_id {
            let parent = by_id[parent];
            assert_eq!(parent.post_id, comment.post_id);
            assert!(parent.created_at <= at.created_at);
            (depth, at) = (depth + 1, parent);
        }
        assert!(depth <= 3, "a reply at depth {depth}");
        assert_eq!(comment.is_reply, comment.parent_id.is_some());
        replies += usize::from(comment.is_reply);
    }
    assert!(replies > 0 && replies < comments.len(), "{replies} replies");

    let reactions = post_reactions::Entity::find().all(&db).await.unwrap();
    let kinds: HashSet<_> = reactions.iter().map(|r| &r.reaction_type_id).collect();
    assert!(kinds.len() >= 3, "several reaction types");
    assert!(reactions.iter().any(|r| r.explanation.is_some()));
    assert!(reactions.iter().all(|r| r.post_id.is_some()));
    assert!(comment_reactions::Entity::find().count(&db).await.unwrap() > 0);
    let opinions = resources::Entity::find().count(&db).await.unwrap();
    assert!((5..=8).contains(&opinions), "{opinions} Second Opinions");
    assert!(resource_topics::Entity::find().count(&db).await.unwrap() >= opinions);

    // Without --member-password nobody can sign in as a demo member: it answers as any
    // unknown account does.
    let tried = app.login("demo-1@example.org", "Quiet-Meadow-42").await;
    let unknown = app.login("nobody@example.org", "Quiet-Meadow-42").await;
    assert_eq!(tried.status(), unknown.status());
    assert_ne!(tried.status(), StatusCode::OK);
    assert_eq!(tried.text().await.unwrap(), unknown.text().await.unwrap());

    // A second run refuses and writes nothing.
    let again = app.forum(&seed);
    assert!(!again.status.success());
    let stderr = String::from_utf8_lossy(&again.stderr);
    assert!(stderr.contains("already has posts"), "{stderr}");
    assert_eq!(posts::Entity::find().count(&db).await.unwrap(), 60);
    assert_eq!(users::Entity::find().count(&db).await.unwrap(), 12);
}

async fn seed_demo_members_sign_in_with_the_given_password(app: TestApp) {
    let password = "Quiet-Meadow-42";
    let output = app.forum(&[
        "seed-demo",
        "--members",
        "3",
        "--posts",
        "2",
        "--member-password",
        password,
    ]);
    assert!(output.status.success(), "{output:?}");
    let hashes: HashSet<_> = users::Entity::find()
        .all(&app.db().await)
        .await
        .unwrap()
        .into_iter()
        .map(|u| u.password_hash)
        .collect();
    assert_eq!(hashes.len(), 1, "one hash, made once");
    assert_eq!(
        app.login("demo-3@example.org", password).await.status(),
        StatusCode::OK
    );
}

async fn seed_demo_adds_second_opinions_and_reports_at_scale(app: TestApp) {
    let output = app.forum(&[
        "seed-demo",
        "--members",
        "30",
        "--posts",
        "200",
        "--resources",
        "25",
        "--reports",
        "120",
        "--seed",
        "5",
    ]);
    assert!(output.status.success(), "{output:?}");
    let db = app.db().await;
    let curated = demo::text::second_opinions().len() as u64;
    assert_eq!(
        resources::Entity::find().count(&db).await.unwrap(),
        curated + 25
    );
    let reports = entity::reports::Entity::find().all(&db).await.unwrap();
    assert!(
        (40..=300).contains(&reports.len()),
        "about 120: {}",
        reports.len()
    );
    let statuses: HashSet<&str> = reports.iter().map(|r| r.status.as_str()).collect();
    assert!(statuses.is_subset(&HashSet::from(["delivered", "flagged", "completed"])));
    for report in &reports {
        assert!(report.post_id.is_some() != report.comment_id.is_some());
        let quarantined = match (&report.post_id, &report.comment_id) {
            (Some(post), _) => {
                posts::Entity::find_by_id(post.clone())
                    .one(&db)
                    .await
                    .unwrap()
                    .unwrap()
                    .is_shadow_banned
            }
            (_, Some(comment)) => {
                comments::Entity::find_by_id(comment.clone())
                    .one(&db)
                    .await
                    .unwrap()
                    .unwrap()
                    .is_shadow_banned
            }
            _ => false,
        };
        assert!(quarantined, "what a report names is quarantined");
    }
}

/// Pictures attached before the forum made copies (their rows list none, no copy is stored)
/// get them from `make-image-copies`, the same copies attaching makes, including a picture
/// that is both a post's and her profile picture; a second run finds nothing left to do.
async fn make_image_copies_copies_pictures_from_before_copies_existed(app: TestApp) {
    use crate::uploads_variants::{
        PASSWORD, create_post, photo_with_gps, put_jpeg, set_profile_image, with_variants,
    };
    use sea_orm::sea_query::Expr;
    use storage::service::variants::Shape;

    let alice = app.register("alice@example.org", PASSWORD).await;
    let public = "isViewableByAnyUser=true";
    let photo = put_jpeg(&app, &alice, &photo_with_gps(1200, 800), public).await;
    create_post(&app, &alice, &photo).await;
    let bea = app.register("bea@example.org", PASSWORD).await;
    let both = put_jpeg(&app, &bea, &photo_with_gps(900, 600), public).await;
    create_post(&app, &bea, &both).await;
    set_profile_image(&app, &bea, &both).await;
    // Attaching makes both kinds of copy of the picture that is both (the profile's may
    // finish in the background on a busy machine).
    let both_kinds = |made: &storage::service::variants::Variants| {
        [Shape::Scaled, Shape::Square]
            .iter()
            .all(|shape| made.made.iter().any(|copy| copy.shape == *shape))
    };
    let mut waited = 0;
    while !both_kinds(&with_variants(&app, &both).await.1) {
        waited += 1;
        assert!(waited < 200, "no avatar copies within 10 s");
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }

    // Back to how they were before copies existed.
    let db = app.db().await;
    let mut copies = Vec::new();
    for id in [&photo, &both] {
        let (_, made) = with_variants(&app, id).await;
        let mut keys = made.keys(id.as_str());
        assert!(!keys.is_empty());
        for key in &keys {
            std::fs::remove_file(app.object_path(key)).unwrap();
        }
        files::Entity::update_many()
            .col_expr(files::Column::Variants, Expr::value(Option::<String>::None))
            .filter(files::Column::Id.eq(id.clone()))
            .exec(&db)
            .await
            .unwrap();
        keys.sort();
        copies.push(keys);
    }

    let output = app.forum(&["make-image-copies"]);
    assert!(output.status.success(), "{output:?}");
    let printed = stdout(&output);
    assert!(
        printed.contains("Made the copies of 2 pictures."),
        "{printed}"
    );
    for (id, keys) in [&photo, &both].into_iter().zip(&copies) {
        let (_, made) = with_variants(&app, id).await;
        let mut remade = made.keys(id.as_str());
        remade.sort();
        assert_eq!(&remade, keys);
        for key in keys {
            assert!(app.object_path(key).exists(), "{key} was not made again");
        }
    }

    let again = stdout(&app.forum(&["make-image-copies"]));
    assert!(
        again.contains("Every post and profile picture already has its copies."),
        "{again}"
    );
}
