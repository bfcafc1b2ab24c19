// SPDX-License-Identifier: MIT

import MasonrySolving

/// `gallery-N`: a photo gallery, N tiles three to a row in a scrolling container, each tile as
/// high as three quarters of its width (an aspect ratio), the tiles of a row equally wide and
/// the row filling the container's width `W`; the rows are stacked and the content height `C`
/// is their sum. Tile i is `x{i} y{i} w{i} h{i}`, in column i mod 3:
///
/// ```
/// edit W strong
/// required: C >= 0
/// # for each tile i:
/// required: x{i} == 8                                 # column 0
/// required: x{i} == x{i-1} + w{i-1} + 8               # columns 1 and 2
/// strong:   w{i} == w{i-1}                            # columns 1 and 2: equal widths
/// required: x{i} + w{i} <= W - 8                      # the last tile of a row
/// medium:   x{i} + w{i} == W - 8                      # the last tile of a row fills it
/// required: h{i} == 0.75 w{i}                         # the aspect ratio
/// weak:     w{i} == 100
/// required: w{i} >= 40
/// required: y{i} == 8                                 # the first row
/// required: y{i} == y{i-3} + h{i-3} + 8               # the rows below
/// # then
/// required: C == y{N-1} + h{N-1} + 8
/// # rounds k = 0..5: suggest W 320 + 60 k, update
/// ```
///
/// Every tile's height follows the width, so the row of `C >= 0` holds every tile's width:
/// a long row that the optimisation after the build meets at almost every pivot, and that every
/// width change writes into. The constant update raises the middle tile's minimum width to 200
/// (past its share of a 320 container) and back; the churn removes and adds back its aspect
/// ratio.
struct GalleryWorkloads: WorkloadFamily {
  var workloads: [Workload] {
    [100, 300, 1_000, 10_000].map { n in
      Workload(name: "gallery-\(n)", quick: n <= 100) { Self.gallery(n) }
    }
  }

  static func gallery(_ n: Int) -> WorkloadSystem {
    var b = SystemBuilder()
    b.edit("W", .strong)
    b.add([(1, "C")], 0, .greaterThanOrEqual)
    var constantProbe = 0
    var churnProbe = 0
    for i in 0..<n {
      let column = i % 3
      if column == 0 {
        b.add([(1, "x\(i)")], -8, .equal)
      } else {
        b.add([(1, "x\(i)"), (-1, "x\(i - 1)"), (-1, "w\(i - 1)")], -8, .equal)
        b.add([(1, "w\(i)"), (-1, "w\(i - 1)")], 0, .equal, .strong)
      }
      if column == 2 || i == n - 1 {
        b.add([(1, "x\(i)"), (1, "w\(i)"), (-1, "W")], 8, .lessThanOrEqual)
        b.add([(1, "x\(i)"), (1, "w\(i)"), (-1, "W")], 8, .equal, .medium)
      }
      let aspect = b.add([(1, "h\(i)"), (-0.75, "w\(i)")], 0, .equal)
      b.add([(1, "w\(i)")], -100, .equal, .weak)
      let minimum = b.add([(1, "w\(i)")], -40, .greaterThanOrEqual)
      if i < 3 {
        b.add([(1, "y\(i)")], -8, .equal)
      } else {
        b.add([(1, "y\(i)"), (-1, "y\(i - 3)"), (-1, "h\(i - 3)")], -8, .equal)
      }
      if i == n / 2 {
        constantProbe = minimum
        churnProbe = aspect
      }
    }
    b.add([(1, "C"), (-1, "y\(n - 1)"), (-1, "h\(n - 1)")], -8, .equal)
    for k in 0..<6 {
      b.round([("W", 320 + 60 * Double(k))])
    }
    return WorkloadSystem(
      system: b.system, constantProbe: constantProbe, probeConstants: (-40, -200),
      churnProbe: churnProbe)
  }
}
