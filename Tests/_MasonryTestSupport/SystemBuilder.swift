// SPDX-License-Identifier: MIT

import MasonrySolving

/// Collects the variables, witness values and constraints of a system being generated.
struct SystemBuilder {
  var system: GeneratedSystem
  var rng: SplitMix64

  init(isConsistent: Bool, rng: SplitMix64) {
    system = GeneratedSystem(isConsistent: isConsistent)
    self.rng = rng
  }

  var factory: ConstraintFactory {
    ConstraintFactory(witness: system.witness, isConsistent: system.isConsistent)
  }

  /// A new variable whose witness value is `witness`.
  mutating func variable(_ name: String, witness: Double) -> Variable {
    system.names.append(name)
    system.witness.append(witness)
    return Variable(id: Int32(system.names.count - 1))
  }

  /// The witness value of `variable`.
  func witness(_ variable: Variable) -> Double {
    system.witness[Int(variable.id)]
  }

  /// Pins the last variable of `expression` (given the others): `expression == witness value`,
  /// required with probability `requiredChance`.
  mutating func pin(_ expression: Expression, requiredChance: Double) {
    let strength = factory.strength(&rng, requiredChance: requiredChance)
    system.constraints.append(factory.equality(expression, strength: strength, &rng))
    system.isPin.append(true)
  }

  /// Pins the top `y` of a view in a vertical stack: under the view `above` (its top plus its
  /// height, and the gap the witness leaves), or alone at its witness when it is the first;
  /// required with probability 0.9.
  mutating func pinTop(_ y: Variable, below above: (y: Variable, h: Variable)?) {
    if let above {
      pin(y - above.y - above.h, requiredChance: 0.9)
    } else {
      pin(Expression(y), requiredChance: 0.9)
    }
  }

  /// A constraint of a random relation on `expression` that holds at the witness (or, for an
  /// optional one in an inconsistent system, near it).
  mutating func relate(_ expression: Expression, requiredChance: Double) {
    let strength = factory.strength(&rng, requiredChance: requiredChance)
    add(factory.relation(expression, strength: strength, &rng))
  }

  /// A given constraint, which must hold at the witness when required.
  mutating func add(_ constraint: LinearConstraint) {
    system.constraints.append(constraint)
    system.isPin.append(false)
  }

  /// Makes `variable` an edit variable of a random optional strength; its first suggestion is
  /// the witness value, or (in an inconsistent system) a value up to 50% away from it.
  mutating func edit(_ variable: Variable, strength: Strength? = nil) {
    let chosen = strength ?? factory.optionalStrength(&rng)
    var suggestion = witness(variable)
    if !system.isConsistent {
      suggestion = (suggestion * Double(rng.int(in: 50...150)) / 100).rounded()
    }
    system.edits.append(EditSpec(variable: variable, strength: chosen, suggestion: suggestion))
  }

  /// Shuffles the constraints (Fisher–Yates with the builder's generator), keeping each pin flag
  /// with its constraint, and returns the system.
  mutating func finish(shuffled: Bool) -> GeneratedSystem {
    if shuffled {
      var index = system.constraints.count - 1
      while index > 0 {
        let other = rng.below(index + 1)
        system.constraints.swapAt(index, other)
        system.isPin.swapAt(index, other)
        index -= 1
      }
    }
    return system
  }
}
