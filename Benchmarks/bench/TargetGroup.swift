// SPDX-License-Identifier: MIT

/// What a measuring run produced, as the target checks read it.
struct RunResults {
  /// The solver workloads: one row per workload and engine, with kiwi's times if it ran.
  var rows: [ResultRow]
  /// The layout workloads (feed-N).
  var layout: [LayoutRow]
}

/// A set of performance targets (one issue's), checked against a run's results and printed
/// only with `--targets`: the everyday output is the tables and the verdict.
///
/// A workload family that comes with targets registers a group next to itself in `main.swift`:
///
/// ```swift
/// registry.register(targets: TargetGroup(title: "issue 7") { results in
///   guard let row = results.simplex("chain-1000") else { return [] }
///   return [TargetGroup.line(row.tasks.round.microseconds ?? .infinity < 10, "chain round")]
/// })
/// ```
struct TargetGroup: Sendable {
  /// The heading, `targets (issue 2, item 8):`'s parenthesis.
  var title: String
  /// The lines, one per target the run has the rows for (none when it has none), each made
  /// with ``line(_:_:)``.
  var check: @Sendable (RunResults) -> [String]

  /// `PASS  text` or `FAIL  text`.
  static func line(_ ok: Bool, _ text: String) -> String {
    (ok ? "PASS" : "FAIL") + "  " + text
  }

  /// The `targets (TITLE):` block of every group with lines; empty when none has.
  static func report(_ groups: [TargetGroup], _ results: RunResults) -> [String] {
    var parts: [String] = []
    for group in groups {
      let lines = group.check(results)
      guard !lines.isEmpty else { continue }
      parts.append("")
      parts.append("targets (\(group.title)):")
      parts += lines.map { "  " + $0 }
    }
    return parts
  }
}

extension RunResults {
  /// The simplex row of `workload`, if the run has it.
  func simplex(_ workload: String) -> ResultRow? {
    rows.first { $0.workload == workload && $0.engine == .simplex }
  }

  /// The layout row of `workload`, if the run has it.
  func layout(_ workload: String) -> LayoutRow? {
    layout.first { $0.workload == workload }
  }
}
