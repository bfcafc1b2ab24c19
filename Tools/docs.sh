#!/usr/bin/env bash
# Builds the DocC archive of every public module with the toolchain alone, into
# .build/docs/<Module>.doccarchive: the module's public symbol graph (from the debug build's
# module files, by `swift symbolgraph-extract`), then `docc convert` of its catalog. Each
# archive holds its own module only; a warning fails the script. The umbrella `Masonry`'s
# landing page links into the others (built with `--dependency` on them).
#
#   Tools/docs.sh            build every archive
#   Tools/docs.sh MODULE...  build these (their dependencies' archives must exist for Masonry)
set -euo pipefail
cd "$(dirname "$0")/.."

# Bottom up: an archive is built after the archives it links to.
all=(MasonryGeometry MasonrySolving MasonrySimplex MasonryGauss MasonryLayout MasonryDSL
  MasonryDebug Masonry)
modules=("$@")
[ ${#modules[@]} -gt 0 ] || modules=("${all[@]}")

swift build --target Masonry 2>&1 | grep -E "warning:|error:" && exit 1
bin=$(swift build --show-bin-path)
triple=$(swiftc -print-target-info | sed -n 's/^ *"triple": "\(.*\)",$/\1/p' | head -1)
out=.build/docs
mkdir -p "$out"

for module in "${modules[@]}"; do
  catalog="Modules/$module/$module.docc"
  [ -d "$catalog" ] || { echo "error: $module has no catalog at $catalog" >&2; exit 1; }
  graphs="$out/symbol-graphs/$module"
  rm -rf "$graphs" "$out/$module.doccarchive"
  mkdir -p "$graphs"
  swift symbolgraph-extract -module-name "$module" -I "$bin/Modules" -target "$triple" \
    -output-dir "$graphs" -minimum-access-level public -skip-inherited-docs \
    -emit-extension-block-symbols
  dependencies=()
  if [ "$module" = Masonry ]; then
    for other in "${all[@]}"; do
      [ "$other" = Masonry ] || dependencies+=(--dependency "$out/$other.doccarchive")
    done
  fi
  log="$out/$module.log"
  if ! docc convert "$catalog" --additional-symbol-graph-dir "$graphs" \
    --output-path "$out/$module.doccarchive" --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.masonry.$module" --warnings-as-errors \
    --enable-experimental-external-link-support ${dependencies[@]+"${dependencies[@]}"} \
    >"$log" 2>&1; then
    cat "$log" >&2
    echo "error: $module: docc convert failed (warnings are errors)" >&2
    exit 1
  fi
  contents=$(ls "$out/$module.doccarchive/data/documentation" | sed 's/\.json$//' | sort -u)
  if [ "$contents" != "$(tr '[:upper:]' '[:lower:]' <<<"$module")" ]; then
    echo "error: $module's archive holds more than its module: $contents" >&2
    exit 1
  fi
  echo "$module: $out/$module.doccarchive"
done
