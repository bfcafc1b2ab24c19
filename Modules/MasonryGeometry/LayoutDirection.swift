// SPDX-License-Identifier: MIT

/// The direction text runs in, which decides where *leading* and *trailing* are.
public enum LayoutDirection: String, Hashable, Sendable, Codable, CaseIterable {
  /// Leading is the left side and trailing the right, as in English.
  case leftToRight
  /// Leading is the right side and trailing the left, as in Arabic and Hebrew.
  case rightToLeft
}
