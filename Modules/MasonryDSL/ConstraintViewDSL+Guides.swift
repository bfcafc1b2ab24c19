// SPDX-License-Identifier: MIT

import MasonryLayout

extension ConstraintViewDSL {
  /// The readable content guide, meaning its attribute of the same name as the left-hand
  /// side's (see `LayoutView.readableContentGuide`).
  public var readableContentGuide: ViewAttribute {
    ViewAttribute(view.readableContentGuide, .notAnAttribute)
  }

  /// The keyboard guide, meaning its attribute of the same name as the left-hand side's (see
  /// `LayoutView.keyboardLayoutGuide`).
  public var keyboardLayoutGuide: ViewAttribute {
    ViewAttribute(view.keyboardLayoutGuide, .notAnAttribute)
  }

  /// The keyboard guide's top: where the room the keyboard leaves ends.
  public var keyboardLayoutGuideTop: ViewAttribute {
    ViewAttribute(view.keyboardLayoutGuide, .top)
  }
}
