//! Answers keep the query's field order (GraphQL spec, "Serialized Map Ordering").
//!
//! async-graphql 7 resolves an object's fields concurrently and writes each into the answer
//! as it finishes, so `{ topics { id } reactionTypes { name } }` can answer `reactionTypes`
//! first (upstream issue 612). The handler keeps the parsed query and, after execution, puts
//! every object's keys back in the order the query asked for them. (Not an extension: any
//! extension slows every field down.)

use async_graphql::indexmap::IndexMap;
use async_graphql::parser::types::{
    DocumentOperations, ExecutableDocument, Selection, SelectionSet,
};
use async_graphql::{Name, Response, Value};

/// Puts the keys of `response`'s data in the order `document` (its operation
/// `operation_name`) asked for them.
pub fn reorder_response(
    response: &mut Response,
    document: &ExecutableDocument,
    operation_name: Option<&str>,
) {
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
            document,
        );
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
