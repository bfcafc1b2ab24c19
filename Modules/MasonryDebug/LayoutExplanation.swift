// SPDX-License-Identifier: MIT

public import MasonryGeometry
public import MasonryLayout
import MasonrySolving

/// Why an attribute of a view or guide has its value: the constraints that fix it, and the
/// constraints on it that do not hold.
///
/// ```swift
/// print(messageLabel.explainLayout(of: .height) ?? "not laid out")
/// // Label:messageLabel.height = 405
/// // Determined by:
/// //     <LayoutConstraint:BottomConstraint Label:messageLabel.bottom == DebuggingView:superview.bottom - 10>
/// //     ...
/// ```
///
/// The constraints that determine the value are an irreducible set of those that hold with
/// equality in the solution (equalities, and inequalities at their bound): together they fix
/// the value, and without any one of them it would be free to change. When they cannot fix it,
/// the attribute is ambiguous, and the explanation lists the constraints that hold with
/// equality and mention it directly.
public struct LayoutExplanation {
  /// The view or guide.
  public var item: any LayoutItem
  /// The attribute explained.
  public var attribute: LayoutAttribute
  /// The solved value of the attribute, in the coordinates of the item's superview (a guide's
  /// owning view), or in its own for a root.
  public var value: Double
  /// Whether the constraints leave the value free.
  public var isAmbiguous: Bool
  /// The constraints that fix the value, in the order the solver received them; for an
  /// ambiguous attribute, those that mention it and hold with equality.
  public var constraints: [LayoutConstraint]
  /// The constraints that mention the attribute's variables and do not hold, each with how far
  /// it is from holding: optional constraints a stronger one overrides, and broken ones.
  public var unsatisfied: [(constraint: LayoutConstraint, error: Double)]
  /// For an ambiguous attribute, the ambiguous variables it is made of and what lets each move.
  public var freedoms: [AmbiguityReport.Entry]
}

extension LayoutExplanation: CustomStringConvertible {
  /// The value and the constraint lists, one constraint a line:
  ///
  /// ```
  /// Label:messageLabel.height = 405
  /// Determined by:
  ///     <LayoutConstraint:…>
  /// Not satisfied:
  ///     <LayoutConstraint:ConstantConstraint Label:messageLabel.height >= 5000> (broken, off by 4595)
  /// ```
  ///
  /// An ambiguous attribute says so, lists what holds it as `Held by:`, and adds a `Free to
  /// move:` list of its freedoms.
  public var description: String {
    let value = "\(item.layoutDescription).\(attribute) = \(DebugFormat.number(value))"
    var lines = [isAmbiguous ? value + " (ambiguous)" : value]
    lines.append(isAmbiguous ? "Held by:" : "Determined by:")
    lines += constraints.isEmpty ? ["    nothing"] : constraints.map { "    \($0)" }
    if !freedoms.isEmpty {
      lines.append("Free to move:")
      lines += freedoms.map { "    \($0)" }
    }
    if !unsatisfied.isEmpty {
      lines.append("Not satisfied:")
      lines += unsatisfied.map { constraint, error in
        let off = "off by \(DebugFormat.number(error))"
        return "    \(constraint) (\(constraint.isBroken ? "broken, " + off : off))"
      }
    }
    return lines.joined(separator: "\n")
  }
}

extension LayoutItem {
  /// Why `attribute` of this view or guide has its value: the constraints that fix it and the
  /// ones on it that do not hold. Solves first if anything changed; lays nothing out.
  ///
  /// - Returns: the explanation, or `nil` when the item's tree has no engine, no constraint
  ///   has involved the item yet, or the attribute is `.notAnAttribute`.
  /// - Complexity: elimination over the constraints connected to the attribute; meant for
  ///   debugging.
  public func explainLayout(of attribute: LayoutAttribute) -> LayoutExplanation? {
    guard let snapshot = EngineSnapshot(treeOf: self),
      let expression = snapshot.engine.debugExpression(of: attribute, of: self)
    else { return nil }
    let value = expression.evaluate { snapshot.value(of: $0) } - originOffset(attribute, snapshot)
    let why = snapshot.explain(expression)
    let unsatisfied = snapshot.unsatisfiedRows(touching: expression).map {
      ($0.constraint, $0.linear.violation { snapshot.value(of: $0) })
    }
    let variables = Set(expression.terms.filter { $0.coefficient != 0 }.map(\.variable))
    let freedoms = why.isAmbiguous ? AmbiguityReport(snapshot, only: variables).entries : []
    return LayoutExplanation(
      item: self, attribute: attribute, value: value, isAmbiguous: why.isAmbiguous,
      constraints: why.rows.map(\.constraint), unsatisfied: unsatisfied, freedoms: freedoms)
  }

  /// The constraints that determine the item's position and size along `axis` (Auto Layout's
  /// `constraintsAffectingLayout(for:)`), the engine's own included, in the order the solver
  /// received them. For a position or size the constraints leave free, the ones that mention it
  /// and hold with equality. Solves first if anything changed; lays nothing out.
  ///
  /// - Complexity: elimination over the constraints connected to the item; meant for
  ///   debugging.
  public func constraintsAffectingLayout(for axis: Axis) -> [LayoutConstraint] {
    guard let snapshot = EngineSnapshot(treeOf: self), let variables = snapshot.variables(of: self)
    else { return [] }
    let own = axis == .horizontal ? [variables[0], variables[2]] : [variables[1], variables[3]]
    var handles = Set<ConstraintHandle>()
    var found: [EngineSnapshot.Row] = []
    for variable in own {
      for row in snapshot.explain(Expression(variable)).rows
      where handles.insert(row.handle).inserted {
        found.append(row)
      }
    }
    return found.sorted { $0.handle < $1.handle }.map(\.constraint)
  }

  /// The root-space origin of the space the attribute's value is given in, along its axis.
  private func originOffset(_ attribute: LayoutAttribute, _ snapshot: EngineSnapshot) -> Double {
    guard attribute.isLocation, let axis = attribute.axis, let view = owningLayoutView else {
      return 0
    }
    let space = view === self ? view.superview : view
    guard let space, let frame = snapshot.rootFrame(of: space) else { return 0 }
    return axis == .horizontal ? frame.origin.x : frame.origin.y
  }
}

extension EngineSnapshot {
  /// The binding rows that fix `target`, or for a free target the binding rows that mention
  /// its variables, and whether it is free.
  func explain(_ target: Expression) -> (rows: [Row], isAmbiguous: Bool) {
    let binding = bindingRows()
    if let indices = Determination.explain(target, rows: binding.map(\.linear.expression)) {
      return (indices.map { binding[$0] }, false)
    }
    let variables = Set(target.terms.filter { $0.coefficient != 0 }.map(\.variable))
    let direct = binding.filter { row in
      row.linear.expression.terms.contains { variables.contains($0.variable) }
    }
    return (direct, true)
  }

  /// The rows that mention a variable of `target` and do not hold.
  func unsatisfiedRows(touching target: Expression) -> [Row] {
    let variables = Set(target.terms.filter { $0.coefficient != 0 }.map(\.variable))
    return rows.filter { row in
      row.linear.expression.terms.contains { variables.contains($0.variable) }
        && row.linear.violation { value(of: $0) } > tolerance(of: row)
    }
  }
}
