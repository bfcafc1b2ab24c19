// SPDX-License-Identifier: MIT

/// One sentence on how the simplex engine did against kiwi in this run: in how many of the
/// measured (workload, task) pairs it was faster, the median ratio, and the pairs where kiwi
/// won. Ratios are kiwi's net time over ours, measured in the same run.
enum KiwiVerdict {
  /// The verdict, or nil when kiwi measured nothing the simplex engine did too.
  static func text(_ rows: [ResultRow]) -> String? {
    var ratios: [(pair: String, speedup: Double)] = []
    for row in rows where row.engine == .simplex {
      guard case .measured(let times)? = row.kiwi else { continue }
      let ours = [row.tasks.build, row.tasks.round, row.tasks.constant, row.tasks.churn]
      for (task, outcome) in zip(BenchRun.tasks, ours) {
        guard let theirs = times.net(task), let mine = outcome.microseconds, mine > 0 else {
          continue
        }
        ratios.append(("\(row.workload) \(task)", theirs / mine))
      }
    }
    guard !ratios.isEmpty else { return nil }
    let sorted = ratios.map(\.speedup).sorted()
    let median =
      sorted.count % 2 == 1
      ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    let faster = ratios.filter { $0.speedup >= 1 }.count
    var text =
      "verdict: simplex is faster than kiwi in \(faster) of \(ratios.count) measurements"
      + " (median \(Report.speed(1, median)))"
    let slower = ratios.filter { $0.speedup < 1 }
    if slower.isEmpty {
      text += "."
    } else {
      let list = slower.map { "\($0.pair) (\(significant(1 / $0.speedup, 3))x)" }
      text += "; slower at " + list.joined(separator: ", ") + "."
    }
    return text
  }
}
