// SPDX-License-Identifier: MIT

import MasonryDSL
import MasonryGeometry
import MasonryLayout
import MasonrySolving
import Testing
import _MasonryTestSupport

/// A solver that records the variables it makes, by name, and the constraints it is given, and
/// hands everything on to an engine's solver.
private final class RecordingLayoutSolver: ConstraintSolver {
  static var semantics: SolverSemantics { .weightedAbsoluteError }

  let inner: any ConstraintSolver
  private(set) var variables: [String: Variable] = [:]
  private(set) var added: [LinearConstraint] = []

  init() { inner = Engine.simplex.make() }
  init(_ engine: Engine) { inner = engine.make() }

  var variableCount: Int { inner.variableCount }
  var constraintCount: Int { inner.constraintCount }
  func makeVariable(named name: String) -> Variable {
    let variable = inner.makeVariable(named: name)
    variables[name] = variable
    return variable
  }
  func name(of variable: Variable) -> String { inner.name(of: variable) }
  func add(_ constraint: LinearConstraint) throws(SolverError) -> ConstraintHandle {
    added.append(constraint)
    return try inner.add(constraint)
  }
  func remove(_ handle: ConstraintHandle) throws(SolverError) { try inner.remove(handle) }
  func contains(_ handle: ConstraintHandle) -> Bool { inner.contains(handle) }
  func constraint(_ handle: ConstraintHandle) -> LinearConstraint? { inner.constraint(handle) }
  func setConstant(_ constant: Double, of handle: ConstraintHandle) throws(SolverError) {
    try inner.setConstant(constant, of: handle)
  }
  func setStrength(_ strength: Strength, of handle: ConstraintHandle) throws(SolverError) {
    try inner.setStrength(strength, of: handle)
  }
  func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
    try inner.addEditVariable(variable, strength: strength)
  }
  func removeEditVariable(_ variable: Variable) throws(SolverError) {
    try inner.removeEditVariable(variable)
  }
  func hasEditVariable(_ variable: Variable) -> Bool { inner.hasEditVariable(variable) }
  func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    try inner.suggestValue(value, for: variable)
  }
  func solve() throws(SolverError) { try inner.solve() }
  func value(of variable: Variable) -> Double { inner.value(of: variable) }
  func ambiguities() -> [Ambiguity] { inner.ambiguities() }
  func reset() { inner.reset() }
  func takeChangedVariables() -> [Variable]? { inner.takeChangedVariables() }
}

/// The solver expression of a layout constraint is Auto Layout's equation in the installing
/// view's space, in the normal form of `Expression.normalized()`: terms by variable, one term
/// per variable, no zero coefficient.
@Suite struct MaterializedExpressionTests {
  /// A container (not the root, so its origin takes part) with two views in it, laid out.
  private func screen(
    _ engine: Engine, direction: SemanticContentAttribute,
    _ constraint: (LayoutView, LayoutView) -> Void
  ) -> RecordingLayoutSolver {
    let solver = RecordingLayoutSolver(engine)
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 320, height: 480), debugName: "root")
    root.layoutEngine = LayoutEngine(solver: solver)
    let container = addView(root, "c")
    container.semanticContentAttribute = direction
    let a = addView(container, "a")
    let b = addView(container, "b")
    container.mas.makeConstraints { make in make.edges.equalTo(root).inset(10) }
    for view in [a, b] {
      view.mas.makeConstraints { make in
        make.top.equalTo(container)
        make.size.equalTo(Size(width: 40, height: 20))
      }
    }
    b.mas.makeConstraints { make in make.left.equalTo(container).offset(100) }
    constraint(a, b)
    root.layoutIfNeeded()
    return solver
  }

  /// The recorded constraint whose expression mentions both `a` and `b`.
  private func between(_ solver: RecordingLayoutSolver, _ a: String, _ b: String)
    -> LinearConstraint?
  {
    guard let x = solver.variables["\(a).minX"], let y = solver.variables["\(b).minX"] else {
      return nil
    }
    return solver.added.last { constraint in
      let variables = constraint.expression.terms.map(\.variable)
      return variables.contains(x) && variables.contains(y)
    }
  }

  @Test(arguments: Engine.allCases)
  func aLocationWithAMultiplierMergesTheSpaceOrigin(engine: Engine) throws {
    let solver = screen(engine, direction: .unspecified) { a, b in
      a.mas.makeConstraints { make in make.centerX.equalTo(b).multipliedBy(1.5).offset(4) }
    }
    let v = solver.variables
    let (ax, aw, bx, bw, cx) = try (
      #require(v["a.minX"]), #require(v["a.width"]), #require(v["b.minX"]),
      #require(v["b.width"]), #require(v["c.minX"])
    )
    // (a.minX + a.width / 2 - c.minX) - 1.5 × (b.minX + b.width / 2 - c.minX) - 4
    var expected = (ax + 0.5 * aw - cx - (bx + 0.5 * bw - cx) * 1.5).normalized()
    expected.constant -= 4
    let constraint = try #require(between(solver, "a", "b"))
    #expect(constraint.expression == expected)
    #expect(constraint.expression.terms.first { $0.variable == cx }?.coefficient == 0.5)
    #expect(constraint.relation == .equal)
  }

  @Test(arguments: Engine.allCases)
  func rightToLeftEdgesAreMeasuredFromTheRightAndCancel(engine: Engine) throws {
    let solver = screen(engine, direction: .forceRightToLeft) { a, b in
      a.mas.makeConstraints { make in make.leading.equalTo(b.mas.trailing).offset(6) }
    }
    let v = solver.variables
    let (ax, aw, bx, bw, cx, cw) = try (
      #require(v["a.minX"]), #require(v["a.width"]), #require(v["b.minX"]),
      #require(v["b.width"]), #require(v["c.minX"]), #require(v["c.width"])
    )
    // Leading is the right edge, trailing the left one, both from the container's right edge.
    let lhs = cw + cx - (ax + 1 * aw)
    let rhs = cw + cx - (bx + 0 * bw)
    var expected = (lhs - rhs * 1).normalized()
    expected.constant -= 6
    let constraint = try #require(between(solver, "a", "b"))
    #expect(constraint.expression == expected)
    #expect(Set(constraint.expression.terms.map(\.variable)) == [ax, aw, bx])
  }
}
