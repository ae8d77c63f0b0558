use async_graphql::{ID, Object};
use chrono::{DateTime, Utc};
use entity::users;

/// An account as the User Management table shows it (admins only).
pub struct AdminUser(pub users::Model);

#[Object]
impl AdminUser {
    async fn id(&self) -> ID {
        ID(self.0.id.to_string())
    }
    async fn username(&self) -> &str {
        &self.0.username
    }
    async fn email(&self) -> &str {
        &self.0.email
    }
    async fn profile_colour(&self) -> &str {
        &self.0.profile_colour
    }
    /// Happy to be contacted for research.
    async fn contact(&self) -> bool {
        self.0.contact
    }
    async fn is_admin(&self) -> bool {
        self.0.is_admin
    }
    async fn last_login_at(&self) -> Option<DateTime<Utc>> {
        self.0.last_login_at
    }
    async fn created_at(&self) -> DateTime<Utc> {
        self.0.created_at
    }
}
