// SPDX-License-Identifier: MIT

public import MasonryGeometry
public import MasonryLayout

// SnapKit's names for the DSL, so code written for SnapKit reads the same here: `snp` is `mas`,
// and the handle answers SnapKit's `update(...)` calls.

extension LayoutView {
  /// SnapKit's name for ``mas``: the same DSL.
  ///
  /// ```swift
  /// box.snp.makeConstraints { make in
  ///   make.edges.equalToSuperview().inset(20)
  ///   make.width.equalTo(100).labeled("boxWidth")
  /// }
  /// ```
  public var snp: ConstraintViewDSL { mas }
}

extension LayoutGuide {
  /// SnapKit's name for ``mas``: the same DSL.
  public var snp: ConstraintLayoutGuideDSL { mas }
}

extension ConstraintViewDSL {
  /// SnapKit's `snp.label()`: the view's name in descriptions (its
  /// `debugName`).
  public func label() -> String? { view.debugName }

  /// SnapKit's `snp.setLabel(_:)`: names the view in descriptions.
  public func setLabel(_ label: String?) { view.debugName = label }

  /// SnapKit's `snp.contentHuggingHorizontalPriority`: the view's horizontal content hugging
  /// priority, as a number.
  public var contentHuggingHorizontalPriority: Double {
    get { view.contentHuggingPriority(for: .horizontal).rawValue }
    nonmutating set { view.setContentHuggingPriority(LayoutPriority(newValue), for: .horizontal) }
  }

  /// SnapKit's `snp.contentHuggingVerticalPriority`.
  public var contentHuggingVerticalPriority: Double {
    get { view.contentHuggingPriority(for: .vertical).rawValue }
    nonmutating set { view.setContentHuggingPriority(LayoutPriority(newValue), for: .vertical) }
  }

  /// SnapKit's `snp.contentCompressionResistanceHorizontalPriority`.
  public var contentCompressionResistanceHorizontalPriority: Double {
    get { view.contentCompressionResistancePriority(for: .horizontal).rawValue }
    nonmutating set {
      view.setContentCompressionResistancePriority(LayoutPriority(newValue), for: .horizontal)
    }
  }

  /// SnapKit's `snp.contentCompressionResistanceVerticalPriority`.
  public var contentCompressionResistanceVerticalPriority: Double {
    get { view.contentCompressionResistancePriority(for: .vertical).rawValue }
    nonmutating set {
      view.setContentCompressionResistancePriority(LayoutPriority(newValue), for: .vertical)
    }
  }
}

extension ConstraintEditable {
  /// SnapKit's `update(offset:)`: sets the constant, in place when installed
  /// (``ConstraintEditable/offset(_:fileID:line:)-(Double,_,_)``).
  @discardableResult
  public func update(
    offset: Double, fileID: StaticString = #fileID, line: UInt = #line
  ) -> Constraint {
    self.offset(offset, fileID: fileID, line: line)
  }

  /// SnapKit's `update(inset:)` with one number for every edge
  /// (``ConstraintEditable/inset(_:fileID:line:)-(Double,_,_)``).
  @discardableResult
  public func update(
    inset: Double, fileID: StaticString = #fileID, line: UInt = #line
  ) -> Constraint {
    self.inset(inset, fileID: fileID, line: line)
  }

  /// SnapKit's `update(inset:)` with insets
  /// (``ConstraintEditable/insets(_:fileID:line:)-(EdgeInsets,_,_)``).
  @discardableResult
  public func update(
    inset: EdgeInsets, fileID: StaticString = #fileID, line: UInt = #line
  ) -> Constraint {
    insets(inset, fileID: fileID, line: line)
  }

  /// SnapKit's `update(inset:)` with directional insets.
  @discardableResult
  public func update(
    inset: DirectionalEdgeInsets, fileID: StaticString = #fileID, line: UInt = #line
  ) -> Constraint {
    insets(inset, fileID: fileID, line: line)
  }

  /// SnapKit's `update(priority:)`: sets the priority, in place when installed
  /// (``ConstraintEditable/priority(_:fileID:line:)``).
  @discardableResult
  public func update(
    priority: LayoutPriority, fileID: StaticString = #fileID, line: UInt = #line
  ) -> Constraint {
    self.priority(priority, fileID: fileID, line: line)
  }

  /// SnapKit's `inset(_:)` with insets: the same as Masonry's
  /// ``ConstraintEditable/insets(_:fileID:line:)-(EdgeInsets,_,_)``.
  @discardableResult
  public func inset(
    _ insets: EdgeInsets, fileID: StaticString = #fileID, line: UInt = #line
  ) -> Constraint {
    self.insets(insets, fileID: fileID, line: line)
  }

  /// SnapKit's `inset(_:)` with directional insets.
  @discardableResult
  public func inset(
    _ insets: DirectionalEdgeInsets, fileID: StaticString = #fileID, line: UInt = #line
  ) -> Constraint {
    self.insets(insets, fileID: fileID, line: line)
  }
}
