// SPDX-License-Identifier: MIT

import Foundation
import MasonryLayout
import Testing

/// ``AnimationCurve``: Core Animation's Béziers at points computed by hand, and the spring's
/// closed form against its differential equation.
@Suite struct AnimationCurveTests {
  /// A point of each named curve: the Bézier at parameter s = 1/2 or 1/4, computed by hand from
  /// Apple's control points, is (x, y), so the curve's progress at time x is y.
  @Test(arguments: [
    (AnimationCurve.linear, 0.3, 0.3),
    (.easeIn, 0.6575, 0.5),  // s = 1/2 with (0.42, 0), (1, 1)
    (.easeOut, 0.3425, 0.5),  // s = 1/2 with (0, 0), (0.58, 1)
    (.easeInOut, 0.5, 0.5),  // s = 1/2 with (0.42, 0), (0.58, 1)
    (.easeInOut, 0.274375, 0.15625),  // s = 1/4
    (.cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1), 0.3125, 0.5375),  // CSS `ease`, s = 1/2
  ])
  func bezierPoints(curve: AnimationCurve, time: Double, progress: Double) {
    #expect(abs(curve.progress(elapsed: time * 2, duration: 2) - progress) < 1e-9)
  }

  @Test(arguments: [
    AnimationCurve.linear, .easeIn, .easeOut, .easeInOut,
    .spring(dampingRatio: 0.5, initialVelocity: 0), .spring(dampingRatio: 1, initialVelocity: 3),
  ])
  func startsAtZeroAndEndsAtOne(curve: AnimationCurve) {
    #expect(curve.progress(elapsed: 0, duration: 0.4) == 0)
    #expect(curve.progress(elapsed: -1, duration: 0.4) == 0)
    #expect(curve.progress(elapsed: 0.4, duration: 0.4) == 1)
    #expect(curve.progress(elapsed: 7, duration: 0.4) == 1)
    #expect(curve.progress(elapsed: 0.1, duration: 0) == 1)
  }

  @Test(arguments: [AnimationCurve.easeIn, .easeOut, .easeInOut])
  func timingCurvesRiseSteadily(curve: AnimationCurve) {
    var previous = 0.0
    for step in 1...100 {
      let value = curve.progress(elapsed: Double(step) / 100, duration: 1)
      #expect(value >= previous)
      previous = value
    }
    #expect(curve.progress(elapsed: 0.25, duration: 1) != 0.25)
  }

  @Test func easeInIsEaseOutTurnedAround() {
    for step in 1..<20 {
      let time = Double(step) / 20
      let easeIn = AnimationCurve.easeIn.progress(elapsed: time, duration: 1)
      let easeOut = AnimationCurve.easeOut.progress(elapsed: 1 - time, duration: 1)
      #expect(abs(easeIn - (1 - easeOut)) < 1e-9)
    }
  }

  /// The spring's progress p solves p'' + 2ζω p' + ω²(p − 1) = 0 with p(0) = 0, p'(0) = v, and
  /// ω = ln(1000) / ((ζ − √max(ζ² − 1, 0)) · duration): checked by finite differences.
  @Test(arguments: [(0.3, 0.0), (0.5, 2.0), (1.0, 0.0), (1.0, -1.0), (2.5, 1.0)])
  func springSolvesItsEquation(dampingRatio: Double, velocity: Double) {
    let duration = 0.8
    let curve = AnimationCurve.spring(dampingRatio: dampingRatio, initialVelocity: velocity)
    let slowness =
      dampingRatio > 1
      ? dampingRatio - (dampingRatio * dampingRatio - 1).squareRoot() : dampingRatio
    let omega = log(1000) / (slowness * duration)
    func p(_ t: Double) -> Double { curve.progress(elapsed: t, duration: duration) }
    let h = 1e-4
    #expect(abs((p(h) - p(0)) / h - velocity) < 0.01 * max(1, abs(velocity)) + omega * omega * h)
    for t in stride(from: 0.05, through: 0.7, by: 0.05) {
      let first = (p(t + h) - p(t - h)) / (2 * h)
      let second = (p(t + h) - 2 * p(t) + p(t - h)) / (h * h)
      let residual = second + 2 * dampingRatio * omega * first + omega * omega * (p(t) - 1)
      #expect(abs(residual) < 1e-3 * omega * omega)
    }
    // The slowest part of the motion has fallen to a thousandth by the end.
    #expect(abs(p(duration * 0.99999) - 1) < 0.01)
  }

  @Test func anUnderdampedSpringOvershootsACriticalOneDoesNot() {
    let bouncy = AnimationCurve.spring(dampingRatio: 0.3, initialVelocity: 0)
    let critical = AnimationCurve.spring(dampingRatio: 1, initialVelocity: 0)
    let samples = stride(from: 0.0, through: 1, by: 0.01)
    #expect(samples.map { bouncy.progress(elapsed: $0, duration: 1) }.max() ?? 0 > 1.3)
    #expect(samples.map { critical.progress(elapsed: $0, duration: 1) }.allSatisfy { $0 <= 1 })
  }

  @Test func unusableCurvesSayWhy() {
    #expect(AnimationCurve.easeInOut.problem == nil)
    #expect(AnimationCurve.spring(dampingRatio: 0.7, initialVelocity: 0).problem == nil)
    #expect(
      AnimationCurve.spring(dampingRatio: 0, initialVelocity: 0).problem
        == "A spring needs a damping ratio greater than 0 and a finite initial velocity")
    #expect(AnimationCurve.spring(dampingRatio: 1, initialVelocity: .nan).problem != nil)
    #expect(
      AnimationCurve.cubicBezier(x1: 1.5, y1: 0, x2: 0.5, y2: 1).problem
        == "A cubic Bézier timing function needs finite control points with x in 0...1")
  }
}
