// SPDX-License-Identifier: MIT

import MasonrySolving

/// What became of one task: a timing, a refusal by the solver, or nothing to time.
enum Outcome: Sendable, Codable {
  case measured(Measurement)
  case failed(String)
  case skipped(String)

  var microseconds: Double? {
    if case .measured(let measurement) = self { return measurement.microseconds }
    return nil
  }
}

/// The four tasks of one workload on one engine.
struct TaskOutcomes: Sendable, Codable {
  var build: Outcome
  var round: Outcome
  var constant: Outcome
  var churn: Outcome

  static func skipped(_ reason: String) -> TaskOutcomes {
    TaskOutcomes(
      build: .skipped(reason), round: .skipped(reason), constant: .skipped(reason),
      churn: .skipped(reason))
  }
}

/// Runs the four tasks on a solver of type `S`: build (a fresh solver each time, every
/// constraint, one solve), round (suggest and solve, cycling through the rounds), constant
/// update (one constraint's constant, then solve) and churn (remove one constraint, add it
/// back, solve). The last three share one built solver, and each of their steps ends with the
/// values read that the step changed (``readChangedValues(_:_:)``), as the kiwi peer ends
/// each with `updateVariables()`.
func runTasks<S: ConstraintSolver>(
  _ type: S.Type, _ workload: WorkloadSystem, plan: ReplayPlan, sampling: Sampling
) -> TaskOutcomes {
  let build = outcome { try measure(sampling) { n in try buildLoop(S.self, plan, n) } }
  var replay: ConstraintSystemReplay<S>
  do {
    replay = try ConstraintSystemReplay(plan, into: S())
  } catch {
    let failure = Outcome.failed("\(error)")
    return TaskOutcomes(build: build, round: failure, constant: failure, churn: failure)
  }
  var round = Outcome.skipped("no rounds")
  if plan.roundCount > 0 {
    var next = 0
    // The edit variables each batch checks, found once: the file's build steps are not the
    // solver's work.
    let edits = plan.system.editVariables.map { replay.variable($0.variable) }
    round = outcome {
      try measure(sampling, granularity: plan.roundCount) { n in
        try roundLoop(&replay, edits, &next, n)
      }
    }
  }
  let solver = replay.solver
  let variables = replay.variables
  let constant = outcome {
    guard let handle = replay.handle(ofBuildConstraint: workload.constantProbe) else {
      throw BenchError("the constant probe is not installed")
    }
    var flip = false
    let values = workload.probeConstants
    let measurement = try measure(sampling) { n in
      try constantLoop(solver, variables, handle, values, &flip, n)
    }
    try solver.setConstant(values.0, of: handle)
    try solver.solve()
    return measurement
  }
  let churn = outcome {
    guard var handle = replay.handle(ofBuildConstraint: workload.churnProbe) else {
      throw BenchError("the churn probe is not installed")
    }
    return try measure(sampling) { n in try churnLoop(solver, variables, &handle, n) }
  }
  return TaskOutcomes(build: build, round: round, constant: constant, churn: churn)
}

private func outcome(_ body: () throws -> Measurement) -> Outcome {
  do {
    return .measured(try body())
  } catch {
    return .failed("\(error)")
  }
}

@inline(never)
private func buildLoop<S: ConstraintSolver>(_ type: S.Type, _ plan: ReplayPlan, _ n: Int) throws {
  for _ in 0..<n {
    let replay = try ConstraintSystemReplay(plan, into: S())
    // A user's file reaches these: report, do not trap.
    guard replay.solver.constraintCount == plan.buildConstraintCount else {
      throw ReplayError(message: "the build lost constraints")
    }
    guard replay.variables.allSatisfy({ replay.solver.value(of: $0).isFinite }) else {
      throw ReplayError(message: "the build left a value that is not finite")
    }
    blackHole(replay)
  }
}

@inline(never)
private func roundLoop<S: ConstraintSolver>(
  _ replay: inout ConstraintSystemReplay<S>, _ edits: [Variable], _ next: inout Int, _ n: Int
) throws {
  let count = replay.plan.roundCount
  for _ in 0..<n {
    try replay.play(round: next)
    readChangedValues(replay.solver, replay.variables)
    next += 1
    if next == count { next = 0 }
  }
  for variable in edits {
    let value = replay.solver.value(of: variable)
    guard value.isFinite else {
      throw ReplayError(message: "a round left an edit variable at \(value)")
    }
    blackHole(value)
  }
}

@inline(never)
private func constantLoop<S: ConstraintSolver>(
  _ solver: S, _ variables: [Variable], _ handle: ConstraintHandle, _ values: (Double, Double),
  _ flip: inout Bool, _ n: Int
) throws {
  for _ in 0..<n {
    flip.toggle()
    try solver.setConstant(flip ? values.1 : values.0, of: handle)
    try solver.solve()
    readChangedValues(solver, variables)
  }
  guard solver.constraint(handle)?.expression.constant == (flip ? values.1 : values.0) else {
    throw BenchError("the changed constraint does not have the new constant")
  }
  guard holds(solver, handle) else { throw BenchError("the changed constraint does not hold") }
}

@inline(never)
private func churnLoop<S: ConstraintSolver>(
  _ solver: S, _ variables: [Variable], _ handle: inout ConstraintHandle, _ n: Int
) throws {
  guard let constraint = solver.constraint(handle) else { throw BenchError("no churn probe") }
  let count = solver.constraintCount
  for _ in 0..<n {
    try solver.remove(handle)
    handle = try solver.add(constraint)
    try solver.solve()
    readChangedValues(solver, variables)
  }
  guard solver.constraintCount == count else {
    throw BenchError("churn changed the number of constraints")
  }
  guard holds(solver, handle) else { throw BenchError("the constraint added back does not hold") }
}

/// Whether an installed constraint holds within a tolerance relative to its terms' size.
private func holds<S: ConstraintSolver>(_ solver: S, _ handle: ConstraintHandle) -> Bool {
  guard let constraint = solver.constraint(handle) else { return false }
  let value = { (variable: Variable) in solver.value(of: variable) }
  var scale = 1 + abs(constraint.expression.constant)
  for term in constraint.expression.terms { scale += abs(term.coefficient * value(term.variable)) }
  blackHole(scale)
  return constraint.violation(value) <= 1e-7 * scale
}

/// Reads the value of every variable the solver reports changed since the last report (all of
/// `variables` when it cannot tell), in one ``ConstraintSolver/values(of:)``: what a user of
/// the solver does to see the solution, and
/// what the kiwi peer's `updateVariables()` after each step stands for. Without it, a step that
/// leaves values to be computed when read would be timed without that work. Returns the sum of
/// the values read (for a caller that checks them).
@inline(never)
@discardableResult
func readChangedValues<S: ConstraintSolver>(_ solver: S, _ variables: [Variable]) -> Double {
  var sum = 0.0
  for value in solver.values(of: solver.takeChangedVariables() ?? variables) { sum += value }
  blackHole(sum)
  return sum
}
