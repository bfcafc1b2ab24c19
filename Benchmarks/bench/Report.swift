// SPDX-License-Identifier: MIT

import Foundation

/// The tables and the JSON of a run.
enum Report {
  /// The readable report: our table, kiwi's table with ratios and a verdict, the layout table,
  /// then `targets` (the `--targets` lines, empty without it).
  static func text(
    _ rows: [ResultRow], peer: Bool, peerNote: String?, layout: [LayoutRow] = [],
    layoutNotes: [String] = [], targets: [String] = []
  ) -> String {
    var parts: [String] = []
    for warning in BuildWarnings.lines { parts.append("WARNING: \(warning)") }
    parts.append(
      "Masonry bench: \(BuildWarnings.configuration) build, medians per operation")
    let measured = rows.filter { !isSkipped($0.tasks) }
    if !rows.isEmpty || layout.isEmpty {
      parts.append(
        formatTable(
          [
            "workload", "engine", "constraints", "variables", "build", "round", "constant", "churn",
          ],
          measured.map { row in
            [row.workload, row.engine.rawValue, "\(row.constraints)", "\(row.variables)"]
              + [row.tasks.build, row.tasks.round, row.tasks.constant, row.tasks.churn].map(cell)
          }, leftColumns: 2))
    }
    for row in rows where isSkipped(row.tasks) {
      if case .skipped(let reason) = row.tasks.build {
        parts.append("\(row.workload) \(row.engine.rawValue): \(reason)")
      }
    }
    if peer {
      parts.append("")
      if let peerNote {
        parts.append(peerNote)
      } else {
        parts.append(kiwiTable(measured))
        if let verdict = KiwiVerdict.text(measured) { parts.append(verdict) }
      }
    }
    if !peer, rows.contains(where: { $0.engine == .simplex }) {
      parts.append("")
      parts.append(
        "verdict against kiwi: not measured in this run; add --peer kiwi (after pip install"
          + " kiwisolver) to replay every workload on kiwi and compare in the same run")
    }
    parts += FeedReport.text(layout, notes: layoutNotes)
    parts += targets
    return parts.joined(separator: "\n")
  }

  private static func isSkipped(_ tasks: TaskOutcomes) -> Bool {
    if case .skipped = tasks.build { return true }
    return false
  }

  private static func cell(_ outcome: Outcome) -> String {
    switch outcome {
    case .measured(let measurement): return formatTime(measurement.seconds)
    case .failed: return "error"
    case .skipped: return "-"
    }
  }

  private static func kiwiTable(_ rows: [ResultRow]) -> String {
    var lines: [[String]] = []
    var notes: [String] = []
    var overheads: [Double] = []
    for row in rows {
      guard let kiwi = row.kiwi else { continue }
      switch kiwi {
      case .skipped(let reason):
        if row.engine == .simplex { notes.append("\(row.workload): \(reason)") }
      case .failed(let message):
        if row.engine == .simplex { notes.append("\(row.workload): kiwi failed: \(message)") }
      case .measured(let times):
        overheads.append(times.callOverhead)
        var line = [row.workload, row.engine.rawValue]
        let ours = [row.tasks.build, row.tasks.round, row.tasks.constant, row.tasks.churn]
        for (task, outcome) in zip(BenchRun.tasks, ours) {
          guard let theirs = times.net(task) else {
            line += ["-", "-"]
            continue
          }
          line.append(formatTime(theirs * 1e-6))
          line.append(outcome.microseconds.map { ratio($0, theirs) } ?? "-")
        }
        lines.append(line)
      }
    }
    var parts: [String] = []
    if !lines.isEmpty {
      parts.append(
        "kiwisolver (Python) in the same run: its medians, and our time / its time")
      parts.append(
        formatTable(
          [
            "workload", "engine", "kiwi build", "our/kiwi", "kiwi round", "our/kiwi",
            "kiwi constant", "our/kiwi", "kiwi churn", "our/kiwi",
          ], lines, leftColumns: 2))
      let overhead = overheads.max() ?? 0
      parts.append(
        "kiwi times are net of Python's call overhead (\(significant(overhead * 1000, 3)) ns per"
          + " call, measured), which can only flatter kiwi; kiwi's constant update is remove +"
          + " add.")
    }
    return (parts + notes).joined(separator: "\n")
  }

  /// `our/kiwi (N.Nx faster)`.
  static func ratio(_ ours: Double, _ theirs: Double) -> String {
    "\(significant(ours / theirs, 3)) (\(speed(ours, theirs)))"
  }

  /// `N.Nx faster` or `N.Nx slower`.
  static func speed(_ ours: Double, _ theirs: Double) -> String {
    ours <= theirs
      ? "\(significant(theirs / ours, 3))x faster" : "\(significant(ours / theirs, 3))x slower"
  }

  /// The JSON document of `--json`.
  static func json(_ rows: [ResultRow], layout: [LayoutRow] = [], quick: Bool) throws -> Data {
    let document: [String: Any] = [
      "configuration": BuildWarnings.configuration,
      "internal_checks": BuildWarnings.internalChecks,
      "quick": quick,
      "unit": "microseconds (median per operation)",
      "rows": rows.map(jsonRow),
      "layout_rows": FeedReport.json(layout),
    ]
    return try JSONSerialization.data(
      withJSONObject: document, options: [.prettyPrinted, .sortedKeys])
  }

  private static func jsonRow(_ row: ResultRow) -> [String: Any] {
    var object: [String: Any] = [
      "workload": row.workload, "engine": row.engine.rawValue,
      "constraints": row.constraints, "variables": row.variables, "process": row.process,
    ]
    let outcomes = [row.tasks.build, row.tasks.round, row.tasks.constant, row.tasks.churn]
    for (task, outcome) in zip(BenchRun.tasks, outcomes) {
      switch outcome {
      case .measured(let measurement):
        object["\(task)_us"] = measurement.microseconds
        object["\(task)_min_us"] = measurement.best * 1e6
        object["\(task)_samples"] = measurement.samples
        object["\(task)_operations_per_sample"] = measurement.operationsPerSample
      case .failed(let message): object["\(task)_error"] = message
      case .skipped(let reason): object["\(task)_skipped"] = reason
      }
    }
    switch row.kiwi {
    case .measured(let times)?:
      var kiwi = times.raw
      for task in BenchRun.tasks { kiwi["\(task)_net_us"] = times.net(task) }
      object["kiwi"] = kiwi
    case .skipped(let reason)?: object["kiwi"] = ["skipped": reason]
    case .failed(let message)?: object["kiwi"] = ["error": message]
    case nil: break
    }
    return object
  }
}
