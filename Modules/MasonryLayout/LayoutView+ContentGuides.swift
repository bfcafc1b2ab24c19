// SPDX-License-Identifier: MIT

extension LayoutView {
  /// The widest the ``readableContentGuide`` gets: 672 points, UIKit's readable width for the
  /// default text size (Large) on an iPad. UIKit varies it with the Dynamic Type size; here it
  /// is this fixed number, so layouts are the same everywhere.
  public static let readableContentWidth: Double = 672

  /// A guide for text that stays comfortable to read on wide screens: inside the
  /// ``layoutMarginsGuide``, as tall as it, centred in it, and as wide as it up to
  /// ``readableContentWidth``.
  ///
  /// The width rule, in constraints: `guide.width <= 672`, `guide.left >= margins.left`,
  /// `guide.right <= margins.right`, `guide.centerX == margins.centerX`, and
  /// `guide.width == 672` at priority 999, so the guide is min(margins width, 672) wide.
  ///
  /// ```swift
  /// body.mas.makeConstraints { make in
  ///   make.left.right.equalTo(root.readableContentGuide)
  /// }
  /// ```
  public var readableContentGuide: LayoutGuide {
    let guides = contentGuidesMade
    if let guide = guides.readable { return guide }
    let guide = LayoutGuide(debugName: "\(debugName ?? "view").readableContent")
    guides.readable = guide
    addLayoutGuide(guide)
    let margins = layoutMarginsGuide
    let width = LayoutView.readableContentWidth
    LayoutConstraint.activate([
      guide.make(.top, .equal, margins, .top, "readableContent-top"),
      guide.make(.bottom, .equal, margins, .bottom, "readableContent-bottom"),
      guide.make(.centerX, .equal, margins, .centerX, "readableContent-centerX"),
      guide.make(.left, .greaterThanOrEqual, margins, .left, "readableContent-left"),
      guide.make(.right, .lessThanOrEqual, margins, .right, "readableContent-right"),
      guide.make(.width, .lessThanOrEqual, nil, .notAnAttribute, "readableContent-maxWidth", width),
      guide.make(
        .width, .equal, nil, .notAnAttribute, "readableContent-width", width,
        priority: LayoutPriority(999)),
    ])
    return guide
  }

  /// A guide for the room the on-screen keyboard leaves: as wide as the view, down to its
  /// bottom, and up to the keyboard's top (UIKit's `keyboardLayoutGuide`). While the keyboard
  /// is hidden, the guide's top is the bottom of the ``safeAreaLayoutGuide``; move the keyboard
  /// with ``showKeyboard(height:fileID:line:)`` and ``hideKeyboard()``.
  ///
  /// ```swift
  /// field.mas.makeConstraints { make in
  ///   make.bottom.equalTo(root.keyboardLayoutGuide.mas.top).offset(-8)
  /// }
  /// root.showKeyboard(height: 300)
  /// ```
  public var keyboardLayoutGuide: LayoutGuide {
    let guides = contentGuidesMade
    if let guide = guides.keyboard { return guide }
    let guide = LayoutGuide(debugName: "\(debugName ?? "view").keyboard")
    guides.keyboard = guide
    addLayoutGuide(guide)
    let hidden = guide.make(.top, .equal, safeAreaLayoutGuide, .bottom, "keyboard-hidden-top")
    let shown = guide.make(.top, .equal, self, .bottom, "keyboard-top", -guides.keyboardHeight)
    guides.keyboardTops = [hidden, shown]
    LayoutConstraint.activate([
      guide.make(.left, .equal, self, .left, "keyboard-left"),
      guide.make(.right, .equal, self, .right, "keyboard-right"),
      guide.make(.bottom, .equal, self, .bottom, "keyboard-bottom"),
      guides.keyboardHeight > 0 ? shown : hidden,
    ])
    return guide
  }

  /// The height of the keyboard over the view's bottom edge; 0 while it is hidden.
  public var keyboardHeight: Double { contentGuides?.keyboardHeight ?? 0 }

  /// Shows the keyboard `height` points tall over the view's bottom edge: the
  /// ``keyboardLayoutGuide``'s top moves to `height` above the bottom. A height that is negative
  /// or not finite is a misuse, reported with the caller's line; the keyboard is then hidden.
  /// Wrap the call and a layout in ``animate(duration:delay:curve:fileID:line:_:)`` to animate
  /// what follows the keyboard.
  public func showKeyboard(height: Double, fileID: StaticString = #fileID, line: UInt = #line) {
    guard height.isFinite, height >= 0 else {
      layoutEngine.report(
        LayoutIssue(
          .misuse, "A keyboard's height must be a finite number not below 0, not \(height)",
          location: SourceLocation(fileID, line)))
      return hideKeyboard()
    }
    let guides = contentGuidesMade
    guides.keyboardHeight = height
    guard guides.keyboardTops.count == 2 else { return }
    let (hidden, shown) = (guides.keyboardTops[0], guides.keyboardTops[1])
    shown.constant = -height
    if height > 0, hidden.isActive {
      LayoutConstraint.deactivate([hidden])
      LayoutConstraint.activate([shown])
    } else if height == 0, shown.isActive {
      LayoutConstraint.deactivate([shown])
      LayoutConstraint.activate([hidden])
    }
  }

  /// Hides the keyboard: the ``keyboardLayoutGuide``'s top goes back to the safe area's bottom.
  public func hideKeyboard() { showKeyboard(height: 0) }

  /// The readable guide, if it was asked for (for descriptions and drawings).
  package var readableContentGuideIfMade: LayoutGuide? { contentGuides?.readable }

  /// The keyboard guide, if it was asked for (for descriptions and drawings).
  package var keyboardLayoutGuideIfMade: LayoutGuide? { contentGuides?.keyboard }

  private var contentGuidesMade: ContentGuides {
    if let contentGuides { return contentGuides }
    let made = ContentGuides()
    contentGuides = made
    return made
  }
}

/// A view's readable content and keyboard guides, made on first use.
final class ContentGuides {
  var readable: LayoutGuide?
  var keyboard: LayoutGuide?
  /// The keyboard guide's top while hidden (to the safe area) and while shown (to the bottom).
  var keyboardTops: [LayoutConstraint] = []
  var keyboardHeight = 0.0
}

extension LayoutGuide {
  fileprivate func make(
    _ attribute: LayoutAttribute, _ relation: LayoutRelation, _ other: (any LayoutItem)?,
    _ otherAttribute: LayoutAttribute, _ identifier: String, _ constant: Double = 0,
    priority: LayoutPriority = .required
  ) -> LayoutConstraint {
    let constraint = LayoutConstraint(
      item: self, attribute: attribute, relatedBy: relation, toItem: other,
      attribute: otherAttribute, multiplier: 1, constant: constant, priority: priority)
    constraint.identifier = identifier
    return constraint
  }
}
