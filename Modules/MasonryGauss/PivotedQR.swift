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
///   `A`, which for `A = Mᵀ` is an orthonormal basis of the null space of `M`.
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
  /// `R` in the upper triangle of the first `rank` rows; the rest is scratch.
  private var r: Matrix
  /// The Householder vectors: step *k* reflects rows *k*..<*m* with `I − β·v·vᵀ`.
  private var reflectors: [[Double]] = []
  private var betas: [Double] = []

  /// Factors `a`. A remaining column counts as zero when its norm is at most
  /// ``GaussSolver/epsilon`` times the larger of `reference` and the first pivot's norm.
  ///
  /// - Parameter reference: the size of the numbers `a` was made from (for example the largest
  ///   norm of the rows before they were projected), so that a matrix of pure rounding noise
  ///   has rank zero.
  init(_ a: Matrix, reference: Double) {
    rowCount = a.rowCount
    columnCount = a.columnCount
    permutation = Array(0..<a.columnCount)
    r = a
    var cutoff = GaussSolver.epsilon * reference
    for k in 0..<min(rowCount, columnCount) {
      var best = -1
      var bestNorm = 0.0
      for j in k..<columnCount {
        var sum = 0.0
        for i in k..<rowCount { sum += r[i, j] * r[i, j] }
        if sum > bestNorm {
          bestNorm = sum
          best = j
        }
      }
      let norm = bestNorm.squareRoot()
      if k == 0 { cutoff = max(cutoff, GaussSolver.epsilon * norm) }
      guard best >= 0, norm > cutoff else { break }
      if best != k {
        for i in 0..<rowCount {
          let t = r[i, k]
          r[i, k] = r[i, best]
          r[i, best] = t
        }
        permutation.swapAt(k, best)
      }
      // v = x − α·e₁ with α = −sign(x₀)·‖x‖, which avoids cancellation.
      let alpha = r[k, k] >= 0 ? -norm : norm
      var v = Array(repeating: 0.0, count: rowCount - k)
      for i in k..<rowCount { v[i - k] = r[i, k] }
      v[0] -= alpha
      var vv = 0.0
      for x in v { vv += x * x }
      let beta = vv > 0 ? 2 / vv : 0
      r[k, k] = alpha
      for i in (k + 1)..<max(k + 1, rowCount) { r[i, k] = 0 }
      for j in (k + 1)..<max(k + 1, columnCount) {
        var dot = 0.0
        for i in k..<rowCount { dot += v[i - k] * r[i, j] }
        let f = beta * dot
        if f == 0 { continue }
        for i in k..<rowCount { r[i, j] -= f * v[i - k] }
      }
      reflectors.append(v)
      betas.append(beta)
      rank = k + 1
    }
  }

  /// Replaces `b` (of length `rowCount`) by `Qᵀ·b`.
  func applyQTranspose(_ b: inout [Double]) {
    for k in 0..<rank { reflect(k, &b) }
  }

  /// Replaces `b` (of length `rowCount`) by `Q·b`.
  func applyQ(_ b: inout [Double]) {
    for k in (0..<rank).reversed() { reflect(k, &b) }
  }

  private func reflect(_ k: Int, _ b: inout [Double]) {
    let v = reflectors[k]
    var dot = 0.0
    for i in 0..<v.count { dot += v[i] * b[k + i] }
    let f = betas[k] * dot
    if f == 0 { return }
    for i in 0..<v.count { b[k + i] -= f * v[i] }
  }

  /// The basic least-squares solution of `A·x ≈ b`: the pivoted columns solve the triangular
  /// system, the others are zero.
  func solve(_ b: [Double]) -> [Double] {
    var c = b
    applyQTranspose(&c)
    var y = Array(repeating: 0.0, count: rank)
    for k in (0..<rank).reversed() {
      var sum = c[k]
      for j in (k + 1)..<max(k + 1, rank) { sum -= r[k, j] * y[j] }
      y[k] = sum / r[k, k]
    }
    var x = Array(repeating: 0.0, count: columnCount)
    for k in 0..<rank { x[permutation[k]] = y[k] }
    return x
  }

  /// The least-norm solution of `Aᵀ·x = b` when `A` has full column rank (`rank ==
  /// columnCount`): `x = Q·[R⁻ᵀ·Pᵀ·b; 0]`.
  func solveTransposed(_ b: [Double]) -> [Double] {
    precondition(rank == columnCount, "Aᵀx = b needs A of full column rank")
    var x = Array(repeating: 0.0, count: rowCount)
    for k in 0..<rank {
      var sum = b[permutation[k]]
      for j in 0..<k { sum -= r[j, k] * x[j] }
      x[k] = sum / r[k, k]
    }
    applyQ(&x)
    return x
  }

  /// An orthonormal basis of the complement of the range of `A`: the last `rowCount − rank`
  /// columns of `Q`, as a `rowCount`×(`rowCount − rank`) matrix.
  func complementOfRange() -> Matrix {
    var result = Matrix(rows: rowCount, columns: rowCount - rank)
    var e = Array(repeating: 0.0, count: rowCount)
    for j in rank..<rowCount {
      for i in 0..<rowCount { e[i] = 0 }
      e[j] = 1
      applyQ(&e)
      for i in 0..<rowCount { result[i, j - rank] = e[i] }
    }
    return result
  }
}

/// An orthonormal basis of the null space of `m` (its columns), from a pivoted QR of `mᵀ`.
///
/// - Parameter reference: see ``PivotedQR/init(_:reference:)``.
func nullSpace(of m: Matrix, reference: Double) -> Matrix {
  PivotedQR(m.transposed(), reference: reference).complementOfRange()
}
