// SPDX-License-Identifier: MIT

public import MasonrySolving

/// A dense hierarchical least-squares solver: the small, independent second opinion next to
/// the simplex engine.
///
/// ```swift
/// let solver = GaussSolver()
/// let x = solver.makeVariable(named: "x")
/// try solver.add((x == 0) | .weak)
/// try solver.add((x == 10) | .weak)
/// solver.value(of: x)  // 5: the least-squares compromise
/// ```
///
/// ## What it minimises
///
/// Priorities are exact levels, handled one after the other from required down: each level
/// minimises the sum of its constraints' weighted squared errors, `Σ w·r²`, over the solutions
/// that are optimal for every level above it. The error *r* of an equality is its expression's
/// value as written; that of an inequality is how far its expression is on the wrong side (0
/// when it holds). Of the solutions left after the lowest level, the solver returns the one
/// closest to the origin (least Euclidean norm of the variables): deterministic, and
/// independent of the order of the calls that built the system.
///
/// ## How
///
/// Each inequality gets a slack `e` and the hard row `σ·expression − e ≤ 0`; its level then
/// minimises `e`, so that any starting point is feasible and the required level doubles as
/// phase 1 (its optimum is zero exactly when the required constraints can hold). Every level
/// is solved by a primal active-set method whose linear algebra is Householder QR with column
/// pivoting (rank-revealing; never the normal equations), in the orthonormal null space that
/// the levels above leave free, and passes that space on, shrunk by its own rows. Required
/// rows and inequalities are equilibrated (their largest coefficient scaled to 1) before rank
/// and feasibility decisions; optional errors keep the units they were written in.
/// A solve starts from the previous solution and its active set, so a small change usually
/// costs no active-set step at all; the null spaces are kept until a constraint or edit is
/// added or removed or a strength changes.
///
/// Calls are lazy: adding, removing and changing record the change, and ``solve()``,
/// ``value(of:)`` and ``ambiguities()`` bring the solution up to date. A required constraint
/// is tested when it arrives (or its constant or strength changes), so the call that would make
/// the required constraints contradict each other is the one that throws, with an irreducible
/// explanation (read off a sparse elimination when only equalities are involved, else found by
/// a deletion filter).
///
/// ## Where it agrees with the simplex engine, and where not
///
/// Both engines hold the required constraints and refuse the same required constraints (up to
/// their tolerances), each with an irreducible explanation — not necessarily the same one when
/// several exist. Both treat priorities exactly, so neither lets many weak constraints add up
/// against a stronger one, and both leave the solver untouched when a call throws. Their
/// values agree (to rounding) when
/// - the optimum is unique and satisfies every optional constraint — the usual case of a
///   well-specified layout;
/// - inside each priority at most one constraint has to give, the higher levels pinning the
///   rest: minimising |r| or r² then picks the same point;
/// - more generally, the same inequalities end up binding in both and the optimum is unique.
///
/// They differ when
/// - constraints of one priority pull against each other: `x == 0` and `x == 10`, both weak,
///   give 5 here (the mean; 2.5 with weights 3:1), but 0 or 10 in the simplex (a weighted
///   median, at a vertex: 0 with weights 3:1); a soft inequality against a soft equality of
///   the same priority is the same story;
/// - the system is under-determined: this engine returns the least-norm optimal point, the
///   simplex a vertex that depends on its pivots (and stays there when constraints go, where
///   this engine moves to the new least-norm point). Both are optimal: compare "every
///   constraint holds" and the errors per priority, not the values;
/// - an absolute-error objective is flat where a squared one is not: with `x == 0` and
///   `x == 10` weak, every x in [0, 10] is optimal for the simplex (so x is ambiguous there),
///   while here x = 5 is the only optimum and nothing is ambiguous.
///
/// Agreement can also be a coincidence: the least-squares optimum sometimes lands on the very
/// vertex the simplex picks among equally good ones.
///
/// ## Tolerance
///
/// One constant, ``epsilon``, relative to the size of the numbers involved: a row holds when
/// its scaled error is at most `epsilon · max(1, |constant| + Σ|coefficient·value|)`, a
/// direction counts for rank when its length exceeds `epsilon` times the largest row it came
/// from, and a variable is ambiguous when it moves by more than `epsilon` along a unit
/// direction of the optimal set. Where rows come close to dependent (a last pivot below 1e-6
/// of their size), the directions that complement them carry rounding grown by that closeness,
/// and a row's part along them below that rounding counts as none, as it would below
/// `epsilon`. A hard row so set aside (or implied by the rows held with it) still stops a step
/// long enough to carry it past its own tolerance, and is then held, its small part counting
/// for rank down to the rounding of the held rows (1e-13 of their size).
///
/// - Complexity: dense. A solve costs O(*L*·*D*³) for *L* levels and *D* columns (variables
///   in use plus inequalities) when the structure changed, and O(*D*²·*m*) per active-set step
///   otherwise. Meant for systems of a few hundred variables; use it as a reference, not in
///   production layout loops.
public final class GaussSolver: ConstraintSolver {
  public static var semantics: SolverSemantics { .leastSquares }

  /// The solver's one tolerance, relative to the magnitudes of the numbers compared: 1e-9.
  ///
  /// Large enough to absorb the rounding of dense factorisations of systems of a few hundred
  /// rows with layout-sized numbers (errors there stay near 1e-13 relative), small enough that
  /// no meaningful layout difference (a thousandth of a point on a 10⁶-point canvas) hides
  /// below it.
  public static let epsilon = 1e-9

  /// The most variables a dense solver takes: 4,096. Its matrices grow with the square of the
  /// variables in use, so an ``add(_:)-(LinearConstraint)`` or
  /// ``addEditVariable(_:strength:)`` once the solver has made more variables than this throws
  /// `SolverError.tooLarge(variables:limit:)` before anything is allocated. Use the simplex
  /// engine for larger systems.
  public static let variableLimit = 4096

  /// This instance's tag (see ``makeSolverTag()``): a new one after every reset.
  var tag = makeSolverTag()

  var names: [String] = []
  /// The last solution, one value per variable.
  var values: [Double] = []
  /// A point that satisfies every installed required constraint (within tolerance): where
  /// the test of a new required constraint starts.
  var feasiblePoint: [Double] = []
  var slots: [Slot] = []
  var freeSlots: [Int32] = []
  var installedCount = 0
  /// The installed required constraints that mention each variable.
  var requiredIndex = RequiredIndex()
  /// Scratch marks for the walk over connected constraints, all false between calls.
  var variableMarks: [Bool] = []
  var slotMarks: [Bool] = []
  /// The edit variables, in ascending variable order.
  var edits: [Edit] = []
  /// Counts changes that affect the solution.
  var revision = 0
  /// Counts changes that affect coefficients or levels (the cached null spaces).
  var structureRevision = 0
  var solvedRevision = 0
  var failedRevision = -1
  /// The inequalities at their bounds in the last solution: the next solve's first guess.
  var activeSet: [ConstraintHandle] = []
  var cachedBases: (revision: Int, bases: LevelBases)?
  var lastSolution: SolutionRecord?
  /// Whether the last solve scaled its columns (see ``ColumnScaling``): then a change is
  /// solved at once, and refused when its answer leaves the doubles.
  var solvesEagerly = false
  /// The last solve's ``Program/columnScale``, kept while the structure stands.
  var cachedColumnScale: (revision: Int, scale: [Double])?
  /// How many times the active set changed in the last solve (0 when warm start guessed it).
  package internal(set) var lastActiveSetChanges = 0
  /// Replaces the active-set step budget of ``solve()`` (tests use it to reach the cap).
  package var stepBudgetOverride: Int?
  /// The most constraints an explanation read off an ``EqualityProof`` may name and still be
  /// re-checked by a deletion filter (one feasibility solve each); 24 by default, and tests
  /// set 0 to see the proof as read.
  package var conflictFilterLimit = 24

  public init() {}

  public var variableCount: Int { names.count }

  public var constraintCount: Int { installedCount }

  /// - Complexity: O(1) amortised.
  public func makeVariable(named name: String) -> Variable {
    names.append(name)
    values.append(0)
    feasiblePoint.append(0)
    requiredIndex.appendVariable()
    variableMarks.append(false)
    return Variable(id: Int32(names.count - 1), solverTag: tag)
  }

  public func name(of variable: Variable) -> String {
    guard isKnown(variable) else { return variable.description }
    let name = names[Int(variable.id)]
    return name.isEmpty ? variable.description : name
  }

  func isKnown(_ variable: Variable) -> Bool {
    variable.belongs(to: tag) && variable.id >= 0 && Int(variable.id) < names.count
  }

  /// Refuses a call that would work on more variables than ``variableLimit``.
  func checkSize() throws(SolverError) {
    guard names.count <= Self.variableLimit else {
      throw .tooLarge(variables: names.count, limit: Self.variableLimit)
    }
  }

  /// Solves first when something changed since the last solve; after a failed solve, returns
  /// the last values that were solved.
  public func value(of variable: Variable) -> Double {
    guard isKnown(variable) else { return 0 }
    solveIfNeeded()
    return values[Int(variable.id)]
  }

  public func reset() {
    names = []
    values = []
    feasiblePoint = []
    // A new tag: handles and variables from before the reset are refused.
    tag = makeSolverTag()
    slots = []
    freeSlots = []
    installedCount = 0
    requiredIndex = RequiredIndex()
    variableMarks = []
    slotMarks = []
    edits = []
    activeSet = []
    cachedBases = nil
    lastSolution = nil
    solvesEagerly = false
    cachedColumnScale = nil
    noteChange(structural: true)
    solvedRevision = revision
  }

  /// Records a change; `structural` when coefficients or levels changed.
  func noteChange(structural: Bool) {
    revision &+= 1
    if structural { structureRevision &+= 1 }
    checkInvariants()
  }
}
