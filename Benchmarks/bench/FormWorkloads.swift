// SPDX-License-Identifier: MIT

import MasonrySolving

/// `form-N`: N rows of label, field and trailing button in a scrolling container, as issue 7
/// describes. Row i has a label `l{i}`, a field `f{i}` and a button `b{i}` (x and w each) and
/// a row frame `y{i} h{i}`; the container has width `W` and content height `C`:
///
/// ```
/// edit W strong
/// edit V strong                                   # the visible height
/// required: L >= 0;  weak: L == 0                 # the label column, as narrow as it may be
/// # for each row i:
/// required: lw{i} == 40 + (37 i mod 90)           # the label's text width
/// required: L >= lw{i}                            # the column is the widest label's
/// required: lx{i} == 16
/// required: fx{i} == lx{i} + L + 8
/// required: fw{i} >= 60;  medium: fw{i} == 400    # the field takes the rest
/// required: bx{i} == fx{i} + fw{i} + 8
/// required: bw{i} == 44
/// required: bx{i} + bw{i} + 16 == W
/// required: h{i} >= 32;  strong: h{i} == 44
/// required: y0 == 8  /  y{i} == y{i-1} + h{i-1} + 8
/// # then
/// required: C == y{N-1} + h{N-1} + 8              # the content height sums the rows
/// required: C >= V                                # a scroll view fills at least its bounds
/// # rounds k = 0..5: suggest W 320 + 60 k, suggest V 480 + 40 k, update
/// ```
///
/// The constant update makes the middle row's label the widest (200) and back; the churn
/// removes and adds back the middle row's `L >= lw`.
struct FormWorkloads: WorkloadFamily {
  var workloads: [Workload] {
    [100, 300, 1_000, 10_000].map { n in
      Workload(name: "form-\(n)", quick: n <= 100) { Self.form(n) }
    }
  }

  static func form(_ n: Int) -> WorkloadSystem {
    var b = SystemBuilder()
    b.edit("W", .strong)
    b.edit("V", .strong)
    b.add([(1, "L")], 0, .greaterThanOrEqual)
    b.add([(1, "L")], 0, .equal, .weak)
    var constantProbe = 0
    var probeConstant = 0.0
    var churnProbe = 0
    for i in 0..<n {
      let width = Double(40 + (37 * i) % 90)
      let label = b.add([(1, "lw\(i)")], -width, .equal)
      let column = b.add([(1, "L"), (-1, "lw\(i)")], 0, .greaterThanOrEqual)
      if i == n / 2 {
        constantProbe = label
        probeConstant = -width
        churnProbe = column
      }
      b.add([(1, "lx\(i)")], -16, .equal)
      b.add([(1, "fx\(i)"), (-1, "lx\(i)"), (-1, "L")], -8, .equal)
      b.add([(1, "fw\(i)")], -60, .greaterThanOrEqual)
      b.add([(1, "fw\(i)")], -400, .equal, .medium)
      b.add([(1, "bx\(i)"), (-1, "fx\(i)"), (-1, "fw\(i)")], -8, .equal)
      b.add([(1, "bw\(i)")], -44, .equal)
      b.add([(1, "bx\(i)"), (1, "bw\(i)"), (-1, "W")], 16, .equal)
      b.add([(1, "h\(i)")], -32, .greaterThanOrEqual)
      b.add([(1, "h\(i)")], -44, .equal, .strong)
      if i == 0 {
        b.add([(1, "y0")], -8, .equal)
      } else {
        b.add([(1, "y\(i)"), (-1, "y\(i - 1)"), (-1, "h\(i - 1)")], -8, .equal)
      }
    }
    b.add([(1, "C"), (-1, "y\(n - 1)"), (-1, "h\(n - 1)")], -8, .equal)
    b.add([(1, "C"), (-1, "V")], 0, .greaterThanOrEqual)
    for k in 0..<6 {
      let k = Double(k)
      b.round([("W", 320 + 60 * k), ("V", 480 + 40 * k)])
    }
    return WorkloadSystem(
      system: b.system, constantProbe: constantProbe, probeConstants: (probeConstant, -200),
      churnProbe: churnProbe)
  }
}
