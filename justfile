# The project's vocabulary. `just run` starts the forum; `just test` runs every check.

set shell := ["bash", "-euo", "pipefail", "-c"]

# One cargo target directory; CI points it outside the clone to reuse earlier builds.
export CARGO_TARGET_DIR := env_var_or_default("CARGO_TARGET_DIR", justfile_directory() / "target")
forum := CARGO_TARGET_DIR / "debug" / "forum"

# Build everything and start the forum on the embedded default (SQLite + local files in ./data)
run: build
    @echo "==> Starting the forum on the embedded default: data in ./data"
    @{{forum}} serve

# Fill an empty forum with demo members, posts, threads, reactions and Second Opinions (flags: `forum seed-demo --help`)
seed-demo *ARGS: build
    {{forum}} seed-demo {{ARGS}}

# Build the frontend and the `forum` binary
build: vendor frontend-build
    @echo "==> Building the forum server (cargo)"
    @cargo build -p gateway --bin forum

# Cargo reads the root Cargo.toml's [patch.crates-io] paths before it does anything, so every
# recipe that runs cargo depends on this one.
# Materialise vendor/: crates.io crates with our small patches (vendor/README.md); a no-op when current
[private]
vendor:
    @scripts/vendor.sh

# Build the frontend into frontend/dist, which the server serves from disk (skipped when nothing it is built from changed)
frontend-build: frontend-deps
    #!/usr/bin/env bash
    set -euo pipefail
    cd frontend
    if [ -f dist/index.html ] && [ -z "$(find src public index.html package-lock.json vite.config.ts scripts tsconfig.json tsconfig.app.json tsconfig.node.json -newer dist/index.html -print -quit)" ]; then
        echo "==> Frontend is up to date (frontend/dist)"
    else
        echo "==> Building the frontend into frontend/dist"
        npm run --silent build
    fi

# Not `npm ci`: its lock check wants other platforms' optional binaries, which the registry
# mirror here doesn't list; `npm install` installs the locked versions (.ci/run checks the lock is unchanged).
# Install the frontend's npm packages from the lock file when they are missing or stale
frontend-deps:
    @cd frontend && if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then echo "==> Installing the frontend's npm packages (package-lock.json)"; npm install --no-audit --no-fund --loglevel=error; fi

# Server on :8080 and Vite's dev server on :5173 (proxying /graphql and /api), both reloading
dev: vendor frontend-deps
    cargo build -p gateway --bin forum
    trap 'kill 0' EXIT; {{forum}} serve & (cd frontend && npm run dev) & wait

# The e2e tests run the `forum` binary the Rust tests have just built (their integration tests
# need it): `just build`'s would differ in features (dev-dependencies widen them) and compile
# the server a second time.
# Everything: formatting, lints, generated-file drift, Rust tests (SQLite + PostgreSQL), the cluster test, frontend unit tests, the bundle budget, e2e tests
test: lint codegen-check test-rust test-cluster test-frontend frontend-build bundle-budget e2e-run

# Rust unit and integration tests; integration tests need PostgreSQL on 127.0.0.1:5432 (TEST_POSTGRES_URL)
test-rust: vendor
    cargo nextest run --workspace

# Three `forum serve` processes behind HAProxy on one PostgreSQL database and one S3 store: a member's journey on every process in turn, migrations and scheduled jobs run once, a SIGTERM under load losing nothing (needs haproxy, which ./test installs; waits out the schedulers' first minute). `test-rust` builds it and skips it (#[ignore])
test-cluster: vendor
    cargo nextest run -p gateway --test cluster --run-ignored only

# Frontend unit tests (Vitest)
test-frontend: frontend-deps
    cd frontend && npm test

# Fail when the built app's first download of `/` or a lazy chunk is over budget, or admin or GraphiQL code is in it (reads frontend/dist)
bundle-budget: frontend-deps
    cd frontend && npm run budget

# Lighthouse (mobile) on /login, the signed-in feed and a post, against the built app; not part of `test` (timing-dependent)
lighthouse: build
    cd frontend && FORUM_BIN={{forum}} npm run lighthouse

# Where a phone's main thread goes on the signed-in feed, by function, at 4× CPU slowdown (PROFILE_PATH=post: a post's page), on an unminified build of the app; not part of `test`
profile-first-screen: build
    cd frontend && npx vite build --minify false --outDir "${TMPDIR:-/tmp}/forum-dist-readable" --emptyOutDir --logLevel warn
    cd frontend && FRONTEND_DIR="${TMPDIR:-/tmp}/forum-dist-readable" FORUM_BIN={{forum}} npm run profile

# End-to-end tests in Debian's Chromium against the real server; screenshots land in frontend/e2e/screenshots/
e2e: build e2e-run

# The e2e tests against whatever `forum` binary is built
[private]
e2e-run:
    cd frontend && FORUM_BIN={{forum}} npm run e2e

# Throughput, latency, errors, cold start and memory of the release server, run as its own process, on a 100,000-post demo forum (BENCH_POSTS=… resizes it, BENCH_DATABASE_URL=postgres://… uses PostgreSQL); writes the table into docs/performance.md (BENCH_WRITE_DOCS=0 does not)
bench: vendor
    cargo build --release -p gateway --bin forum --example bench
    "$CARGO_TARGET_DIR/release/examples/bench"

# Regenerate schema.graphql from the merged Rust schema
schema: vendor
    cargo build -p gateway --bin forum
    {{forum}} export-schema > schema.graphql

# Regenerate openapi.json, the REST contract's OpenAPI document (`/api/openapi.json`)
openapi: vendor
    cargo build -p gateway --bin forum
    {{forum}} export-openapi > openapi.json

# Regenerate the frontend's typed GraphQL documents from schema.graphql
codegen: frontend-deps
    cd frontend && npm run codegen

# Fail when the generated GraphQL types differ from what schema.graphql and the documents give
codegen-check: frontend-deps
    cd frontend && npm run codegen:check

# Format Rust and frontend code
fmt: vendor frontend-deps
    cargo fmt --all
    cd frontend && npm run lint -- --fix

# rustfmt, clippy (warnings are errors), eslint, tsc, and vendor/ being exactly its crates + patches
lint: vendor frontend-deps
    scripts/vendor.sh --check
    cargo fmt --all --check
    cargo clippy --workspace --all-targets -- -D warnings
    cd frontend && npm run lint && npm run typecheck
