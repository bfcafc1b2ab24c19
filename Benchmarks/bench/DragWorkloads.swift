// SPDX-License-Identifier: MIT

import MasonrySolving

/// `drag-N`: N views in a column that a gesture moves all at once (a list being spread or
/// gathered, a timeline zoomed, the cards of a stack fanned out): each view's top follows its
/// own edit, the drag's offset for it, so that a round suggests N values. A view may not
/// overlap the one above it, and gives up height (down to 10) before a suggestion gives way.
/// View i is `y{i} h{i}`, its offset `d{i}`:
///
/// ```
/// # for each view i:
/// edit d{i} strong
/// required: y{i} == 44 i + d{i}                        # the view's top: its rest place, dragged
/// medium:   h{i} == 40
/// required: h{i} >= 10
/// required: y{i} >= y{i-1} + h{i-1} + 4                # every view but the first
/// # rounds k = 0..5: suggest d{i} = (5 k - 14) i for every i, update
/// ```
///
/// At rest the views are 44 apart and 40 high. The rounds spread them 30, 35, … 55 apart: below
/// 44 every view but the last is squeezed to the gap, above it they keep 40. Each suggestion
/// alone moves one view into its neighbour: a solver that restores the optimum after every
/// suggestion (kiwi's `suggestValue`) walks through N layouts a round, each pushing the views
/// below, where ours shifts the rows and runs one dual simplex for the round. The constant
/// update widens the middle view's gap to 12 and back; the churn removes and adds back that
/// gap.
struct DragWorkloads: WorkloadFamily {
  var workloads: [Workload] {
    // The dense engine takes 15 s to build `drag-100` (an active set over 200 inequalities, a
    // factorisation each step): not in the smoke run.
    [100, 1_000, 10_000].map { n in
      Workload(name: "drag-\(n)", quick: n <= 100, denseInQuick: false) { Self.drag(n) }
    }
  }

  static func drag(_ n: Int) -> WorkloadSystem {
    var b = SystemBuilder()
    var probe = 0
    for i in 0..<n {
      let (y, h, d) = ("y\(i)", "h\(i)", "d\(i)")
      b.edit(d, .strong)
      b.add([(1, y), (-1, d)], -44 * Double(i), .equal)
      b.add([(1, h)], -40, .equal, .medium)
      b.add([(1, h)], -10, .greaterThanOrEqual)
      if i > 0 {
        let gap = b.add([(1, y), (-1, "y\(i - 1)"), (-1, "h\(i - 1)")], -4, .greaterThanOrEqual)
        if i == n / 2 { probe = gap }
      }
    }
    for k in 0..<6 {
      let step = Double(5 * k - 14)
      b.round((0..<n).map { ("d\($0)", step * Double($0)) })
    }
    return WorkloadSystem(
      system: b.system, constantProbe: probe, probeConstants: (-4, -12), churnProbe: probe)
  }
}
