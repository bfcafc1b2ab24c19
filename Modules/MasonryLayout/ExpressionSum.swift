// SPDX-License-Identifier: MIT

import MasonrySolving

/// A solver expression built term by term in one buffer, for a layout constraint's
/// materialization: the same terms, in the same order, as the `Expression` operators would
/// give, and the same normal form as ``MasonrySolving/Expression/normalized()`` (so the
/// numbers are bit for bit those), without an array per operation.
struct ExpressionSum {
  /// The terms so far, in the order they were added.
  private(set) var terms: [Term] = []
  /// The constant so far.
  var constant = 0.0

  init() {
    // A location against a location in another space: at most eight terms.
    terms.reserveCapacity(8)
  }

  /// How many terms were added.
  var count: Int { terms.count }

  /// Adds `coefficient × variable`.
  mutating func add(_ variable: Variable, _ coefficient: Double) {
    terms.append(Term(variable, coefficient: coefficient))
  }

  /// Negates the coefficients from `start` on: what subtracting the expression they form does.
  mutating func negate(from start: Int) {
    for index in start..<terms.count { terms[index].coefficient = -terms[index].coefficient }
  }

  /// Replaces each coefficient `c` from `start` on with `-(c × multiplier)`: what subtracting
  /// the expression they form, times `multiplier`, does.
  mutating func subtract(from start: Int, times multiplier: Double) {
    for index in start..<terms.count {
      terms[index].coefficient = -(terms[index].coefficient * multiplier)
    }
  }

  /// The expression in normal form: terms ordered by variable (a stable sort, as
  /// `Expression.normalized()`'s), those of one variable summed in that order, zeros dropped.
  ///
  /// The sum's buffer becomes the expression's: the sum is left empty.
  ///
  /// - Complexity: O(*n*²) for *n* terms, which are a handful.
  mutating func expression() -> Expression {
    // Moved out, not copied: a copy shared the buffer with `self.terms`, and the sort below
    // then copied it again (an allocation per layout constraint).
    var terms: [Term] = []
    swap(&terms, &self.terms)
    let kept = terms.withUnsafeMutableBufferPointer { terms -> Int in
      // Insertion sort: stable, and the fastest for a handful of terms.
      var index = 1
      while index < terms.count {
        let term = terms[index]
        var slot = index
        while slot > 0, terms[slot - 1].variable.id > term.variable.id {
          terms[slot] = terms[slot - 1]
          slot -= 1
        }
        terms[slot] = term
        index += 1
      }
      var merged = 0
      for index in 0..<terms.count {
        if merged > 0, terms[merged - 1].variable == terms[index].variable {
          terms[merged - 1].coefficient += terms[index].coefficient
        } else {
          terms[merged] = terms[index]
          merged += 1
        }
      }
      var kept = 0
      for index in 0..<merged where terms[index].coefficient != 0 {
        terms[kept] = terms[index]
        kept += 1
      }
      return kept
    }
    terms.removeSubrange(kept...)
    return Expression(terms: terms, constant: constant)
  }

}
