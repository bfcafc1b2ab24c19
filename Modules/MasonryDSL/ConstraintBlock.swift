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
final class ConstraintBlock: ManagedBuffer<ConstraintBlockHeader, ConstraintCall> {
  /// How many calls the block holds in its own allocation: a block makes a handful of calls,
  /// which then cost no buffer of their own.
  static let inlineCapacity = 8

  /// A block written at `location`, with no call yet: one allocation, its first calls inside.
  static func make(location: SourceLocation) -> ConstraintBlock {
    let buffer = create(minimumCapacity: inlineCapacity) { buffer in
      // The elements of a managed buffer stay where they are for its whole life.
      ConstraintBlockHeader(
        location: location, calls: buffer.withUnsafeMutablePointerToElements { $0 },
        capacity: inlineCapacity)
    }
    return unsafeDowncast(buffer, to: ConstraintBlock.self)
  }

  deinit {
    withUnsafeMutablePointers { header, elements in
      // One call at a time, so that each is destroyed by code made for its type: destroying
      // them all at once goes through the runtime's generic loop, a value-witness call per
      // call, which cost as much as the rest of the block's teardown.
      let calls = header.pointee.calls
      for index in 0..<header.pointee.callCount { _ = (calls + index).move() }
      if calls != elements { calls.deallocate() }
    }
  }

  /// The header, through its address: reading ``ManagedBuffer/header`` itself costs a run-time
  /// exclusivity check, which the DSL's hot path would pay several times a call.
  private var state: UnsafeMutablePointer<ConstraintBlockHeader> {
    withUnsafeMutablePointerToHeader { $0 }
  }

  /// Where the block was written.
  var location: SourceLocation { state.pointee.location }

  /// How many calls the block holds.
  var callCount: Int { state.pointee.callCount }

  /// The calls, in the order they were made (``callCount`` of them): inside the block, then in
  /// a buffer the block owns once they outgrow it. The chain reads and changes a call in place,
  /// without the retain of an array's storage and the uniqueness check of each change (a DSL
  /// call reads and writes its entry several times).
  private var calls: UnsafeMutablePointer<ConstraintCall> { state.pointee.calls }

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
    let state = self.state
    let count = state.pointee.callCount
    if count == state.pointee.capacity { grow() }
    (state.pointee.calls + count).initialize(
      to: ConstraintCall(parts: parts, relationDefined: relationDefined))
    state.pointee.callCount = count + 1
    return count
  }

  /// Moves the calls to a buffer twice as large.
  private func grow() {
    withUnsafeMutablePointers { header, elements in
      let count = header.pointee.callCount
      let larger = UnsafeMutablePointer<ConstraintCall>.allocate(capacity: 2 * count)
      larger.moveInitialize(from: header.pointee.calls, count: count)
      if header.pointee.calls != elements { header.pointee.calls.deallocate() }
      header.pointee.calls = larger
      header.pointee.capacity = 2 * count
    }
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

/// The bookkeeping of a ``ConstraintBlock``, before its calls.
struct ConstraintBlockHeader {
  /// Where the block was written.
  let location: SourceLocation
  /// The calls: inside the block, or in a buffer of their own once they outgrow it.
  var calls: UnsafeMutablePointer<ConstraintCall>
  /// How many calls the block holds.
  var callCount = 0
  /// How many calls ``calls`` has room for; it doubles when full.
  var capacity: Int
}
