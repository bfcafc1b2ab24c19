// SPDX-License-Identifier: MIT

import Testing
import _MasonryTestSupport

@testable import MasonrySimplex

/// The lists of dependents live in one arena, as the columns do (see `ColumnStoreTests`): a
/// list grows in place while it has room or sits at the arena's end, moves to the end
/// otherwise, and the arena is written again in symbol order once the dead entries outnumber
/// the live ones. Every list must read exactly as one array per symbol would, in the order its
/// entries were appended (a spread of changes follows that order).
@Suite struct DependentStoreTests {
  /// The first `count` lists, as arrays; the lists beyond them (the room for more symbols)
  /// must be empty.
  private func contents(_ store: DependentStore, _ count: Int) -> [[Dependent]] {
    #expect((count..<store.arena.count).allSatisfy { store.count($0) == 0 })
    return (0..<count).map { Array(store[$0]) }
  }

  /// A list of one dependent owns two cells, not four: most symbols have one or two
  /// dependents, and the first room was most of the arena (in `feed-10000`'s build, 0.70 M
  /// cells of room beyond 0.31 M entries).
  @Test func aListOfOneDependentOwnsTwoCells() {
    var store = DependentStore()
    let n = 1_000
    store.reserveSymbols(n)
    for s in 0..<n { store.append(Dependent(symbol: Int32(s), seq: 1), to: s) }
    #expect(store.arena.cells.count == 2 * n)
    store.append(Dependent(symbol: 7, seq: 2), to: 0)
    #expect(Array(store[0]) == [Dependent(symbol: 0, seq: 1), Dependent(symbol: 7, seq: 2)])
    #expect(store.arena.cells.count == 2 * n)
  }

  /// Random appends, cleanings, clears and resets agree with a model of one array per symbol,
  /// through enough moves to compact the arena several times.
  @Test func editsAgreeWithOneArrayPerSymbol() {
    var store = DependentStore()
    var model: [[Dependent]] = []
    var generator = SplitMix64(seed: 11)
    var symbolCount = 50
    store.reserveSymbols(70)
    model = Array(repeating: [], count: symbolCount)
    var deadBefore = 0
    var compactions = 0
    for step in 0..<400_000 {
      let s = Int(generator.next() % UInt64(symbolCount))
      switch generator.next() % 16 {
      case 0..<10:
        let d = Dependent(symbol: Int32(step % 3_000), seq: UInt32(step))
        store.append(d, to: s)
        model[s].append(d)
      case 10, 11:
        // A cleaning: the entries of definitions that are gone leave, the others keep their
        // order.
        let cut = generator.next() % 4
        store.removeAll(of: s) { UInt64($0.seq) % 4 == cut }
        model[s].removeAll { UInt64($0.seq) % 4 == cut }
      case 12:
        // A reused symbol id starts with an empty list.
        store.clear(s)
        model[s] = []
      case 13 where symbolCount > 10 && generator.next() % 20 == 0:
        // A rolled back transaction drops the symbols it made.
        let kept = symbolCount - Int(generator.next() % 5)
        store.reset(kept..<symbolCount)
        model.removeSubrange(kept...)
        symbolCount = kept
      case 14 where symbolCount < 70:
        model.append([])
        symbolCount += 1
      default:
        #expect(store.count(s) == model[s].count)
        // The flag the spread of changes reads in place of the list.
        #expect(store.hasEntries[s] == !model[s].isEmpty)
      }
      if store.arena.deadCells < deadBefore { compactions += 1 }
      deadBefore = store.arena.deadCells
      if step % 4_000 == 0 { #expect(contents(store, symbolCount) == model) }
    }
    #expect(contents(store, symbolCount) == model)
    #expect((0..<symbolCount).allSatisfy { store.hasEntries[$0] == !model[$0].isEmpty })
    #expect((symbolCount..<store.arena.count).allSatisfy { !store.hasEntries[$0] })
    #expect(compactions >= 3, "the arena compacted \(compactions) times: the test missed that path")
    // No list's room overlaps another's, and every room lies within the arena.
    expectDisjointRooms(
      store.arena.rooms, within: store.arena.cells.count)
  }

  /// A copy of the store keeps its lists when the original is written (a copy of the solver
  /// is kept to put back).
  /// The entries a round's spread reads for every dependent, and the spans it reads for every
  /// symbol it moved, are small: a dependent in eight bytes (its definition's number in 32
  /// bits), a span in twelve (its start in 32 bits, which still reach past `Int32.max`).
  @Test func entriesAndSpansAreSmall() {
    #expect(MemoryLayout<Dependent>.stride == 8)
    #expect(MemoryLayout<ArenaSpan>.stride == 12)
    var span = ArenaSpan(start: 3_000_000_000, length: 2, room: 4)
    #expect(span.start == 3_000_000_000)
    span.start = Int(UInt32.max)
    #expect(span.start == Int(UInt32.max) && span.length == 2 && span.room == 4)
  }

  @Test func aCopyIsIndependent() {
    var store = DependentStore()
    store.reserveSymbols(2)
    store.append(Dependent(symbol: 5, seq: 1), to: 0)
    let copy = store
    store.append(Dependent(symbol: 6, seq: 2), to: 0)
    store.append(Dependent(symbol: 7, seq: 3), to: 1)
    #expect(copy[0].map(\.symbol) == [5])
    #expect(copy.count(1) == 0)
    #expect(store[0].map(\.symbol) == [5, 6])
    #expect(store[1].map(\.symbol) == [7])
  }
}
