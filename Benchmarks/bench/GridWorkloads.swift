// SPDX-License-Identifier: MIT

import MasonrySolving

/// `grid N`: r = floor(sqrt N) rows and c = floor(N / r) columns of cells `i_j` (row i,
/// column j) in a container W × H, as issue 2 specifies. In this order:
///
/// ```
/// edit W strong
/// edit H strong
/// # for each row i, for each column j:
/// required: w{i}_{j} >= 0
/// required: h{i}_{j} >= 0
/// required: w{i}_{j} == w0_0                      # except cell 0_0
/// required: h{i}_{j} == h0_0                      # except cell 0_0
/// required: x{i}_{j} == 8                         # column 0
/// required: x{i}_{j} == x{i}_{j-1} + w{i}_{j-1} + 8   # other columns
/// required: y{i}_{j} == 8                         # row 0
/// required: y{i}_{j} == y{i-1}_{j} + h{i-1}_{j} + 8   # other rows
/// # then, for each row i and then each column j:
/// required: x{i}_{c-1} + w{i}_{c-1} + 8 == W
/// required: y{r-1}_{j} + h{r-1}_{j} + 8 == H
/// weak: w0_0 == 100
/// weak: h0_0 == 100
/// # rounds k = 0..5: suggest W 108 c (0.5 + 0.1 k), suggest H 108 r (0.6 + 0.05 k), update
/// ```
///
/// Every row and column is pinned at both ends with equal cells, so no required equality can
/// change its constant alone and stay satisfiable. The constant update therefore changes the
/// middle cell's `w >= 0` to `w >= 10` and back (cells are about 46 wide, so it stays
/// satisfiable), and the churn removes and adds back the middle cell's horizontal spacing
/// `x == left neighbour's x + w + 8`.
struct GridWorkloads: WorkloadFamily {
  var workloads: [Workload] {
    [100, 1_000, 10_000].map { n in
      Workload(name: "grid-\(n)", quick: n <= 100) { Self.grid(n) }
    }
  }

  /// floor(sqrt(n)), exactly.
  static func rows(_ n: Int) -> Int {
    var r = Int(Double(n).squareRoot())
    while (r + 1) * (r + 1) <= n { r += 1 }
    while r * r > n { r -= 1 }
    return r
  }

  static func grid(_ n: Int) -> WorkloadSystem {
    let r = rows(n)
    let c = n / r
    var b = SystemBuilder()
    b.edit("W", .strong)
    b.edit("H", .strong)
    var widthProbe = 0
    var spacingProbe = 0
    for i in 0..<r {
      for j in 0..<c {
        let cell = "\(i)_\(j)"
        let width = b.add([(1, "w\(cell)")], 0, .greaterThanOrEqual)
        b.add([(1, "h\(cell)")], 0, .greaterThanOrEqual)
        if i > 0 || j > 0 {
          b.add([(1, "w\(cell)"), (-1, "w0_0")], 0, .equal)
          b.add([(1, "h\(cell)"), (-1, "h0_0")], 0, .equal)
        }
        let spacing: Int
        if j == 0 {
          spacing = b.add([(1, "x\(cell)")], -8, .equal)
        } else {
          let left = "\(i)_\(j - 1)"
          spacing = b.add([(1, "x\(cell)"), (-1, "x\(left)"), (-1, "w\(left)")], -8, .equal)
        }
        if i == 0 {
          b.add([(1, "y\(cell)")], -8, .equal)
        } else {
          let up = "\(i - 1)_\(j)"
          b.add([(1, "y\(cell)"), (-1, "y\(up)"), (-1, "h\(up)")], -8, .equal)
        }
        if i == r / 2, j == c / 2 {
          widthProbe = width
          spacingProbe = spacing
        }
      }
    }
    for i in 0..<r {
      b.add([(1, "x\(i)_\(c - 1)"), (1, "w\(i)_\(c - 1)"), (-1, "W")], 8, .equal)
    }
    for j in 0..<c {
      b.add([(1, "y\(r - 1)_\(j)"), (1, "h\(r - 1)_\(j)"), (-1, "H")], 8, .equal)
    }
    b.add([(1, "w0_0")], -100, .equal, .weak)
    b.add([(1, "h0_0")], -100, .equal, .weak)
    for k in 0..<6 {
      let k = Double(k)
      b.round([("W", 108 * Double(c) * (0.5 + 0.1 * k)), ("H", 108 * Double(r) * (0.6 + 0.05 * k))])
    }
    return WorkloadSystem(
      system: b.system, constantProbe: widthProbe, probeConstants: (0, -10),
      churnProbe: spacingProbe)
  }
}
