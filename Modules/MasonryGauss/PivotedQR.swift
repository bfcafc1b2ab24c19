// SPDX-License-Identifier: MIT

/// A rank-revealing factorisation `A·P = Q·R`: Householder QR with column pivoting
/// (Businger–Golub).
///
/// At step *k* the remaining column of largest norm moves to position *k* (ties go to the
/// lowest column), so the diagonal of `R` decreases. The factorisation stops as soon as every
/// remaining column is shorter than the cutoff; the number of steps taken is the numerical
/// rank *r*. What the solver needs from it:
/// - ``solve(_:)``: a least-squares solution of `A·x ≈ b` (the *basic* one: zero in the
///   columns that were not pivoted), never through the normal equations;
/// - ``complementOfRange()``: an orthonormal basis of the vectors orthogonal to the range of
///   `A`, which for `A = Mᵀ` is an orthonormal basis of the null space of `M`;
/// - ``complementCoordinates(of:)`` and ``fromComplement(_:)``: the same basis used without
///   forming it.
///
/// - Complexity: O(*m*·*n*·*r*) to factor an *m*×*n* matrix of rank *r*.
struct PivotedQR {
  /// The rows of `A`.
  let rowCount: Int
  /// The columns of `A`.
  let columnCount: Int
  /// The numerical rank: how many Householder steps were taken.
  private(set) var rank = 0
  /// Column *k* of `A·P` is column `permutation[k]` of `A`.
  private(set) var permutation: [Int]
  /// Column-major: `R` in the upper triangle of the first `rank` rows, and below the diagonal
  /// of column *k* the tail of Householder vector *k* (whose head is 1).
  private var factors: [Double]
  /// The Householder factors: step *k* reflects rows *k*..<*m* with `I − β·v·vᵀ`.
  private var betas: [Double] = []

  /// Factors `a`. A remaining column counts as zero when its norm is at most `tolerance`
  /// times the larger of `reference` and the first pivot's norm.
  ///
  /// - Parameters:
  ///   - reference: the size of the numbers `a` was made from (for example the largest norm
  ///     of the rows before they were projected), so that a matrix of pure rounding noise has
  ///     rank zero.
  ///   - tolerance: the relative size below which a column counts as zero:
  ///     ``GaussSolver/epsilon`` unless a caller knows the columns' rounding to be smaller.
  init(_ a: Matrix, reference: Double, tolerance: Double = GaussSolver.epsilon) {
    let m = a.rowCount
    let n = a.columnCount
    rowCount = m
    columnCount = n
    permutation = Array(0..<n)
    factors = a.storage
    var rank = 0
    var betas: [Double] = []
    var permutation = self.permutation
    factors.withUnsafeMutableBufferPointer { f in
      // Squared norms of the remaining parts of the columns, downdated after each step and
      // recomputed when cancellation makes the downdate unreliable.
      var norms = Array(repeating: 0.0, count: n)
      var original = Array(repeating: 0.0, count: n)
      for j in 0..<n {
        var sum = 0.0
        for i in 0..<m { sum += f[j * m + i] * f[j * m + i] }
        norms[j] = sum
        original[j] = sum
      }
      var cutoff = tolerance * reference
      for k in 0..<min(m, n) {
        var best = -1
        var bestNorm = 0.0
        for j in k..<n where norms[j] > bestNorm {
          bestNorm = norms[j]
          best = j
        }
        guard best >= 0 else { break }
        // Recompute the winner exactly before trusting it.
        var exact = 0.0
        for i in k..<m { exact += f[best * m + i] * f[best * m + i] }
        let norm = exact.squareRoot()
        if k == 0 { cutoff = max(cutoff, tolerance * norm) }
        guard norm > cutoff else { break }
        if best != k {
          for i in 0..<m { f.swapAt(k * m + i, best * m + i) }
          norms.swapAt(k, best)
          original.swapAt(k, best)
          permutation.swapAt(k, best)
        }
        // v = x − α·e₁ with α = −sign(x₀)·‖x‖, which avoids cancellation; scaled so v₀ = 1.
        let head = f[k * m + k]
        let alpha = head >= 0 ? -norm : norm
        let v0 = head - alpha
        var beta = 0.0
        if v0 != 0 {
          for i in (k + 1)..<m { f[k * m + i] /= v0 }
          var vv = 1.0
          for i in (k + 1)..<m { vv += f[k * m + i] * f[k * m + i] }
          beta = 2 / vv
        }
        f[k * m + k] = alpha
        for j in (k + 1)..<n {
          let column = j * m
          var dot = f[column + k]
          for i in (k + 1)..<m { dot += f[k * m + i] * f[column + i] }
          let scale = beta * dot
          if scale != 0 {
            f[column + k] -= scale
            for i in (k + 1)..<m { f[column + i] -= scale * f[k * m + i] }
          }
          let top = f[column + k]
          norms[j] -= top * top
          if norms[j] <= PivotedQR.downdateLimit * original[j] {
            var sum = 0.0
            for i in (k + 1)..<m { sum += f[column + i] * f[column + i] }
            norms[j] = sum
            original[j] = sum
          }
        }
        betas.append(beta)
        rank = k + 1
      }
    }
    self.rank = rank
    self.betas = betas
    self.permutation = permutation
  }

  /// When a downdated squared column norm falls below this fraction of the last one computed
  /// exactly, most of its digits are cancellation: it is recomputed (the usual √ε-size rule of
  /// pivoted QR codes, for squared norms).
  static let downdateLimit = 1e-8

  /// Replaces `b` (of length `rowCount`) by `Qᵀ·b`.
  func applyQTranspose(_ b: inout [Double]) {
    for k in 0..<rank { reflect(k, &b) }
  }

  /// Replaces `b` (of length `rowCount`) by `Q·b`.
  func applyQ(_ b: inout [Double]) {
    for k in (0..<rank).reversed() { reflect(k, &b) }
  }

  private func reflect(_ k: Int, _ b: inout [Double]) {
    let m = rowCount
    let beta = betas[k]
    if beta == 0 { return }
    factors.withUnsafeBufferPointer { f in
      b.withUnsafeMutableBufferPointer { x in
        var dot = x[k]
        for i in (k + 1)..<m { dot += f[k * m + i] * x[i] }
        let scale = beta * dot
        if scale == 0 { return }
        x[k] -= scale
        for i in (k + 1)..<m { x[i] -= scale * f[k * m + i] }
      }
    }
  }

  /// The magnitude of the last pivot, |`R[rank − 1, rank − 1]`| (the smallest, as pivoting
  /// orders them), or 0 at rank zero: how close the pivoted columns come to dependent.
  var smallestPivot: Double {
    rank > 0 ? abs(rFactor(rank - 1, rank - 1)) : 0
  }

  /// The least ratio of a pivot to the size of the column it was taken from,
  /// |`R[k, k]`| / `sizes[permutation[k]]` over the pivots (1 at rank zero): how close the
  /// pivoted columns come to dependent, each judged at its own scale, so that columns of very
  /// different lengths but far from dependent (a row of 2e10 beside one of 281) score 1.
  func smallestRelativePivot(sizes: [Double]) -> Double {
    var least = 1.0
    for k in 0..<rank {
      let size = sizes[permutation[k]]
      guard size > 0 else { continue }
      least = min(least, abs(rFactor(k, k)) / size)
    }
    return least
  }

  /// `R[i, j]` for `i <= j`, `i < rank` (the columns past `rank` hold `R₁₂`).
  private func rFactor(_ i: Int, _ j: Int) -> Double {
    factors[j * rowCount + i]
  }

  /// The basic least-squares solution of `A·x ≈ b`: the pivoted columns solve the triangular
  /// system, the others are zero.
  func solve(_ b: [Double]) -> [Double] {
    var c = b
    applyQTranspose(&c)
    var y = Array(repeating: 0.0, count: rank)
    for k in (0..<rank).reversed() {
      var sum = c[k]
      for j in (k + 1)..<max(k + 1, rank) { sum -= rFactor(k, j) * y[j] }
      y[k] = sum / rFactor(k, k)
    }
    var x = Array(repeating: 0.0, count: columnCount)
    for k in 0..<rank { x[permutation[k]] = y[k] }
    return x
  }

  /// The least-squares solution of `A·x ≈ b` of least norm: ``solve(_:)`` when the rank is
  /// full; otherwise the pivoted rows of `R`, `[R₁₁ R₁₂]`, are factored once more (a complete
  /// orthogonal decomposition) and the least-norm solution of `[R₁₁ R₁₂]·y = (Qᵀ·b)₁` is
  /// taken.
  ///
  /// Unlike the basic solution, it has no part along the directions `A` does not see. An
  /// active-set step taken in the coordinates of an orthonormal basis that mixes such
  /// directions with the ones the rows see moves along them as far as along the others (API
  /// fuzz optimality seed 22101). Used only by the searches that retry a solve whose answer
  /// broke a hard row (see ``SearchRules/leastNormSteps``): it costs a second factorisation
  /// per step.
  ///
  /// - Complexity: O(*n*·*r*²) more than ``solve(_:)`` for *n* columns of rank *r* < *n*.
  func solveLeastNorm(_ b: [Double]) -> [Double] {
    guard rank > 0, rank < columnCount else { return solve(b) }
    // Tᵀ for T = [R₁₁ R₁₂] (pivoted order), whose rows are independent (R₁₁ is invertible).
    var t = Matrix(rows: columnCount, columns: rank)
    for i in 0..<rank {
      for j in i..<columnCount { t[j, i] = rFactor(i, j) }
    }
    let second = PivotedQR(t, reference: 0, tolerance: 0)
    guard second.rank == rank else { return solve(b) }
    var c = b
    applyQTranspose(&c)
    let y = second.solveTransposed(Array(c.prefix(rank)))
    var x = Array(repeating: 0.0, count: columnCount)
    for k in 0..<columnCount { x[permutation[k]] = y[k] }
    return x
  }

  /// The least-norm solution of `Aᵀ·x = b` when `A` has full column rank (`rank ==
  /// columnCount`): `x = Q·[R⁻ᵀ·Pᵀ·b; 0]`.
  func solveTransposed(_ b: [Double]) -> [Double] {
    precondition(rank == columnCount, "Aᵀx = b needs A of full column rank")
    var x = Array(repeating: 0.0, count: rowCount)
    for k in 0..<rank {
      var sum = b[permutation[k]]
      for j in 0..<k { sum -= rFactor(j, k) * x[j] }
      x[k] = sum / rFactor(k, k)
    }
    applyQ(&x)
    return x
  }

  /// The vector `x = Q·[R₁₁⁻ᵀ·e_k; 0]` in the range of the pivoted columns, with
  /// `aᵀ·x = 1` for the pivoted column *k* and 0 for the other pivoted columns: the dual basis
  /// of the first `rank` pivoted columns.
  func dualColumn(_ k: Int) -> [Double] {
    var x = Array(repeating: 0.0, count: rowCount)
    for j in 0..<rank {
      var sum = j == k ? 1.0 : 0.0
      for l in 0..<j { sum -= rFactor(l, j) * x[l] }
      x[j] = sum / rFactor(j, j)
    }
    applyQ(&x)
    return x
  }

  /// An orthonormal basis of the complement of the range of `A`: the last `rowCount − rank`
  /// columns of `Q`, as a `rowCount`×(`rowCount − rank`) matrix.
  func complementOfRange() -> Matrix {
    var result = Matrix(rows: rowCount, columns: rowCount - rank)
    for j in rank..<rowCount {
      var e = Array(repeating: 0.0, count: rowCount)
      e[j] = 1
      applyQ(&e)
      for i in 0..<rowCount { result[i, j - rank] = e[i] }
    }
    return result
  }

  /// `rows · Z` for the basis `Z` of ``complementOfRange()``, without forming `Z`: each row
  /// (of length `rowCount`) in the coordinates of that basis.
  ///
  /// - Complexity: O(*k*·`rowCount`·`rank`) for *k* rows.
  func complementCoordinates(of rows: Matrix) -> Matrix {
    precondition(rows.columnCount == rowCount, "rows live in the space Q acts on")
    var result = Matrix(rows: rows.rowCount, columns: rowCount - rank)
    for i in 0..<rows.rowCount {
      var row = rows.row(i)
      applyQTranspose(&row)
      for j in rank..<rowCount { result[i, j - rank] = row[j] }
    }
    return result
  }

  /// `Z · coordinates` for the basis `Z` of ``complementOfRange()``, without forming `Z`.
  func fromComplement(_ coordinates: [Double]) -> [Double] {
    var x = Array(repeating: 0.0, count: rank) + coordinates
    applyQ(&x)
    return x
  }
}
