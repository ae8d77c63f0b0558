use std::sync::Arc;

use axum::extract::FromRef;
use common::Db;
use identity::service::Auth;

/// What the REST handlers share: the database and the identity services' keys, mail and limits.
#[derive(Clone)]
pub struct ShimState {
    pub db: Db,
    pub auth: Arc<Auth>,
}

impl FromRef<ShimState> for Db {
    fn from_ref(state: &ShimState) -> Self {
        state.db.clone()
    }
}
