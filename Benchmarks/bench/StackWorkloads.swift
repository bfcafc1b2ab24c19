// SPDX-License-Identifier: MIT

import MasonrySolving

/// `stack-N`: N items in horizontal stacks (rows) inside a vertical stack in a scrolling
/// container, as stack views lay out real screens. Row r has m = 3 + (r mod 3) items (the last
/// row the rest), a frame `ry{r} rh{r}` on the vertical axis and the distribution
/// r mod 4 (fill, fill equally, equal spacing, equal centering), its items centred vertically.
/// Item k of row r has a frame `x{r}_{k} y{r}_{k} w{r}_{k} h{r}_{k}` and an intrinsic size
/// iw = 36 + 7·((5 r + 3 k) mod 5), ih = 24 + 10·((r + k) mod 3). The container has width `W`,
/// visible height `H` and content height `C`:
///
/// ```
/// edit W strong
/// edit H strong
/// # for each row r:
/// required: ry0 == 8  /  ry{r} == ry{r-1} + rh{r-1} + 8
/// weak:     rh{r} == 0                               # the row hugs its tallest item
/// # for each item k of row r (k' = k - 1):
/// required: w >= 0
/// weak:     w <= iw                                  # hugging 250 (weight 0.5 for item 1
///                                                    # of a fill row: the one that stretches)
/// strong:   w >= iw                                  # compression resistance 750
/// medium:   h == ih                                  # or, item 0 of every third row:
/// required: w == 1.5 h                               # an aspect ratio
/// required: h <= rh{r}
/// required: y + 0.5 h == ry{r} + 0.5 rh{r}           # alignment center
/// required: x{r}_0 == 16                             # item 0: the leading edge
/// required: x{r}_{m-1} + w{r}_{m-1} + 16 == W        # item m-1: the trailing edge
/// # fill and fill equally, k > 0:
/// required: x{k} == x{k'} + w{k'} + 8
/// required: w{k} == w{0}                             # fill equally only
/// # equal spacing and equal centering, k > 0:
/// required: x{k} >= x{k'} + w{k'} + 8
/// required: x{k} - x{k'} - w{k'} == x1 - x0 - w0     # equal spacing, k > 1: equal gaps
/// required: x{k} + 0.5 w{k} - x{k'} - 0.5 w{k'}      # equal centering, k > 1: equal
///             == x1 + 0.5 w1 - x0 - 0.5 w0           # distances between centres
/// # then
/// required: C >= ry{last} + rh{last} + 8             # the content holds the stack
/// required: C >= H                                   # and at least fills the bounds
/// weak:     C == 0
/// # rounds k = 0..5, rotating: k even W 390 + 12 k, H 844; k odd W 844 + 12 k, H 390
/// ```
///
/// The constant update moves the leading edge of the middle fill row between 16 and 24 (its
/// items compress when the screen is narrow); the churn removes and adds back that row's
/// spacing between items 0 and 1.
struct StackWorkloads: WorkloadFamily {
  var workloads: [Workload] {
    [100, 1_000, 10_000].map { n in
      Workload(
        name: "stack-\(n)", quick: n <= 100, denseInQuick: false
      ) { Self.stack(n) }
    }
  }

  /// The number of items in each row: 3, 4, 5, 3, … with the last row holding the rest.
  static func rowSizes(_ n: Int) -> [Int] {
    var sizes: [Int] = []
    var made = 0
    while made < n {
      let m = min(3 + sizes.count % 3, n - made)
      sizes.append(m)
      made += m
    }
    return sizes
  }

  static func stack(_ n: Int) -> WorkloadSystem {
    let sizes = rowSizes(max(1, n))
    // The probes' row: a fill row (r mod 4 == 0) near the middle, with at least two items.
    var probeRow = (sizes.count / 2) / 4 * 4
    while probeRow > 0, sizes[probeRow] < 2 { probeRow -= 4 }
    var b = SystemBuilder()
    b.edit("W", .strong)
    b.edit("H", .strong)
    var constantProbe = 0
    var churnProbe = 0
    for (r, m) in sizes.enumerated() {
      let (ry, rh) = ("ry\(r)", "rh\(r)")
      if r == 0 {
        b.add([(1, ry)], -8, .equal)
      } else {
        b.add([(1, ry), (-1, "ry\(r - 1)"), (-1, "rh\(r - 1)")], -8, .equal)
      }
      b.add([(1, rh)], 0, .equal, .weak)
      let distribution = r % 4
      for k in 0..<m {
        let (x, y, w, h) = ("x\(r)_\(k)", "y\(r)_\(k)", "w\(r)_\(k)", "h\(r)_\(k)")
        let iw = Double(36 + 7 * ((5 * r + 3 * k) % 5))
        let ih = Double(24 + 10 * ((r + k) % 3))
        b.add([(1, w)], 0, .greaterThanOrEqual)
        let stretches = distribution == 0 && k == 1
        b.add([(1, w)], -iw, .lessThanOrEqual, stretches ? Strength.weak.weighted(0.5) : .weak)
        b.add([(1, w)], -iw, .greaterThanOrEqual, .strong)
        if k == 0, r % 3 == 0 {
          b.add([(1, w), (-1.5, h)], 0, .equal)
        } else {
          b.add([(1, h)], -ih, .equal, .medium)
        }
        b.add([(1, h), (-1, rh)], 0, .lessThanOrEqual)
        b.add([(1, y), (0.5, h), (-1, ry), (-0.5, rh)], 0, .equal)
        if k == 0 {
          let leading = b.add([(1, x)], -16, .equal)
          if r == probeRow { constantProbe = leading }
        } else {
          let (px, pw) = ("x\(r)_\(k - 1)", "w\(r)_\(k - 1)")
          let (x0, w0, x1, w1) = ("x\(r)_0", "w\(r)_0", "x\(r)_1", "w\(r)_1")
          switch distribution {
          case 0, 1:
            let spacing = b.add([(1, x), (-1, px), (-1, pw)], -8, .equal)
            if r == probeRow, k == 1 { churnProbe = spacing }
            if distribution == 1 { b.add([(1, w), (-1, w0)], 0, .equal) }
          case 2:
            b.add([(1, x), (-1, px), (-1, pw)], -8, .greaterThanOrEqual)
            if k > 1 {
              b.add(merged([(1, x), (-1, px), (-1, pw), (-1, x1), (1, x0), (1, w0)]), 0, .equal)
            }
          default:
            b.add([(1, x), (-1, px), (-1, pw)], -8, .greaterThanOrEqual)
            if k > 1 {
              let terms: [(Double, String)] = [
                (1, x), (0.5, w), (-1, px), (-0.5, pw), (-1, x1), (-0.5, w1), (1, x0), (0.5, w0),
              ]
              b.add(merged(terms), 0, .equal)
            }
          }
        }
        if k == m - 1 { b.add([(1, x), (1, w), (-1, "W")], 16, .equal) }
      }
    }
    let last = sizes.count - 1
    b.add([(1, "C"), (-1, "ry\(last)"), (-1, "rh\(last)")], -8, .greaterThanOrEqual)
    b.add([(1, "C"), (-1, "H")], 0, .greaterThanOrEqual)
    b.add([(1, "C")], 0, .equal, .weak)
    for k in 0..<6 {
      let portrait = k % 2 == 0
      let width = (portrait ? 390 : 844) + 12 * Double(k)
      b.round([("W", width), ("H", portrait ? 844 : 390)])
    }
    return WorkloadSystem(
      system: b.system, constantProbe: constantProbe, probeConstants: (-16, -24),
      churnProbe: churnProbe)
  }

  /// The terms with repeated variables added up, in order of first appearance (item 2's
  /// neighbour is item 1, which the equal gaps and centres also name).
  static func merged(_ terms: [(Double, String)]) -> [(Double, String)] {
    var result: [(Double, String)] = []
    for (coefficient, name) in terms {
      if let index = result.firstIndex(where: { $0.1 == name }) {
        result[index].0 += coefficient
      } else {
        result.append((coefficient, name))
      }
    }
    return result.filter { $0.0 != 0 }
  }
}
