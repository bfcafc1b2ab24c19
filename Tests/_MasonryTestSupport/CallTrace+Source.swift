// SPDX-License-Identifier: MIT

import MasonrySolving

extension CallTrace {
  /// The trace as Swift statements on a solver named `s`, made by `solver` (Swift source),
  /// with variables named after the variables they stand for (only those the calls use) and
  /// handles `c<id>`.
  public func swiftSource(solver: String = "SimplexSolver()") -> String {
    var lines = ["let s = \(solver)"]
    for variable in usedVariables {
      lines.append(
        "let \(name(variable.id)) = s.makeVariable(named: \"\(names[Int(variable.id)])\")")
    }
    for call in calls {
      switch call {
      case .add(let id, let constraint) where refusedIDs.contains(id):
        lines.append("expectUnsatisfiable { try s.add(\(source(constraint))) }")
      case .add(let id, let constraint):
        lines.append("let c\(id) = try s.add(\(source(constraint)))")
      case .remove(let id): lines.append("try s.remove(c\(id))")
      case .setConstant(let id, let constant):
        lines.append("try s.setConstant(\(constant), of: c\(id))")
      case .setStrength(let id, let strength):
        lines.append("try s.setStrength(\(source(strength)), of: c\(id))")
      case .addEdit(let variable, let strength):
        lines.append("try s.addEditVariable(\(name(variable.id)), strength: \(source(strength)))")
      case .suggest(let value, let variable):
        lines.append("try s.suggestValue(\(value), for: \(name(variable.id)))")
      case .removeEdit(let variable):
        lines.append("try s.removeEditVariable(\(name(variable.id)))")
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The Swift name the source gives variable `id`.
  public func name(_ id: Int32) -> String {
    let raw = String(names[Int(id)].map { $0.isLetter || $0.isNumber ? $0 : "_" })
    return raw.first?.isLetter == true ? raw : "v\(id)_" + raw
  }

  private func source(_ constraint: LinearConstraint) -> String {
    var parts = constraint.expression.terms.map { "\($0.coefficient) * \(name($0.variable.id))" }
    if parts.isEmpty {
      parts.append("Expression(\(constraint.expression.constant))")
    } else {
      parts.append("\(constraint.expression.constant)")
    }
    let text = parts.joined(separator: " + ") + " \(constraint.relation) 0.0"
    guard !constraint.strength.isRequired else { return text }
    return "(\(text)) | \(source(constraint.strength))"
  }

  private func source(_ strength: Strength) -> String {
    strength.isRequired
      ? ".required" : "Strength(priority: \(strength.priority), weight: \(strength.weight))"
  }
}
