// SPDX-License-Identifier: MIT

import MasonryLayout

/// A constraint made with the DSL: one or several layout constraints (a composite such as
/// `edges`, or one per element of an array target), and the handle to keep for changing them
/// later.
///
/// ```swift
/// var topConstraint: Constraint?
/// view1.mas.makeConstraints { make in
///   topConstraint = make.top.equalTo(superview.mas.top).with.offset(padding.top)
/// }
/// topConstraint?.offset(30)      // the live constant changes in place
/// topConstraint?.uninstall()
/// ```
///
/// This is the last stage of the chain: ``ConstraintMakerExtendable`` (attributes, then
/// relations), ``ConstraintMakerRelatable`` (relations), then `Constraint` (constants,
/// multiplier, priority, key, install; see ``ConstraintEditable``, which every stage has). A
/// relation returns a `Constraint`, so the compiler keeps attributes and relations before
/// constants; the runtime checks of Masonry remain for stages kept in a variable, and report
/// a `LayoutIssue` in Masonry's words.
///
/// A handle is a value: it names its call in the block that made it, and the call's layout
/// constraints hold the values. Copies of a handle change the same constraint. It holds its
/// views weakly, as Masonry's does.
///
/// Every modifier works before and after installation. After it, the constant, the
/// multiplier and the priority (required to optional and back included) change the live
/// constraint in place, beyond what Masonry allows.
public struct Constraint: ConstraintEditable {
  /// The block that made the constraint.
  let block: ConstraintBlock
  /// The call's index in the block.
  let index: Int

  init(block: ConstraintBlock, index: Int) {
    self.block = block
    self.index = index
  }

  /// SnapKit's `constraint`: the handle itself, to keep in a variable.
  public var constraint: Constraint { self }

  /// The handle itself. Not API.
  public consuming func _intoConstraint() -> Constraint { self }

  /// A filler word: `.with.offset(8)`.
  public var with: Constraint { self }

  /// A filler word.
  public var and: Constraint { self }

  /// The layout constraints of the call, in order.
  var parts: ConstraintParts { block[index].parts }

  /// The layout constraint of the call when it has exactly one, as most calls do.
  var singlePart: LayoutConstraint? { block[index].parts.single }

  /// ``singlePart``, unretained (the block holds it), for the chain's hot paths.
  var unretainedSinglePart: Unmanaged<LayoutConstraint>? { block[index].parts.unretainedSingle }

  /// Whether a relation call set the relation.
  var relationDefined: Bool {
    get { block[index].relationDefined }
    nonmutating set { block[index].relationDefined = newValue }
  }
}
