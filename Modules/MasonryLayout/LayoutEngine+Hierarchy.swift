// SPDX-License-Identifier: MIT

extension LayoutEngine {
  /// Takes in the subtree of `top`: forgets whatever state its items had (in this engine or
  /// another) and queues every active constraint installed in it, in tree order.
  func adopt(_ top: LayoutView) {
    needsSolve = true
    if top === root {
      guideOwners = []
      preservingOwners = []
      marginsDirty = []
    }
    top.forEachInSubtree { view in
      for item in [view as any LayoutItem] + view.allGuides.map({ $0 as any LayoutItem }) {
        if let engine = item._layoutNode.engine { engine.forget(item) }
      }
      view.layoutRevision = -1
      view.changeTick = 0
      if top === root { walkPending = true } else { enqueueLayout(view) }
      for constraint in view.constraints {
        constraint.engine?.remove(constraint)
        enqueue(constraint)
      }
      if view.needsUpdateConstraintsFlag { updateQueue.append(WeakView(view: view)) }
    }
  }

  /// Lets go of the subtree of `top`, which is about to leave the tree: deactivates the
  /// constraints that relate it to the rest of the tree, and takes the constraints inside it
  /// out of the solver (they stay active, for the subtree's own engine).
  func release(_ top: LayoutView) {
    needsSolve = true
    var crossing: [LayoutConstraint] = []
    top.forEachInSubtree { view in
      for item in [view as any LayoutItem] + view.allGuides.map({ $0 as any LayoutItem }) {
        for constraint in item._layoutNode.references {
          guard let installed = constraint.installedView, installed.isDescendant(of: top) else {
            crossing.append(constraint)
            continue
          }
        }
      }
    }
    LayoutConstraint.deactivate(crossing)
    top.forEachInSubtree { view in
      for constraint in view.constraints { remove(constraint) }
      for item in [view as any LayoutItem] + view.allGuides.map({ $0 as any LayoutItem }) {
        forget(item)
      }
    }
  }
}
