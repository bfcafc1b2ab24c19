// SPDX-License-Identifier: MIT

import MasonrySolving
import Testing
import _MasonryTestSupport

/// The call sequences of a 100,000-sequence run of `APIFuzzTests` on the dense engine alone
/// that left a required constraint violated, shrunk to the calls that matter; both engines
/// play them, and every call's answer is checked. Each holds a coefficient or constant near
/// 2e10 next to numbers near 1, so that a solve passes through values far larger than its
/// answer.
@Suite struct GaussLongRunRegressionTests {
  static func constraint(
    _ terms: [(Variable, Double)], _ constant: Double, _ relation: Relation,
    _ strength: Strength = .required
  ) -> LinearConstraint {
    APIFuzzRegressionTests.constraint(terms, constant, relation, strength)
  }

  /// Solves and checks the required constraints among `handles`, as the fuzz does after
  /// every call.
  static func check(_ s: any ConstraintSolver, _ handles: [ConstraintHandle], _ note: String) {
    CSysFuzzTests.checkSolution(s, handles, note: note)
  }

  /// Seed 74090 on the dense engine: a required `22·v3 + 1e11 <= 0` puts v3 at -4.5e9, and
  /// the feasible point the next required add starts from keeps it there after the bound
  /// turns optional. The required equality added then held within its tolerance at that point
  /// (500, for terms near 3e11), so the solve skipped the required level; the edit brought the
  /// values down to 1, and the equality stayed off by 1.6 after its constant changed. A solve
  /// whose end breaks a hard row is now solved again from that end.
  @Test(arguments: Engine.allCases)
  func aToleranceJudgedAmongLargeValuesNeverStaysInASmallAnswer(engine: Engine) throws {
    let s = engine.make()
    let v = (0..<4).map { s.makeVariable(named: "v\($0)") }
    let note = "\(engine)"
    try s.addEditVariable(v[3], strength: Strength(priority: 870, weight: 3))
    let bound = try s.add(Self.constraint([(v[3], 22)], 1e11, .lessThanOrEqual))
    Self.check(s, [bound], note)
    try s.setStrength(Strength(priority: 236, weight: 2), of: bound)
    Self.check(s, [bound], note)
    let tie = try s.add(Self.constraint([(v[2], 109), (v[0], -187), (v[3], -59)], 162, .equal))
    Self.check(s, [bound, tie], note)
    try s.setConstant(-137, of: tie)
    Self.check(s, [bound, tie], note)
    // The edit (870) keeps v3 at 0 against the optional bound (236).
    expectValue(s, v[3], 0, note)
    if engine == .gauss {
      // The least-norm point of 109·v2 − 187·v0 = 137.
      let t = 137 / (109.0 * 109 + 187 * 187)
      expectValue(s, v[0], -187 * t, note)
      expectValue(s, v[2], 109 * t, note)
    }
  }

  /// Seed 80908 on the dense engine: required rows put v0 near -3.9e16 through a coefficient
  /// of 2e10, until the bound that did so turns optional; the edit (601) then brings v0 back
  /// to 0. The solve started at -3.9e16, where the required `-220·v0 - 2e10·v3 + 24 == 0`
  /// held within its tolerance, and ended with it off by 3.5 (v3 3.5 instead of 1.2e-9).
  @Test(arguments: Engine.allCases)
  func aRequiredEqualityComesDownWithTheValues(engine: Engine) throws {
    let s = engine.make()
    let v = (0..<4).map { s.makeVariable(named: "v\($0)") }
    let note = "\(engine)"
    try s.addEditVariable(v[0], strength: Strength(priority: 601, weight: 3))
    var handles = try s.add([
      Self.constraint(
        [(v[0], 23), (v[2], 49), (v[1], -118)], -162, .lessThanOrEqual,
        Strength(priority: 124, weight: 3)),
      Self.constraint([(v[0], -112), (v[1], 146)], -257, .equal),
      Self.constraint([(v[3], 274), (v[2], -45), (v[2], -231)], -1e-300, .greaterThanOrEqual),
    ])
    Self.check(s, handles, note)
    handles.append(try s.add(Self.constraint([(v[0], -220), (v[3], -2e10)], 24, .equal)))
    Self.check(s, handles, note)
    handles.append(try s.add(Self.constraint([(v[2], -232)], 1e11, .equal)))
    Self.check(s, handles, note)
    expectValue(s, v[0], -2e10 * (276 * 1e11 / 232 / 274) / 220, tolerance: 1e-8, note)
    try s.setStrength(Strength(priority: 547), of: handles[2])
    Self.check(s, handles, note)
    // (The simplex engine keeps some rounding of -3.9e16 here, within the tolerance the
    // constant 1e11 allows.)
    expectValue(s, v[0], 0, note)
    expectValue(s, v[1], 257.0 / 146, tolerance: 1e-8, note)
    expectValue(s, v[2], 1e11 / 232, note)
    if engine == .gauss { expectValue(s, v[3], 24 / 2e10, tolerance: 1e-14, note) }
  }

  /// Seed 29497 on the dense engine: v1 sits near -1e-8 under a required bound with a
  /// coefficient of 2e10, and at priority 448 the edit pulls v0 to 266. In that level the
  /// held bound and the required `-138·v2 - 90·v0 + 213 <= 0` came close to dependent, and
  /// the refinement that put the first back on its bound (off by 5.6e-9) moved the point by
  /// 0.33 without a ratio test, past the required row the level had just released: it ended
  /// off by 0.5. The refinement now stops where a row that is not held would leave its
  /// tolerance.
  @Test(arguments: Engine.allCases)
  func theRefinementNeverCarriesARowPastItsBound(engine: Engine) throws {
    let s = engine.make()
    let v = (0..<4).map { s.makeVariable(named: "v\($0)") }
    let note = "\(engine)"
    var handles = try s.add([
      Self.constraint([(v[2], 158)], -166, .greaterThanOrEqual, Strength(priority: 850, weight: 4)),
      Self.constraint(
        [(v[0], 79), (v[2], -3), (v[3], -139)], 1e-9, .lessThanOrEqual,
        Strength(priority: 594, weight: 2)),
      Self.constraint(
        [(v[0], -168), (v[2], 213), (v[3], -39)], -231, .equal, Strength(priority: 960)),
    ])
    let required = try s.add(
      Self.constraint([(v[2], -138), (v[0], -53), (v[0], -37)], 213, .lessThanOrEqual))
    handles.append(required)
    Self.check(s, handles, note)
    try s.addEditVariable(v[0], strength: Strength(priority: 448, weight: 4))
    try s.suggestValue(266, for: v[0])
    Self.check(s, handles, note)
    handles.append(
      try s.add(
        Self.constraint([(v[2], -275), (v[1], -2e10), (v[2], -103)], -123, .greaterThanOrEqual)))
    Self.check(s, handles, note)
    handles.append(
      try s.add(
        Self.constraint([(v[1], -131)], -1e-300, .equal, Strength(priority: 610, weight: 3))))
    Self.check(s, handles, note)
    #expect(
      -138 * s.value(of: v[2]) - 90 * s.value(of: v[0]) + 213 <= 1e-9 * 500,
      "\(note): the required row holds")
  }

  /// Seed 20929 on the dense engine: the required `-2e10·v3 - 256·v1 - 113 >= 0` and
  /// `-154·v3 + 13·v0 - 21 >= 0`, held together, are dependent but for 7.6e-10 of their size
  /// in the subspace of priority 522, so one was set aside as implied by the others and never
  /// blocked; the level's step went out to 5e8 and back, and the implied row ended off by 0.61
  /// (the refinement then put it back with a move of 4.8e7 that broke another). A row set
  /// aside as implied, or whose part in the subspace is below the rank cutoff, now still
  /// blocks a step that would carry it past its tolerance, and is then held.
  @Test(arguments: Engine.allCases)
  func anImpliedRowStillBlocksALongStep(engine: Engine) throws {
    var play = Play(engine)
    try play.add([
      ([(3, -154), (0, 13)], -21, .greaterThanOrEqual, .required),
      ([(3, 173)], -106, .greaterThanOrEqual, Strength(priority: 603, weight: 2)),
      ([(1, 18), (2, 230)], -66, .equal, Strength(priority: 522, weight: 3)),
    ])
    try play.add([(3, -2e10), (1, -256)], -113, .greaterThanOrEqual)
    try play.add([(3, -38)], 24, .equal, Strength(priority: 616, weight: 3))
    try play.add([(2, -88), (0, 7), (1, 249)], 240, .equal, Strength(priority: 390, weight: 4))
  }

  /// Seed 43293 on the dense engine, shrunk: `27·v1 - 5·v3 + 95 <= 0` made required beside an
  /// optional equality with a coefficient of 2e10 on v3; implied by the rows held with it in
  /// a lower level, it did not block, and ended off by 3.2.
  @Test(arguments: Engine.allCases)
  func aRowMadeRequiredHoldsBesideALargeCoefficient(engine: Engine) throws {
    var play = Play(engine)
    try play.add([
      ([(0, -223)], 151, .equal, Strength(priority: 338)),
      ([(3, 256), (3, -2e10), (0, -247)], -159, .equal, Strength(priority: 502, weight: 3)),
    ])
    let made = try play.add([
      ([(1, -82)], 104, .equal, Strength(priority: 440, weight: 2)),
      ([(1, 27), (3, -5)], 95, .lessThanOrEqual, Strength(priority: 170, weight: 3)),
    ])
    try play.s.setStrength(.required, of: made[1])
    play.check()
    try play.add([(1, -272), (3, 79)], -49, .equal)
  }

  /// Seed 72133 on the dense engine, shrunk: a required inequality over v0, v1, v3 beside an
  /// optional equality with a coefficient of 2e10 on v1; set aside as implied in a lower
  /// level, it ended off by 7.4.
  @Test(arguments: Engine.allCases)
  func aRequiredInequalityHoldsBesideALargeOptionalCoefficient(engine: Engine) throws {
    var play = Play(engine)
    try play.add(
      [(2, -296), (0, -258), (1, -2e10)], 178, .equal, Strength(priority: 349, weight: 4))
    try play.add([(0, -92)], 115, .equal, Strength(priority: 469))
    try play.add(
      [(1, -241), (3, -236)], -297, .greaterThanOrEqual, Strength(priority: 967, weight: 3))
    try play.add([(1, 53), (0, -236), (3, 40)], 141, .greaterThanOrEqual)
  }

  /// Seed 95813 on the dense engine, shrunk: v0 is fixed near -0.54 and the required
  /// `-2e10·v0 + 236·v2 + 289·v0 + 9 <= 0` then bounds v2 near 4.6e7; implied in the optional
  /// levels below, it ended off by 0.78.
  @Test(arguments: Engine.allCases)
  func aBoundThroughALargeCoefficientHoldsInLowerLevels(engine: Engine) throws {
    var play = Play(engine)
    try play.add([(0, -2e10), (2, 236), (0, 289)], 9, .lessThanOrEqual)
    try play.add([(0, 177)], 96, .equal)
    try play.add(
      [(1, 41), (2, -282), (0, 159)], 167, .equal, Strength(priority: 853, weight: 3))
    try play.add(
      [(1, 182), (0, 139), (1, -61)], -233, .greaterThanOrEqual, Strength(priority: 355, weight: 2))
    expectValue(play.s, play.v[0], -96.0 / 177, play.note)
  }

  /// Seed 42750 on the dense engine, shrunk: required equalities fix v1, tie v0 to v1 and v2
  /// to v3, and `-2e10·v0 + 260·v2 - 1 <= 0` bounds v2 through v0. In the subspace the
  /// equalities leave, that bound's part was below the rank cutoff, so it could not block;
  /// an optional level's step moved v2 by 1e8 along it, and it ended off by 0.86.
  ///
  /// The dense engine only: the simplex engine refuses that bound as `unsatisfiable`, though
  /// it holds with v2 below -7.2e7 and v3 = (256 - 244·v2) / 18 (a defect of its own).
  @Test func aRowBelowTheRankCutoffStillBlocksALongStep() throws {
    var play = Play(.gauss)
    try play.add([(0, 180), (1, 189), (1, 234)], 156, .equal)
    try play.add([(1, 272)], -8, .equal)
    try play.add([(2, 244), (3, 18)], -256, .equal)
    try play.add([(0, -2e10), (2, 260)], -1, .lessThanOrEqual)
    try play.add([
      ([(3, -212), (3, 277)], -199, .greaterThanOrEqual, Strength(priority: 310, weight: 4)),
      ([(0, -148), (1, -63)], 171, .equal, Strength(priority: 241)),
    ])
    try play.add([(2, -63), (3, -300), (3, 244)], 0, .equal, Strength(priority: 38, weight: 3))
  }

  /// Seed 68156 on the dense engine, shrunk: optional equalities tie v1 to v0 through 2e10
  /// and v2 to v0, with a constant of 1e11, so v1 reaches 2.6e18; the required
  /// `295·v2 + 152 <= 0` then has a part of 6e-10 of its size in the directions the higher
  /// levels leave, below the rank cutoff. Priority 661's step moved v1 by 2.6e18 and v2 by
  /// 1.6e9 along them, and the bound ended off by 1.6e9.
  @Test(arguments: Engine.allCases)
  func aRequiredBoundHoldsWhileAnotherVariableMovesByFarMore(engine: Engine) throws {
    var play = Play(engine)
    try play.add(
      [(0, -2e10), (1, -259), (0, -131)], 49, .equal, Strength(priority: 373, weight: 4))
    let tie = try play.add([
      ([(1, -194)], -72, .greaterThanOrEqual, Strength(priority: 735, weight: 3)),
      ([(2, -63), (0, 3)], -173, .equal, Strength(priority: 487)),
    ])
    try play.add([(2, 240), (0, 73), (2, -229)], 203, .equal, Strength(priority: 163, weight: 3))
    try play.s.setConstant(1e11, of: tie[1])
    play.check()
    try play.add([(2, 295)], 152, .lessThanOrEqual)
    expectValue(play.s, play.v[2], in: -Double.infinity...(-152.0 / 295), tolerance: 1e-9)
  }

  /// Seed 97114 on the dense engine, shrunk, which needs both this fix and the solve again
  /// from the end: a required `-28·v2 - 2e10 >= 0` puts v2 below -7.1e8, and the required
  /// `224·v3 + 26·v1 - 76 == 0` ended off by 22 after a required row through v2 was removed.
  @Test(arguments: Engine.allCases)
  func aRemovalAmongLargeValuesLeavesTheRequiredRowsHolding(engine: Engine) throws {
    var play = Play(engine)
    let tie = try play.add([(3, 224), (1, 26)], 227, .equal)
    try play.add([(2, -28)], -2e10, .greaterThanOrEqual)
    try play.s.setConstant(-76, of: tie)
    play.check()
    try play.add([
      ([(3, 298), (0, 94)], 171, .equal, Strength(priority: 669, weight: 3)),
      ([(1, 106)], -53, .greaterThanOrEqual, Strength(priority: 457, weight: 4)),
    ])
    let batch = try play.add([
      ([(0, -257), (0, -35)], -206, .greaterThanOrEqual, .required),
      ([(3, 204), (2, -2e10), (0, -274)], -237, .lessThanOrEqual, .required),
      ([(0, 278)], 230, .lessThanOrEqual, .required),
    ])
    try play.s.remove(batch[1])
    play.handles.removeAll { $0 == batch[1] }
    play.check()
  }

  /// Seed 103097 on the dense engine (found by a second run, sequences 100,000 to 132,511):
  /// an optional equality with a constant of 2e10 put v0 and v1 near 3.7e7, where the required
  /// `290·v1 - 275·v0 == 0` held within 20; the next solve brought them down to 1.8 while v2
  /// went up to 3e8, and the equality stayed off by 16. The solve is repeated from its end
  /// when a broken hard row's own terms came down, not when all the values did.
  @Test(arguments: Engine.allCases)
  func aRowWhoseTermsComeDownIsSolvedAgainWhileOthersGoUp(engine: Engine) throws {
    var play = Play(engine)
    let batch = try play.add([
      ([(1, 290), (0, -275)], 16, .equal, .required),
      ([(2, -36), (0, 229), (3, 190)], -2e10, .equal, Strength(priority: 125, weight: 4)),
      ([(0, 0), (1, 129)], 235, .greaterThanOrEqual, Strength(priority: 81)),
    ])
    let ceiling = try play.add([(0, -255), (1, 104), (1, -216)], 224, .lessThanOrEqual)
    try play.s.addEditVariable(play.v[3], strength: Strength(priority: 322, weight: 4))
    play.check()
    try play.s.setConstant(0, of: batch[0])
    play.check()
    try play.s.remove(ceiling)
    play.handles.removeAll { $0 == ceiling }
    play.check()
    try play.s.setConstant(-46, of: batch[1])
    play.check()
    try play.add([(2, -32)], 129, .greaterThanOrEqual, Strength(priority: 993, weight: 3))
    // Within the row's own tolerance.
    let terms = [290 * play.s.value(of: play.v[1]), -275 * play.s.value(of: play.v[0])]
    #expect(
      abs(terms[0] + terms[1]) <= 1e-9 * max(1, abs(terms[0]) + abs(terms[1])), "\(play.note)")
  }

  /// Seed 18359 on the dense engine (and 15010 alike), which the per-row test of seed 103097
  /// alone missed: a required `-78·v3 + 20·v1 - 10·v0 + 1e11 <= 0` puts v3 near 1.3e9 until
  /// its constant turns to -9, and the next solves come down to values near 1. The broken
  /// required equality's own terms were small throughout; the rounding came from the moves'
  /// largest entries, so the solve is also repeated when the variables came down as a whole.
  @Test(arguments: Engine.allCases)
  func aSolveThatComesDownFromLargeValuesIsRepeated(engine: Engine) throws {
    var play = Play(engine)
    try play.add([(3, -191)], 178, .greaterThanOrEqual, Strength(priority: 525, weight: 3))
    let batch = try play.add([
      ([(1, 192), (2, -29)], 23, .equal, Strength(priority: 602, weight: 3)),
      ([(2, -188), (0, -289)], -19, .equal, .required),
      ([(3, -78), (1, 20), (0, -10)], 1e11, .lessThanOrEqual, .required),
    ])
    try play.add([
      ([(1, -80)], 26, .greaterThanOrEqual, .required),
      (
        [(0, .leastNonzeroMagnitude), (0, 5), (3, 0)], -178, .greaterThanOrEqual,
        Strength(priority: 299, weight: 2)
      ),
      ([(2, 146)], 52, .equal, Strength(priority: 855, weight: 2)),
    ])
    try play.add([(3, -128), (0, -291), (2, -232)], -235, .greaterThanOrEqual)
    try play.s.setConstant(-9, of: batch[2])
    play.check()
    try play.add([(3, 109), (1, -81)], 271, .greaterThanOrEqual)
    try play.add([(3, -192), (0, -257)], 298, .equal)
  }

  /// A fresh solver of one engine with four variables, whose answer is checked after every
  /// call, as the fuzz checks it.
  struct Play {
    typealias Row = (
      terms: [(Int, Double)], constant: Double, relation: Relation, strength: Strength
    )

    let s: any ConstraintSolver
    let v: [Variable]
    var handles: [ConstraintHandle] = []
    let note: String

    init(_ engine: Engine) {
      let solver = engine.make()
      s = solver
      v = (0..<4).map { solver.makeVariable(named: "v\($0)") }
      note = "\(engine)"
    }

    /// `terms + constant (relation) 0`, each term a variable index and a coefficient.
    func make(_ row: Row) -> LinearConstraint {
      GaussLongRunRegressionTests.constraint(
        row.terms.map { (v[$0.0], $0.1) }, row.constant, row.relation, row.strength)
    }

    /// Adds the constraint and checks.
    @discardableResult
    mutating func add(
      _ terms: [(Int, Double)], _ constant: Double, _ relation: Relation,
      _ strength: Strength = .required
    ) throws -> ConstraintHandle {
      let handle = try s.add(make((terms, constant, relation, strength)))
      handles.append(handle)
      check()
      return handle
    }

    /// Adds the constraints all or none and checks.
    @discardableResult
    mutating func add(_ batch: [Row]) throws -> [ConstraintHandle] {
      let added = try s.add(batch.map(make))
      handles += added
      check()
      return added
    }

    func check() { GaussLongRunRegressionTests.check(s, handles, note) }
  }
}
