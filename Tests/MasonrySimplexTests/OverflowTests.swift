// SPDX-License-Identifier: MIT

import MasonrySimplex
import MasonrySolving
import Testing
import _MasonryTestSupport

/// R16 (issue 12): a suggestion or a constant change in range whose consequences leave the
/// doubles (a chain of required `y[i] == 1e8 * y[i - 1]` multiplies by 1e304 in 38 links) is
/// refused with a typed error that names it, and the solver is left exactly as before: never a
/// trap of the invariant checker ("non-finite constant"), never `inf` in a value.
@Suite struct OverflowTests {
  /// A solver holding `chain[i] == 1e8 * chain[i - 1]` for 38 links, `chain[0]` an edit
  /// variable suggested 1 (y38 is 1e304).
  static func chain(
    _ engine: Engine
  ) throws -> (any ConstraintSolver, [Variable], [ConstraintHandle]) {
    let s = engine.make()
    let (chain, handles) = try addOverflowChain(to: s)
    try s.solve()
    return (s, chain, handles)
  }

  /// The chain itself is solved on both engines: the edit holds x at 1 and y38 at 1e304. The
  /// dense engine answered x = 0 (the required rows held, the edit quietly dropped): the
  /// edit's freedom, a 1e-304 part of the required rows' null space, fell below its rank
  /// cutoff until its columns were scaled.
  @Test(arguments: Engine.allCases)
  func chainHonoursItsEdit(engine: Engine) throws {
    let (s, chain, _) = try Self.chain(engine)
    for i in [0, 1, 19, 38] {
      expectValue(s, chain[i], Double("1e\(8 * i)") ?? .nan, tolerance: 1e-12, "\(engine)")
    }
  }

  /// Expects `body` to fail with a typed error other than an internal failure and leave the
  /// solver as `before` says, or to succeed with finite values only. Returns the error.
  @discardableResult
  static func refusedOrFinite(
    _ s: any ConstraintSolver, _ handles: [ConstraintHandle], _ note: String,
    sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
  ) -> SolverError? {
    let before = SolverSnapshot(s, handles: handles)
    let error = caught(body)
    if let error {
      if case .internalFailure = error {
        Issue.record("\(note): \(error)", sourceLocation: sourceLocation)
      }
      expectUnchanged(s, since: before, handles: handles, note, sourceLocation: sourceLocation)
    } else {
      #expect(throws: Never.self, sourceLocation: sourceLocation) { try s.solve() }
      for id in 0..<s.variableCount {
        let value = s.value(of: Variable(id: Int32(id)))
        #expect(value.isFinite, "\(note): v\(id) = \(value)", sourceLocation: sourceLocation)
      }
    }
    return error
  }

  @Test(arguments: Engine.allCases)
  func suggestionWhoseChainOverflowsIsRefused(engine: Engine) throws {
    let (s, chain, handles) = try Self.chain(engine)
    let error = Self.refusedOrFinite(s, handles, "\(engine)") {
      try s.suggestValue(1e5, for: chain[0])
    }
    // 1e5 * 1e304 is beyond a double: the refusal names the edit and the value.
    let edit = (chain[0] == 1e5) | .strong
    #expect(error == .outOfRange(RangeViolation(constraint: edit, reason: .overflow)))
    expectValue(s, chain[38], 1e304, tolerance: 1e-12)
    // The solver goes on: a suggestion in reach is taken.
    try s.suggestValue(0.5, for: chain[0])
    try s.solve()
    expectValue(s, chain[38], 5e303, tolerance: 1e-12)
  }

  @Test(arguments: Engine.allCases)
  func constantChangeWhoseChainOverflowsIsRefused(engine: Engine) throws {
    let (s, chain, handles) = try Self.chain(engine)
    // The first link becomes `y1 == 1e8 * x + 1e17`: y38 would be near 1e313.
    let error = Self.refusedOrFinite(s, handles, "\(engine)") {
      try s.setConstant(-1e17, of: handles[0])
    }
    var changed = chain[1] == 1e8 * chain[0]
    changed.expression.constant = -1e17
    #expect(
      error
        == .outOfRange(RangeViolation(constraint: changed, handle: handles[0], reason: .overflow))
    )
    try s.setConstant(-1, of: handles[0])
    try s.solve()
    expectValue(s, chain[38], 1e304 + 1e296, tolerance: 1e-12)
  }
}

extension OverflowTests {
  /// A required constraint whose consequences overflow is refused as well.
  @Test(arguments: Engine.allCases)
  func addWhoseChainOverflowsIsRefused(engine: Engine) throws {
    let (s, chain, handles) = try Self.chain(engine)
    let error = Self.refusedOrFinite(s, handles, "\(engine)") { try s.add(chain[0] == 1e5) }
    #expect(error == .outOfRange(RangeViolation(constraint: chain[0] == 1e5, reason: .overflow)))
    // The refused add left no trace: the next handle is a fresh solver's.
    let next = try s.add(chain[0] <= 2)
    let (fresh, freshChain, _) = try Self.chain(engine)
    let expected = try fresh.add(freshChain[0] <= 2)
    #expect(next.index == expected.index && next.generation == expected.generation)
  }
}

extension OverflowTests {
  /// An optional constraint whose optimum overflows: the add only keeps the tableau feasible
  /// (x stays 1) and leaves the optimisation for later, where priority 999 over the strong
  /// edit would move x to 1e5 and y38 to 1e309. The add is refused, state unchanged, instead
  /// of the next solve reading infinities (or the invariant checker trapping).
  @Test(arguments: Engine.allCases)
  func addWhoseDeferredOptimumOverflowsIsRefused(engine: Engine) throws {
    let (s, chain, handles) = try Self.chain(engine)
    let wish = (chain[0] == 1e5) | Strength(priority: 999)
    let error = Self.refusedOrFinite(s, handles, "\(engine)") { try s.add(wish) }
    #expect(error == .outOfRange(RangeViolation(constraint: wish, reason: .overflow)))
    expectValue(s, chain[38], 1e304, tolerance: 1e-12)
  }
}
