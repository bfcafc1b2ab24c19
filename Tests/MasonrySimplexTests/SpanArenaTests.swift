// SPDX-License-Identifier: MIT

import Testing
import _MasonryTestSupport

@testable import MasonrySimplex

/// The arena the rows, the columns and the lists of dependents share (`SpanArena`), tested on
/// its own: where a list grows, when it moves, how a compaction lays the lists out, and that a
/// copy is independent. The stores' own tests (`RowStoreTests`, `ColumnStoreTests`,
/// `DependentStoreTests`) check their lists against a model through random edits.
@Suite struct SpanArenaTests {
  typealias Lane = SpanLane<Int32>

  private func entries(_ i: Int, _ arena: SpanArena<Lane>) -> [Int32] {
    let at = arena.span[i]
    return withExtendedLifetime(arena.cells) {
      Array(UnsafeBufferPointer(start: arena.cells.base + at.start, count: Int(at.length)))
    }
  }

  /// A list that ends the arena grows where it is; one that does not moves to the end, its
  /// old room dead; growth follows the arena's rule (`growthInHalves`, `firstRoom`).
  @Test func aListGrowsInPlaceAtTheEndAndMovesOtherwise() {
    var arena = SpanArena<Lane>(firstRoom: 8, growthInHalves: 4)
    arena.appendList()
    arena.append(1, to: 0)
    #expect(arena.span[0].room == 8)
    #expect(arena.span[0].start == 0)
    arena.appendList()
    arena.append(2, to: 1)
    #expect(arena.span[1].start == 8)
    // List 0 fills its room, then needs a ninth cell: it no longer ends the arena, so it
    // moves, with room for twice what it holds.
    for v in 2...9 { arena.append(Int32(v) * 10, to: 0) }
    #expect(arena.span[0].start == 16)
    #expect(arena.span[0].room == 18)
    #expect(arena.deadCells == 8)
    // Now list 0 ends the arena: it grows where it is.
    for v in 10...19 { arena.append(Int32(v) * 10, to: 0) }
    #expect(arena.span[0].start == 16)
    #expect(arena.deadCells == 8)
    #expect(entries(0, arena) == [1] + (2...19).map { Int32($0) * 10 })
    #expect(entries(1, arena) == [2])
    expectDisjointRooms(arena.rooms, within: arena.cells.count)
  }

  /// Once the dead cells outnumber the live ones (and pass 4,096), or a move would grow the
  /// buffers while a third of the cells are dead (see the next test), the arena closes the lists up
  /// at the front of the same cells, in the order they sat, each with a little room; the list
  /// that asked for room last goes at the end with its own, so that it goes on growing there.
  /// The buffer is kept, and the cells in use shrink to the lists' rooms: the pages the lists
  /// move to next are pages the arena had (a new buffer each compaction was a page fault on
  /// every page the lists moved to after it).
  @Test func aCompactionClosesTheListsUpInTheirOrderInTheSameCells() {
    var arena = SpanArena<Lane>(firstRoom: 4, growthInHalves: 4)
    let lists = 40
    for _ in 0..<lists { arena.appendList() }
    var model = [[Int32]](repeating: [], count: lists)
    var generator = SplitMix64(seed: 3)
    var compactions = 0
    var step: Int32 = 0
    while compactions < 2, step < 1_000_000 {
      let i = Int(generator.next() % UInt64(lists))
      let dead = arena.deadCells
      // Not the cells themselves: a reference held here would make the write copy them.
      let buffer = ObjectIdentifier(arena.cells)
      let usedBefore = arena.cells.count
      let spansBefore = arena.span
      arena.append(step, to: i)
      model[i].append(step)
      step += 1
      guard arena.deadCells < dead else { continue }
      compactions += 1
      #expect(ObjectIdentifier(arena.cells) == buffer, "a compaction made a new buffer")
      // The lists but `i` that held entries, in the order they sat.
      let sitting = (0..<lists).filter { $0 != i && spansBefore[$0].length > 0 }.sorted {
        spansBefore[$0].start < spansBefore[$1].start
      }
      // The same order, from the front, each list's room ending at most where the next starts.
      let starts = sitting.map { arena.span[$0].start }
      #expect(starts == starts.sorted())
      #expect(starts.first == 0)
      for (a, b) in zip(sitting, sitting.dropFirst()) {
        #expect(arena.span[a].start + Int(arena.span[a].room) <= arena.span[b].start)
      }
      #expect(starts.allSatisfy { $0 < arena.span[i].start })
      #expect(arena.span[i].start + Int(arena.span[i].room) == arena.cells.count)
      #expect(arena.cells.count < usedBefore)
      #expect((0..<lists).map { entries($0, arena) } == model)
      expectDisjointRooms(arena.rooms, within: arena.cells.count)
    }
    #expect(compactions == 2, "the arena compacted \(compactions) times: the test missed that path")
    #expect((0..<lists).map { entries($0, arena) } == model)
    expectDisjointRooms(arena.rooms, within: arena.cells.count)
  }

  /// A list that must move when the buffers are full compacts the arena instead of growing
  /// them once a third of the cells are dead (and more than 4,096): growing copies every cell,
  /// compacting moves the live ones within pages already written.
  @Test func aMoveThatWouldGrowTheBuffersCompactsOnceAThirdIsDead() {
    var arena = SpanArena<Lane>(firstRoom: 4, growthInHalves: 4)
    let lists = 64
    for _ in 0..<lists { arena.appendList() }
    var model = [[Int32]](repeating: [], count: lists)
    var generator = SplitMix64(seed: 5)
    // Compactions made before the dead cells outnumbered the live ones.
    var early = 0
    var step: Int32 = 0
    while step < 300_000 {
      let i = Int(generator.next() % UInt64(lists))
      let dead = arena.deadCells
      let used = arena.cells.count
      let capacity = arena.cells.capacity
      let before = arena.span[i]
      arena.append(step, to: i)
      model[i].append(step)
      step += 1
      // A move: the list did not end the arena and had no room left.
      let moved =
        Int(before.length) == Int(before.room) && before.start + Int(before.room) != used
      guard moved else { continue }
      // The dead and live cells when the arena chose, the list's old room counted dead.
      let deadThen = dead + Int(before.room)
      let liveThen = used - deadThen
      if arena.deadCells < deadThen {
        if deadThen <= liveThen { early += 1 }
      } else if arena.cells.capacity > capacity {
        #expect(
          !(deadThen > 4_096 && 2 * deadThen > liveThen),
          "the buffers grew with \(deadThen) dead cells for \(liveThen) live ones")
      }
    }
    #expect(early > 0, "no compaction came before the dead cells outnumbered the live ones")
    #expect((0..<lists).map { entries($0, arena) } == model)
    expectDisjointRooms(arena.rooms, within: arena.cells.count)
  }

  /// Lists dropped or reset give their rooms up as dead cells; a shrunk list keeps its entries
  /// and gives up the rest of its room.
  @Test func droppedAndShrunkListsGiveTheirRoomsUp() {
    var arena = SpanArena<Lane>(firstRoom: 4, growthInHalves: 4)
    for _ in 0..<3 { arena.appendList() }
    for v in 0..<10 { arena.append(Int32(v), to: 0) }
    arena.append(7, to: 1)
    arena.append(8, to: 2)
    let room0 = Int(arena.span[0].room)
    arena.setLength(0, 2)
    arena.shrinkRoom(0)
    #expect(arena.deadCells == room0 - 2)
    #expect(entries(0, arena) == [0, 1])
    arena.removeLists(from: 2)
    #expect(arena.count == 2)
    #expect(arena.deadCells == room0 - 2 + 4)
    arena.pad(to: 5)
    #expect(arena.count == 5)
    #expect((2..<5).allSatisfy { arena.length($0) == 0 && arena.span[$0].room == 0 })
    arena.reset(1..<2)
    #expect(arena.length(1) == 0)
    #expect(arena.deadCells == room0 - 2 + 8)
  }

  /// A copy of the arena keeps its lists when the original is written, and the other way round
  /// (a copy of the solver is kept to put back).
  @Test func aCopyIsIndependent() {
    var arena = SpanArena<Lane>(firstRoom: 4, growthInHalves: 4)
    arena.appendList()
    arena.appendList()
    arena.append(1, to: 0)
    arena.append(2, to: 1)
    var copy = arena
    arena.append(3, to: 0)
    #expect(entries(0, copy) == [1])
    copy.append(4, to: 1)
    #expect(entries(1, arena) == [2])
    #expect(entries(0, arena) == [1, 3])
    #expect(entries(1, copy) == [2, 4])
  }
}
