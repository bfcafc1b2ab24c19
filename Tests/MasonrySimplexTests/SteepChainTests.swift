// SPDX-License-Identifier: MIT

import MasonrySolving
import Testing
import _MasonryTestSupport

/// Chains of required links of a steep ratio (`x[i] == ratio * x[i-1]`), then an anchor
/// (issue 12). Expanding the links gives `x0` a cell of `1 / ratio^links` on the top variable:
/// a product, exact to rounding, which the simplex used to drop as noise when it fell under
/// its absolute tolerance (1e-9), so that two links of 1e6 (a cell of 1e-12) made a later
/// required `x0 == 1` refused as unsatisfiable, and a strong wish `x0 == 1` answered 0.
@Suite struct SteepChainTests {
  static let ratios = [1e3, 1e4, 1e5, 1e6, 1e7]

  static func link(_ up: Variable, _ down: Variable, _ ratio: Double) -> LinearConstraint {
    LinearConstraint(Expression(terms: [Term(up), Term(down, coefficient: -ratio)]), .equal)
  }

  static func anchor(_ x: Variable, _ value: Double, _ strength: Strength) -> LinearConstraint {
    LinearConstraint(Expression(terms: [Term(x)], constant: -value), .equal, strength: strength)
  }

  /// Every variable of the chain reads `ratio^i`, with the anchor required or a strong wish,
  /// added before or after the links, on the bottom variable or on the top one (refused as out
  /// of range when the top value is beyond 1e10).
  @Test(arguments: Engine.allCases, ratios)
  func anAnchorFixesTheWholeChain(engine: Engine, ratio: Double) throws {
    for links in 2...4 {
      for strength in [Strength.required, .strong] {
        for (anchorFirst, atTop) in [(false, false), (true, false), (false, true), (true, true)] {
          let s = engine.make()
          let x = (0...links).map { s.makeVariable(named: "x\($0)") }
          let top = (0..<links).reduce(1.0) { r, _ in r * ratio }
          let a = atTop ? Self.anchor(x[links], top, strength) : Self.anchor(x[0], 1, strength)
          let note = "\(engine), \(links) links of \(ratio), \(a), first: \(anchorFirst)"
          if atTop, top > SolverLimits.largestValue {
            let error = caught { try s.add(a) }
            guard case .outOfRange = error else {
              Issue.record("\(note): \(String(describing: error))")
              continue
            }
            continue
          }
          if anchorFirst { try s.add(a) }
          for i in 1...links { try s.add(Self.link(x[i], x[i - 1], ratio)) }
          if !anchorFirst { try s.add(a) }
          try s.solve()
          var expected = 1.0
          for i in 0...links {
            expectValue(s, x[i], expected, tolerance: 1e-9, note)
            expected *= ratio
          }
        }
      }
    }
  }

  /// A lower bound on the bottom variable against a weak pull down on the top one holds
  /// exactly; then suggestions for the bottom one move the whole chain.
  @Test(arguments: Engine.allCases, ratios)
  func boundsAndEditsReachThroughTheChain(engine: Engine, ratio: Double) throws {
    for links in 2...4 {
      let note = "\(engine), \(links) links of \(ratio)"
      let s = engine.make()
      let x = (0...links).map { s.makeVariable(named: "x\($0)") }
      for i in 1...links { try s.add(Self.link(x[i], x[i - 1], ratio)) }
      try s.add(
        LinearConstraint(Expression(terms: [Term(x[0])], constant: -1), .greaterThanOrEqual))
      try s.add(LinearConstraint(Expression(terms: [Term(x[links])]), .equal, strength: .weak))
      try s.solve()
      expectValue(s, x[0], 1, tolerance: 1e-9, note)
      try s.addEditVariable(x[0], strength: .strong)
      for value in [2.0, 5, 1.5] {
        try s.suggestValue(value, for: x[0])
        try s.solve()
        var expected = value
        for i in 0...links {
          expectValue(s, x[i], expected, tolerance: 1e-9, "\(note), suggested \(value)")
          expected *= ratio
        }
      }
    }
  }
}
