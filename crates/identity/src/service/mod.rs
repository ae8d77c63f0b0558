//! Identity rules. No GraphQL or HTTP types here.

pub mod admin;
pub mod email;
pub mod password;
pub mod username;
