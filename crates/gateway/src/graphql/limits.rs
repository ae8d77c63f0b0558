//! What a GraphQL request may cost, checked **before** async-graphql validates or runs it.
//!
//! async-graphql's own depth and complexity checks walk the query with every fragment
//! expanded: thirty fragments that each spread the previous one twice describe 2³⁰ fields
//! in 1 KB of text, and walking them pinned a worker for the better part of an hour. Here the
//! text size, the number of operations and fragments, and the number of fields the query
//! selects once every fragment is expanded are counted in one pass over the document (each
//! fragment measured once), so such a query is refused in microseconds.
//!
//! Then, once async-graphql has validated the document, its **cost** (the complexity every
//! field declares, `graphql_kit::cost`: a page costs its rows times what each row
//! selects, a ranking or a password hash what it really takes) must fit the caller's
//! allowance: a member's or admin's, or a smaller one for a signed-out caller. A query over
//! it is refused before any resolver runs, so it never reaches the database. The answering
//! schemas enforce the allowances with async-graphql's complexity limit; [`QueryLimits`] is
//! the extension of the schema that then explains a refusal (see `graphql/mod.rs`).

use std::collections::HashMap;
use std::sync::Arc;

use async_graphql::extensions::{Extension, ExtensionContext, ExtensionFactory, NextValidation};
use async_graphql::parser::types::{ExecutableDocument, Selection, SelectionSet};
use async_graphql::{Name, Request, ServerError, ServerResult, ValidationResult};
use common::{ErrorKind, Viewer};
use graphql_kit::cost;

/// GraphiQL's introspection query is about 3 KB; our screens' queries are far smaller.
pub const MAX_QUERY_BYTES: usize = 16 * 1024;
pub const MAX_OPERATIONS: usize = 10;
pub const MAX_FRAGMENTS: usize = 50;
/// Fields selected by one operation with its fragments expanded (introspection: ~250).
pub const MAX_FIELDS: usize = 1_000;

pub struct QueryLimits;

impl ExtensionFactory for QueryLimits {
    fn create(&self) -> Arc<dyn Extension> {
        Arc::new(QueryLimits)
    }
}

/// Parses `request` (async-graphql then uses the parsed document) and refuses it over any
/// size limit. Runs before the schema sees the request.
pub fn check_request(request: &mut Request) -> ServerResult<&ExecutableDocument> {
    if request.query.len() > MAX_QUERY_BYTES {
        return Err(refused(format!(
            "The query is too long: at most {} KB.",
            MAX_QUERY_BYTES / 1024
        )));
    }
    let document = request.parsed_query()?;
    check(document)?;
    Ok(document)
}

#[async_trait::async_trait]
impl Extension for QueryLimits {
    async fn validation(
        &self,
        ctx: &ExtensionContext<'_>,
        next: NextValidation<'_>,
    ) -> Result<ValidationResult, Vec<ServerError>> {
        let result = next.run(ctx).await?;
        let signed_in = ctx
            .data_opt::<Viewer>()
            .is_some_and(|viewer| viewer.as_member().is_some());
        if result.complexity > cost::MEMBER_LIMIT {
            return Err(vec![refused(format!(
                "The query asks for too much at once: it costs {}, and {} is the most a request may cost. Ask for fewer items or fields.",
                result.complexity,
                cost::MEMBER_LIMIT
            ))]);
        }
        // More than a visitor may ask for, but what a member may: the member-only pages
        // (the feed, a post with its comments) are such queries, so signing in is the answer.
        if !signed_in && result.complexity > cost::ANONYMOUS_LIMIT {
            let mut error = ServerError::new(
                format!(
                    "Please sign in: a signed-out request may cost at most {}, and this one costs {}.",
                    cost::ANONYMOUS_LIMIT,
                    result.complexity
                ),
                None,
            );
            error.extensions.get_or_insert_with(Default::default).set(
                "code",
                edge::graphql_error::code(ErrorKind::Unauthenticated),
            );
            return Err(vec![error]);
        }
        Ok(result)
    }
}

fn refused(message: String) -> ServerError {
    let mut error = ServerError::new(message, None);
    error
        .extensions
        .get_or_insert_with(Default::default)
        .set("code", "GRAPHQL_VALIDATION_FAILED");
    error
}

/// Refuses a document over any limit.
pub fn check(document: &ExecutableDocument) -> ServerResult<()> {
    let operations = document.operations.iter().count();
    if operations > MAX_OPERATIONS {
        return Err(refused(format!(
            "The query has {operations} operations: at most {MAX_OPERATIONS}."
        )));
    }
    if document.fragments.len() > MAX_FRAGMENTS {
        return Err(refused(format!(
            "The query has {} fragments: at most {MAX_FRAGMENTS}.",
            document.fragments.len()
        )));
    }
    let mut sizes = Sizes {
        document,
        known: HashMap::new(),
    };
    for (_, operation) in document.operations.iter() {
        let fields = sizes.of(&operation.node.selection_set.node)?;
        if fields > MAX_FIELDS {
            return Err(refused(format!(
                "The query selects too many fields: at most {MAX_FIELDS} with its fragments expanded."
            )));
        }
    }
    Ok(())
}

/// Expanded field counts, each fragment measured once. Counts saturate at `MAX_FIELDS + 1`,
/// which is all the check needs to know.
struct Sizes<'a> {
    document: &'a ExecutableDocument,
    /// `None` while a fragment is being measured: meeting it again is a cycle.
    known: HashMap<&'a Name, Option<usize>>,
}

impl<'a> Sizes<'a> {
    fn of(&mut self, set: &'a SelectionSet) -> ServerResult<usize> {
        let mut total = 0usize;
        for selection in &set.items {
            let size = match &selection.node {
                Selection::Field(field) => 1 + self.of(&field.node.selection_set.node)?,
                Selection::InlineFragment(inline) => self.of(&inline.node.selection_set.node)?,
                Selection::FragmentSpread(spread) => {
                    self.fragment(&spread.node.fragment_name.node)?
                }
            };
            total = total.saturating_add(size).min(MAX_FIELDS + 1);
        }
        Ok(total)
    }

    fn fragment(&mut self, name: &'a Name) -> ServerResult<usize> {
        match self.known.get(name) {
            Some(Some(size)) => return Ok(*size),
            Some(None) => return Err(refused(format!("Fragment {name} spreads itself."))),
            None => {}
        }
        // An unknown fragment is the validator's to report; it adds nothing here.
        let Some(fragment) = self.document.fragments.get(name) else {
            return Ok(0);
        };
        self.known.insert(name, None);
        let size = self.of(&fragment.node.selection_set.node)?;
        self.known.insert(name, Some(size));
        Ok(size)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn checked(query: &str) -> ServerResult<()> {
        check(&async_graphql::parser::parse_query(query).unwrap())
    }

    /// Each fragment spreads the one before twice: 2^30 fields in about a kilobyte.
    fn fan_out(levels: usize) -> String {
        let mut query = String::from("fragment F0 on Topic { id title }\n");
        for i in 1..levels {
            query.push_str(&format!(
                "fragment F{i} on Topic {{ ...F{} ...F{} }}\n",
                i - 1,
                i - 1
            ));
        }
        query.push_str(&format!("{{ topics {{ ...F{} }} }}", levels - 1));
        query
    }

    /// Measured naively, this would take an hour; `just bench` times the refusal.
    #[test]
    fn a_fragment_fan_out_is_refused() {
        let err = checked(&fan_out(30)).unwrap_err();
        assert!(err.message.contains("too many fields"), "{}", err.message);
        assert!(checked(&fan_out(5)).is_ok(), "16 fields are fine");
    }

    #[test]
    fn ordinary_queries_pass() {
        assert!(checked("{ topics { id title } reactionTypes { name emoji } }").is_ok());
        assert!(checked("query A { topics { id } } query B { me { id } }").is_ok());
    }

    #[test]
    fn many_operations_or_fragments_or_cycles_are_refused() {
        let many_ops: String = (0..11)
            .map(|i| format!("query Q{i} {{ topics {{ id }} }}\n"))
            .collect();
        assert!(
            checked(&many_ops)
                .unwrap_err()
                .message
                .contains("operations")
        );
        let many_fragments: String = (0..51)
            .map(|i| format!("fragment X{i} on Topic {{ id }}\n"))
            .chain(["{ topics { id } }".to_owned()])
            .collect();
        assert!(
            checked(&many_fragments)
                .unwrap_err()
                .message
                .contains("fragments")
        );
        let cycle = "fragment A on Topic { ...B } fragment B on Topic { ...A } { topics { ...A } }";
        assert!(
            checked(cycle)
                .unwrap_err()
                .message
                .contains("spreads itself")
        );
    }
}
