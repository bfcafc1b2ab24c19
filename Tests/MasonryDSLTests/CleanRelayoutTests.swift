// SPDX-License-Identifier: MIT

import MasonryDSL
import MasonryGeometry
import MasonryLayout
import MasonrySolving
import Testing
import _MasonryTestSupport

/// A solver that counts the calls it is given and hands them on to an engine's solver.
final class CountingSolver: ConstraintSolver {
  static var semantics: SolverSemantics { .weightedAbsoluteError }

  var inner: any ConstraintSolver
  /// The calls that change or solve the system, by name.
  private(set) var calls: [String] = []
  /// How many times each variable's value was read (by id), in one call or many.
  var reads: [Int32: Int] = [:]

  init() { inner = Engine.simplex.make() }
  init(_ engine: Engine) { inner = engine.make() }

  var solves: Int { calls.count { $0 == "solve" } }

  var variableCount: Int { inner.variableCount }
  var constraintCount: Int { inner.constraintCount }
  func makeVariable(named name: String) -> Variable {
    calls.append("makeVariable")
    return inner.makeVariable(named: name)
  }
  func name(of variable: Variable) -> String { inner.name(of: variable) }
  func add(_ constraint: LinearConstraint) throws(SolverError) -> ConstraintHandle {
    calls.append("add")
    return try inner.add(constraint)
  }
  func remove(_ handle: ConstraintHandle) throws(SolverError) {
    calls.append("remove")
    try inner.remove(handle)
  }
  func contains(_ handle: ConstraintHandle) -> Bool { inner.contains(handle) }
  func constraint(_ handle: ConstraintHandle) -> LinearConstraint? { inner.constraint(handle) }
  func setConstant(_ constant: Double, of handle: ConstraintHandle) throws(SolverError) {
    calls.append("setConstant")
    try inner.setConstant(constant, of: handle)
  }
  func setStrength(_ strength: Strength, of handle: ConstraintHandle) throws(SolverError) {
    calls.append("setStrength")
    try inner.setStrength(strength, of: handle)
  }
  func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
    calls.append("addEditVariable")
    try inner.addEditVariable(variable, strength: strength)
  }
  func removeEditVariable(_ variable: Variable) throws(SolverError) {
    calls.append("removeEditVariable")
    try inner.removeEditVariable(variable)
  }
  func hasEditVariable(_ variable: Variable) -> Bool { inner.hasEditVariable(variable) }
  func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    calls.append("suggestValue")
    try inner.suggestValue(value, for: variable)
  }
  func solve() throws(SolverError) {
    calls.append("solve")
    try inner.solve()
  }
  func value(of variable: Variable) -> Double {
    reads[variable.id, default: 0] += 1
    return inner.value(of: variable)
  }
  func values(of variables: [Variable]) -> [Double] {
    for variable in variables { reads[variable.id, default: 0] += 1 }
    return inner.values(of: variables)
  }
  func ambiguities() -> [Ambiguity] {
    calls.append("ambiguities")
    return inner.ambiguities()
  }
  func reset() { inner.reset() }
  func takeChangedVariables() -> [Variable]? { inner.takeChangedVariables() }

  /// A counting solver on `engine` and a root laid out by it.
  static func root(_ engine: Engine, width: Double, height: Double) -> (CountingSolver, LayoutView)
  {
    let solver = CountingSolver(engine)
    let root = LayoutView(
      frame: Rect(x: 0, y: 0, width: width, height: height), debugName: "root")
    root.layoutEngine = LayoutEngine(solver: solver)
    return (solver, root)
  }

  /// Forgets the calls counted so far.
  func clear() { calls = [] }
}

/// A label-like view whose natural size the test sets.
private final class Label: LayoutView {
  var natural = Size(width: 80, height: 20)
  override var intrinsicContentSize: Size { natural }
}

/// A relayout that costs nothing when nothing changed (issue 8, item 4): `layoutIfNeeded` on a
/// clean tree, and after changes that cannot move a frame, returns without solving.
@Suite struct CleanRelayoutTests {
  /// A root with a box and a label under it, laid out once.
  private struct Screen {
    let solver: CountingSolver
    let root: LayoutView
    let box: LayoutView
    let label: Label
    var top: Constraint?

    init(_ engine: Engine) {
      solver = CountingSolver(engine)
      root = LayoutView(frame: Rect(x: 0, y: 0, width: 320, height: 480), debugName: "root")
      root.layoutEngine = LayoutEngine(solver: solver)
      box = LayoutView(debugName: "box")
      label = Label(debugName: "label")
      root.addSubview(box)
      root.addSubview(label)
      let root = root
      var top: Constraint?
      box.mas.makeConstraints { make in
        top = make.top.equalTo(root).offset(10)
        make.left.right.equalTo(root).inset(10)
        make.height.equalTo(40)
      }
      let box = box
      label.mas.makeConstraints { make in
        make.top.equalTo(box.mas.bottom).offset(8)
        make.leading.equalTo(box)
      }
      self.top = top
      root.layoutIfNeeded()
    }

    var frames: [Rect] { [root.frame, box.frame, label.frame] }
  }

  @Test(arguments: Engine.allCases)
  func layoutIfNeededOnACleanTreeDoesNotSolve(_ engine: Engine) {
    let screen = Screen(engine)
    #expect(screen.solver.solves == 1)
    let frames = screen.frames
    let written = screen.root.layoutEngine.framesWritten
    screen.solver.clear()
    screen.root.layoutIfNeeded()
    screen.root.layoutIfNeeded()
    #expect(screen.solver.calls == [])
    #expect(screen.root.layoutEngine.framesWritten == written)
    #expect(screen.frames == frames)
  }

  @Test(arguments: Engine.allCases)
  func changesThatMoveNoFrameDoNotSolve(_ engine: Engine) {
    let screen = Screen(engine)
    let frames = screen.frames
    screen.solver.clear()
    // The same values again: a constant, the root's frame, the DSL's update of the same
    // constants, an intrinsic size read again and found unchanged, and requests for layout
    // and for the update-constraints pass.
    screen.top?.offset(10)
    screen.root.frame = Rect(x: 0, y: 0, width: 320, height: 480)
    let root = screen.root
    screen.box.mas.updateConstraints { make in
      make.top.equalTo(root).offset(10)
      make.height.equalTo(40)
    }
    screen.label.invalidateIntrinsicContentSize()
    screen.box.setNeedsLayout()
    screen.label.setNeedsUpdateConstraints()
    screen.root.layoutIfNeeded()
    #expect(screen.solver.calls == [])
    #expect(screen.frames == frames)
  }

  @Test(arguments: Engine.allCases)
  func aChangeThatMovesAFrameSolvesOnce(_ engine: Engine) {
    let screen = Screen(engine)
    screen.solver.clear()
    screen.top?.offset(20)
    screen.label.natural = Size(width: 90, height: 20)
    screen.label.invalidateIntrinsicContentSize()
    screen.root.layoutIfNeeded()
    #expect(screen.solver.solves == 1)
    #expect(close(screen.box.frame, Rect(x: 10, y: 20, width: 300, height: 40)))
    #expect(close(screen.label.frame, Rect(x: 10, y: 68, width: 90, height: 20)))
  }

  /// A resize that moves a large share of the layout (70 boxes in a column, each 10 in from the
  /// root's sides: their widths move) lays the tree out again by a walk. The engine reads the
  /// values the solver reports (every value when it cannot tell what moved: `nil`, as the dense
  /// engine always answers and the simplex engine does after a call that moved most of a
  /// layout) in one call to find what moved, and the walk writes the frames from those values
  /// and from those it noted before, without reading any from the solver again (it read each
  /// value reported twice, and three times before that).
  @Test(arguments: Engine.allCases)
  func aResizeReadsEachValueOnce(_ engine: Engine) {
    let solver = CountingSolver(engine)
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 320, height: 2_000), debugName: "root")
    root.layoutEngine = LayoutEngine(solver: solver)
    var previous: LayoutView?
    var boxes: [LayoutView] = []
    for k in 0..<70 {
      let box = LayoutView(debugName: "box\(k)")
      root.addSubview(box)
      let above = previous
      box.mas.makeConstraints { make in
        make.left.right.equalTo(root).inset(10)
        make.height.equalTo(20)
        if let above {
          make.top.equalTo(above.mas.bottom).offset(4)
        } else {
          make.top.equalTo(root)
        }
      }
      previous = box
      boxes.append(box)
    }
    root.layoutIfNeeded()
    solver.reads = [:]
    root.frame = Rect(x: 0, y: 0, width: 400, height: 2_000)
    root.layoutIfNeeded()
    #expect(solver.solves == 2)
    #expect(!solver.reads.isEmpty)
    #expect(solver.reads.values.allSatisfy { $0 == 1 }, "\(solver.reads.values.max() ?? 0) reads")
    #expect(boxes.allSatisfy { close($0.frame.width, 380) })
    #expect(close(boxes[69].frame, Rect(x: 10, y: 69 * 24, width: 380, height: 20)))
  }

  /// Reading ``LayoutView/unroundedFrame`` between a change and the pass that lays it out
  /// answers the changed layout's values and leaves the pass to write the frames that moved:
  /// the read notes nothing as already laid out.
  @Test(arguments: Engine.allCases)
  func anUnroundedFrameReadBeforeThePassLeavesTheMoveToIt(_ engine: Engine) {
    let screen = Screen(engine)
    screen.top?.offset(30)
    #expect(close(screen.box.unroundedFrame, Rect(x: 10, y: 30, width: 300, height: 40)))
    screen.root.layoutIfNeeded()
    #expect(close(screen.box.frame, Rect(x: 10, y: 30, width: 300, height: 40)))
    #expect(close(screen.label.frame, Rect(x: 10, y: 78, width: 80, height: 20)))
  }

  /// A view that changes its subview's width in ``LayoutView/layoutSubviews()`` before calling
  /// `super`, as an app may: the frames `super` writes are those of the changed layout, not the
  /// values the engine noted from the solve before the change.
  @Test(arguments: Engine.allCases)
  func aChangeMadeInLayoutSubviewsMovesTheFramesSuperWrites(_ engine: Engine) {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 320, height: 480), debugName: "root")
    root.layoutEngine = LayoutEngine(solver: engine.make())
    let container = Narrowing(debugName: "container")
    let child = LayoutView(debugName: "child")
    root.addSubview(container)
    container.addSubview(child)
    container.mas.makeConstraints { make in make.edges.equalTo(root) }
    child.mas.makeConstraints { make in
      make.top.left.equalTo(container)
      container.width = make.width.equalTo(100)
      make.height.equalTo(40)
    }
    root.layoutIfNeeded()
    #expect(container.seen.first == 50, "\(container.seen)")
    #expect(container.seen.allSatisfy { $0 == 50 }, "\(container.seen)")
    #expect(child.frame == Rect(x: 0, y: 0, width: 50, height: 40))
    // Changed again in a later pass, the width reaches the frame by the end of the pass.
    container.target = 70
    container.seen = []
    root.frame = Rect(x: 0, y: 0, width: 400, height: 480)
    root.layoutIfNeeded()
    #expect(container.seen.last == 70, "\(container.seen)")
    #expect(child.frame == Rect(x: 0, y: 0, width: 70, height: 40))
  }
}

/// A container that sets its first subview's width constraint to ``target`` in
/// ``layoutSubviews()`` before calling `super`, and notes the width `super` gave the subview.
private final class Narrowing: LayoutView {
  var width: Constraint?
  var target = 50.0
  var seen: [Double] = []

  override func layoutSubviews() {
    width?.offset(target)
    super.layoutSubviews()
    seen.append(subviews[0].frame.width)
  }
}
