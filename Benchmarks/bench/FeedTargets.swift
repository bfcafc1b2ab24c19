// SPDX-License-Identifier: MIT

/// The layout layer's speed targets (issue 8, item 3): ratios within one run, of medians.
enum FeedTargets {
  /// The rows the targets hold for: a thousand cells and more (smaller feeds measure fixed
  /// costs).
  static let smallest = 1_000

  /// PASS or FAIL for each target the run has the rows for.
  static func lines(_ rows: [LayoutRow]) -> [String] {
    func verdict(_ ok: Bool) -> String { ok ? "PASS" : "FAIL" }
    func time(_ row: LayoutRow, _ task: LayoutTask) -> Double? { row.outcome(task).microseconds }
    var lines: [String] = []
    for row in rows {
      guard let cells = Int(row.workload.split(separator: "-").last ?? ""), cells >= smallest
      else { continue }
      if let make = time(row, .make), let hand = time(row, .handWritten) {
        lines.append(
          "\(verdict(make <= 500 * hand))  \(row.workload) make x\(significant(make / hand, 3))"
            + " the hand-written arithmetic (target <= 500)")
      }
      if let make = time(row, .make), row.constraints > 0 {
        let each = make / Double(row.constraints)
        lines.append(
          "\(verdict(each <= 0.3))  \(row.workload) make \(formatTime(each * 1e-6)) per"
            + " constraint (target <= 300 ns)")
      }
      if let layout = time(row, .firstLayout), let solver = time(row, .solverBuild) {
        lines.append(
          "\(verdict(layout <= 3 * solver))  \(row.workload) first layout"
            + " x\(significant(layout / solver, 3)) the solver's build (target <= 3)")
      }
      if let rotation = time(row, .rotation), let solver = time(row, .solverRotation) {
        lines.append(
          "\(verdict(rotation <= 2 * solver))  \(row.workload) rotation"
            + " x\(significant(rotation / solver, 3)) the solver's round (target <= 2)")
      }
    }
    let small = rows.first { $0.workload == "feed-1000" }
    let large = rows.first { $0.workload == "feed-10000" }
    if let small, let large {
      for task in [LayoutTask.make, .firstLayout, .rotation] {
        guard let a = time(small, task), let b = time(large, task) else { continue }
        lines.append(
          "\(verdict(b <= 11 * a))  feed \(task.rawValue) 1,000 -> 10,000:"
            + " x\(significant(b / a, 3)) (target <= 11)")
      }
    }
    return lines
  }
}

extension FeedTargets {
  /// The group `main.swift` registers: printed with `--targets`.
  static var issue8: TargetGroup {
    TargetGroup(title: "issue 8") { results in lines(results.layout) }
  }
}
