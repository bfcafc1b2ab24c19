// SPDX-License-Identifier: MIT

import MasonrySolving

/// `waterfall-N`: a photo wall of N tiles in three columns of equal width (a Pinterest-style
/// waterfall), each tile an image of its own aspect ratio over a caption, the columns stacked
/// independently and the content as tall as the tallest column. Tile i is `x{i} y{i} w{i}
/// h{i}`, its image `ih{i}`, its caption `ch{i}`, in column i mod 3 (the app's choice, made
/// before the layout); `cw` is the columns' width and `C` the content's height:
///
/// ```
/// edit W strong
/// required: 3 cw + 32 == W                        # three columns, four gaps of 8
/// # for each tile i, in column c = i mod 3:
/// required: x{i} == 8 + c (cw + 8)
/// required: w{i} == cw
/// required: w{i} >= 40                            # no column narrower than 40
/// required: ih{i} == r{i} w{i}                    # r{i} in 1/2, 3/4, 1, 5/4, 3/2, 2
/// weak:     ch{i} == 20 + (i mod 3) 16            # the caption's lines
/// required: ch{i} >= 16
/// required: h{i} == ih{i} + ch{i} + 8
/// required: y{i} == 8                             # the first row
/// required: y{i} == y{i-3} + h{i-3} + 8           # below the tile above, in its column
/// # then, for the last tile of each column:
/// required: C >= y{last} + h{last} + 8
/// weak:     C == 0                                # as tall as the tallest column
/// # rounds: suggest W 320, 390, 768, 1024, 414, 600, update
/// ```
///
/// Every image's height follows the column width through a multiplier other than 1, so a
/// round moves every tile, and the three columns' bottoms (each a row with a cell for every
/// tile of its column) take turns being the tallest as the ratios add up differently at each
/// width. The constant update makes the middle tile's caption at least 64 high and back; the
/// churn removes and adds back its aspect ratio.
struct WaterfallWorkloads: WorkloadFamily {
  var workloads: [Workload] {
    [100, 300, 1_000, 10_000].map { n in
      Workload(name: "waterfall-\(n)", quick: n <= 100, denseInQuick: false) { Self.waterfall(n) }
    }
  }

  /// The aspect ratios (height over width) the tiles take in turn, by a draw per tile.
  static let ratios: [Double] = [0.5, 0.75, 1, 1.25, 1.5, 2]

  static func waterfall(_ n: Int) -> WorkloadSystem {
    var b = SystemBuilder()
    b.edit("W", .strong)
    b.add([(3, "cw"), (-1, "W")], 32, .equal)
    var random = SeededRandom(seed: 0x3A7E_5F11)
    var constantProbe = 0
    var churnProbe = 0
    for i in 0..<n {
      let column = i % 3
      let c = Double(column)
      if column == 0 {
        b.add([(1, "x\(i)")], -8, .equal)
      } else {
        b.add([(1, "x\(i)"), (-c, "cw")], -(8 + 8 * c), .equal)
      }
      b.add([(1, "w\(i)"), (-1, "cw")], 0, .equal)
      b.add([(1, "w\(i)")], -40, .greaterThanOrEqual)
      let ratio = Self.ratios[random.below(Self.ratios.count)]
      let aspect = b.add([(1, "ih\(i)"), (-ratio, "w\(i)")], 0, .equal)
      b.add([(1, "ch\(i)")], -(20 + 16 * c), .equal, .weak)
      let caption = b.add([(1, "ch\(i)")], -16, .greaterThanOrEqual)
      b.add([(1, "h\(i)"), (-1, "ih\(i)"), (-1, "ch\(i)")], -8, .equal)
      if i < 3 {
        b.add([(1, "y\(i)")], -8, .equal)
      } else {
        b.add([(1, "y\(i)"), (-1, "y\(i - 3)"), (-1, "h\(i - 3)")], -8, .equal)
      }
      if i == n / 2 {
        constantProbe = caption
        churnProbe = aspect
      }
    }
    for last in max(0, n - 3)..<n {
      b.add([(1, "C"), (-1, "y\(last)"), (-1, "h\(last)")], -8, .greaterThanOrEqual)
    }
    b.add([(1, "C")], 0, .equal, .weak)
    for width in [320.0, 390, 768, 1_024, 414, 600] {
      b.round([("W", width)])
    }
    return WorkloadSystem(
      system: b.system, constantProbe: constantProbe, probeConstants: (-16, -64),
      churnProbe: churnProbe)
  }
}
