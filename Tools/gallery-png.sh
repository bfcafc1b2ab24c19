#!/usr/bin/env bash
# Writes the examples' gallery into DIR (default: .build/gallery) and renders every SVG to a
# PNG beside it with headless Chromium, to look at the drawings as a browser shows them.
# Chromium is not needed by the build or CI; without it the script stops after the SVGs.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=${1:-.build/gallery}
swift run examples --all --svg-dir "$dir" >/dev/null
browser=$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)
if [ -z "$browser" ]; then
  echo "wrote $dir/*.svg; no Chromium on PATH to render them (apt-get install chromium)" >&2
  exit 1
fi
for svg in "$dir"/*.svg; do
  # The drawing's size, from the root element's width and height.
  width=$(grep -o -m1 'width="[0-9.]*"' "$svg" | head -1 | tr -dc '0-9.')
  height=$(grep -o -m1 'height="[0-9.]*"' "$svg" | head -1 | tr -dc '0-9.')
  "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars \
    --window-size="$(( ${width%.*} + 1 )),$(( ${height%.*} + 1 ))" \
    --screenshot="${svg%.svg}.png" "file://$(realpath "$svg")" >/dev/null 2>&1
  echo "${svg%.svg}.png"
done
