// SPDX-License-Identifier: MIT

public import MasonryGeometry

extension LayoutView {
  /// The view's layout margins, left and right resolved by its layout direction (8 on every
  /// side by default). The margin attributes and ``layoutMarginsGuide`` use
  /// ``effectiveLayoutMargins``, which grow these by the safe area and the superview's margins.
  public var layoutMargins: EdgeInsets {
    get {
      switch margins {
      case .absolute(let insets): return insets
      case .directional(let insets):
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return EdgeInsets(
          top: insets.top, left: rightToLeft ? insets.trailing : insets.leading,
          bottom: insets.bottom, right: rightToLeft ? insets.leading : insets.trailing)
      }
    }
    set {
      guard acceptsInsets(newValue, "layoutMargins") else { return }
      margins = .absolute(newValue)
      marginsChanged()
    }
  }

  /// The view's layout margins by leading and trailing edge, kept in step with
  /// ``layoutMargins`` through the layout direction.
  public var directionalLayoutMargins: DirectionalEdgeInsets {
    get {
      switch margins {
      case .directional(let insets): return insets
      case .absolute(let insets):
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return DirectionalEdgeInsets(
          top: insets.top, leading: rightToLeft ? insets.right : insets.left,
          bottom: insets.bottom, trailing: rightToLeft ? insets.left : insets.right)
      }
    }
    set {
      let asInsets = EdgeInsets(
        top: newValue.top, left: newValue.leading, bottom: newValue.bottom,
        right: newValue.trailing)
      guard acceptsInsets(asInsets, "directionalLayoutMargins") else { return }
      margins = .directional(newValue)
      marginsChanged()
    }
  }

  /// Whether the view's margins grow to its superview's margins where the view sits closer to
  /// the superview's edge than those margins (false by default).
  public var preservesSuperviewLayoutMargins: Bool {
    get { preservesMargins }
    set {
      preservesMargins = newValue
      marginsChanged()
    }
  }

  /// Whether the view's margins are measured from its safe area rather than its edges (true
  /// by default): the effective margin of an edge is the margin plus the safe area inset.
  public var insetsLayoutMarginsFromSafeArea: Bool {
    get { marginsFromSafeArea }
    set {
      marginsFromSafeArea = newValue
      marginsChanged()
    }
  }

  /// The margins the margin attributes use, from the current frames: ``layoutMargins``, plus
  /// ``safeAreaInsets`` when ``insetsLayoutMarginsFromSafeArea``, grown to the superview's
  /// effective margins when ``preservesSuperviewLayoutMargins``.
  public var effectiveLayoutMargins: EdgeInsets {
    InsetRules(root: rootView).effectiveMargins(of: self)
  }

  /// The view's safe area insets. A root's are what was set; a subview's are the part of its
  /// superview's unsafe area it overlaps, each edge at most the superview's inset (computed
  /// from the current frames). Setting them on a view with a superview has no effect until it
  /// becomes a root.
  public var safeAreaInsets: EdgeInsets {
    get { InsetRules(root: rootView).safeAreaInsets(of: self) }
    set {
      guard acceptsInsets(newValue, "safeAreaInsets") else { return }
      rootSafeAreaInsets = newValue
      marginsChanged()
    }
  }

  /// Whether `insets` are within ``LayoutLimits``; if not, reports an issue and the caller
  /// keeps the previous value.
  private func acceptsInsets(_ insets: EdgeInsets, _ property: String) -> Bool {
    guard !LayoutLimits.accepts(insets) else { return true }
    let issue = LayoutIssue(
      .invalidValue,
      "The \(property) \(insets) of \(self) are not finite numbers within ±1e9; "
        + "the previous value is kept")
    if let engine = layoutEngineIfCreated {
      engine.report(issue)
    } else {
      LayoutIssue.defaultHandler(issue)
    }
    return false
  }

  private func marginsChanged() {
    layoutEngineIfCreated?.marginsChanged(in: self)
    setNeedsLayout()
  }
}
