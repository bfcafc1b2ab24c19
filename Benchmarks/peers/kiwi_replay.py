#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Replays a .csys file (shared/bench/FORMAT.md) with kiwisolver and times it.

    python3 kiwi_replay.py FILE.csys [--name NAME] [--constant LABEL V1 V2] [--churn LABEL]
                           [--budget SECONDS] [--min-reps N] [--time-limit SECONDS] [--values]

Prints one JSON line: the medians in microseconds of

  build     a fresh kiwi.Solver, every edit variable and constraint, updateVariables();
  round     one round of the file (its suggestions, removals, additions, constant changes),
            then updateVariables(), cycling through the rounds;
  constant  the constant of the constraint LABEL set to V1 and V2 alternately: kiwi has no
            in-place constant change, so this is removeConstraint + addConstraint of the
            constraint with the new constant, then updateVariables();
  churn     removeConstraint + addConstraint of the constraint LABEL, then updateVariables().

Strengths: the words required/strong/medium/weak become kiwi's own strengths; a number is
passed to kiwi as it is (kiwi clips it to required).

Python's own cost of each call into kiwi is part of these times; the script measures it
(`call_overhead_us`: a loop of the same length calling hasEditVariable, the cheapest call
there is) and reports, for each task, how many kiwi calls one repetition makes (`calls`),
so that a reader can take it off.

Exit status: 0 on success, 2 for a file that does not parse or a system kiwi refuses,
3 when kiwisolver is not installed (with a message on stderr). With --time-limit, the process
ends by SIGALRM after that many seconds, even inside a long call into kiwi.
"""

import argparse
import json
import signal
import statistics
import sys
import time

from csys_text import CsysError, Listing

try:
    import kiwisolver as kiwi
except ImportError:
    print("kiwisolver is not installed (pip install kiwisolver)", file=sys.stderr)
    sys.exit(3)

WORDS = {"required": kiwi.strength.required, "strong": kiwi.strength.strong,
         "medium": kiwi.strength.medium, "weak": kiwi.strength.weak}


class System:
    """A parsed .csys file (``csys_text.Listing``) with its kiwi objects, made once."""

    def __init__(self, text):
        listing = Listing(text)
        self.variables = {name: kiwi.Variable(name) for name in listing.variables}
        self.build = []        # ("edit", Variable, strength) or ("add", label, Constraint)
        self.rounds = []       # lists of ("suggest", Variable, value), ("remove", label),
        # ("add", label, Constraint), ("constant", label, value)
        # label -> (terms, relation, strength) to remake with a constant
        self.parts = {label: self.part(spec) for label, spec in listing.specs.items()}
        self.constraints = listing.constraints
        for step in listing.build:
            if step[0] == "edit":
                self.build.append(("edit", self.variables[step[1]], strength(step[2])))
            else:
                self.build.append(("add", step[1], self.constraint(step[2])))
        for operations in listing.rounds:
            played = []
            for op in operations:
                if op[0] == "suggest":
                    played.append(("suggest", self.variables[op[1]], op[2]))
                elif op[0] == "add":
                    played.append(("add", op[1], self.constraint(op[2])))
                else:
                    played.append(op)
            self.rounds.append(played)

    def part(self, spec):
        terms = [(c, self.variables[name]) for c, name in spec.terms]
        return terms, spec.relation, strength(spec.strength)

    def constraint(self, spec):
        terms, relation, weight = self.part(spec)
        return make(terms, spec.constant, relation, weight)


def strength(value):
    """kiwi's strength for a word or a number (which kiwi clips to required)."""
    return WORDS[value] if isinstance(value, str) else value


def make(terms, constant, relation, strength):
    expression = kiwi.Expression([kiwi.Term(v, c) for c, v in terms], constant)
    if relation == "==":
        constraint = expression == 0
    elif relation == "<=":
        constraint = expression <= 0
    else:
        constraint = expression >= 0
    return constraint | strength


def build(system):
    solver = kiwi.Solver()
    labels = {}
    for step in system.build:
        if step[0] == "edit":
            solver.addEditVariable(step[1], step[2])
        else:
            solver.addConstraint(step[2])
            if step[1] is not None:
                labels[step[1]] = step[2]
    solver.updateVariables()
    return solver, labels


def play(solver, labels, system, operations):
    for op in operations:
        kind = op[0]
        if kind == "suggest":
            solver.suggestValue(op[1], op[2])
        elif kind == "remove":
            solver.removeConstraint(labels.pop(op[1]))
        elif kind == "add":
            solver.addConstraint(op[2])
            if op[1] is not None:
                labels[op[1]] = op[2]
        else:
            terms, relation, strength = system.parts[op[1]]
            replacement = make(terms, op[2], relation, strength)
            solver.removeConstraint(labels[op[1]])
            solver.addConstraint(replacement)
            labels[op[1]] = replacement
    solver.updateVariables()


def measure(run, budget, min_reps, max_reps=1000):
    """Median seconds per call of run(), repeated until the budget is spent."""
    samples, start = [], time.perf_counter()
    while len(samples) < max_reps:
        begin = time.perf_counter_ns()
        run()
        samples.append((time.perf_counter_ns() - begin) * 1e-9)
        spent = time.perf_counter() - start
        if len(samples) >= min_reps and spent >= budget:
            break
        if spent >= 4 * budget and len(samples) >= 1:
            break
    return statistics.median(samples), len(samples)


def batched(run, budget, min_reps, granularity=1):
    """Like measure, but runs fast operations in batches so that the timer costs nothing.

    A batch is a multiple of `granularity`: rounds pass the cycle's length, so that every
    batch plays whole passes and times the same mix of rounds (as the Swift bench does).
    """
    begin = time.perf_counter_ns()
    for _ in range(granularity):
        run()
    once = (time.perf_counter_ns() - begin) * 1e-9 / granularity
    batch = max(1, min(100000, int(1e-3 / max(once, 1e-9))))
    batch = -(-batch // granularity) * granularity

    def run_batch():
        for _ in range(batch):
            run()
    seconds, samples = measure(run_batch, budget, min_reps)
    return seconds / batch, samples


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file")
    parser.add_argument("--name")
    parser.add_argument("--constant", nargs=3, metavar=("LABEL", "V1", "V2"))
    parser.add_argument("--churn", metavar="LABEL")
    parser.add_argument("--budget", type=float, default=0.4)
    parser.add_argument("--min-reps", type=int, default=7)
    parser.add_argument("--time-limit", type=int, default=0)
    parser.add_argument("--values", action="store_true")
    arguments = parser.parse_args()
    if arguments.time_limit > 0:
        # The default action of SIGALRM ends the process, also inside kiwi's C++ code, where a
        # Python handler would wait for the call to return.
        signal.alarm(arguments.time_limit)
    try:
        with open(arguments.file, encoding="utf-8") as file:
            system = System(file.read())
        solver, labels = build(system)
    except (CsysError, ValueError) as error:
        print(f"{arguments.file}: {error}", file=sys.stderr)
        return 2
    except kiwi.UnsatisfiableConstraint as error:
        print(f"{arguments.file}: unsatisfiable: {error}", file=sys.stderr)
        return 2
    budget, min_reps = arguments.budget, arguments.min_reps
    result = {"workload": arguments.name or arguments.file, "kiwisolver": kiwi.__version__,
              "constraints": system.constraints, "variables": len(system.variables)}
    calls = {}

    build_seconds, build_reps = measure(lambda: build(system), budget, min_reps)
    result["build_us"] = build_seconds * 1e6
    calls["build"] = len(system.build) + 2
    if system.rounds:
        state = {"next": 0}

        def round_once():
            play(solver, labels, system, system.rounds[state["next"]])
            state["next"] = (state["next"] + 1) % len(system.rounds)
        seconds, _ = batched(round_once, budget, min_reps, len(system.rounds))
        result["round_us"] = seconds * 1e6
        calls["round"] = sum(len(r) + 1 for r in system.rounds) / len(system.rounds)
        for operations in system.rounds[state["next"]:]:
            play(solver, labels, system, operations)    # finish the cycle
    if arguments.values:
        fresh, fresh_labels = build(system)
        for operations in system.rounds:
            play(fresh, fresh_labels, system, operations)
        for name in sorted(system.variables):
            print(f"{name} {system.variables[name].value()!r}")
    if arguments.constant:
        label, first, second = arguments.constant
        terms, relation, strength = system.parts[label]
        pair = [make(terms, float(first), relation, strength),
                make(terms, float(second), relation, strength)]
        state = {"flip": 0, "current": labels[label]}

        def constant_once():
            state["flip"] ^= 1
            replacement = pair[state["flip"]]
            solver.removeConstraint(state["current"])
            solver.addConstraint(replacement)
            state["current"] = replacement
            solver.updateVariables()
        seconds, _ = batched(constant_once, budget, min_reps)
        result["constant_us"] = seconds * 1e6
        calls["constant"] = 3
        # Untimed: back to the build's constant, as the bench puts ours back, so that the churn
        # below starts from the same layout on both sides (after an odd number of flips it
        # started from the other constant's, where a toolbar's churn costs kiwi 250 times less).
        if state["flip"]:
            constant_once()
        labels[label] = state["current"]
    if arguments.churn:
        constraint = labels[arguments.churn]

        def churn_once():
            solver.removeConstraint(constraint)
            solver.addConstraint(constraint)
            solver.updateVariables()
        seconds, _ = batched(churn_once, budget, min_reps)
        result["churn_us"] = seconds * 1e6
        calls["churn"] = 3
    probe = next(iter(system.variables.values()))

    def overhead_once():
        solver.hasEditVariable(probe)
    seconds, _ = batched(overhead_once, min(budget, 0.1), 3)
    result["call_overhead_us"] = seconds * 1e6
    result["calls"] = calls
    result["build_reps"] = build_reps
    print(json.dumps(result, sort_keys=True))
    return 0


if __name__ == "__main__":
    sys.exit(main())
