// SPDX-License-Identifier: MIT

import MasonrySolving

extension SystemGenerator {
  /// The bench's `tree-N` shape at property-test sizes: views made breadth first, each in turn
  /// a container (the root, and most of the others) of one to four children in a row or a
  /// column, with its own inset and gap; equal shares, the last child filling the container
  /// (optional) and never overflowing it (required); children filling the cross axis or
  /// centred on it (the centre a sum with coefficients one half); leaves with a preferred size,
  /// compression resistance and sometimes hugging on each axis, at random strengths. The root's
  /// size is edited.
  static func tree(_ count: Int, _ builder: inout SystemBuilder) {
    let width = Double(builder.rng.int(in: 300...600))
    let height = Double(builder.rng.int(in: 200...500))
    let root = editedRoot("t0", width: width, height: height, &builder)
    var queue = [root]
    var made = 1
    var next = 0
    while next < queue.count {
      let parent = queue[next]
      next += 1
      let main = builder.rng.below(2)
      let cross = 1 - main
      let inset = builder.rng.pick(0.0, 2, 8)
      let gap = builder.rng.pick(0.0, 4, 8)
      let children = min(builder.rng.int(in: 1...4), count - made)
      let inner = parent.extent[main] - 2 * inset - Double(children - 1) * gap
      let share = (inner / Double(max(children, 1))).rounded(.down)
      let crossInner = parent.extent[cross] - 2 * inset
      // The root is always a container.
      guard made < count, next == 1 || builder.rng.chance(0.8), share >= 8, crossInner >= 8
      else {
        leafRules(parent, &builder)
        continue
      }
      let centred = builder.rng.chance(0.4)
      var first: Frame?
      var previous: Frame?
      for k in 0..<children {
        let last = k == children - 1
        var at = [0.0, 0.0]
        var extent = [0.0, 0.0]
        at[main] = parent.at[main] + inset + Double(k) * (share + gap)
        extent[main] = last ? parent.at[main] + parent.extent[main] - inset - at[main] : share
        // A centred child is an even number of points narrower than the container's inside,
        // so that its centre is the container's exactly.
        let narrower = centred ? 2 * Double(builder.rng.below(Int(crossInner / 4) + 1)) : 0
        extent[cross] = crossInner - narrower
        at[cross] = parent.at[cross] + inset + narrower / 2
        let child = frame("t\(made)", at: at, extent: extent, &builder)
        builder.add(child.size[0] >= 0)
        builder.add(child.size[1] >= 0)
        // The cross axis: inside the container, then centred or filling it.
        builder.add(child.pos[cross] - parent.pos[cross] >= inset)
        builder.add(
          child.pos[cross] + child.size[cross] - parent.pos[cross] - parent.size[cross] <= -inset)
        if centred {
          builder.pin(
            child.pos[cross] + 0.5 * child.size[cross] - parent.pos[cross] - 0.5
              * parent.size[cross], requiredChance: 0.8)
          builder.pin(Expression(child.size[cross]), requiredChance: 0)
        } else {
          builder.pin(child.pos[cross] - parent.pos[cross], requiredChance: 0.8)
          builder.pin(child.size[cross] - parent.size[cross], requiredChance: 0.5)
        }
        // The main axis: after the container's inset or the previous child's gap.
        pinAfter(previous, child, in: parent, axis: main, &builder)
        if let first, !last {
          builder.pin(child.size[main] - first.size[main], requiredChance: 0)
        }
        if last {
          let end = child.pos[main] + child.size[main] - parent.pos[main] - parent.size[main]
          builder.add(end <= -inset)
          builder.pin(end, requiredChance: 0)
        } else {
          builder.pin(Expression(child.size[main]), requiredChance: 0)
        }
        if first == nil { first = child }
        previous = child
        queue.append(child)
        made += 1
      }
    }
  }

  /// A leaf's own rules on each axis: a preferred size, compression resistance (at most the
  /// witness size as its floor) and, one time in three, hugging (at least the witness size as
  /// its ceiling), each at a random strength.
  private static func leafRules(_ leaf: Frame, _ builder: inout SystemBuilder) {
    for axis in 0..<2 {
      let size = leaf.size[axis]
      let witness = builder.witness(size)
      builder.relate(Expression(size), requiredChance: 0)
      let floor = (witness * Double(builder.rng.int(in: 50...100)) / 100).rounded(.down)
      let compression = builder.factory.optionalStrength(&builder.rng)
      builder.add(LinearConstraint(size - floor, .greaterThanOrEqual, strength: compression))
      if builder.rng.chance(1.0 / 3) {
        let hugging = builder.factory.optionalStrength(&builder.rng)
        builder.add(LinearConstraint(size - witness, .lessThanOrEqual, strength: hugging))
      }
    }
  }
}
