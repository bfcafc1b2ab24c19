// SPDX-License-Identifier: MIT

/// How long and how often to time one task.
struct Sampling: Sendable {
  /// Samples to take at least (unless one sample alone exceeds ``slowSample``).
  var minSamples: Int
  /// Samples to take at most.
  var maxSamples: Int
  /// Keep sampling until this much time is spent (and ``minSamples`` are taken).
  var budget: Duration
  /// Repeat a fast operation inside one sample until the sample lasts this long, so that
  /// reading the clock costs nothing measurable.
  var minSampleTime: Duration
  /// An operation slower than this is timed once, its first run being the only sample.
  var slowSample: Duration

  /// The full run.
  static let full = Sampling(
    minSamples: 7, maxSamples: 101, budget: .milliseconds(400),
    minSampleTime: .milliseconds(2), slowSample: .seconds(2))

  /// `--quick`: a smoke test.
  static let quick = Sampling(
    minSamples: 3, maxSamples: 9, budget: .milliseconds(20), minSampleTime: .microseconds(200),
    slowSample: .milliseconds(500))
}

/// The timing of one task: the median time per operation.
struct Measurement: Sendable, Codable {
  /// The median time of one operation, in seconds.
  var seconds: Double
  /// The fastest sample's time per operation, in seconds.
  var best: Double
  /// How many samples the median is taken over.
  var samples: Int
  /// How many operations each sample ran.
  var operationsPerSample: Int

  var microseconds: Double { seconds * 1e6 }
}

extension Duration {
  /// The duration in seconds, as a `Double`.
  var inSeconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) * 1e-18
  }
}

/// Times `body(n)`, which must run the operation `n` times, and returns the median time per
/// operation. The first run warms up and calibrates `n`; it is the only sample when it is slow.
///
/// `n` is always a multiple of `granularity`. Rounds played in a cycle pass it the cycle's
/// length, so that every sample plays whole passes from the cycle's first round: a sample that
/// ended part-way would time a different mix of rounds (a cycle's last round jumps back, its
/// others step), and would leave the next sample starting from another state.
func measure(
  _ sampling: Sampling, granularity: Int = 1, _ body: (Int) throws -> Void
) throws -> Measurement {
  let clock = ContinuousClock()
  let granularity = max(granularity, 1)
  var operations = granularity
  var elapsed = try clock.measure { try body(operations) }
  if elapsed >= sampling.slowSample {
    let perOperation = elapsed.inSeconds / Double(operations)
    return Measurement(
      seconds: perOperation, best: perOperation, samples: 1, operationsPerSample: operations)
  }
  // Grow the batch until one sample lasts long enough to time precisely.
  while elapsed < sampling.minSampleTime, operations < 1 << 24 {
    let wanted = sampling.minSampleTime.inSeconds / max(elapsed.inSeconds, 1e-9)
    operations = max(operations * 2, min(operations * 100, Int(Double(operations) * wanted)))
    operations = (operations + granularity - 1) / granularity * granularity
    elapsed = try clock.measure { try body(operations) }
  }
  var samples: [Double] = []
  let start = clock.now
  while samples.count < sampling.maxSamples {
    let time = try clock.measure { try body(operations) }
    samples.append(time.inSeconds / Double(operations))
    let spent = clock.now - start
    if samples.count >= sampling.minSamples, spent >= sampling.budget { break }
    if spent >= sampling.slowSample { break }
  }
  return Measurement(
    seconds: median(samples), best: samples.min() ?? 0, samples: samples.count,
    operationsPerSample: operations)
}

/// The median of a non-empty list.
func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  let middle = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
