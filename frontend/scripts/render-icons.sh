#!/usr/bin/env bash
# Renders the installed app's PNG icons (public/icons/) from public/favicon.svg and
# public/notes.svg with Debian's Chromium. Run by hand when an icon changes; the PNGs are
# committed, so no build or install step draws anything.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
chromium=${CHROMIUM_PATH:-/usr/bin/chromium}

# render SVG OUT SIZE BACKGROUND PERCENT: the SVG at PERCENT of a SIZE px square on BACKGROUND.
render() {
  cat >"$work/page.html" <<HTML
<!doctype html><html><head><style>html,body{margin:0;padding:0;background:transparent}
.box{width:$3px;height:$3px;display:flex;align-items:center;justify-content:center;background:$4}
.box svg{width:$5%;height:$5%}</style></head><body><div class="box">$(cat "$1")</div></body></html>
HTML
  "$chromium" --headless=new --no-sandbox --disable-gpu --hide-scrollbars \
    --default-background-color=00000000 --window-size="$3,$3" --screenshot="$2" "file://$work/page.html" 2>/dev/null
}

mkdir -p public/icons
# "any": the mark on its own. "maskable": the mark inside the safe zone (the middle 80 %) on a
# full square, which the phone crops to its own shape.
render public/favicon.svg public/icons/app-192.png 192 transparent 100
render public/favicon.svg public/icons/app-512.png 512 transparent 100
render public/favicon.svg public/icons/app-maskable-512.png 512 '#ffffff' 62
render public/notes.svg public/icons/notes-192.png 192 transparent 100
render public/notes.svg public/icons/notes-512.png 512 transparent 100
render public/notes.svg public/icons/notes-maskable-512.png 512 '#e7e5e4' 62
