// SPDX-License-Identifier: MIT

extension EdgeInsets: CustomStringConvertible {
  /// The initializer call that makes the insets, with integral numbers printed without a
  /// fraction: `EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)`.
  public var description: String {
    initializerDescription(
      "EdgeInsets", ["top": top, "left": left, "bottom": bottom, "right": right])
  }
}
