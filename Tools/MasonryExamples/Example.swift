// SPDX-License-Identifier: MIT

public import MasonryGeometry
public import MasonryLayout
public import MasonrySimplex
public import MasonrySolving

/// One of Masonry's example screens, in Swift: how to make it, and where its source is.
///
/// ```swift
/// let basic = Example.named("basic")
/// basic?.run(size: Size(width: 375, height: 667)) { stage in
///   print(stage.view.layoutTrace())
/// }
/// ```
public struct Example: Sendable {
  /// The name on the command line: `basic`, `update`, `views-distribute`.
  public let name: String
  /// The title of Masonry's list of examples: `Basic`, `Update Constraints`.
  public let title: String
  /// What the screen shows, in a sentence.
  public let summary: String
  /// The path of the Swift file that makes the screen, as the compiler saw it.
  public let sourcePath: String
  /// The colour of each named view in drawings (CSS colours); views not listed get a colour
  /// from their name.
  public let colors: [String: String]
  /// Makes the screen's view with the given frame, constraints made, not yet laid out.
  let makeView: @Sendable (Rect) -> LayoutView

  /// An example made by `makeView`, whose source is the file that calls this.
  public init(
    name: String, title: String, summary: String, colors: [String: String] = [:],
    sourcePath: String = #filePath, makeView: @escaping @Sendable (Rect) -> LayoutView
  ) {
    self.name = name
    self.title = title
    self.summary = summary
    self.colors = colors
    self.sourcePath = sourcePath
    self.makeView = makeView
  }

  /// Makes the screen at `size` on a fresh engine running `solver`, lays it out, and shows each
  /// stage to `visit`: the first layout, then the layout after each step of the screen's
  /// ``ExampleScreen/script`` (a tap, a frame of an animation).
  ///
  /// The view is the same object at every stage; read what you need in `visit`.
  ///
  /// - Parameters:
  ///   - size: the size of the screen's view.
  ///   - direction: the layout direction forced on the screen.
  ///   - solver: the solver of the screen's engine.
  ///   - visit: called once per stage, with the view laid out.
  public func run(
    size: Size, direction: LayoutDirection = .leftToRight,
    solver: any ConstraintSolver = SimplexSolver(), _ visit: (ExampleStage) -> Void
  ) {
    let view = makeView(Rect(origin: .zero, size: size))
    var issues: [LayoutIssue] = []
    let engine = LayoutEngine(solver: solver)
    engine.issueHandler = { issues.append($0) }
    view.layoutEngine = engine
    if direction == .rightToLeft { view.semanticContentAttribute = .forceRightToLeft }
    view.layoutIfNeeded()
    visit(ExampleStage(index: 0, caption: "", view: view, issues: issues))
    let script = (view as? any ExampleScreen)?.script ?? []
    for (index, step) in script.enumerated() {
      issues = []
      step.perform()
      view.layoutIfNeeded()
      // A moment of an animation is shown on a copy of the tree at the frames presented then.
      let shown = step.presentedFrame.map { view.presentationCopy($0) } ?? view
      visit(ExampleStage(index: index + 1, caption: step.caption, view: shown, issues: issues))
    }
  }

  /// The example with the given ``name``, or `nil`.
  public static func named(_ name: String) -> Example? {
    all.first { $0.name == name }
  }
}

/// The state of an example's screen after its first layout or after a step of its script.
public struct ExampleStage {
  /// 0 for the first layout, then 1, 2... after each step.
  public let index: Int
  /// What the step did (`tap "Grow Me!"`); empty for the first layout.
  public let caption: String
  /// The screen's view, laid out.
  public let view: LayoutView
  /// The issues the engine reported during the stage (the conflict of the debugging example).
  public let issues: [LayoutIssue]
}

/// A screen that does something after its first layout: the taps of the update and remake
/// examples, the frames of the animated one.
public protocol ExampleScreen: LayoutView {
  /// The steps, in order; each one's layout is drawn.
  var script: [ExampleStep] { get }
}

/// A step of an example's script.
public struct ExampleStep {
  /// What the step does, for captions: `tap "Grow Me!"`.
  public let caption: String
  /// Does it; the runner lays the screen out afterwards.
  public let perform: () -> Void
  /// For a moment of an animation, the frame each view shows then (`nil` for its own frame);
  /// the stage is then a copy of the screen at those frames.
  public let presentedFrame: ((LayoutView) -> Rect?)?

  /// A step captioned `caption` that calls `perform`.
  public init(_ caption: String, perform: @escaping () -> Void) {
    self.caption = caption
    self.perform = perform
    presentedFrame = nil
  }

  /// A step that shows a moment of an animation: `perform` sets the moment, and the stage is a
  /// copy of the screen with each view at its `presentedFrame` (its own frame where that is
  /// `nil`).
  public init(
    _ caption: String, presentedFrame: @escaping (LayoutView) -> Rect?,
    perform: @escaping () -> Void = {}
  ) {
    self.caption = caption
    self.perform = perform
    self.presentedFrame = presentedFrame
  }
}
