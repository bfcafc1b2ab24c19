// SPDX-License-Identifier: MIT

public import MasonryLayout

extension LayoutConstraint: CustomDebugStringConvertible {
  /// Masonry's description with the source location of the DSL call after the constraint's
  /// name, as SnapKit prints it:
  /// `<LayoutConstraint:ConstantConstraint@Screen.swift#31 Label:messageLabel.height >= 5000>`.
  ///
  /// Without a location it is the `LayoutConstraint.description`.
  public var debugDescription: String {
    describe(location: location)
  }
}
