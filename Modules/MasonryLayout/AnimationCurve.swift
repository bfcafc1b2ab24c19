// SPDX-License-Identifier: MIT

import Foundation

/// How an animation paces its way from the frames before a change to the frames after it.
///
/// The timing curves are Core Animation's cubic Béziers from (0, 0) to (1, 1), with the control
/// points Apple documents for its named timing functions:
///
/// | curve | first control point | second control point |
/// | --- | --- | --- |
/// | ``linear`` | (0, 0) | (1, 1) |
/// | ``easeIn`` | (0.42, 0) | (1, 1) |
/// | ``easeOut`` | (0, 0) | (0.58, 1) |
/// | ``easeInOut`` | (0.42, 0) | (0.58, 1) |
///
/// ``spring(dampingRatio:initialVelocity:)`` is a damped spring in closed form, with UIKit's
/// parameters; ``cubicBezier(x1:y1:x2:y2:)`` is a timing function of your own.
public enum AnimationCurve: Hashable, Sendable {
  /// Constant speed.
  case linear
  /// Starts slowly and speeds up until the end.
  case easeIn
  /// Starts quickly and slows down at the end.
  case easeOut
  /// Starts slowly, speeds up through the middle and slows down again: UIKit's default.
  case easeInOut
  /// A cubic Bézier timing function through (0, 0), (`x1`, `y1`), (`x2`, `y2`) and (1, 1), as
  /// `CAMediaTimingFunction(controlPoints:)` makes. `x1` and `x2` must lie in 0...1.
  case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)
  /// A spring pulling the frames to their new values, as UIKit's
  /// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:...)`.
  ///
  /// - `dampingRatio`: 1 settles without overshooting; values towards 0 oscillate more; values
  ///   above 1 creep in more slowly. Must be greater than 0.
  /// - `initialVelocity`: the speed at the start, in whole animation distances per second (1
  ///   covers the distance in one second: for a 200-point move at 100 points a second, 0.5).
  ///
  /// The spring's stiffness follows from the duration by a documented rule (UIKit does not
  /// publish its own): the slowest decaying part of the motion falls to 1/1000 of the distance
  /// at the end of the duration, where the frames take their final values exactly. With a
  /// damping ratio ζ ≤ 1 the natural frequency is ω₀ = ln(1000) / (ζ · duration); above 1 it is
  /// ln(1000) / ((ζ − √(ζ² − 1)) · duration).
  case spring(dampingRatio: Double, initialVelocity: Double)

  /// The share of the change shown `elapsed` seconds into an animation of `duration` seconds:
  /// 0 at the start, 1 at the end and after; a spring overshoots 1 on its way.
  ///
  /// A zero duration jumps to 1 at the start.
  public func progress(elapsed: Double, duration: Double) -> Double {
    guard duration > 0 else { return elapsed >= 0 ? 1 : 0 }
    guard elapsed > 0 else { return 0 }
    guard elapsed < duration else { return 1 }
    let fraction = elapsed / duration
    switch self {
    case .linear: return fraction
    case .easeIn: return Self.bezier(fraction, 0.42, 0, 1, 1)
    case .easeOut: return Self.bezier(fraction, 0, 0, 0.58, 1)
    case .easeInOut: return Self.bezier(fraction, 0.42, 0, 0.58, 1)
    case .cubicBezier(let x1, let y1, let x2, let y2):
      return Self.bezier(fraction, x1, y1, x2, y2)
    case .spring(let dampingRatio, let initialVelocity):
      return Self.spring(elapsed, duration, dampingRatio, initialVelocity)
    }
  }

  /// Why the curve cannot be used, or `nil` when it can: a spring's damping ratio must be a
  /// positive number and its velocity a finite one; a Bézier's control points must be finite,
  /// with their x coordinates in 0...1.
  public var problem: String? {
    switch self {
    case .linear, .easeIn, .easeOut, .easeInOut: return nil
    case .cubicBezier(let x1, let y1, let x2, let y2):
      guard [x1, y1, x2, y2].allSatisfy(\.isFinite), (0...1).contains(x1), (0...1).contains(x2)
      else {
        return "A cubic Bézier timing function needs finite control points with x in 0...1"
      }
      return nil
    case .spring(let dampingRatio, let initialVelocity):
      guard dampingRatio.isFinite, dampingRatio > 0, initialVelocity.isFinite else {
        return "A spring needs a damping ratio greater than 0 and a finite initial velocity"
      }
      return nil
    }
  }

  /// The y of the Bézier through (0, 0), (x1, y1), (x2, y2), (1, 1) at the point whose x is
  /// `x`: Newton's method on x(s) from s = x, falling back to bisection, to 1e-12.
  private static func bezier(
    _ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double
  ) -> Double {
    func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
      let t = 1 - s
      return 3 * t * t * s * p1 + 3 * t * s * s * p2 + s * s * s
    }
    func slope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
      let t = 1 - s
      return 3 * t * t * p1 + 6 * t * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }
    var s = x
    var solved = false
    for _ in 0..<8 {
      let error = coordinate(s, x1, x2) - x
      if abs(error) < 1e-12 {
        solved = true
        break
      }
      let derivative = slope(s, x1, x2)
      guard abs(derivative) > 1e-9 else { break }
      s -= error / derivative
      guard (0...1).contains(s) else { break }
    }
    if !solved {
      var low = 0.0
      var high = 1.0
      s = x
      for _ in 0..<60 {
        let value = coordinate(s, x1, x2)
        if abs(value - x) < 1e-12 { break }
        if value < x { low = s } else { high = s }
        s = (low + high) / 2
      }
    }
    return coordinate(s, y1, y2)
  }

  /// The spring's progress `elapsed` seconds in: 1 minus the displacement of a damped
  /// oscillator that starts a whole distance from rest at the target, moving towards it at
  /// `velocity` distances per second.
  private static func spring(
    _ elapsed: Double, _ duration: Double, _ dampingRatio: Double, _ velocity: Double
  ) -> Double {
    let zeta = dampingRatio
    let settle = log(1000.0)
    let slowness = zeta > 1 ? zeta - (zeta * zeta - 1).squareRoot() : zeta
    let omega = settle / (slowness * duration)
    let t = elapsed
    let displacement: Double
    if zeta < 1 {
      let damped = omega * (1 - zeta * zeta).squareRoot()
      let sine = (zeta * omega - velocity) / damped
      displacement = exp(-zeta * omega * t) * (cos(damped * t) + sine * sin(damped * t))
    } else if zeta == 1 {
      displacement = exp(-omega * t) * (1 + (omega - velocity) * t)
    } else {
      let root = (zeta * zeta - 1).squareRoot()
      let slow = -omega * (zeta - root)
      let fast = -omega * (zeta + root)
      let slowShare = (-velocity - fast) / (slow - fast)
      displacement = slowShare * exp(slow * t) + (1 - slowShare) * exp(fast * t)
    }
    return 1 - displacement
  }
}
