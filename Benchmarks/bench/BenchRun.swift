// SPDX-License-Identifier: MIT

import Foundation
import MasonrySolving

/// One line of the results: a workload on an engine, and kiwi's times for the workload.
struct ResultRow: Codable {
  var workload: String
  var engine: BenchEngine
  var constraints: Int
  var variables: Int
  var tasks: TaskOutcomes
  var kiwi: KiwiOutcome?
  /// The process that measured the row (a worker's, see ``Isolation``).
  var process = ProcessInfo.processInfo.processIdentifier
}

/// What measuring some workloads gave: the rows of the two tables, the notes of the layout
/// table, and whether a task failed. A worker process hands its part back as this.
struct Measured: Codable {
  var rows: [ResultRow] = []
  var layout: [LayoutRow] = []
  var layoutNotes: [String] = []
  var failed = false

  static func += (lhs: inout Measured, rhs: Measured) {
    lhs.rows += rhs.rows
    lhs.layout += rhs.layout
    lhs.layoutNotes += rhs.layoutNotes
    lhs.failed = lhs.failed || rhs.failed
  }
}

/// A measuring run: every selected workload on every selected engine, then the tables.
///
/// Each workload is measured in a process of its own (see ``Isolation``) unless the run says
/// `--in-process`: a workload measured after others runs on the heap they left, pages already
/// written for the small ones and fresh ones for the 10,000-view builds (in two full runs,
/// grid's build grew x16.5 from 1,000 to 10,000 in one process and x11.7 in a process each).
enum BenchRun {
  static let tasks = ["build", "round", "constant", "churn"]

  /// Runs the bench; returns the exit status.
  static func run(_ options: RunOptions, registry: Registry) -> Int32 {
    if let name = options.worker { return Isolation.work(name, options, registry: registry) }
    BuildWarnings.shout()
    let engines = options.engine.map { [$0] } ?? BenchEngine.allCases
    let wanted = registry.workloads.filter { workload in
      (!options.quick || workload.quick)
        && engines.contains { engine in matches(options.filter, workload.name, engine) }
    }
    let selected = wanted.filter { options.large || !$0.large }
    let skippedLarge = wanted.filter { !options.large && $0.large }.map(\.name)
    if !skippedLarge.isEmpty {
      printError(
        "bench: skipping \(skippedLarge.joined(separator: ", ")) (some ten seconds each): --large runs them"
      )
    }
    let layout = layoutPlan(options, registry: registry, engines: engines)
    var peerNote: String?
    var peer: KiwiPeer?
    if options.peerKiwi {
      switch KiwiPeer.make(quick: options.quick) {
      case .success(let made): peer = made
      case .failure(let error):
        peerNote = error.description
        printError("bench: \(error)")
      }
    }
    // A worker makes a peer of its own: this one only tells whether kiwi can run.
    if !options.inProcess { peer?.finish() }
    var results = Measured(layoutNotes: layout.notes)
    for (index, workload) in selected.enumerated() {
      let started = ContinuousClock.now
      printError("bench: [\(index + 1)/\(selected.count)] \(workload.name)")
      if options.inProcess {
        results += measure(workload, options, peer: peer)
      } else {
        results += Isolation.measure(workload.name, options, peer: peer != nil, engines: engines)
      }
      printError("bench:   done in \(formatTime((ContinuousClock.now - started).inSeconds))")
    }
    if options.inProcess { peer?.finish() }
    for (index, workload) in layout.workloads.enumerated() {
      let started = ContinuousClock.now
      printError("bench: [layout \(index + 1)/\(layout.workloads.count)] \(workload.name)")
      if options.inProcess {
        results += measure(workload, options)
      } else {
        results += Isolation.measure(
          workload.name, options, peer: false, engines: [.simplex], layout: true)
      }
      printError("bench:   done in \(formatTime((ContinuousClock.now - started).inSeconds))")
    }
    let runResults = RunResults(rows: results.rows, layout: results.layout)
    let targets = options.targets ? TargetGroup.report(registry.targetGroups, runResults) : []
    print(
      Report.text(
        results.rows, peer: options.peerKiwi, peerNote: peerNote, layout: results.layout,
        layoutNotes: results.layoutNotes, targets: targets))
    if !skippedLarge.isEmpty {
      print(
        "not run (some ten seconds each; --large runs them): \(skippedLarge.joined(separator: ", "))"
      )
    }
    if let path = options.json {
      do {
        try Report.json(results.rows, layout: results.layout, quick: options.quick).write(
          to: URL(fileURLWithPath: path), options: .atomic)
      } catch {
        printError("bench: cannot write \(path): \(error)")
        return 1
      }
    }
    return results.failed ? 1 : 0
  }

  /// The layout workloads to measure (on the simplex engine only), and a note for each one the
  /// selection would run on the dense engine, which cannot hold a feed.
  private static func layoutPlan(
    _ options: RunOptions, registry: Registry, engines: [BenchEngine]
  ) -> (workloads: [LayoutWorkload], notes: [String]) {
    var workloads: [LayoutWorkload] = []
    var notes: [String] = []
    for workload in registry.layoutWorkloads where !options.quick || workload.quick {
      if engines.contains(.gauss), matches(options.filter, workload.name, .gauss) {
        notes.append(
          "\(workload.name) gauss: skipped (simplex only: a feed has 24 variables per cell,"
            + " \(24 * workload.cells + 4) here, over the dense engine's limit of"
            + " \(BenchEngine.gauss.maxVariables))")
      }
      if engines.contains(.simplex), matches(options.filter, workload.name, .simplex) {
        workloads.append(workload)
      }
    }
    return (workloads, notes)
  }

  /// Measures `workload` on the engines the options select, in this process, with kiwi's
  /// replay when `peer` is given.
  static func measure(_ workload: Workload, _ options: RunOptions, peer: KiwiPeer?) -> Measured {
    var result = Measured()
    let sampling = options.quick ? Sampling.quick : Sampling.full
    let engines = options.engine.map { [$0] } ?? BenchEngine.allCases
    let made: WorkloadSystem
    let plan: ReplayPlan
    do {
      made = try workload.make()
      plan = try ReplayPlan(made.system)
      if options.quick {
        // The smoke run also checks that the workload survives the trip through `.csys`.
        let labelled = made.labelled()
        let again = try ConstraintSystem(csysText: try labelled.csysText())
        precondition(again == labelled, "\(workload.name) does not round-trip through .csys")
      }
    } catch {
      printError("bench: \(workload.name): \(error)")
      result.failed = true
      return result
    }
    let kiwi = peer.map { peer in kiwiOutcome(peer, workload, made, options) }
    for engine in engines where matches(options.filter, workload.name, engine) {
      let variables = made.system.variableNames.count
      let tasks: TaskOutcomes
      if variables > engine.maxVariables {
        tasks = .skipped(
          "skipped (too large for the dense engine: \(variables) variables, limit"
            + " \(engine.maxVariables))")
      } else if engine == .gauss, !workload.dense {
        tasks = .skipped("skipped (simplex only: minutes on the dense engine at this size)")
      } else if options.quick, engine == .gauss, !workload.denseInQuick {
        tasks = .skipped(
          "skipped in --quick (a minute on the dense engine; a run without --quick measures it)")
      } else {
        printError("bench:   \(engine.rawValue)…")
        tasks = engine.run(made, plan: plan, sampling: sampling)
      }
      for outcome in [tasks.build, tasks.round, tasks.constant, tasks.churn] {
        if case .failed(let message) = outcome {
          result.failed = true
          printError("bench: \(workload.name)/\(engine.rawValue): \(message)")
        }
      }
      result.rows.append(
        ResultRow(
          workload: workload.name, engine: engine, constraints: plan.buildConstraintCount,
          variables: variables, tasks: tasks, kiwi: kiwi))
    }
    return result
  }

  /// Measures the layout workload `workload` on the simplex engine, in this process.
  static func measure(_ workload: LayoutWorkload, _ options: RunOptions) -> Measured {
    var result = Measured()
    let row = FeedTasks.run(workload, sampling: options.quick ? Sampling.quick : Sampling.full)
    for task in LayoutTask.allCases {
      if case .failed(let message) = row.outcome(task) {
        result.failed = true
        printError("bench: \(workload.name)/simplex \(task.rawValue): \(message)")
      }
    }
    result.layout.append(row)
    return result
  }

  static func matches(_ filter: String?, _ workload: String, _ engine: BenchEngine) -> Bool {
    guard let filter else { return true }
    return "\(workload)/\(engine.rawValue)".contains(filter)
  }

  private static func kiwiOutcome(
    _ peer: KiwiPeer, _ workload: Workload, _ made: WorkloadSystem, _ options: RunOptions
  ) -> KiwiOutcome {
    let name = workload.name
    guard workload.kiwi else {
      return .skipped("kiwi skipped: its build takes more than the peer's time limit here")
    }
    if let size = name.split(separator: "-").last.flatMap({ Int($0) }), size > options.peerMaxSize {
      return .skipped(
        "kiwi skipped for sizes above \(options.peerMaxSize) (minutes per build);"
          + " --peer-max-size \(size) runs it")
    }
    printError("bench:   kiwi…")
    return peer.run(name, made)
  }
}
