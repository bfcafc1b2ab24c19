// SPDX-License-Identifier: MIT

import MasonryGeometry
public import MasonryLayout
import MasonrySolving

extension LayoutView {
  /// Moves the view to another layout its constraints allow equally well, as Auto Layout's
  /// `exerciseAmbiguityInLayout()` does, and returns whether it moved.
  ///
  /// ```swift
  /// if box.hasAmbiguousLayout {
  ///   box.exerciseAmbiguity()   // the frame shows one of the other solutions
  /// }
  /// ```
  ///
  /// The view's first ambiguous attribute (left, top, width, then height) is pulled `distance`
  /// points along its freedom, forwards or else backwards, by a temporary constraint weaker
  /// than every constraint of the tree, so every priority keeps its optimal error. The frames
  /// of the tree's views that are laid out by constraints are written from that solution, and
  /// the temporary constraint is removed again: the frames stay until the next layout pass
  /// (setting them asks for one, as setting a frame does). A view that is not ambiguous does not move.
  ///
  /// - Parameter distance: how far to pull, in points.
  /// - Returns: whether any frame changed.
  @discardableResult
  public func exerciseAmbiguity(by distance: Double = 10) -> Bool {
    let root = rootView
    root.layoutIfNeeded()
    guard let snapshot = EngineSnapshot(root), let own = snapshot.variables(of: self),
      let ambiguity = snapshot.engine.memoizedAmbiguities().ambiguities.first(where: {
        own.contains($0.variable)
      })
    else { return false }
    let solver = snapshot.solver
    let variable = ambiguity.variable
    let start = solver.value(of: variable)
    let weakest = snapshot.rows.map(\.linear.strength.priority).min() ?? 1
    let strength = Strength(priority: min(weakest, 1) / 2)
    // The pull below changes the solver behind the engine's back.
    defer { snapshot.engine.forgetMemoizedAmbiguities() }
    for target in [start + distance, start - distance] {
      let pull = LinearConstraint(Expression(variable) - target, .equal, strength: strength)
      guard let handle = try? solver.add(pull) else { return false }
      var frames: [(LayoutView, Rect)] = []
      if (try? solver.solve()) != nil, abs(solver.value(of: variable) - start) > 1e-9 {
        frames = movedFrames(in: snapshot)
      }
      try? solver.remove(handle)
      try? solver.solve()
      guard !frames.isEmpty else { continue }
      for (view, frame) in frames { view.frame = frame }
      return true
    }
    return false
  }
}

/// The frames, from the solver's current values, of the views of the snapshot that constraints
/// lay out and whose frame would change.
private func movedFrames(in snapshot: EngineSnapshot) -> [(LayoutView, Rect)] {
  var moved: [(LayoutView, Rect)] = []
  for entry in snapshot.entries {
    guard let view = entry.view, let superview = view.superview,
      !view.translatesAutoresizingMaskIntoConstraints,
      let rect = snapshot.rootFrame(of: view), let outer = snapshot.rootFrame(of: superview)
    else { continue }
    let frame = Rect(
      x: rect.origin.x - outer.origin.x, y: rect.origin.y - outer.origin.y,
      width: rect.size.width, height: rect.size.height)
    if frame != view.frame { moved.append((view, frame)) }
  }
  return moved
}
