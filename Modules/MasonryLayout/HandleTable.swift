// SPDX-License-Identifier: MIT

import MasonrySolving

/// The layout constraint behind each solver handle, without hashing: an array indexed by the
/// handle's slot (solvers hand out slots densely from zero), each entry checked against the
/// handle's generation. A slot far beyond the number of entries, or a negative one (a
/// third-party solver may number its handles otherwise), goes to a dictionary.
struct HandleTable {
  private var slots: [(generation: UInt32, constraint: LayoutConstraint)?] = []
  private var others: [ConstraintHandle: LayoutConstraint] = [:]

  /// Whether `handle`'s slot belongs in the array.
  private func isDense(_ handle: ConstraintHandle) -> Bool {
    handle.index >= 0 && Int(handle.index) < 2 * slots.count + 1_024
  }

  /// The constraint of `handle`, or `nil`; setting `nil` forgets it.
  ///
  /// - Complexity: O(1) amortised.
  subscript(handle: ConstraintHandle) -> LayoutConstraint? {
    get {
      guard isDense(handle) else { return others[handle] }
      let index = Int(handle.index)
      guard index < slots.count, let entry = slots[index], entry.generation == handle.generation
      else { return nil }
      return entry.constraint
    }
    set {
      guard isDense(handle) else {
        others[handle] = newValue
        return
      }
      let index = Int(handle.index)
      if index >= slots.count {
        guard newValue != nil else { return }
        slots.append(contentsOf: repeatElement(nil, count: index + 1 - slots.count))
      }
      if let newValue {
        slots[index] = (handle.generation, newValue)
      } else if let entry = slots[index], entry.generation == handle.generation {
        slots[index] = nil
      }
    }
  }

  /// Every handle and its constraint, in handle order.
  var sortedEntries: [(handle: ConstraintHandle, constraint: LayoutConstraint)] {
    var entries: [(handle: ConstraintHandle, constraint: LayoutConstraint)] = []
    for (index, entry) in slots.enumerated() {
      guard let entry else { continue }
      entries.append(
        (ConstraintHandle(index: Int32(index), generation: entry.generation), entry.constraint))
    }
    entries += others.map { ($0.key, $0.value) }
    entries.sort { $0.handle < $1.handle }
    return entries
  }
}
