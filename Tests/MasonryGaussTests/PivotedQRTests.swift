// SPDX-License-Identifier: MIT

import Testing

@testable import MasonryGauss

/// The rank-revealing factorisation under the solver.
@Suite struct PivotedQRTests {
  static func matrix(_ rows: [[Double]]) -> Matrix {
    var m = Matrix(rows: rows.count, columns: rows.first?.count ?? 0)
    for (i, row) in rows.enumerated() {
      for (j, value) in row.enumerated() { m[i, j] = value }
    }
    return m
  }

  @Test func rankOfDependentColumns() {
    let a = Self.matrix([[1, 2, 3], [2, 4, 1], [3, 6, 0]])
    #expect(PivotedQR(a, reference: 1).rank == 2)
    #expect(PivotedQR(Self.matrix([[0, 0], [0, 0]]), reference: 1).rank == 0)
    // Rounding noise relative to the reference is rank zero.
    #expect(PivotedQR(Self.matrix([[1e-14, 0], [0, 1e-15]]), reference: 1).rank == 0)
  }

  @Test func leastSquaresOfAnInconsistentSystem() {
    // x = 1, x = 3 → 2; y = 5.
    let a = Self.matrix([[1, 0], [1, 0], [0, 1]])
    let x = PivotedQR(a, reference: 1).solve([1, 3, 5])
    #expect(abs(x[0] - 2) < 1e-12)
    #expect(abs(x[1] - 5) < 1e-12)
  }

  @Test func nullSpaceIsOrthonormalAndAnnihilated() {
    let m = Self.matrix([[1, -1, 0, 0], [0, 1, -1, 0], [1, 0, -1, 0]])
    let n = PivotedQR(m.transposed(), reference: 1).complementOfRange()
    #expect(n.rowCount == 4)
    #expect(n.columnCount == 2)
    let product = m.multiplied(by: n)
    #expect(maxMagnitude(product.storage) < 1e-12)
    let gram = n.transposed().multiplied(by: n)
    for i in 0..<2 {
      for j in 0..<2 { #expect(abs(gram[i, j] - (i == j ? 1 : 0)) < 1e-12) }
    }
  }

  @Test func leastNormSolutionOfTheTranspose() {
    // Aᵀx = b with A = [1 0; 1 1; 0 0] (full column rank): x₀ + x₁ = 1, x₁ = 2, least norm.
    let a = Self.matrix([[1, 0], [1, 1], [0, 0]])
    let x = PivotedQR(a, reference: 1).solveTransposed([1, 2])
    #expect(abs(x[0] - -1) < 1e-12)
    #expect(abs(x[1] - 2) < 1e-12)
    #expect(abs(x[2]) < 1e-12)
  }
}
