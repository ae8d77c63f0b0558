//! Answers keep the query's field order (GraphQL spec, "Serialized Map Ordering").
//!
//! async-graphql 7 resolves an object's fields concurrently and writes each into the answer
//! as it finishes, so `{ topics { id } reactionTypes { name } }` can answer `reactionTypes`
//! first (upstream issue 612). This extension keeps the parsed query and, after execution,
//! puts every object's keys back in the order the query asked for them.

use std::sync::{Arc, Mutex};

use async_graphql::extensions::{
    Extension, ExtensionContext, ExtensionFactory, NextExecute, NextParseQuery,
};
use async_graphql::indexmap::IndexMap;
use async_graphql::parser::types::{
    DocumentOperations, ExecutableDocument, Selection, SelectionSet,
};
use async_graphql::{Name, Response, ServerResult, Value, Variables};

pub struct FieldOrder;

impl ExtensionFactory for FieldOrder {
    fn create(&self) -> Arc<dyn Extension> {
        Arc::new(Ordering(Mutex::new(None)))
    }
}

/// One per request: the document it parsed.
struct Ordering(Mutex<Option<ExecutableDocument>>);

#[async_trait::async_trait]
impl Extension for Ordering {
    async fn parse_query(
        &self,
        ctx: &ExtensionContext<'_>,
        query: &str,
        variables: &Variables,
        next: NextParseQuery<'_>,
    ) -> ServerResult<ExecutableDocument> {
        let document = next.run(ctx, query, variables).await?;
        *self.0.lock().unwrap_or_else(|p| p.into_inner()) = Some(document.clone());
        Ok(document)
    }

    async fn execute(
        &self,
        ctx: &ExtensionContext<'_>,
        operation_name: Option<&str>,
        next: NextExecute<'_>,
    ) -> Response {
        let mut response = next.run(ctx, operation_name).await;
        let document = self.0.lock().unwrap_or_else(|p| p.into_inner()).take();
        if let Some(document) = document {
            let operation = match &document.operations {
                DocumentOperations::Single(operation) => Some(operation),
                DocumentOperations::Multiple(operations) => match operation_name {
                    Some(name) => operations.get(name),
                    None => operations.values().next(),
                },
            };
            if let Some(operation) = operation {
                reorder(
                    &mut response.data,
                    &[&operation.node.selection_set.node],
                    &document,
                );
            }
        }
        response
    }
}

/// Orders `value`'s keys as `sets` (the selection sets that produced it) ask for them.
fn reorder(value: &mut Value, sets: &[&SelectionSet], document: &ExecutableDocument) {
    match value {
        Value::List(items) => items
            .iter_mut()
            .for_each(|item| reorder(item, sets, document)),
        Value::Object(object) => {
            let mut keys: IndexMap<&Name, Vec<&SelectionSet>> = IndexMap::new();
            for set in sets {
                collect(set, document, &mut keys, &mut Vec::new());
            }
            let mut unordered = std::mem::take(object);
            for (key, subsets) in keys {
                if let Some((key, mut child)) = unordered.shift_remove_entry(key) {
                    reorder(&mut child, &subsets, document);
                    object.insert(key, child);
                }
            }
            object.extend(unordered);
        }
        _ => {}
    }
}

/// The response keys of `set` in query order, with the selection sets under each (a key
/// selected twice merges both). Type conditions are ignored: keys absent from an object are
/// simply not there.
fn collect<'a>(
    set: &'a SelectionSet,
    document: &'a ExecutableDocument,
    keys: &mut IndexMap<&'a Name, Vec<&'a SelectionSet>>,
    visiting: &mut Vec<&'a Name>,
) {
    for selection in &set.items {
        match &selection.node {
            Selection::Field(field) => keys
                .entry(&field.node.response_key().node)
                .or_default()
                .push(&field.node.selection_set.node),
            Selection::InlineFragment(inline) => {
                collect(&inline.node.selection_set.node, document, keys, visiting);
            }
            Selection::FragmentSpread(spread) => {
                let name = &spread.node.fragment_name.node;
                if visiting.contains(&name) {
                    continue;
                }
                if let Some(fragment) = document.fragments.get(name) {
                    visiting.push(name);
                    collect(&fragment.node.selection_set.node, document, keys, visiting);
                    visiting.pop();
                }
            }
        }
    }
}
