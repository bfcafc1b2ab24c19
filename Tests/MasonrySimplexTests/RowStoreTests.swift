// SPDX-License-Identifier: MIT

import Testing
import _MasonryTestSupport

@testable import MasonrySimplex

/// Issue 7: the tableau's rows live in one arena of cells. Rows grow in place at the arena's
/// end, move to the end when they outgrow their room, and are written again in row order once
/// the dead cells outnumber the live ones; a copy of the store is independent of the original
/// (the all-or-none batch add keeps one to put back).
@Suite struct RowStoreTests {
  /// The cells of every row, read back as arrays.
  private func contents(_ store: RowStore) -> [[Int32]] {
    (0..<store.count).map { store.syms($0) }
  }

  private func coefficients(_ store: RowStore) -> [[Double]] {
    (0..<store.count).map { store.coefs($0) }
  }

  /// Inserts one cell at `k` of row `i`, through ``RowStore/replaceCells(_:_:_:_:_:)``.
  private func insert(_ cell: (Int32, Double), into store: inout RowStore, row i: Int, at k: Int) {
    [cell.0].withUnsafeBufferPointer { syms in
      [cell.1].withUnsafeBufferPointer { coefs in store.replaceCells(i, k, k, syms, coefs) }
    }
  }

  /// A pivot trades a row's entering symbol for the leaving one: `replaceCell` puts the new
  /// cell in its place in the symbols' order, moving only the cells between, and the row keeps
  /// its length, its room and its place in the arena. Checked against a sorted model on rows
  /// of 1 to 12 cells, with the new symbol below, between and above the others.
  @Test func replaceCellKeepsTheSymbolsSorted() {
    var store = RowStore()
    var generator = SplitMix64(seed: 7)
    store.appendRow()
    store.appendRow()
    store.setCells(1, [5], [5])
    for _ in 0..<2_000 {
      let n = 1 + Int(generator.next() % 12)
      var symbols = Set<Int32>()
      while symbols.count < n + 1 { symbols.insert(Int32(generator.next() % 40)) }
      var sorted = symbols.sorted()
      let fresh = sorted.remove(at: Int(generator.next() % UInt64(n + 1)))
      let coefs = sorted.map { Double($0) / 8 }
      store.setCells(0, sorted, coefs)
      let start = store.arena.span[0].start
      let room = store.room(0)
      let k = Int(generator.next() % UInt64(n))
      store.replaceCell(0, at: k, by: fresh, -1)
      var model = Array(zip(sorted, coefs))
      model.remove(at: k)
      model.insert((fresh, -1), at: model.firstIndex { $0.0 > fresh } ?? model.count)
      #expect(store.syms(0) == model.map(\.0))
      #expect(store.coefs(0) == model.map(\.1))
      #expect(store.arena.span[0].start == start && store.room(0) == room)
      #expect(store.syms(1) == [5])
    }
  }

  /// Random edits of random rows (whole rows set, cells inserted, removed and replaced) agree
  /// with a model of one array per row, through enough moves to compact the arena many times.
  @Test func editsAgreeWithOneArrayPerRow() {
    var store = RowStore()
    var model: [[(Int32, Double)]] = []
    var generator = SplitMix64(seed: 12)
    let rowCount = 40
    for _ in 0..<rowCount {
      store.appendRow()
      model.append([])
    }
    var deadBefore = 0
    var compactions = 0
    for step in 0..<20_000 {
      let i = Int(generator.next() % UInt64(rowCount))
      let n = model[i].count
      switch generator.next() % 5 {
      case 0:
        // A whole row, up to 300 cells: long rows outgrow their room and move.
        let length = Int(generator.next() % 300)
        let cells = (0..<length).map { (Int32($0), Double(step) + Double($0) / 1_000) }
        store.setCells(i, cells.map(\.0), cells.map(\.1))
        model[i] = cells
      case 1:
        let k = Int(generator.next() % UInt64(n + 1))
        let cell = (Int32(step), Double(step))
        insert(cell, into: &store, row: i, at: k)
        model[i].insert(cell, at: k)
      case 2 where n > 0:
        let k = Int(generator.next() % UInt64(n))
        store.removeCell(i, at: k)
        model[i].remove(at: k)
      case 3:
        let lo = Int(generator.next() % UInt64(n + 1))
        let hi = lo + Int(generator.next() % UInt64(n - lo + 1))
        let added = Int(generator.next() % 12)
        let cells = (0..<added).map { (Int32(-$0), Double(-step)) }
        cells.map(\.0).withUnsafeBufferPointer { syms in
          cells.map(\.1).withUnsafeBufferPointer { coefs in
            store.replaceCells(i, lo, hi, syms, coefs)
          }
        }
        model[i].replaceSubrange(lo..<hi, with: cells)
      default:
        store.clearCells(i)
        model[i] = []
      }
      if store.arena.deadCells < deadBefore { compactions += 1 }
      deadBefore = store.arena.deadCells
    }
    #expect(contents(store) == model.map { $0.map(\.0) })
    #expect(coefficients(store) == model.map { $0.map(\.1) })
    #expect(compactions > 0, "the arena never compacted: the test did not reach that path")
    // No row's room overlaps another's.
    expectDisjointRooms(store.arena.rooms, within: store.arena.cells.count)
  }

  /// A copy of the store keeps its cells when the original is written, and the other way
  /// round.
  @Test func aCopyIsIndependent() {
    var store = RowStore()
    store.appendRow()
    store.appendRow()
    store.setCells(0, [1, 2, 3], [1, 2, 3])
    store.setCells(1, [4], [4])
    var copy = store
    insert((9, 9), into: &store, row: 0, at: 1)
    store.withMutableCells(1) { _, coefs in coefs[0] = -4 }
    #expect(copy.syms(0) == [1, 2, 3])
    #expect(copy.coefs(1) == [4])
    copy.removeCell(0, at: 0)
    #expect(store.syms(0) == [1, 9, 2, 3])
    #expect(copy.syms(0) == [2, 3])
    #expect(store.coefs(1) == [-4])
  }

  /// A row grows by half again what it must hold; a long row that cancels down to a short one
  /// gives the rest of its room back (rows that fill in for a while and cancel again would
  /// otherwise keep their longest extent each), and a row that moves leaves its cells dead.
  @Test func roomsGrowAndShrinkWithTheRows() {
    var store = RowStore()
    store.appendRow()
    store.appendRow()
    let long = (0..<200).map { Int32($0) }
    store.setCells(0, long, long.map(Double.init))
    #expect(store.room(0) == 300)
    #expect(store.arena.deadCells == 0)
    // Row 1 opens after row 0's room; row 0 no longer ends the arena.
    store.setCells(1, [1], [1])
    #expect(store.room(1) == 4)
    store.setCells(0, [7, 8], [7, 8])
    #expect(store.room(0) == 2)
    #expect(store.arena.deadCells == 298)
    #expect(store.syms(0) == [7, 8])
    // Outgrowing its room, row 0 moves to the end, its two cells dead.
    insert((9, 9), into: &store, row: 0, at: 2)
    #expect(store.syms(0) == [7, 8, 9])
    #expect(store.arena.deadCells == 300)
    #expect(store.arena.span[0].start > store.arena.span[1].start)
    expectDisjointRooms(store.arena.rooms, within: store.arena.cells.count)
  }
}

/// The definitions' arena: a symbol left without cells reads as empty after a compaction that
/// moved the cells of the others (a `.csys`-generated script of `MASONRY_FUZZ_SEEDS=3000`
/// trapped there: a reorientation saved the definition of a variable that had none).
@Suite struct DefinitionsArenaTests {
  @Test func aSymbolWithoutCellsReadsEmptyAfterACompaction() {
    var defs = Definitions()
    defs.reserveSymbols(2)
    let cells: [Int32] = Array(0..<10)
    let coefs = [Double](repeating: 1, count: 10)
    // Symbol 0 written again and again leaves garbage; symbol 1's cells then start beyond it.
    for _ in 0..<102 { defs.setCells(of: 0, syms: cells, coefs: coefs) }
    defs.setCells(of: 1, syms: cells, coefs: coefs)
    defs.forget(1)
    // The next write compacts the arena down to symbol 0's cells.
    defs.setCells(of: 0, syms: cells, coefs: coefs)
    #expect(defs.cellSyms.count < 100, "the arena did not compact: the test missed its case")
    #expect(defs.syms(of: 1).isEmpty)
    #expect(defs.coefs(of: 1).isEmpty)
    #expect(Array(defs.syms(of: 0)) == cells)
  }
}
