// SPDX-License-Identifier: MIT

public import MasonryGeometry

extension LayoutView {
  /// The number of pixels in a point on the screen the view is shown on (UIKit's
  /// `contentScaleFactor`): 1 by default, 2 or 3 to lay out for a retina screen. A view that
  /// was not given one has its superview's.
  ///
  /// The layout pass rounds the frames it writes to the pixel grid of the root's scale, as
  /// UIKit's engine does: each edge goes to the nearest pixel (halves up), in the root's
  /// coordinates, and a size is the difference of its rounded edges, so views that touch still
  /// touch. The solver's values are not rounded (see ``unroundedFrame``), nor are frames set
  /// by hand. ``roundsFramesToPixels`` turns rounding off. A scale that is not a positive
  /// finite number is refused with a ``LayoutIssue/Kind/misuse`` issue.
  public var contentScaleFactor: Double {
    get { explicitScale ?? superview?.contentScaleFactor ?? 1 }
    set {
      guard newValue.isFinite, newValue > 0 else {
        layoutEngine.report(
          LayoutIssue(
            .misuse,
            "contentScaleFactor must be a positive finite number of pixels per point, not "
              + "\(newValue); it stays \(contentScaleFactor)"))
        return
      }
      guard newValue != explicitScale else { return }
      explicitScale = newValue
      rootView.engineStorage?.rewriteAllFrames()
    }
  }

  /// Whether the layout pass rounds the frames of the view's tree to the pixel grid of
  /// ``contentScaleFactor`` (true by default, as in UIKit). Read at the root; false leaves
  /// every frame at the solver's exact values.
  public var roundsFramesToPixels: Bool {
    get { roundsFrames }
    set {
      guard newValue != roundsFrames else { return }
      roundsFrames = newValue
      rootView.engineStorage?.rewriteAllFrames()
    }
  }

  /// The frame the solver's exact values give the view, in its superview's coordinates,
  /// before the layout pass rounds it to pixels (``frame`` for a view the pass does not
  /// position: a root that translates its frame, or a view that keeps the frame it was given).
  public var unroundedFrame: Rect {
    guard let superview else {
      guard !translatesFrame, let size = _layoutNode.engine?.solvedRect(of: self)?.size else {
        return frame
      }
      return Rect(origin: frame.origin, size: size)
    }
    guard !keepsItsFrame, let engine = _layoutNode.engine,
      let rect = engine.solvedRect(of: self), let parent = engine.solvedRect(of: superview)
    else { return frame }
    return Rect(
      x: rect.origin.x - parent.origin.x + superview.boundsOrigin.x,
      y: rect.origin.y - parent.origin.y + superview.boundsOrigin.y,
      width: rect.size.width, height: rect.size.height)
  }
}

extension LayoutGuide {
  /// The layout frame the solver's exact values give the guide, in its owning view's
  /// coordinates, before the layout pass rounds it to pixels (see
  /// ``LayoutView/contentScaleFactor``); ``layoutFrame`` when the guide is not solved.
  public var unroundedLayoutFrame: Rect {
    guard let owner = owningView, let engine = owner._layoutNode.engine,
      let rect = engine.solvedRect(of: self), let parent = engine.solvedRect(of: owner)
    else { return layoutFrame }
    return Rect(
      x: rect.origin.x - parent.origin.x + owner.boundsOrigin.x,
      y: rect.origin.y - parent.origin.y + owner.boundsOrigin.y,
      width: rect.size.width, height: rect.size.height)
  }
}
