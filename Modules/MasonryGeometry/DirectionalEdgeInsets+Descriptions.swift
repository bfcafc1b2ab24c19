// SPDX-License-Identifier: MIT

extension DirectionalEdgeInsets: CustomStringConvertible {
  /// The initializer call that makes the insets, with integral numbers printed without a
  /// fraction: `DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 8)`.
  public var description: String {
    initializerDescription(
      "DirectionalEdgeInsets",
      ["top": top, "leading": leading, "bottom": bottom, "trailing": trailing])
  }
}
