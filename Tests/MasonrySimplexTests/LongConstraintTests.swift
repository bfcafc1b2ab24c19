// SPDX-License-Identifier: MIT

import MasonrySolving
import Testing
import _MasonryTestSupport

/// One constraint over very many variables (issue 12, R11): the simplex adds it in time linear
/// in its terms (merging them took a quadratic insertion sort, minutes at 100,000), and the
/// dense engine refuses it before allocating. Sizes that run fast in debug; the time is the
/// bench's business.
@Suite struct LongConstraintTests {
  @Test(arguments: Engine.allCases)
  func oneConstraintOverTwentyThousandVariables(engine: Engine) throws {
    let s = engine.make()
    let n = 20_000
    let v = (0..<n).map { s.makeVariable(named: "x\($0)") }
    // Descending order (the worst case for an insertion), and x0 twice: 1 + 2.
    var terms = v.reversed().map { Term($0, coefficient: 1) }
    terms.append(Term(v[0], coefficient: 2))
    let sum = LinearConstraint(Expression(terms: terms, constant: -30_000), .equal)
    guard engine == .simplex else {
      let error = caught { try s.add(sum) }
      guard case .tooLarge(let variables, let limit)? = error else {
        Issue.record("expected tooLarge, got \(String(describing: error))")
        return
      }
      #expect(variables == n && limit < n)
      #expect(s.constraintCount == 0)
      return
    }
    let handle = try s.add(sum)
    try s.add(v[0] == 7)
    try s.add(v[1] == 2)
    try s.solve()
    #expect(abs(s.value(of: v[0]) - 7) < 1e-9)
    #expect(abs(s.value(of: v[1]) - 2) < 1e-9)
    #expect(sum.violation { s.value(of: $0) } < 1e-6)
    #expect(s.constraintCount == 3)
    try s.remove(handle)
    #expect(s.constraintCount == 2)
    try s.solve()
    #expect(abs(s.value(of: v[0]) - 7) < 1e-9)
  }
}
