// SPDX-License-Identifier: MIT

import MasonryLayout

/// What one constraint block (or one `prepareConstraints`) made, call by call: the storage the
/// block's handles point into.
///
/// A DSL call (`make.top.equalTo(other).offset(8)`) is an entry here and one
/// ``LayoutConstraint`` per attribute: the layout constraint is made when the attribute is
/// named and holds the relation, target, constant, multiplier, priority and key as the chain
/// sets them; installing it activates it. The handles (``Constraint`` and the stages of the
/// chain) are values naming the block and the entry, so a call makes no object but its layout
/// constraints. The block holds the views only weakly, through their layout constraints'
/// nodes: a kept handle keeps no view alive.
final class ConstraintBlock {
  /// Where the block was written.
  let location: SourceLocation
  /// The calls, in the order they were made (``callCount`` of them), in a buffer the block
  /// owns: the chain reads and changes a call in place, without the retain of an array's
  /// storage and the uniqueness check of each change (a DSL call reads and writes its entry
  /// several times).
  @exclusivity(unchecked) private var calls: UnsafeMutablePointer<ConstraintCall>
  /// How many calls the block holds.
  @exclusivity(unchecked) private(set) var callCount = 0
  /// How many calls ``calls`` has room for; it doubles when full.
  @exclusivity(unchecked) private var capacity: Int

  init(location: SourceLocation) {
    self.location = location
    // A block makes a handful of calls: one buffer for them, not one per doubling.
    capacity = 8
    calls = .allocate(capacity: capacity)
  }

  deinit {
    calls.deinitialize(count: callCount)
    calls.deallocate()
  }

  /// The indices of the calls.
  var callIndices: Range<Int> { 0..<callCount }

  /// The call at `index`, read and changed in place.
  subscript(index: Int) -> ConstraintCall {
    unsafeAddress {
      precondition(index >= 0 && index < callCount, "A call index out of range")
      return UnsafePointer(calls + index)
    }
    unsafeMutableAddress {
      precondition(index >= 0 && index < callCount, "A call index out of range")
      return calls + index
    }
  }

  /// Adds a call with `parts`; returns its index.
  func append(_ parts: consuming ConstraintParts, relationDefined: Bool = false) -> Int {
    if callCount == capacity {
      let larger = UnsafeMutablePointer<ConstraintCall>.allocate(capacity: 2 * capacity)
      larger.moveInitialize(from: calls, count: callCount)
      calls.deallocate()
      calls = larger
      capacity *= 2
    }
    (calls + callCount).initialize(
      to: ConstraintCall(parts: parts, relationDefined: relationDefined))
    callCount += 1
    return callCount - 1
  }

  /// The handles of the calls that a group did not take over, in order.
  var handles: [Constraint] {
    var handles: [Constraint] = []
    handles.reserveCapacity(callCount)
    for index in callIndices where !self[index].grouped {
      handles.append(Constraint(block: self, index: index))
    }
    return handles
  }
}

/// One DSL call of a block: its layout constraints, and whether a relation was given.
struct ConstraintCall {
  /// The layout constraints, one per attribute (and per element of an array target).
  var parts: ConstraintParts
  /// Whether a relation call (`equalTo`...) set the relation; without one it stays `==`.
  var relationDefined = false
  /// Whether a `group` took the call over: the group's handle installs its parts.
  var grouped = false
}
