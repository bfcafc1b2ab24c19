// SPDX-License-Identifier: MIT

import MasonrySolving

/// One constraint a stack view wants: what ``LayoutStackView`` computes from its arranged views
/// and properties, before it compares the list with the constraints it has.
struct StackRule {
  var identifier: String
  var first: any LayoutItem
  var firstAttribute: LayoutAttribute
  var relation: Relation
  var second: (any LayoutItem)?
  var secondAttribute: LayoutAttribute
  var multiplier: Double
  var constant: Double
  var priority: LayoutPriority
  /// The weight inside the priority's level (see ``LayoutConstraint/weight``).
  var weight = 1.0

  /// What a constraint must share with the rule to be kept for it (its numbers can change in
  /// place).
  var key: StackRuleKey {
    StackRuleKey(
      identifier: identifier, first: ObjectIdentifier(first), firstAttribute: firstAttribute,
      relation: relation, second: second.map { ObjectIdentifier($0) },
      secondAttribute: secondAttribute)
  }

  /// A new, inactive constraint for the rule.
  func makeConstraint() -> LayoutConstraint {
    let constraint = LayoutConstraint(
      item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
      attribute: secondAttribute, multiplier: multiplier, constant: constant, priority: priority)
    constraint.identifier = identifier
    constraint.weight = weight
    return constraint
  }
}

/// The identity of a stack constraint: its identifier, items, attributes and relation.
struct StackRuleKey: Hashable {
  var identifier: String
  var first: ObjectIdentifier
  var firstAttribute: LayoutAttribute
  var relation: Relation
  var second: ObjectIdentifier?
  var secondAttribute: LayoutAttribute

  /// The key of an existing constraint; `nil` when one of its items is gone.
  init?(_ constraint: LayoutConstraint) {
    guard let identifier = constraint.identifier, let first = constraint.firstItem else {
      return nil
    }
    var second: ObjectIdentifier?
    if constraint.hasSecondItem {
      guard let item = constraint.secondItem else { return nil }
      second = ObjectIdentifier(item)
    }
    self.init(
      identifier: identifier, first: ObjectIdentifier(first),
      firstAttribute: constraint.firstAttribute, relation: constraint.relation, second: second,
      secondAttribute: constraint.secondAttribute)
  }

  init(
    identifier: String, first: ObjectIdentifier, firstAttribute: LayoutAttribute,
    relation: Relation, second: ObjectIdentifier?, secondAttribute: LayoutAttribute
  ) {
    self.identifier = identifier
    self.first = first
    self.firstAttribute = firstAttribute
    self.relation = relation
    self.second = second
    self.secondAttribute = secondAttribute
  }
}

extension LayoutStackView {
  /// Brings the stack's constraints in line with `rules`: a constraint whose key a rule shares
  /// is kept, its constant, multiplier, priority and weight changed in place where they differ; the
  /// rest are deactivated, and new ones activated, in the rules' order.
  ///
  /// - Returns: whether anything changed.
  /// - Complexity: O(*n*) for *n* rules and constraints; the engine is told only of the
  ///   constraints that changed.
  @discardableResult
  func apply(_ rules: [StackRule]) -> Bool {
    // Positions of the existing constraints by key: looked up, never iterated. Each key maps
    // to its first unmatched position, and `later` links a position to the next one of the
    // same key (-1 after the last), so that no key holds an array of its own (a heap array per
    // constraint made a stack of 3,000 rows spend a third of each edit's relayout here).
    let count = arrangementConstraints.count
    var first: [StackRuleKey: Int] = [:]
    first.reserveCapacity(count)
    var later = [Int](repeating: -1, count: count)
    for index in (0..<count).reversed() {
      guard let key = StackRuleKey(arrangementConstraints[index]) else { continue }
      if let next = first.updateValue(index, forKey: key) { later[index] = next }
    }
    var kept = [Bool](repeating: false, count: count)
    var matched: [LayoutConstraint?] = []
    matched.reserveCapacity(rules.count)
    for rule in rules {
      let key = rule.key
      if let index = first[key], index >= 0 {
        first[key] = later[index]
        kept[index] = true
        matched.append(arrangementConstraints[index])
      } else {
        matched.append(nil)
      }
    }
    var changed = false
    var gone: [LayoutConstraint] = []
    for (index, constraint) in arrangementConstraints.enumerated() where !kept[index] {
      gone.append(constraint)
    }
    if !gone.isEmpty {
      changed = true
      LayoutConstraint.deactivate(gone)
    }
    var result: [LayoutConstraint] = []
    var fresh: [LayoutConstraint] = []
    result.reserveCapacity(rules.count)
    for (rule, match) in zip(rules, matched) {
      guard let constraint = match else {
        let constraint = rule.makeConstraint()
        fresh.append(constraint)
        result.append(constraint)
        continue
      }
      if constraint.priority != rule.priority {
        constraint.priority = rule.priority
        changed = true
      }
      if constraint.weight != rule.weight {
        constraint.weight = rule.weight
        changed = true
      }
      if constraint.multiplier != rule.multiplier {
        constraint.multiplier = rule.multiplier
        changed = true
      }
      if constraint.constant != rule.constant {
        constraint.constant = rule.constant
        changed = true
      }
      if !constraint.isActive { fresh.append(constraint) }
      result.append(constraint)
    }
    if !fresh.isEmpty {
      changed = true
      LayoutConstraint.activate(fresh)
    }
    arrangementConstraints = result
    return changed
  }

  /// Deactivates, at once, the stack's constraints that mention `view`.
  func releaseArrangementConstraints(of view: LayoutView) {
    let involved = arrangementConstraints.filter { $0.firstItem === view || $0.secondItem === view }
    guard !involved.isEmpty else { return }
    LayoutConstraint.deactivate(involved)
    arrangementConstraints.removeAll { $0.firstItem === view || $0.secondItem === view }
  }
}
