// SPDX-License-Identifier: MIT

/// For each variable, the slots of the installed required constraints that mention it, in
/// ascending slot order: what lets the test of a new required constraint walk only the
/// constraints connected to it instead of the whole table.
///
/// The lists are canonical (sorted, without repeats), so that the same installed constraints
/// give the same index whatever order they came in; ``GaussSolver/checkInvariants()``
/// rebuilds it from the slots and compares.
struct RequiredIndex: Equatable {
  /// The slots of the required constraints that mention each variable, ascending.
  private(set) var slotsOfVariable: [[Int32]] = []

  /// Makes room for one more variable, mentioned by nothing yet.
  mutating func appendVariable() {
    slotsOfVariable.append([])
  }

  /// The slots (ascending) of the required constraints that mention `variable`.
  ///
  /// - Complexity: O(1).
  func slots(of variable: Int32) -> [Int32] {
    slotsOfVariable[Int(variable)]
  }

  /// Records that the required constraint in `slot` mentions `variables`.
  ///
  /// - Complexity: O(*d*) per variable for *d* slots already listed there (O(1) amortised
  ///   when `slot` is the largest, the usual case of a new slot).
  mutating func insert(slot: Int, variables: [Int32]) {
    let s = Int32(slot)
    for v in variables {
      let position = Self.position(of: s, in: slotsOfVariable[Int(v)])
      precondition(
        position == slotsOfVariable[Int(v)].count || slotsOfVariable[Int(v)][position] != s,
        "slot \(slot) listed twice for variable \(v)")
      slotsOfVariable[Int(v)].insert(s, at: position)
    }
  }

  /// Forgets that the required constraint in `slot` mentions `variables`.
  ///
  /// - Complexity: O(*d*) per variable for *d* slots listed there.
  mutating func remove(slot: Int, variables: [Int32]) {
    let s = Int32(slot)
    for v in variables {
      let position = Self.position(of: s, in: slotsOfVariable[Int(v)])
      precondition(
        position < slotsOfVariable[Int(v)].count && slotsOfVariable[Int(v)][position] == s,
        "slot \(slot) is not listed for variable \(v)")
      slotsOfVariable[Int(v)].remove(at: position)
    }
  }

  /// Where `slot` is, or would go, in the ascending `list`.
  private static func position(of slot: Int32, in list: [Int32]) -> Int {
    // The common case: a new slot goes last.
    if let last = list.last, last < slot { return list.count }
    var low = 0
    var high = list.count
    while low < high {
      let mid = (low + high) / 2
      if list[mid] < slot { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// How many (variable, slot) pairs the index lists: the terms of the installed required
  /// constraints.
  var entryCount: Int {
    slotsOfVariable.reduce(0) { $0 + $1.count }
  }
}

extension RequiredIndex {
  /// The index of the required constraints installed in `slots`, over `variableCount`
  /// variables, built from scratch.
  init(slots: [Slot], variableCount: Int) {
    slotsOfVariable = Array(repeating: [], count: variableCount)
    for i in slots.indices {
      guard let entry = slots[i].entry, entry.source.strength.isRequired else { continue }
      insert(slot: i, variables: entry.source.variables)
    }
  }
}

extension GaussSolver {
  /// Whether ``requiredIndex`` is exactly the index built from scratch from the installed
  /// constraints, and the walk's scratch marks are all clear (tests and the invariant check).
  ///
  /// - Complexity: O(*n* + *t*) for *n* slots and variables and *t* terms.
  package var requiredIndexIsConsistent: Bool {
    requiredIndex == RequiredIndex(slots: slots, variableCount: names.count)
      && variableMarks.count == names.count && !variableMarks.contains(true)
      && !slotMarks.contains(true)
  }

  /// How many (variable, constraint) pairs the index lists: the terms of the installed
  /// required constraints.
  package var requiredIndexEntryCount: Int { requiredIndex.entryCount }
}
