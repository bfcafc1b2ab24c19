#!/usr/bin/env bash
# An app as a user writes one, from the README: the Package.swift of README's "Installation"
# (verbatim), next to a checkout of Masonry, with MyApp/ and MySolving/ from this folder as its
# targets. Builds it in debug and in release, lays out feed-100 in each, and fails unless the
# debug build is within 50x of release: a dependent's debug build must not compile Masonry's
# invariant checker in. Unoptimised code alone is about 20x slower since the solver's release
# build optimises lazily (6 ms for feed-100); the checker, which re-reads the whole tableau
# after every call, makes a debug layout of feed-100 take about 6 s, a thousand times release.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
work="$root/.build/debug-build-check"
limit=50

mkdir -p "$work/MyApp/Sources/MyApp" "$work/MyApp/Sources/MySolving"
ln -sfn "$root" "$work/Masonry"  # the checkout, where the README's `path: "../Masonry"` points
awk '/^<!-- the Package.swift of an app/ { found = 1; next }
  found && /^```swift$/ { inside = 1; next }
  inside && /^```$/ { exit }
  inside { print }' "$root/README.md" > "$work/MyApp/Package.swift.new"
if ! grep -q "swift-tools-version" "$work/MyApp/Package.swift.new"; then
  echo "error: README.md has no app Package.swift under Installation" >&2
  exit 1
fi
# Rewrite files only when they change, so an unchanged app is not rebuilt.
sync() { cmp -s "$1" "$2" || cp "$1" "$2"; }
sync "$work/MyApp/Package.swift.new" "$work/MyApp/Package.swift"
sync "$here/MyApp/main.swift" "$work/MyApp/Sources/MyApp/main.swift"
sync "$here/MySolving/Solving.swift" "$work/MyApp/Sources/MySolving/Solving.swift"

cd "$work/MyApp"  # the app's own folder, where an app's builds run
for configuration in debug release; do
  log=$(swift build -c "$configuration" 2>&1) || { echo "$log" >&2; exit 1; }
  if grep -E "warning:" <<<"$log" >&2; then
    echo "error: the app's $configuration build printed warnings" >&2
    exit 1
  fi
done
debug=$(.build/debug/MyApp 100)
release=$(.build/release/MyApp 100)
echo "$debug"
echo "$release"
ms() { sed -E 's/.*median_ms=([0-9.]+).*/\1/' <<<"$1"; }
awk -v d="$(ms "$debug")" -v r="$(ms "$release")" -v limit="$limit" 'BEGIN {
  ratio = d / r
  printf "feed-100 in a dependent app: debug %.1f ms, release %.1f ms: x%.1f (limit x%d)\n",
    d, r, ratio, limit
  exit (ratio <= limit) ? 0 : 1
}' || { echo "error: the app's debug build is more than ${limit}x slower than release" >&2; exit 1; }
