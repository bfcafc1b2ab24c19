// SPDX-License-Identifier: MIT

import MasonrySolving

/// The layout constraint behind each solver handle, and the constant of its solver expression
/// apart from the layout constraint's `-constant` (what a change of the constant adds it to),
/// without hashing: an array indexed by the handle's slot (solvers hand out slots densely from
/// zero), each entry checked against the handle's generation. A slot far beyond the number of
/// entries, or a negative one (a third-party solver may number its handles otherwise), goes to
/// a dictionary.
///
/// The base constants live here, in one contiguous array the first layout writes in order,
/// rather than in each layout constraint, which a screen makes by the thousand.
struct HandleTable {
  /// An entry: the handle's generation, the base constant and the constraint.
  private typealias Entry = (generation: UInt32, base: Double, constraint: LayoutConstraint)

  private var slots: [Entry?] = []
  private var others: [ConstraintHandle: (base: Double, constraint: LayoutConstraint)] = [:]

  /// Whether `handle`'s slot belongs in the array.
  private func isDense(_ handle: ConstraintHandle) -> Bool {
    handle.index >= 0 && Int(handle.index) < 2 * slots.count + 1_024
  }

  /// The entry of `handle`, or `nil`.
  private func entry(_ handle: ConstraintHandle) -> (base: Double, constraint: LayoutConstraint)? {
    guard isDense(handle) else { return others[handle] }
    let index = Int(handle.index)
    guard index < slots.count, let entry = slots[index], entry.generation == handle.generation
    else { return nil }
    return (entry.base, entry.constraint)
  }

  /// The constraint of `handle`, or `nil`.
  ///
  /// - Complexity: O(1) amortised.
  subscript(handle: ConstraintHandle) -> LayoutConstraint? { entry(handle)?.constraint }

  /// The base constant recorded with `handle`, or `nil`.
  ///
  /// - Complexity: O(1) amortised.
  func base(of handle: ConstraintHandle) -> Double? { entry(handle)?.base }

  /// Records `constraint` and its base constant as the ones behind `handle`.
  ///
  /// - Complexity: O(1) amortised.
  mutating func record(_ constraint: LayoutConstraint, base: Double, for handle: ConstraintHandle) {
    guard isDense(handle) else {
      others[handle] = (base, constraint)
      return
    }
    let index = Int(handle.index)
    if index >= slots.count {
      slots.append(contentsOf: repeatElement(nil, count: index + 1 - slots.count))
    }
    slots[index] = (handle.generation, base, constraint)
  }

  /// Forgets the entry of `handle`, if it has one.
  ///
  /// - Complexity: O(1) amortised.
  mutating func forget(_ handle: ConstraintHandle) {
    guard isDense(handle) else {
      others[handle] = nil
      return
    }
    let index = Int(handle.index)
    guard index < slots.count, let entry = slots[index], entry.generation == handle.generation
    else { return }
    slots[index] = nil
  }

  /// Every handle and its constraint, in handle order.
  var sortedEntries: [(handle: ConstraintHandle, constraint: LayoutConstraint)] {
    var entries: [(handle: ConstraintHandle, constraint: LayoutConstraint)] = []
    for (index, entry) in slots.enumerated() {
      guard let entry else { continue }
      entries.append(
        (ConstraintHandle(index: Int32(index), generation: entry.generation), entry.constraint))
    }
    entries += others.map { ($0.key, $0.value.constraint) }
    entries.sort { $0.handle < $1.handle }
    return entries
  }
}
