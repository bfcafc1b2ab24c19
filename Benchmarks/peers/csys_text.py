# SPDX-License-Identifier: MIT
"""Reads the .csys text (shared/bench/FORMAT.md) into plain data, for the peer scripts.

    listing = Listing(text)
    listing.variables   # every variable name, in order of first use
    listing.build       # ("edit", name, strength) and ("add", label, Spec)
    listing.rounds      # one list per round of ("suggest", name, value), ("remove", label),
                        # ("add", label, Spec), ("constant", label, value)
    listing.specs       # label -> the Spec of the constraint added last under that label

A Spec is one constraint: its terms [(coefficient, name)] and its constant, both from
`left - right`, its relation (`==`, `<=` or `>=`, of that difference against zero) and its
strength: one of the words `required`, `strong`, `medium`, `weak`, or a positive number.
Each peer turns strengths and constraints into its own solver's objects.
"""

import re
from collections import namedtuple

NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_.]*\Z")
TOKEN = re.compile(
    r"\s*(?:(?P<number>(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)(?![A-Za-z0-9_.])"
    r"|(?P<name>[A-Za-z_][A-Za-z0-9_.]*)|(?P<op>==|<=|>=|[-+*]))")
WORDS = ("required", "strong", "medium", "weak")
RELATIONS = ("==", "<=", ">=")

Spec = namedtuple("Spec", "terms constant relation strength")


class CsysError(Exception):
    pass


def parse_strength(word, line):
    if word in WORDS:
        return word
    try:
        value = float(word)
    except ValueError:
        raise CsysError(f"line {line}: unknown strength '{word}'")
    if not value > 0:
        raise CsysError(f"line {line}: the strength must be positive, found '{word}'")
    return value


def tokens(text, line):
    result, index = [], 0
    text = text.rstrip()
    while index < len(text):
        match = TOKEN.match(text, index)
        if not match or match.end() == index:
            raise CsysError(f"line {line}: cannot read '{text[index:].strip()}'")
        index = match.end()
        if match.group("number") is not None:
            result.append(("number", float(match.group("number"))))
        elif match.group("name") is not None:
            result.append(("name", match.group("name")))
        else:
            result.append(("op", match.group("op")))
    return result


def parse_expression(toks, position, variable, line):
    """Returns ([(coefficient, variable(name))], constant, position)."""
    terms, constant, sign = [], 0.0, 1.0
    while True:
        if position < len(toks) and toks[position] == ("op", "-"):
            sign, position = -sign, position + 1
        if position >= len(toks):
            raise CsysError(f"line {line}: expected a number or a variable name")
        kind, value = toks[position]
        position += 1
        if kind == "name":
            terms.append((sign, variable(value)))
        elif kind == "number":
            if position < len(toks) and toks[position] == ("op", "*"):
                if position + 1 >= len(toks) or toks[position + 1][0] != "name":
                    raise CsysError(f"line {line}: expected a variable name after '*'")
                terms.append((sign * value, variable(toks[position + 1][1])))
                position += 2
            else:
                constant += sign * value
        else:
            raise CsysError(f"line {line}: expected a number or a variable name, found '{value}'")
        if position < len(toks) and toks[position] in (("op", "+"), ("op", "-")):
            sign = 1.0 if toks[position][1] == "+" else -1.0
            position += 1
            continue
        return terms, constant, position


class Listing:
    """A parsed .csys file: the build steps and the rounds, as plain data."""

    def __init__(self, text):
        self.variables = {}    # name -> order of first use
        self.build = []
        self.rounds = []
        self.specs = {}
        self.constraints = 0
        round_ops, in_rounds = [], False
        for number, raw in enumerate(text.splitlines(), start=1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            if ":" in line:
                head, body = line.split(":", 1)
                words = head.split()
                if len(words) not in (1, 2):
                    raise CsysError(f"line {number}: expected '[LABEL] STRENGTH' before ':'")
                label = words[0] if len(words) == 2 else None
                spec = self.constraint(body, parse_strength(words[-1], number), number)
                if label is not None:
                    self.specs[label] = spec
                if in_rounds:
                    round_ops.append(("add", label, spec))
                else:
                    self.build.append(("add", label, spec))
                    self.constraints += 1
                continue
            words = line.split()
            keyword = words[0]
            if keyword == "edit" and len(words) == 3 and not in_rounds:
                self.build.append(("edit", self.variable(words[1]),
                                   parse_strength(words[2], number)))
            elif keyword == "suggest" and len(words) == 3:
                in_rounds = True
                round_ops.append(("suggest", self.variable(words[1]), float(words[2])))
            elif keyword == "update" and len(words) == 1:
                in_rounds = True
                self.rounds.append(round_ops)
                round_ops = []
            elif keyword == "remove" and len(words) == 2:
                in_rounds = True
                round_ops.append(("remove", words[1]))
            elif keyword == "constant" and len(words) == 3:
                in_rounds = True
                round_ops.append(("constant", words[1], float(words[2])))
            else:
                raise CsysError(f"line {number}: cannot read '{line}'")
        if round_ops:
            raise CsysError("the last round does not end with 'update'")

    def variable(self, name):
        if not NAME.match(name):
            raise CsysError(f"invalid variable name '{name}'")
        if name not in self.variables:
            self.variables[name] = len(self.variables)
        return name

    def constraint(self, body, strength, line):
        toks = tokens(body, line)
        left, left_constant, position = parse_expression(toks, 0, self.variable, line)
        if position >= len(toks) or toks[position][1] not in RELATIONS:
            raise CsysError(f"line {line}: expected '==', '<=' or '>='")
        relation = toks[position][1]
        right, right_constant, position = parse_expression(toks, position + 1, self.variable,
                                                           line)
        if position != len(toks):
            raise CsysError(f"line {line}: unexpected text after the right-hand side")
        terms = left + [(-c, v) for c, v in right]
        return Spec(terms, left_constant - right_constant, relation, strength)
