#!/usr/bin/env bash
# One-time setup of a fresh machine: the tools the justfile uses. Safe to run again.
#   just, cargo-nextest   from crates.io (compiled locally)
#   aiosmtpd              from PyPI, the SMTP server the mail tests talk to
#   chromium, emoji font  from Debian's packages, for the end-to-end tests (skip with NO_BROWSER=1)
set -euo pipefail
export PATH="$HOME/.cargo/bin:$PATH"

command -v just >/dev/null || cargo install just --locked
command -v cargo-nextest >/dev/null || cargo install cargo-nextest --locked
# The SMTP server the mail tests send to.
python3 -c 'import aiosmtpd' 2>/dev/null || python3 -m pip install --quiet --disable-pip-version-check 'aiosmtpd==1.4.6'

if [ -z "${NO_BROWSER:-}" ]; then
  packages=()
  command -v chromium >/dev/null || packages+=(chromium)
  fc-list 2>/dev/null | grep -qi "Noto Color Emoji" || packages+=(fonts-noto-color-emoji)
  if ((${#packages[@]})); then
    echo "Installing ${packages[*]} from Debian's packages"
    sudo_cmd=(); [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
    "${sudo_cmd[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
  fi
fi
