// SPDX-License-Identifier: MIT

import MasonrySimplex
import MasonrySolving
import Testing
import _MasonryTestSupport

/// Chains whose every constraint is in range and none wider than 1e6 (so no constraint makes
/// the simplex check its calls), but whose products leave the doubles: each refusal is typed
/// and leaves the solver exactly as before. Before, the simplex stored infinities: a wish
/// added to the first chain was accepted and the optimisation it left pending overflowed (the
/// invariant checker trapped, "non-finite constant"; a release build read inf), the 52nd link
/// under an edit wrote an infinite cell ("bad cell"), and a chain of definitions read inf.
extension OverflowTests {
  /// `chain[i] == 1e6 * chain[i - 1]` for `links` links, `chain[0]` an edit variable suggested
  /// `head` (51 links take 1 to 1e306).
  static func millionChain(
    _ engine: Engine, links: Int, head: Double = 1
  ) throws -> (any ConstraintSolver, [Variable], [ConstraintHandle]) {
    let s = engine.make()
    var chain = [s.makeVariable(named: "x")]
    try s.addEditVariable(chain[0], strength: .strong)
    try s.suggestValue(head, for: chain[0])
    var handles: [ConstraintHandle] = []
    for i in 1...links {
      chain.append(s.makeVariable(named: "x\(i)"))
      handles.append(try s.add(chain[i] == 1e6 * chain[i - 1]))
    }
    try s.solve()
    return (s, chain, handles)
  }

  @Test(arguments: Engine.allCases)
  func wishWhoseDeferredOptimumOverflowsThroughNarrowLinksIsRefused(engine: Engine) throws {
    let (s, chain, handles) = try Self.millionChain(engine, links: 51)
    expectValue(s, chain[51], 1e306, tolerance: 1e-12)
    // Priority 999 over the strong edit would take x to 1e5 and x51 to 1e311.
    let wish = (chain[0] == 1e5) | Strength(priority: 999)
    let error = Self.refusedOrFinite(s, handles, "\(engine)") { try s.add(wish) }
    #expect(error == .outOfRange(RangeViolation(constraint: wish, reason: .overflow)))
    // A wish in reach is taken.
    try s.add((chain[0] == 0.5) | Strength(priority: 999))
    try s.solve()
    expectValue(s, chain[51], 5e305, tolerance: 1e-12)
  }

  /// With the head at 0 every value is 0, but the simplex solves the chain through the edit:
  /// the cells of its rows are 1e6, 1e12, ..., and the 52nd link's would be 1e312 (the
  /// invariant checker trapped, "bad cell"). The simplex refuses that link as an overflow of an
  /// intermediate result; the dense engine may take it, with finite values.
  @Test(arguments: Engine.allCases)
  func linkWhoseCellsOverflowIsRefusedOrSolved(engine: Engine) throws {
    let (s, chain, handles) = try Self.millionChain(engine, links: 51, head: 0)
    let next = s.makeVariable(named: "x52")
    let link = next == 1e6 * chain[51]
    let error = Self.refusedOrFinite(s, handles, "\(engine)") { try s.add(link) }
    if engine == .simplex {
      #expect(error == .outOfRange(RangeViolation(constraint: link, reason: .overflow)))
    }
    // The chain goes on (52 links, or 51 with the last refused, are in the doubles from 1e-7).
    try s.suggestValue(1e-7, for: chain[0])
    try s.solve()
    expectValue(s, chain[51], 1e299, tolerance: 1e-12)
  }

  /// 310 links `y[i] == 10 * y[i - 1]`, each defining a new variable (the simplex keeps them
  /// as definitions, outside the tableau), with nothing holding `y[0]` off zero. Simplex only:
  /// the dense engine takes over a second for 311 variables in a debug build.
  static func definitionChain() throws -> (SimplexSolver, [Variable], [ConstraintHandle]) {
    let s = SimplexSolver()
    var chain = [s.makeVariable(named: "y")]
    var handles: [ConstraintHandle] = []
    for i in 1...310 {
      chain.append(s.makeVariable(named: "y\(i)"))
      handles.append(try s.add(chain[i] == 10 * chain[i - 1]))
    }
    try s.solve()
    return (s, chain, handles)
  }

  @Test func pinWhoseDefinitionsOverflowIsRefused() throws {
    let (s, chain, handles) = try Self.definitionChain()
    let pin = chain[0] == 1
    let error = Self.refusedOrFinite(s, handles, "simplex") { try s.add(pin) }
    #expect(error == .outOfRange(RangeViolation(constraint: pin, reason: .overflow)))
    try s.add(chain[0] == 1e-3)
    try s.solve()
    expectValue(s, chain[310], 1e307, tolerance: 1e-12)
  }

  @Test func wishWhoseDefinitionsOverflowIsRefused() throws {
    let (s, chain, handles) = try Self.definitionChain()
    let wish = (chain[0] == 1) | .strong
    let error = Self.refusedOrFinite(s, handles, "simplex") { try s.add(wish) }
    #expect(error == .outOfRange(RangeViolation(constraint: wish, reason: .overflow)))
    expectValue(s, chain[310], 0, tolerance: 0)
  }

  /// The link that takes a pinned chain of definitions past the doubles is refused (the dense
  /// engine's case is `PinnedChainOverflowTests`).
  @Test func definitionThatOverflowsIsRefused() throws {
    let s = SimplexSolver()
    var chain = [s.makeVariable(named: "y")]
    var handles = [try s.add(chain[0] == 1)]
    for i in 1...308 {
      chain.append(s.makeVariable(named: "y\(i)"))
      handles.append(try s.add(chain[i] == 10 * chain[i - 1]))
    }
    let last = s.makeVariable(named: "y309")
    let link = last == 10 * chain[308]
    let error = Self.refusedOrFinite(s, handles, "simplex") { try s.add(link) }
    #expect(error == .outOfRange(RangeViolation(constraint: link, reason: .overflow)))
    expectValue(s, chain[308], 1e308, tolerance: 1e-12)
  }
}
