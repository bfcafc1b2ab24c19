// SPDX-License-Identifier: MIT

/// Colours for views named `prefix1` to `prefixN`, round the colour wheel (where Masonry
/// picks random colours, the drawings pick the same ones every time).
func rainbow(_ prefix: String, count: Int) -> [String: String] {
  var colors: [String: String] = [:]
  for index in 1...max(count, 1) {
    colors["\(prefix)\(index)"] = "hsl(\((index - 1) * 360 / max(count, 1)), 70%, 62%)"
  }
  return colors
}
