// SPDX-License-Identifier: MIT

/// The layout table, its notes, its targets (issue 3, item 4) and its JSON.
enum FeedReport {
  /// The layout targets of issue 3, item 4.
  static var issue3: TargetGroup {
    TargetGroup(title: "issue 3, item 4") { results in targets(results.layout) }
  }

  /// The tasks divided by the hand-written floor, in table order.
  static let timedTasks: [LayoutTask] = [.make, .firstLayout, .rotation, .animationFrame, .remake]

  /// The table (medians, and each one over the two floors: the hand-written arithmetic and
  /// the same frames written through `frame`), the solver's own times with the engine's over
  /// them, and the skipped rows' notes.
  static func text(_ rows: [LayoutRow], notes: [String]) -> [String] {
    guard !rows.isEmpty || !notes.isEmpty else { return [] }
    var parts = [
      "",
      "layout: medians per operation; /hand and /frames = the time over the hand-written layout"
        + " of the whole screen, without and with writing its frames into the views (`frame`);"
        + " solver build and solver rotation = the same constraints and constant changes"
        + " replayed on the solver alone (`bench export feed-N`)",
    ]
    var header = ["workload", "engine", "views", "constraints", "variables", "hand-written"]
    header.append(LayoutTask.frames.rawValue)
    for task in timedTasks { header += [task.rawValue, "/hand", "/frames"] }
    header += ["solver build", "first/solver", "solver rotation", "rotation/solver"]
    let lines = rows.map { row -> [String] in
      let hand = row.outcome(.handWritten).microseconds
      let frames = row.outcome(.frames).microseconds
      var line = [row.workload, row.engine.rawValue, "\(row.views)", "\(row.constraints)"]
      line += ["\(row.variables)", cell(row.outcome(.handWritten)), cell(row.outcome(.frames))]
      for task in timedTasks {
        let outcome = row.outcome(task)
        line += [
          cell(outcome), ratio(outcome.microseconds, hand), ratio(outcome.microseconds, frames),
        ]
      }
      for (solver, engine) in [
        (LayoutTask.solverBuild, LayoutTask.firstLayout), (.solverRotation, .rotation),
      ] {
        line += [
          cell(row.outcome(solver)),
          ratio(row.outcome(engine).microseconds, row.outcome(solver).microseconds),
        ]
      }
      return line
    }
    if !rows.isEmpty { parts.append(formatTable(header, lines, leftColumns: 2)) }
    parts += notes
    return parts
  }

  /// PASS or FAIL for each target the run has the rows for.
  static func targets(_ rows: [LayoutRow]) -> [String] {
    func time(_ workload: String, _ task: LayoutTask) -> Double? {
      rows.first { $0.workload == workload }?.outcome(task).microseconds
    }
    var lines: [String] = []
    if let small = time("feed-1000", .animationFrame),
      let large = time("feed-10000", .animationFrame)
    {
      lines.append(
        TargetGroup.line(
          large <= 2 * small,
          "feed animation frame 1,000 -> 10,000: x\(significant(large / small, 3)) (target <= 2)"))
    }
    if let small = time("feed-1000", .firstLayout), let large = time("feed-10000", .firstLayout) {
      lines.append(
        TargetGroup.line(
          large <= 12 * small,
          "feed first layout 1,000 -> 10,000: x\(significant(large / small, 3)) (target <= 12)"))
    }
    for row in rows {
      guard let make = row.outcome(.make).microseconds,
        let layout = row.outcome(.firstLayout).microseconds
      else { continue }
      lines.append(
        TargetGroup.line(
          make < layout,
          "\(row.workload) make \(formatTime(make * 1e-6)) vs first layout"
            + " \(formatTime(layout * 1e-6)) (target: less)"))
    }
    return lines
  }

  /// The rows for the JSON document.
  static func json(_ rows: [LayoutRow]) -> [[String: Any]] {
    rows.map { row in
      var object: [String: Any] = [
        "workload": row.workload, "engine": row.engine.rawValue, "views": row.views,
        "constraints": row.constraints, "variables": row.variables, "process": row.process,
      ]
      for task in LayoutTask.allCases {
        let key = task.jsonKey
        switch row.outcome(task) {
        case .measured(let measurement):
          object["\(key)_us"] = measurement.microseconds
          object["\(key)_min_us"] = measurement.best * 1e6
          object["\(key)_samples"] = measurement.samples
          object["\(key)_operations_per_sample"] = measurement.operationsPerSample
        case .failed(let message): object["\(key)_error"] = message
        case .skipped(let reason): object["\(key)_skipped"] = reason
        }
      }
      return object
    }
  }

  private static func ratio(_ time: Double?, _ floor: Double?) -> String {
    guard let time, let floor, floor > 0 else { return "-" }
    return "x" + significant(time / floor, 3)
  }

  private static func cell(_ outcome: Outcome) -> String {
    switch outcome {
    case .measured(let measurement): return formatTime(measurement.seconds)
    case .failed: return "error"
    case .skipped: return "-"
    }
  }
}
