# Shared by ./run, ./test and .ci/run: make sure the tools the justfile uses are here, installing
# what is missing quietly (a line per step, the full output only when a step fails), and fail
# with a message naming what to install by hand when this machine cannot.
# Sourced, not run; every function is safe to call again.

export PATH="$HOME/.cargo/bin:$PATH"
log_dir="${TMPDIR:-/tmp}/forum-setup"
mkdir -p "$log_dir"

step() { printf '==> %s\n' "$*"; }

fail() {
  printf '\nCannot continue: %s\n' "$*" >&2
  exit 1
}

# Runs a command with its output in a log file; on failure shows the log's end and stops.
quietly() {
  local name=$1
  shift
  local log="$log_dir/$name.log"
  if ! "$@" >"$log" 2>&1; then
    tail -n 30 "$log" >&2
    fail "'$*' failed (full output in $log)"
  fi
}

need_rust() {
  command -v cargo >/dev/null ||
    fail "Rust is not installed. Install Rust 1.95 or newer with rustup, then run this again."
}

need_node() {
  command -v node >/dev/null && command -v npm >/dev/null ||
    fail "Node.js 20 (with npm) is not installed. Install Node.js 20.19 or newer from your system's packages, then run this again."
  local version
  version=$(node -p 'process.versions.node')
  node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 20 || (a === 20 && b >= 19) ? 0 : 1)' ||
    fail "Node.js $version is too old: the frontend build needs 20.19 or newer."
}

# ensure_cargo_tool COMMAND CRATE: compiled from crates.io the first time (a minute or two each).
ensure_cargo_tool() {
  command -v "$1" >/dev/null && return
  step "Installing $2 from crates.io (once per machine)"
  quietly "install-$2" cargo install --locked "$2"
}

ensure_python_module() {
  local module=$1 requirement=$2
  python3 -c "import $module" 2>/dev/null && return
  command -v python3 >/dev/null ||
    fail "Python 3 is not installed; the tests need it for $requirement (an SMTP server the mail tests send to)."
  step "Installing $requirement from PyPI (once per machine)"
  quietly "install-$module" python3 -m pip install --disable-pip-version-check "$requirement"
}

# ensure_debian_packages WHAT PACKAGE...: installs the missing ones with apt-get, as root or
# through sudo without a password; otherwise says which command to run by hand.
ensure_debian_packages() {
  local what=$1
  shift
  local missing=()
  for package in "$@"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
  done
  ((${#missing[@]})) || return 0
  local hint="install them by hand: sudo apt-get install ${missing[*]}"
  command -v apt-get >/dev/null || fail "$what needs ${missing[*]} and this is not a Debian-like system; $hint (or your system's equivalent)."
  local sudo=()
  if [ "$(id -u)" -ne 0 ]; then
    sudo -n true 2>/dev/null || fail "$what needs ${missing[*]}, and installing them needs root; $hint"
    sudo=(sudo -n)
  fi
  step "Installing ${missing[*]} from Debian's packages for $what (once per machine)"
  # Another install on the machine (an unattended upgrade) holds dpkg's lock for a while: wait for it.
  local lock=(-o DPkg::Lock::Timeout=600)
  quietly apt-update "${sudo[@]}" apt-get "${lock[@]}" update
  quietly apt-install "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get "${lock[@]}" install -y --no-install-recommends "${missing[@]}"
}

need_postgres() {
  (exec 3<>/dev/tcp/127.0.0.1/5432) 2>/dev/null && return
  [ -n "${TEST_POSTGRES_URL:-}" ] && return
  fail "PostgreSQL is not reachable on 127.0.0.1:5432; the tests run on it as well as on SQLite. Install and start PostgreSQL with trust authentication for local connections (Debian: apt-get install postgresql), or set TEST_POSTGRES_URL=postgres://user@host:port to one whose user may create databases."
}
