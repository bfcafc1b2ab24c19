// SPDX-License-Identifier: MIT

extension LayoutStackView {
  /// Adds `view` to the end of ``arrangedSubviews``, and as a subview when it is not one yet.
  ///
  /// The view stops translating its frame into constraints
  /// (``LayoutView/translatesAutoresizingMaskIntoConstraints`` becomes false), as in UIKit.
  /// Adding a view that is arranged already moves it to the end. Adding the stack itself or one
  /// of its ancestors is reported as a ``LayoutIssue`` at the caller's line and ignored.
  public func addArrangedSubview(
    _ view: LayoutView, fileID: StaticString = #fileID, line: UInt = #line
  ) {
    let end =
      arrangedSubviews.contains { $0 === view }
      ? arrangedSubviews.count - 1 : arrangedSubviews.count
    insertArrangedSubview(view, at: end, fileID: fileID, line: line)
  }

  /// Inserts `view` into ``arrangedSubviews`` at `index`, and adds it as a subview when it is
  /// not one yet (at the end of the subviews, as UIKit does).
  ///
  /// A view that is arranged already moves to `index`. An index outside
  /// `0...arrangedSubviews.count` (outside `0..<count` for a view that is arranged already), or
  /// the stack itself or one of its ancestors as `view`, is reported as a ``LayoutIssue`` at
  /// the caller's line and the call is ignored (UIKit raises an exception).
  public func insertArrangedSubview(
    _ view: LayoutView, at index: Int, fileID: StaticString = #fileID, line: UInt = #line
  ) {
    let location = SourceLocation(fileID, line)
    guard view !== self, !isDescendant(of: view) else {
      reportMisuse(
        "Cannot arrange \(view.layoutDescription) in \(layoutDescription): it is the stack view"
          + " or one of its ancestors", location)
      return
    }
    if let old = arrangedSubviews.firstIndex(where: { $0 === view }) {
      guard index >= 0, index < arrangedSubviews.count else {
        reportIndex(index, limit: arrangedSubviews.count - 1, location)
        return
      }
      guard old != index else { return }
      arrangedSubviews.remove(at: old)
      arrangedSubviews.insert(view, at: index)
      arrangementChanged()
      return
    }
    guard index >= 0, index <= arrangedSubviews.count else {
      reportIndex(index, limit: arrangedSubviews.count, location)
      return
    }
    if view.superview !== self { addSubview(view) }
    view.translatesAutoresizingMaskIntoConstraints = false
    arrangedSubviews.insert(view, at: index)
    arrangementChanged()
  }

  /// Removes `view` from ``arrangedSubviews``; it stays a subview of the stack, as in UIKit
  /// (call ``LayoutView/removeFromSuperview()`` to take it out of the stack entirely, which
  /// also removes it from the arranged views). The stack's constraints on the view go at once;
  /// its custom spacing is forgotten. A view that is not arranged is ignored.
  public func removeArrangedSubview(_ view: LayoutView) {
    guard let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
    arrangedSubviews.remove(at: index)
    customSpacings[ObjectIdentifier(view)] = nil
    releaseArrangementConstraints(of: view)
    arrangementChanged()
  }

  /// Sets the spacing after `arrangedSubview`, in place of the stack's ``spacing``, for the gap
  /// between it and the next visible view. ``spacingUseDefault`` goes back to ``spacing``;
  /// ``spacingUseSystem`` means the standard spacing.
  ///
  /// A view that is not arranged, or a spacing that is not finite, is reported as a
  /// ``LayoutIssue`` at the caller's line and ignored.
  public func setCustomSpacing(
    _ spacing: Double, after arrangedSubview: LayoutView, fileID: StaticString = #fileID,
    line: UInt = #line
  ) {
    let location = SourceLocation(fileID, line)
    guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else {
      reportMisuse(
        "Cannot set a custom spacing after \(arrangedSubview.layoutDescription): it is not an"
          + " arranged subview of \(layoutDescription)", location)
      return
    }
    guard spacing.isFinite else {
      reportMisuse("The custom spacing \(spacing) is not a finite number", location)
      return
    }
    let key = ObjectIdentifier(arrangedSubview)
    let value: Double? = spacing == Self.spacingUseDefault ? nil : spacing
    guard customSpacings[key] != value else { return }
    customSpacings[key] = value
    arrangementChanged()
  }

  /// The custom spacing after `arrangedSubview`, or ``spacingUseDefault`` when it has none (or
  /// is not arranged).
  public func customSpacing(after arrangedSubview: LayoutView) -> Double {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
  }

  /// The gap after `view`: its custom spacing or the stack's, the standard spacing for
  /// ``spacingUseSystem``.
  func effectiveSpacing(after view: LayoutView) -> Double {
    let value = customSpacings[ObjectIdentifier(view)] ?? spacing
    return value == Self.spacingUseSystem ? Self.systemSpacing : value
  }

  private func reportIndex(_ index: Int, limit: Int, _ location: SourceLocation) {
    reportMisuse(
      "Index \(index) out of bounds for the arranged subviews of \(layoutDescription): expected"
        + " 0...\(max(limit, 0))", location)
  }
}
