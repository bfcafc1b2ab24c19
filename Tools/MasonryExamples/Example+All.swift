// SPDX-License-Identifier: MIT

extension Example {
  /// Every example, in the order of Masonry's list, then the bottom bar.
  public static let all: [Example] = [
    basic, update, remake, constants, sides, aspectFit, animated, debugging, labels, scrollView,
    array, attributeChaining, margins, distribute, layoutGuides, safeArea, bottomBar,
  ]
}
