#!/usr/bin/env python3
"""Regenerates the five tables of src/unicode.ts: what JavaScript's Unicode knows and Python's does not.

The engine follows the Unicode version of the Python that runs the oracle (test/oracle.py): Python 3.11 ships
Unicode 14.0 (unicodedata.unidata_version), JavaScript engines newer tables (Node 20: Unicode 15 or later). To
Python a character assigned after its version is unassigned: repr() escapes it, every str.is*() is False for
it and it has no case mapping. This script asks Node which code points its regular expressions see as
assigned (\\P{Cn}) and how toLowerCase/toUpperCase map each one, and writes
- NEWER_THAN_PYTHON: the code points assigned for Node and unassigned for Python's unicodedata;
- NEWER_CASE_MAPPINGS: the code points whose lowercase or uppercase differs between Node and Python (the newer
  cased letters, and older letters whose new partner Python does not know, such as U+019B and U+A7DC);
- NUMERIC_LETTERS: the letters with a numeric value (CJK numerals) that Python's isnumeric() takes and \p{N} does not;
- NOT_JINJA_NAME: the code points the lexer's name class (letters, numbers, XID_Continue) takes in Node that Jinja2's
  name pattern refuses (combining marks missing from Jinja2's identifier table, Unicode 15.1's joiners);
- CASE_STAND_INS: the characters both know whose Lowercase, Uppercase or Cased property changed (U+0295 is no longer
  a lowercase letter, a few modifier letters became lowercase), each mapped to a stand-in that has, for Node too,
  the properties Python gives the character.
Both are written as ranges, merged across code points where merging changes nothing (unassigned for Python;
without case mapping on both sides), which keeps them short.

Run with the oracle's Python, from anywhere: python3 packages/jinja/scripts/unicode-newer.py
"""

import json
import re

from jinja2.lexer import name_re
import subprocess
import sys
import unicodedata
from pathlib import Path

TARGET = Path(__file__).resolve().parent.parent / "src" / "unicode.ts"

NODE_TABLES = r"""
const assigned = /\P{Cn}/u;
const nameCharacter = /[\p{L}\p{N}\p{XID_Continue}]/u;
const codes = [];
const names = [];
const numbers = [];
const marks = [];
const cases = {};
const lowercase = [];
const uppercase = [];
const cased = [];
for (let code = 0; code < 0x110000; code++) {
  if (code >= 0xd800 && code <= 0xdfff) continue; // surrogates: not characters to either side
  const ch = String.fromCodePoint(code);
  if (!assigned.test(ch)) continue;
  codes.push(code);
  if (nameCharacter.test(ch)) names.push(code);
  if (/\p{N}/u.test(ch)) numbers.push(code);
  if (/\p{M}/u.test(ch)) marks.push(code);
  if (/\p{Lowercase}/u.test(ch)) lowercase.push(code);
  if (/\p{Uppercase}/u.test(ch)) uppercase.push(code);
  if (/\p{Cased}/u.test(ch)) cased.push(code);
  if (ch.toLowerCase() !== ch || ch.toUpperCase() !== ch) cases[code] = [ch.toLowerCase(), ch.toUpperCase()];
}
console.log(JSON.stringify({ node: process.version, unicode: process.versions.unicode, codes, marks, cases, names, numbers, lowercase, uppercase, cased }));
"""


def ranges(codes: list[int], mergeable) -> list[list[int]]:
    """The codes as ranges, merged across gaps of mergeable code points."""
    merged: list[list[int]] = []
    for code in codes:
        if merged and all(mergeable(c) for c in range(merged[-1][1] + 1, code)):
            merged[-1][1] = code
        else:
            merged.append([code, code])
    return merged


def table(name: str, doc: str, merged: list[list[int]], marks: set[int]) -> str:
    """The declaration of a regular expression that matches the ranges."""

    def escape(code: int) -> str:
        return f"\\u{code:04x}" if code < 0x10000 else f"\\u{{{code:x}}}"

    body = "".join(escape(a) if a == b else f"{escape(a)}-{escape(b)}" for a, b in merged)
    # Biome takes combining marks in a class for characters split from their base.
    has_marks = any(code in marks for a, b in merged for code in range(a, b + 1))
    ignore = "  // biome-ignore lint/suspicious/noMisleadingCharacterClass: ranges of code points, marks among them.\n"
    return f"/** {doc} */\nexport const {name} =\n{ignore if has_marks else ''}  /[{body}]/u;"


def stand_ins(node: dict, unassigned, no_case) -> str:
    """The characters whose case properties changed, each with a stand-in that Python and Node class alike."""
    sets = [set(node["lowercase"]), set(node["uppercase"]), set(node["cased"])]
    # For one character, Python's islower() is Lowercase, isupper() Uppercase, and one of the three is Cased.
    python_case = lambda ch: (ch.islower(), ch.isupper(), ch.islower() or ch.isupper() or ch.istitle())
    node_case = lambda code: tuple(code in found for found in sets)
    changed = [c for c in node["codes"] if not unassigned(c) and python_case(chr(c)) != node_case(c)]
    looks = lambda ch: (unicodedata.category(ch), python_case(ch), ch.isidentifier(), ch.isprintable())
    pairs = []
    for code in changed:
        ch = chr(code)
        stand_in = next(
            c for c in range(0x80, 0x10000)
            if c not in changed and not unassigned(c) and no_case(c) and node_case(c) == python_case(chr(c))
            and looks(chr(c)) == looks(ch)
        )
        pairs.append(f'  "\\u{code:04x}": "\\u{stand_in:04x}",\n')
    doc = f"The {len(changed)} characters whose case properties Node's Unicode changed, with stand-ins Python would class alike."
    return f"/** {doc} */\nexport const CASE_STAND_INS: Record<string, string> = {{\n{''.join(pairs)}}};"


def main() -> None:
    node = json.loads(subprocess.run(["node", "-e", NODE_TABLES], check=True, capture_output=True, text=True).stdout)
    cases = {int(code): mapped for code, mapped in node["cases"].items()}
    marks = set(node["marks"])
    unassigned = lambda code: unicodedata.category(chr(code)) == "Cn"
    # Combining marks stay out of the merged gaps: Biome's lint questions a mark in a class.
    no_case = lambda code: code not in cases and code not in marks and chr(code).lower() == chr(code) == chr(code).upper()

    newer = [code for code in node["codes"] if unassigned(code)]
    newer_cases = [code for code, (lower, upper) in cases.items() if [chr(code).lower(), chr(code).upper()] != [lower, upper]]
    # Characters the lexer's name class takes (JavaScript's letters, numbers and XID_Continue) that Jinja2's name
    # pattern (Python's \w and its own table of identifier characters) refuses, among those Python knows.
    name_characters = set(node["names"])
    not_names = [code for code in node["names"] if not unassigned(code) and not name_re.fullmatch(chr(code))]
    outside_names = lambda code: code not in name_characters and code not in marks
    # Letters with a numeric value (CJK numerals): Python's isnumeric() takes them, JavaScript's \p{N} does not.
    numbers = set(node["numbers"])
    numeric_letters = [c for c in range(0x110000) if not 0xD800 <= c <= 0xDFFF and chr(c).isnumeric() and c not in numbers]
    python = f"Unicode {unicodedata.unidata_version} (Python {sys.version.split()[0]})"
    javascript = f"Unicode {node['unicode']} (Node {node['node']})"
    tables = {
        "NEWER_THAN_PYTHON": table(
            "NEWER_THAN_PYTHON",
            f"The {len(newer)} characters assigned after {python}, up to {javascript}.",
            ranges(newer, unassigned),
            marks,
        ),
        "NOT_JINJA_NAME": table(
            "NOT_JINJA_NAME",
            f"The {len(not_names)} characters JavaScript's identifiers take and Jinja2's names (under {python}) do not.",
            ranges(not_names, outside_names),
            marks,
        ),
        "NUMERIC_LETTERS": table(
            "NUMERIC_LETTERS",
            f"The {len(numeric_letters)} characters Python's isnumeric() takes beyond JavaScript's \\p{{N}}, under {python}.",
            ranges(numeric_letters, lambda code: False),
            marks,
        ),
        "NEWER_CASE_MAPPINGS": table(
            "NEWER_CASE_MAPPINGS",
            f"The {len(newer_cases)} characters whose case mapping differs between Python's and Node's Unicode.",
            ranges(newer_cases, no_case),
            marks,
        ),
    }
    tables["CASE_STAND_INS"] = stand_ins(node, unassigned, no_case)
    source = TARGET.read_text()
    for name, text in tables.items():
        pattern = re.compile(
            rf"^/\*\* The \d+ characters .*\nexport const {name}(?:: .*= \{{[^}}]*\}};|(?: =\n(?:  //.*\n)?  /.*/u;))$", re.M
        )
        if not pattern.search(source):
            sys.exit(f"no {name} table in {TARGET}")
        source = pattern.sub(lambda _: text, source)
        print(text.splitlines()[0])
    TARGET.write_text(source)


if __name__ == "__main__":
    main()
