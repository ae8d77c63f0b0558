//! Every GraphQL answer keeps the schema's promises (issue 40): a non-null position never
//! holds null, a list item is an object of a type the field allows, and an object carries
//! exactly the fields selected on it.
//!
//! The queries are generated from the schema the server exports, so a new query field is
//! covered without touching this file: for each field of `Query`, the smallest selections an
//! integrator might send (`__typename` alone, one scalar, each union member or implementor
//! alone, and the same one level deeper) run against a demo forum as an admin and as a member,
//! and each answer is checked against the schema. A required `ID` argument has to be named in
//! [`Samples::argument`], so a new one fails loudly instead of going untested.

use std::collections::HashMap;

use async_graphql::parser::Positioned;
use async_graphql::parser::parse_schema;
use async_graphql::parser::types::{
    BaseType, FieldDefinition, Type, TypeKind, TypeSystemDefinition,
};
use serde_json::{Value, json};

use crate::helpers::TestApp;

crate::on_both_databases!(every_minimal_selection_keeps_the_schemas_shape);

const MEMBER_PASSWORD: &str = "Quiet-Meadow-42";

/// How deep selections go below a query field's type (page → item → member's field).
const DEPTH: usize = 3;

async fn every_minimal_selection_keeps_the_schemas_shape(app: TestApp) {
    let output = app.forum(&[
        "seed-demo",
        "--members",
        "8",
        "--posts",
        "40",
        "--comments-per-post",
        "2",
        "--resources",
        "6",
        "--reports",
        "10",
        "--member-password",
        MEMBER_PASSWORD,
        "--seed",
        "7",
    ]);
    assert!(output.status.success(), "{output:?}");
    let exported = app.forum(&["export-schema"]);
    assert!(exported.status.success(), "{exported:?}");
    let schema = Schema::parse(&String::from_utf8(exported.stdout).unwrap());

    let admin = app.admin().await.access;
    let member = app.login("demo-1@example.org", MEMBER_PASSWORD).await;
    let member = crate::helpers::Tokens::from_body(&member.json().await.unwrap()).access;
    let samples = Samples::find(&app, &admin).await;

    let mut checked = 0;
    let mut refused = 0;
    let mut broken = 0;
    let mut problems = Vec::new();
    for field in schema.fields("Query").iter().map(|field| &field.node) {
        let arguments = samples.arguments(&schema, field);
        for selection in schema.selections(&named(&field.ty.node), DEPTH) {
            let root = Selection::Field {
                name: field.name.node.to_string(),
                arguments: arguments.clone(),
                children: selection,
            };
            let query = format!("{{ {} }}", root.render());
            for token in [&admin, &member] {
                let answer = app.graphql_as(token, &query, json!({})).await;
                if answer.get("errors").is_some() {
                    // Refusals (a member asking an admin table, an unknown object) answer with
                    // an error; their data is not what this test is about.
                    refused += 1;
                    continue;
                }
                checked += 1;
                let data = answer.get("data").cloned().unwrap_or(Value::Null);
                let mut found = Vec::new();
                schema.check_object(&data, "Query", std::slice::from_ref(&root), "", &mut found);
                if !found.is_empty() {
                    broken += 1;
                    problems.extend(
                        found
                            .into_iter()
                            .map(|problem| format!("{query}: {problem}")),
                    );
                }
            }
        }
    }
    assert!(
        problems.is_empty(),
        "{broken} of {checked} answers break the schema, for example:\n{}",
        problems[..problems.len().min(20)].join("\n")
    );
    // Most selections must really have been answered, or the check proves nothing.
    assert!(
        checked > 300 && checked > refused,
        "{checked} answered, {refused} refused"
    );
}

/// Ids from the demo forum for the arguments no default fits.
struct Samples {
    topic: String,
    post: String,
    second_opinion: String,
    member: String,
    report: String,
    word: String,
}

impl Samples {
    async fn find(app: &TestApp, admin: &str) -> Self {
        let found = app
            .graphql_as(
                admin,
                "{ feed(first: 50) { items { __typename ... on Post { id title topics { id } } ... on SecondOpinion { id } } }
                   adminUsers { items { id isAdmin } }
                   adminReports { items { id } } }",
                json!({}),
            )
            .await;
        let data = &found["data"];
        let items = data["feed"]["items"].as_array().expect("a feed");
        let first = |typename: &str| {
            items
                .iter()
                .find(|item| item["__typename"] == typename)
                .unwrap_or_else(|| panic!("the demo forum's feed has a {typename}: {found}"))
        };
        let post = first("Post");
        let member = data["adminUsers"]["items"]
            .as_array()
            .unwrap()
            .iter()
            .find(|user| user["isAdmin"] == false)
            .expect("a member");
        Samples {
            topic: post["topics"][0]["id"].as_str().unwrap().to_owned(),
            post: post["id"].as_str().unwrap().to_owned(),
            second_opinion: first("SecondOpinion")["id"].as_str().unwrap().to_owned(),
            member: member["id"].as_str().unwrap().to_owned(),
            report: data["adminReports"]["items"][0]["id"]
                .as_str()
                .expect("a report")
                .to_owned(),
            word: post["title"]
                .as_str()
                .unwrap()
                .split_whitespace()
                .max_by_key(|word| word.len())
                .unwrap()
                .trim_matches(|c: char| !c.is_alphanumeric())
                .to_owned(),
        }
    }

    /// The value of `Query.field(argument)` when the schema's type alone cannot give one.
    fn argument(&self, field: &str, argument: &str) -> Option<Value> {
        let id = match (field, argument) {
            ("topic" | "topicFeed" | "secondOpinions", "id" | "topicId") => &self.topic,
            (
                "post" | "comments" | "commentPermalink" | "relatedSecondOpinions",
                "id" | "postId",
            ) => &self.post,
            // Not a comment of the post: the permalink answers GONE, a shape like any other.
            ("commentPermalink", "commentId") => &self.post,
            ("secondOpinion", "id") => &self.second_opinion,
            ("adminMember" | "adminReporterRecord", "id" | "userId") => &self.member,
            ("adminReport", "id") => &self.report,
            ("searchPosts" | "searchComments", "query") => &self.word,
            ("locationSuggestions", "text") => "Lon",
            // No upload exists: the answer is a refusal, which is fine.
            ("signedUrl", "objectId") => "no-such-object",
            _ => return None,
        };
        Some(Value::String(id.to_owned()))
    }

    /// Every required argument of `field`, as GraphQL literals.
    fn arguments(&self, schema: &Schema, field: &FieldDefinition) -> Vec<(String, String)> {
        field
            .arguments
            .iter()
            .filter(|argument| {
                !argument.node.ty.node.nullable && argument.node.default_value.is_none()
            })
            .map(|argument| {
                let name = argument.node.name.node.to_string();
                let literal = match self.argument(&field.name.node, &name) {
                    Some(value) => value.to_string(),
                    None => schema.default_literal(&argument.node.ty.node).unwrap_or_else(|| {
                        panic!(
                            "Query.{}({name}:) needs a sample value: add it to Samples::argument",
                            field.name.node
                        )
                    }),
                };
                (name, literal)
            })
            .collect()
    }
}

/// One piece of a generated selection set.
#[derive(Clone)]
enum Selection {
    Typename,
    Field {
        name: String,
        arguments: Vec<(String, String)>,
        children: Vec<Selection>,
    },
    Fragment {
        on: String,
        children: Vec<Selection>,
    },
}

impl Selection {
    fn render(&self) -> String {
        let set = |children: &[Selection]| {
            let inner: Vec<_> = children.iter().map(Selection::render).collect();
            format!("{{ {} }}", inner.join(" "))
        };
        match self {
            Selection::Typename => "__typename".to_owned(),
            Selection::Field {
                name,
                arguments,
                children,
            } => {
                let mut out = name.clone();
                if !arguments.is_empty() {
                    let list: Vec<_> = arguments.iter().map(|(n, v)| format!("{n}: {v}")).collect();
                    out += &format!("({})", list.join(", "));
                }
                if !children.is_empty() {
                    out += " ";
                    out += &set(children);
                }
                out
            }
            Selection::Fragment { on, children } => format!("... on {on} {}", set(children)),
        }
    }

    fn field(name: &str, children: Vec<Selection>) -> Self {
        Selection::Field {
            name: name.to_owned(),
            arguments: Vec::new(),
            children,
        }
    }
}

struct Schema {
    types: HashMap<String, TypeKind>,
}

fn named(ty: &Type) -> String {
    match &ty.base {
        BaseType::Named(name) => name.to_string(),
        BaseType::List(inner) => named(inner),
    }
}

impl Schema {
    fn parse(sdl: &str) -> Self {
        let document = parse_schema(sdl).expect("the exported schema parses");
        let types = document
            .definitions
            .into_iter()
            .filter_map(|definition| match definition {
                TypeSystemDefinition::Type(ty) => {
                    Some((ty.node.name.node.to_string(), ty.node.kind))
                }
                _ => None,
            })
            .collect();
        Schema { types }
    }

    fn kind(&self, name: &str) -> Option<&TypeKind> {
        self.types.get(name)
    }

    fn is_leaf(&self, name: &str) -> bool {
        !matches!(
            self.kind(name),
            Some(TypeKind::Object(_) | TypeKind::Interface(_) | TypeKind::Union(_))
        )
    }

    fn fields(&self, name: &str) -> &[Positioned<FieldDefinition>] {
        match self.kind(name) {
            Some(TypeKind::Object(object)) => &object.fields,
            Some(TypeKind::Interface(interface)) => &interface.fields,
            _ => &[],
        }
    }

    fn field(&self, on: &str, name: &str) -> Option<&FieldDefinition> {
        self.fields(on)
            .iter()
            .map(|field| &field.node)
            .find(|field| field.name.node == name)
    }

    /// The object types a value of type `name` may be.
    fn possible_types(&self, name: &str) -> Vec<String> {
        match self.kind(name) {
            Some(TypeKind::Union(union)) => {
                union.members.iter().map(|m| m.node.to_string()).collect()
            }
            Some(TypeKind::Interface(_)) => self
                .types
                .iter()
                .filter(|(_, kind)| {
                    matches!(kind, TypeKind::Object(object)
                        if object.implements.iter().any(|i| i.node == name))
                })
                .map(|(object, _)| object.clone())
                .collect(),
            _ => vec![name.to_owned()],
        }
    }

    fn callable(field: &FieldDefinition) -> bool {
        field
            .arguments
            .iter()
            .all(|argument| argument.node.ty.node.nullable || argument.node.default_value.is_some())
    }

    /// The smallest selection sets on type `name`, then the same `depth` levels further down.
    fn selections(&self, name: &str, depth: usize) -> Vec<Vec<Selection>> {
        if self.is_leaf(name) {
            return vec![Vec::new()];
        }
        let mut out = vec![vec![Selection::Typename]];
        let scalar = self
            .fields(name)
            .iter()
            .map(|f| &f.node)
            .find(|f| Self::callable(f) && self.is_leaf(&named(&f.ty.node)));
        if let Some(scalar) = scalar {
            out.push(vec![Selection::field(&scalar.name.node, Vec::new())]);
        }
        if matches!(self.kind(name), Some(TypeKind::Object(_))) {
            if depth > 0 {
                for field in self.fields(name).iter().map(|f| &f.node) {
                    let inner = named(&field.ty.node);
                    if !Self::callable(field) || self.is_leaf(&inner) {
                        continue;
                    }
                    for children in self.selections(&inner, depth - 1) {
                        out.push(vec![Selection::field(&field.name.node, children)]);
                    }
                }
            }
        } else {
            for on in self.possible_types(name) {
                // Each member alone: the one shape the bug broke. The others answer `{}`.
                for children in self.selections(&on, depth.saturating_sub(1)) {
                    out.push(vec![Selection::Fragment {
                        on: on.clone(),
                        children,
                    }]);
                }
            }
        }
        out
    }

    /// A literal for a required argument of type `ty`, when its type alone gives one.
    fn default_literal(&self, ty: &Type) -> Option<String> {
        match &ty.base {
            BaseType::List(_) => Some("[]".to_owned()),
            BaseType::Named(name) => match name.as_str() {
                "Int" => Some("5".to_owned()),
                "Float" => Some("51.5".to_owned()),
                "Boolean" => Some("false".to_owned()),
                "String" => Some("\"a\"".to_owned()),
                _ => match self.kind(name)? {
                    TypeKind::Enum(values) => Some(values.values[0].node.value.node.to_string()),
                    _ => None,
                },
            },
        }
    }

    /// Checks `value` against type `ty` and what was selected on it.
    fn check(
        &self,
        value: &Value,
        ty: &Type,
        selections: &[Selection],
        path: &str,
        problems: &mut Vec<String>,
    ) {
        if value.is_null() {
            if !ty.nullable {
                problems.push(format!("{path} is null where the schema says {ty}"));
            }
            return;
        }
        match &ty.base {
            BaseType::List(inner) => match value.as_array() {
                Some(items) => {
                    for (index, item) in items.iter().enumerate() {
                        self.check(
                            item,
                            inner,
                            selections,
                            &format!("{path}[{index}]"),
                            problems,
                        );
                    }
                }
                None => problems.push(format!("{path} is not a list: {value}")),
            },
            BaseType::Named(name) if self.is_leaf(name) => {
                if let Some(TypeKind::Enum(values)) = self.kind(name) {
                    let known = values
                        .values
                        .iter()
                        .any(|v| v.node.value.node == value.as_str().unwrap_or(""));
                    if !known {
                        problems.push(format!("{path} is {value}, not a value of {name}"));
                    }
                }
            }
            BaseType::Named(name) => self.check_object(value, name, selections, path, problems),
        }
    }

    fn check_object(
        &self,
        value: &Value,
        name: &str,
        selections: &[Selection],
        path: &str,
        problems: &mut Vec<String>,
    ) {
        let Some(object) = value.as_object() else {
            problems.push(format!("{path} is not an object of {name}: {value}"));
            return;
        };
        let possible = self.possible_types(name);
        let concrete = match object.get("__typename").and_then(Value::as_str) {
            Some(typename) if !possible.iter().any(|p| p == typename) => {
                problems.push(format!(
                    "{path} is a {typename}, which {name} does not allow"
                ));
                return;
            }
            Some(typename) => Some(typename.to_owned()),
            None if possible.len() == 1 => Some(possible[0].clone()),
            None => None,
        };
        let mut expected = Vec::new();
        for selection in selections {
            match selection {
                Selection::Typename => expected.push(("__typename".to_owned(), None)),
                Selection::Field {
                    name: field,
                    children,
                    ..
                } => expected.push((field.clone(), Some((name.to_owned(), children)))),
                Selection::Fragment { on, children } => {
                    // Without `__typename` an item's type shows in which fragment's fields it has.
                    let applies = match &concrete {
                        Some(concrete) => self.possible_types(on).contains(concrete),
                        None => children.iter().any(|child| match child {
                            Selection::Field { name, .. } => object.contains_key(name),
                            _ => false,
                        }),
                    };
                    if applies {
                        for child in children {
                            match child {
                                Selection::Typename => {
                                    expected.push(("__typename".to_owned(), None))
                                }
                                Selection::Field {
                                    name: field,
                                    children,
                                    ..
                                } => expected.push((field.clone(), Some((on.clone(), children)))),
                                Selection::Fragment { .. } => {
                                    unreachable!("one level of fragments")
                                }
                            }
                        }
                    }
                }
            }
        }
        for key in object.keys() {
            if !expected.iter().any(|(name, _)| name == key) {
                problems.push(format!("{path} has {key}, which was not selected"));
            }
        }
        for (key, field) in expected {
            let Some(child) = object.get(&key) else {
                problems.push(format!("{path} lacks {key}"));
                continue;
            };
            let Some((on, children)) = field else {
                continue;
            };
            let on = concrete.clone().unwrap_or(on);
            match self.field(&on, &key) {
                Some(definition) => self.check(
                    child,
                    &definition.ty.node,
                    children,
                    &format!("{path}.{key}"),
                    problems,
                ),
                None => problems.push(format!("{path}.{key} is not a field of {on}")),
            }
        }
    }
}
