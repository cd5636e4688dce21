"""A stand-in for bot.cr, used only while bot.cr (written by another engineer) is absent.

It implements just the Edition API the rules engine codes against (effective, get, exists,
subrules, section, find, cite), reading the official rules file in place.
"""

from __future__ import annotations

import datetime as _dt
import re
from dataclasses import dataclass
from pathlib import Path

_RULE = re.compile(r"^(\d{3}(?:\.\d+[a-z]?)?)\.?\s+(.*)$")
_MONTHS = {m: i for i, m in enumerate(
    ["January", "February", "March", "April", "May", "June", "July", "August", "September",
     "October", "November", "December"], 1)}


def _norm(s: str) -> str:
    return (s.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"')
            .replace("\u201d", '"').casefold())


@dataclass(frozen=True)
class Rule:
    number: str
    text: str


class UnknownRule(KeyError):
    pass


class Edition:
    def __init__(self, text: str):
        text = text.lstrip("\ufeff").replace("\r\n", "\n").replace("\r", "\n")
        m = re.search(r"effective as of (\w+) (\d+), (\d{4})", text)
        self.effective = _dt.date(int(m.group(3)), _MONTHS[m.group(1)], int(m.group(2)))
        lines = text.split("\n")
        starts = [i for i, l in enumerate(lines) if l.strip() == "100. General"]
        body = lines[starts[1]:]
        self.rules: dict[str, Rule] = {}
        self.order: list[str] = []
        self.titles: dict[str, str] = {}
        for line in body:
            line = line.strip()
            if line == "Glossary":
                break
            m = _RULE.match(line)
            if not m:
                continue
            num, rest = m.group(1), m.group(2)
            if num in self.rules:
                continue
            self.rules[num] = Rule(num, rest)
            self.order.append(num)
            if "." not in num:
                self.titles[_norm(rest)] = num

    def get(self, number):
        return self.rules.get(number)

    def exists(self, number) -> bool:
        return number in self.rules

    def cite(self, number):
        if number not in self.rules:
            raise UnknownRule(number)
        return self.rules[number]

    def subrules(self, number):
        return [n for n in self.order if n != number and _within(n, number)]

    def section(self, title):
        return self.titles.get(_norm(title))

    def find(self, phrase, under=None):
        p = _norm(phrase)
        for n in self.order:
            if under is not None and not _within(n, under):
                continue
            if p in _norm(self.rules[n].text):
                return n
        return None


def _within(n: str, root: str) -> bool:
    if n == root:
        return True
    if "." not in root:
        return n.split(".")[0] == root
    return n.startswith(root) and (len(n) == len(root) or n[len(root)].isalpha())


def load_file(path) -> Edition:
    return Edition(Path(path).read_text(encoding="utf-8-sig"))
