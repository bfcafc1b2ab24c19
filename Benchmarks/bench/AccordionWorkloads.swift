// SPDX-License-Identifier: MIT

import MasonrySolving

/// `accordion-N`: a scrolling list of N rows in sections of eight that fold (a settings
/// screen's groups, a FAQ, an outline): each section is a 44-point header above a body that
/// holds its rows, and a folded section's body is held at zero height by a required
/// constraint, as a stack view holds a hidden arranged subview. Row r of section s has a frame
/// `ry{r} rh{r}`, a text height `th{r}` (20 + (7 r mod 61)), and on the horizontal axis a
/// label `lx{r} lw{r}` (its text 60 + (13 r mod 241) wide) before a switch `sx{r}` (51 wide);
/// the list has width `W`, visible height `H` and content height `C`:
///
/// ```
/// edit W strong
/// edit H strong
/// # for each section s (its rows r0…r7):
/// required: hy0 == 0  /  hy{s} == by{s-1} + bh{s-1}
/// required: hh{s} == 44;  required: by{s} == hy{s} + hh{s};  required: bh{s} >= 0
/// # for each row r:
/// required: ry{r0} == by{s}  /  ry{r} == ry{r-1} + rh{r-1}
/// required: rh{r} >= 44;  medium: rh{r} == th{r} + 16;  required: th{r} >= 0
/// weak:     th{r} == text height
/// required: lx{r} == 16;  required: sx{r} + 51 + 16 == W;  required: lx{r} + lw{r} + 8 <= sx{r}
/// required: lw{r} >= 0;  weak: lw{r} == text width
/// # then, the body holding its rows (medium at weight 999, below the fold):
/// 999000:   by{s} + bh{s} == ry{r7} + rh{r7}
/// fold{s} required: bh{s} == 0                       # while section s is folded
/// # then
/// required: C >= by{last} + bh{last} + 8;  required: C >= H;  weak: C == 0
/// ```
///
/// Each of the six rounds folds two sections and unfolds the two the round before folded (two
/// removals and two additions of a required constraint, as a user taps headers), with the
/// screen rotating between 390 by 844 and 844 by 390; the build starts with the last round's
/// two folded. Every fold changes the content's height, a row of the tableau with a cell for
/// each row of the list, so a fold costs O(N) in an explicit tableau (see `SolverInternals`,
/// "Sections that fold"). The constant update makes the middle section's header 56 high and
/// back; the churn removes and adds back the middle row's label-before-switch inequality.
struct AccordionWorkloads: WorkloadFamily {
  var workloads: [Workload] {
    [100, 1_000, 10_000].map { n in
      Workload(name: "accordion-\(n)", quick: n <= 100, denseInQuick: false) {
        Self.accordion(n)
      }
    }
  }

  /// The rows in a section.
  static let rowsPerSection = 8

  /// The two sections round `k` folds, of `sections`: spread over the list, so that the folds
  /// fall in the first, the middle and the last part of it.
  static func folded(inRound k: Int, of sections: Int) -> [Int] {
    [(2 * k + 1) * sections / 13, (2 * k + 2) * sections / 13]
  }

  static func accordion(_ n: Int) -> WorkloadSystem {
    var b = SystemBuilder()
    b.edit("W", .strong)
    b.edit("H", .strong)
    let sections = (n + rowsPerSection - 1) / rowsPerSection
    // Medium at weight 999: a `.csys` file writes a raw weight, and reads one below a million
    // as medium (strong at weight 0.999 came back as medium 999).
    let belowFold = Strength(priority: 500, weight: 999)
    func fold(_ s: Int, _ b: inout SystemBuilder) -> ConstraintSystem.LabeledConstraint {
      ConstraintSystem.LabeledConstraint(
        b.constraint([(1, "bh\(s)")], 0, .equal), label: "fold\(s)")
    }
    let foldedAtStart = Set(folded(inRound: 5, of: sections))
    var constantProbe = 0
    var churnProbe = 0
    var row = 0
    for s in 0..<sections {
      if s == 0 {
        b.add([(1, "hy0")], 0, .equal)
      } else {
        b.add([(1, "hy\(s)"), (-1, "by\(s - 1)"), (-1, "bh\(s - 1)")], 0, .equal)
      }
      let header = b.add([(1, "hh\(s)")], -44, .equal)
      if s == sections / 2 { constantProbe = header }
      b.add([(1, "by\(s)"), (-1, "hy\(s)"), (-1, "hh\(s)")], 0, .equal)
      b.add([(1, "bh\(s)")], 0, .greaterThanOrEqual)
      let first = row
      let last = min(n, first + rowsPerSection) - 1
      for r in first...last {
        if r == first {
          b.add([(1, "ry\(r)"), (-1, "by\(s)")], 0, .equal)
        } else {
          b.add([(1, "ry\(r)"), (-1, "ry\(r - 1)"), (-1, "rh\(r - 1)")], 0, .equal)
        }
        b.add([(1, "rh\(r)")], -44, .greaterThanOrEqual)
        b.add([(1, "rh\(r)"), (-1, "th\(r)")], -16, .equal, .medium)
        b.add([(1, "th\(r)")], 0, .greaterThanOrEqual)
        b.add([(1, "th\(r)")], -Double(20 + (7 * r) % 61), .equal, .weak)
        b.add([(1, "lx\(r)")], -16, .equal)
        b.add([(1, "sx\(r)"), (-1, "W")], 67, .equal)
        let order = b.add(
          [(1, "lx\(r)"), (1, "lw\(r)"), (-1, "sx\(r)")], 8, .lessThanOrEqual)
        if r == n / 2 { churnProbe = order }
        b.add([(1, "lw\(r)")], 0, .greaterThanOrEqual)
        b.add([(1, "lw\(r)")], -Double(60 + (13 * r) % 241), .equal, .weak)
      }
      b.add(
        [(1, "by\(s)"), (1, "bh\(s)"), (-1, "ry\(last)"), (-1, "rh\(last)")], 0, .equal,
        belowFold)
      if foldedAtStart.contains(s) {
        b.add([(1, "bh\(s)")], 0, .equal, label: "fold\(s)")
      }
      row = last + 1
    }
    let end = sections - 1
    b.add([(1, "C"), (-1, "by\(end)"), (-1, "bh\(end)")], -8, .greaterThanOrEqual)
    b.add([(1, "C"), (-1, "H")], 0, .greaterThanOrEqual)
    b.add([(1, "C")], 0, .equal, .weak)
    for k in 0..<6 {
      var operations: [ConstraintSystem.Operation] = [
        .suggest(b.v("W"), k % 2 == 0 ? 390 : 844), .suggest(b.v("H"), k % 2 == 0 ? 844 : 390),
      ]
      for s in folded(inRound: (k + 5) % 6, of: sections) {
        operations.append(.remove(label: "fold\(s)"))
      }
      for s in folded(inRound: k, of: sections) { operations.append(.add(fold(s, &b))) }
      b.round(operations: operations)
    }
    return WorkloadSystem(
      system: b.system, constantProbe: constantProbe, probeConstants: (-44, -56),
      churnProbe: churnProbe)
  }
}
