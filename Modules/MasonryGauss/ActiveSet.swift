// SPDX-License-Identifier: MIT

import MasonrySolving

/// One level of a ``Program`` in the coordinates of the subspace the levels above it leave
/// free. It depends on the coefficients only (not on constants, targets or the active set), so
/// a solver keeps it between solves until a constraint is added, removed or re-weighted.
struct LevelBasis {
  /// An orthonormal basis (columns) of the directions the higher levels leave free:
  /// *D*×*d* for *D* program columns.
  var directions: Matrix
  /// The level's rows in subspace coordinates, *m*×*d*.
  var rows: Matrix
  /// The hard rows in subspace coordinates, transposed: *d*×*I*, column *i* is inequality *i*.
  var inequalities: Matrix
  /// The rounding `directions` carry, relative to the rows projected on them: a row's part in
  /// this subspace below this fraction of its size may be rounding alone (see
  /// ``LevelBases/rounding(after:of:reference:)``). 0 for the first level (the identity).
  var rounding: Double

  /// The basis of `level` in the subspace `directions`, whose entries carry `rounding`.
  init(_ level: Level, of program: Program, in directions: Matrix, rounding: Double) {
    self.directions = directions
    self.rounding = rounding
    let d = directions.columnCount
    rows = Matrix(rows: level.rows.count, columns: d)
    for (i, row) in level.rows.enumerated() {
      for (j, value) in row.times(directions).enumerated() { rows[i, j] = value }
    }
    inequalities = Matrix(rows: d, columns: program.inequalities.count)
    for (i, row) in program.inequalities.enumerated() {
      for (j, value) in row.times(directions).enumerated() { inequalities[j, i] = value }
    }
  }
}

/// The rounding a least-squares step carries, relative to the largest residual it was solved
/// for: a thousandth of ``GaussSolver/epsilon``, well above the 1e-16 a well-conditioned solve
/// leaves, so that a level whose residual holds 1e9 (the least-norm tie-break with one large
/// value) does not take steps of 1e-8 forever.
let residualNoise = GaussSolver.epsilon * 1e-3

/// The rounding a move carries in each of its entries, relative to its largest entry: the
/// move is an orthonormal basis times a step, so every entry may hold a few units in the last
/// place of the largest (1e-16 each); 1e-14 leaves room for a few hundred columns.
let moveNoise = 1e-14

/// The rounding of an orthonormal complement computed by Householder reflections, per unit of
/// the conditioning of the rows it complements (their reference over their last pivot): a few
/// units in the last place.
let complementNoise = 1e-15

/// The rounding of a factorisation of held rows, relative to their size: a few hundred units
/// in the last place. A *forced* row (see ``ActiveSetSearch/run(u:working:budget:)``) whose
/// part independent of the other held rows exceeds this is held, even below
/// ``GaussSolver/epsilon``.
let forcedNoise = 1e-13

/// `reference` enlarged so that a ``PivotedQR`` cutoff (``GaussSolver/epsilon`` times it)
/// stays above `rounding` of `reference`: parts of rows below their rounding never count for
/// rank. `reference` itself unless the rounding exceeds the tolerance (only for nearly
/// dependent rows), so that ordinary systems are factored exactly as without it.
func roundingReference(_ reference: Double, rounding: Double) -> Double {
  reference * max(1, rounding / GaussSolver.epsilon)
}

/// The primal active-set method for one level: minimise half the sum of squares of the level's
/// rows over `u + span(directions)`, subject to every hard row.
///
/// The point stays feasible throughout. The *working set* lists hard rows held as equalities;
/// its rows are kept linearly independent. Each step solves the equality-constrained least
/// squares problem (pivoted QR, never the normal equations) and then either
/// - moves towards its solution as far as the first blocking hard row allows, and adds that
///   row to the working set (the lowest index among equal ratios), or
/// - at a working-set optimum, reads the multipliers and drops the row whose multiplier is the
///   most negative (the lowest index among equals), or stops when none is negative.
/// The objective never increases, so warm-starting from the previous solution and its active
/// set usually ends after zero or one change.
struct ActiveSetSearch {
  let program: Program
  let level: Level
  let basis: LevelBasis
  /// The size of each of the level's rows (its norm before projection).
  let rowSizes: [Double]
  /// The level's rows in subspace coordinates, without the parts the basis's rounding alone
  /// could have made.
  let rows: Matrix
  /// How steps are taken and multipliers read: ``SearchRules/standard`` unless a first
  /// attempt failed.
  let rules: SearchRules

  init(program: Program, level: Level, basis: LevelBasis, rules: SearchRules = .standard) {
    self.program = program
    self.level = level
    self.basis = basis
    self.rules = rules
    rowSizes = level.rows.map(\.norm)
    rows = basis.rows.droppingRounding(basis.rounding, sizes: rowSizes)
  }

  /// Runs the method from the feasible point `u` and working set `working`; returns how many
  /// times the working set changed.
  ///
  /// - Throws: ``SolverError/internalFailure(_:)`` after `budget` steps.
  func run(u: inout [Double], working: inout [Int], budget: Int) throws(SolverError) -> Int {
    let epsilon = GaussSolver.epsilon
    let rowReference = max(level.reference, Double.leastNormalMagnitude)
    let hardReference = max(program.inequalityReference, Double.leastNormalMagnitude)
    let hard = program.inequalities
    // Only rows that are still tight can be held as equalities.
    working = working.filter { hard[$0].value(at: u) >= -hard[$0].tolerance(at: u) }
    var changes = 0
    var steps = 0
    // Rows the held rows imply (dropped as dependent): a step that keeps the held rows fixed
    // keeps these fixed too, up to rounding, so they never block; blocking on one added it and
    // dropped it again for ever (API fuzz seed 806). Dropping a held row for its multiplier
    // shrinks the span, and the rows it implied may block again.
    var implied = Array(repeating: false, count: hard.count)
    // Anti-cycling. In exact arithmetic a row dropped for its negative multiplier cannot block
    // the next step, which moves away from it; when it does, the multiplier's sign was rounding
    // (held rows close to dependent prop up a multiplier near 1e16, and the rounding of their
    // coupling lands on the others), and dropping it again would repeat the same two changes
    // until the step budget ran out (API fuzz seed 27936, the least-norm level beside a value of
    // 5.8e7). Such a row is pinned: held, and never dropped again at this level.
    var pinned = Array(repeating: false, count: hard.count)
    var dropped = -1
    // A row whose part in this subspace the held rows' factorisation calls zero (at most
    // epsilon times the rows' reference) cannot be held, and a move changes it by rounding
    // only: blocking on it added it and dropped it again for ever (API fuzz seed 344).
    let cutoff = max(epsilon, basis.rounding) * hardReference
    let canBlock = hard.indices.map { i in
      var projection = 0.0
      for j in 0..<basis.directions.columnCount {
        let a = basis.inequalities[j, i]
        projection += a * a
      }
      return projection > cutoff * cutoff
    }
    // Both exemptions hold up to rounding only while a step is not far larger than the rows'
    // values. A part of 7.6e-10 of a row's size, below the cutoff, changed it by 0.61 over a
    // step of 5e8 that a level took among values near 1 (API fuzz seed 20929), and one of
    // 6e-10 by 1.6e9 over a step of 2.6e18 (seed 68156): required rows left violated. So an
    // exempt row still blocks a step that would carry it past its tolerance at the step's
    // end, and is then *forced*: held, and while a forced row is held the held rows' rank is
    // judged at their rounding (``forcedNoise``) instead of epsilon, so that its small part
    // counts. A forced row found dependent even so is rounding alone: it stays exempt for the
    // rest of the level, so the cycles of seeds 806 and 344 cannot come back. Its rank is not
    // judged at the basis's rounding either: that is a bound on how far the directions may be
    // off, and the step just measured, in the variables themselves, a change of the row far
    // beyond its tolerance. Judged at a rounding of 7.3e-8 (the least-norm level after a
    // priority whose row had a part of 1.4e-8 of its size), a required bound whose part was
    // 1.3e-8 counted as dependent, stayed exempt, and the step carried it off by 0.84 (API fuzz
    // optimality seed 131552).
    var forced = Array(repeating: false, count: hard.count)
    var neverBlocks = Array(repeating: false, count: hard.count)
    while true {
      steps += 1
      guard steps <= budget else {
        throw .internalFailure(
          "the active set did not settle within \(budget) steps at priority \(level.priority)")
      }
      let residual = level.rows.map { $0.value(at: u) }
      let held = basis.inequalities.selectingColumns(working)
      let heldQR =
        working.contains { forced[$0] }
        ? PivotedQR(held, reference: hardReference, tolerance: forcedNoise)
        : PivotedQR(held, reference: roundingReference(hardReference, rounding: basis.rounding))
      if heldQR.rank < working.count {
        // Rows that became dependent in this subspace: keep the pivoted ones.
        var keep = Array(repeating: false, count: working.count)
        for k in heldQR.permutation.prefix(heldQR.rank) { keep[k] = true }
        for k in working.indices where !keep[k] {
          implied[working[k]] = true
          if forced[working[k]] { neverBlocks[working[k]] = true }
        }
        working = working.indices.filter { keep[$0] }.map { working[$0] }
        changes += 1
        continue
      }
      // The level's rows in coordinates of the directions that keep the held rows fixed.
      // Those directions carry the basis's rounding, grown by how close the held rows come to
      // dependent: a row's part below that is noise, and it is dropped. Solving for such a part
      // moved the point by its residual over the noise, far along directions whose own
      // rounding then broke the rows above (API fuzz seed 5723: a required bound held along a
      // direction that moves it by 1.4e-8, and an edit of 5 against a value of 2.6e8 left two
      // required equalities off by 5 and 9); and noise times a large residual of a row that
      // cannot move read as a pull on a row that can, which a held bound then blocked and its
      // multiplier released, for ever (API fuzz seed 18521: the least-norm level, with a value
      // of 4.9e7 held by a bound whose direction it leaves by 1.7e-8).
      let reducedRounding =
        working.isEmpty
        ? basis.rounding
        : LevelBases.rounding(after: basis.rounding, of: heldQR, reference: hardReference)
      let reduced =
        working.isEmpty
        ? rows
        : heldQR.complementCoordinates(of: rows).droppingRounding(
          reducedRounding, sizes: rowSizes)
      let reducedQR = PivotedQR(
        reduced, reference: roundingReference(rowReference, rounding: reducedRounding))
      let q = solve(reducedQR, residual.map { -$0 })
      let step = working.isEmpty ? q : heldQR.fromComplement(q)
      if isNegligible(step, at: u, residual: residual) {
        // A working-set optimum: drop a row whose multiplier says it holds the point back.
        if let worst = worstMultiplier(residual, heldQR, skipping: pinned, of: working) {
          dropped = working[worst]
          working.remove(at: worst)
          for i in implied.indices { implied[i] = false }
          changes += 1
          continue
        }
        refine(&u, working, heldQR, reducedQR)
        return changes
      }
      // Move towards the working-set optimum until a hard row blocks.
      let move = basis.directions.multiplied(by: step)
      let moveSize = maxMagnitude(move)
      var ratio = 1.0
      var blocking = -1
      var isHeld = Array(repeating: false, count: hard.count)
      for i in working { isHeld[i] = true }
      for i in hard.indices where !isHeld[i] && !implied[i] && canBlock[i] {
        // The row's change over the whole move, and the size of its parts: the slope is
        // judged against the row's own terms, never against the move's largest entry, which
        // may belong to variables this row does not mention (a required bound near 0.1 was
        // passed over while an unrelated pair of variables moved by 1e8: API fuzz seed 17987).
        let row = hard[i]
        var slope = 0.0
        var terms = 0.0
        var length = 0.0
        for k in row.columns.indices {
          let change = row.values[k] * move[row.columns[k]]
          slope += change
          terms += abs(change)
          length += abs(row.values[k])
        }
        // A change within the rounding of the move itself is no change.
        guard slope > epsilon * terms, slope > moveNoise * length * moveSize else { continue }
        let distance = max(0, -row.value(at: u))
        if distance / slope < ratio {
          ratio = distance / slope
          blocking = i
        }
      }
      // The exempt rows: past their tolerance at the end of the step, they block it there.
      var blockingIsExempt = false
      for i in hard.indices
      where !isHeld[i] && (implied[i] || !canBlock[i]) && !neverBlocks[i] {
        let row = hard[i]
        var slope = 0.0
        var endSize = abs(row.constant)
        for k in row.columns.indices {
          let j = row.columns[k]
          slope += row.values[k] * move[j]
          endSize += abs(row.values[k] * (u[j] + ratio * move[j]))
        }
        let value = row.value(at: u)
        let tolerance = epsilon * max(1, endSize)
        guard slope > 0, value + ratio * slope > tolerance else { continue }
        ratio = max(0, (tolerance - value) / slope)
        blocking = i
        blockingIsExempt = true
      }
      for j in u.indices { u[j] += ratio * move[j] }
      if blocking >= 0 {
        if blocking == dropped { pinned[blocking] = true }
        if blockingIsExempt {
          implied[blocking] = false
          forced[blocking] = true
        }
        working.append(blocking)
        changes += 1
      }
      dropped = -1
    }
  }

  /// Whether `step` (subspace coordinates) changes none of the level's rows beyond that row's
  /// own rounding tolerance at `u`, or beyond the rounding that solving for the level's
  /// `residual` leaves in a step (``residualNoise`` of its largest entry): then the point is a
  /// working-set optimum.
  ///
  /// Each row is measured at its own scale. A test of the step against the largest coordinate
  /// of `u` instead let a value near 1e10 in one row hide a step of 1 in another, and a
  /// required constraint stayed violated by it (API fuzz seed 285).
  private func isNegligible(_ step: [Double], at u: [Double], residual: [Double]) -> Bool {
    let change = rows.multiplied(by: step)
    let noise = residualNoise * maxMagnitude(residual)
    for i in change.indices where abs(change[i]) > max(level.rows[i].tolerance(at: u), noise) {
      return false
    }
    return true
  }

  /// The held row whose multiplier is the most negative (the first among equals), if any is
  /// negative beyond rounding: dropping it lets the objective decrease.
  ///
  /// A held row `working[k]` whose hard row is marked in `pinned` is never chosen.
  private func worstMultiplier(
    _ residual: [Double], _ heldQR: PivotedQR, skipping pinned: [Bool], of working: [Int]
  ) -> Int? {
    guard heldQR.columnCount > 0 else { return nil }
    let gradient = rows.transposeMultiplied(by: residual)
    // The size the gradient's terms could have, without cancellation: rounding is relative
    // to it.
    var scale = 0.0
    for i in residual.indices { scale += abs(residual[i]) * maxMagnitude(rows.row(i)) }
    let multipliers = heldQR.solve(gradient.map { -$0 })
    var worst: Int?
    var worstValue = -GaussSolver.epsilon * scale
    if rules.roundingAwareMultipliers {
      worstValue = min(worstValue, -forcedNoise * maxMagnitude(multipliers))
    }
    for k in multipliers.indices where !pinned[working[k]] && multipliers[k] < worstValue {
      worst = k
      worstValue = multipliers[k]
    }
    return worst
  }

  /// The least-squares solution of `qr`'s rows times a step ≈ `b`: basic, or of least norm
  /// under ``SearchRules/leastNormSteps``.
  private func solve(_ qr: PivotedQR, _ b: [Double]) -> [Double] {
    rules.leastNormSteps ? qr.solveLeastNorm(b) : qr.solve(b)
  }

  /// One step of iterative refinement at the optimum: puts the held rows back on their bounds
  /// and re-solves the level's least squares from the exact residual, so that rounding left
  /// by the steps does not stay in the answer.
  ///
  /// The correction goes only as far as every row that is not held stays within its
  /// tolerance. It is small when the held rows are far from dependent, but held rows that come
  /// close to it make it large: putting back one off by 5.6e-9 moved the point by 0.33 past a
  /// required row the level had just released, which ended off by 0.5 (API fuzz seed 29497).
  private func refine(
    _ u: inout [Double], _ working: [Int], _ heldQR: PivotedQR, _ reducedQR: PivotedQR
  ) {
    let hard = program.inequalities
    var correction = Array(repeating: 0.0, count: basis.directions.columnCount)
    if !working.isEmpty {
      correction = heldQR.solveTransposed(working.map { -hard[$0].value(at: u) })
    }
    var residual = level.rows.map { $0.value(at: u) }
    let shift = rows.multiplied(by: correction)
    for i in residual.indices { residual[i] += shift[i] }
    let q = solve(reducedQR, residual.map { -$0 })
    let step = working.isEmpty ? q : heldQR.fromComplement(q)
    for j in correction.indices { correction[j] += step[j] }
    let move = basis.directions.multiplied(by: correction)
    var fraction = 1.0
    var isHeld = Array(repeating: false, count: hard.count)
    for i in working { isHeld[i] = true }
    for i in hard.indices where !isHeld[i] {
      let row = hard[i]
      var slope = 0.0
      for k in row.columns.indices { slope += row.values[k] * move[row.columns[k]] }
      guard slope > 0 else { continue }
      let value = row.value(at: u)
      let tolerance = row.tolerance(at: u)
      if value + fraction * slope > tolerance { fraction = max(0, (tolerance - value) / slope) }
    }
    for j in u.indices { u[j] += fraction * move[j] }
  }
}
