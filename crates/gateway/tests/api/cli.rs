//! The `forum` binary's operator commands, run as a separate process on the app's data.

use entity::users;
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
);

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
