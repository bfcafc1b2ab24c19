// SPDX-License-Identifier: MIT

import Testing

@testable import MasonryGauss

/// The column scales of the dense engine: none for coefficients of ordinary sizes (so those
/// systems solve bit for bit as without scaling), and powers of two that bring a chain of
/// factors 1e8 to coefficients near 1.
@Suite struct ColumnScalingTests {
  @Test func ordinaryCoefficientsAreNotScaled() {
    // Widths, multipliers 0.5 and 2, an aspect ratio 16/9, a chain of 20 doublings.
    var rows: [(columns: [Int], coefficients: [Double])] = [
      ([0, 1], [1, -0.5]), ([1, 2], [2, -1]), ([2, 3], [1, -16.0 / 9]), ([0], [1]),
    ]
    for i in 3..<23 { rows.append(([i, i + 1], [1, -2])) }
    #expect(ColumnScaling.scales(rows: rows, columnCount: 24) == nil)
    #expect(ColumnScaling.scales(rows: [([0, 1], [1, -1])], columnCount: 2) == nil)
  }

  @Test func chainOfLargeFactorsIsEquilibrated() throws {
    // y[i] − 1e8·y[i − 1] for 38 links, and an edit row on y[0].
    var rows: [(columns: [Int], coefficients: [Double])] = [([0], [1])]
    for i in 1...38 { rows.append(([i - 1, i], [-1e8, 1])) }
    let scales = try #require(ColumnScaling.scales(rows: rows, columnCount: 39))
    for scale in scales { #expect(scale.significand == 1, "\(scale) is a power of two") }
    for row in rows {
      let scaled = zip(row.columns, row.coefficients).map { abs($1 * scales[$0]) }
      let ratio = scaled.max()! / scaled.min()!
      #expect(ratio < 4, "\(row) scales to \(scaled)")
    }
  }

  @Test func oneRowOfWideCoefficientsIsEquilibrated() throws {
    // API fuzz seed 893757's required rows: `v0` pinned, `261·v2 − 2e10·v0` (a ratio of
    // 7.7e7), `60·v2 + 218·v1`, the floor `222·v3 + 64·v2` and `6·v3 − 96·v2`. The fitted
    // exponents spread by 27 only, under ``ColumnScaling/spreadThreshold``: scaled only when a
    // feasibility check asks for wide rows to count.
    let rows: [(columns: [Int], coefficients: [Double])] = [
      ([0, 2], [-2e10, 261]), ([1, 2], [-218, -60]), ([2, 3], [64, 222]), ([0], [-221]),
      ([2, 3], [-96, 6]),
    ]
    #expect(ColumnScaling.scales(rows: rows, columnCount: 4) == nil)
    let scales = try #require(ColumnScaling.scales(rows: rows, columnCount: 4, wideRows: true))
    let wide = zip(rows[0].columns, rows[0].coefficients).map { abs($1 * scales[$0]) }
    #expect(wide.max()! / wide.min()! < 1e3, "\(wide)")
  }

  @Test func log2MagnitudeIsCloseToTheLogarithm() {
    for (value, expected) in [
      (1.0, 0.0), (1e8, 26.575), (-0.75, -0.415), (Double.leastNonzeroMagnitude, -1074.0),
    ] {
      #expect(abs(ColumnScaling.log2Magnitude(value) - expected) < 0.01, "\(value)")
    }
    #expect(ColumnScaling.log2Magnitude(0) == 0)
  }
}
