// SPDX-License-Identifier: MIT

import Testing
import _MasonryTestSupport

@testable import MasonrySimplex

/// The tableau's columns live in one arena of row ids, as its rows do (see `RowStoreTests`):
/// a column grows in place while it has room or sits at the arena's end, moves to the end
/// otherwise, and the arena is written again in symbol order once the dead cells outnumber the
/// live ones. Every column must read exactly as one array per symbol would, in the same order
/// (the pivots walk columns in order, so the order decides ties), and a copy of the store is
/// independent of the original (a copy of the solver is kept to put back). While the store
/// reuses entries, an append of a row a short column lists already (up to
/// ``ColumnStore/reuseScan`` entries) adds nothing.
@Suite struct ColumnStoreTests {
  /// The model's rule for an append.
  private func append(_ r: Int32, to column: inout [Int32], reusing: Bool) {
    if reusing, column.count <= ColumnStore.reuseScan, column.contains(r) { return }
    column.append(r)
  }

  /// The first `count` columns, read back as arrays; the store's spans beyond them (its room
  /// for more symbols) must be empty.
  private func contents(_ store: ColumnStore, _ count: Int) -> [[Int32]] {
    #expect((count..<store.spanCount).allSatisfy { store.isEmpty($0) })
    return (0..<count).map { store.array($0) }
  }

  /// Random appends, batch appends, clears, replacements (shorter, as a cleaning writes, and
  /// longer, as a rollback does) and truncations agree with a model of one array per symbol,
  /// through enough moves to compact the arena many times.
  @Test func editsAgreeWithOneArrayPerSymbol() {
    var store = ColumnStore()
    var model: [[Int32]] = []
    var generator = SplitMix64(seed: 7)
    var symbolCount = 60
    // Spans for every symbol id the test makes, as the tableau reserves them; a symbol's
    // column is opened when the symbol is made.
    store.reserveSymbols(80)
    for s in 0..<symbolCount {
      store.open(s)
      model.append([])
    }
    var deadBefore = 0
    var compactions = 0
    for step in 0..<100_000 {
      let s = Int(generator.next() % UInt64(symbolCount))
      let n = model[s].count
      let r = Int32(step % 5_000)
      if step % 500 == 0 { store.reusesEntries.toggle() }
      switch generator.next() % 16 {
      case 0..<6:
        store.append(s, r)
        append(r, to: &model[s], reusing: store.reusesEntries)
      case 6, 7:
        // One row into several columns, as a merge adds it.
        let symbols = (0..<Int(generator.next() % 6)).map { _ in
          Int32(generator.next() % UInt64(symbolCount))
        }
        let limits = [Int32](repeating: 40, count: symbolCount)
        let anyFull = store.append(r, toEach: symbols, limits: limits)
        for t in symbols { append(r, to: &model[Int(t)], reusing: store.reusesEntries) }
        #expect(anyFull == symbols.contains { model[Int($0)].count > 40 })
      case 8..<11:
        // A cleaning: a subsequence of the column, written back.
        let kept = model[s].filter { _ in generator.next() % 3 != 0 }
        store.replace(s, with: kept)
        model[s] = kept
      case 11, 12:
        // A rollback's restore: any list, longer ones too.
        let restored = (0..<Int(generator.next() % 600)).map { Int32($0 &* 7 &+ step) }
        store.replace(s, with: restored)
        model[s] = restored
      case 13:
        store.clear(s)
        model[s] = []
      case 14 where symbolCount > 10 && generator.next() % 20 == 0:
        // A rolled back transaction drops the symbols it made.
        let kept = symbolCount - Int(generator.next() % 5)
        store.truncate(kept..<symbolCount)
        model.removeSubrange(kept...)
        symbolCount = kept
      case 15 where symbolCount < 80:
        store.open(symbolCount)
        model.append([])
        symbolCount += 1
      default:
        #expect(store.count(s) == n)
        #expect(store.isEmpty(s) == (n == 0))
      }
      if store.arena.deadCells < deadBefore { compactions += 1 }
      deadBefore = store.arena.deadCells
      if step % 1_000 == 0 { #expect(contents(store, symbolCount) == model) }
    }
    #expect(contents(store, symbolCount) == model)
    #expect(store.entryCount == model.reduce(0) { $0 + $1.count })
    #expect(compactions >= 3, "the arena compacted \(compactions) times: the test missed that path")
    // No column's room overlaps another's, and every room lies within the arena.
    expectDisjointRooms(store.arena.rooms, within: store.arena.cells.count)
  }

  /// A row that comes back to a short column keeps its place there, once, by both appends; a
  /// long column gets the row again at its end (looking through it would cost its length), and
  /// its cleaning keeps the first.
  @Test func aShortColumnListsARowOnce() {
    var store = ColumnStore()
    store.reserveSymbols(3)
    for s in 0..<3 { store.open(s) }
    for r: Int32 in [5, 3, 8] { store.append(0, r) }
    store.append(0, 3)
    #expect(
      store.array(0) == [5, 3, 8, 3], "outside the dual simplex, rows are appended as they come")
    store.replace(0, with: [5, 3, 8])
    store.reusesEntries = true
    store.append(0, 3)
    #expect(store.array(0) == [5, 3, 8])
    _ = store.append(5, toEach: [0, 1], limits: [64, 64, 64])
    #expect(store.array(0) == [5, 3, 8])
    #expect(store.array(1) == [5])
    // A column of `reuseScan` entries is still looked through, by both appends.
    let long = Int32(ColumnStore.reuseScan)
    for r in 0..<long { store.append(2, r) }
    store.append(2, 0)
    _ = store.append(long - 1, toEach: [2], limits: [64, 64, 64])
    #expect(store.array(2) == Array(0..<long))
    store.append(2, long)
    #expect(store.count(2) == ColumnStore.reuseScan + 1)
    store.append(2, 0)
    _ = store.append(1, toEach: [2], limits: [64, 64, 64])
    #expect(store.array(2) == Array(0...long) + [0, 1])
  }

  /// A column of one row owns four cells, not eight: most of a layout's symbols sit in one or
  /// two rows, and the first room was most of the arena (in `feed-10000`'s build, 1.41 M cells
  /// of room beyond 0.59 M entries).
  @Test func aColumnOfOneRowOwnsFourCells() {
    var store = ColumnStore()
    let n = 1_000
    store.reserveSymbols(n)
    for s in 0..<n {
      store.open(s)
      store.append(s, Int32(s))
    }
    #expect(store.arena.cells.count == 4 * n)
    // The fifth entry moves the column to room for ten, as before.
    for r: Int32 in 1...4 { store.append(0, r) }
    #expect(store.array(0) == [0, 1, 2, 3, 4])
    #expect(store.arena.rooms[0].count == 10)
  }

  /// A copy of the store keeps its columns when the original is written, and the other way
  /// round.
  @Test func aCopyIsIndependent() {
    var store = ColumnStore()
    store.reserveSymbols(3)
    for s in 0..<3 { store.open(s) }
    store.append(0, 1)
    store.append(0, 2)
    store.append(1, 3)
    var copy = store
    store.append(0, 9)
    _ = store.append(4, toEach: [1, 2], limits: [64, 64, 64])
    #expect(copy.array(0) == [1, 2])
    #expect(copy.array(1) == [3])
    #expect(copy.array(2).isEmpty)
    copy.replace(0, with: [2])
    copy.clear(1)
    #expect(store.array(0) == [1, 2, 9])
    #expect(store.array(1) == [3, 4])
    #expect(store.array(2) == [4])
    #expect(copy.array(0) == [2])
    #expect(copy.array(1).isEmpty)
  }
}
