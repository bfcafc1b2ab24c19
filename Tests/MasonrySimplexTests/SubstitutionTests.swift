// SPDX-License-Identifier: MIT

import Testing
import _MasonryTestSupport

@testable import MasonrySimplex

/// Issue 7: a pivot's substitution into a row (`row + coef * pivot row`, the entering symbol
/// taken out) is the simplex's innermost loop. Its merge walks the pivot row and copies the
/// runs of the row's own cells between the pivot row's symbols; these tests hold it to a
/// plain sum over a dictionary, on rows of many shapes: the entering symbol first, inside or
/// last, cells that cancel, rows far longer than the pivot row (the in-place branch) and the
/// other way round.
@Suite struct SubstitutionTests {
  /// A sparse row: sorted symbols with nonzero coefficients.
  private struct SparseRow {
    var syms: [Int32] = []
    var coefs: [Double] = []
  }

  /// A random row over symbols `0..<symbolCount` (each with probability `density`), with
  /// coefficients from a small set so that sums can cancel exactly.
  private static func row(
    symbolCount: Int32, density: Double, excluding excluded: Int32?,
    _ generator: inout SplitMix64
  ) -> SparseRow {
    var row = SparseRow()
    let values: [Double] = [-2, -1, -0.5, 0.5, 1, 2, 3]
    for s in 0..<symbolCount where s != excluded {
      guard Double(generator.next() % 1000) < density * 1000 else { continue }
      row.syms.append(s)
      row.coefs.append(values[Int(generator.next() % UInt64(values.count))])
    }
    return row
  }

  /// `row + coef * pivot` without `s`, by a dictionary; a cell kept when the sum is not zero.
  private static func expected(
    _ row: SparseRow, _ pivot: SparseRow, s: Int32, coef: Double
  ) -> [Int32: Double] {
    var sums: [Int32: Double] = [:]
    for (t, c) in zip(row.syms, row.coefs) where t != s { sums[t] = c }
    for (t, c) in zip(pivot.syms, pivot.coefs) { sums[t, default: 0] += coef * c }
    return sums.filter { $0.value != 0 }
  }

  /// Substitutes `pivot` for `s` in `row` through the tableau and returns the row's cells.
  private static func substituted(
    _ row: SparseRow, _ pivot: SparseRow, s: Int32, symbolCount: Int32
  ) -> (syms: [Int32], coefs: [Double], added: Set<Int32>) {
    var t = Tableau()
    for _ in 0..<(symbolCount + 2) { _ = t.newSymbol(.slack, owner: -1) }
    let rowBasic = symbolCount
    let pivotBasic = symbolCount + 1
    let r = t.installRow(rowBasic, syms: row.syms, coefs: row.coefs, constant: 1)
    let p = t.installRow(pivotBasic, syms: pivot.syms, coefs: pivot.coefs, constant: 2)
    t.loadPivot(p)
    let coef = t.coefficient(of: s, inRow: r)
    t.substituteIntoRow(r, s, coef: coef, pivotConst: 2)
    let cells = t.rows.withCells(Int(r)) { syms, coefs in (Array(syms), Array(coefs)) }
    // The symbols new to the row are in their columns now.
    var added: Set<Int32> = []
    for t0 in pivot.syms where !row.syms.contains(t0) {
      if t.rowsHolding(t0).contains(r) { added.insert(t0) }
    }
    return (cells.0, cells.1, added)
  }

  @Test(
    "a substitution is the row plus the pivot row times the coefficient",
    arguments: [(40, 0.3, 0.3), (40, 0.6, 0.1), (40, 0.05, 0.7), (400, 0.9, 0.005), (12, 1, 1)])
  func substitutionMatchesASum(symbolCount: Int32, rowDensity: Double, pivotDensity: Double) {
    var generator = SplitMix64(seed: UInt64(symbolCount) &* 7919 &+ UInt64(rowDensity * 100))
    for trial in 0..<60 {
      // The entering symbol first, last, or anywhere in the row.
      let s: Int32 =
        switch trial % 3 {
        case 0: 0
        case 1: symbolCount - 1
        default: Int32(generator.next() % UInt64(symbolCount))
        }
      var row = Self.row(
        symbolCount: symbolCount, density: rowDensity, excluding: nil, &generator)
      if !row.syms.contains(s) {
        let at = row.syms.firstIndex { $0 > s } ?? row.syms.count
        row.syms.insert(s, at: at)
        row.coefs.insert(1.5, at: at)
      }
      var pivot = Self.row(
        symbolCount: symbolCount, density: pivotDensity, excluding: s, &generator)
      if trial % 4 == 0 {
        // A pivot row that cancels the row's cells it shares: -row / coef on those (with a
        // power of two for `coef`, so that the sums are exactly zero).
        let coef = 2.0
        row.coefs[row.syms.firstIndex(of: s)!] = coef
        for (k, t0) in pivot.syms.enumerated() {
          if let j = row.syms.firstIndex(of: t0) { pivot.coefs[k] = -row.coefs[j] / coef }
        }
      }
      let coef = row.coefs[row.syms.firstIndex(of: s)!]
      let want = Self.expected(row, pivot, s: s, coef: coef)
      let got = Self.substituted(row, pivot, s: s, symbolCount: symbolCount)
      #expect(got.syms == got.syms.sorted(), "trial \(trial): cells out of order")
      #expect(!got.syms.contains(s), "trial \(trial): the entering symbol stayed")
      #expect(got.syms.count == want.count, "trial \(trial): \(got.syms.count) cells")
      for (t0, c) in zip(got.syms, got.coefs) {
        #expect(want[t0] == c, "trial \(trial): symbol \(t0)")
      }
      let newSymbols = Set(pivot.syms.filter { !row.syms.contains($0) && want[$0] != nil })
      #expect(got.added == newSymbols, "trial \(trial): columns of the new symbols")
    }
  }

  /// A column walk returns the rows that still hold the symbol, in the column's order, with
  /// their coefficients, whether the column is short (an append per row) or long (collected
  /// through buffers, from ``Tableau/bulkWalk`` entries on); rows that no longer hold the
  /// symbol are left out and dropped from the column.
  @Test("a column walk finds the rows that hold a symbol", arguments: [5, 31, 32, 80])
  func columnWalkFindsTheRows(rowCount: Int) {
    var t = Tableau()
    let symbolCount: Int32 = 6
    for _ in 0..<(Int(symbolCount) + rowCount) { _ = t.newSymbol(.slack, owner: -1) }
    var generator = SplitMix64(seed: UInt64(rowCount))
    var rows: [Int32] = []
    for k in 0..<rowCount {
      let c = Double(1 + k % 7) * (k % 2 == 0 ? 1 : -0.5)
      let other = Int32(1 + generator.next() % UInt64(symbolCount - 1))
      rows.append(
        t.installRow(symbolCount + Int32(k), syms: [0, other], coefs: [c, 1], constant: 1))
    }
    // Every third row loses symbol 0; the column still lists it.
    var expected: [(Int32, Double)] = []
    for (k, r) in rows.enumerated() {
      if k % 3 == 1 {
        let other = t.rows.withCells(Int(r)) { syms, _ in syms[1] }
        t.rows.setCells(Int(r), [other], [1])
      } else {
        expected.append((r, t.coefficient(of: 0, inRow: r)))
      }
    }
    var coefficients: [Double] = []
    let found = t.rowsHolding(0, coefficients: &coefficients)
    #expect(found == expected.map(\.0))
    #expect(coefficients == expected.map(\.1))
    #expect(Array(t.symbols.columns.rows(0)) == expected.map(\.0))
    #expect(t.rowsHolding(0) == expected.map(\.0))
  }
}
