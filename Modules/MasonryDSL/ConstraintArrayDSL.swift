// SPDX-License-Identifier: MIT

public import MasonryGeometry
public import MasonryLayout

extension Array where Element: LayoutView {
  /// The Masonry DSL of an array of views: the same block for each view, and distribution
  /// along an axis.
  ///
  /// ```swift
  /// views.mas.makeConstraints { make in make.top.equalTo(0) }
  /// views.mas.distributeViews(along: .horizontal, fixedSpacing: 10, leadSpacing: 5, tailSpacing: 5)
  /// ```
  public var mas: ConstraintArrayDSL { ConstraintArrayDSL(views: self) }
}

/// The DSL of an array of views (`views.mas`).
public struct ConstraintArrayDSL {
  /// The views, in order.
  public let views: [LayoutView]

  /// Runs `makeConstraints` with `block` on each view.
  ///
  /// - Returns: the constraints made, view after view.
  @discardableResult
  public func makeConstraints(
    fileID: StaticString = #fileID, line: UInt = #line, _ block: (ConstraintMaker) -> Void
  ) -> [Constraint] {
    views.flatMap { $0.mas.makeConstraints(fileID: fileID, line: line, block) }
  }

  /// Runs `updateConstraints` with `block` on each view.
  @discardableResult
  public func updateConstraints(
    fileID: StaticString = #fileID, line: UInt = #line, _ block: (ConstraintMaker) -> Void
  ) -> [Constraint] {
    views.flatMap { $0.mas.updateConstraints(fileID: fileID, line: line, block) }
  }

  /// Runs `remakeConstraints` with `block` on each view.
  @discardableResult
  public func remakeConstraints(
    fileID: StaticString = #fileID, line: UInt = #line, _ block: (ConstraintMaker) -> Void
  ) -> [Constraint] {
    views.flatMap { $0.mas.remakeConstraints(fileID: fileID, line: line, block) }
  }

  /// Distributes the views along `axis` in their common superview with a fixed gap between
  /// neighbours; the views share the rest of the length equally. Masonry's exact constraints:
  /// the first view's leading edge (left or top) at `leadSpacing` from the container's, every
  /// other view as long as the one before and `fixedSpacing` after it, and the last one's
  /// trailing edge at `tailSpacing` from the container's. The cross axis is left alone. Each
  /// view's length is `(length - lead - tail - (n - 1) × spacing) / n`.
  ///
  /// Fewer than two views, or views without a common superview, are reported in Masonry's
  /// words and nothing is made.
  @discardableResult
  public func distributeViews(
    along axis: Axis, fixedSpacing: Double, leadSpacing: Double, tailSpacing: Double,
    fileID: StaticString = #fileID, line: UInt = #line
  ) -> [Constraint] {
    let location = SourceLocation(fileID, line)
    guard let container = container(location) else { return [] }
    let (lead, trail, length) = names(axis)
    var made: [Constraint] = []
    var previous: LayoutView?
    for (index, view) in views.enumerated() {
      made += view.mas.makeConstraints(fileID: fileID, line: line) { make in
        if let previous {
          make._chain(length).equalTo(previous, fileID: fileID, line: line)
          make._chain(lead).equalTo(previous.mas.attribute(trail), fileID: fileID, line: line)
            .offset(fixedSpacing, fileID: fileID, line: line)
          if index == views.count - 1 {
            make._chain(trail).equalTo(container, fileID: fileID, line: line)
              .offset(-tailSpacing, fileID: fileID, line: line)
          }
        } else {
          make._chain(lead).equalTo(container, fileID: fileID, line: line).offset(
            leadSpacing, fileID: fileID, line: line)
        }
      }
      previous = view
    }
    _ = location
    return made
  }

  /// Distributes the views along `axis` in their common superview with a fixed length each;
  /// the gaps share the rest equally. Masonry's exact constraints: every view `fixedItemLength`
  /// long, the first one's leading edge at `leadSpacing` from the container's, the last one's
  /// trailing edge at `tailSpacing` from the container's, and the trailing edge of view `i` in
  /// between at `container.trailing × k + ((1 - k)(L + lead) - i × tail / (n - 1))` with
  /// `k = i / (n - 1)`, measured in the container's coordinate space. The gap is
  /// `(length - lead - tail - n × L) / (n - 1)`, negative (views overlap) when they do not fit.
  @discardableResult
  public func distributeViews(
    along axis: Axis, fixedItemLength: Double, leadSpacing: Double, tailSpacing: Double,
    fileID: StaticString = #fileID, line: UInt = #line
  ) -> [Constraint] {
    guard let container = container(SourceLocation(fileID, line)) else { return [] }
    let (lead, trail, length) = names(axis)
    let last = Double(views.count - 1)
    var made: [Constraint] = []
    for (index, view) in views.enumerated() {
      made += view.mas.makeConstraints(fileID: fileID, line: line) { make in
        make._chain(length).equalTo(fixedItemLength, fileID: fileID, line: line)
        if index == 0 {
          make._chain(lead).equalTo(container, fileID: fileID, line: line).offset(
            leadSpacing, fileID: fileID, line: line)
        } else if index == views.count - 1 {
          make._chain(trail).equalTo(container, fileID: fileID, line: line)
            .offset(-tailSpacing, fileID: fileID, line: line)
        } else {
          let i = Double(index)
          let offset = (1 - i / last) * (fixedItemLength + leadSpacing) - i * tailSpacing / last
          make._chain(trail).equalTo(container, fileID: fileID, line: line)
            .multipliedBy(i / last, fileID: fileID, line: line).offset(
              offset, fileID: fileID, line: line)
        }
      }
    }
    return made
  }

  private func names(_ axis: Axis) -> (LayoutAttribute, LayoutAttribute, LayoutAttribute) {
    axis == .horizontal ? (.left, .right, .width) : (.top, .bottom, .height)
  }

  /// The common superview of the views, folding the closest common superview from the first
  /// view; reports Masonry's assert messages when there is none or too few views.
  private func container(_ location: SourceLocation) -> LayoutView? {
    guard views.count > 1 else {
      reportMisuse(MasonryMessage.distributeCount, item: views.first, location: location)
      return nil
    }
    var common: LayoutView? = views[0]
    for view in views.dropFirst() { common = common?.closestCommonAncestor(with: view) }
    guard let common else {
      reportMisuse(MasonryMessage.distributeSuperview, item: views.first, location: location)
      return nil
    }
    return common
  }
}

/// Names each item after its key, Masonry's `MASAttachKeys` for Swift (which has no variable
/// names to read): `masAttachKeys(["view1": view1, "label": label])`.
public func masAttachKeys(_ pairs: KeyValuePairs<String, any LayoutItem>) {
  for (key, item) in pairs { item.debugName = key }
}
