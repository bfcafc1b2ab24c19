// SPDX-License-Identifier: MIT

import MasonrySolving

/// `toolbar-N`: N items in one row that fill the container's width `W` equally (a stack view
/// that fills equally, a segmented control, a tab bar), each no narrower than its title:
/// when the equal share falls below some titles, those items keep their width and the others
/// share the rest. Item i is `x{i} w{i}`, its title t{i} = 20 + ((37 i) mod 60) wide:
///
/// ```
/// edit W strong
/// required: x0 == 8
/// # for each item i:
/// required: w{i} >= t{i}                              # compression resistance, required
/// weak:     w{i} == 44
/// strong:   w{i} == w0                                # every item but the first: equal widths
/// required: x{i} == x{i-1} + w{i-1} + 8               # every item but the first
/// # then
/// required: x{N-1} + w{N-1} <= W - 8
/// medium:   x{N-1} + w{N-1} == W - 8
/// # rounds k = 0..5: suggest W (58 + 6 k) N, update
/// ```
///
/// The titles and gaps take 57.5 N on average; the widths the rounds suggest leave a share
/// from below the widest titles to above most of them, so each round moves some items between
/// keeping their title's width and sharing the rest. Every
/// width then depends on every equal-width error through the row's sum: an explicit tableau
/// of this layout fills in (a row over every item), kiwi's as ours, and a round costs the
/// square of N in cells and more in time. The constant update makes the middle item's title
/// 120 wide and back; the churn removes and adds back its equal width.
struct ToolbarWorkloads: WorkloadFamily {
  var workloads: [Workload] {
    // Not at 1,000: a round there takes seconds (see above), and the family measures how
    // the cost grows from 100 to 300.
    [100, 300].map { n in
      Workload(name: "toolbar-\(n)", quick: n <= 100) { Self.toolbar(n) }
    }
  }

  static func toolbar(_ n: Int) -> WorkloadSystem {
    var b = SystemBuilder()
    b.edit("W", .strong)
    b.add([(1, "x0")], -8, .equal)
    var constantProbe = 0
    var probeConstant = 0.0
    var churnProbe = 0
    for i in 0..<n {
      let title = Double(20 + (37 * i) % 60)
      let fits = b.add([(1, "w\(i)")], -title, .greaterThanOrEqual)
      b.add([(1, "w\(i)")], -44, .equal, .weak)
      if i > 0 {
        let equal = b.add([(1, "w\(i)"), (-1, "w0")], 0, .equal, .strong)
        b.add([(1, "x\(i)"), (-1, "x\(i - 1)"), (-1, "w\(i - 1)")], -8, .equal)
        if i == n / 2 {
          constantProbe = fits
          probeConstant = -title
          churnProbe = equal
        }
      }
    }
    b.add([(1, "x\(n - 1)"), (1, "w\(n - 1)"), (-1, "W")], 8, .lessThanOrEqual)
    b.add([(1, "x\(n - 1)"), (1, "w\(n - 1)"), (-1, "W")], 8, .equal, .medium)
    for k in 0..<6 {
      b.round([("W", Double((58 + 6 * k) * n))])
    }
    return WorkloadSystem(
      system: b.system, constantProbe: constantProbe, probeConstants: (probeConstant, -120),
      churnProbe: churnProbe)
  }
}
