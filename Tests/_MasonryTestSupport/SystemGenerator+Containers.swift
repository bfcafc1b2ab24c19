// SPDX-License-Identifier: MIT

import MasonrySolving

extension SystemGenerator {
  /// A view's frame in ``containers(_:_:)`` and ``tree(_:_:)``: position and size on each
  /// axis, and their witness values.
  struct Frame {
    var pos: [Variable]
    var size: [Variable]
    var at: [Double]
    var extent: [Double]
  }

  /// A frame's four variables, named `name.x`, `name.y`, `name.w` and `name.h`, their witness
  /// values `at` and `extent`.
  static func frame(
    _ name: String, at: [Double], extent: [Double], _ builder: inout SystemBuilder
  ) -> Frame {
    Frame(
      pos: [
        builder.variable("\(name).x", witness: at[0]),
        builder.variable("\(name).y", witness: at[1]),
      ],
      size: [
        builder.variable("\(name).w", witness: extent[0]),
        builder.variable("\(name).h", witness: extent[1]),
      ],
      at: at, extent: extent)
  }

  /// Pins `child` on the `main` axis after `previous` (the gap between them), or after its
  /// container's leading edge (the inset) when it comes first.
  static func pinAfter(
    _ previous: Frame?, _ child: Frame, in parent: Frame, axis main: Int,
    _ builder: inout SystemBuilder
  ) {
    if let previous {
      builder.pin(
        child.pos[main] - previous.pos[main] - previous.size[main], requiredChance: 0.9)
    } else {
      builder.pin(child.pos[main] - parent.pos[main], requiredChance: 0.9)
    }
  }

  /// The root of a tree of containers: at the origin (pinned, required), of the witness size
  /// `width` by `height` (edited, strong), its variables named `name.x`, `name.y`, `name.w`
  /// and `name.h`.
  static func editedRoot(
    _ name: String, width: Double, height: Double, _ builder: inout SystemBuilder
  ) -> Frame {
    let root = frame(name, at: [0, 0], extent: [width, height], &builder)
    builder.pin(Expression(root.pos[0]), requiredChance: 1)
    builder.pin(Expression(root.pos[1]), requiredChance: 1)
    builder.edit(root.size[0], strength: .strong)
    builder.edit(root.size[1], strength: .strong)
    return root
  }

  /// The bench's `nested-N` shape (issue 7) at property-test sizes: a tree of containers, each
  /// splitting its main axis (alternating by depth) among two to four children, children inset
  /// 2 on the cross axis, spaced 2 apart, equal shares, the last child filling the parent and
  /// never overflowing it (required), the root's width and height edited.
  static func containers(_ count: Int, _ builder: inout SystemBuilder) {
    let width = Double(builder.rng.int(in: 300...600))
    let height = Double(builder.rng.int(in: 200...400))
    let root = editedRoot("r", width: width, height: height, &builder)
    var queue = [(frame: root, axis: 0)]
    var made = 1
    var next = 0
    while next < queue.count, made < count {
      let (parent, main) = queue[next]
      next += 1
      let cross = 1 - main
      let children = min(builder.rng.int(in: 2...4), count - made)
      let share = ((parent.extent[main] - 2 * Double(children + 1)) / Double(children))
        .rounded(.down)
      guard share >= 4, parent.extent[cross] >= 8 else { continue }
      var first: Frame?
      var previous: Frame?
      for k in 0..<children {
        let last = k == children - 1
        let start = parent.at[main] + 2 + Double(k) * (share + 2)
        let size = last ? parent.at[main] + parent.extent[main] - 2 - start : share
        var at = [0.0, 0.0]
        var extent = [0.0, 0.0]
        at[main] = start
        extent[main] = size
        at[cross] = parent.at[cross] + 2
        extent[cross] = parent.extent[cross] - 4
        let child = frame("b\(made)", at: at, extent: extent, &builder)
        builder.pin(child.pos[cross] - parent.pos[cross], requiredChance: 0.9)
        builder.pin(child.size[cross] - parent.size[cross], requiredChance: 0.9)
        pinAfter(previous, child, in: parent, axis: main, &builder)
        builder.add(child.size[main] >= 0)
        if let first, !last {
          builder.relate(child.size[main] - first.size[main], requiredChance: 0)
        }
        if last {
          let end = child.pos[main] - parent.pos[main] - parent.size[main] + child.size[main]
          builder.add(end <= -2)
          builder.pin(end, requiredChance: 0)
        } else {
          builder.pin(Expression(child.size[main]), requiredChance: 0.2)
        }
        if first == nil { first = child }
        previous = child
        queue.append((child, cross))
        made += 1
      }
    }
  }

  /// The bench's `form-N` shape (issue 7) at property-test sizes: `count` rows of label, field
  /// and trailing button in a container of edited width; the label column as wide as the widest
  /// label (an inequality per row); the rows stacked in a scrolling content whose height is
  /// their sum and at least the visible height.
  static func form(_ count: Int, _ builder: inout SystemBuilder) {
    let rows = max(1, count)
    let labels = (0..<rows).map { _ in Double(builder.rng.int(in: 40...130)) }
    let column = labels.max() ?? 40
    let width = Double(builder.rng.int(in: 400...700))
    let heights = (0..<rows).map { _ in Double(builder.rng.pick(32, 44, 60)) }
    let content = heights.reduce(8) { $0 + $1 + 8 }
    let w = builder.variable("W", witness: width)
    let l = builder.variable("L", witness: column)
    var previous: (y: Variable, h: Variable)?
    var bottom = 8.0
    var widest: Variable?
    for i in 0..<rows {
      let lw = builder.variable("lw\(i)", witness: labels[i])
      builder.pin(Expression(lw), requiredChance: 0.8)
      builder.add(l >= lw)
      if labels[i] == column, widest == nil { widest = lw }
      let lx = builder.variable("lx\(i)", witness: 16)
      builder.pin(Expression(lx), requiredChance: 0.8)
      let fx = builder.variable("fx\(i)", witness: 16 + column + 8)
      builder.pin(-1.0 * lx - l + fx, requiredChance: 0.8)
      let fieldWidth = width - 92 - column
      let fw = builder.variable("fw\(i)", witness: fieldWidth)
      builder.add(fw >= 60)
      builder.pin(Expression(fw), requiredChance: 0)
      let bx = builder.variable("bx\(i)", witness: 16 + column + 8 + fieldWidth + 8)
      builder.pin(bx - fx - fw, requiredChance: 0.8)
      let bw = builder.variable("bw\(i)", witness: 44)
      builder.pin(Expression(bw), requiredChance: 0.8)
      builder.add(bx + bw - w == -16)
      let y = builder.variable("y\(i)", witness: bottom)
      let h = builder.variable("h\(i)", witness: heights[i])
      builder.add(h >= 32)
      builder.pin(Expression(h), requiredChance: 0.3)
      builder.pinTop(y, below: previous)
      bottom += heights[i] + 8
      previous = (y, h)
    }
    if let widest { builder.pin(-1.0 * widest + l, requiredChance: 0.5) }
    let c = builder.variable("C", witness: content)
    if let previous { builder.pin(c - previous.y - previous.h, requiredChance: 1) }
    let visible = builder.variable("V", witness: (content * 0.6).rounded())
    builder.add(c >= visible)
    builder.pin(Expression(visible), requiredChance: 0.5)
    builder.edit(w, strength: .strong)
  }
}
