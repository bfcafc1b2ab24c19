// SPDX-License-Identifier: MIT

import MasonryDebug
import MasonryGauss
import MasonrySimplex
import MasonrySolving
import Testing
import _MasonryTestSupport

/// Issue 12 (R11): a `.csys` line of one constraint over thousands of variables is reported in
/// a few terms, and the report's ambiguity pass takes time near-linear in its size.
@Suite struct LongLineReportTests {
  /// `required: x0 + x1 + … + x4999 == 1`.
  static let text =
    "required: " + (0..<5000).map { "x\($0)" }.joined(separator: " + ") + " == 1\n"

  @Test func theDenseEngineQuotesTheRefusedLineInAFewTerms() throws {
    let diagnosis = try ConstraintSystemDiagnosis(csysText: Self.text, solver: GaussSolver())
    #expect(diagnosis.errorCount == 1)
    let lines = diagnosis.report.split(separator: "\n")
    #expect(
      lines.contains(
        "    line 1: required: x0 + x1 + x2 + x3 + x4 + x5 + x6 + x7 … and 4992 more terms == 1"))
    #expect(lines.allSatisfy { $0.utf8.count < 300 }, "\(lines.map(\.utf8.count).max() ?? 0)")
  }

  @Test func replayErrorsQuoteTheLineInAFewTerms() throws {
    let system = try ConstraintSystem(csysText: Self.text)
    do {
      _ = try ConstraintSystemReplay(system, into: GaussSolver())
      Issue.record("the dense engine took 5,000 variables")
    } catch {
      #expect(
        error.message
          == "build step 1, 'required: x0 + x1 + x2 + x3 + x4 + x5 + x6 + x7 … and 4992 more terms"
          + " == 1': too large: 5000 variables, more than the engine's limit of 4096")
    }
  }

  /// Every variable of one equation over 5,000 can move: the ambiguity pass pushes each
  /// direction through the one definition it reaches (it used to walk every definition and
  /// every variable for each direction: 5,000 × 10,000 steps).
  @Test func everyVariableOfOneLongEquationIsAmbiguous() throws {
    let diagnosis = try ConstraintSystemDiagnosis(csysText: Self.text, solver: SimplexSolver())
    #expect(diagnosis.isClean)
    let lines = diagnosis.report.split(separator: "\n")
    let ambiguous = lines.drop { $0 != "Ambiguous:" }.dropFirst()
    #expect(ambiguous.count == 5000)
    // x0 is defined by the equation: it moves with the first of the others.
    #expect(ambiguous.first == "    x0 can move with x1, which nothing fixes")
    #expect(ambiguous.last == "    x4999 can move: nothing fixes it")
  }
}
