#!/usr/bin/env bash
# Materialises vendor/<crate>/, which the root Cargo.toml's [patch.crates-io] points at: the
# crate exactly as crates.io published it (checked against a pinned sha256) with our patch from
# vendor/patches/ applied. vendor/README.md says why each patch exists and when to drop it.
#   scripts/vendor.sh          materialise what is missing or stale; silent when all is current
#   scripts/vendor.sh --check  fail unless every vendor/<crate>/ is exactly its crate + patch
# The justfile runs it before every cargo command: cargo reads [patch] paths before building.
set -euo pipefail
cd "$(dirname "$0")/.."

# Name, version, the .crate's sha256 (the "cksum" in crates.io's index), patch in vendor/patches/.
crates=(
  "sqlx-core 0.9.0 05b44e85bf579a8eeb4ceaa77a3a523baf2bf0e9bac7e40f405d537b5d2d5ccb sqlx-core-0.9.0-nodelay.patch"
  "async-graphql 7.2.1 1057a9f7ccf2404d94571dec3451ade1cb524790df6f1ada0d19c2a49f6b0f40 async-graphql-7.2.1-empty-selection.patch"
)

fail() {
  printf 'scripts/vendor.sh: %s\n' "$*" >&2
  exit 1
}

sha256() {
  if command -v sha256sum >/dev/null; then sha256sum "$1"; else shasum -a 256 "$1"; fi | cut -d' ' -f1
}

# crate_file NAME VERSION SHA256: prints the path of the verified .crate, from cargo's download
# cache when it holds it, else from vendor/.crates/, downloading it there the first time.
crate_file() {
  local name=$1 version=$2 sum=$3 file
  for file in "${CARGO_HOME:-$HOME/.cargo}"/registry/cache/*/"$name-$version.crate" "vendor/.crates/$name-$version.crate"; do
    if [ -f "$file" ] && [ "$(sha256 "$file")" = "$sum" ]; then
      echo "$file"
      return
    fi
  done
  file=vendor/.crates/$name-$version.crate
  mkdir -p vendor/.crates
  printf '==> Downloading %s %s from crates.io (vendor/README.md)\n' "$name" "$version" >&2
  curl -fsSL --retry 3 -o "$file.$$" "https://static.crates.io/crates/$name/$name-$version.crate" ||
    fail "cannot download $name $version from https://static.crates.io"
  if [ "$(sha256 "$file.$$")" != "$sum" ]; then
    rm -f "$file.$$"
    fail "$name-$version.crate from crates.io does not have the pinned sha256 $sum"
  fi
  mv "$file.$$" "$file"
  echo "$file"
}

# unpack_patched NAME VERSION SHA256 PATCH DIR: the crate unpacked into DIR, the patch applied.
unpack_patched() {
  local name=$1 version=$2 sum=$3 patch=vendor/patches/$4 dir=$5 crate
  crate=$(crate_file "$name" "$version" "$sum")
  mkdir -p "$dir"
  tar -xzf "$crate" -C "$dir" --strip-components=1
  # No fuzz: a patch that no longer fits exactly needs a person to look at it.
  patch -d "$dir" -p1 --fuzz=0 --batch --silent --no-backup-if-mismatch <"$patch" ||
    fail "$patch no longer applies to $name $version; update it by hand (vendor/README.md)"
}

check=false
case "${1:-}" in
  --check) check=true ;;
  "") ;;
  *) fail "usage: scripts/vendor.sh [--check]" ;;
esac

# Per run, so two `just` commands started together don't build in the same place.
scratch=$(mktemp -d vendor/.scratch.XXXXXX)
trap 'rm -rf "$scratch"' EXIT
status=0
for entry in "${crates[@]}"; do
  read -r name version sum patch <<<"$entry"
  dir=vendor/$name
  if $check; then
    unpack_patched "$name" "$version" "$sum" "$patch" "$scratch/$name"
    if ! diff -r --exclude=.vendored "$scratch/$name" "$dir" >&2; then
      echo "scripts/vendor.sh: $dir is not $name $version + $patch: remove it and run scripts/vendor.sh" >&2
      status=1
    fi
    continue
  fi
  # The stamp names what the tree was made from; a changed patch or version remakes it.
  stamp="$name $version $sum $(sha256 "vendor/patches/$patch")"
  if [ "$(cat "$dir/.vendored" 2>/dev/null)" != "$stamp" ]; then
    printf '==> Materialising %s: %s %s + vendor/patches/%s\n' "$dir" "$name" "$version" "$patch"
    unpack_patched "$name" "$version" "$sum" "$patch" "$scratch/$name"
    echo "$stamp" >"$scratch/$name/.vendored"
    rm -rf "$dir"
    mv "$scratch/$name" "$dir"
  fi
done
exit $status
