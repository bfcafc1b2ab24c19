// SPDX-License-Identifier: MIT

import MasonrySolving
import Testing
import _MasonryTestSupport

/// One generated system and its script: a shape, a seed, and whether the system is consistent
/// (its optimum unique and known). Everything is derived from these three, so a failing case
/// names its own reproduction.
struct PropertyCase: Sendable, CustomStringConvertible {
  var shape: SystemShape
  var seed: UInt64
  var isConsistent: Bool

  /// Every shape, three seeds, both kinds: modest sizes, so that the dense engine stays fast.
  static let all: [PropertyCase] = SystemShape.allCases.flatMap { shape in
    (1...3).flatMap { seed in
      [false, true].map { PropertyCase(shape: shape, seed: UInt64(seed), isConsistent: $0) }
    }
  }

  static let steps = 50

  var description: String {
    "\(shape) seed \(seed) \(isConsistent ? "consistent" : "inconsistent")"
  }

  /// The system and its script.
  func generate() -> (system: GeneratedSystem, script: [ScriptStep]) {
    let shapeIndex = SystemShape.allCases.firstIndex(of: shape) ?? 0
    var rng = SplitMix64(
      seed: seed &* 1_000_003 &+ UInt64(shapeIndex) &* 2 &+ (isConsistent ? 1 : 0))
    let size: Int
    switch shape {
    case .chain: size = 8
    case .grid: size = 9
    case .nested: size = 8
    case .sparse: size = 14
    case .containers: size = 9
    case .form: size = 4
    case .random: size = 16
    case .stack: size = 7
    case .table: size = 6
    case .chat: size = 6
    case .tree: size = 9
    case .waterfall: size = 9
    case .centred: size = 8
    }
    let system = SystemGenerator.make(shape, size: size, consistent: isConsistent, rng: &rng)
    return (system, ScriptGenerator.make(for: system, steps: Self.steps, rng: &rng))
  }
}

/// Plays one case on one engine. After building and after every step (solved), calls `check`
/// with the runner and the step (nil after building). A step that must succeed and throws, or
/// a contradiction that is not refused, is recorded and ends the play; a refused
/// contradiction is checked for an irreducible explanation and an unchanged state.
///
/// - Returns: whether every step ran.
@discardableResult
func play(
  _ propertyCase: PropertyCase, on engine: Engine,
  check: (ScriptRunner, ScriptStep?, Int) throws -> Void = { _, _, _ in }
) throws -> Bool {
  try play(propertyCase, on: engine.make(), check: check)
}

/// ``play(_:on:check:)`` on a solver made by the caller (an engine with its knobs set).
@discardableResult
func play(
  _ propertyCase: PropertyCase, on solver: any ConstraintSolver,
  check: (ScriptRunner, ScriptStep?, Int) throws -> Void = { _, _, _ in }
) throws -> Bool {
  let (system, script) = propertyCase.generate()
  var runner = try ScriptRunner(solver, system: system)
  try check(runner, nil, -1)
  for (index, step) in script.enumerated() {
    let before = SolverSnapshot(runner.solver, handles: runner.handles)
    let error = caught { try runner.apply(step.operation) }
    if case .addConflicting = step.operation {
      guard case .unsatisfiable(let conflict)? = error else {
        Issue.record(
          "\(propertyCase) step \(index): \(step.operation) gave \(String(describing: error))")
        return false
      }
      expectUnchanged(
        runner.solver, since: before, handles: runner.handles, "\(propertyCase) step \(index)")
      expectIrreducible(conflict, in: runner.solver)
    } else if let error {
      Issue.record("\(propertyCase) step \(index): \(step.operation) threw \(error)")
      return false
    }
    try runner.solve()
    try check(runner, step, index)
  }
  return true
}

/// Plays one case on two engines side by side, calling `check` after building and after every
/// step (solved). The engines must accept and refuse the same calls; the first disagreement is
/// recorded and ends the play.
///
/// - Returns: whether every step ran.
@discardableResult
func playInLockstep(
  _ propertyCase: PropertyCase, on engines: (Engine, Engine),
  check: (ScriptRunner, ScriptRunner, ScriptStep?, Int) throws -> Void
) throws -> Bool {
  let (system, script) = propertyCase.generate()
  var first = try ScriptRunner(engines.0.make(), system: system)
  var second = try ScriptRunner(engines.1.make(), system: system)
  try check(first, second, nil, -1)
  for (index, step) in script.enumerated() {
    let firstError = caught { try first.apply(step.operation) }
    let secondError = caught { try second.apply(step.operation) }
    guard (firstError == nil) == (secondError == nil) else {
      Issue.record(
        """
        \(propertyCase) step \(index): \(step.operation): \(engines.0) gave \
        \(String(describing: firstError)), \(engines.1) gave \(String(describing: secondError))
        """)
      return false
    }
    try first.solve()
    try second.solve()
    try check(first, second, step, index)
  }
  return true
}

/// The first engine of each semantics, when both exist.
var semanticsPair: (Engine, Engine)? {
  guard let absolute = Engine.implementing(.weightedAbsoluteError).first,
    let squares = Engine.implementing(.leastSquares).first
  else { return nil }
  return (absolute, squares)
}
