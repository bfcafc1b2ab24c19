// SPDX-License-Identifier: MIT

import MasonrySolving

/// `table-N`: a spreadsheet of N cells, r = N / 10 rows of c = 10 columns, in a scrolling
/// container, every column as wide as its widest cell and every row as tall as its tallest
/// one. Column j has a frame `cx{j} cw{j}`, row i a frame `ry{i} rh{i}`, cell (i, j) a frame
/// `x{i}_{j} y{i}_{j} w{i}_{j} h{i}_{j}` and an intrinsic size iw = 40 + ((37 i + 59 j) mod 80),
/// ih = 20 + 6·((3 i + j) mod 4). The container has width `W`, height `H` and content size
/// `CW × CH`, one point of grid line between columns and between rows:
///
/// ```
/// edit W strong
/// edit H strong
/// # for each column j:
/// required: cx0 == 0  /  cx{j} == cx{j-1} + cw{j-1} + 1
/// weak:     cw{j} == 0                        # as narrow as its cells allow (weight 0.5 for
///                                             # the last column, which takes the spare width)
/// # then
/// required: CW == cx{c-1} + cw{c-1}           # the content width sums the columns
/// required: CW >= W                           # and at least fills the bounds
/// # for each row i:
/// required: ry0 == 0  /  ry{i} == ry{i-1} + rh{i-1} + 1
/// weak:     rh{i} == 0                        # as short as its cells allow (weight 0.5 for
///                                             # the last row)
/// # for each cell (i, j) of row i:
/// required: x == cx{j};  w == cw{j}           # the cell fills its column
/// required: y == ry{i};  h == rh{i}           # and its row
/// required: w >= iw                           # the column is its widest cell's
/// required: h >= ih                           # the row is its tallest cell's
/// # then
/// required: CH == ry{r-1} + rh{r-1}           # the content height sums the rows
/// required: CH >= H
/// # rounds k = 0..5: suggest W 600 + 150 k, suggest H 390 + 90 k, update
/// ```
///
/// The constant update makes the middle cell 240 wide (wider than any cell, so its column
/// widens and every column to its right moves) and back; the churn removes and adds back the
/// height inequality of the cell to its right.
struct TableWorkloads: WorkloadFamily {
  /// The number of columns.
  static let columns = 10

  var workloads: [Workload] {
    [100, 1_000, 10_000].map { n in
      Workload(name: "table-\(n)", quick: n <= 100) { Self.table(n) }
    }
  }

  static func table(_ n: Int) -> WorkloadSystem {
    let c = Self.columns
    let r = max(1, n / c)
    var b = SystemBuilder()
    b.edit("W", .strong)
    b.edit("H", .strong)
    for j in 0..<c {
      if j == 0 {
        b.add([(1, "cx0")], 0, .equal)
      } else {
        b.add([(1, "cx\(j)"), (-1, "cx\(j - 1)"), (-1, "cw\(j - 1)")], -1, .equal)
      }
      b.add([(1, "cw\(j)")], 0, .equal, j == c - 1 ? Strength.weak.weighted(0.5) : .weak)
    }
    b.add([(1, "CW"), (-1, "cx\(c - 1)"), (-1, "cw\(c - 1)")], 0, .equal)
    b.add([(1, "CW"), (-1, "W")], 0, .greaterThanOrEqual)
    var constantProbe = 0
    var probeConstant = 0.0
    var churnProbe = 0
    for i in 0..<r {
      if i == 0 {
        b.add([(1, "ry0")], 0, .equal)
      } else {
        b.add([(1, "ry\(i)"), (-1, "ry\(i - 1)"), (-1, "rh\(i - 1)")], -1, .equal)
      }
      b.add([(1, "rh\(i)")], 0, .equal, i == r - 1 ? Strength.weak.weighted(0.5) : .weak)
      for j in 0..<c {
        let cell = "\(i)_\(j)"
        let iw = Double(40 + (37 * i + 59 * j) % 80)
        let ih = Double(20 + 6 * ((3 * i + j) % 4))
        b.add([(1, "x\(cell)"), (-1, "cx\(j)")], 0, .equal)
        b.add([(1, "w\(cell)"), (-1, "cw\(j)")], 0, .equal)
        b.add([(1, "y\(cell)"), (-1, "ry\(i)")], 0, .equal)
        b.add([(1, "h\(cell)"), (-1, "rh\(i)")], 0, .equal)
        let width = b.add([(1, "w\(cell)")], -iw, .greaterThanOrEqual)
        let height = b.add([(1, "h\(cell)")], -ih, .greaterThanOrEqual)
        if i == r / 2, j == c / 2 {
          constantProbe = width
          probeConstant = -iw
        }
        if i == r / 2, j == c / 2 + 1 { churnProbe = height }
      }
    }
    b.add([(1, "CH"), (-1, "ry\(r - 1)"), (-1, "rh\(r - 1)")], 0, .equal)
    b.add([(1, "CH"), (-1, "H")], 0, .greaterThanOrEqual)
    for k in 0..<6 {
      let k = Double(k)
      b.round([("W", 600 + 150 * k), ("H", 390 + 90 * k)])
    }
    return WorkloadSystem(
      system: b.system, constantProbe: constantProbe, probeConstants: (probeConstant, -240),
      churnProbe: churnProbe)
  }
}
