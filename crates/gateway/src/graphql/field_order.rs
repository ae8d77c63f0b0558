//! Answers keep the query's field order (GraphQL spec, "Serialized Map Ordering").
//!
//! async-graphql 7 resolves an object's fields concurrently and writes each into the answer
//! as it finishes, so `{ topics { id } reactionTypes { name } }` can answer `reactionTypes`
//! first (upstream issue 612). The handler keeps the parsed query and, after execution, puts
//! every object's keys back in the order the query asked for them. (Not an extension: any
//! extension slows every field down.)

use std::collections::HashMap;
use std::rc::Rc;

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
        Reorder {
            document,
            orders: HashMap::new(),
        }
        .reorder(&mut response.data, &[&operation.node.selection_set.node]);
    }
}

/// An object's keys in query order, each with the selection sets under it.
type Order<'a> = Vec<(&'a Name, Vec<&'a SelectionSet>)>;

struct Reorder<'a> {
    document: &'a ExecutableDocument,
    /// The order each combination of selection sets asks for, worked out once: a page's twenty
    /// posts, and each post's owner, share theirs.
    orders: HashMap<Vec<*const SelectionSet>, Rc<Order<'a>>>,
}

impl<'a> Reorder<'a> {
    /// Orders `value`'s keys as `sets` (the selection sets that produced it) ask for them.
    fn reorder(&mut self, value: &mut Value, sets: &[&'a SelectionSet]) {
        match value {
            Value::List(items) => items.iter_mut().for_each(|item| self.reorder(item, sets)),
            Value::Object(object) => {
                let order = self.order(sets);
                // Most objects already come in order; only the others are rebuilt.
                if !in_order(object, &order) {
                    let mut unordered = std::mem::take(object);
                    for (name, _) in order.iter() {
                        if let Some((key, child)) = unordered.swap_remove_entry(*name) {
                            object.insert(key, child);
                        }
                    }
                    object.extend(unordered);
                }
                let mut next = 0;
                for (key, child) in object.iter_mut() {
                    if let Some(offset) = order[next..].iter().position(|(name, _)| *name == key) {
                        next += offset + 1;
                        self.reorder(child, &order[next - 1].1);
                    }
                }
            }
            _ => {}
        }
    }

    fn order(&mut self, sets: &[&'a SelectionSet]) -> Rc<Order<'a>> {
        let document = self.document;
        let key = sets.iter().map(|set| std::ptr::from_ref(*set)).collect();
        Rc::clone(self.orders.entry(key).or_insert_with(|| {
            let mut keys = IndexMap::new();
            for set in sets {
                collect(set, document, &mut keys, &mut Vec::new());
            }
            Rc::new(keys.into_iter().collect())
        }))
    }
}

/// Whether every key of `object` comes in `order`, in that order.
fn in_order(object: &IndexMap<Name, Value>, order: &Order<'_>) -> bool {
    let mut next = 0;
    object.keys().all(
        |key| match order[next..].iter().position(|(name, _)| *name == key) {
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
