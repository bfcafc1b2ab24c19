// SPDX-License-Identifier: MIT

extension LayoutConstraint {
  /// Whether ``ruleViolation(firstIsGuide:secondIsGuide:)`` finds nothing wrong, answered with
  /// a few comparisons and bit tests instead of the checks that build a message: the hot path
  /// of a client library's activation asks this, and asks for the message only when it is
  /// `false`. `secondIsGuide` is `nil` without a second item.
  @inline(__always)
  package func obeysRules(firstIsGuide: Bool, secondIsGuide: Bool?) -> Bool {
    let first = firstAttribute.rawValue
    guard offsets == nil, kind == .user, first != 0 else { return false }
    // A guide has no baselines and no margins: the attributes from lastBaseline on.
    let noGuideAttributes = LayoutAttribute.lastBaseline.rawValue
    if firstIsGuide, first >= noGuideAttributes { return false }
    // The values, as `valueViolation()` checks them (a NaN fails every comparison).
    let multiplier = self.multiplier
    guard multiplier == 1 || (multiplier.isFinite && LayoutLimits.accepts(multiplier: multiplier)),
      abs(constant) <= LayoutLimits.largestLength, priority.isValid
    else { return false }
    let second = secondAttribute.rawValue
    let firstBit = 1 << first
    guard let secondIsGuide else {
      return firstBit & AttributeBits.size != 0 && second == 0
    }
    guard second != 0, !(secondIsGuide && second >= noGuideAttributes) else { return false }
    let secondBit = 1 << second
    let firstIsSize = firstBit & AttributeBits.size != 0
    guard firstIsSize == (secondBit & AttributeBits.size != 0) else { return false }
    if firstIsSize { return true }
    // Two locations: the same axis, no leading or trailing against left or right, and a
    // multiplier that is not zero.
    guard (firstBit & AttributeBits.horizontal != 0) == (secondBit & AttributeBits.horizontal != 0)
    else { return false }
    if firstBit & AttributeBits.directional != 0, secondBit & AttributeBits.absolute != 0 {
      return false
    }
    if firstBit & AttributeBits.absolute != 0, secondBit & AttributeBits.directional != 0 {
      return false
    }
    return multiplier != 0
  }
}

/// Attribute sets as bit masks over the raw values, for
/// ``LayoutConstraint/obeysRules(firstIsGuide:secondIsGuide:)``: literals, so that testing one
/// costs no lazy global (a test checks them against ``LayoutAttribute``'s properties).
enum AttributeBits {
  /// Width and height.
  static var size: Int { 1 << 7 | 1 << 8 }
  /// The attributes along the horizontal axis: left, right, leading, trailing, width, centerX
  /// and their margins.
  static var horizontal: Int {
    1 << 1 | 1 << 2 | 1 << 5 | 1 << 6 | 1 << 7 | 1 << 9 | 1 << 13 | 1 << 14 | 1 << 17 | 1 << 18
      | 1 << 19
  }
  /// The leading and trailing family.
  static var directional: Int { 1 << 5 | 1 << 6 | 1 << 17 | 1 << 18 }
  /// Left and right, with or without the margin.
  static var absolute: Int { 1 << 1 | 1 << 2 | 1 << 13 | 1 << 14 }
}
