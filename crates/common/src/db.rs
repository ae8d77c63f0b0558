//! The database handle: SQLite (embedded default) or PostgreSQL, chosen by URL.

use std::time::Duration;

use sea_orm::{ConnectOptions, ConnectionTrait, Database, DatabaseConnection, DbErr};

pub type Db = DatabaseConnection;

pub async fn connect(url: &str) -> Result<Db, DbErr> {
    let sqlite = url.starts_with("sqlite:");
    let mut options = ConnectOptions::new(url.to_owned());
    options
        // Statement logging would write post text and emails into the logs.
        .sqlx_logging(false)
        .connect_timeout(Duration::from_secs(10))
        .max_connections(if sqlite { 8 } else { 16 });
    let db = Database::connect(options).await?;
    if sqlite {
        // WAL lets readers proceed while one writer writes; it is a property of the file.
        db.execute_unprepared("PRAGMA journal_mode = WAL").await?;
    }
    Ok(db)
}
