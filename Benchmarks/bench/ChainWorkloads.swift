// SPDX-License-Identifier: MIT

import MasonrySolving

/// `chain N`: N views left to right in a container of width W, exactly as issue 2 specifies:
///
/// ```
/// edit W strong
/// required: x0 == 8
/// # for each i in 0..<N (the x line only for i > 0):
/// required: x{i} == x{i-1} + w{i-1} + 8
/// required: w{i} >= 20
/// weak: w{i} == 100
/// required: y{i} == 8
/// required: h{i} == 44
/// # then
/// required: x{N-1} + w{N-1} + 8 <= W
/// medium: x{N-1} + w{N-1} + 8 == W
/// # rounds k = 0..5: suggest W (108 * N * (0.5 + 0.1 * k)), update
/// ```
///
/// The constant update and the churn both use the spacing in the middle,
/// `x{N/2} == x{N/2-1} + w{N/2-1} + 8`, whose constant alternates between -8 and -12.
struct ChainWorkloads: WorkloadFamily {
  var workloads: [Workload] {
    [100, 1_000, 10_000].map { n in
      Workload(name: "chain-\(n)", quick: n <= 100) { Self.chain(n) }
    }
  }

  static func chain(_ n: Int) -> WorkloadSystem {
    var b = SystemBuilder()
    b.edit("W", .strong)
    b.add([(1, "x0")], -8, .equal)
    var probe = 0
    for i in 0..<n {
      if i > 0 {
        let index = b.add([(1, "x\(i)"), (-1, "x\(i - 1)"), (-1, "w\(i - 1)")], -8, .equal)
        if i == n / 2 { probe = index }
      }
      b.add([(1, "w\(i)")], -20, .greaterThanOrEqual)
      b.add([(1, "w\(i)")], -100, .equal, .weak)
      b.add([(1, "y\(i)")], -8, .equal)
      b.add([(1, "h\(i)")], -44, .equal)
    }
    let last = [(1.0, "x\(n - 1)"), (1.0, "w\(n - 1)"), (-1.0, "W")]
    b.add(last, 8, .lessThanOrEqual)
    b.add(last, 8, .equal, .medium)
    for k in 0..<6 {
      b.round([("W", 108 * Double(n) * (0.5 + 0.1 * Double(k)))])
    }
    return WorkloadSystem(
      system: b.system, constantProbe: probe, probeConstants: (-8, -12), churnProbe: probe)
  }
}
