// SPDX-License-Identifier: MIT

public import MasonryGeometry

extension LayoutView {
  /// How the view chooses its layout direction (inherited from the superview by default).
  ///
  /// Changing it makes the constraints of the tree again, since leading and trailing move.
  public var semanticContentAttribute: SemanticContentAttribute {
    get { semanticAttribute }
    set {
      guard newValue != semanticAttribute else { return }
      semanticAttribute = newValue
      let root = rootView
      if let engine = root.engineStorage { engine.adopt(root) }
    }
  }

  /// The direction the view lays out leading and trailing in: forced by
  /// ``semanticContentAttribute``, or the superview's, or left to right for a root.
  public var effectiveUserInterfaceLayoutDirection: LayoutDirection {
    var current: LayoutView? = self
    while let view = current {
      switch view.semanticAttribute {
      case .forceLeftToRight: return .leftToRight
      case .forceRightToLeft: return .rightToLeft
      case .unspecified: current = view.superview
      }
    }
    return .leftToRight
  }
}
