// SPDX-License-Identifier: MIT

public import MasonrySolving
public import Testing

/// Records an issue for every required constraint among `constraints` that the solver's
/// current values violate by more than `tolerance` (absolute, in the constraint's own units).
public func expectRequiredSatisfied(
  _ solver: any ConstraintSolver, _ constraints: [LinearConstraint], tolerance: Double = 1e-7,
  _ comment: @autoclosure () -> String = "", sourceLocation: SourceLocation = #_sourceLocation
) {
  expectSatisfied(
    solver, constraints.filter(\.strength.isRequired), tolerance: tolerance, comment(),
    sourceLocation: sourceLocation)
}

/// Records an issue for every constraint in `constraints`, whatever its strength, that the
/// solver's current values violate by more than `tolerance` (absolute). Reports the first five.
public func expectSatisfied(
  _ solver: any ConstraintSolver, _ constraints: [LinearConstraint], tolerance: Double = 1e-9,
  _ comment: @autoclosure () -> String = "", sourceLocation: SourceLocation = #_sourceLocation
) {
  var reported = 0
  for constraint in constraints {
    let violation = constraint.violation { solver.value(of: $0) }
    guard !(violation <= tolerance) else { continue }
    reported += 1
    guard reported <= 5 else { continue }
    Issue.record(
      "\(constraint) is violated by \(violation) (tolerance \(tolerance)) \(comment())",
      sourceLocation: sourceLocation)
  }
}

/// Expects the solver's value of `variable` to be `expected` within `tolerance` relative to
/// `max(1, |expected|)`.
public func expectValue(
  _ solver: any ConstraintSolver, _ variable: Variable, _ expected: Double,
  tolerance: Double = 1e-9, _ comment: @autoclosure () -> String = "",
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let actual = solver.value(of: variable)
  #expect(
    abs(actual - expected) <= tolerance * max(1, abs(expected)),
    "\(solver.name(of: variable)) = \(actual), expected \(expected) \(comment())",
    sourceLocation: sourceLocation)
}

/// Expects the solver's value of `variable` to lie in `range`, widened by `tolerance`.
public func expectValue(
  _ solver: any ConstraintSolver, _ variable: Variable, in range: ClosedRange<Double>,
  tolerance: Double = 1e-9, sourceLocation: SourceLocation = #_sourceLocation
) {
  let actual = solver.value(of: variable)
  #expect(
    actual >= range.lowerBound - tolerance && actual <= range.upperBound + tolerance,
    "\(solver.name(of: variable)) = \(actual), expected in \(range)",
    sourceLocation: sourceLocation)
}

/// The error `body` throws, or `nil` when it returns.
///
/// `body` is an untyped throwing closure so that callers can write `caught { try ... }` (a
/// closure's thrown type is not inferred); anything but a ``SolverError`` comes back as
/// ``SolverError/internalFailure(_:)`` naming it.
public func caught<T>(_ body: () throws -> T) -> SolverError? {
  do {
    _ = try body()
    return nil
  } catch let error as SolverError {
    return error
  } catch {
    return .internalFailure("not a SolverError: \(error)")
  }
}

/// Expects `body` to throw ``SolverError/unsatisfiable(_:)`` and returns the conflict; records
/// an issue and returns `nil` for any other outcome.
@discardableResult
public func expectUnsatisfiable<T>(
  sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> T
) -> Conflict? {
  let error = caught(body)
  guard case .unsatisfiable(let conflict)? = error else {
    Issue.record(
      "expected an unsatisfiable error, got \(error.map(String.init(describing:)) ?? "success")",
      sourceLocation: sourceLocation)
    return nil
  }
  return conflict
}
