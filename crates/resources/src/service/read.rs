use std::collections::HashMap;

use common::page::PageKey;
use common::{AppError, Cursor, Id, Page, PageRequest, Result, Viewer};
use entity::{resource_topics, resources, topics};
use sea_orm::{
    ColumnTrait, ConnectionTrait, EntityTrait, Order, QueryFilter, QueryOrder, QuerySelect,
    QueryTrait,
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

/// The newest Second Opinions, all of them or those tagged with any of `topics`.
pub async fn newest(
    db: &impl ConnectionTrait,
    viewer: &Viewer,
    topics: Option<&[Id]>,
    page: &PageRequest,
) -> Result<Page<resources::Model>> {
    viewer.require_member()?;
    let mut select = resources::Entity::find();
    if let Some(topics) = topics {
        let tagged = resource_topics::Entity::find()
            .select_only()
            .column(resource_topics::Column::ResourceId)
            .filter(resource_topics::Column::TopicId.is_in(topics.iter().cloned()))
            .into_query();
        select = select.filter(resources::Column::Id.in_subquery(tagged));
    }
    PAGE_KEY.fetch(db, select, &Order::Desc, page, cursor).await
}

/// The topics of each Second Opinion, alphabetically: one query for any number of them.
pub async fn topics_of(
    db: &impl ConnectionTrait,
    ids: &[Id],
) -> Result<HashMap<Id, Vec<topics::Model>>> {
    let rows = resource_topics::Entity::find()
        .filter(resource_topics::Column::ResourceId.is_in(ids.iter().cloned()))
        .find_also_related(topics::Entity)
        .order_by_asc(topics::Column::Title)
        .all(db)
        .await?;
    let mut by_resource: HashMap<Id, Vec<topics::Model>> = HashMap::new();
    for (link, topic) in rows {
        if let Some(topic) = topic {
            by_resource.entry(link.resource_id).or_default().push(topic);
        }
    }
    Ok(by_resource)
}
