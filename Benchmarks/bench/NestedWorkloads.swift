// SPDX-License-Identifier: MIT

import MasonrySolving

/// `nested-N`: N views in a tree of nested containers, as issue 7 describes, each view a frame
/// `x{i} y{i} w{i} h{i}`. The tree is complete with branching b (view i's children are
/// b·i+1 … b·i+b, those below N), built breadth first. A container splits its main axis among
/// its children (horizontal at even depths, vertical at odd ones):
///
/// ```
/// edit W strong
/// edit H strong
/// required: x0 == 0;  y0 == 0;  w0 == W;  h0 == H
/// # for each container p, for its children c0 … ck (pos/size on the main axis, cross/extent
/// # on the other one):
/// required: c.cross == p.cross + 2;  c.extent == p.extent - 4     # inset 2
/// required: c.size >= 0
/// weak:     c.size == 40                                          # preferred size
/// required: c0.pos == p.pos + 2;  cj.pos == c(j-1).pos + c(j-1).size + 2
/// strong:   cj.size == c0.size                                    # equal share
/// required: ck.pos + ck.size + 2 <= p.pos + p.size                # no overflow
/// medium:   ck.pos + ck.size + 2 == p.pos + p.size                # the last child fills
/// # rounds k = 0..5: suggest W 4000 (1 + 0.1 k), suggest H 3000 (1 + 0.1 k), update
/// ```
///
/// `nested-N` has branching 4, `nested2-N` and `nested8-N` branching 2 and 8. `nested2-N`'s
/// window is that times √(N / 10,000) (4,000 × 3,000 at 10,000, 1,265 × 949 at 1,000), so that
/// its leaves are about as large at every size: near their preferred size of 40, which the
/// rounds' sizes cross at some leaves of every size (0.7 to 1 pivot a view and a pass from 100
/// to 10,000). With the same window at every size, the leaves of `nested2-1000` were three
/// times wider, no round after the first crossed anything, and the growth of a round from
/// 1,000 to 10,000 compared a round that pivots nowhere with one that pivots at some 1,400
/// leaves. The trees of branching 4 and 8 keep one window: their leaves cross nothing after
/// the first pass at any size (scaled, `nested-300` and `nested8-100` would cross and the
/// others not).
///
/// The constant update moves the leading inset of a middle container's first child between 2
/// and 4; the churn removes and adds back the spacing of its second child. `nested-remake-N` is
/// `nested-N` whose rounds remake one subtree of about 21 views (every constraint its views
/// install, removed and added back, then a new W), as a screen remakes one section.
struct NestedWorkloads: WorkloadFamily {
  var workloads: [Workload] {
    var result: [Workload] = []
    for (prefix, branching) in [("nested", 4), ("nested2", 2), ("nested8", 8)] {
      for n in [100, 300, 1_000, 10_000] {
        result.append(
          Workload(
            name: "\(prefix)-\(n)", quick: n <= 100 && branching == 4
          ) {
            Self.nested(n, branching: branching, remake: false)
          })
      }
    }
    for n in [100, 1_000, 10_000] {
      result.append(
        Workload(name: "nested-remake-\(n)", quick: false) {
          Self.nested(n, branching: 4, remake: true)
        })
    }
    return result
  }

  static func nested(_ n: Int, branching b: Int, remake: Bool) -> WorkloadSystem {
    var depth = [Int](repeating: 0, count: n)
    for i in 1..<n { depth[i] = depth[(i - 1) / b] + 1 }
    // The subtree to remake: the grandparent of the view two thirds of the way along.
    let leaf = 2 * n / 3
    let subtreeRoot = max(1, (((leaf - 1) / b) - 1) / b)
    var inSubtree = [Bool](repeating: false, count: n)
    inSubtree[subtreeRoot] = true
    for i in (subtreeRoot + 1)..<n where inSubtree[(i - 1) / b] { inSubtree[i] = true }
    // The probes: a middle container with at least two children.
    let probeParent = min((n / b) / 2, (n - 3) / b)
    // The probes get their own labels in the export, so they must not be remade.
    precondition(!remake || (!inSubtree[b * probeParent + 1] && !inSubtree[b * probeParent + 2]))

    var builder = SystemBuilder()
    builder.edit("W", .strong)
    builder.edit("H", .strong)
    builder.add([(1, "x0")], 0, .equal)
    builder.add([(1, "y0")], 0, .equal)
    builder.add([(1, "w0"), (-1, "W")], 0, .equal)
    builder.add([(1, "h0"), (-1, "H")], 0, .equal)
    var constantProbe = 0
    var churnProbe = 0
    var remade: [ConstraintSystem.LabeledConstraint] = []
    for p in 0..<n {
      let first = b * p + 1
      guard first < n else { continue }
      let last = min(b * p + b, n - 1)
      let horizontal = depth[p] % 2 == 0
      let (pos, size, cross, extent) = horizontal ? ("x", "w", "y", "h") : ("y", "h", "x", "w")
      for c in first...last {
        // Every constraint a view of the remade subtree installs gets a label.
        func add(
          _ terms: [(Double, String)], _ constant: Double, _ relation: Relation,
          _ strength: Strength = .required
        ) -> Int {
          guard remake, inSubtree[c] else {
            return builder.add(terms, constant, relation, strength)
          }
          let label = "remake_\(remade.count)"
          remade.append(
            ConstraintSystem.LabeledConstraint(
              builder.constraint(terms, constant, relation, strength), label: label))
          return builder.add(terms, constant, relation, strength, label: label)
        }
        _ = add([(1, "\(cross)\(c)"), (-1, "\(cross)\(p)")], -2, .equal)
        _ = add([(1, "\(extent)\(c)"), (-1, "\(extent)\(p)")], 4, .equal)
        _ = add([(1, "\(size)\(c)")], 0, .greaterThanOrEqual)
        _ = add([(1, "\(size)\(c)")], -40, .equal, .weak)
        if c == first {
          let index = add([(1, "\(pos)\(c)"), (-1, "\(pos)\(p)")], -2, .equal)
          if p == probeParent { constantProbe = index }
        } else {
          let previous = c - 1
          let index = add(
            [(1, "\(pos)\(c)"), (-1, "\(pos)\(previous)"), (-1, "\(size)\(previous)")], -2,
            .equal)
          if p == probeParent, c == first + 1 { churnProbe = index }
          _ = add([(1, "\(size)\(c)"), (-1, "\(size)\(first)")], 0, .equal, .strong)
        }
        if c == last {
          let fill: [(Double, String)] = [
            (1, "\(pos)\(c)"), (1, "\(size)\(c)"), (-1, "\(pos)\(p)"), (-1, "\(size)\(p)"),
          ]
          _ = add(fill, 2, .lessThanOrEqual)
          _ = add(fill, 2, .equal, .medium)
        }
      }
    }
    // `nested2`'s window grows with the tree (see the type's comment); the others' is the same
    // at every size.
    let window = b == 2 ? (Double(n) / 10_000).squareRoot() : 1
    for k in 0..<6 {
      let scale = (1 + 0.1 * Double(k)) * window
      if remake {
        var operations = remade.map { ConstraintSystem.Operation.remove(label: $0.label ?? "") }
        operations += remade.map { ConstraintSystem.Operation.add($0) }
        operations.append(.suggest(builder.v("W"), 4000 * scale))
        builder.round(operations: operations)
      } else {
        builder.round([("W", 4000 * scale), ("H", 3000 * scale)])
      }
    }
    return WorkloadSystem(
      system: builder.system, constantProbe: constantProbe, probeConstants: (-2, -4),
      churnProbe: churnProbe)
  }
}
