// SPDX-License-Identifier: MIT

import MasonrySolving

/// `centred-N`: N lines of text stacked in a scrolling container, each centred horizontally,
/// as wide as its text when the width allows and squeezed towards its first words when it does
/// not (a settings screen, an onboarding page). Line i is `x{i} y{i} w{i} h{i}`, its text
/// `p{i}` points wide (40 to 399, a draw per line), its first words `min(p{i}, 120)`:
///
/// ```
/// edit W strong
/// # for each line i:
/// required: x{i} + 0.5 w{i} == 0.5 W               # centred
/// required: x{i} >= 16                              # inside the margins
/// required: w{i} >= 0
/// weak:     w{i} == p{i}                            # its text's width
/// medium:   w{i} >= min(p{i}, 120)                  # compression resistance
/// required: h{i} == 20 + 12 (i mod 3)
/// required: y{i} == 8                               # the first line
/// required: y{i} == y{i-1} + h{i-1} + 8             # the lines below
/// # then
/// required: C == y{N-1} + h{N-1} + 8
/// # rounds: suggest W 100, 320, 1024, 390, 200, 768, update
/// ```
///
/// Every line is centred on the container's middle, so the width's column holds a cell in
/// every line's row, and each round switches the lines whose text no longer fits (or fits
/// again) between their preferred width and the margins, or past their compression resistance
/// at 100: hundreds of inequalities change activity per round at 1,000 lines. The constant
/// update moves the middle line's margin to 48 and back; the churn removes and adds back its
/// compression resistance.
struct CentredWorkloads: WorkloadFamily {
  var workloads: [Workload] {
    [100, 300, 1_000, 10_000].map { n in
      Workload(name: "centred-\(n)", quick: n <= 100) { Self.centred(n) }
    }
  }

  static func centred(_ n: Int) -> WorkloadSystem {
    var b = SystemBuilder()
    b.edit("W", .strong)
    var random = SeededRandom(seed: 0xCE47_4ED)
    var constantProbe = 0
    var churnProbe = 0
    for i in 0..<n {
      let preferred = Double(40 + random.below(360))
      b.add([(1, "x\(i)"), (0.5, "w\(i)"), (-0.5, "W")], 0, .equal)
      let margin = b.add([(1, "x\(i)")], -16, .greaterThanOrEqual)
      b.add([(1, "w\(i)")], 0, .greaterThanOrEqual)
      b.add([(1, "w\(i)")], -preferred, .equal, .weak)
      let resistance = b.add([(1, "w\(i)")], -min(preferred, 120), .greaterThanOrEqual, .medium)
      b.add([(1, "h\(i)")], -(20 + 12 * Double(i % 3)), .equal)
      if i == 0 {
        b.add([(1, "y\(i)")], -8, .equal)
      } else {
        b.add([(1, "y\(i)"), (-1, "y\(i - 1)"), (-1, "h\(i - 1)")], -8, .equal)
      }
      if i == n / 2 {
        constantProbe = margin
        churnProbe = resistance
      }
    }
    b.add([(1, "C"), (-1, "y\(n - 1)"), (-1, "h\(n - 1)")], -8, .equal)
    for width in [100.0, 320, 1_024, 390, 200, 768] {
      b.round([("W", width)])
    }
    return WorkloadSystem(
      system: b.system, constantProbe: constantProbe, probeConstants: (-16, -48),
      churnProbe: churnProbe)
  }
}
