#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Solves a .csys file (shared/bench/FORMAT.md) from scratch with HiGHS, a general LP solver.

    python3 highs_replay.py FILE.csys [--name NAME] [--reps N] [--check VALUES]

What an LP solver that knows nothing of a previous solve costs on the same system, and an
independent check of the optimum an incremental engine reaches. The system's priorities are
solved as three lexicographic LPs: the required constraints hold; the strong tier's weighted
error is minimised, then the medium tier's over the strong tier's optima (the columns and rows
that complementary slackness with the LP's dual solution holds at their values), then the weak
tier's
(an edit variable is a soft `v == suggestion` at its strength, 0 before any suggestion). A
word strength is its tier with weight 1; a number x is the highest tier it reaches, weighted
inside it (x >= 1,000,000 strong with weight x / 1,000,000, x >= 1,000 medium with x / 1,000,
else weak with x; 1,001,001,000 or more required), as an engine with exact priorities reads it.

Prints one JSON line:

  build_us     the median over --reps (default 3) of: the build's model made (numpy arrays
               handed to HiGHS in one call) and its three LPs solved, from a fresh Highs object;
  solve_us     the median of the time inside HiGHS's three runs alone (the model's assembly
               in Python left out);
  objectives   the optimum of each tier (strong, medium, weak) after the build;
  check        with --check: the system as it stands after the build and one pass through the
               rounds (every suggestion, removal, addition and constant change, in order),
               solved the same way, against VALUES, a file of `NAME VALUE` lines (what
               `swift run -c release bench replay FILE.csys --values` prints): the largest
               violation of a required constraint by VALUES, each tier's error under VALUES and
               HiGHS's optimum, and `agrees`: whether VALUES break no required constraint and
               every tier's error under them is HiGHS's optimum, to 1e-6 of the system's
               largest constant (or of the optimum, when larger).

Exit status: 0 on success (also when the check disagrees: read `agrees`), 2 for a file that
does not parse or a system HiGHS finds infeasible, 3 when highspy is not installed.
"""

import argparse
import json
import os
import statistics
import sys
import time

from csys_text import CsysError, Listing, Spec

try:
    import highspy
    import numpy as np
except ImportError:
    print("highspy is not installed (pip install highspy)", file=sys.stderr)
    sys.exit(3)

TIERS = ("strong", "medium", "weak")
REQUIRED = 1_001_001_000.0


def tier(strength):
    """(tier index, weight), or None for required."""
    if isinstance(strength, str):
        return None if strength == "required" else (TIERS.index(strength), 1.0)
    if strength >= REQUIRED:
        return None
    if strength >= 1_000_000:
        return 0, strength / 1_000_000
    if strength >= 1_000:
        return 1, strength / 1_000
    return 2, strength


def final_system(listing, rounds):
    """The constraints (Specs) and edit targets after the build and `rounds` of the rounds."""
    constraints, labelled, edits = [], {}, {}
    for step in listing.build:
        if step[0] == "edit":
            edits[step[1]] = (step[2], 0.0)
        else:
            constraints.append(step[2])
            if step[1] is not None:
                labelled[step[1]] = len(constraints) - 1
    for operations in listing.rounds[:rounds]:
        for op in operations:
            if op[0] == "suggest":
                edits[op[1]] = (edits[op[1]][0], op[2])
            elif op[0] == "remove":
                constraints[labelled.pop(op[1])] = None
            elif op[0] == "add":
                constraints.append(op[2])
                if op[1] is not None:
                    labelled[op[1]] = len(constraints) - 1
            else:
                k = labelled[op[1]]
                constraints[k] = constraints[k]._replace(constant=op[2])
    specs = [c for c in constraints if c is not None]
    for name, (strength, value) in edits.items():
        specs.append(Spec([(1.0, name)], -value, "==", strength))
    return specs


def solve(listing, specs):
    """Solves `specs` lexicographically; returns each tier's optimum and the seconds HiGHS
    spent in its three runs."""
    index = listing.variables
    n = len(index)
    starts, columns, values = [], [], []
    lower, upper = [], []
    tier_of_column = [-1] * n
    weight_of_column = [0.0] * n
    for spec in specs:
        starts.append(len(columns))
        row = {}
        for c, name in spec.terms:
            j = index[name]
            row[j] = row.get(j, 0.0) + c
        for j, c in row.items():
            if c != 0:
                columns.append(j)
                values.append(c)
        bound = -spec.constant
        level = tier(spec.strength)
        if level is not None:
            t, w = level
            # Error columns: e+ (and e- for an equality), each >= 0.
            if spec.relation in ("==", ">="):
                columns.append(len(tier_of_column))
                values.append(1.0)
                tier_of_column.append(t)
                weight_of_column.append(w)
            if spec.relation in ("==", "<="):
                columns.append(len(tier_of_column))
                values.append(-1.0)
                tier_of_column.append(t)
                weight_of_column.append(w)
        lower.append(bound if spec.relation in ("==", ">=") else -highspy.kHighsInf)
        upper.append(bound if spec.relation in ("==", "<=") else highspy.kHighsInf)
    total = len(tier_of_column)
    h = highspy.Highs()
    h.setOptionValue("output_flag", False)
    col_lower = np.array([-highspy.kHighsInf] * n + [0.0] * (total - n))
    col_upper = np.full(total, highspy.kHighsInf)
    h.addVars(total, col_lower, col_upper)
    h.addRows(len(specs), np.array(lower), np.array(upper), len(columns),
              np.array(starts, dtype=np.int32), np.array(columns, dtype=np.int32),
              np.array(values))
    tiers = np.array(tier_of_column)
    weights = np.array(weight_of_column)
    everything = np.arange(total, dtype=np.int32)
    objectives, running = [], 0.0
    for t in range(len(TIERS)):
        costs = np.where(tiers == t, weights, 0.0)
        h.changeColsCost(total, everything, costs)
        begin = time.perf_counter()
        h.run()
        running += time.perf_counter() - begin
        status = h.getModelStatus()
        if status != highspy.HighsModelStatus.kOptimal:
            raise CsysError(f"HiGHS: {h.modelStatusToString(status)} at the {TIERS[t]} tier")
        optimum = h.getInfo().objective_function_value
        objectives.append(optimum)
        if t + 1 < len(TIERS):
            hold_optimal_face(h)
    return objectives, running


def highs_version():
    """HiGHS's version; the first Highs object of the process prints a banner on standard
    output, which goes to standard error here so that the JSON line is the only output."""
    sys.stdout.flush()
    saved = os.dup(1)
    os.dup2(2, 1)
    try:
        h = highspy.Highs()
    finally:
        sys.stdout.flush()
        os.dup2(saved, 1)
        os.close(saved)
    return f"{h.versionMajor()}.{h.versionMinor()}.{h.versionPatch()}"


def hold_optimal_face(h):
    """Restricts the model to the optimal solutions of the LP just solved, by complementary
    slackness with its dual solution: a column whose reduced cost is not zero keeps its value
    (a bound), and a row whose dual is not zero keeps its activity. Every optimum of the tier
    satisfies both, and every feasible point that satisfies both is an optimum, so the next
    tier is minimised over exactly this tier's optima. (A row holding the tier's weighted error
    at its optimum says the same, but it is a dense row over every error of the tier, and
    HiGHS took up to a hundred times longer over it.)"""
    solution = h.getSolution()
    reduced = np.array(solution.col_dual)
    value = np.array(solution.col_value)
    fixed = np.nonzero(np.abs(reduced) > 1e-9)[0].astype(np.int32)
    if len(fixed):
        h.changeColsBounds(len(fixed), fixed, value[fixed], value[fixed])
    duals = np.array(solution.row_dual)
    activity = np.array(solution.row_value)
    tight = np.nonzero(np.abs(duals) > 1e-9)[0].astype(np.int32)
    if len(tight):
        h.changeRowsBounds(len(tight), tight, activity[tight], activity[tight])


def errors(specs, values):
    """(the largest violation of a required spec, each tier's weighted error) under values."""
    worst, per_tier = 0.0, [0.0] * len(TIERS)
    for spec in specs:
        residual = spec.constant + sum(c * values.get(name, 0.0) for c, name in spec.terms)
        if spec.relation == "==":
            violation = abs(residual)
        elif spec.relation == ">=":
            violation = max(0.0, -residual)
        else:
            violation = max(0.0, residual)
        level = tier(spec.strength)
        if level is None:
            worst = max(worst, violation)
        else:
            per_tier[level[0]] += level[1] * violation
    return worst, per_tier


def scale(specs):
    """The system's magnitude: its largest constant, at least 1."""
    return max([1.0] + [abs(s.constant) for s in specs])


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file")
    parser.add_argument("--name")
    parser.add_argument("--reps", type=int, default=3)
    parser.add_argument("--check", metavar="VALUES")
    arguments = parser.parse_args()
    try:
        version = highs_version()
        with open(arguments.file, encoding="utf-8") as file:
            listing = Listing(file.read())
        specs = final_system(listing, 0)
        times, runs = [], []
        for _ in range(max(1, arguments.reps)):
            begin = time.perf_counter()
            objectives, running = solve(listing, specs)
            times.append(time.perf_counter() - begin)
            runs.append(running)
        result = {"workload": arguments.name or arguments.file, "highs": version,
                  "constraints": listing.constraints, "variables": len(listing.variables),
                  "build_us": statistics.median(times) * 1e6,
                  "solve_us": statistics.median(runs) * 1e6, "build_reps": len(times),
                  "objectives": objectives}
        if arguments.check:
            values = {}
            with open(arguments.check, encoding="utf-8") as file:
                for line in file:
                    words = line.split()
                    if len(words) == 2 and words[0] in listing.variables:
                        values[words[0]] = float(words[1])
            final = final_system(listing, len(listing.rounds))
            optimum, _ = solve(listing, final)
            worst, ours = errors(final, values)
            magnitude = scale(final)
            # Both ways: an error below HiGHS's optimum would mean a broken required
            # constraint, or a face held too tightly here.
            agrees = worst <= 1e-6 * magnitude and all(
                abs(o - best) <= 1e-6 * max(magnitude, abs(best))
                for o, best in zip(ours, optimum))
            result["check"] = {"values": len(values), "required_violation": worst,
                               "tiers": TIERS, "ours": ours, "highs": optimum,
                               "agrees": agrees}
    except (CsysError, ValueError, KeyError) as error:
        print(f"{arguments.file}: {error}", file=sys.stderr)
        return 2
    print(json.dumps(result, sort_keys=True))
    return 0


if __name__ == "__main__":
    sys.exit(main())
