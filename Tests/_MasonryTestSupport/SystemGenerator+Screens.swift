// SPDX-License-Identifier: MIT

import MasonrySolving

extension SystemGenerator {
  /// One item of a row in ``stack(_:_:)``: its frame's variables.
  private struct Item {
    var x: Variable
    var y: Variable
    var w: Variable
    var h: Variable
  }

  /// The bench's `stack-N` shape at property-test sizes: about `count` items in rows of two to
  /// four inside a vertical stack in a scrolling container of edited width. Each row has one of
  /// the four stack-view distributions (fill, fill equally, equal spacing, equal centering), its
  /// items centred vertically in it; some leading items keep a 1.5 aspect ratio. The witness is
  /// the layout itself, every value an integer, so every required equality holds exactly.
  static func stack(_ count: Int, _ builder: inout SystemBuilder) {
    let width = Double(builder.rng.int(in: 400...600))
    let available = width - 32
    let w = builder.variable("W", witness: width)
    var made = 0
    var top = 8.0
    var previousRow: (y: Variable, h: Variable)?
    var row = 0
    while made < max(1, count) {
      let m = min(builder.rng.int(in: 2...4), max(1, count) - made)
      let distribution = m == 1 ? 0 : builder.rng.below(4)
      let aspect = distribution != 1 && m > 1 && builder.rng.chance(0.3)
      var widths = (0..<m).map { _ in Double(2 * builder.rng.int(in: 10...30)) }
      if aspect { widths[0] = Double(6 * builder.rng.int(in: 4...10)) }
      var lefts = [Double](repeating: 16, count: m)
      switch distribution {
      case 0:
        let stretchy = m == 1 ? 0 : 1
        let others = widths.reduce(0, +) - widths[stretchy]
        widths[stretchy] = available - 8 * Double(m - 1) - others
        for k in 1..<max(1, m) { lefts[k] = lefts[k - 1] + widths[k - 1] + 8 }
      case 1:
        var spacing = 8.0
        while Int(available - spacing * Double(m - 1)) % m != 0 { spacing += 1 }
        let share = (available - spacing * Double(m - 1)) / Double(m)
        widths = widths.map { _ in share }
        for k in 1..<m { lefts[k] = lefts[k - 1] + share + spacing }
      case 2:
        let free = available - widths.reduce(0, +)
        let gap = (free / Double(m - 1)).rounded(.down)
        widths[m - 1] += free - gap * Double(m - 1)
        for k in 1..<m { lefts[k] = lefts[k - 1] + widths[k - 1] + gap }
      default:
        func span() -> Double { width - 32 - widths[0] / 2 - widths[m - 1] / 2 }
        while span().truncatingRemainder(dividingBy: Double(m - 1)) != 0 { widths[m - 1] += 2 }
        let distance = span() / Double(m - 1)
        for k in 1..<m { lefts[k] = 16 + widths[0] / 2 + Double(k) * distance - widths[k] / 2 }
      }
      var heights = (0..<m).map { _ in Double(2 * builder.rng.int(in: 10...22)) }
      if aspect { heights[0] = widths[0] / 1.5 }
      let tallest = heights.indices.max { heights[$0] < heights[$1] } ?? 0
      let rowHeight = heights[tallest]
      let ry = builder.variable("ry\(row)", witness: top)
      let rh = builder.variable("rh\(row)", witness: rowHeight)
      let items = (0..<m).map { k in
        Item(
          x: builder.variable("x\(row)_\(k)", witness: lefts[k]),
          y: builder.variable("y\(row)_\(k)", witness: top + (rowHeight - heights[k]) / 2),
          w: builder.variable("w\(row)_\(k)", witness: widths[k]),
          h: builder.variable("h\(row)_\(k)", witness: heights[k]))
      }
      if let previousRow {
        builder.pin(ry - previousRow.y - previousRow.h, requiredChance: 0.9)
      } else {
        builder.pin(Expression(ry), requiredChance: 0.9)
      }
      builder.pin(rh - items[tallest].h, requiredChance: 0.3)
      for (k, item) in items.enumerated() {
        builder.add(item.w >= 0)
        if k == 0, aspect {
          builder.pin(item.w - 1.5 * Expression(item.h), requiredChance: 0.9)
        } else {
          builder.pin(Expression(item.h), requiredChance: 0.3)
        }
        builder.add(item.h - rh <= 0)
        builder.pin(
          item.y + 0.5 * Expression(item.h) - ry - 0.5 * Expression(rh), requiredChance: 0.9)
        let stretches =
          (distribution == 0 && k == min(1, m - 1)) || (distribution == 1 && k == 0)
        if distribution == 1, k > 0 {
          builder.pin(item.w - items[0].w, requiredChance: 0.9)
        } else {
          builder.pin(Expression(item.w), requiredChance: stretches ? 0 : 0.3)
        }
        guard k > 0 else {
          builder.pin(Expression(item.x), requiredChance: 0.9)
          continue
        }
        let previous = items[k - 1]
        let gap = item.x - previous.x - previous.w
        if distribution < 2 {
          builder.pin(gap, requiredChance: 0.9)
          continue
        }
        builder.add(gap >= 8)
        if k == 1 {
          builder.pin(gap, requiredChance: 0)
        } else if distribution == 2 {
          let firstGap = items[1].x - items[0].x - items[0].w
          builder.pin((gap - firstGap).normalized(), requiredChance: 0.9)
        } else {
          func centre(_ item: Item) -> Expression { item.x + 0.5 * Expression(item.w) }
          let step = centre(item) - centre(previous) - centre(items[1]) + centre(items[0])
          builder.pin(step.normalized(), requiredChance: 0.9)
        }
      }
      if let last = items.last { builder.add(last.x + last.w - w == -16) }
      top += rowHeight + 8
      previousRow = (ry, rh)
      made += m
      row += 1
    }
    let content = top
    let visible = builder.rng.chance(0.5) ? (content * 0.6).rounded() : content + 40
    let c = builder.variable("C", witness: max(content, visible))
    let h = builder.variable("H", witness: visible)
    if let previousRow { builder.add(c - previousRow.y - previousRow.h >= 8) }
    builder.add(c - h >= 0)
    builder.pin(Expression(h), requiredChance: 0.5)
    builder.pin(Expression(c), requiredChance: 0.3)
    builder.edit(w, strength: .strong)
  }

  /// The bench's `table-N` shape at property-test sizes: about `count` cells in rows of three,
  /// each column as wide as its widest cell and each row as tall as its tallest (an inequality
  /// per cell), in a scrolling container of edited width whose content sums the columns and
  /// rows and at least fills its bounds.
  static func table(_ count: Int, _ builder: inout SystemBuilder) {
    let columns = 3
    let rows = max(1, count / columns)
    let intrinsic = (0..<rows).map { _ in
      (0..<columns).map { _ in
        (w: Double(builder.rng.int(in: 20...80)), h: Double(builder.rng.int(in: 16...40)))
      }
    }
    var columnWidths = (0..<columns).map { j in intrinsic.map { $0[j].w }.max() ?? 0 }
    var rowHeights = intrinsic.map { row in row.map(\.h).max() ?? 0 }
    let naturalWidth = columnWidths.reduce(Double(columns - 1), +)
    let stretched = builder.rng.chance(0.5)
    let width = stretched ? naturalWidth + 20 : naturalWidth - Double(builder.rng.int(in: 0...40))
    if stretched { columnWidths[columns - 1] += 20 }
    let w = builder.variable("W", witness: width)
    var left = 0.0
    var columnFrames: [(x: Variable, w: Variable)] = []
    for j in 0..<columns {
      let cx = builder.variable("cx\(j)", witness: left)
      let cw = builder.variable("cw\(j)", witness: columnWidths[j])
      if let previous = columnFrames.last {
        builder.pin(cx - previous.x - previous.w, requiredChance: 0.9)
      } else {
        builder.pin(Expression(cx), requiredChance: 0.9)
      }
      builder.pin(Expression(cw), requiredChance: stretched && j == columns - 1 ? 0 : 0.3)
      left += columnWidths[j] + 1
      columnFrames.append((cx, cw))
    }
    let contentWidth = builder.variable("CW", witness: max(left - 1, width))
    if let last = columnFrames.last {
      builder.pin(contentWidth - last.x - last.w, requiredChance: 1)
    }
    builder.add(contentWidth - w >= 0)
    // The visible height: taller than the rows (the last row takes the rest) or shorter.
    let natural = rowHeights.reduce(Double(rows - 1), +)
    let tall = builder.rng.chance(0.5)
    let visible = tall ? natural + 30 : (natural * 0.6).rounded()
    if tall { rowHeights[rows - 1] += 30 }
    var top = 0.0
    var previousRow: (y: Variable, h: Variable)?
    for i in 0..<rows {
      let ry = builder.variable("ry\(i)", witness: top)
      let rh = builder.variable("rh\(i)", witness: rowHeights[i])
      if let previousRow {
        builder.pin(ry - previousRow.y - previousRow.h, requiredChance: 0.9)
      } else {
        builder.pin(Expression(ry), requiredChance: 0.9)
      }
      builder.pin(Expression(rh), requiredChance: tall && i == rows - 1 ? 0 : 0.3)
      for (j, column) in columnFrames.enumerated() {
        let cell = "\(i)_\(j)"
        let x = builder.variable("x\(cell)", witness: builder.witness(column.x))
        let y = builder.variable("y\(cell)", witness: top)
        let cw = builder.variable("w\(cell)", witness: columnWidths[j])
        let ch = builder.variable("h\(cell)", witness: rowHeights[i])
        builder.pin(x - column.x, requiredChance: 0.9)
        builder.pin(cw - column.w, requiredChance: 0.9)
        builder.pin(y - ry, requiredChance: 0.9)
        builder.pin(ch - rh, requiredChance: 0.9)
        builder.add(cw >= intrinsic[i][j].w)
        builder.add(ch >= intrinsic[i][j].h)
      }
      top += rowHeights[i] + 1
      previousRow = (ry, rh)
    }
    let contentHeight = builder.variable("CH", witness: top - 1)
    let h = builder.variable("H", witness: visible)
    if let previousRow {
      builder.pin(contentHeight - previousRow.y - previousRow.h, requiredChance: 1)
    }
    builder.add(contentHeight - h >= 0)
    builder.pin(Expression(h), requiredChance: 0.5)
    builder.edit(w, strength: .strong)
  }
}

extension SystemGenerator {
  /// The bench's `chat-N` shape at property-test sizes: `count` message bubbles in a scrolling
  /// container of edited width, incoming ones with an avatar aligned to the bubble's bottom
  /// (written before the bubble is placed under the one above, as the bench does), outgoing
  /// ones against the trailing edge, every bubble at most three quarters of the width (less the
  /// avatar) and as wide as its text when that fits.
  static func chat(_ count: Int, _ builder: inout SystemBuilder) {
    let width = Double(builder.rng.int(in: 320...768))
    let w = builder.variable("W", witness: width)
    var top = 8.0
    var previous: (y: Variable, h: Variable)?
    for i in 0..<max(1, count) {
      let outgoing = builder.rng.chance(1.0 / 3)
      let text = Double(builder.rng.int(in: 48...400))
      let lines = Double(builder.rng.int(in: 1...4))
      let limit = outgoing ? 0.75 * width : 0.75 * width - 40
      let bubbleWidth = min(text, limit)
      let bubbleHeight = 16 + 18 * lines
      let left = outgoing ? width - 8 - bubbleWidth : 48
      let x = builder.variable("x\(i)", witness: left)
      let bw = builder.variable("w\(i)", witness: bubbleWidth)
      let bh = builder.variable("h\(i)", witness: bubbleHeight)
      builder.add(bw >= 44)
      builder.add(bh >= bubbleHeight)
      builder.pin(Expression(bh), requiredChance: 0.2)
      if text <= limit {
        builder.add((bw >= text) | .strong)
        builder.pin(Expression(bw), requiredChance: 0.1)
      } else {
        builder.add((bw <= text) | .weak)
        builder.pin(bw - 0.75 * Expression(w), requiredChance: 0.5)
      }
      builder.add(bw - 0.75 * Expression(w) <= (outgoing ? 0 : -40))
      let y = builder.variable("y\(i)", witness: top)
      if outgoing {
        builder.pin(x + bw - w, requiredChance: 0.9)
      } else {
        let ax = builder.variable("ax\(i)", witness: 8)
        let ay = builder.variable("ay\(i)", witness: top + bubbleHeight - 32)
        builder.pin(Expression(ax), requiredChance: 0.9)
        builder.pin(x - ax, requiredChance: 0.9)
        builder.pin(ay - y - bh, requiredChance: 0.9)
      }
      builder.pinTop(y, below: previous)
      top += bubbleHeight + 4
      previous = (y, bh)
    }
    let content = top + 4
    let visible = builder.rng.chance(0.5) ? (content * 0.6).rounded() : content
    let c = builder.variable("C", witness: content)
    let h = builder.variable("H", witness: visible)
    if let previous { builder.pin(c - previous.y - previous.h, requiredChance: 1) }
    builder.add(c - h >= 0)
    builder.pin(Expression(h), requiredChance: 0.5)
    builder.edit(w, strength: .strong)
  }
}
