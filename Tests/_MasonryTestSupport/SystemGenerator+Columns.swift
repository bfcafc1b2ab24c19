// SPDX-License-Identifier: MIT

import MasonrySolving

extension SystemGenerator {
  /// The bench's `waterfall-N` shape at property-test sizes: `count` tiles in three columns of
  /// equal width inside a container of edited width, each tile an image of its own aspect ratio
  /// (1/2 to 2) over a caption, the columns stacked independently, the content at least as tall
  /// as every column. The columns' width is a multiple of 4, so every image's height is an
  /// integer and every required equality holds exactly at the witness.
  static func waterfall(_ count: Int, _ builder: inout SystemBuilder) {
    let columnWidth = Double(4 * builder.rng.int(in: 15...60))
    let width = 3 * columnWidth + 32
    let w = builder.variable("W", witness: width)
    let cw = builder.variable("cw", witness: columnWidth)
    builder.pin(3 * Expression(cw) - Expression(w), requiredChance: 0.9)
    var bottoms = [8.0, 8.0, 8.0]
    var last: [(y: Variable, h: Variable)?] = [nil, nil, nil]
    for i in 0..<max(1, count) {
      let column = i % 3
      let ratio = builder.rng.pick(0.5, 0.75, 1, 1.25, 1.5, 2)
      let caption = Double(builder.rng.int(in: 16...60))
      let x = builder.variable("x\(i)", witness: 8 + Double(column) * (columnWidth + 8))
      let tileWidth = builder.variable("w\(i)", witness: columnWidth)
      let image = builder.variable("ih\(i)", witness: ratio * columnWidth)
      let captionHeight = builder.variable("ch\(i)", witness: caption)
      let height = builder.variable("h\(i)", witness: ratio * columnWidth + caption + 8)
      let y = builder.variable("y\(i)", witness: bottoms[column])
      if column == 0 {
        builder.pin(Expression(x), requiredChance: 0.9)
      } else {
        builder.pin(x - Double(column) * Expression(cw), requiredChance: 0.9)
      }
      builder.pin(tileWidth - cw, requiredChance: 0.9)
      builder.add(tileWidth >= 40)
      builder.pin(image - ratio * Expression(tileWidth), requiredChance: 0.9)
      builder.pin(Expression(captionHeight), requiredChance: 0.2)
      builder.add(captionHeight >= 16)
      builder.pin(height - image - captionHeight, requiredChance: 0.9)
      builder.pinTop(y, below: last[column])
      bottoms[column] += ratio * columnWidth + caption + 16
      last[column] = (y, height)
    }
    let content = builder.variable("C", witness: bottoms.max() ?? 8)
    for case (let y, let h)? in last {
      builder.add(content - y - h >= 8)
    }
    builder.pin(Expression(content), requiredChance: 0.3)
    builder.edit(w, strength: .strong)
  }

  /// The bench's `centred-N` shape at property-test sizes: `count` lines of text stacked in a
  /// container of edited width, each centred, as wide as its text where it fits inside margins
  /// of 16, else as wide as the margins allow (never narrower than its first words), each as
  /// high as its lines. Widths are even, so every centred line's left edge is an integer.
  static func centred(_ count: Int, _ builder: inout SystemBuilder) {
    let width = Double(2 * builder.rng.int(in: 100...300))
    let w = builder.variable("W", witness: width)
    var top = 8.0
    var previous: (y: Variable, h: Variable)?
    for i in 0..<max(1, count) {
      let text = Double(2 * builder.rng.int(in: 20...199))
      let lineWidth = min(text, width - 32)
      let lineHeight = Double(20 + 12 * builder.rng.int(in: 0...2))
      let lineWidthVariable = builder.variable("w\(i)", witness: lineWidth)
      let x = builder.variable("x\(i)", witness: (width - lineWidth) / 2)
      let h = builder.variable("h\(i)", witness: lineHeight)
      let y = builder.variable("y\(i)", witness: top)
      builder.add(lineWidthVariable >= 0)
      builder.add(x >= 16)
      builder.add((lineWidthVariable >= min(text, 120)) | .medium)
      if text <= width - 32 {
        builder.pin(Expression(lineWidthVariable), requiredChance: 0.1)
      } else {
        builder.add((lineWidthVariable <= text) | .weak)
        builder.pin(lineWidthVariable - Expression(w), requiredChance: 0.5)
      }
      builder.pin(
        x + 0.5 * Expression(lineWidthVariable) - 0.5 * Expression(w), requiredChance: 0.9)
      builder.pin(Expression(h), requiredChance: 0.8)
      builder.pinTop(y, below: previous)
      top += lineHeight + 8
      previous = (y, h)
    }
    let content = builder.variable("C", witness: top)
    if let previous { builder.pin(content - previous.y - previous.h, requiredChance: 1) }
    builder.edit(w, strength: .strong)
  }
}
