// SPDX-License-Identifier: MIT

import MasonrySolving

extension SimplexSolver {
  /// Makes room for `count` more constraints: their slots, and three symbols each in every
  /// per-symbol array (a constraint brings at most two of its own, a slack and an error or two
  /// errors, and a layout makes about one variable per constraint or fewer). A feed of 10,000
  /// cells grew its twenty-odd per-symbol arrays through fourteen doublings each, copying
  /// arrays of megabytes that no cache holds (the first layout's `memcpy`). The capacity is
  /// not written until symbols fill it, so a generous hint costs addresses, not memory.
  ///
  /// A hint of more than ``largestReservation`` constraints makes room for that many: the
  /// hint is a caller's number, and room for `Int.max` constraints would overflow the counts
  /// (a trap) or ask for more memory than any machine has.
  ///
  /// - Complexity: O(*n*) for the *n* slots and symbols held, when the arrays grow; nothing
  ///   when they have the room.
  public func reserveCapacity(forConstraints count: Int) {
    core.reserveCapacity(forConstraints: min(count, Self.largestReservation))
  }

  /// The most constraints one ``reserveCapacity(forConstraints:)`` makes room for: 2^19
  /// (524,288), more than a first layout of a 10,000-cell feed announces (380,000).
  public static let largestReservation = 1 << 19
}

extension SimplexCore {
  /// See ``SimplexSolver/reserveCapacity(forConstraints:)``. An array grows to at least twice
  /// its capacity, as an append would grow it, so that many small hints cost no more than the
  /// appends they announce.
  mutating func reserveCapacity(forConstraints count: Int) {
    guard count > 0 else { return }
    let neededSlots = slots.count - freeSlots.count + count
    if neededSlots > slots.capacity {
      slots.reserveCapacity(Swift.max(neededSlots, 2 * slots.capacity))
    }
    let neededVariables = names.count + count
    if neededVariables > names.capacity {
      let n = Swift.max(neededVariables, 2 * names.capacity)
      names.reserveCapacity(n)
      symbolOf.reserveCapacity(n)
      editSlot.reserveCapacity(n)
    }
    t.reserveCapacity(forSymbols: 3 * count)
  }
}

extension Tableau {
  /// Makes capacity for `count` more symbols in every per-symbol array at once (see
  /// ``reserveSymbolCapacity(_:)``), to at least twice the capacity when they grow. Nothing is
  /// written: a hint larger than the symbols that come costs address space, not memory.
  mutating func reserveCapacity(forSymbols count: Int) {
    let needed = symbols.kind.count - symbols.free.count + count
    guard needed > symbols.capacity else { return }
    reserveSymbolCapacity(Swift.max(needed, 2 * symbols.capacity))
  }
}
