// SPDX-License-Identifier: MIT

import MasonrySolving
import Testing

/// A constraint quoted in a message is cut to its first terms when it is long (issue 12: the
/// dense engine's refusal of one constraint over 100,000 variables repeated the whole 0.9 MB).
@Suite struct MessageTextTests {
  @Test func shortTextIsKept() {
    #expect(abbreviatedForMessage("required: a + b == 1") == "required: a + b == 1")
  }

  @Test func longConstraintsKeepTheirFirstTermsAndRelation() {
    let s = (0..<1000).map { "v\($0)" }.joined(separator: " - ")
    #expect(
      abbreviatedForMessage("c: \(s) + 7 <= 0 | strong")
        == "c: v0 - v1 - v2 - v3 - v4 - v5 - v6 - v7 … and 993 more terms <= 0 | strong")
  }

  @Test func errorsQuoteALongConstraintInAFewTerms() {
    let variables = (0..<100).map { Variable(id: Int32($0)) }
    let sum = Expression(terms: variables.map { Term($0, coefficient: 1e-200) })
    let constraint = sum == 1.0
    let error = SolverError.outOfRange(
      RangeViolation(constraint: constraint, reason: .coefficient(variables[0], 1e-200)))
    #expect(
      "\(error)"
        == "out of range: 1e-200 * v0 + 1e-200 * v1 + 1e-200 * v2 + 1e-200 * v3 + 1e-200 * v4"
        + " + 1e-200 * v5 + 1e-200 * v6 + 1e-200 * v7 … and 93 more terms == 0 | required:"
        + " the coefficient 1e-200 of v0 is outside [1e-100, 1e100]")
  }

  /// A long text without terms is cut at the limit, with its length.
  @Test func longTextWithoutTermsIsCut() {
    let text = String(repeating: "x", count: 300)
    #expect(abbreviatedForMessage(text) == String(repeating: "x", count: 240) + " … (300 bytes)")
  }
}
