// SPDX-License-Identifier: MIT

import Foundation
import MasonrySolving

/// One line of the results: a workload on an engine, and kiwi's times for the workload.
struct ResultRow {
  var workload: String
  var engine: BenchEngine
  var constraints: Int
  var variables: Int
  var tasks: TaskOutcomes
  var kiwi: KiwiOutcome?
}

/// A measuring run: every selected workload on every selected engine, then the tables.
enum BenchRun {
  static let tasks = ["build", "round", "constant", "churn"]

  /// Runs the bench; returns the exit status.
  static func run(_ options: RunOptions, registry: Registry) -> Int32 {
    BuildWarnings.shout()
    let sampling = options.quick ? Sampling.quick : Sampling.full
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
    var peer: KiwiPeer?
    var peerNote: String?
    if options.peerKiwi {
      switch KiwiPeer.make(quick: options.quick) {
      case .success(let made): peer = made
      case .failure(let error):
        peerNote = error.description
        printError("bench: \(error)")
      }
    }
    var rows: [ResultRow] = []
    var failed = false
    for (index, workload) in selected.enumerated() {
      let started = ContinuousClock.now
      printError("bench: [\(index + 1)/\(selected.count)] \(workload.name)")
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
        failed = true
        continue
      }
      let kiwi = peer.map { peer in kiwiOutcome(peer, workload.name, made, options) }
      for engine in engines where matches(options.filter, workload.name, engine) {
        let variables = made.system.variableNames.count
        let tasks: TaskOutcomes
        if variables > engine.maxVariables {
          tasks = .skipped(
            "skipped (too large for the dense engine: \(variables) variables, limit"
              + " \(engine.maxVariables))")
        } else if options.quick, engine == .gauss, !workload.denseInQuick {
          tasks = .skipped(
            "skipped in --quick (a minute on the dense engine; a run without --quick measures it)")
        } else {
          printError("bench:   \(engine.rawValue)…")
          tasks = engine.run(made, plan: plan, sampling: sampling)
        }
        for outcome in [tasks.build, tasks.round, tasks.constant, tasks.churn] {
          if case .failed(let message) = outcome {
            failed = true
            printError("bench: \(workload.name)/\(engine.rawValue): \(message)")
          }
        }
        rows.append(
          ResultRow(
            workload: workload.name, engine: engine, constraints: plan.buildConstraintCount,
            variables: variables, tasks: tasks, kiwi: kiwi))
      }
      printError("bench:   done in \(formatTime((ContinuousClock.now - started).inSeconds))")
    }
    peer?.finish()
    let layout = runLayout(options, registry: registry, sampling: sampling, engines: engines)
    if layout.failed { failed = true }
    let results = RunResults(rows: rows, layout: layout.rows)
    let targets = options.targets ? TargetGroup.report(registry.targetGroups, results) : []
    print(
      Report.text(
        rows, peer: options.peerKiwi, peerNote: peerNote, layout: layout.rows,
        layoutNotes: layout.notes, targets: targets))
    if !skippedLarge.isEmpty {
      print(
        "not run (some ten seconds each; --large runs them): \(skippedLarge.joined(separator: ", "))"
      )
    }
    if let path = options.json {
      do {
        try Report.json(rows, layout: layout.rows, quick: options.quick).write(
          to: URL(fileURLWithPath: path), options: .atomic)
      } catch {
        printError("bench: cannot write \(path): \(error)")
        return 1
      }
    }
    return failed ? 1 : 0
  }

  /// Runs the selected layout workloads: on the simplex engine only, with a note for the
  /// dense engine, which cannot hold a feed.
  private static func runLayout(
    _ options: RunOptions, registry: Registry, sampling: Sampling, engines: [BenchEngine]
  ) -> (rows: [LayoutRow], notes: [String], failed: Bool) {
    var rows: [LayoutRow] = []
    var notes: [String] = []
    var failed = false
    let selected = registry.layoutWorkloads.filter { workload in
      (!options.quick || workload.quick)
        && engines.contains { engine in matches(options.filter, workload.name, engine) }
    }
    for (index, workload) in selected.enumerated() {
      if engines.contains(.gauss), matches(options.filter, workload.name, .gauss) {
        notes.append(
          "\(workload.name) gauss: skipped (simplex only: a feed has 24 variables per cell,"
            + " \(24 * workload.cells + 4) here, over the dense engine's limit of"
            + " \(BenchEngine.gauss.maxVariables))")
      }
      guard engines.contains(.simplex), matches(options.filter, workload.name, .simplex) else {
        continue
      }
      let started = ContinuousClock.now
      printError("bench: [layout \(index + 1)/\(selected.count)] \(workload.name)")
      let row = FeedTasks.run(workload, sampling: sampling)
      for task in LayoutTask.allCases {
        if case .failed(let message) = row.outcome(task) {
          failed = true
          printError("bench: \(workload.name)/simplex \(task.rawValue): \(message)")
        }
      }
      rows.append(row)
      printError("bench:   done in \(formatTime((ContinuousClock.now - started).inSeconds))")
    }
    return (rows, notes, failed)
  }

  static func matches(_ filter: String?, _ workload: String, _ engine: BenchEngine) -> Bool {
    guard let filter else { return true }
    return "\(workload)/\(engine.rawValue)".contains(filter)
  }

  private static func kiwiOutcome(
    _ peer: KiwiPeer, _ name: String, _ workload: WorkloadSystem, _ options: RunOptions
  ) -> KiwiOutcome {
    if let size = name.split(separator: "-").last.flatMap({ Int($0) }), size > options.peerMaxSize {
      return .skipped(
        "kiwi skipped for sizes above \(options.peerMaxSize) (minutes per build);"
          + " --peer-max-size \(size) runs it")
    }
    printError("bench:   kiwi…")
    return peer.run(name, workload)
  }
}
