// SPDX-License-Identifier: MIT

extension LayoutConstraint {
  /// The result of checking a constraint before activation: where to install it, or why not.
  struct Validation {
    var installOn: LayoutView?
    var message: String

    static func invalid(_ message: String) -> Validation {
      Validation(installOn: nil, message: message)
    }
  }

  /// Checks Auto Layout's rules and finds the installing view.
  ///
  /// Refused: a missing item or attribute, a guide not added to a view, a location related to
  /// a size, a horizontal location related to a vertical one, leading or trailing related to
  /// left or right, items with no common ancestor, a location equal to a constant, a location
  /// with a zero multiplier, a non-finite multiplier or constant, a multiplier or constant
  /// outside ``LayoutLimits``, a priority outside (0, 1000], and baselines or margins of a
  /// layout guide.
  ///
  /// It reads the items through their nodes, without protocol calls.
  ///
  /// - Parameter knownAncestor: the closest common ancestor of the items' views, when the
  ///   caller has found it already.
  func validate(knownAncestor: LayoutView? = nil) -> Validation {
    if offsets != nil { return validateOffsets() }
    guard let first = firstNode, first.isAlive else {
      return .invalid("The first item of the constraint is gone")
    }
    guard firstAttribute != .notAnAttribute else {
      return .invalid("The first attribute of a constraint cannot be notAnAttribute")
    }
    guard let firstView = first.owningView else {
      return .invalid(first.item.map(LayoutMessage.guideNotInView) ?? "")
    }
    if let message = guideRuleViolation(isGuide: !first.isView, firstAttribute) {
      return .invalid(message)
    }
    if let message = valueViolation() { return .invalid(message) }
    guard hasSecondItem else {
      guard firstAttribute.isSize, secondAttribute == .notAnAttribute else {
        return .invalid(LayoutMessage.locationEqualToConstant)
      }
      return Validation(installOn: firstView, message: "")
    }
    guard let second = secondNode, second.isAlive else {
      return .invalid("The second item of the constraint is gone")
    }
    guard secondAttribute != .notAnAttribute else {
      return .invalid("A constraint with a second item needs a second attribute")
    }
    guard let secondView = second.owningView else {
      return .invalid(second.item.map(LayoutMessage.guideNotInView) ?? "")
    }
    if let message = guideRuleViolation(isGuide: !second.isView, secondAttribute) {
      return .invalid(message)
    }
    if let message = pairingViolation() { return .invalid(message) }
    guard let ancestor = knownAncestor ?? firstView.closestCommonAncestor(with: secondView) else {
      guard let firstItem = first.item, let secondItem = second.item else {
        return .invalid("An item of the constraint is gone")
      }
      return .invalid(LayoutMessage.noCommonAncestor(firstItem, secondItem))
    }
    return Validation(installOn: ancestor, message: "")
  }

  /// What is wrong with the multiplier, constant or priority; `nil` when they are fine.
  private func valueViolation() -> String? {
    guard multiplier.isFinite else { return "The multiplier \(multiplier) is not a finite number" }
    guard constant.isFinite else { return "The constant \(constant) is not a finite number" }
    return rangeViolation()
  }

  /// What ``validate(knownAncestor:)`` finds wrong with a constraint whose items live and are
  /// in views (the caller found them): the same checks, in the same order, without looking the
  /// items up again. `secondIsGuide` is `nil` without a second item.
  package func ruleViolation(firstIsGuide: Bool, secondIsGuide: Bool?) -> String? {
    guard offsets == nil, kind == .user else { return "Not a constraint of a client library" }
    guard firstAttribute != .notAnAttribute else {
      return "The first attribute of a constraint cannot be notAnAttribute"
    }
    if let message = guideRuleViolation(isGuide: firstIsGuide, firstAttribute) { return message }
    if let message = valueViolation() { return message }
    guard let secondIsGuide else {
      guard firstAttribute.isSize, secondAttribute == .notAnAttribute else {
        return LayoutMessage.locationEqualToConstant
      }
      return nil
    }
    guard secondAttribute != .notAnAttribute else {
      return "A constraint with a second item needs a second attribute"
    }
    if let message = guideRuleViolation(isGuide: secondIsGuide, secondAttribute) { return message }
    return pairingViolation()
  }

  /// What is wrong with a finite multiplier, constant or priority: outside ``LayoutLimits`` or
  /// (0, 1000]; `nil` when they are fine.
  func rangeViolation() -> String? {
    guard LayoutLimits.accepts(multiplier: multiplier) else {
      return LayoutMessage.multiplierOutOfRange(multiplier)
    }
    guard LayoutLimits.accepts(length: constant) else {
      return LayoutMessage.constantOutOfRange(constant)
    }
    guard priority.isValid else { return "The priority \(priority.rawValue) is not in (0, 1000]" }
    return nil
  }

  func itemRuleViolation(_ item: any LayoutItem, _ attribute: LayoutAttribute) -> String? {
    guideRuleViolation(isGuide: item.owningLayoutView !== item, attribute)
  }

  /// A layout guide has neither baselines nor margins.
  private func guideRuleViolation(isGuide: Bool, _ attribute: LayoutAttribute) -> String? {
    guard isGuide else { return nil }
    if attribute.isBaseline { return "A layout guide has no baselines (\(attribute))" }
    if attribute.isMargin { return "A layout guide has no margins (\(attribute))" }
    return nil
  }

  private func pairingViolation() -> String? {
    var pair: String { "\(firstAttribute) and \(secondAttribute)" }
    if firstAttribute.isSize != secondAttribute.isSize {
      return LayoutMessage.invalidPairing(pair, "a location cannot be related to a size")
    }
    if firstAttribute.isLocation, firstAttribute.axis != secondAttribute.axis {
      return LayoutMessage.invalidPairing(
        pair, "a horizontal location cannot be related to a vertical one")
    }
    if (firstAttribute.isDirectional && secondAttribute.isAbsoluteHorizontalEdge)
      || (firstAttribute.isAbsoluteHorizontalEdge && secondAttribute.isDirectional)
    {
      return LayoutMessage.invalidPairing(
        pair, "leading and trailing cannot be related to left and right")
    }
    if firstAttribute.isLocation, multiplier == 0 {
      return LayoutMessage.locationEqualToConstant
    }
    return nil
  }
}
