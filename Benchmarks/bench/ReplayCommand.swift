// SPDX-License-Identifier: MIT

import Foundation
import MasonryGauss
import MasonrySimplex
import MasonrySolving

/// `bench replay FILE.csys`: builds any `.csys` file with one engine, optionally prints the
/// values after one pass through the rounds (or `--passes N`), and ends with one summary line
/// of medians.
enum ReplayCommand {
  /// Runs the command; returns the exit status.
  static func run(_ options: ReplayOptions) -> Int32 {
    guard let data = FileManager.default.contents(atPath: options.file) else {
      printError("bench replay: cannot read \(options.file)")
      return 1
    }
    let plan: ReplayPlan
    do {
      plan = try ReplayPlan(try ConstraintSystem(csysBytes: [UInt8](data)))
    } catch {
      printError("bench replay: \(options.file): \(error)")
      return 1
    }
    do {
      switch options.engine {
      case .simplex where options.stats: try statistics(plan)
      case .simplex: try replay(SimplexSolver.self, plan, options)
      case .gauss: try replay(GaussSolver.self, plan, options)
      }
      return 0
    } catch {
      printError("bench replay: \(options.file): \(error)")
      return 1
    }
  }

  private static func replay<S: ConstraintSolver>(
    _ type: S.Type, _ plan: ReplayPlan, _ options: ReplayOptions
  ) throws {
    var replay = try ConstraintSystemReplay(plan, into: S())
    for _ in 0..<options.passes { try replay.playRounds() }
    if options.values {
      var text = ""
      for (name, value) in replay.values() { text += "\(name) \(formatValue(value))\n" }
      print(text, terminator: "")
    }
    let sampling = options.quick ? Sampling.quick : Sampling.full
    let build = try measure(sampling) { n in
      for _ in 0..<n { blackHole(try ConstraintSystemReplay(plan, into: S())) }
    }
    var roundMicroseconds = 0.0
    if plan.roundCount > 0 {
      var next = 0
      roundMicroseconds =
        try measure(sampling, granularity: plan.roundCount) { n in try cycle(&replay, &next, n) }
        .microseconds
    }
    print(
      "replay engine=\(options.engine.rawValue) constraints=\(plan.buildConstraintCount)"
        + " variables=\(plan.system.variableNames.count)"
        + " build_us=\(String(format: "%.3f", build.microseconds))"
        + " round_us=\(String(format: "%.3f", roundMicroseconds))")
  }

  /// `--stats`: one build, one pass through the rounds, then `BENCH_STATS_PASSES` (2) more,
  /// each phase timed once, with the tableau's sizes after it.
  private static func statistics(_ plan: ReplayPlan) throws {
    var replay: ConstraintSystemReplay<SimplexSolver>?
    let environment = ProcessInfo.processInfo.environment
    // Builds before the one measured, so that a profile of a small system's build is the
    // steady state's and not the first's (symbol lookups, metadata, a cold heap).
    let warmUps = Int(environment["BENCH_STATS_BUILDS"] ?? "") ?? 0
    try statisticsWarmUp(plan, warmUps)
    var (elapsed, faults) = try phase { replay = try statisticsBuild(plan) }
    guard var replay else { return }
    let dump = environment["BENCH_STATS_DUMP"] != nil
    let memory = environment["BENCH_STATS_MEMORY"] != nil
    print("build   " + describe(replay.solver.statistics, elapsed, faults))
    if memory { print(describe(replay.solver.footprint)) }
    if dump { print(replay.solver.debugDump) }
    if environment["BENCH_STATS_PER_ROUND"] != nil {
      (elapsed, faults) = try phase { try statisticsRoundByRound(&replay) }
    } else {
      (elapsed, faults) = try phase { try statisticsFirstPass(&replay) }
    }
    print("rounds  " + describe(replay.solver.statistics, elapsed, faults))
    if memory { print(describe(replay.solver.footprint)) }
    if dump { print(replay.solver.debugDump) }
    let passes = Int(environment["BENCH_STATS_PASSES"] ?? "") ?? 2
    // With BENCH_STATS_READS set, the phases below read the values each step changed, as the
    // bench's timed tasks do.
    let reads = environment["BENCH_STATS_READS"] != nil
    (elapsed, faults) = try phase { try statisticsLaterPasses(&replay, passes, reads) }
    print("rounds3 " + describe(replay.solver.statistics, elapsed, faults))
    let operations = Int(environment["BENCH_STATS_OPERATIONS"] ?? "") ?? 100
    let solver = replay.solver
    let readList = reads ? replay.variables : nil
    if let handle = replay.handle(labeled: "constant_probe"),
      let constant = solver.constraint(handle)?.expression.constant
    {
      // The probe's constant alternates with this one: 4 less unless given (the bench's own
      // constant update sets the value its workload names).
      let other = Double(environment["BENCH_STATS_CONSTANT"] ?? "") ?? constant - 4
      (elapsed, faults) = try phase {
        try statisticsConstant(solver, readList, handle, (constant, other), operations)
      }
      print("constant " + describe(solver.statistics, elapsed, faults))
    }
    if let handle = replay.handle(labeled: "churn_probe")
      ?? replay.handle(labeled: "constant_probe")
    {
      (elapsed, faults) = try phase {
        try statisticsChurn(solver, readList, handle, operations)
      }
      print("churn   " + describe(solver.statistics, elapsed, faults))
    }
  }

  /// Times `body` once, and counts the page faults it took (first writes to memory the kernel
  /// had just mapped: a build of 10,000 takes thousands, a microsecond or two each) where the
  /// platform counts them.
  private static func phase(_ body: () throws -> Void) rethrows -> (Duration, Int?) {
    let before = minorPageFaults()
    let elapsed = try ContinuousClock().measure(body)
    guard let before, let after = minorPageFaults() else { return (elapsed, nil) }
    return (elapsed, after - before)
  }

  // Separate functions, so that a profiler can collect one phase alone
  // (`valgrind --tool=callgrind --toggle-collect='*statisticsLaterPasses*'`).
  @inline(never)
  private static func statisticsBuild(
    _ plan: ReplayPlan
  ) throws -> ConstraintSystemReplay<SimplexSolver> {
    try ConstraintSystemReplay(plan, into: SimplexSolver())
  }

  @inline(never)
  private static func statisticsWarmUp(_ plan: ReplayPlan, _ count: Int) throws {
    for _ in 0..<count { blackHole(try ConstraintSystemReplay(plan, into: SimplexSolver())) }
  }

  @inline(never)
  private static func statisticsFirstPass(
    _ replay: inout ConstraintSystemReplay<SimplexSolver>
  ) throws {
    try replay.playRounds()
  }

  /// The first pass through the rounds, one at a time: each round's time, pivots and cells
  /// substituted, and the rows' cells after it (the lines go out after the pass, so that the
  /// printing is not timed).
  @inline(never)
  private static func statisticsRoundByRound(
    _ replay: inout ConstraintSystemReplay<SimplexSolver>
  ) throws {
    var lines: [String] = []
    let clock = ContinuousClock()
    var before = replay.solver.statistics
    for round in 0..<replay.plan.roundCount {
      let start = clock.now
      try replay.play(round: round)
      let elapsed = clock.now - start
      let after = replay.solver.statistics
      lines.append(
        "round \(round) ms=\(String(format: "%.3f", elapsed.inSeconds * 1e3))"
          + " pivots=\(after.pivots - before.pivots)"
          + " substituted=\(after.substitutedCells - before.substitutedCells)"
          + " cells=\(after.cells) column_entries=\(after.columnEntries)")
      before = after
    }
    for line in lines { print(line) }
  }

  @inline(never)
  private static func statisticsLaterPasses(
    _ replay: inout ConstraintSystemReplay<SimplexSolver>, _ passes: Int, _ reads: Bool
  ) throws {
    // The first pass may differ (rows the rounds fill in once); these are the steady state.
    guard reads else {
      for _ in 0..<passes { try replay.playRounds() }
      return
    }
    for _ in 0..<passes {
      for round in 0..<replay.plan.roundCount {
        try replay.play(round: round)
        readChangedValues(replay.solver, replay.variables)
      }
    }
  }

  /// The constant-update task on the probe the export labels `constant_probe`: its constant
  /// alternates between the build's and 4 less, each change followed by a solve, `n` times; it
  /// ends at the build's.
  @inline(never)
  private static func statisticsConstant(
    _ solver: SimplexSolver, _ reads: [Variable]?, _ handle: ConstraintHandle,
    _ values: (Double, Double), _ n: Int
  ) throws {
    for k in 0..<n {
      try solver.setConstant(k % 2 == 0 ? values.1 : values.0, of: handle)
      try solver.solve()
      if let reads { readChangedValues(solver, reads) }
    }
    try solver.setConstant(values.0, of: handle)
    try solver.solve()
  }

  /// The churn task on the probe labelled `churn_probe` (else `constant_probe`): remove it,
  /// add it back, solve, `n` times.
  @inline(never)
  private static func statisticsChurn(
    _ solver: SimplexSolver, _ reads: [Variable]?, _ handle: ConstraintHandle, _ n: Int
  ) throws {
    guard let constraint = solver.constraint(handle) else { return }
    var handle = handle
    for _ in 0..<n {
      try solver.remove(handle)
      handle = try solver.add(constraint)
      try solver.solve()
      if let reads { readChangedValues(solver, reads) }
    }
  }

  private static func describe(
    _ s: SimplexStatistics, _ elapsed: Duration, _ faults: Int?
  ) -> String {
    let average = s.rows > 0 ? Double(s.cells) / Double(s.rows) : 0
    return
      "ms=\(String(format: "%.3f", elapsed.inSeconds * 1e3))"
      + (faults.map { " faults=\($0)" } ?? "")
      + " rows=\(s.rows) cells=\(s.cells) cells_per_row=\(String(format: "%.1f", average))"
      + " cell_room=\(s.cellCapacity) column_entries=\(s.columnEntries)"
      + " longest_row=\(s.longestRow) objective_cells=\(s.objectiveCells)"
      + " defined=\(s.definedVariables) pivots=\(s.pivots) flips=\(s.boundFlips)"
      + " primal_flips=\(s.primalFlips) repairs=\(s.primalRepairs)"
      + " candidates=\(s.candidatePushes) stale=\(s.staleCandidates)"
      + " rebuilds=\(s.rebuilds) noise_stops=\(s.noiseStops)"
      + " work_stops=\(s.workStops) fill_rebuilds=\(s.fillRebuilds)"
      + " drift_rebuilds=\(s.driftRebuilds)" + magnitudes(s)
  }

  /// The memory report: the bytes the solver's stores take and have room for, per constraint
  /// and per symbol id, then each store that takes a kilobyte or more, the largest first.
  private static func describe(_ footprint: SimplexFootprint) -> String {
    let constraints = max(footprint.constraints, 1)
    var lines = [
      "memory  used=\(footprint.used) capacity=\(footprint.capacity)"
        + " used_per_constraint=\(footprint.used / constraints)"
        + " used_per_symbol_id=\(footprint.used / max(footprint.symbolIDs, 1))"
        + " symbol_ids=\(footprint.symbolIDs) constraints=\(footprint.constraints)"
    ]
    let stores = footprint.stores.filter { $0.used >= 1024 }.sorted { $0.used > $1.used }
    for store in stores {
      lines.append("  \(store.name): used=\(store.used) capacity=\(store.capacity)")
    }
    return lines.joined(separator: "\n")
  }

  private static func magnitudes(_ s: SimplexStatistics) -> String {
    " largest_cell=\(s.largestCellBound) largest_gain=\(s.largestDefinitionGain)"
  }

  @inline(never)
  private static func cycle<S: ConstraintSolver>(
    _ replay: inout ConstraintSystemReplay<S>, _ next: inout Int, _ n: Int
  ) throws {
    for _ in 0..<n {
      try replay.play(round: next)
      next = next + 1 == replay.plan.roundCount ? 0 : next + 1
    }
    blackHole(replay.solver.value(of: replay.variables.first ?? Variable(id: 0)))
  }

  /// A value as `.csys` would write it: integers without a fraction, others in Swift's
  /// shortest exact form.
  static func formatValue(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return value.description
  }
}
