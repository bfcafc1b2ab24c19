// SPDX-License-Identifier: MIT

import MasonrySolving

/// `type-N`: a settings screen of N rows whose text size changes (Dynamic Type, a language of
/// longer words): every round gives every label a new intrinsic size, so that a round is
/// thousands of constant changes to optional constraints, not a few suggestions. Row i has an
/// icon (`ix{i} iy{i}`, 29 square), a title (`tx{i} ty{i} tw{i} th{i}`), a detail label
/// (`dx{i} dw{i}`, its height the title's line) and a switch (`sx{i} sy{i}`, 51 × 31), in a row
/// frame `y{i} h{i}` of a scrolling container of width `W`, visible height `V` and content
/// height `C`. The title's text is tw0 = 60 + 11·(i mod 13) wide and th0 = 20 high at the
/// standard size, the detail's dw0 = 30 + 7·(i mod 5); at scale s, each is its standard size
/// times s (heights: 20 s):
///
/// ```
/// edit W strong
/// edit V strong
/// # for each row i:
/// required: y0 == 0  /  y{i} == y{i-1} + h{i-1}
/// required: ix{i} == 16;  required: iy{i} + 14.5 == y{i} + 0.5 h{i}       # icon, centred
/// required: tx{i} == ix{i} + 29 + 12;  required: ty{i} == y{i} + 11
/// weak:   tw{i} <= tw;  2000000: tw{i} >= tw                              # hugging 250,
/// weak:   th{i} <= th;  strong: th{i} >= th                               # compression 750
///                                                    # (the title's width at weight 2)
/// required: h{i} >= th{i} + 22;  required: h{i} >= 44;  weak: h{i} == 0   # the row hugs
/// required: sx{i} + 51 + 16 == W;  required: sy{i} + 15.5 == y{i} + 0.5 h{i}
/// required: dx{i} + dw{i} + 8 == sx{i}                                     # detail before
/// weak:   dw{i} <= dw;  strong: dw{i} >= dw                               # yields first
/// required: dx{i} >= tx{i} + tw{i} + 8                                     # no overlap
/// required: dw{i} >= 0;  required: tw{i} >= 0
/// # then
/// required: C == y{N-1} + h{N-1};  required: C >= V;  weak: C == 0
/// # rounds k = 0..5: scale 1.2, 0.85, 1.5, 1, 2.3, 1 (each row's six text constants), then
/// # W 390 and V 844, or W 844 and V 390, in turn
/// ```
///
/// The constant update moves the middle row's icon from 16 to 24 points from the edge and back
/// (its title follows); the churn removes and adds back that row's detail-after-title
/// inequality. The text constants carry labels for the rounds, so neither probe is one of them.
struct TypeSizeWorkloads: WorkloadFamily {
  var workloads: [Workload] {
    [100, 1_000, 10_000].map { n in
      // kiwi has no constant change: its 6,000 removals and additions a round of `type-1000`
      // did not finish within the peer's 300 s.
      Workload(name: "type-\(n)", quick: n <= 100, denseInQuick: false, kiwi: n <= 100) {
        Self.type(n)
      }
    }
  }

  /// The text sizes of the rounds, as multiples of the standard one.
  static let scales = [1.2, 0.85, 1.5, 1, 2.3, 1]

  /// The title's compression resistance across: 750 at weight 2, so that the detail label
  /// (750 at weight 1) is the one that compresses first, as a lower priority would make it (a
  /// `.csys` file writes no priority but 750, 500 and 250 faithfully).
  static let titleCompression = Strength(priority: 750, weight: 2)

  static func type(_ n: Int) -> WorkloadSystem {
    var b = SystemBuilder()
    b.edit("W", .strong)
    b.edit("V", .strong)
    var constantProbe = 0
    var churnProbe = 0
    // The labels of each row's six text constants, and their standard sizes.
    var texts: [(label: String, size: Double)] = []
    texts.reserveCapacity(6 * n)
    func text(
      _ b: inout SystemBuilder, _ name: String, _ size: Double, _ relation: Relation,
      _ strength: Strength, _ label: String
    ) -> Int {
      texts.append((label, size))
      return b.add([(1, name)], -size, relation, strength, label: label)
    }
    for i in 0..<n {
      let tw = Double(60 + 11 * (i % 13))
      let dw = Double(30 + 7 * (i % 5))
      if i == 0 {
        b.add([(1, "y0")], 0, .equal)
      } else {
        b.add([(1, "y\(i)"), (-1, "y\(i - 1)"), (-1, "h\(i - 1)")], 0, .equal)
      }
      let inset = b.add([(1, "ix\(i)")], -16, .equal)
      b.add([(1, "iy\(i)"), (-1, "y\(i)"), (-0.5, "h\(i)")], 14.5, .equal)
      b.add([(1, "tx\(i)"), (-1, "ix\(i)")], -41, .equal)
      b.add([(1, "ty\(i)"), (-1, "y\(i)")], -11, .equal)
      b.add([(1, "tw\(i)")], 0, .greaterThanOrEqual)
      _ = text(&b, "tw\(i)", tw, .lessThanOrEqual, .weak, "twh\(i)")
      _ = text(&b, "tw\(i)", tw, .greaterThanOrEqual, titleCompression, "twc\(i)")
      _ = text(&b, "th\(i)", 20, .lessThanOrEqual, .weak, "thh\(i)")
      _ = text(&b, "th\(i)", 20, .greaterThanOrEqual, .strong, "thc\(i)")
      b.add([(1, "h\(i)"), (-1, "th\(i)")], -22, .greaterThanOrEqual)
      b.add([(1, "h\(i)")], -44, .greaterThanOrEqual)
      b.add([(1, "h\(i)")], 0, .equal, .weak)
      b.add([(1, "sx\(i)"), (-1, "W")], 67, .equal)
      b.add([(1, "sy\(i)"), (-1, "y\(i)"), (-0.5, "h\(i)")], 15.5, .equal)
      b.add([(1, "dx\(i)"), (1, "dw\(i)"), (-1, "sx\(i)")], 8, .equal)
      b.add([(1, "dw\(i)")], 0, .greaterThanOrEqual)
      _ = text(&b, "dw\(i)", dw, .lessThanOrEqual, .weak, "dwh\(i)")
      _ = text(&b, "dw\(i)", dw, .greaterThanOrEqual, .strong, "dwc\(i)")
      let order = b.add([(1, "dx\(i)"), (-1, "tx\(i)"), (-1, "tw\(i)")], -8, .greaterThanOrEqual)
      if i == n / 2 {
        constantProbe = inset
        churnProbe = order
      }
    }
    b.add([(1, "C"), (-1, "y\(n - 1)"), (-1, "h\(n - 1)")], 0, .equal)
    b.add([(1, "C"), (-1, "V")], 0, .greaterThanOrEqual)
    b.add([(1, "C")], 0, .equal, .weak)
    for (k, scale) in scales.enumerated() {
      var operations: [ConstraintSystem.Operation] = texts.map {
        .setConstant(label: $0.label, -($0.size * scale))
      }
      operations.append(.suggest(b.v("W"), k % 2 == 0 ? 390 : 844))
      operations.append(.suggest(b.v("V"), k % 2 == 0 ? 844 : 390))
      b.round(operations: operations)
    }
    return WorkloadSystem(
      system: b.system, constantProbe: constantProbe, probeConstants: (-16, -24),
      churnProbe: churnProbe)
  }
}
