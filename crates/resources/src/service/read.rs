use std::collections::HashMap;

use common::db::beside;
use common::db::search::contains;
use common::page::{PageKey, beyond, from_overfetch};
use common::{AppError, Cursor, Id, Page, PageRequest, Result, Viewer};
use entity::{resource_topics, resources, topics};
use sea_orm::sea_query::{Condition, Expr, ExprTrait, Query, SimpleExpr};
use sea_orm::{
    ColumnTrait, ConnectionTrait, DbBackend, EntityTrait, Order, QueryFilter, QueryOrder,
    QueryResult, QuerySelect, QueryTrait,
};

/// One Second Opinion; members only, like every app/* read.
pub async fn get(db: &impl ConnectionTrait, viewer: &Viewer, id: Id) -> Result<resources::Model> {
    viewer.require_member()?;
    resources::Entity::find_by_id(id)
        .one(db)
        .await?
        .ok_or(AppError::not_found("Second Opinion"))
}

pub const PAGE_KEY: PageKey<resources::Column> = PageKey {
    created_at: resources::Column::CreatedAt,
    id: resources::Column::Id,
};

pub fn cursor(resource: &resources::Model) -> Cursor {
    Cursor {
        created_at: resource.created_at,
        id: resource.id.clone(),
    }
}

/// Second Opinions tagged with any of `topics`, as a correlated `EXISTS`: both databases
/// then walk the Second Opinions newest first and stop at the page's end. `id IN (SELECT …)`
/// made SQLite read every tagged one and sort them (1.2 s for an Interests feed over 100,000
/// Second Opinions; 3 ms now, 45 ms when no Second Opinion has the topics).
fn tagged_with(topics: &[Id]) -> SimpleExpr {
    Expr::exists(
        Query::select()
            .expr(Expr::val(1))
            .from(resource_topics::Entity)
            .and_where(
                Expr::col((resource_topics::Entity, resource_topics::Column::ResourceId))
                    .equals((resources::Entity, resources::Column::Id)),
            )
            .and_where(resource_topics::Column::TopicId.is_in(topics.iter().cloned()))
            .to_owned(),
    )
}

/// The newest Second Opinions, all of them or those tagged with any of `topics`, as one
/// column read once with a feed page's posts (`beside::page_with_once`), each with its own
/// topics when `with_topics`; [`read_page`] reads it.
pub fn page_column(
    backend: DbBackend,
    viewer: &Viewer,
    topics: Option<&[Id]>,
    page: &PageRequest,
    with_topics: bool,
) -> Result<beside::Column> {
    viewer.require_member()?;
    let mut select = resources::Entity::find();
    if let Some(topics) = topics {
        select = select.filter(tagged_with(topics));
    }
    let select = PAGE_KEY
        .order(select, &Order::Desc, page.after.as_ref())
        .limit(page.first + 1)
        .into_query();
    let tags = if with_topics {
        ::topics::service::nested_tags(backend, "resource_topics", "resource_id")
    } else {
        "NULL".to_owned()
    };
    let items = format!(
        "l.id, l.title, l.text, l.cover_file_id, l.link, l.link_title, \
         CASE WHEN l.featured THEN 1 ELSE 0 END, l.author, l.created_at, l.updated_at, {tags}"
    );
    Ok(beside::Column::page(backend, PAGE, &items, select))
}

/// The column of [`page_column`].
const PAGE: &str = "rel_second_opinions";

/// A page of Second Opinions, with their topics when they were read.
pub struct Listed {
    pub page: Page<resources::Model>,
    /// By Second Opinion, alphabetically.
    pub topics: HashMap<Id, Vec<topics::Model>>,
}

/// The page of Second Opinions from the row of its [`page_column`], newest first, with each
/// one's topics (alphabetically) when `with_topics` (none otherwise), as it was read.
pub fn read_page(row: &QueryResult, page: &PageRequest, with_topics: bool) -> Result<Listed> {
    type Item = (
        String,
        String,
        String,
        Option<String>,
        Option<String>,
        Option<String>,
        i64,
        Option<String>,
        String,
        String,
        Option<Vec<::topics::service::Tag>>,
    );
    let mut list = Vec::new();
    let mut tags = HashMap::new();
    for item in beside::read_list::<Item>(row, PAGE)? {
        let (id, title, text, cover, link, link_title, featured, author, created, updated, its) =
            item;
        let resource = resources::Model {
            id: Id::stored(id),
            title,
            text,
            cover_file_id: cover.map(Id::stored),
            link,
            link_title,
            featured: featured != 0,
            author,
            created_at: beside::time(&created)?,
            updated_at: beside::time(&updated)?,
        };
        if with_topics {
            // PostgreSQL's empty list is `NULL`.
            let its = ::topics::service::tags_from(its.unwrap_or_default())?;
            tags.insert(resource.id.clone(), its);
        }
        list.push(resource);
    }
    list.sort_unstable_by(|a, b| (&b.created_at, &b.id).cmp(&(&a.created_at, &a.id)));
    Ok(Listed {
        page: from_overfetch(list, page.first, cursor),
        topics: tags,
    })
}

/// At most this many characters in a title search.
pub const MAX_SEARCH_CHARS: usize = 100;

/// Where a page of the Second Opinions shelf ended: featured ones come first, so the position
/// is the section and the `(created_at, id)` within it. Opaque to clients like every cursor.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShelfCursor {
    pub featured: bool,
    pub at: Cursor,
}

impl ShelfCursor {
    pub fn encode(&self) -> String {
        format!(
            "{}{}",
            if self.featured { 'f' } else { 'n' },
            self.at.encode()
        )
    }

    pub fn decode(field: &'static str, value: &str) -> Result<Self> {
        let (featured, at) = if let Some(at) = value.strip_prefix('f') {
            (true, at)
        } else if let Some(at) = value.strip_prefix('n') {
            (false, at)
        } else {
            return Err(Cursor::invalid(field));
        };
        Ok(Self {
            featured,
            at: Cursor::decode(field, at)?,
        })
    }
}

/// What the members' Second Opinions page asks for.
#[derive(Clone, Debug, Default)]
pub struct ShelfQuery {
    pub topic: Option<Id>,
    /// Titles containing this text, case-insensitively.
    pub search: Option<String>,
    pub first: u64,
    pub after: Option<ShelfCursor>,
}

pub struct Shelf {
    pub items: Vec<resources::Model>,
    pub has_next_page: bool,
    pub end_cursor: Option<ShelfCursor>,
}

/// The members' Second Opinions: featured first, then newest (members only).
pub async fn shelf(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
    query: &ShelfQuery,
) -> Result<Shelf> {
    viewer.require_member()?;
    use resources::Column as C;
    let mut select = resources::Entity::find()
        .order_by_desc(C::Featured)
        .order_by_desc(C::CreatedAt)
        .order_by_desc(C::Id);
    if let Some(topic) = &query.topic {
        select = select.filter(tagged_with(std::slice::from_ref(topic)));
    }
    if let Some(text) = query
        .search
        .as_deref()
        .map(str::trim)
        .filter(|t| !t.is_empty())
    {
        if text.chars().count() > MAX_SEARCH_CHARS {
            return Err(AppError::invalid(
                "search",
                format!("Search for at most {MAX_SEARCH_CHARS} characters"),
            ));
        }
        select = select.filter(contains(C::Title, text));
    }
    if let Some(after) = &query.after {
        let later = beyond(C::CreatedAt, C::Id, &after.at, &Order::Desc);
        // In the featured section: the rest of it, then every other one.
        select = select.filter(if after.featured {
            Condition::any()
                .add(Condition::all().add(C::Featured.eq(true)).add(later))
                .add(C::Featured.eq(false))
        } else {
            Condition::all().add(C::Featured.eq(false)).add(later)
        });
    }
    let mut items = select.limit(query.first + 1).all(db).await?;
    let has_next_page = items.len() as u64 > query.first;
    items.truncate(usize::try_from(query.first).unwrap_or(usize::MAX));
    let end_cursor = items.last().map(|last| ShelfCursor {
        featured: last.featured,
        at: cursor(last),
    });
    Ok(Shelf {
        items,
        has_next_page,
        end_cursor,
    })
}

/// The topics that have at least one Second Opinion, alphabetically (members only).
pub async fn shelf_topics(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
) -> Result<Vec<topics::Model>> {
    viewer.require_member()?;
    let used = resource_topics::Entity::find()
        .select_only()
        .column(resource_topics::Column::TopicId)
        .into_query();
    Ok(topics::Entity::find()
        .filter(topics::Column::Id.in_subquery(used))
        .order_by_asc(topics::Column::Title)
        .all(db)
        .await?)
}
