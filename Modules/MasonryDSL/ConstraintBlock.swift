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
  /// The calls, in the order they were made.
  @exclusivity(unchecked) var calls: [ConstraintCall] = []
  /// Where the block was written.
  let location: SourceLocation

  init(location: SourceLocation) {
    self.location = location
    // A block makes a handful of calls: one buffer instead of one per doubling.
    calls.reserveCapacity(8)
  }

  /// Adds a call with `parts`; returns its index.
  func append(_ parts: ConstraintParts, relationDefined: Bool = false) -> Int {
    calls.append(ConstraintCall(parts: parts, relationDefined: relationDefined))
    return calls.count - 1
  }

  /// The handles of the calls that a group did not take over, in order.
  var handles: [Constraint] {
    var handles: [Constraint] = []
    handles.reserveCapacity(calls.count)
    for index in calls.indices where !calls[index].grouped {
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
