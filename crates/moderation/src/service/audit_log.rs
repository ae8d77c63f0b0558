//! The Audit Log table: every admin action and every member's report, read-only, newest
//! first; `actorKind` (admin / member) tells the two apart.

use std::collections::HashSet;

use audit::ActorKind;
use common::page::PageKey;
use common::{Cursor, Db, Id, Result};
use entity::{
    audit_log, comments, post_reactions, posts, reaction_types, reports, resources, topics, users,
};
use forum::service::authors::{self, Author};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QuerySelect};

use super::reports::Status;
use super::tables::{AdminTable, CsvColumn, TableName, cell};
use crate::service::table_query::{Filter, FilterKind, TableSpec};

/// The Audit Log table: searchable by action, target type and target id; filterable by
/// action, actor, actor kind (admins' actions or members' reports) and target type; newest
/// first.
pub struct AuditLog;

/// An audit row with its actor (none once her account is deleted).
pub struct AuditRow {
    pub entry: audit_log::Model,
    pub actor: Option<Author>,
}

impl AdminTable for AuditLog {
    type Entity = audit_log::Entity;
    type Row = AuditRow;
    const NAME: TableName = TableName::AuditLog;
    const FILE: &'static str = "audit-log.csv";
    const SPEC: TableSpec<audit_log::Column> = TableSpec {
        search: &[
            audit_log::Column::Action,
            audit_log::Column::TargetType,
            audit_log::Column::TargetId,
            audit_log::Column::TargetLabel,
        ],
        search_also: None,
        filters: &[
            Filter {
                name: "action",
                column: audit_log::Column::Action,
                kind: FilterKind::Text,
            },
            Filter {
                name: "actor",
                column: audit_log::Column::ActorId,
                kind: FilterKind::Text,
            },
            Filter {
                name: "actorKind",
                column: audit_log::Column::ActorKind,
                kind: FilterKind::Text,
            },
            Filter {
                name: "targetType",
                column: audit_log::Column::TargetType,
                kind: FilterKind::Text,
            },
        ],
        key: PageKey {
            created_at: audit_log::Column::CreatedAt,
            id: audit_log::Column::Id,
        },
    };
    const CSV: &'static [CsvColumn<AuditRow>] = &[
        CsvColumn {
            header: "Actor",
            cell: |r| {
                r.actor.as_ref().map_or_else(
                    || deleted_actor(&r.entry.actor_kind).into(),
                    |a| a.username.clone(),
                )
            },
        },
        CsvColumn {
            header: "By",
            cell: |r| match ActorKind::parse(&r.entry.actor_kind) {
                Some(ActorKind::Member) => "Member".into(),
                _ => "Admin".into(),
            },
        },
        CsvColumn {
            header: "Action",
            cell: |r| r.entry.action.clone(),
        },
        CsvColumn {
            header: "Target Type",
            cell: |r| r.entry.target_type.clone(),
        },
        CsvColumn {
            header: "Target",
            cell: |r| r.entry.target_id.clone(),
        },
        CsvColumn {
            header: "Detail",
            cell: |r| r.entry.detail.clone().unwrap_or_else(|| "N/A".into()),
        },
        CsvColumn {
            header: "Created At",
            cell: |r| cell::long_date(r.entry.created_at),
        },
    ];

    fn cursor_of(entry: &audit_log::Model) -> Cursor {
        Cursor {
            created_at: entry.created_at,
            id: entry.id.clone(),
        }
    }

    /// With their actors: one query for any number of rows.
    async fn rows(db: &Db, list: Vec<audit_log::Model>) -> Result<Vec<AuditRow>> {
        let ids: Vec<Id> = list.iter().filter_map(|e| e.actor_id.clone()).collect();
        let actors = authors::by_ids(db, &ids).await?;
        Ok(list
            .into_iter()
            .map(|entry| AuditRow {
                actor: entry.actor_id.as_ref().and_then(|a| actors.get(a)).cloned(),
                entry,
            })
            .collect())
    }
}

/// Who an entry's actor was once her account is gone: 'a deleted member' for a member's
/// report, 'a deleted admin' for an admin's action.
pub fn deleted_actor(actor_kind: &str) -> &'static str {
    match ActorKind::parse(actor_kind) {
        Some(ActorKind::Member) => "a deleted member",
        _ => "a deleted admin",
    }
}

/// An entry in words, as the Audit Log shows it: who did what to which item ('WiseCreek515
/// lifted the quarantine on the post "Six months on the waiting list…"'), from the action, its
/// short detail and the item's kept label.
pub fn sentence(actor: Option<&Author>, entry: &audit_log::Model) -> String {
    let deleted = capitalised(deleted_actor(&entry.actor_kind));
    let who = actor.map_or(deleted.as_str(), |a| a.username.as_str());
    let item = item_phrase(&entry.target_type, entry.target_label.as_deref());
    let detail = entry.detail.as_deref().unwrap_or_default();
    // Member-level actions keep the admin's reason after their own detail: `7 days: spam`,
    // `true: new moderator`, or the reason alone.
    let (detail, reason) = match entry.action.as_str() {
        "user.admin" | "user.suspend" => match detail.split_once(": ") {
            Some((head, reason)) => (head, Some(reason)),
            None => (detail, None),
        },
        action if MEMBER_ACTIONS.contains(&action) => ("", Some(detail).filter(|r| !r.is_empty())),
        _ => (detail, None),
    };
    let yes = detail == "true";
    let did = match entry.action.as_str() {
        "report.create" if detail == "hidden" => format!("filed {item}, which hid it at once"),
        "report.create" => format!("filed {item}"),
        "report.status" => {
            let status = Status::parse(detail).map_or(detail, |s| s.label());
            format!("marked {item} {status}")
        }
        "report.uphold" => format!("upheld {item}: it stays hidden, the report is complete"),
        "report.reject" => {
            format!("rejected {item}: it is visible again, the report is complete")
        }
        "report.hide" => format!("hid the item of {item}"),
        "report.quarantine" | "post.shadow_ban" | "comment.shadow_ban" if yes => {
            format!("quarantined {item}")
        }
        "report.quarantine" | "post.shadow_ban" | "comment.shadow_ban" => {
            format!("lifted the quarantine on {item}")
        }
        "post.content_warning" if detail == "set" => format!("set a content warning on {item}"),
        "post.content_warning" => format!("removed the content warning from {item}"),
        "user.admin" if yes => format!("made {item} an admin"),
        "user.admin" => format!("took the admin rights from {item}"),
        "user.contact" if yes => format!("marked {item} as happy to be contacted"),
        "user.contact" => format!("marked {item} as not to be contacted"),
        "user.report_trust" => format!("restored the report trust of {item}"),
        "user.suspend" if !detail.is_empty() => format!("suspended {item} for {detail}"),
        "user.suspend" => format!("suspended {item}"),
        "user.suspend_lift" => format!("lifted the suspension of {item}"),
        "user.shadow_ban" => format!("shadow-banned {item}"),
        "user.shadow_ban_lift" => format!("lifted the shadow ban on {item}"),
        "user.ban" => format!("banned {item}"),
        "user.ban_lift" => format!("lifted the ban on {item}"),
        "reaction.hidden" if yes => format!("hid {item} from the legend"),
        "reaction.hidden" => format!("put {item} back in the legend"),
        "user.reports_lifted" => {
            format!("lifted the quarantine on {detail} items reported by {item}")
        }
        action => match action.split_once('.').map(|(_, verb)| verb) {
            Some("create") => format!("created {item}"),
            Some("update") => format!("edited {item}"),
            Some("delete") => format!("deleted {item}"),
            _ => format!("did {action} to {item}"),
        },
    };
    match reason {
        Some(reason) => format!("{who} {did}: \"{}\"", shorten(reason)),
        None => format!("{who} {did}"),
    }
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    })
}

/// The member-level actions whose detail is the admin's reason (`service::members`).
const MEMBER_ACTIONS: &[&str] = &[
    "user.suspend_lift",
    "user.shadow_ban",
    "user.shadow_ban_lift",
    "user.ban",
    "user.ban_lift",
];

/// The item of an entry: 'the post "Six months…"', or 'a post' when its label is gone.
fn item_phrase(target_type: &str, label: Option<&str>) -> String {
    let (named, unnamed) = match target_type {
        "post" => ("the post", "a post"),
        "comment" => ("a comment on", "a comment"),
        "report" => ("the report on", "a report"),
        "post_reaction" => ("a reaction to", "a reaction"),
        "user" => ("the member", "a member"),
        "topic" => ("the topic", "a topic"),
        "resource" => ("the Second Opinion", "a Second Opinion"),
        "reaction" => ("the reaction", "a reaction type"),
        _ => ("", "an item"),
    };
    // A label kept from before member text was tidied at the boundary may still carry a
    // direction override: tidied here too, so it cannot turn the sentence around it.
    match label.map(common::text::tidy) {
        Some(label) if target_type == "user" => format!("{named} {label}"),
        Some(label) => format!("{named} \"{}\"", shorten(&label)),
        None => unnamed.to_owned(),
    }
}

/// A label as a sentence quotes it: at most 60 characters, then '…'.
fn shorten(label: &str) -> String {
    const MAX: usize = 60;
    match label.char_indices().nth(MAX) {
        Some((end, _)) => format!("{}…", label[..end].trim_end()),
        None => label.to_owned(),
    }
}

/// Which of `entries`' items still exist, as `type:id`: one query per kind of item on the
/// page. The Audit Log links only to those.
pub async fn existing_targets(
    db: &impl ConnectionTrait,
    entries: &[audit_log::Model],
) -> Result<HashSet<String>> {
    let ids_of = |kind: &str| -> Vec<Id> {
        entries
            .iter()
            .filter(|e| e.target_type == kind)
            .filter_map(|e| Id::parse("targetId", &e.target_id).ok())
            .collect()
    };
    let mut found = HashSet::new();
    macro_rules! existing {
        ($kind:literal, $entity:ident) => {{
            let ids = ids_of($kind);
            if !ids.is_empty() {
                let present: Vec<Id> = $entity::Entity::find()
                    .select_only()
                    .column($entity::Column::Id)
                    .filter($entity::Column::Id.is_in(ids))
                    .into_tuple()
                    .all(db)
                    .await?;
                found.extend(present.into_iter().map(|id| format!("{}:{id}", $kind)));
            }
        }};
    }
    existing!("post", posts);
    existing!("comment", comments);
    existing!("report", reports);
    existing!("post_reaction", post_reactions);
    existing!("user", users);
    existing!("topic", topics);
    existing!("resource", resources);
    existing!("reaction", reaction_types);
    Ok(found)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(action: &str, detail: Option<&str>, label: Option<&str>) -> audit_log::Model {
        audit_log::Model {
            id: Id::generate(),
            actor_id: None,
            actor_kind: ActorKind::of(action).as_str().to_owned(),
            action: action.to_owned(),
            target_type: action.split_once('.').unwrap().0.to_owned(),
            target_id: Id::generate().to_string(),
            detail: detail.map(str::to_owned),
            target_label: label.map(str::to_owned),
            created_at: chrono::Utc::now(),
        }
    }

    #[test]
    fn entries_read_in_words() {
        let admin = Author {
            id: Id::generate(),
            username: "WiseCreek515".into(),
            profile_colour: "#000000".into(),
            profile_image: None,
        };
        let lifted = entry(
            "post.shadow_ban",
            Some("false"),
            Some("Six months on the waiting list"),
        );
        assert_eq!(
            sentence(Some(&admin), &lifted),
            "WiseCreek515 lifted the quarantine on the post \"Six months on the waiting list\""
        );
        assert_eq!(
            sentence(None, &entry("report.status", Some("completed"), None)),
            "A deleted admin marked a report complete"
        );
        assert_eq!(
            sentence(
                Some(&admin),
                &entry("user.admin", Some("true"), Some("QuietFern12"))
            ),
            "WiseCreek515 made the member QuietFern12 an admin"
        );
        assert_eq!(
            sentence(Some(&admin), &entry("topic.delete", None, Some("Sleep"))),
            "WiseCreek515 deleted the topic \"Sleep\""
        );
        assert_eq!(
            sentence(
                Some(&admin),
                &entry(
                    "user.suspend",
                    Some("7 days: spam links"),
                    Some("QuietFern12")
                )
            ),
            "WiseCreek515 suspended the member QuietFern12 for 7 days: \"spam links\""
        );
        assert_eq!(
            sentence(
                Some(&admin),
                &entry("user.admin", Some("false: stepped down"), None)
            ),
            "WiseCreek515 took the admin rights from a member: \"stepped down\""
        );
        assert_eq!(
            sentence(
                Some(&admin),
                &entry("user.ban", Some("threats"), Some("X1"))
            ),
            "WiseCreek515 banned the member X1: \"threats\""
        );
        assert_eq!(
            sentence(None, &entry("report.create", Some("queued"), None)),
            "A deleted member filed a report"
        );
        assert_eq!(
            sentence(
                Some(&admin),
                &entry("report.reject", None, Some("Six months"))
            ),
            "WiseCreek515 rejected the report on \"Six months\": it is visible again, the report is complete"
        );
        let long = "a".repeat(80);
        assert!(sentence(None, &entry("post.delete", None, Some(&long))).ends_with("…\""));
    }
}
