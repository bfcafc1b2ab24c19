// SPDX-License-Identifier: MIT

/// The solver targets of issue 2, item 8, checked against a run's simplex rows where the run
/// has what they need.
enum Targets {
  static var issue2: TargetGroup {
    TargetGroup(title: "issue 2, item 8") { results in check(results.rows) }
  }

  static func check(_ rows: [ResultRow]) -> [String] {
    var lines: [String] = []
    func row(_ workload: String) -> ResultRow? {
      RunResults(rows: rows, layout: []).simplex(workload)
    }
    func kiwiTimes(_ workload: String, _ task: String) -> (ours: Double, theirs: Double)? {
      guard let row = row(workload), case .measured(let times)? = row.kiwi,
        let theirs = times.net(task),
        let ours = task == "build" ? row.tasks.build.microseconds : row.tasks.round.microseconds
      else { return nil }
      return (ours, theirs)
    }
    for (workload, task, wanted) in [
      ("enaml", "build", 3.0), ("enaml", "round", 5.0), ("chain-1000", "build", 100.0),
      ("grid-1000", "build", 100.0),
    ] {
      guard let (ours, theirs) = kiwiTimes(workload, task) else { continue }
      lines.append(
        TargetGroup.line(
          theirs / ours >= wanted,
          "\(workload) \(task) vs kiwi: \(Report.speed(ours, theirs))"
            + " (target: \(Int(wanted))x faster)"))
    }
    // Issue 7: every family's build and round grow at most 12x from 1,000 to 10,000 (a run
    // without `--large` leaves out `random*-10000`).
    for family in ["chain", "grid", "nested", "random", "form", "stack", "table", "chat", "cards"] {
      guard let small = row("\(family)-1000"), let large = row("\(family)-10000") else { continue }
      for (task, a, b) in [
        ("build", small.tasks.build, large.tasks.build),
        ("round", small.tasks.round, large.tasks.round),
      ] {
        guard let a = a.microseconds, let b = b.microseconds else { continue }
        let growth = b / a
        lines.append(
          TargetGroup.line(
            growth <= 12,
            "\(family) \(task) 1,000 -> 10,000: x\(significant(growth, 3)) (target <= 12)"))
      }
    }
    for row in rows where row.engine == .simplex {
      guard let constant = row.tasks.constant.microseconds, let round = row.tasks.round.microseconds
      else { continue }
      lines.append(
        TargetGroup.line(
          constant <= round,
          "\(row.workload) constant update \(formatTime(constant * 1e-6))"
            + " vs round \(formatTime(round * 1e-6)) (target: no more than a round)"))
    }
    return lines
  }
}
