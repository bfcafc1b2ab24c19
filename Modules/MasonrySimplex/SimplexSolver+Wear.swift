// SPDX-License-Identifier: MIT

import MasonrySolving

extension SimplexCore {
  /// Measures, once the rounds have done a rebuild's work since the last measure (and
  /// ``wearMeasureFactor`` times the measure's own), whether the tableau has worn, and rebuilds
  /// it (``refactor(requiredFirst:)``) when it has: when its rows hold more than ``fillFactor``
  /// times the cells they held after their last build, per term of the live constraints
  /// (``liveTerms()``), or when a required constraint, evaluated from its own data at the
  /// values the rows give, is off by more than ``driftAllowance`` of its scale (as
  /// `SolutionTolerance` scales it).
  ///
  /// An explicit tableau carries every pivot's rounding in the rows the pivot wrote, and no
  /// single round of a long run need be slow or noisy for the rows to wear: a random layout of
  /// 1,500 views (`random_csys.py 489 1500`) filled its rows from 315,000 cells to 1.9 million
  /// over five passes of its rounds, none of which cost as much as a rebuild (``settle()``'s
  /// work stop), its rounds slowing from 0.1 s a pass to 3 s, its required constraints drifting
  /// from 4e-11 of their scale to 4e-9, and its weakest tier's error ending 0.9% above the
  /// optimum. A fresh build of the same constraints holds 1e-16 to 1e-15 of their scale.
  ///
  /// The measure costs O(*r* + *v* + *t*) for *r* rows, *v* variables and *t* terms of the
  /// constraints, a thirty-second of the work it waits for at most; a rebuild costs a build, at
  /// most once per rebuild's work of rounds, so that rounds cost at most twice their own. A
  /// rebuild finds an optimum that may be another vertex of the same errors where the layout
  /// is ambiguous, as the work stop's does. Never inside a transaction (nothing to rebuild
  /// from then), and not in the tests that turn the stops off (``stopsToRebuild``).
  mutating func rebuildIfWorn() {
    guard stopsToRebuild, rebuildWork > 0, !t.journal.isRecording,
      t.substitutedCells &- wearMark >= max(rebuildWork, Self.wearMeasureFactor &* wearCost)
    else { return }
    wearMark = t.substitutedCells
    let terms = liveTerms()
    wearCost = t.rowCount &+ names.count &+ terms
    let filled =
      Double(rowCells()) * Double(max(builtTerms, 1))
      > Double(Self.fillFactor) * Double(max(builtCells, 1)) * Double(terms)
    guard filled || requiredDrift() > driftAllowance else { return }
    // A rebuild that fails leaves the core as it was: the rows keep serving.
    guard (try? refactor()) != nil else { return }
    if filled { fillRebuilds += 1 } else { driftRebuilds += 1 }
  }

  /// Takes the tableau as it is for a fresh build's: its cells, its work and its drift are
  /// what ``rebuildIfWorn()`` measures wear against.
  ///
  /// - Complexity: O(*r* + *v* + *t*), as ``rebuildIfWorn()``'s measure.
  mutating func markBuilt() {
    wearMark = t.substitutedCells
    builtCells = rowCells()
    builtTerms = liveTerms()
    wearCost = t.rowCount &+ names.count &+ builtTerms
    driftAllowance = max(Self.driftTolerance, 16 * requiredDrift())
  }

  /// How many times its own cost (``wearCost``) the rounds' work between two measures is at
  /// least, so that the measure costs the rounds a few percent at most where a rebuild's work
  /// is small next to the constraints (a chain of 10,000 views builds with few pivots, and a
  /// measure after each of its rounds made them a third slower).
  static let wearMeasureFactor = 32

  /// How many times the cells the rows held after their last build they may hold before the
  /// next measure (``rebuildIfWorn()``) rebuilds them.
  static let fillFactor = 2

  /// The least ``driftAllowance``: 1e-11 of a required constraint's scale, ten thousand times
  /// what a fresh build leaves and ten thousand times below `SolutionTolerance.relative`.
  static let driftTolerance = 1e-11

  /// The cells of every row in use.
  ///
  /// - Complexity: O(*r*) for *r* row ids.
  func rowCells() -> Int {
    var cells = 0
    for r in 0..<t.rowCount where t.rows.basic[r] >= 0 { cells &+= t.rows.cellCount(r) }
    return cells
  }

  /// The terms of the live constraints and edits, a marker each counted as one: what the rows'
  /// cells are measured against (a tableau grows with its constraints, and only its growth
  /// beyond theirs is wear).
  ///
  /// - Complexity: O(*n*) for *n* slots.
  func liveTerms() -> Int {
    var terms = 0
    for slot in slots where slot.live { terms &+= slot.constraint.expression.terms.count &+ 1 }
    return terms
  }

  /// The largest violation of a live required constraint at the current values, over the
  /// violation `SolutionTolerance.relative` allows it, times that relative tolerance: the
  /// violation as a fraction of the constraint's scale.
  ///
  /// - Complexity: O(*v* + *t*) for *v* variables and *t* terms of the live constraints.
  mutating func requiredDrift() -> Double {
    let values = variableValues()
    var worst = 0.0
    for slot in slots where slot.live && slot.constraint.strength.isRequired {
      let (violation, allowed) = SolutionTolerance.scaledViolation(of: slot.constraint) {
        values[Int($0.id)]
      }
      // NaN compares false: an overflow reads as the worst drift there is.
      let drift = violation / allowed * SolutionTolerance.relative
      if !(drift <= worst) { worst = drift.isNaN ? .infinity : drift }
    }
    return worst
  }

  /// Every variable's value as the tableau gives it (``Tableau/value(_:)``), by variable id: what
  /// the checks of the required constraints (``requiredDrift()``, ``requiredBeyondTolerance()``)
  /// evaluate them at.
  ///
  /// - Complexity: O(*v*) for *v* variables, and the definitions not memoised yet.
  mutating func variableValues() -> [Double] {
    var values = [Double](repeating: 0, count: names.count)
    for v in values.indices { values[v] = t.value(symbolOf[v]) }
    return values
  }
}
