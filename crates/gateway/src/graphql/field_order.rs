//! Answers keep the query's field order (GraphQL spec, "Serialized Map Ordering").
//!
//! async-graphql 7 resolves an object's fields concurrently and writes each into the answer
//! as it finishes, so `{ topics { id } reactionTypes { name } }` can answer `reactionTypes`
//! first (upstream issue 612). The handler keeps the parsed query and, after execution, puts
//! every object's keys back in the order the query asked for them. (Not an extension: any
//! extension slows every field down.)

use std::cell::OnceCell;

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
        let order = order_of(&[&operation.node.selection_set.node], document);
        reorder(&mut response.data, &order, document);
    }
}

/// An object's keys in query order.
type Order<'a> = Vec<Key<'a>>;

/// One key of an [`Order`]: the selection sets under it, and the order they ask of its value,
/// worked out the first time a value needs it. A page's twenty posts share their list's
/// order, so each post's owner is ordered by the same one, found without a lookup.
struct Key<'a> {
    name: &'a Name,
    sets: Vec<&'a SelectionSet>,
    order: OnceCell<Order<'a>>,
}

/// The keys `sets` (the selection sets that produce one value) ask for, in query order.
fn order_of<'a>(sets: &[&'a SelectionSet], document: &'a ExecutableDocument) -> Order<'a> {
    let mut keys = IndexMap::new();
    for set in sets {
        collect(set, document, &mut keys, &mut Vec::new());
    }
    keys.into_iter()
        .map(|(name, sets)| Key {
            name,
            sets,
            order: OnceCell::new(),
        })
        .collect()
}

/// Orders `value`'s keys as `order` asks for them.
fn reorder<'a>(value: &mut Value, order: &Order<'a>, document: &'a ExecutableDocument) {
    match value {
        Value::List(items) => items
            .iter_mut()
            .for_each(|item| reorder(item, order, document)),
        Value::Object(object) => {
            // Most objects already come in order; only the others are rebuilt.
            if !in_order(object, order) {
                let mut unordered = std::mem::take(object);
                for key in order {
                    if let Some((name, child)) = unordered.swap_remove_entry(key.name) {
                        object.insert(name, child);
                    }
                }
                object.extend(unordered);
            }
            let mut next = 0;
            for (name, child) in object.iter_mut() {
                if let Some(offset) = order[next..].iter().position(|key| key.name == name) {
                    let key = &order[next + offset];
                    next += offset + 1;
                    let its = key.order.get_or_init(|| order_of(&key.sets, document));
                    reorder(child, its, document);
                }
            }
        }
        _ => {}
    }
}

/// Whether every key of `object` comes in `order`, in that order.
fn in_order(object: &IndexMap<Name, Value>, order: &Order<'_>) -> bool {
    let mut next = 0;
    object.keys().all(
        |name| match order[next..].iter().position(|key| key.name == name) {
            Some(offset) => {
                next += offset + 1;
                true
            }
            None => false,
        },
    )
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

#[cfg(test)]
mod tests {
    use async_graphql::parser::parse_query;
    use async_graphql::{Response, value};

    use super::reorder_response;

    fn keys(value: &async_graphql::Value) -> Vec<String> {
        match value {
            async_graphql::Value::Object(object) => {
                object.keys().map(|key| key.to_string()).collect()
            }
            _ => Vec::new(),
        }
    }

    #[test]
    fn every_object_of_every_list_takes_the_query_order() {
        let document = parse_query(
            "query Feed { feed { items { ...Card } next } topics { id } }
             fragment Card on Post { id owner { name id } title }",
        )
        .unwrap();
        let mut response = Response::new(value!({
            "topics": [{ "id": 1 }],
            "feed": {
                "next": true,
                "items": [
                    { "title": "a", "id": 1, "owner": { "id": 7, "name": "ana" } },
                    { "id": 2, "owner": { "name": "bea", "id": 8 }, "title": "b" },
                ],
            },
        }));
        reorder_response(&mut response, &document, None);
        assert_eq!(
            serde_json::to_string(&response.data).unwrap(),
            r#"{"feed":{"items":[{"id":1,"owner":{"name":"ana","id":7},"title":"a"},{"id":2,"owner":{"name":"bea","id":8},"title":"b"}],"next":true},"topics":[{"id":1}]}"#
        );
    }

    #[test]
    fn keys_the_query_did_not_name_go_last() {
        let document = parse_query("{ a b }").unwrap();
        let mut response = Response::new(value!({ "extra": 0, "b": 2, "a": 1 }));
        reorder_response(&mut response, &document, None);
        assert_eq!(keys(&response.data), ["a", "b", "extra"]);
    }

    #[test]
    fn the_named_operation_gives_the_order() {
        let document = parse_query("query One { a b } query Two { b a }").unwrap();
        let mut response = Response::new(value!({ "a": 1, "b": 2 }));
        reorder_response(&mut response, &document, Some("Two"));
        assert_eq!(keys(&response.data), ["b", "a"]);
    }
}
