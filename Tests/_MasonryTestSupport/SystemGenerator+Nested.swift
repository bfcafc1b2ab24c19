// SPDX-License-Identifier: MIT

import MasonrySolving

extension SystemGenerator {
  /// A box of the tree: its four variables and its witness frame.
  private struct Box {
    var x: Variable
    var y: Variable
    var w: Variable
    var h: Variable
    var frame: (x: Double, y: Double, w: Double, h: Double)
  }

  /// A tree of about `count` boxes, breadth first: each child inside its parent with an inset,
  /// siblings left to right with a gap, preferred sizes and offsets at random strengths.
  static func nested(_ count: Int, _ builder: inout SystemBuilder) {
    let rootFrame = (x: 0.0, y: 0.0, w: Double(builder.rng.int(in: 600...1200)), h: 400.0)
    let root = makeBox("root", frame: rootFrame, &builder)
    builder.pin(Expression(root.x), requiredChance: 1)
    builder.pin(Expression(root.y), requiredChance: 1)
    builder.edit(root.w, strength: .strong)
    builder.edit(root.h, strength: .strong)
    var queue = [root]
    var made = 1
    var next = 0
    while next < queue.count, made < count {
      let parent = queue[next]
      next += 1
      let inset = builder.rng.pick(0.0, 4, 8)
      let gap = builder.rng.pick(0.0, 8)
      let children = min(builder.rng.int(in: 2...3), count - made)
      let available = parent.frame.w - 2 * inset - Double(children - 1) * gap
      // Leave 2 per child for the random extra spacing below.
      let share = ((available - 2 * Double(children)) / Double(children)).rounded(.down)
      let innerHeight = parent.frame.h - 2 * inset
      guard share >= 8, innerHeight >= 8 else { continue }
      var left = parent.frame.x + inset
      var previous: Box?
      for k in 0..<children {
        let width = share - Double(builder.rng.below(Int(share / 2)))
        let top = Double(builder.rng.below(4))
        let height = innerHeight - top - Double(builder.rng.below(Int(innerHeight / 2)))
        let frame = (x: left, y: parent.frame.y + inset + top, w: width, h: height)
        let child = makeBox("b\(made)", frame: frame, &builder)
        builder.add(child.x >= parent.x + inset)
        builder.add(child.x + child.w <= parent.x + parent.w - inset)
        builder.add(child.y >= parent.y + inset)
        builder.add(child.y + child.h <= parent.y + parent.h - inset)
        if let previous {
          builder.add(child.x >= previous.x + previous.w + gap)
          builder.pin(child.x - previous.x - previous.w, requiredChance: 0.3)
        } else {
          builder.pin(child.x - parent.x, requiredChance: 0.3)
        }
        builder.pin(Expression(child.w), requiredChance: 0.2)
        builder.pin(child.y - parent.y, requiredChance: 0.3)
        builder.pin(Expression(child.h), requiredChance: 0.2)
        if k > 0, let previous, builder.rng.chance(0.3) {
          builder.relate(child.h - previous.h, requiredChance: 0)
        }
        left += width + gap + Double(builder.rng.below(3))
        previous = child
        queue.append(child)
        made += 1
      }
    }
  }

  private static func makeBox(
    _ name: String, frame: (x: Double, y: Double, w: Double, h: Double),
    _ builder: inout SystemBuilder
  ) -> Box {
    Box(
      x: builder.variable("\(name).x", witness: frame.x),
      y: builder.variable("\(name).y", witness: frame.y),
      w: builder.variable("\(name).w", witness: frame.w),
      h: builder.variable("\(name).h", witness: frame.h), frame: frame)
  }

  /// `count` variables, each pinned by an equality over itself and up to two earlier ones, plus
  /// twice as many random rows of one to three terms, of every relation and strength.
  static func sparse(_ count: Int, _ builder: inout SystemBuilder) {
    let variables = (0..<max(1, count)).map { i in
      builder.variable("v\(i)", witness: Double(builder.rng.int(in: -50...200)))
    }
    for (i, variable) in variables.enumerated() {
      var expression = builder.rng.pick(1.0, -1, 2, 0.5) * variable
      for _ in 0..<min(i, builder.rng.below(3)) {
        let earlier = variables[builder.rng.below(i)]
        expression = expression + builder.rng.pick(1.0, -1, 2, -1.5) * earlier
      }
      builder.pin(expression, requiredChance: 0.5)
    }
    for _ in 0..<(2 * variables.count) {
      let expression = builder.factory.sparseExpression(
        variableCount: variables.count, &builder.rng)
      builder.relate(expression, requiredChance: 0.4)
    }
    if let first = variables.first { builder.edit(first) }
  }
}
