// SPDX-License-Identifier: MIT

import MasonryGeometry
import MasonrySolving

/// The four solver variables of a view or guide, in the root view's coordinate space.
struct ItemVariables {
  var minX: Variable
  var minY: Variable
  var width: Variable
  var height: Variable

  func origin(_ axis: Axis) -> Variable { axis == .horizontal ? minX : minY }
  func size(_ axis: Axis) -> Variable { axis == .horizontal ? width : height }
}

/// What an engine keeps for one item: its variables and the constraints the engine made for it.
struct ItemState {
  var variables: ItemVariables
  /// The frame constraints: a root's pinned origin and, while it translates its frame, its
  /// size; or a non-root view's autoresizing constraints.
  var frame: [LayoutConstraint] = []
  /// Content hugging and compression resistance, from the intrinsic content size.
  var contentSize: [LayoutConstraint] = []
  /// The intrinsic content size ``contentSize`` was made from.
  var intrinsicSize: Size = Size(
    width: LayoutView.noIntrinsicMetric, height: LayoutView.noIntrinsicMetric)
  /// The solved width ``intrinsicSize`` was measured at, for a view whose intrinsic size
  /// depends on its width; `nil` before the first solve.
  var layoutWidth: Double?
  /// A system guide's constraints to its owning view: left, top, right, bottom insets.
  var guide: [LayoutConstraint] = []

  init(variables: ItemVariables) {
    self.variables = variables
  }

  /// Every constraint the engine made for the item.
  var implicitConstraints: [LayoutConstraint] { frame + contentSize + guide }
}
