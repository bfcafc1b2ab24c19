// SPDX-License-Identifier: MIT

/// Power-of-two scales for a program's variable columns that bring coefficients of wildly
/// different sizes to about 1 (Curtis–Reid scaling: a least-squares fit of the exponents).
///
/// A chain `y[i] == 1e8 * y[i - 1]` of 38 links makes `y38` 1e304 times `y0`: the required
/// rows' null space is the direction `(1, 1e8, …, 1e304)`, whose part in `y0` (1e-304 after
/// normalising) is below every rank cutoff, so an edit of `y0` could not move it and was
/// dropped without an error. In units `ũ[i] = y[i] / 2^(26.6·i)` the rows read
/// `ũ[i] − ũ[i − 1]`, the direction is `(1, …, 1)`, and the edit is honoured.
///
/// The fit minimises `Σ (log₂|a[i][j]| + r[i] + c[j])²` over the nonzero coefficients
/// (one `r` per row, one `c` per column) by conjugate gradients, and column *j* is scaled by
/// `2^round(c[j])`. Powers of two scale exactly. When the exponents spread by less than
/// ``spreadThreshold`` (every ordinary layout) no column is scaled, so such systems are solved
/// bit for bit as without scaling; a feasibility check asks for the scales also when one row's
/// coefficients span ``rowSpreadThreshold``.
enum ColumnScaling {
  /// The smallest spread (largest minus smallest exponent) of the fitted column exponents for
  /// which the columns are scaled: 2³⁰ ≈ 1e9, the ratio at which ``GaussSolver/epsilon``
  /// (1e-9) starts to call parts of a direction zero.
  static let spreadThreshold = 30.0
  /// The smallest spread of one row's coefficient exponents (largest over smallest magnitude
  /// 2²⁰ ≈ 1e6) for which a feasibility check that found its constraints unable to hold tries
  /// again with the columns scaled, even when the fitted exponents spread by less than
  /// ``spreadThreshold``: when they hold then, the call is refused for precision, not as a
  /// conflict. (Scaling every solve so turned two systems that settled into ones whose active
  /// set cycled, API fuzz optimality seeds 35643 and 117253, and scaling the check alone let
  /// the solve that followed it break the constraints.) Such a row's small coefficients meet the other rows' factors
  /// on the way to a direction's parts: `261·v2 − 2e10·v0` (a ratio of 7.7e7) next to
  /// `v0 == 4.5e8` and `6·v3 − 96·v2 == 100` fitted a spread of 27, and the direction that sets
  /// v3 came out at 5.7e-10 of its row, below the rank cutoff, so that a satisfiable required
  /// equality was refused as unsatisfiable (API fuzz seed 893757). A chain of doublings spreads
  /// the fitted exponents as far with rows spanning a factor 2, and stays unscaled.
  static let rowSpreadThreshold = 20.0
  /// The largest magnitude of an exponent applied.
  static let exponentLimit = 1000.0
  /// The most conjugate-gradient iterations: the exponents are rounded to integers, so an
  /// approximate fit serves as well.
  static let iterationLimit = 500

  /// The scale of each of the `columnCount` variable columns that `rows` mention (each row as
  /// its columns and its coefficients), or nil when none is needed: when the fitted exponents
  /// spread by less than ``spreadThreshold`` and, with `wideRows`, no row spans
  /// ``rowSpreadThreshold``.
  ///
  /// - Complexity: O(*z*·*k*) for *z* nonzero coefficients and *k* ≤ ``iterationLimit``
  ///   iterations (none when every coefficient has magnitude 1).
  static func scales(
    rows: [(columns: [Int], coefficients: [Double])], columnCount: Int, wideRows: Bool = false
  ) -> [Double]? {
    // Exponents of the coefficients, and the right-hand side −Eᵀρ of the normal equations
    // (unknowns: row exponents, then column exponents).
    let unknowns = rows.count + columnCount
    var rhs = Array(repeating: 0.0, count: unknowns)
    var allZero = true
    var widestRow = 0.0
    for (i, row) in rows.enumerated() {
      var rowLow = Double.infinity
      var rowHigh = -Double.infinity
      for (k, j) in row.columns.enumerated() {
        let rho = log2Magnitude(row.coefficients[k])
        if rho != 0 { allZero = false }
        rhs[i] -= rho
        rhs[rows.count + j] -= rho
        guard row.coefficients[k] != 0 else { continue }
        rowLow = min(rowLow, rho)
        rowHigh = max(rowHigh, rho)
      }
      if rowHigh > rowLow { widestRow = max(widestRow, rowHigh - rowLow) }
    }
    if allZero { return nil }
    // Conjugate gradients on EᵀE·z = −Eᵀρ (singular but consistent: from zero the iterates
    // stay in the range, so they tend to the least-norm fit).
    func apply(_ z: [Double]) -> [Double] {
      var y = Array(repeating: 0.0, count: unknowns)
      for (i, row) in rows.enumerated() {
        for j in row.columns {
          let t = z[i] + z[rows.count + j]
          y[i] += t
          y[rows.count + j] += t
        }
      }
      return y
    }
    var z = Array(repeating: 0.0, count: unknowns)
    var residual = rhs
    var direction = residual
    var rr = dot(residual, residual)
    let stop = 1e-6 * rr
    var iterations = 0
    while rr > stop, iterations < min(unknowns + 1, iterationLimit) {
      iterations += 1
      let image = apply(direction)
      let curvature = dot(direction, image)
      guard curvature > 0 else { break }
      let alpha = rr / curvature
      for k in z.indices {
        z[k] += alpha * direction[k]
        residual[k] -= alpha * image[k]
      }
      let next = dot(residual, residual)
      let beta = next / rr
      rr = next
      for k in direction.indices { direction[k] = residual[k] + beta * direction[k] }
    }
    var exponents = Array(repeating: 0.0, count: columnCount)
    var low = Double.infinity
    var high = -Double.infinity
    for j in 0..<columnCount {
      let c = z[rows.count + j]
      guard c.isFinite else { return nil }
      exponents[j] = min(max(c.rounded(), -exponentLimit), exponentLimit)
      low = min(low, exponents[j])
      high = max(high, exponents[j])
    }
    guard high - low >= spreadThreshold || (wideRows && widestRow >= rowSpreadThreshold) else {
      return nil
    }
    let scales = exponents.map { Double(sign: .plus, exponent: Int($0), significand: 1) }
    // Every scaled coefficient must stay a normal double; otherwise the columns stay as given.
    for row in rows {
      for (k, j) in row.columns.enumerated() {
        let scaled = row.coefficients[k] * scales[j]
        guard scaled.isNormal || row.coefficients[k] == 0 else { return nil }
      }
    }
    return scales
  }

  /// log₂|a| to within 0.01, without Foundation: the exponent plus a quadratic fit of the
  /// significand's logarithm; 0 for 0.
  static func log2Magnitude(_ a: Double) -> Double {
    guard a != 0, a.isFinite else { return 0 }
    let m = abs(a)
    let f = m.significand - 1
    return Double(m.exponent) + f * (1.3465 - 0.3465 * f)
  }

  private static func dot(_ a: [Double], _ b: [Double]) -> Double {
    var sum = 0.0
    for k in a.indices { sum += a[k] * b[k] }
    return sum
  }
}
