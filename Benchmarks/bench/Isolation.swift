// SPDX-License-Identifier: MIT

import Foundation

/// One process per workload: the bench runs itself as a worker (`--worker NAME
/// --worker-output FILE`, with the run's options), which measures that workload alone and
/// writes its ``Measured`` as JSON; the run reads it back and goes on.
///
/// A workload measured after others in the same process runs on the heap they left: the C
/// allocator hands a table fresh pages or recycled ones depending on what came before (the
/// builds at 1,000 took a third less time after a dozen other workloads than alone). A process per workload
/// gives every workload the same start, so a size's figure depends on that size alone, as a
/// benchmark harness that forks per benchmark does. A worker that stops (a trap, a signal) is
/// reported as that workload's failure, and the run goes on.
enum Isolation {
  /// Measures workload `name` (a layout workload when `layout`) in a worker process; `peer`
  /// says whether the worker replays it on kiwi too, `engines` which rows a worker that fails
  /// stands for.
  static func measure(
    _ name: String, _ options: RunOptions, peer: Bool, engines: [BenchEngine],
    layout: Bool = false
  ) -> Measured {
    guard let executable = executable() else {
      return failure(name, options, engines, layout, "cannot find the bench's own executable")
    }
    let output = FileManager.default.temporaryDirectory.appendingPathComponent(
      "masonry-bench-\(ProcessInfo.processInfo.processIdentifier)-\(name).json")
    defer { try? FileManager.default.removeItem(at: output) }
    var arguments = ["--worker", name, "--worker-output", output.path]
    if options.quick { arguments.append("--quick") }
    if let filter = options.filter { arguments += ["--filter", filter] }
    if let engine = options.engine { arguments += ["--engine", engine.rawValue] }
    if peer { arguments += ["--peer", "kiwi", "--peer-max-size", "\(options.peerMaxSize)"] }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    // The worker's standard output is not the report's: its lines go with the progress.
    process.standardOutput = FileHandle.standardError
    do {
      try process.run()
    } catch {
      return failure(name, options, engines, layout, "cannot start a worker: \(error)")
    }
    process.waitUntilExit()
    if process.terminationReason == .uncaughtSignal {
      return failure(
        name, options, engines, layout, "the worker stopped on signal \(process.terminationStatus)")
    }
    do {
      return try JSONDecoder().decode(Measured.self, from: Data(contentsOf: output))
    } catch {
      return failure(
        name, options, engines, layout,
        "the worker exited with status \(process.terminationStatus) and no results")
    }
  }

  /// The worker's side: measures workload `name` in this process and writes the results to
  /// `options.workerOutput`; returns the exit status.
  static func work(_ name: String, _ options: RunOptions, registry: Registry) -> Int32 {
    guard let path = options.workerOutput else {
      printError("bench: --worker needs --worker-output FILE")
      return 2
    }
    // How CI checks that a worker that stops is reported and the run goes on.
    if ProcessInfo.processInfo.environment["BENCH_TEST_STOP_WORKER"] == name { abort() }
    let result: Measured
    if let workload = registry.workloads.first(where: { $0.name == name }) {
      var peer: KiwiPeer?
      if options.peerKiwi, case .success(let made) = KiwiPeer.make(quick: options.quick) {
        peer = made
      }
      result = BenchRun.measure(workload, options, peer: peer)
      peer?.finish()
    } else if let workload = registry.layoutWorkloads.first(where: { $0.name == name }) {
      result = BenchRun.measure(workload, options)
    } else {
      printError("bench: --worker: unknown workload '\(name)'")
      return 2
    }
    do {
      try JSONEncoder().encode(result).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      printError("bench: cannot write \(path): \(error)")
      return 1
    }
    return 0
  }

  /// The running executable: the bench runs itself.
  private static func executable() -> URL? {
    if FileManager.default.isExecutableFile(atPath: "/proc/self/exe") {
      return URL(fileURLWithPath: "/proc/self/exe")
    }
    return Bundle.main.executableURL
  }

  /// The rows of workload `name` when its worker gave none: every task an error that says why.
  private static func failure(
    _ name: String, _ options: RunOptions, _ engines: [BenchEngine], _ layout: Bool,
    _ message: String
  ) -> Measured {
    printError("bench: \(name): \(message)")
    let outcome = Outcome.failed(message)
    var result = Measured(failed: true)
    for engine in engines where BenchRun.matches(options.filter, name, engine) {
      if layout {
        var row = LayoutRow(workload: name, engine: engine)
        for task in LayoutTask.allCases { row.outcomes[task] = outcome }
        result.layout.append(row)
      } else {
        result.rows.append(
          ResultRow(
            workload: name, engine: engine, constraints: 0, variables: 0,
            tasks: TaskOutcomes(build: outcome, round: outcome, constant: outcome, churn: outcome),
            kiwi: nil))
      }
    }
    return result
  }
}
