// SPDX-License-Identifier: MIT

import MasonryGeometry
public import MasonryLayout

extension LayoutView {
  /// The view's subtree drawn as boxes of text, for terminals and test output:
  ///
  /// ```
  /// +--------------------------------------+
  /// |superview                             |
  /// |  +-----------+                       |
  /// |  |header     |                       |
  /// ...
  /// ```
  ///
  /// The view's bounds are scaled to `columns` characters across, and half as many rows per
  /// point down (a character cell is about twice as tall as it is wide). Each view is a box of
  /// `+`, `-` and `|` with its `LayoutView.debugName` (or its type name) inside the top left
  /// corner (a `LayoutLabel`'s displayed lines of text follow on the rows below, as far as
  /// the box holds them); subviews are drawn over their superviews and hide what lies under
  /// them, hidden views are not drawn, and whatever lies outside the view's bounds is clipped.
  /// Trailing spaces are dropped.
  ///
  /// Lays the tree out first.
  ///
  /// - Parameter columns: the width of the drawing, in characters (at least 2).
  /// - Returns: the drawing, lines separated by `\n`; empty when the view has no area.
  public func asciiDrawing(columns: Int = 80) -> String {
    rootView.layoutIfNeeded()
    let width = bounds.size.width
    let height = bounds.size.height
    guard columns >= 2, width > 0, height > 0, width.isFinite, height.isFinite else { return "" }
    let scaleX = Double(columns - 1) / width
    let scaleY = scaleX / 2
    // At most 4 rows per column: a view far taller than wide draws as a bounded strip.
    let rows = min((height * scaleY).rounded(), Double(4 * columns))
    guard rows.isFinite else { return "" }
    var canvas = TextCanvas(columns: columns, rows: Int(rows) + 1)
    for treeItem in TreeItem.walk(self, skippingHidden: true) {
      guard let view = treeItem.view else { continue }
      let rect = treeItem.rect(in: self)
      guard rect.size.width >= 0, rect.size.height >= 0 else { continue }
      canvas.box(
        left: rect.minX * scaleX, top: rect.minY * scaleY, right: rect.maxX * scaleX,
        bottom: rect.maxY * scaleY, label: view.debugName ?? "\(type(of: view))",
        text: treeItem.textLines)
    }
    return canvas.text
  }
}

/// A grid of characters that boxes are drawn on.
private struct TextCanvas {
  let columns: Int
  let rows: Int
  var grid: [[Character]]

  init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = max(rows, 1)
    grid = Array(repeating: Array(repeating: " ", count: columns), count: self.rows)
  }

  /// Draws the box with the given edges (in characters) and writes `label` inside it.
  mutating func box(
    left: Double, top: Double, right: Double, bottom: Double, label: String, text: [String]
  ) {
    guard left.isFinite, top.isFinite, right.isFinite, bottom.isFinite else { return }
    let c0 = clamp(left, columns)
    let c1 = clamp(right, columns)
    let r0 = clamp(top, rows)
    let r1 = clamp(bottom, rows)
    // A view hides what lies under it, as the views of a screen do.
    if r1 - r0 >= 2, c1 - c0 >= 2 {
      for row in (r0 + 1)..<r1 {
        for column in (c0 + 1)..<c1 { put(" ", row, column) }
      }
    }
    for column in c0...c1 {
      put("-", r0, column)
      put("-", r1, column)
    }
    for row in r0...r1 {
      put("|", row, c0)
      put("|", row, c1)
    }
    for (row, column) in [(r0, c0), (r0, c1), (r1, c0), (r1, c1)] { put("+", row, column) }
    let room = c1 - c0 - 1
    guard room > 0 else { return }
    let row = r1 - r0 >= 2 ? r0 + 1 : r0
    for (index, line) in ([label] + text).enumerated() where row + index < r1 {
      for (offset, character) in line.prefix(room).enumerated() {
        put(character, row + index, c0 + 1 + offset)
      }
    }
  }

  private mutating func put(_ character: Character, _ row: Int, _ column: Int) {
    guard row >= 0, row < rows, column >= 0, column < columns else { return }
    grid[row][column] = character
  }

  private func clamp(_ value: Double, _ count: Int) -> Int {
    guard !value.isNaN else { return 0 }
    return Int(min(max(value.rounded(), 0), Double(count - 1)))
  }

  var text: String {
    grid.map { line in
      var line = String(line)
      while line.last == " " { line.removeLast() }
      return line
    }.joined(separator: "\n")
  }
}
