//! Black-box tests: the real server on a random port with a fresh database, over HTTP.
//! Every test runs twice, once on SQLite and once on PostgreSQL.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod account_deletion;
mod admin_access;
mod admin_contract;
mod admin_tables;
mod attack_probe;
mod auth;
mod back_office;
mod bounded_work;
mod cli;
mod concurrent_writes;
mod crash_reports;
mod exports;
mod forum;
mod forum_rest;
mod groundwork;
mod hardening;
mod helpers;
mod locations;
mod mail;
mod members;
mod moderation;
mod openapi;
mod own_content;
mod production;
mod profile;
mod report_trust;
mod safety;
mod schema_conformance;
mod search_indexes;
mod second_opinions;
mod skeleton;
mod staying_in_touch;
mod uploads;
mod uploads_variants;
