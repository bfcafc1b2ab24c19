// SPDX-License-Identifier: MIT

public import MasonryGeometry

extension LayoutView {
  /// Tells the engine that ``intrinsicContentSize`` (or a baseline offset) changed; the next
  /// layout pass reads it again and updates the hugging and compression constraints in place.
  public func invalidateIntrinsicContentSize() {
    intrinsicContentSizeWillChange()
    layoutEngineIfCreated?.enqueueContentSize(self)
    superview?.setNeedsLayout()
    superview?.subviewIntrinsicSizeChanged(self)
  }

  /// How strongly the view resists growing beyond its intrinsic size along `axis`
  /// (250 by default).
  public func contentHuggingPriority(for axis: Axis) -> LayoutPriority {
    axis == .horizontal ? contentHugging.horizontal : contentHugging.vertical
  }

  /// Sets how strongly the view resists growing beyond its intrinsic size along `axis`; the
  /// engine changes the constraint's strength in place.
  public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: Axis) {
    if axis == .horizontal {
      contentHugging.horizontal = priority
    } else {
      contentHugging.vertical = priority
    }
    updateContentPriorities(.contentHugging, axis, priority)
  }

  /// How strongly the view resists shrinking below its intrinsic size along `axis`
  /// (750 by default).
  public func contentCompressionResistancePriority(for axis: Axis) -> LayoutPriority {
    axis == .horizontal ? compressionResistance.horizontal : compressionResistance.vertical
  }

  /// Sets how strongly the view resists shrinking below its intrinsic size along `axis`; the
  /// engine changes the constraint's strength in place.
  public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: Axis) {
    if axis == .horizontal {
      compressionResistance.horizontal = priority
    } else {
      compressionResistance.vertical = priority
    }
    updateContentPriorities(.compressionResistance, axis, priority)
  }

  private func updateContentPriorities(
    _ kind: LayoutConstraint.Kind, _ axis: Axis, _ priority: LayoutPriority
  ) {
    superview?.subviewLayoutPropertiesChanged(self)
    guard let state = _layoutNode.engine?.state(of: self) else { return }
    let attribute: LayoutAttribute = axis == .horizontal ? .width : .height
    for constraint in state.contentSize
    where constraint.kind == kind && constraint.firstAttribute == attribute {
      constraint.priority = priority
    }
    superview?.setNeedsLayout()
  }
}
