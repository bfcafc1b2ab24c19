// SPDX-License-Identifier: MIT

import MasonrySolving

/// The layout-like families of generated systems.
public enum SystemShape: String, CaseIterable, Sendable, CustomStringConvertible {
  /// Views left to right in a container whose width is an edit variable; preferred widths,
  /// aspect ratios, equal-width links.
  case chain
  /// Rows and columns of equal cells inside a container of edited width and height.
  case grid
  /// A tree of boxes, each inside its parent with insets, siblings side by side.
  case nested
  /// Random sparse rows of one to three terms with small coefficients.
  case sparse
  /// Containers that split their main axis among their children (the bench's `nested-N`).
  case containers
  /// Rows of label, field and button with a shared label column (the bench's `form-N`).
  case form
  /// Views related to their neighbours by adjacency, proportion and centring, multipliers 0.5
  /// and 2 (the bench's `random-N`).
  case random
  /// Rows of two to four items with the four stack-view distributions, centred, some with an
  /// aspect ratio, in a vertical stack in a scrolling container (the bench's `stack-N`).
  case stack
  /// A spreadsheet whose columns are their widest cell's width and rows their tallest cell's
  /// height, in a scrolling container (the bench's `table-N`).
  case table
  /// Message bubbles in a scrolling container, incoming ones with an avatar aligned to the
  /// bubble before the bubble is placed, each at most three quarters of the width (the bench's
  /// `chat-N`).
  case chat
  /// Containers of one to four children in a row or a column, centred or filling the cross
  /// axis, leaves with preferred sizes, compression resistance and hugging (the bench's
  /// `tree-N`).
  case tree
  /// Tiles of their own aspect ratios over captions in three columns stacked independently,
  /// the content as tall as the tallest column (the bench's `waterfall-N`).
  case waterfall
  /// Lines of text centred in a container of edited width, each as wide as its text within
  /// the margins, compression resistance below that (the bench's `centred-N`).
  case centred

  public var description: String { rawValue }
}

/// Generates constraint systems from a seeded generator.
///
/// Every system has a *witness*, a point at which every required constraint holds, so the
/// required part is always satisfiable. A *consistent* system also has every optional
/// constraint and every edit target holding at the witness, and a triangular set of
/// equalities (the pins, of any strength) that fixes every variable: its optimum is unique and
/// is the witness, under every engine's semantics. An inconsistent system moves many optional
/// targets away from the witness, so priorities and weights decide.
///
/// Relations, priorities (the named ones and arbitrary ones in 1...999) and weights are all
/// drawn at random; about a third of the inequalities are tight at the witness.
public enum SystemGenerator {
  /// A system of the given shape with about `size` views (or variables, for ``SystemShape/sparse``).
  public static func make(
    _ shape: SystemShape, size: Int, consistent: Bool, rng: inout SplitMix64
  ) -> GeneratedSystem {
    var builder = SystemBuilder(isConsistent: consistent, rng: rng)
    switch shape {
    case .chain: chain(size, &builder)
    case .grid: grid(size, &builder)
    case .nested: nested(size, &builder)
    case .sparse: sparse(size, &builder)
    case .containers: containers(size, &builder)
    case .form: form(size, &builder)
    case .random: random(size, &builder)
    case .stack: stack(size, &builder)
    case .table: table(size, &builder)
    case .chat: chat(size, &builder)
    case .tree: tree(size, &builder)
    case .waterfall: waterfall(size, &builder)
    case .centred: centred(size, &builder)
    }
    let system = builder.finish(shuffled: builder.rng.chance(0.5))
    rng = builder.rng
    return system
  }

  static func chain(_ count: Int, _ builder: inout SystemBuilder) {
    var previous: (x: Variable, w: Variable, gap: Double)?
    var right = 0.0
    for i in 0..<max(1, count) {
      var widthWitness = Double(builder.rng.int(in: 20...120))
      if let previous, builder.rng.chance(0.3) { widthWitness = builder.witness(previous.w) }
      let gap = builder.rng.pick(0.0, 8, 16)
      let x = builder.variable("x\(i)", witness: previous.map { _ in right } ?? 8)
      if let previous {
        builder.pin(x - previous.x - previous.w - previous.gap, requiredChance: 0.8)
      } else {
        builder.pin(Expression(x), requiredChance: 0.8)
      }
      let w = builder.variable("w\(i)", witness: widthWitness)
      builder.pin(Expression(w), requiredChance: 0.1)
      builder.add(w >= 20.0)
      if let previous, builder.rng.chance(0.4) {
        builder.relate(w - previous.w, requiredChance: 0.3)
      }
      let ratio = builder.rng.pick(0.5, 0.75, 1, 2)
      let h = builder.variable("h\(i)", witness: ratio * widthWitness)
      builder.pin(h - ratio * w, requiredChance: 0.5)
      right = builder.witness(x) + widthWitness + gap
      previous = (x, w, gap)
    }
    let end = right + 8 - (previous?.gap ?? 0)
    let width = builder.variable("W", witness: end + (builder.rng.chance(0.5) ? 0 : 40))
    if let previous {
      builder.add(previous.x + previous.w + 8.0 <= width)
      builder.relate(previous.x + previous.w + 8.0 - width, requiredChance: 0)
    }
    builder.edit(width, strength: .strong)
  }

  static func grid(_ count: Int, _ builder: inout SystemBuilder) {
    let rows = max(1, Int(Double(count).squareRoot()))
    let columns = max(1, count / rows)
    let cellWidth = Double(builder.rng.int(in: 10...100))
    let cellHeight = Double(builder.rng.int(in: 10...100))
    var cells: [[(x: Variable, y: Variable, w: Variable, h: Variable)]] = []
    for r in 0..<rows {
      var row: [(x: Variable, y: Variable, w: Variable, h: Variable)] = []
      for c in 0..<columns {
        let x = builder.variable("x\(r)_\(c)", witness: 8 + Double(c) * (cellWidth + 8))
        let y = builder.variable("y\(r)_\(c)", witness: 8 + Double(r) * (cellHeight + 8))
        let w = builder.variable("w\(r)_\(c)", witness: cellWidth)
        let h = builder.variable("h\(r)_\(c)", witness: cellHeight)
        if let first = cells.first?.first ?? row.first {
          builder.pin(w - first.w, requiredChance: 0.9)
          builder.pin(h - first.h, requiredChance: 0.9)
        } else {
          builder.pin(Expression(w), requiredChance: 0)
          builder.pin(Expression(h), requiredChance: 0)
        }
        builder.add(w >= 0.0)
        builder.add(h >= 0.0)
        if let left = row.last {
          builder.pin(x - left.x - left.w - 8.0, requiredChance: 0.9)
        } else {
          builder.pin(x - 8.0, requiredChance: 0.9)
        }
        if let up = cells.last?[c] {
          builder.pin(y - up.y - up.h - 8.0, requiredChance: 0.9)
        } else {
          builder.pin(y - 8.0, requiredChance: 0.9)
        }
        row.append((x, y, w, h))
      }
      cells.append(row)
    }
    let slack = builder.rng.chance(0.5) ? 0.0 : 24
    let width = builder.variable("W", witness: 8 + Double(columns) * (cellWidth + 8) + slack)
    let height = builder.variable("H", witness: 8 + Double(rows) * (cellHeight + 8) + slack)
    for row in cells {
      guard let last = row.last else { continue }
      builder.relate(last.x + last.w + 8.0 - width, requiredChance: 0.5)
      builder.add(last.x + last.w + 8.0 <= width)
    }
    for last in cells.last ?? [] {
      builder.relate(last.y + last.h + 8.0 - height, requiredChance: 0.5)
      builder.add(last.y + last.h + 8.0 <= height)
    }
    builder.edit(width, strength: .strong)
    builder.edit(height, strength: .strong)
  }
}
