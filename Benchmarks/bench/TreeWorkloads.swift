// SPDX-License-Identifier: MIT

import MasonrySolving

/// `tree-N`: a seeded random tree of N views, the shape of a screen, grown breadth first so
/// that every size is the same tree cut at another place: `tree-1000` is the first 1,000 views
/// of `tree-10000`, and the depth grows with the logarithm of N (4 at 100, 7 at 1,000, 9 at
/// 10,000), as a screen's sections, rows and items nest, where `nested-N` has one branching
/// throughout.
///
/// Views are made in breadth-first order; each in turn is a container (70%, and always when it
/// is the last view left to fill) of one to six children, which lie in a row or a column
/// (drawn per container) inside its inset (0, 4, 8 or 16), one after another with its gap (0,
/// 2 or 8). Each view's draws come from a generator seeded by its index, and the shape from one
/// generator, so that a draw at one size is the same draw at every other. For view `c` in a
/// container `p` whose main axis has position `a` and length `l`, and whose cross axis has
/// position `b` and extent `e`:
///
/// ```
/// required: b{c} >= b{p} + inset{p}                  # inside, on the cross axis
/// required: b{c} + e{c} <= b{p} + e{p} - inset{p}
/// medium:   b{c} + 0.5 e{c} == b{p} + 0.5 e{p}        # centred (half the containers), or
/// medium:   b{c} == b{p} + inset{p}                   # aligned to the leading edge
/// required: a{c} >= a{p} + inset{p}                  # the first child
/// required: a{c} == a{prev} + l{prev} + gap{p}       # every other child
/// S:        l{c} == l{first}                          # equal shares, S strong or weak
/// required: a{last} + l{last} <= a{p} + l{p} - inset{p}
/// medium:   a{last} + l{last} == a{p} + l{p} - inset{p}   # the last child fills
/// ```
///
/// Every size is non-negative; a leaf has a preferred width (20 to 199) and height (20 to 79),
/// `weak`, at least half of each `medium` (compression resistance), and, one leaf in three, at
/// most 1.5 times each `weak` (hugging). The root is at the origin, its width and height
/// edit variables (`strong`). The rounds resize the root six times, from 60% to 140% of its
/// natural size (where every leaf has its preferred size), so that the leaves are squeezed
/// and stretched in turn. The constant update moves the first child of a middle container
/// (the first past a quarter of the views with two children or more) from its inset to 12
/// from its start; the churn removes and adds back its second child's place after the first.
/// The dense engine does not measure it (at 100 views its build takes 39 s), nor kiwi from
/// 1,000 views (its build of `tree-1000` takes 408 s, past the peer's time limit).
struct TreeWorkloads: WorkloadFamily {
  var workloads: [Workload] {
    [100, 300, 1_000, 10_000].map { n in
      Workload(name: "tree-\(n)", quick: n <= 100, dense: false, kiwi: n <= 300) {
        Self.tree(n)
      }
    }
  }

  /// One view of the tree: its container, its children and its own draws.
  struct View {
    var parent: Int
    var children: [Int] = []
    var horizontal: Bool
    var centred: Bool
    var strongShares: Bool
    var inset: Double
    var gap: Double
    var preferred: (width: Double, height: Double)
    var hugs: Bool

    init(_ index: Int, parent: Int) {
      var random = SeededRandom(seed: 0x7EE5 &+ UInt64(index) &* 0x9E37_79B9)
      self.parent = parent
      horizontal = random.below(2) == 0
      centred = random.below(2) == 0
      strongShares = random.below(2) == 0
      inset = [0, 4, 8, 16][random.below(4)]
      gap = [0, 2, 8][random.below(3)]
      preferred = (Double(20 + random.below(180)), Double(20 + random.below(60)))
      hugs = random.below(3) == 0
    }
  }

  /// The first `n` views of the breadth-first tree.
  static func views(_ n: Int) -> [View] {
    var shape = SeededRandom(seed: 1)
    var views = [View(0, parent: -1)]
    var next = 0
    while views.count < n {
      let isContainer = shape.below(10) < 7 || next == views.count - 1
      let children = 1 + shape.below(6)
      if isContainer {
        for _ in 0..<children where views.count < n {
          views[next].children.append(views.count)
          views.append(View(views.count, parent: next))
        }
      }
      next += 1
    }
    return views
  }

  /// The root's size at which every leaf has its preferred size: a row is as long as its
  /// children, gaps and insets, and as thick as its thickest child and its insets; a column
  /// the other way round.
  static func naturalSize(of views: [View]) -> (width: Double, height: Double) {
    var size = views.map { $0.preferred }
    // Children come after their container: the last view's size is known first.
    for p in views.indices.reversed() where !views[p].children.isEmpty {
      let children = views[p].children
      let gaps = views[p].gap * Double(children.count - 1) + 2 * views[p].inset
      let long = children.reduce(gaps) {
        $0 + (views[p].horizontal ? size[$1].width : size[$1].height)
      }
      let thick = children.reduce(0) {
        max($0, views[p].horizontal ? size[$1].height : size[$1].width)
      }
      let across = thick + 2 * views[p].inset
      size[p] = views[p].horizontal ? (long, across) : (across, long)
    }
    return size[0]
  }

  static func tree(_ n: Int) -> WorkloadSystem {
    let views = Self.views(n)
    var builder = SystemBuilder()
    builder.edit("w0", .strong)
    builder.edit("h0", .strong)
    builder.add([(1, "x0")], 0, .equal)
    builder.add([(1, "y0")], 0, .equal)
    // The probes: the first container past a quarter of the views with two children or more
    // (the views past half of them are mostly leaves: each container holds 2.45 on average).
    let probeParent = views.indices.first { $0 >= n / 4 && views[$0].children.count >= 2 } ?? 0
    var constantProbe = 0
    var probeConstant = 0.0
    var churnProbe = 0
    for (c, view) in views.enumerated() {
      builder.add([(1, "w\(c)")], 0, .greaterThanOrEqual)
      builder.add([(1, "h\(c)")], 0, .greaterThanOrEqual)
      if view.children.isEmpty {
        for (size, preferred) in [
          ("w\(c)", view.preferred.width), ("h\(c)", view.preferred.height),
        ] {
          builder.add([(1, size)], -preferred, .equal, .weak)
          builder.add([(1, size)], -preferred / 2, .greaterThanOrEqual, .medium)
          if view.hugs { builder.add([(1, size)], -1.5 * preferred, .lessThanOrEqual, .weak) }
        }
      }
      let p = view.parent
      guard p >= 0 else { continue }
      let container = views[p]
      let (a, l, b, e) = container.horizontal ? ("x", "w", "y", "h") : ("y", "h", "x", "w")
      let inset = container.inset
      builder.add([(1, "\(b)\(c)"), (-1, "\(b)\(p)")], -inset, .greaterThanOrEqual)
      builder.add(
        [(1, "\(b)\(c)"), (1, "\(e)\(c)"), (-1, "\(b)\(p)"), (-1, "\(e)\(p)")], inset,
        .lessThanOrEqual)
      if container.centred {
        builder.add(
          [(1, "\(b)\(c)"), (0.5, "\(e)\(c)"), (-1, "\(b)\(p)"), (-0.5, "\(e)\(p)")], 0, .equal,
          .medium)
      } else {
        builder.add([(1, "\(b)\(c)"), (-1, "\(b)\(p)")], -inset, .equal, .medium)
      }
      let first = container.children[0]
      if c == first {
        let start = builder.add(
          [(1, "\(a)\(c)"), (-1, "\(a)\(p)")], -inset, .greaterThanOrEqual)
        if p == probeParent {
          constantProbe = start
          probeConstant = -inset
        }
      } else {
        let previous = c - 1
        let after = builder.add(
          [(1, "\(a)\(c)"), (-1, "\(a)\(previous)"), (-1, "\(l)\(previous)")], -container.gap,
          .equal)
        builder.add(
          [(1, "\(l)\(c)"), (-1, "\(l)\(first)")], 0, .equal,
          container.strongShares ? .strong : .weak)
        if p == probeParent, previous == first { churnProbe = after }
      }
      if c == container.children[container.children.count - 1] {
        let fill: [(Double, String)] = [
          (1, "\(a)\(c)"), (1, "\(l)\(c)"), (-1, "\(a)\(p)"), (-1, "\(l)\(p)"),
        ]
        builder.add(fill, inset, .lessThanOrEqual)
        builder.add(fill, inset, .equal, .medium)
      }
    }
    let natural = Self.naturalSize(of: views)
    for factor in [1.0, 1.4, 0.8, 1.2, 0.6, 1.0] {
      builder.round([("w0", natural.width * factor), ("h0", natural.height * factor)])
    }
    return WorkloadSystem(
      system: builder.system, constantProbe: constantProbe, probeConstants: (probeConstant, -12),
      churnProbe: churnProbe)
  }
}
