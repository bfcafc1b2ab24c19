// SPDX-License-Identifier: MIT

public import MasonrySolving

/// A `.csys` constraint system solved for a person to read: the values, every conflict with
/// the line numbers of the constraints involved, and the variables the constraints leave free.
/// What the `csys-solve` tool prints.
///
/// ```swift
/// let diagnosis = try ConstraintSystemDiagnosis(csysText: text, solver: SimplexSolver())
/// print(diagnosis.report)
/// ```
///
/// Unlike a benchmark replay, the diagnosis goes on after a failure: a required constraint
/// that conflicts with those already added is reported with the irreducible set the solver
/// found and left out, a constant that cannot be set is reported and left as it was, and any
/// other refused step is reported and skipped. After the build, and after each round when the
/// rounds are played, the report gives every variable's value and the ambiguous variables:
///
/// ```
/// Conflict: line 5 cannot hold together with lines 3 and 4; it is left out
///     line 3: required: x >= 10
///     line 4: required: y == x
///     line 5: required: y <= 5
///
/// Values after the build:
///     x = 10
///     y = 10
///     w = 0
///
/// Ambiguous:
///     w can move: nothing fixes it
/// ```
public struct ConstraintSystemDiagnosis {
  /// The system that was solved.
  public let system: ConstraintSystem
  /// The report, lines separated by `\n`, ending with one.
  public let report: String
  /// How many conflicts were found.
  public let conflictCount: Int
  /// How many other steps the solver refused.
  public let errorCount: Int

  /// Reads `text`, builds it into `solver` (which should be empty), solves, and plays the
  /// rounds when `playsRounds`.
  ///
  /// - Throws: `CSysError` when the text cannot be read.
  public init(csysText text: String, solver: any ConstraintSolver, playsRounds: Bool = false)
    throws(CSysError)
  {
    let system = try ConstraintSystem(csysText: text)
    var run = CSysDiagnosisRun(
      system: system, lines: CSysSourceLines(text, of: system), solver: solver)
    run.play(rounds: playsRounds)
    self.system = system
    var output = run.output
    while output.last?.isEmpty == true { output.removeLast() }
    report = output.joined(separator: "\n") + "\n"
    conflictCount = run.conflictCount
    errorCount = run.errorCount
  }

  /// Whether every step could be taken: no conflict and no refused step.
  public var isClean: Bool { conflictCount == 0 && errorCount == 0 }
}
