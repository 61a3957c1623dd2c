/**
 * One (or a few) probe per Jinja2 feature listed in /work/shared/facts/jinja.md, plus error and
 * sandbox cases. Each is rendered by Python Jinja2 and by our engine; the outputs must agree.
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Case, RenderOptions } from "./differential.js";

type Probe = [id: string, template: string, context?: Record<string, unknown>, options?: RenderOptions];

const users = [
  { name: "bob", age: 30, admin: true },
  { name: "alice", age: 25, admin: false },
  { name: "carol", age: 35, admin: false },
];
const d = { b: 2, a: 1, c: 3 };
const html = "<b>bold</b> & 'q'";

const filters: Probe[] = [
  ["abs", "{{ -7 | abs }}|{{ (-2.5) | abs }}"],
  ["attr", "[{{ u | attr('name') }}]", { u: { name: "bob" } }],
  ["batch", "{{ [1,2,3,4,5] | batch(2) | list }}|{{ [1,2,3] | batch(2, 'x') | list }}"],
  ["capitalize", "{{ 'hELLO wORLD' | capitalize }}"],
  ["center", "[{{ 'ab' | center(6) }}]"],
  ["count", "{{ [1,2,3] | count }}"],
  ["d", "{{ missing | d('dflt') }}"],
  ["default", "{{ missing | default('dflt') }}|{{ none | default('x') }}|{{ '' | default('e', true) }}"],
  [
    "default-boolean",
    "{{ '' | default('x', true) }}|{{ 0 | default('z', boolean=true) }}|{{ 'v' | default('x', true) }}",
  ],
  ["dictsort", "{% for k, v in d | dictsort %}{{ k }}={{ v }};{% endfor %}", { d }],
  ["dictsort-value-reverse", "{{ d | dictsort(by='value', reverse=true) }}", { d }],
  ["e", "{{ h | e }}", { h: html }],
  ["escape", "{{ h | escape }}", { h: html }],
  ["filesizeformat", "{{ 123456789 | filesizeformat }}|{{ 1024 | filesizeformat(true) }}|{{ 1 | filesizeformat }}"],
  ["first", "{{ [3,1,2] | first }}|{{ 'abc' | first }}"],
  ["float", "{{ '3.5' | float }}|{{ 2 | float }}|{{ 'x' | float }}|{{ 'x' | float(1.5) }}"],
  ["forceescape", "{{ h | forceescape }}", { h: html }],
  ["format", "{{ '%s is %d' | format('x', 3) }}"],
  ["groupby", "{% for g in users | groupby('admin') %}{{ g.grouper }}:{{ g.list | length }};{% endfor %}", { users }],
  ["groupby-tuple", "{% for k, items in users | groupby('age') %}{{ k }}{% endfor %}", { users }],
  ["indent", "{{ 'a\\nb\\n\\nc' | indent(2, true) }}|{{ 'x\\ny' | indent }}|{{ 'p\\n\\nq' | indent(1, blank=true) }}"],
  ["int", "{{ '42' | int }}|{{ 3.9 | int }}|{{ 'x' | int(7) }}|{{ '0x1A' | int(base=16) }}|{{ '-3' | int }}"],
  ["items", "{% for k, v in d | items %}{{ k }}{{ v }}{% endfor %}", { d }],
  ["join", "{{ [3,1,2] | join(', ') }}|{{ [1,2] | join }}"],
  ["join-attribute", "{{ users | join('/', attribute='name') }}", { users }],
  ["last", "{{ [1,2] | last }}|{{ 'xyz' | last }}"],
  ["length", "{{ 'hello world' | length }}|{{ [1,2,3] | length }}|{{ d | length }}", { d }],
  ["list", "{{ d | list | join(',') }}", { d }],
  ["list-string", "{{ 'abc' | list | join(',') }}|{{ 'ab' | list }}"],
  ["lower", "{{ 'Hello World' | lower }}"],
  ["map-attribute", "{{ users | map(attribute='name') | join(',') }}", { users }],
  ["map-attribute-default", "{{ users | map(attribute='x', default='-') | join(',') }}", { users }],
  ["map-filter", "{{ ['a','b'] | map('upper') | join }}|{{ ['1','2'] | map('int') | sum }}"],
  ["max", "{{ [1,3,2] | max }}|{{ 'bca' | max }}"],
  ["max-attribute", "{{ (users | max(attribute='age')).name }}", { users }],
  ["min", "{{ [3,1,2] | min }}|{{ ['B','a'] | min }}|{{ ['B','a'] | min(case_sensitive=true) }}"],
  ["pprint", "{{ d | pprint }}", { d }],
  ["random-single", "{{ [7] | random }}"],
  ["reject", "{{ [1,2,3,4] | reject('odd') | list }}"],
  ["rejectattr", "{{ users | rejectattr('admin') | map(attribute='name') | join(',') }}", { users }],
  ["replace", "{{ 'Hello World' | replace('l', 'L', 2) }}|{{ 'aaa' | replace('a', 'b') }}"],
  ["reverse", "{{ [3,1,2] | reverse | join(',') }}"],
  ["reverse-string", "{{ 'abc' | reverse }}"],
  ["round", "{{ 2.5678 | round(2) }}|{{ 2.5 | round }}|{{ 2.1 | round(0, 'ceil') }}|{{ 2.9 | round(method='floor') }}"],
  ["safe", "{{ h | safe }}", { h: html }],
  ["select", "{{ [1,2,3,4] | select('even') | list }}|{{ [0,1,'',none,'a'] | select | list }}"],
  [
    "selectattr",
    "{{ (users | selectattr('admin') | first).name }}|{{ users | selectattr('admin') | list | length }}",
    { users },
  ],
  ["selectattr-length-generator", "{{ users | selectattr('admin') | length }}", { users }],
  ["selectattr-test-arg", "{{ users | selectattr('age', 'gt', 26) | map(attribute='name') | join(',') }}", { users }],
  ["selectattr-equalto", "{{ users | selectattr('name', 'equalto', 'bob') | list | length }}", { users }],
  ["slice", "{{ [1,2,3,4,5] | slice(2) | list }}|{{ [1,2,3] | slice(2, 0) | list }}"],
  [
    "sort",
    "{{ ['banana','Apple','cherry'] | sort | join(',') }}|{{ users | sort(attribute='age', reverse=true) | map(attribute='name') | join(',') }}",
    { users },
  ],
  ["sort-case-sensitive", "{{ ['b','A','a','B'] | sort(case_sensitive=true) | join }}"],
  ["string", "{{ [3,1,2] | string }}|{{ 3 | string }}"],
  ["string-none-bool", "{{ none | string }}|{{ true | string }}"],
  ["striptags", "{{ h | striptags }}|{{ '<p>a   b</p>\\n<i>c</i>' | striptags }}", { h: html }],
  ["sum", "{{ [1,2,3] | sum }}|{{ [1,2] | sum(start=10) }}"],
  ["sum-attribute", "{{ users | sum(attribute='age') }}", { users }],
  ["title", "{{ 'hello wORLD' | title }}|{{ \"it's a-b\" | title }}"],
  ["tojson", "{{ d | tojson }}|{{ 'é<' | tojson }}|{{ [3] | tojson(indent=2) }}", { d }],
  ["tojson-sort-separators", "{{ d | tojson(sort_keys=true) }}|{{ d | tojson(separators=(',', ':')) }}", { d }],
  ["tojson-ensure-ascii", "{{ 'é👋' | tojson(ensure_ascii=true) }}|{{ 'é' | tojson(ensure_ascii=false) }}"],
  ["tojson-positional-is-ensure-ascii", "{{ {'a': 'é'} | tojson(2) }}"],
  ["tojson-values", "{{ [none, true, false, 1.5, 'a\"b', '\\n'] | tojson }}"],
  ["tojson-nested-indent", "{{ {'a': [1, {'b': none}], 'c': {}} | tojson(indent=4) }}"],
  ["trim", "[{{ '  x  ' | trim }}]"],
  ["trim-chars", "[{{ 'xxaxx' | trim('x') }}]"],
  [
    "truncate",
    "{{ 'the quick brown fox' | truncate(9) }}|{{ 'abcdefghijklmnopqrstuvwxyz' | truncate(10, true) }}|{{ 'short' | truncate(10) }}",
  ],
  ["unique", "{{ [1,2,1,3,2] | unique | list }}|{{ ['a','A','b'] | unique | list }}"],
  ["upper", "{{ 'Hello World' | upper }}"],
  ["urlencode", "{{ 'a b&c' | urlencode }}|{{ {'k': 'v w', 'x': 1} | urlencode }}"],
  ["urlize", "{{ 'see http://x.io now' | urlize }}"],
  ["wordcount", "{{ 'hello world' | wordcount }}"],
  ["wordwrap", "{{ 'aaa bbb ccc ddd' | wordwrap(7) }}"],
  ["xmlattr", "<a{{ {'class': 'x', 'id': 1} | xmlattr }}>"],
  ["unknown-filter-untaken-branch", "{% if false %}{{ x | nosuch }}{% endif %}ok"],
  ["unknown-filter-taken-branch", "{% if true %}{{ x | nosuch }}{% endif %}ok"],
  ["unknown-filter-empty-loop", "{% for i in [] %}{{ i | nosuch }}{% endfor %}ok"],
  ["filter-chain-args", "{{ '  Hello  ' | trim | lower | replace('l', 'L') | center(9) }}"],
  ["unknown-filter", "{{ 1 | nosuchfilter }}"],
];

const tests: Probe[] = [
  ["boolean", "{{ 'Y' if true is boolean else 'N' }}{{ 'Y' if 1 is boolean else 'N' }}"],
  ["callable", "{{ 'Y' if range is callable else 'N' }}{{ 'Y' if 1 is callable else 'N' }}"],
  ["defined", "{{ 'Y' if x is defined else 'N' }}{{ 'Y' if y is defined else 'N' }}", { x: 1 }],
  ["divisibleby", "{{ 'Y' if 9 is divisibleby(3) else 'N' }}{{ 'Y' if 9 is divisibleby 2 else 'N' }}"],
  ["eq", "{{ 'Y' if 1 is eq(1) else 'N' }}"],
  ["equalto", "{{ 'Y' if 1 is equalto 2 else 'N' }}"],
  ["escaped", "{{ 'Y' if 'x' is escaped else 'N' }}"],
  ["even", "{{ 'Y' if 4 is even else 'N' }}"],
  ["false", "{{ 'Y' if false is false else 'N' }}{{ 'Y' if 0 is false else 'N' }}"],
  ["filter", "{{ 'Y' if 'upper' is filter else 'N' }}{{ 'Y' if 'nope' is filter else 'N' }}"],
  ["float", "{{ 'Y' if 1.5 is float else 'N' }}{{ 'Y' if 1 is float else 'N' }}"],
  ["ge", "{{ 'Y' if 3 is ge 3 else 'N' }}"],
  ["greaterthan", "{{ 'Y' if 3 is greaterthan 2 else 'N' }}"],
  ["gt", "{{ 'Y' if 3 is gt(2) else 'N' }}"],
  ["in", "{{ 'Y' if 2 is in [1,2] else 'N' }}"],
  [
    "integer",
    "{{ 'Y' if 1 is integer else 'N' }}{{ 'Y' if 1.0 is integer else 'N' }}{{ 'Y' if true is integer else 'N' }}",
  ],
  [
    "iterable",
    "{{ 'Y' if [] is iterable else 'N' }}{{ 'Y' if 1 is iterable else 'N' }}{{ 'Y' if 'ab' is iterable else 'N' }}",
  ],
  ["le", "{{ 'Y' if 2 is le 3 else 'N' }}"],
  ["lessthan", "{{ 'Y' if 2 is lessthan 3 else 'N' }}"],
  ["lower", "{{ 'Y' if 'abc' is lower else 'N' }}{{ 'Y' if 'aBc' is lower else 'N' }}"],
  ["lt", "{{ 'Y' if 2 is lt 3 else 'N' }}"],
  ["mapping", "{{ 'Y' if d is mapping else 'N' }}{{ 'Y' if [] is mapping else 'N' }}", { d }],
  ["ne", "{{ 'Y' if 2 is ne 3 else 'N' }}"],
  [
    "none",
    "{{ 'Y' if none is none else 'N' }}{{ 'Y' if 0 is none else 'N' }}{{ 'Y' if x is none else 'N' }}",
    { x: null },
  ],
  ["number", "{{ 'Y' if 1.5 is number else 'N' }}{{ 'Y' if '1' is number else 'N' }}"],
  ["odd", "{{ 'Y' if 3 is odd else 'N' }}"],
  ["sameas", "{{ 'Y' if none is sameas none else 'N' }}{{ 'Y' if x is sameas false else 'N' }}", { x: false }],
  [
    "sequence",
    "{{ 'Y' if [] is sequence else 'N' }}{{ 'Y' if 'a' is sequence else 'N' }}{{ 'Y' if 1 is sequence else 'N' }}",
  ],
  ["string", "{{ 'Y' if 'a' is string else 'N' }}{{ 'Y' if 1 is string else 'N' }}"],
  ["test", "{{ 'Y' if 'defined' is test else 'N' }}{{ 'Y' if 'nope' is test else 'N' }}"],
  ["true", "{{ 'Y' if true is true else 'N' }}{{ 'Y' if 1 is true else 'N' }}"],
  ["undefined", "{{ 'Y' if x is undefined else 'N' }}"],
  ["upper", "{{ 'Y' if 'ABC' is upper else 'N' }}"],
  ["unknown-test-untaken-branch", "{% if false %}{{ x is nosuch }}{% endif %}ok"],
  ["select-eq", "{{ [1,2,1] | select('==', 1) | list }}"],
  ["select-ne", "{{ [1,2,1] | select('!=', 1) | list }}"],
  ["select-lt", "{{ [1,2,3] | select('<', 2) | list }}"],
  ["select-le", "{{ [1,2,3] | select('<=', 2) | list }}"],
  ["select-gt", "{{ [1,2,3] | select('>', 2) | list }}"],
  ["select-ge", "{{ [1,2,3] | select('>=', 2) | list }}"],
  ["is-not", "{{ 'Y' if 1 is not string else 'N' }}{{ 'Y' if x is not defined else 'N' }}"],
  ["unknown-test", "{{ 1 is nosuchtest }}"],
];

const globals: Probe[] = [
  ["range", "{{ range(3) | list }}{{ range(1, 10, 3) | list }}{% for i in range(5, 0, -2) %}{{ i }}{% endfor %}"],
  ["range-print", "{{ range(3) }}"],
  ["dict", "{{ dict(a=1, b=2) | tojson }}|{{ dict(a=1) }}"],
  [
    "namespace",
    "{% set ns = namespace(total=0) %}{% for i in [1,2,3] %}{% set ns.total = ns.total + i %}{% endfor %}{{ ns.total }}",
  ],
  ["cycler", "{% set c = cycler('a', 'b') %}{{ c.next() }}{{ c.next() }}{{ c.next() }}|{{ c.current }}"],
  ["joiner", "{% set j = joiner(', ') %}{% for x in [3,1,2] %}{{ j() }}{{ x }}{% endfor %}"],
  ["lipsum", "{{ lipsum(1, false, 5, 6) | wordcount }}"],
  ["raise_exception", "{{ raise_exception('boom') }}"],
  [
    "raise_exception-in-if",
    "{% if messages | length > 1 %}{{ raise_exception('Only one message: got ' ~ messages | length) }}{% endif %}",
    { messages: [1, 2] },
  ],
  ["strftime_now", "{{ strftime_now('%Y-%m-%d %A') }}"],
  ["strftime_now-formats", "{{ strftime_now('%d %B %Y %H:%M:%S %b %a %j %m %y %I %p %%') }}"],
  ["strftime_now-more-formats", "{{ strftime_now('%c|%x|%X|%Z|%z|%w|%u|%U|%W|%e|%C|%G|%V|%D|%T|%R|%h|%n|%t|%F') }}"],
  ["strftime_now-glibc-flags", "{{ strftime_now('%-d %-m %-H %-I|%-j') }}"],
  ["context-overrides-global", "{{ raise_exception }}|{{ range }}", { raise_exception: "mine", range: "r" }],
];

const statements: Probe[] = [
  ["if-elif-else", "{% if x == 1 %}a{% elif x == 2 %}b{% else %}c{% endif %}", { x: 2 }],
  ["for-else", "{% for i in [] %}{{ i }}{% else %}empty{% endfor %}"],
  ["for-inline-if", "{% for i in [3,1,2] if i != 1 %}{{ i }}{{ loop.index }}{% endfor %}"],
  ["for-unpacking", "{% for a, b in [[1,2],[3,4]] %}{{ a }}{{ b }}{% endfor %}"],
  ["for-dict-keys", "{% for k in d %}{{ k }}{% endfor %}", { d }],
  ["for-string", "{% for ch in 'abc' %}{{ ch }}-{% endfor %}"],
  [
    "for-recursive",
    "{% for n in tree recursive %}{{ n.v }}{% if n.c %}({{ loop(n.c) }}){% endif %}{% endfor %}",
    { tree: [{ v: 1, c: [{ v: 2 }, { v: 3, c: [{ v: 4 }] }] }, { v: 5 }] },
  ],
  [
    "loop-index-first-last-length",
    "{% for i in 'abc' %}{{ 'Y' if loop.first else 'N' }}{{ 'Y' if loop.last else 'N' }}{{ loop.index }}{{ loop.index0 }}{{ loop.length }};{% endfor %}",
  ],
  ["loop-revindex", "{% for i in 'abc' %}{{ loop.revindex }}{{ loop.revindex0 }}{% endfor %}"],
  ["loop-previtem-nextitem", "{% for i in [1,2,3] %}{{ loop.previtem }}-{{ loop.nextitem }};{% endfor %}"],
  ["loop-cycle", "{% for i in range(3) %}{{ loop.cycle('a', 'b') }}{% endfor %}"],
  ["loop-changed", "{% for i in [1,1,2] %}{{ 'Y' if loop.changed(i) else 'N' }}{% endfor %}"],
  [
    "loop-depth",
    "{% for n in [[1]] recursive %}{{ loop.depth }}{{ loop.depth0 }}{% if n is iterable %}{{ loop(n) }}{% endif %}{% endfor %}",
  ],
  [
    "break-continue",
    "{% for i in range(10) %}{% if i is even %}{% continue %}{% endif %}{% if i > 4 %}{% break %}{% endif %}{{ i }}{% endfor %}",
  ],
  ["set-tuple", "{% set a, b, c = 1, 2, 3 %}{{ a }}{{ b }}{{ c }}"],
  ["set-block", "{% set x %}[x{{ 42 }}y]{% endset %}{{ x }}"],
  ["set-block-filter", "{% set x | upper %}abc{% endset %}{{ x }}"],
  ["set-scoping-loop", "{% set x = 1 %}{% for i in [1] %}{% set x = 2 %}{% endfor %}{{ x }}"],
  ["set-scoping-if", "{% set x = 1 %}{% if true %}{% set x = 2 %}{% endif %}{{ x }}"],
  ["namespace-attr", "{% set ns = namespace(a=1) %}{% set ns.a = 5 %}{{ ns.a }}{{ ns }}"],
  ["macro-defaults-kwargs", "{% macro m(a, b='B') %}{{ a }}{{ b }}{% endmacro %}{{ m(1) }}{{ m(1, b=2) }}"],
  [
    "macro-varargs-kwargs",
    "{% macro m() %}{{ varargs | length }}{{ kwargs | length }}{% endmacro %}{{ m(1, 2, x=3) }}",
  ],
  ["macro-too-many-args", "{% macro m(a) %}{{ a }}{% endmacro %}{{ m(1, 2) }}"],
  ["macro-missing-arg", "{% macro m(a, b) %}[{{ a }}|{{ b }}]{% endmacro %}{{ m(1) }}"],
  ["macro-scope", "{% set g = 'G' %}{% macro m() %}{{ g }}{% set g = 'L' %}{{ g }}{% endmacro %}{{ m() }}{{ g }}"],
  ["call-block", "{% macro w() %}[{{ caller() }}]{% endmacro %}{% call w() %}in{% endcall %}"],
  ["call-block-args", "{% macro w() %}{{ caller(5) }}{% endmacro %}{% call(v) w() %}v={{ v }}{% endcall %}"],
  ["filter-block", "{% filter upper %}abc{% endfilter %}"],
  ["block-without-extends", "{% block content %}hi{% endblock %}|{% block other %}[{{ 1 + 1 }}]{% endblock other %}"],
  ["self-block-call", "{% block b %}B{% endblock %}{{ self.b() }}"],
  ["raw", "{% raw %}{{ not rendered }}{% endraw %}"],
  ["with", "{% with a = 5 %}{{ a }}{% endwith %}[{{ a }}]"],
  ["generation", "{% generation %}gen{% endgeneration %}"],
  ["comment", "a{# comment #}b"],
  ["whitespace-minus", "a  {{- 'b' -}}  c {%- if true -%} d {%- endif %}"],
  ["trim-lstrip", "x\n  {% if true %}\n  y\n  {% endif %}\nz"],
  ["lstrip-plus", "x\n  {%+ if true %}y{% endif %}"],
  ["trim-plus", "{% if true +%}\nx{% endif %}"],
  ["include-no-loader", "{% include 'x.html' %}"],
  ["import-no-loader", "{% import 'x.html' as x %}"],
  ["extends-no-loader", "{% extends 'x.html' %}"],
  ["autoescape-block", "{% autoescape true %}{{ h }}{% endautoescape %}", { h: html }],
  ["do-not-enabled", "{% do [].append(1) %}"],
  ["unknown-statement", "{% frobnicate %}"],
  ["unclosed-if", "{% if true %}x"],
  ["unclosed-for", "{% for x in y %}x"],
  ["endfor-without-for", "{% endfor %}"],
  ["keep-trailing-newline-off", "a\n"],
  ["keep-trailing-newline-on", "a\n", {}, { keep_trailing_newline: true }],
  ["no-trim-no-lstrip", "x\n  {% if true %}\n  y\n  {% endif %}\nz", {}, { trim_blocks: false, lstrip_blocks: false }],
  ["comment-trim", "a\n  {# c #}\nb"],
  ["raw-plus-close-is-not-raw", "{% raw +%} {{ 1 }} {% endraw %}"],
  ["raw-minus", "a  {%- raw -%}  {{ x }}  {%- endraw -%}  b"],
  ["raw-whitespace", "a\n  {% raw %}\n {{x}}\n  {% endraw %}\nb"],
  // Jinja2's lexer stops at the end of the source right after a raw tag; anything after it needs an endraw.
  ["raw-unclosed-at-end", "a{% raw %}"],
  ["raw-unclosed-before-final-newline", "{% raw %}\r\n"],
  ["raw-unclosed-minus-swallows-blanks", "a{%- raw -%}  \n"],
  ["raw-unclosed-kept-newline", "a{% raw %}\n", {}, { keep_trailing_newline: true }],
  ["raw-unclosed-no-trim", "a {% raw %}", {}, { trim_blocks: false, lstrip_blocks: false }],
  ["raw-unclosed-then-compile-error", "{% macro m() %}{% break %}{% endmacro %}{% raw %}"],
  ["raw-unclosed-with-text", "{% raw %} x"],
  ["crlf", "{% if true %}\r\nx\r\n{% endif %}\r\ny"],
];

const expressions: Probe[] = [
  ["arithmetic", "{{ 4 + 5 }} {{ 9 - 4 }} {{ 7 * 2 }} {{ 10 % 3 }}"],
  ["true-division", "{{ 7 / 2 }} {{ 4 / 2 }}"],
  ["floor-division", "{{ 7 // 2 }} {{ -7 // 2 }} {{ 7.5 // 2 }}"],
  ["power", "{{ 2 ** 10 }} {{ 2 ** -1 }} {{ 2 ** 3 ** 2 }}"],
  ["modulo-negative", "{{ -7 % 3 }} {{ 7 % -3 }} {{ 5.5 % 2 }}"],
  ["division-by-zero", "{{ 1 / 0 }}"],
  ["string-repetition", "{{ 'ab' * 3 }}{{ 2 * 'c' }}"],
  ["list-concat", "{{ [1] + [2] }}"],
  ["str-plus-list-error", "{{ 'a' + [1] }}"],
  ["str-plus-int-error", "{{ 'a' + 1 }}"],
  ["concat-tilde", "{{ 'a' ~ 1 ~ none }}{{ 'b' ~ undefinedvar ~ 'c' }}"],
  ["comparisons", "{{ 'Y' if 1 < 2 else 'N' }}{{ 'Y' if 'a' < 'b' else 'N' }}{{ 'Y' if [1,2] == [1,2] else 'N' }}"],
  ["chained-comparison", "{{ 'Y' if 1 < 2 < 3 else 'N' }}{{ 'Y' if 3 > 2 > 2 else 'N' }}"],
  ["compare-mixed-error", "{{ 1 < 'a' }}"],
  [
    "in-not-in",
    "{{ 'Y' if 'a' in 'cat' else 'N' }}{{ 'Y' if 2 in [1,2] else 'N' }}{{ 'Y' if 'z' not in {'a': 1} else 'N' }}",
  ],
  ["and-or-not", "{{ 'x' or 'y' }}|{{ '' or 'b' }}|{{ not none }}|{{ 1 and 0 }}|{{ [] and 'x' }}"],
  ["ternary", "{{ 'y' if true else 'n' }}|{{ 'y' if false }}|{{ 'y' if none else '' }}"],
  ["slicing", "{{ [1,2,3][:2] }}{{ 'Hello World'[::-1] }}{{ [1,2,3][1] }}"],
  ["slicing-steps", "{{ [0,1,2,3,4,5][1::2] }}|{{ 'abcdef'[-2:] }}|{{ 'abcdef'[4:1:-1] }}|{{ [1,2,3][10:] }}"],
  ["negative-index", "{{ [1,2,3][-1] }}{{ 'abc'[-2] }}"],
  [
    "attribute-item-fallback",
    "{{ u.name }}{{ u['k'] }}{{ l[0].x }}{{ l[0]['x'] }}",
    { u: { name: "user", k: "hi" }, l: [{ x: "deep" }] },
  ],
  [
    "dict-key-named-like-method",
    "{{ m.items is callable }}|{{ m['items'] }}|{{ m.get('items') }}",
    { m: { items: "I" } },
  ],
  ["missing-key-undefined", "[{{ 'Y' if u.missing is defined else 'N' }}]", { u: {} }],
  ["undefined-attr-error", "{{ u.missing.deeper }}", { u: {} }],
  ["defined-of-undefined-attr", "{{ 'Y' if a.b is defined else 'N' }}"],
  ["default-of-undefined-attr", "{{ a.b | default('x') }}"],
  ["defined-short-circuit", "{{ 'Y' if a is defined and a.b else 'N' }}"],
  ["index-out-of-range-undefined", "[{{ l[5] }}][{{ 'Y' if l[5] is undefined else 'N' }}]", { l: [1] }],
  ["undefined-item-of-undefined-error", "{{ l[5]['role'] }}", { l: [1] }],
  ["loop-outside-loop", "[{{ loop }}][{{ 'Y' if loop is defined else 'N' }}]"],
  ["undefined-printed-empty", "[{{ nothing }}]"],
  ["undefined-iterate-empty", "[{% for x in nothing %}{{ x }}{% endfor %}]"],
  ["undefined-call-error", "{{ nothing() }}"],
  ["undefined-compare", "{{ 'Y' if nothing == nothing else 'N' }}{{ 'Y' if not nothing else 'N' }}"],
  ["undefined-plus-error", "{{ nothing + 1 }}"],
  ["undefined-length-error", "{{ nothing | length }}"],
  ["none-attribute", "{{ x.y }}", { x: null }],
  ["int-float-literals", "{{ 1_000 }} {{ 1.5e3 }} {{ 0.1 + 0.2 }}"],
  ["string-escapes", "{{ 'a\\tb\\nq\"q\\u00e9\\x41' }}"],
  ["implicit-concat", "{{ 'a' 'b' }}"],
  ["literals", "{{ [1, 'a', none] }}{{ (1, 2) }}{{ {'k': [true]} }}{{ (1,) }}{{ () }}"],
  ["dict-any-keys", "{{ {1: 'a', none: 'b', true: 'c'} }}"],
  ["true-false-none-aliases", "{{ True }}{{ False }}{{ None }}{{ true }}"],
  ["print-none-bool", "{{ none }}|{{ true }}|{{ false }}"],
  ["print-list-dict", "{{ u }}|{{ l }}", { u: { name: "bob", age: 30, admin: true }, l: ["x", null, 1.5] }],
  ["print-nested-quotes", "{{ [\"it's\", 'say \"hi\"', 'a\\nb'] }}"],
  ["print-float", "{{ 1.0 }}|{{ 3.14159 }}|{{ 2.5 }}|{{ 1e20 }}|{{ 1e-7 }}|{{ 123456789.123 }}|{{ 1e16 }}"],
  ["unary", "{{ -42 }}{{ +42 }}{{ -(-3) }}"],
  ["filter-precedence", "{{ -1 | abs + 1 }}{{ 2 * [1,2] | length }}"],
  ["call-star-args", "{% macro m(a) %}[{{ a }}]{% endmacro %}{{ m(*[1]) }}{{ m(**{'a': 2}) }}"],
  ["string-percent-format", "{{ '%s-%05.2f-%d' % ('a', 3.14159, 7) }}|{{ '%(x)s' % {'x': 1} }}"],
  [
    "str-format-method",
    "{{ '{} and {}'.format(1, 'x') }}|{{ '{0}{1}{0}'.format('a', 'b') }}|{{ '{name}'.format(name='n') }}",
  ],
  ["is-precedence", "{{ 'Y' if not 1 is string else 'N' }}"],
  ["int-bool-equality", "{{ 1 == true }}|{{ 0 == false }}|{{ 1 == 1.0 }}"],
  ["big-int", "{{ 2 ** 64 }}|{{ 9007199254740993 }}"],
  ["list-in-dict-lookup", "{{ {'a': {'b': [10, 20]}}['a']['b'][1] }}"],
  ["syntax-error-unexpected-char", "{{ 1 ? 2 }}"],
  ["syntax-error-unclosed-expr", "{{ 1 + }}"],
  ["syntax-error-unclosed-string", "{{ 'abc }}"],
  ["tuple-print", "{% set t = (1, 'a') %}{{ t }}{{ t[1] }}"],
  ["unicode-emoji", "{{ s | length }}|{{ s[0] }}|{{ s | upper }}|{{ s[::-1] }}", { s: "héllo 👋 wörld" }],
];

const methods: Probe[] = [
  ["str-strip", "[{{ '  x '.strip() }}][{{ ' a'.lstrip() }}][{{ 'a  '.rstrip() }}]"],
  [
    "str-strip-chars",
    "[{{ 'xxaxx'.strip('x') }}][{{ '<a>'.strip('<>') }}][{{ 'abcba'.lstrip('ab') }}][{{ 'abcba'.rstrip('ab') }}]",
  ],
  [
    "str-split",
    "{{ 'a b  c'.split() | join('/') }}{{ 'a,b'.split(',') | length }}{{ 'a,b,c'.split(',', 1) | length }}",
  ],
  ["str-rsplit", "{{ 'a,b,c'.rsplit(',', 1) | join('/') }}"],
  // rsplit finds overlapping separators from the right.
  [
    "str-rsplit-overlapping",
    "{{ 'aaaaa'.rsplit('aa') }}|{{ s.rsplit('  ', 1) }}|{{ '😀😀😀'.rsplit('😀😀') }}|{{ ('ababa'|safe).rsplit('aba') }}|{{ 'aaa'.rsplit('a', 2) }}",
    { s: "a   b" },
  ],
  [
    "str-startswith-endswith",
    "{{ 'Y' if 'hello'.startswith('he') else 'N' }}{{ 'Y' if 'hello'.endswith(('x', 'lo')) else 'N' }}",
  ],
  [
    "str-case",
    "{{ 'hello world'.upper() }}{{ 'HELLO WORLD'.lower() }}{{ 'ab cd'.title() }}{{ 'aB'.capitalize() }}{{ 'aB'.swapcase() }}",
  ],
  ["str-replace", "{{ 'Hello World'.replace('l', 'L') }}|{{ 'aaa'.replace('a', 'b', 2) }}"],
  ["str-format", "{{ '{} and {}'.format(1, 'x') }}"],
  ["str-join", "{{ '-'.join(['a', 'b']) }}"],
  [
    "str-find-count-index",
    "{{ 'hello'.find('o') }}{{ 'hello'.count('l') }}{{ 'hello'.index('l') }}{{ 'hello'.find('z') }}",
  ],
  ["str-index-missing-error", "{{ 'hello'.index('z') }}"],
  ["str-splitlines", "{{ 'a\\nb'.splitlines() }}"],
  [
    "str-predicates",
    "{{ 'Y' if '123'.isdigit() else 'N' }}{{ 'Y' if 'abc'.isalpha() else 'N' }}{{ 'Y' if ' '.isspace() else 'N' }}{{ 'Y' if 'ab1'.isalnum() else 'N' }}{{ 'Y' if 'Ab'.istitle() else 'N' }}",
  ],
  [
    "str-misc",
    "{{ 'ab'.center(6, '*') }}|{{ '5'.zfill(3) }}|{{ 'a-b-c'.partition('-') }}|{{ 'ab'.ljust(4, '.') }}|{{ 'ab'.rjust(4) }}",
  ],
  ["str-removeprefix-suffix", "{{ 'prefix_x'.removeprefix('prefix_') }}|{{ 'x.txt'.removesuffix('.txt') }}"],
  [
    "dict-items-keys-values",
    "{% for k, v in d.items() %}{{ k }}{{ v }}{% endfor %}{{ d.keys() | join }}{{ d.values() | join }}",
    { d },
  ],
  ["dict-get", "{{ d.get('a') }}{{ d.get('z', 'dflt') }}{{ 'Y' if d.get('z') is none else 'N' }}", { d }],
  ["dict-print-methods", "{{ d.items() }}|{{ d.keys() }}", { d }],
  ["list-index-count", "{{ [1,2,3].index(2) }}{{ [1,1,2].count(1) }}"],
  ["list-append-blocked", "{% set l = [] %}{{ l.append(1) }}{{ l }}"],
  ["list-pop-blocked", "{{ [1].pop() }}"],
  ["dict-update-blocked", "{% set x = {} %}{{ x.update({'a': 1}) }}"],
  ["dict-setdefault-blocked", "{{ {}.setdefault('a', 1) }}"],
  ["context-list-append-blocked", "{{ l.append(4) }}", { l: [1, 2, 3] }],
  ["context-dict-clear-blocked", "{{ m.clear() }}", { m: { a: 1 } }],
  ["unknown-method-error", "{{ 'abc'.nosuchmethod() }}"],
];

const sandbox: Probe[] = [
  ["class-access", "[{{ ''.__class__ }}]"],
  ["mro-subclasses", "{{ ''.__class__.__mro__[1].__subclasses__() }}"],
  ["huge-range", "{{ range(10 ** 6) | length }}"],
  ["range-at-limit", "{{ range(100000) | length }}"],
  ["range-over-limit", "{{ range(100001) | length }}"],
  ["format-map", "{{ '{a}'.format_map({'a': 1}) }}"],
  ["format-attr-escape", "{{ '{0.__class__}'.format('x') }}"],
  ["func-globals", "{{ raise_exception.__globals__ }}"],
  ["dunder-getitem", "[{{ u['__class__'] }}]", { u: {} }],
  [
    "constructor-probe",
    "[{{ u.constructor }}][{{ u.__proto__ }}][{{ ''.constructor }}][{{ [].constructor }}]",
    { u: {} },
  ],
  [
    "js-prototype-names",
    "[{{ u.toString }}][{{ u.hasOwnProperty }}][{{ u.valueOf }}][{{ 'Y' if u.length is defined else 'N' }}]",
    { u: { a: 1 } },
  ],
  ["js-string-props", "[{{ 'abc'.length }}][{{ 'abc'.charAt }}][{{ [1,2].length }}][{{ [1].map }}]"],
  ["proto-key-in-data", "{{ u['__proto__'] }}|{{ u.x }}", { u: JSON.parse('{"__proto__": {"x": 1}}') }],
  ["namespace-proto", "{% set ns = namespace() %}{% set ns.__proto__ = 1 %}{{ ns.__proto__ }}"],
  ["mro-via-attr-filter", "{{ '' | attr('__class__') }}"],
  ["string-mult-large", "{{ ('a' * 1000) | length }}"],
  ["function-constructor-escape", "{{ ''.constructor.constructor('return process')() }}"],
  ["call-constructor-of-filter-result", "{{ (l | first).constructor }}", { l: [{ a: 1 }] }],
  [
    "proto-pollution-attempt",
    "{% set ns = namespace() %}{% set ns.__proto__ = {'polluted': 1} %}{{ {}.polluted }}|{{ ns.polluted }}",
  ],
  [
    "global-function-internals",
    "[{{ cycler.__init__ }}][{{ namespace.__init__ }}][{{ range.__self__ }}][{{ lipsum.__globals__ }}][{{ joiner.__call__ }}]",
  ],
  ["int-class", "[{{ (1).__class__ }}][{{ (1.5).__class__ }}][{{ none.__class__ }}]"],
  ["number-attributes", "[{{ (1).real }}][{{ 1.5.is_integer() }}]"],
  ["method-self", "[{{ 'x'.format.__self__ }}]"],
  ["dict-constructor-key", "[{{ {}['constructor'] }}][{{ {}['__proto__'] }}][{{ {}.toString }}]"],
  ["array-prototype-methods", "[{{ l.push }}][{{ l.concat }}][{{ l.slice }}]", { l: [1] }],
  ["string-prototype-methods", "[{{ s.charAt }}][{{ s.substring }}][{{ s.localeCompare }}]", { s: "abc" }],
  ["loop-internals", "{% for x in [1] %}[{{ loop.__class__ }}][{{ loop._iterator }}]{% endfor %}"],
  ["ssti-lipsum-os", "{{ lipsum.__globals__['os'].popen('id').read() }}"],
  ["ssti-cycler-init", "{{ cycler.__init__.__globals__.os.popen('id').read() }}"],
  ["ssti-self-builtins", "{{ self.__init__.__globals__.__builtins__ }}"],
  ["ssti-subclasses", "{{ ''.__class__.__base__.__subclasses__() }}"],
  ["ssti-request-config", "[{{ request }}][{{ config }}][{{ self._TemplateReference__context }}]"],
  ["ssti-attr-filter-chain", "{{ ()|attr('__class__')|attr('__base__')|attr('__subclasses__')() }}"],
  ["ssti-getitem-dunder", "{{ x['__class__']['__mro__'] }}", { x: "s" }],
  ["dunder-dict", "[{{ namespace().__dict__ }}][{{ d.__dict__ }}][{{ d.__len__ }}]", { d: { a: 1 } }],
  ["format-string-attribute", "{{ '{0.__class__.__mro__}'.format('') }}"],
  ["percent-format-dict-key", "{{ '%(a)s-%(b)s' % {'a': 1, 'b': 'two'} }}"],
  ["runaway-recursion", "{% macro m(n) %}{{ m(n + 1) }}{% endmacro %}{{ m(0) }}"],
  [
    "recursive-loop-deep",
    "{% for n in [[[[[[1]]]]]] recursive %}{% if n is iterable %}{{ loop(n) }}{% else %}{{ loop.depth }}{% endif %}{% endfor %}",
  ],
  ["macro-attr-probe", "{% macro m() %}{% endmacro %}[{{ m.__code__ }}][{{ m.name }}]"],
];

const numbers: Probe[] = [
  [
    "float-repr",
    "{{ x / 3 }}|{{ 0.1 * 3 }}|{{ 1 / 3 * 3 }}|{{ 10 / 4 }}|{{ 2 ** 0.5 }}|{{ 1e21 }}|{{ 1e22 }}|{{ 1.5e-5 }}",
    { x: 10 },
  ],
  [
    "float-repr-small-large",
    "{{ 0.0001 }}|{{ 0.00001 }}|{{ 123456789.0 }}|{{ 1234567890123456.0 }}|{{ 12345678901234567.0 }}",
  ],
  ["negative-zero", "{{ -0.0 }}|{{ 0.0 * -1 }}|{{ -0.0 == 0 }}"],
  ["inf-nan", "{{ 1e308 * 10 }}|{{ -1e308 * 10 }}|{{ (1e308 * 10) - (1e308 * 10) }}"],
  [
    "int-float-mix",
    "{{ 3 + 0.5 }}|{{ 4 / 2 }}|{{ 4 // 2 }}|{{ 4.0 // 2 }}|{{ -7 // 2.0 }}|{{ 7 % 2.5 }}|{{ 2 ** 3 }}|{{ 2.0 ** 3 }}",
  ],
  ["modulo-zero", "{{ 5 % 0 }}"],
  ["floordiv-zero", "{{ 7 // 0.0 }}"],
  ["bool-arithmetic", "{{ true + 1 }}|{{ true ~ 1 }}|{{ false * 3 }}|{{ [true, false] | sum }}"],
  ["numeric-equality-keys", "{{ {1: 'a'}[1.0] }}|{{ 1 in [1.0] }}|{{ [1, 2] | unique | list }}"],
  ["sequence-arithmetic", "{{ [1, 2] * 2 }}|{{ (1, 2) + (3,) }}|{{ 'ab' * 0 }}|{{ [0] * -1 }}"],
  ["sequence-comparison", "{{ 'a' < 'B' }}|{{ [1, 2] < [1, 3] }}|{{ (1, 'a') < (1, 'b') }}|{{ none == none }}"],
  [
    "int-filter-strings",
    "{{ '  42  ' | int }}|{{ '4.7' | int }}|{{ '1e3' | int }}|{{ '0b101' | int(0, 2) }}|{{ '0o17' | int(base=8) }}|{{ '12abc' | int }}",
  ],
  [
    "float-filter-strings",
    "{{ '1e3' | float }}|{{ ' 2.5 ' | float }}|{{ 'inf' | float }}|{{ 'nan' | float }}|{{ '1_000.5' | float }}",
  ],
  [
    "round-half-even",
    "{{ 0.5 | round }}|{{ 1.5 | round }}|{{ 2.5 | round }}|{{ 2.675 | round(2) }}|{{ -2.5 | round }}|{{ 7 | round }}|{{ 1234 | round(-2) }}",
  ],
  ["abs-int-float", "{{ -3 | abs }}|{{ -3.0 | abs }}|{{ -0.0 | abs }}"],
  ["sum-floats", "{{ [0.1, 0.2, 0.3] | sum }}|{{ [1, 2.5] | sum }}|{{ [] | sum }}"],
  ["string-format-numbers", "{{ '%d|%5.1f|%e|%x|%o|%s|%r|%%' % (42.9, 3.14159, 12345.678, 255, 8, 1.0, 'q') }}"],
  [
    "format-method-numbers",
    "{{ '{:.2f}|{:>5}|{:<4}|{:^7}|{:,}|{:08.3f}|{!r}'.format(3.14159, 'ab', 'c', 'mid', 1234567, 2.5, 'x') }}",
  ],
  ["filter-binds-tighter-than-power", "{{ 10 ** 12 | filesizeformat }}"],
  ["large-ints", "{{ 2 ** 53 + 1 }}|{{ 10 ** 20 }}|{{ 123456789012345678 }}"],
  [
    "filesizeformat-range",
    "{{ 0 | filesizeformat }}|{{ 999 | filesizeformat }}|{{ 1000 | filesizeformat }}|{{ 1536 | filesizeformat(true) }}|{{ (10 ** 12) | filesizeformat }}",
  ],
];

/** Markup (the result of |safe, |escape) keeps Python's escaping rules even with autoescape off. */
const markup: Probe[] = [
  ["safe-tilde-str", "{{ ('<b>' | safe) ~ '<i>' }}|{{ '<i>' ~ ('<b>' | safe) }}"],
  ["safe-plus-str", "{{ ('<b>' | safe) + '<i>' }}|{{ '<i>' + ('<b>' | safe) }}"],
  ["safe-percent", "{{ ('%s' | safe) % '<x>' }}|{{ ('%s-%s' | safe) % ('<a>', 1) }}"],
  [
    "safe-methods",
    "{{ ('<x>' | safe).replace('x', '<y>') }}|{{ ('a' | safe).upper() }}|{{ ('<a> b' | safe).split() }}",
  ],
  [
    "safe-repeat-filters",
    "{{ ('<a>' | safe) * 2 }}|{{ ('<a>' | safe) | upper }}|{{ ('<a>' | safe) | length }}|{{ ('<a>' | safe) | tojson }}",
  ],
  ["join-with-markup", "{{ [('<a>' | safe), '<b>'] | join(', ') }}|{{ ['<a>', '<b>'] | join('<sep>' | safe) }}"],
  ["escape-twice", "{{ '<x>' | e | e }}|{{ '<x>' | forceescape | e }}|{{ ('<x>' | e) ~ '' }}|{{ '<x>' | e | string }}"],
  ["escape-non-strings", "{{ 5 | e }}|{{ none | e }}|{{ [1, '<'] | e }}|{{ {'a': '<'} | escape }}"],
  ["format-with-markup", "{{ '%s' | format('<x>' | safe) }}|{{ ('%s' | safe) | format('<x>') }}"],
  ["markup-in-list-repr", "{{ ['<a>' | safe] }}|{{ ('<a>' | safe,) }}"],
  ["markup-comparison", "{{ ('a' | safe) == 'a' }}|{{ 'a' in ('abc' | safe) }}|{{ ('<a>' | safe) | striptags }}"],
  [
    "safe-concat-in-set",
    "{% set s = 'x' | safe %}{% set s = s + '&' %}{{ s }}|{% set t = '&' %}{% set t = t ~ ('&' | safe) %}{{ t }}",
  ],
];

const undefinedFilters: Probe[] = [
  ["upper", "[{{ nothing | upper }}]"],
  ["list", "[{{ nothing | list }}]"],
  ["join", "[{{ nothing | join(',') }}]"],
  ["first", "[{{ nothing | first }}]"],
  ["string", "[{{ nothing | string }}]"],
  ["tojson", "[{{ nothing | tojson }}]"],
  ["trim", "[{{ nothing | trim }}]"],
  ["items", "[{{ nothing | items | list }}]"],
  ["dictsort", "[{{ nothing | dictsort }}]"],
  ["int-float", "[{{ nothing | int }}|{{ nothing | float }}]"],
  ["sum", "[{{ nothing | sum }}]"],
  ["selectattr", "[{{ nothing | selectattr('a') | list }}]"],
  ["map", "[{{ nothing | map(attribute='a') | list }}]"],
  [
    "default-chain",
    "[{{ nothing | default(none) | string }}|{{ nothing.attr | default('x') if nothing is defined else 'skip' }}]",
  ],
  ["in", "[{{ 'a' in nothing }}]"],
  ["iterate-attr", "[{% for k, v in nothing.items() %}{{ k }}{% endfor %}]"],
  ["concat-plus", "[{{ 'a' + nothing }}]"],
  ["concat-tilde", "[{{ 'a' ~ nothing ~ 'b' }}]"],
  ["compare", "[{{ nothing < 1 }}]"],
  ["boolean-ops", "[{{ nothing or 'x' }}|{{ nothing and 'x' }}|{{ not nothing }}]"],
  ["attr-of-none-in-context", "[{{ n.a }}][{{ n['a'] }}]", { n: null }],
  ["tests", "[{{ nothing is none }}|{{ nothing is string }}|{{ nothing is iterable }}|{{ nothing is mapping }}]"],
];

const scoping: Probe[] = [
  ["macro-sees-later-global-set", "{% set x = 1 %}{% macro m() %}{{ x }}{% endmacro %}{% set x = 2 %}{{ m() }}"],
  ["macro-caller-outside-call", "{% macro m() %}[{{ caller is defined }}]{% endmacro %}{{ m() }}"],
  [
    "macro-attributes",
    "{% macro m(a, b=1) %}{% endmacro %}{{ m.name }}|{{ m.arguments }}|{{ m.catch_kwargs }}|{{ m.catch_varargs }}|{{ m.caller }}",
  ],
  ["set-unpack-too-few", "{% set a, b = [1] %}{{ a }}"],
  ["for-unpack-mismatch", "{% for a, b in [[1, 2, 3]] %}{{ a }}{% endfor %}"],
  ["with-multiple", "{% with a = 1, b = 2 %}{{ a + b }}{% endwith %}[{{ a }}]"],
  ["with-shadowing", "{% set a = 5 %}{% with a = a + 1 %}{{ a }}{% endwith %}{{ a }}"],
  ["loop-var-after-loop", "{% for i in [1, 2] %}{% endfor %}[{{ i }}]"],
  [
    "nested-loop-outer-access",
    "{% for i in [1, 2] %}{% set outer = loop %}{% for j in 'ab' %}{{ outer.index }}{{ loop.index }}{% endfor %};{% endfor %}",
  ],
  ["namespace-positional-dict", "{% set ns = namespace({'a': 1}, b=2) %}{{ ns.a }}{{ ns.b }}"],
  [
    "namespace-in-macro",
    "{% set ns = namespace(n=0) %}{% macro inc() %}{% set ns.n = ns.n + 1 %}{% endmacro %}{{ inc() }}{{ inc() }}{{ ns.n }}",
  ],
  [
    "set-in-if-in-loop",
    "{% for i in [1, 2, 3] %}{% if i == 2 %}{% set found = i %}{% endif %}{% endfor %}[{{ found }}]",
  ],
  ["loop-cycle-no-args", "{% for i in [1] %}{{ loop.cycle() }}{% endfor %}"],
  ["loop-changed-multi-args", "{% for a in [1, 1, 2] %}{{ loop.changed(a, 'x') }}{% endfor %}"],
  [
    "recursive-loop-depth-index",
    "{% for n in [[1, [2]], 3] recursive %}{% if n is iterable %}<{{ loop(n) }}>{% else %}{{ n }}:{{ loop.depth }}:{{ loop.index }},{% endif %}{% endfor %}",
  ],
  [
    "call-block-caller-args-kwargs",
    "{% macro m() %}{{ caller(1, b=2) }}{% endmacro %}{% call(a, b=0) m() %}{{ a }}-{{ b }}{% endcall %}",
  ],
  ["macro-default-refers-arg", "{% macro m(a, b=a * 2) %}{{ a }}/{{ b }}{% endmacro %}{{ m(3) }}"],
  ["macro-kwargs-unknown", "{% macro m(a) %}{{ a }}{% endmacro %}{{ m(a=1, z=2) }}"],
  ["filter-block-with-loop", "{% filter upper %}{% for c in 'ab' %}{{ c }}{% endfor %}{% endfilter %}"],
];

/**
 * Session 13: macros and callers kept in a namespace and called after the frame that made them ended. Jinja2 sets
 * the frame's variables to `missing` as it ends (its generated code goes on in the same Python function): a loop or
 * with target, and `loop`, are read as the `missing` object itself (printed "missing"), any other variable as
 * undefined. A recursive loop without an else block and a macro are Python functions of their own and keep theirs.
 */
const leftFrames: Probe[] = [
  [
    "loop-target-after-loop",
    "{% for i in [1, 2] %}{% macro m() %}[{{ i }}]{% endmacro %}{% set ns.f = m %}{% endfor %}{{ ns.f() }}",
  ],
  [
    "loop-target-during-loop",
    "{% for i in [1, 2] %}{% if loop.first %}{% macro m() %}{{ i }}{% endmacro %}{% set ns.f = m %}{% endif %}{{ ns.f() }}{% endfor %}",
  ],
  [
    "loop-store-after-loop",
    "{% set x = 9 %}{% for i in [1, 2] %}{% set x = i %}{% macro m() %}[{{ x }}]{% endmacro %}{% set ns.f = m %}{% endfor %}{{ ns.f() }}{{ x }}",
  ],
  [
    "loop-context-read-after-loop",
    "{% for i in [1] %}{{ x }}{% macro m() %}[{{ x }}]{% endmacro %}{% set ns.f = m %}{% endfor %}{{ ns.f() }}",
    { x: 5 },
  ],
  [
    "outer-context-read-kept",
    "{{ x }}{% for i in [1] %}{{ x }}{% macro m() %}[{{ x }}]{% endmacro %}{% set ns.f = m %}{% endfor %}{{ ns.f() }}",
    { x: 5 },
  ],
  [
    "missing-object-operations",
    "{% for i in [1] %}{% macro m() %}[{{ i if i else 'F' }}][{{ i ~ 'a' }}][{{ [i] }}][{{ i == i }}][{{ i is defined }}][{{ i.x }}][{{ i | string }}]{% endmacro %}{% set ns.f = m %}{% endfor %}{{ ns.f() }}",
  ],
  [
    "missing-object-arithmetic",
    "{% for i in [1] %}{% macro m() %}{{ i + 1 }}{% endmacro %}{% set ns.f = m %}{% endfor %}{{ ns.f() }}",
  ],
  [
    "missing-object-tojson",
    "{% for i in [1] %}{% macro m() %}{{ i | tojson }}{% endmacro %}{% set ns.f = m %}{% endfor %}{{ ns.f() }}",
  ],
  [
    "missing-loop-object",
    "{% for i in [1] %}{% macro m() %}[{{ loop }}][{{ loop.index }}]{% endmacro %}{% set ns.f = m %}{% endfor %}{{ ns.f() }}",
  ],
  [
    "missing-through-alias",
    "{% for i in [1] %}{% macro m() %}{% set i = i + 100 %}{{ i }}{% endmacro %}{% set ns.f = m %}{% endfor %}{{ ns.f() }}",
  ],
  [
    "caller-after-loop",
    "{% macro k() %}{% set ns.f = caller %}{% endmacro %}{% for i in [1, 2] %}{% call k() %}[{{ i }}]{% endcall %}{% endfor %}{{ ns.f() }}",
  ],
  [
    "nested-loops",
    "{% for i in [1, 2] %}{% for j in [3] %}{% macro m() %}[{{ i }}{{ j }}]{% endmacro %}{% set ns.f = m %}{% endfor %}{{ ns.f() }}{% endfor %}{{ ns.f() }}",
  ],
  ["with-target", "{% with a = 1 %}{% macro m() %}{{ a }}{% endmacro %}{% set ns.f = m %}{% endwith %}{{ ns.f() }}"],
  [
    "set-block",
    "{% set b %}{% set y = 1 %}{% macro m() %}[{{ y }}]{% endmacro %}{% set ns.f = m %}{% endset %}{{ ns.f() }}",
  ],
  [
    "filter-block",
    "{% filter upper %}{% set y = 'a' %}{% macro m() %}[{{ y }}]{% endmacro %}{% set ns.f = m %}{% endfilter %}{{ ns.f() }}",
  ],
  [
    "autoescape-block",
    "{% for i in [1] %}{% autoescape false %}{% macro m() %}{{ i }}{% endmacro %}{% set ns.f = m %}{% endautoescape %}{% endfor %}{{ ns.f() }}",
  ],
  [
    "loop-else",
    "{% for i in [] %}{% else %}{% set y = 'a' %}{% macro m() %}[{{ y }}]{% endmacro %}{% set ns.f = m %}{% endfor %}{{ ns.f() }}",
  ],
  [
    "loop-filter-and-unpacking",
    "{% for a, b in [[1, 2], [3, 4]] if a %}{% macro m() %}{{ a }}{{ b }}{% endmacro %}{% set ns.f = m %}{% endfor %}{{ ns.f() }}{{ a }}",
  ],
  [
    "if-is-no-frame",
    "{% if true %}{% set y = 'a' %}{% macro m() %}[{{ y }}]{% endmacro %}{% set ns.f = m %}{% endif %}{% set y = 'b' %}{{ ns.f() }}",
  ],
  [
    "macro-keeps-its-loop",
    "{% macro outer() %}{% for i in [1] %}{% macro m() %}[{{ i }}]{% endmacro %}{% set ns.f = m %}{% endfor %}{{ ns.f() }}{% endmacro %}{{ outer() }}{{ ns.f() }}",
  ],
  [
    "inner-macro-keeps-arguments",
    "{% macro outer(v) %}{% macro inner() %}{{ v }}{% endmacro %}{% set ns.l = ns.l + [inner] %}{% endmacro %}{{ outer(1) }}{{ outer(2) }}{% for f in ns.l %}{{ f() }}{% endfor %}",
  ],
  [
    "recursive-loop-keeps",
    "{% for i in [1, 2] recursive %}{% macro m() %}[{{ i }}]{% endmacro %}{% set ns.f = m %}{% endfor %}{{ ns.f() }}",
  ],
  [
    "recursive-loop-with-else",
    "{% for i in [1, 2] recursive %}{% macro m() %}[{{ i }}]{% endmacro %}{% set ns.f = m %}{% else %}E{% endfor %}{{ ns.f() }}",
  ],
  [
    "break-skips-the-end",
    "{% for j in [1] %}{% with a = 1 %}{% macro m() %}{{ a }}{% endmacro %}{% set ns.f = m %}{% break %}{% endwith %}{% endfor %}{{ ns.f() }}",
  ],
  // Frames at the same level of one Python function share their variables (`l_1_i`), so what a later sibling frame
  // binds, resolves or leaves is what a macro kept from an earlier one reads.
  [
    "sibling-frame-rebinds",
    "{% for i in [1] %}{% macro m() %}[{{ i }}]{% endmacro %}{% set ns.f = m %}{% endfor %}{% for i in [7] %}{{ ns.f() }}{% endfor %}",
  ],
  [
    "sibling-frame-sets",
    "{% for x in [1] %}{% set y = 3 %}{% macro m() %}[{{ y }}]{% endmacro %}{% set ns.f = m %}{% endfor %}{% for z in [5] %}{% set y = 4 %}{{ ns.f() }}{% endfor %}{{ ns.f() }}",
  ],
  [
    "sibling-frame-resolves",
    "{% for x in [1] %}{% set y = 3 %}{% macro m() %}[{{ y }}]{% endmacro %}{% set ns.f = m %}{% endfor %}{% for z in [5] %}{{ ns.f() }}{{ y }}{% endfor %}{% with y = 6 %}{{ ns.f() }}{% endwith %}",
    { y: 9 },
  ],
  [
    "sibling-else-frame-leaves",
    "{% with x = 'X' %}{% for i in [1, 2] %}{% set x = 'B' %}{% macro m() %}<{{ x.index is defined }}>{% endmacro %}{% set ns.f = m %}{% endfor %}{% for i in [] %}{% else %}{% set x = 'A' %}{{ ns.f() }}{% endfor %}{{ ns.f() }}{% endwith %}",
  ],
  [
    "sibling-loop-without-loop",
    "{% for i in [1, 2] %}{% macro m() %}({{ loop.index }}){% endmacro %}{% set ns.f = m %}{% endfor %}{% for g in [1, 2, 3] %}{{ ns.f() }}{% endfor %}",
  ],
  [
    "nested-sibling-frames",
    "{% for a in [1] %}{% for i in [2] %}{% macro m() %}[{{ i }}]{% endmacro %}{% set ns.f = m %}{% endfor %}{% endfor %}{% for b in [3] %}{% with i = 4 %}{{ ns.f() }}{% endwith %}{% endfor %}",
  ],
  [
    "macro-frames-are-their-own",
    "{% macro outer(n) %}{% for i in [n] %}{% macro m() %}[{{ i }}]{% endmacro %}{% set ns.l = ns.l + [m] %}{% endfor %}{% for i in [n * 10] %}{% for f in ns.l %}{{ f() }}{% endfor %}{% endfor %}{% endmacro %}{{ outer(1) }}{{ outer(2) }}",
  ],
  [
    "loop-filter-frame",
    "{% for x in [1] %}{% macro m() %}[{{ y }}]{% endmacro %}{% set ns.f = m %}{% set y = 2 %}{% endfor %}{% for y in [3, 4] if ns.f() %}{{ y }}{% endfor %}",
  ],
].map(([id, template, context]) => [
  id as string,
  `{% set ns = namespace(f=none, l=[]) %}${template}`,
  context as Record<string, unknown> | undefined,
]);

/**
 * A block is a function of its own, which reads through the context (`resolve`) what its frame does not store: a
 * scoped block's context is a copy of what the frames around it have stored when it is called (a variable still
 * `missing` left out), another block's the context of the code that calls it.
 */
const blockContexts: Probe[] = [
  [
    "self-in-scoped-block",
    "{% with w = 'W' %}{% for i in [] %}{% block b0 %}[{{ w }}]{% endblock %}{% endfor %}{% block s scoped %}{{ self.b0() }}{% endblock %}{% endwith %}{{ self.b0() }}",
  ],
  ["scoped-before-set", "{% block b scoped %}[{{ z }}]{% endblock %}{% set z = 1 %}", { z: "cz" }],
  ["scoped-in-set-block", "{% set z %}{% block b scoped %}[{{ z }}]{% endblock %}{% endset %}{{ z }}", { z: "cz" }],
  [
    "scoped-set-later-in-block",
    "{% set x = 'top' %}{% block b scoped %}{% with %}{{ x }}.{% endwith %}{% set x = 1 %}{% endblock %}",
  ],
  [
    "scoped-macro-parameter-set-later",
    "{% macro n(x) %}{% block b scoped %}{% with %}{{ x }}.{% endwith %}{% set x = 1 %}{% endblock %}{% endmacro %}{{ n('p') }}",
  ],
  ["scoped-loop", "{% for i in [1, 2] %}{% block b scoped %}[{{ i }}{{ loop.index }}]{% endblock %}{% endfor %}"],
  [
    "scoped-sets-its-own",
    "{% set y = 3 %}{% for i in [1, 2] %}{% block b scoped %}[{{ y }}]{% set y = i %}[{{ y }}]{% endblock %}{% endfor %}{{ y }}",
  ],
  [
    "scoped-in-scoped",
    "{% for i in [1] %}{% block b scoped %}{% block c scoped %}[{{ i }}]{% endblock %}{% endblock %}{% endfor %}",
  ],
  [
    "unscoped-in-scoped",
    "{% for i in [1] %}{% block b scoped %}{% block c %}[{{ i }}]{% endblock %}{% endblock %}{% endfor %}{{ self.c() }}",
    { i: 4 },
  ],
  [
    "scoped-keeps-a-copy",
    "{% set ns = namespace(f=none) %}{% macro k() %}{% set ns.f = caller %}{% endmacro %}{% with w = 'W' %}{% for x in [7] %}{% block s scoped %}{% call k() %}({{ w }}{{ x }}){% endcall %}{% endblock %}{% endfor %}{% endwith %}{{ ns.f() }}",
  ],
];

/**
 * Lists joined in a loop share their items: only the new list counts toward `maxCreatedLength` (found by a deeper
 * conversation sweep: GigaChat 3.5 pairs each tool with its id, and tools given as a long string went past the
 * limit, where Python renders).
 */
const sharedItems: Probe[] = [
  [
    "pairs-joined-in-a-loop",
    "{% set ns = namespace(l=[]) %}{% for c in s %}{% set ns.l = ns.l + [(c, {'c': c})] %}{% endfor %}{{ ns.l|length }}",
    { s: "abcdefghijklmnopqrstuvwxyz".repeat(250) },
  ],
];

/** A negative number to a fractional power is Python's complex number, with its arithmetic and formatting. */
const complexNumbers: Probe[] = [
  ["powers", "{{ (-8) ** (1 / 3) }}|{{ (-1) ** 0.5 }}|{{ (-4) ** 1.5 }}|{{ (-2) ** -0.5 }}|{{ (-0.001) ** 150.5 }}"],
  ["overflow", "{{ (-1e300) ** 1.5 }}"],
  ["parts", "{% set c = (-8) ** (1 / 3) %}{{ c.real }}|{{ c.imag }}|{{ c.conjugate() }}|{{ c|abs }}|{{ -c }}|{{ +c }}"],
  [
    "arithmetic",
    "{% set c = (-8) ** (1 / 3) %}{% set i = (-1) ** 0.5 %}{{ c + 1 }}|{{ 1 - c }}|{{ c * c }}|{{ 2 * i }}|{{ c / c }}|{{ 1 / i }}|{{ c ** 2 }}|{{ i ** 0.5 }}|{{ 2 ** c }}|{{ c ** -3 }}|{{ c ** 101 }}",
  ],
  ["zero-division", "{% set z = ((-1) ** 0.5) * 0 %}{{ z }}|{{ z == 0 }}|{{ not z }}|{{ 1 / z }}"],
  ["zero-to-complex-power", "{{ 0 ** ((-1) ** 0.5) }}"],
  ["floor-division-refused", "{{ ((-1) ** 0.5) // 2 }}"],
  ["ordering-refused", "{{ ((-1) ** 0.5) < 1 }}"],
  [
    "equality-and-hashing",
    "{% set c = (-8) ** (1 / 3) %}{% set z = c * 0 %}{{ c == c * 1 }}|{{ z == 0 }}|{{ {z: 1, 0: 2} }}|{{ [c, c * 1]|unique|list }}|{{ c in [1, c] }}",
  ],
  [
    "filters-and-tests",
    "{% set c = (-8) ** (1 / 3) %}{{ c is number }}|{{ c is float }}|{{ c|int }}|{{ c|float }}|{{ c|string }}|{{ [c] }}|{{ c|pprint }}|{{ [c]|sum }}",
  ],
  ["round-refused", "{{ ((-1) ** 0.5)|round }}"],
  ["tojson-refused", "{{ ((-1) ** 0.5)|tojson }}"],
  [
    "formats",
    "{% set c = (-8) ** (1 / 3) %}{{ '{:.2f}|{:<30.3e}|{:+}|{:.3}|{:*^40g}|{:,.1f}'.format(c, c, c, c, c, c * 1e6) }}|{{ '%s %r' % (c, c) }}",
  ],
  ["format-refusals", "{{ '{:020}'.format((-1) ** 0.5) }}"],
  ["percent-refusal", "{{ '%f' % ((-1) ** 0.5) }}"],
];

/** From reading Jinja2's code generator, runtime and filters against the engine (session 13). */
const sourceReadFindings: Probe[] = [
  // json.dumps tests sort_keys for truth, as Python does anything.
  [
    "tojson-sort-keys-truth",
    "{{ d|tojson(sort_keys='') }}|{{ d|tojson(indent=1, sort_keys=[]) }}|{{ d|tojson(sort_keys=0.0) }}|" +
      "{{ d|tojson(sort_keys='x') }}|{{ d|tojson(sort_keys=nothing) }}|{{ {'b': 1, 1: 2}|tojson(sort_keys={}) }}",
    { d: { b: 1, a: 2 } },
  ],
  // C's pow: -1 to an infinite power is 1, zero to -inf is inf.
  [
    "float-power-infinite-exponent",
    "{% set i = s|float %}{% set ni = t|float %}{{ m ** i }}|{{ m ** ni }}|{{ 0 ** ni }}|{{ 0.0 ** ni }}|" +
      "{{ (-0.0) ** ni }}|{{ 1 ** i }}|{{ (-1.0) ** ni }}|{{ 0.5 ** ni }}",
    { s: "inf", t: "-inf", m: -1 },
  ],
];

/** Minimal forms of differences found by deeper fuzzing (JINJA_DIFF_SCALE=10 JINJA_DIFF_SEED=1000). */
const fuzzFindings: Probe[] = [
  ["for-else-after-continue", "{% for x in [1] %}{% continue %}{% else %}E{% endfor %}"],
  ["for-else-after-break", "{% for x in [1] %}{{ x }}{% break %}{% else %}E{% endfor %}"],
  [
    "for-else-last-continues",
    "{% for x in [1, 2] %}{% if x == 2 %}{% continue %}{% endif %}{{ x }}{% else %}E{% endfor %}",
  ],
  [
    "for-else-filtered-continue",
    "{% for v in range(4) if not v %}{% if loop.first %}{% continue %}{% endif %}{{ v }}{% else %}E{% endfor %}",
  ],
  [
    "float-floordiv",
    "{{ 2 // 0.1 }}|{{ 1 // 0.1 }}|{{ 3 // 0.0025 }}|{{ 0.7 // 0.1 }}|{{ -7.5 // 2 }}|{{ 7 // -0.1 }}",
  ],
  ["float-mod-sign-of-zero", "{{ 3 % -1.5 }}|{{ -3 % 1.5 }}|{{ 0.0 % -2 }}|{{ -0.25 | round }}|{{ -0.4 | round }}"],
  ["tojson-dict-views-range", "{{ d.items() | tojson }}", { d: { a: 1 } }],
  ["tojson-range", "{{ range(3) | tojson }}"],
  ["tojson-dict-keys", "{{ d.keys() | tojson }}", { d: { a: 1 } }],
  ["filesizeformat-number-string", "{{ '1000' | filesizeformat }}|{{ '2.5e6' | filesizeformat(true) }}"],
  ["filesizeformat-not-a-number", "{{ 'abc' | filesizeformat }}"],
  ["filesizeformat-list", "{{ [1] | filesizeformat }}"],
  ["truncate-short-list", "{{ [1, 2] | truncate(3) }}|{{ {'a': 1} | truncate }}"],
  ["truncate-long-list", "{{ range(20) | list | truncate(3) }}"],
  ["truncate-bad-end", "{{ 'abcdefghijklmnopqrstuvwxyz' | truncate(10, 0, true) }}"],
  [
    "map-select-on-falsy",
    "{{ none | map('string') | list }}|{{ 0 | select | list }}|{{ 0.0 | reject('odd') | list }}|{{ '' | map('upper') | list }}",
  ],
  ["map-on-truthy-number", "{{ 5 | map('string') | list }}"],
  ["astral-zfill-center", "{{ '👋'.zfill(3) }}|{{ '👋' | center(5) }}|{{ '👋'.ljust(3, '*') }}|{{ '👋x'.rjust(4) }}"],
  ["astral-wordwrap-truncate", "{{ 'ünï 👋' | wordwrap(5) }}|{{ '👋👋👋👋 abc' | truncate(5, true, '') }}"],
  ["test-missing-argument-eq", "{{ 1 is eq }}"],
  ["test-missing-argument-divisibleby", "{{ 1 is divisibleby }}"],
  ["test-missing-argument-sameas", "{{ 1 is sameas }}"],
  ["test-missing-argument-ne", "{{ 'Y' if 2 is ne else 'N' }}"],
  ["urlencode-keys-view", "{{ d.keys() | urlencode }}", { d: { a: 1 } }],
  ["urlencode-list-of-strings", "{{ ['ab', 'cd'] | urlencode }}"],
  ["urlencode-pairs", "{{ [('a', 1), ('b', 'c d')] | urlencode }}|{{ d.items() | urlencode }}", { d: { k: "v" } }],
  ["undefined-is-callable", "{{ missing is callable }}|{{ none is callable }}|{{ 'x'.upper is callable }}"],
  ["set-target-syntax-error", "{% set ns ,= 1 %}"],
  ["method-extra-arguments", "{{ '123'.isdigit(1) }}"],
  ["method-missing-arguments", "{{ 'abc'.startswith() }}"],
  ["zero-to-negative-power", "{{ 0.0 ** -1 }}"],
  ["zero-int-to-negative-power", "{{ 0 ** -1 }}"],
  ["int-filter-negative-fraction", "{{ ((-0.75) | int) * 0.5 }}|{{ (-0.75) | int }}|{{ ((-0.5) | round(0, 'ceil')) }}"],
  ["undefined-is-sequence", "{{ missing is sequence }}|{{ missing is not sequence }}"],
  ["unclosed-comment-at-end", "a{# never closed"],
  ["unclosed-comment-newline", "  {#\n"],
  ["format-field-missing-attribute", "[{{ '{0._}'.format('x') }}][{{ '{0.nope}'.format(d) }}]", { d: { a: 1 } }],
  ["format-field-item", "{{ '{0[a]}|{0[b][0]}'.format(d) }}", { d: { a: 1, b: [2] } }],
  ["percent-format-list-arg", "{{ '{}' % [1, 2] }}|{{ 'x' % {'a': 1} }}"],
  ["percent-format-list-arg-with-spec", "{{ '%s' % [1, 2] }}"],
  ["round-bool", "{{ false | round }}|{{ true | round(1) }}"],
  ["filesizeformat-markup-number", "{{ -4 | escape | filesizeformat }}|{{ (2 | string | safe) | filesizeformat }}"],
  ["call-block-on-macro-without-caller", "{% macro w() %}[x]{% endmacro %}{% call w() %}in{% endcall %}"],
  ["filter-missing-argument", "{{ 'abc' | replace('a') }}"],
  ["filter-too-many-arguments", "{{ 'abc' | upper(1) }}"],
  ["test-too-many-arguments", "{{ 'defined' is test 0 }}"],
  ["set-trailing-comma-target", "{% set a, = [1] %}{{ a }}"],
  ["end-tag-extra-tokens", "{% macro m() %}x{% endmacro else %}{{ m() }}"],
  ["endif-extra-tokens", "{% if true %}x{% endif junk %}"],
  ["positional-after-star-args", "{{ range(*[1], 2) | list }}"],
  ["pprint-long-string", "{{ ('word ' * 30) | pprint }}"],
  ["test-followed-by-if-is-argument", "{{ x is defined if true else 2 }}"],
  [
    "optional-colon-before-block-end",
    "{% if true : %}x{% endif %}{% for i in [1] : %}{{ i }}{% endfor %}{% macro m(a) : %}{{ a }}{% endmacro %}{{ m(2) }}",
  ],
  ["colon-after-end-tag", "{% if true %}x{% endif : %}"],
  ["method-argument-type", "{{ '5'.zfill(nothing) }}"],
  ["for-filter-trailing-comma", "{% for v in [1] if v != 2, %}{{ v }}{% endfor %}"],
  ["subscript-tuple-with-slice", "[{{ [0, 1, 2][1, ::2] }}][{{ {(1, 2): 't'}[1, 2] }}]"],
  // Unfolded, a slice inside a tuple key is invalid Python; folding gives up on an undefined object too.
  ["subscript-tuple-with-slice-unfolded", "{% if false %}{{ x[1, ::2] }}{% endif %}"],
  ["subscript-tuple-with-slice-on-folded-undefined", "{{ [0, 1, 22][][1, ::2] }}"],
  ["sort-positional-undefined", "{{ ['b', 'a'] | sort(nothing) | join }}"],
  ["percent-format-empty-precision", "{{ '%05.f|%.f|%5.s|' % (3.14159, 2.5, 'abcdef') }}"],
  ["pprint-width-with-astral", "{{ ['👋' * 30, 'x' * 40] | pprint }}"],
];

/**
 * Minimal forms of differences found while writing the sandbox probes (sandbox-cases.ts) and probing around
 * them. Not used as seeds of the generated mutations (generated.test.ts), so the generated corpus stays stable.
 */
const probeFindings: Probe[] = [
  // sort/unique key on a list, as Jinja2's make_multi_attrgetter: equal keys never get compared with `<`.
  ["sort-none-tie", "{{ [none, none] | sort }}"],
  ["sort-dict-tie", "{{ [{'a': 1}, {'a': 1}] | sort }}"],
  ["sort-attribute-missing", "{{ [{'a': 1}, {'a': 2}] | sort(attribute='x') }}"],
  ["sort-attribute-none-tie", "{{ [{'a': none}, {'a': none}] | sort(attribute='a') }}"],
  ["sort-undefined-items", "{{ [x, y] | sort }}"],
  ["unique-attribute-missing", "{{ [{'a': 1}, {'a': 2}] | unique(attribute='x') | list }}"],
  ["sort-tie-reverse", "{{ [{'a': none, 'n': 1}, {'a': none, 'n': 2}] | sort(attribute='a,n', reverse=true) }}"],
  ["sort-attribute-parts-untrimmed", "{{ [{'a': 1, 'b': 2}, {'a': 1, 'b': 1}] | sort(attribute='a, b') }}"],
  // unique, min, max, groupby and map take one attribute path (make_attrgetter): a comma is part of the name.
  ["unique-attribute-comma", "{{ [{'a': 1, 'b': 2}, {'a': 1, 'b': 1}] | unique(attribute='a,b') | list }}"],
  ["min-attribute-comma", "{{ [{'a,b': 2}, {'a,b': 1}] | min(attribute='a,b') }}"],
  ["unique-undefined-items", "{{ [x, y, none] | unique | list }}"],
  ["unique-markup-is-str", "{{ ['a', 'A' | safe] | unique | list }}"],
  ["sort-markup-ignores-case", "{{ ['a', 'B' | safe] | sort }}|{{ {'b': 1, 'A' | safe: 2} | dictsort }}"],
  ["map-default-none", "{{ [{'a': 1}, {}] | map(attribute='a', default=none) | list }}"],
  ["map-default-each-step", "{{ [{'a': {'b': 1}}, {}] | map(attribute='a.b', default={'b': 5}) | list }}"],
  ["map-attribute-none", "{{ [1, 2] | map(attribute=none) | list }}"],
  ["selectattr-without-attribute", "{{ [1] | selectattr | list }}"],
  ["selectattr-without-attribute-empty", "{{ [] | selectattr | list }}"],
  // str.format / % formatting
  ["format-nested-spec", "{{ '{0:{1}}'.format('x', 5) }}"],
  ["format-empty-field-attribute", "{{ '{.real}'.format(1) }}"],
  ["format-missing-item-is-undefined", "[{{ '{0[x]}'.format({}) }}]"],
  ["format-undefined-with-spec", "{{ '{0.x:>5}'.format({}) }}"],
  ["format-char-code", "{{ '{:c}'.format(65) }}"],
  ["ascii-conversion", "{{ '{!a}'.format('é') }}|{{ '%a' % 'é' }}"],
  ["percent-mapping-plus-positional", "{{ '%(a)s %s' % {'a': 1} }}"],
  // str methods
  ["str-casefold", "{{ 'Straße'.casefold() }}"],
  ["str-isdigit-superscript", "{{ '²'.isdigit() }}"],
  // integers beyond 2**53
  ["int-filter-huge-string", "{{ '123456789012345678901234567890' | int }}"],
  ["big-int-comparison", "{{ 9007199254740993 > 9007199254740992 }}"],
  ["percent-d-huge-int", "{{ '%d' % 10 ** 30 }}|{{ '{:,}'.format(10 ** 25) }}"],
  ["range-huge-bounds", "{{ range(10 ** 17, 10 ** 17 + 2) | list }}"],
  // the attributes and methods of Python's objects, and nothing else
  ["markup-partition-is-tuple", "{{ ('a-b' | safe).partition('-') }}"],
  [
    "markup-unescape-striptags-are-str",
    "{{ ('&lt;' | safe).unescape() + '<' }}|{{ ('<b>&amp;</b>' | safe).striptags() + '<' }}",
  ],
  ["range-slices", "{{ range(5)[::-1] }}|{{ range(1, 10, 3)[1:] }}|{{ range(5)[10:] }}|{{ range(3)[1:].start }}"],
  ["dict-view-item-is-undefined", "[{{ {'a': 1}.keys()[0] }}]"],
  ["dict-view-slice", "{{ {'a': 1}.items()[1:] }}"],
  [
    "str-encode-bytes",
    "{{ 'é\\'\"'.encode() }}|{{ 'é'.encode('latin-1') }}|{{ 'a'.encode('ascii') }}|{{ 'ab'.encode()[1:] }}|{{ 'é'.encode() | list }}|{{ 'é'.encode().decode() }}",
  ],
  ["str-encode-ascii-error", "{{ 'é'.encode('ascii') }}"],
  [
    "str-translate",
    "{{ 'abc'.translate({97: 'x', 98: none, 99: 100}) }}|{{ 'abe'.translate(''.maketrans('ab', 'cd', 'e')) }}|{{ ''.maketrans({'a': 1}) }}",
  ],
  [
    "number-methods",
    "{{ (0.1).hex() }}|{{ (-0.0).hex() }}|{{ 5e-324.hex() }}|{{ (0.1).as_integer_ratio() }}|{{ 1e20.as_integer_ratio() }}|{{ (-5).as_integer_ratio() }}|{{ (2 ** 70).bit_count() }}",
  ],
  [
    "generator-methods",
    "{% set g = [1, 2, 3] | select %}{{ g.send(none) }}|{{ g.close() }}|{{ g | list }}|{{ g.gi_running }}|{{ g.send(none) is defined }}",
  ],
  ["based-literal-huge", `{{ 0x20000000000001 }}|{{ 0b1${"0".repeat(52)}1 }}|{{ 0o400000000000000001 }}`],
  ["modulo-plain-int-huge", "{{ -1 % x }}|{{ x % -7 }}", { x: 10 ** 20 }],
  // numbers and formatting
  ["int-negative-zero", "{{ (0 * -1) * 1.0 }}|{{ (-1 * 0) * 1.0 }}|{{ -False * 1.0 }}"],
  ["float-repr-halfway", "{{ 1240282491206983.25 }}"],
  ["dict-float-key", "{{ {1.0: 'a'} }}|{{ {1: 'b', 1.0: 'a'} }}|{{ {1.0: 'a'}[1] }}"],
  ["int-times-markup", "{{ 3 * ('x' | safe) }}"],
  ["split-whitespace-maxsplit", "{{ ' a b '.split(None, 1) }}|{{ ' a b '.rsplit(None, 1) }}"],
  ["expandtabs-columns", "{{ 'a\\tbc\\td\\nx\\ty'.expandtabs(4) }}"],
  ["percent-int-precision", "{{ '%.3d' % 5 }}|{{ '%#.3x' % 5 }}"],
  ["percent-c-long-string", "{{ '%c' % 'ab' }}"],
  ["percent-x-float", "{{ '%x' % 1.5 }}"],
  ["format-grouping-by-four", "{{ '{:_b}'.format(2 ** 20) }}|{{ '{:#_x}'.format(2 ** 40) }}"],
  ["center-width-str", "{{ 'abc'.center('6') }}"],
  ["replace-float-count", "{{ 'aaa'.replace('a', 'b', 1.5) }}"],
  ["tojson-huge-int-and-markup-keys", "{{ {2 ** 60: 1, 'a' | safe: 2} | tojson }}"],
  ["list-index-negative-end", "{{ [1, 2, 3].index(1, 0, -1) }}"],
  // misc
  ["negative-base-fractional-power", "{{ (-8) ** (1 / 3) }}"],
  // Found by random floats: C's pow() is correctly rounded where JavaScript's ** is off by an ulp, and round()
  // rounds the exact value to a decimal string.
  ["float-power-integer-exponent", "{{ 1.1 ** 4 }}|{{ 14 ** -2 }}|{{ 17.12 ** 3 }}|{{ 2.2 ** -13 }}|{{ 18.46 ** 12 }}"],
  [
    "float-power-fractional-exponent",
    "{{ 67.946 ** 1.731 }}|{{ 1.419 ** 1.398 }}|{{ 38.227 ** -0.996 }}|{{ 4 ** 0.5 }}",
  ],
  ["round-large-float", "{{ (594143366813660 / 3) | round(2) }}|{{ (-277751469612122 / 3) | round(2) }}"],
  // Jinja2 writes a folded negative base unparenthesized into Python source: -(2 ** n).
  ["folded-negative-base-power", "{% set n = 2 %}{{ (-2) ** n }}|{{ (1 - 3) ** n }}|{{ (-0.0) ** n }}|{{ -2 ** 2 }}"],
  [
    "dict-keys-set-semantics",
    "{{ {'a': 1, 'b': 2}.keys() - ['b'] }}|{{ {'a': 1, 'b': 2}.keys() == {'b': 3, 'a': 4}.keys() }}",
  ],
  ["tojson-float-indent", "{{ [1] | tojson(indent=2.0) }}"],
  ["range-slice-is-range", "{{ range(5)[1:] }}"],
  ["wordwrap-double-space", "{{ 'x  y' | wordwrap(1) }}"],
  ["wordwrap-string-width", "{{ 'a b c' | wordwrap('x') }}"],
  ["cycler-next-with-argument", "{% set c = cycler(1) %}{{ c.next(()) }}"],
  ["cycler-reset-with-argument", "{% set c = cycler(1) %}{{ c.reset(1) }}"],
  ["cycler-unbound-next-with-argument", "{{ cycler.next(cycler(1), 2) }}"],
  ["joiner-call-with-argument", "{% set j = joiner() %}{{ j(1) }}"],
  ["wordwrap-none-width", "{{ 'a b c' | wordwrap(none) }}"],
  ["wordwrap-bool-and-float-width", "{{ 'a b c' | wordwrap(true) }}|{{ 'a b c d e' | wordwrap(2.5) }}"],
  ["wordwrap-leading-spaces", "{{ '   x' | wordwrap(1) }}|{{ '     x' | wordwrap(2) }}"],
  // found by JINJA_DIFF_SCALE=10 with JINJA_DIFF_SEED=1000/3000/4000
  ["splitlines-undefined-argument", "{{ 'a'.splitlines(nothing) }}"],
  ["loop-bound-method-repr", "{% for i in [1] %}{{ loop.cycle }}|{{ loop.changed }}{% endfor %}"],
  ["condexpr-chained-if", "[{{ 'a' if false if true else 'b' }}]|{{ 1 if true if false else 2 }}"],
  ["set-inside-set-block-is-local", "{% set b = 0 %}{% set a %}{% set b = 1 %}{% endset %}[{{ b }}]"],
  ["set-inside-filter-block-is-local", "{% filter upper %}{% set b = 1 %}{% endfilter %}[{{ b }}]"],
  ["int-zero-has-no-sign", "{{ (0 // -5) / 0.2 }}|{{ (0 * -1) / 1 }}"],
  [
    "condexpr-chained-if-with-else",
    "[{{ 1 if false else 3 if true if false else 4 }}]|[{{ 'a' if true if true if false else 'c' }}]",
  ],
  [
    "set-block-reads-outer-before-local",
    "{% set b = 0 %}{% set a %}{{ b }}{% set b = 1 %}{{ b }}{% endset %}[{{ a }}][{{ b }}]",
  ],
  ["set-block-filter-sees-block-locals", "{% set a | replace('x', b) %}{% set b = 'y' %}x{% endset %}{{ a }}"],
  [
    "loop-cycle-stored-uses-current-index",
    "{% set ns = namespace() %}{% for i in [1, 2, 3] %}{% if loop.first %}{% set ns.c = loop.cycle %}{% endif %}{{ ns.c('a', 'b') }}{% endfor %}",
  ],
  ["dict-range-key", "{{ {range(2): 1} }}"],
  ["dict-tuple-key-holding-list", "{{ {(1, [2]): 1} }}"],
  // keyword arguments: tests take them, and every engine function refuses the ones Python's does not take
  [
    "test-keyword-argument",
    "{{ 4 is divisibleby(num=2) }}|{{ 4 is sameas(other=4) }}|{{ 4 is in(seq=[4]) }}|" +
      "{{ 4 is divisibleby(**{'num': 3}) }}|{{ [3, 4, 6] | select('divisibleby', num=3) | list }}",
  ],
  ["test-unknown-keyword", "{{ 4 is divisibleby(foo=2) }}"],
  ["test-keyword-and-positional", "{{ 4 is divisibleby(2, num=2) }}"],
  ["test-alone-keyword", "{{ 4 is even(value=4) }}"],
  ["test-comparison-keyword", "{{ 4 is eq(b=4) }}"],
  ["global-unknown-keyword", "{{ range(3, foo=1) | list }}"],
  ["cycler-method-keyword", "{{ cycler(1).next(x=1) }}"],
  ["joiner-keyword", "{{ joiner(sep=';')() }}{% set j = joiner(sep=';') %}{{ j() }}{{ j() }}"],
  ["joiner-keyword-twice", "{{ joiner(',', sep=';')() }}"],
  ["method-keyword", "{{ 'a b c'.split(sep=' ', maxsplit=1) }}|{{ 'a\nb'.splitlines(keepends=true) }}"],
  ["method-no-keywords", "{{ 'ab'.center(width=5) }}"],
  ["dict-get-no-keywords", "{{ {'a': 1}.get('b', default=1) }}"],
  ["keyword-repeated", "{% if false %}{{ dict(a=1, a=2) }}{% endif %}"],
  ["star-kwargs-repeated", "{{ dict(a=1, **{'a': 2}) }}"],
  ["star-kwargs-non-string-key", "{{ dict(**{1: 2}) }}"],
  ["map-unexpected-keyword", "{{ [{'a': 1}] | map(attribute='b', foo=1) | list }}"],
  ["map-keywords-without-attribute", "{{ [1] | map(default=1) | list }}"],
  ["dict-dunder-key", "{{ {'__foo__': 1}.__foo__ }}|{{ {'__init__': 1}.__init__ }}|{{ {'__class__': 1}.__class__ }}"],
  // found while widening the real-template corpus (all listed in known-failures.json)
  // lstrip_blocks strips any whitespace Python's `\s` matches between the last "\n" and the tag
  // (no-break space, ideographic space, \v, \f, \x1c-\x1f, \x85, \u2028...), not only spaces and tabs.
  ["lstrip-blocks-unicode-whitespace", "a\n\u3000{% if true %}x{% endif %}|\n\u000b\u00a0{% if true %}y{% endif %}"],
  // str.title() / str.capitalize() (and the capitalize filter) lower-case a final sigma to "ς".
  ["str-title-final-sigma", "{{ 'ΑΣ'.title() }}|{{ 'ΑΣ' | capitalize }}|{{ 'ΟΔΟΣ ΑΣ'.title() }}"],
  // str.title() uses the title-case mapping (SpecialCasing), not upper-case: 'ŉ' -> 'ʼN', 'ᾼ' stays 'ᾼ'.
  ["str-title-special-casing", "{{ 'ŉ'.title() }}|{{ 'ᾼ'.title() }}"],
  // islower/isupper look at cased characters (Other_Lowercase 'ª' is lower; '𝔄' is upper without a mapping).
  ["str-islower-other-lowercase", "{{ 'ª'.islower() }}|{{ 'a𝔄'.islower() }}"],
  ["str-isidentifier-combining-mark", "{{ 'e\u0301'.isidentifier() }}"],
  // string literals are decoded with Python's unicode-escape: \N{NAME} escapes, unknown names are syntax errors.
  ["string-literal-named-escape", '{{ "\\N{BULLET} \\N{snowman}" }}'],
  ["string-literal-unknown-named-escape", '{{ "\\N{NO SUCH NAME}" }}'],
  // The oracle's Python 3.11 knows Unicode 14.0: characters added later (emoji 🩷 U+1FA77, 🫩 U+1FAE9, ...)
  // are unassigned there, so repr() escapes them, isprintable() is False and they have no case mapping.
  // Any template printing a list or dict (a content list, tool arguments through |string or "%s"|format) shows it.
  [
    "repr-unicode-newer-than-python",
    "{{ ['\u{1FA77}', '\u{1FAE9}'] }}|{{ '\u{1FA77}'.isprintable() }}|{{ '\u1C89'.lower() }}",
  ],
  // strftime goes through glibc: E/O modifiers, '#' (swap case) and field widths.
  ["strftime-glibc-modifiers", "{{ strftime_now('%Ey|%Od|%#b|%10A') }}"],
  // Filter signatures (the signatures suite sweeps them all; these are the minimal forms).
  ["slice-fill-every-slice", "{{ [1,2,3,4] | slice(2, 'x') | list }}|{{ [1,2,3] | slice(2, 'x') | list }}"],
  [
    "int-underscores",
    "{{ '1__2' | int }}|{{ '1_0' | int }}|{{ '_1' | int }}|{{ '0x_1f' | int(base=16) }}|{{ '010' | int(base=0) }}",
  ],
  ["int-inf-nan", "{{ 'inf' | int }}|{{ '-inf' | int(7) }}|{{ 'nan' | int }}|{{ '1e400' | int }}"],
  ["int-digit-limit", "{{ ('1' * 4301) | int }}|{{ ('1' * 4301) | int(base=2) | string | length }}"],
  ["int-invalid-base", "{{ '0x1F' | int(base=none) }}|{{ '0x1F' | int(base=-1) }}|{{ '0x1F' | int(base=37) }}"],
  ["big-int-too-long-to-print", "{{ 10 ** 4300 }}"],
  ["big-int-to-float", "{{ (10 ** 400) | float }}"],
  [
    "striptags-entities",
    "{{ '<a>x&#0;y&amp z&#x41;</a>\\x1cq &#128; &#x110000; &#xD800; &#1; &ampx &apos; &AMP; &copy &frac12x &#65' | striptags | tojson }}",
  ],
  ["urlize-leading-at", "{{ '@a@b.co x@@b.co' | urlize }}"],
  ["urlize-ip-addresses", "{{ 'http://1.2.3.4/x http://[::1]:8080 1.2.3.4 www.1.2.3.4' | urlize }}"],
  ["urlize-extra-schemes", "{{ 'x ftp://a.b ftp: a:b' | urlize(extra_schemes=['ftp:']) }}"],
  ["urlize-markup-input", "{{ ('<b>&amp; www.a.com' | safe) | urlize }}"],
  ["urlize-trim-limit-true", "{{ 'www.a.com' | urlize(true) }}|{{ 'www.a.com' | urlize(-2) }}"],
  ["xmlattr-no-break-space-key", "{{ {'a\\xa0b': 1} | xmlattr }}"],
  ["truncate-leeway-string", "{{ 'hello world' | truncate(5, x, '', '') }}"],
  ["truncate-list-short-length", "{{ [1, 2, 3] | truncate(2) }}"],
  ["unique-ranges", "{{ [range(2), range(0, 2), (0, 1)] | unique | list }}"],
  ["round-none-precision", "{{ 2.5 | round(none) }}|{{ 3.5 | round(none) }}|{{ 2.675 | round(2 ** 64) }}"],
  ["round-float-precision", "{{ 2.5 | round(1.5) }}"],
  ["center-float-width", "{{ 'x' | center(1.5) }}"],
  ["indent-none-width", "{{ 'a\\nb' | indent(none) }}"],
  ["batch-none-size", "{{ [3, 1, 2] | batch(none) | list }}"],
  ["map-without-filter", "{{ [] | map | list }}|{{ none | map | list }}"],
  ["wordwrap-wrapstring-int", "{{ 'a b' | wordwrap(wrapstring=1) }}"],
  ["attr-int-name", "{{ [] | attr(0) }}"],
  ["random-dict", "{{ {'b': 1, 'a': 2} | random }}"],
  ["sum-markup-start", "{{ [] | sum(start='x' | safe) }}"],
  ["sort-reverse-overflow", "{{ [3, 1] | sort(reverse=2 ** 64) }}"],
  ["escaped-markup", "{{ ('x' | safe) is escaped }}"],
  ["loop-callable", "{% for x in 'a' %}{{ loop is callable }}{% endfor %}"],
  ["nan-is-truthy", "{{ 'y' if (s | float) else 'n' }}|{{ not (s | float) }}", { s: "nan" }],
  ["infinite-modulo", "{{ (s | float) % 2 }}|{{ (s | float) // 2 }}|{{ (s | float) is even }}", { s: "inf" }],
  ["filesizeformat-nan", "{{ (s | float) | filesizeformat }}", { s: "nan" }],
  // methods sweep (test/method-cases.ts): minimal forms
  [
    "markup-format-pads-then-escapes",
    "{{ ('{0:>3}' | safe).format('<') }}|{{ ('{0}{1!r}' | safe).format('<' | safe, '&') }}",
  ],
  ["markup-format-markup-with-spec", "{{ ('{0:>3}' | safe).format('<' | safe) }}"],
  ["range-dict-key", "{{ {range(2): 1}[range(2)] }}|{{ {range(0): 1}[range(3, 3)] }}"],
  ["casefold-cherokee", "{{ 'ᏸᎠ ꭰ'.casefold() }}"],
  [
    "find-counts-code-points",
    "{{ '😀x😀x'.find('x') }}|{{ '😀x😀x'.rindex('x', 2) }}|{{ '😀x'.count('', 1) }}|{{ '😀x'.startswith('x', 1) }}",
  ],
  [
    "find-start-past-end",
    "{{ 'ab'.find('', 3) }}|{{ 'ab'.count('', 3) }}|{{ 'ab'.startswith('', 3) }}|{{ 'ab'.find('', 2) }}",
  ],
  [
    "markup-methods-escape",
    "{{ ('a<b' | safe).replace('<', '&') }}|{{ ('<' | safe).join(['&', 1]) }}|{{ ('x' | safe).center(3, 1) }}",
  ],
  ["str-methods-take-markup", "{{ 'a-b'.replace('-', '<' | safe) }}|{{ '-'.join(['<' | safe, 'b']) }}"],
  ["title-cased-letters", "{{ 'ΣΑΣ 𝔘b ŉx'.title() }}|{{ '𝔘 Ab'.istitle() }}|{{ '𝔘'.isupper() }}"],
  ["nan-is-truthy-literal", "{{ 'nan' | float and 'yes' }}|{{ not ('nan' | float) }}"],
  ["views-are-not-lists", "{{ range(2) + [1] }}"],
  ["markup-plus-undefined", "{{ ('a' | safe) + missing }}"],
  // every directive (and some that are none) with every flag, width and modifier
  [
    "strftime-glibc-sweep",
    "{% for c in 'aAbBcCdDeFgGhHIjklmMnpPrRsStTuUVwWxXyYzZ%fEOqQ+' %}" +
      "{% for f in ['', '-', '_', '0', '^', '#', '10', '_5', '-5', '05', '^#8', 'E', 'O', '3E', '#O', '-_3'] %}" +
      "{{ strftime_now('%' ~ f ~ c) }}|{% endfor %}{% endfor %}",
  ],
  [
    "strftime-trailing-and-huge",
    "{{ strftime_now('%5') }}|{{ strftime_now('a%') }}|{{ strftime_now('%5%f') }}|{{ strftime_now('%3000A') | length }}",
  ],
  // Jinja2's whitespace is Python's: inside tags, around raw and before comments and raw blocks too.
  [
    "lstrip-blocks-unicode-whitespace-tags",
    "a\n\u3000{# c #}x\n\u2028{% raw %}y\n\x1c{% endraw %}|{{\u30001\u3000}}|{%\x1craw\x1c%}z{%\x1cendraw\x1c%}|\x85 {% if true %}w{% endif %}",
  ],
  ["raw-tag-bom-is-not-space", "{%\ufeffraw\ufeff%}x{%\ufeffendraw\ufeff%}"],
  // Names are Unicode identifiers (letters, digits and marks; `x²` is a syntax error).
  ["unicode-names", "{% set é = 1 %}{{ é }}|{{ x.ñ }}|{{ a·b }}|{{ dict(é=2) }}", { x: { ñ: 3 }, a·b: 4 }],
  ["unicode-name-not-identifier", "{{ x² }}"],
  ["string-literal-malformed-named-escape", "{{ '\\N' }}{{ '\\N{}' }}"],
  // Case rules in context: a sigma before an apostrophe and a letter is not final; titlecase, Other_Lowercase.
  [
    "str-case-context",
    "{{ \"ΑΣ'Α\".lower() }}|{{ \"ΑΣ'\".swapcase() }}|{{ 'ΑΣ'.capitalize() }}|{{ 'ǆ ß ﬁ ᾲ ᾷ'.title() }}|" +
      "{{ 'ª'.istitle() }}|{{ 'ǅa'.istitle() }}|{{ 'ᏸꭰ'.casefold() }}|{{ 'ǅ ª'.swapcase() }}|{{ 'ΑΣ' | title }}",
  ],
  // Characters newer than Python's Unicode have no case and map from no older one ('ƛ'.upper() is not U+A7DC).
  [
    "unicode-newer-case",
    "{{ 'ƛɤ'.upper() }}|{{ 'ƛ'.title() }}|{{ 'ΑΣ\\ua7cb'.lower() }}|{{ '\\u1c89'.isalpha() }}|{{ 'a\\u1c89' | upper }}|{{ '\\u1c89b'.title() }}",
  ],
  [
    "loop-iterated-in-body",
    "{% for x in 'abcd' %}{{ loop | first }}{{ x }}{{ loop.index }}{{ loop.revindex }}|{% endfor %}",
  ],
  ["loop-drained-in-body", "{% for x in 'abc' %}{{ loop | list }}{{ loop | length }}{% else %}none{% endfor %}"],
  ["loop-random", "{% for x in 'abc' %}{{ loop | random }}{% endfor %}"],
  ["dict-generic-alias", "{{ dict[1, 'a'] }}|{{ dict[()] }}|{{ dict[dict] }}|{{ dict.mro }}|{{ dict['x'](a=1) }}"],
  ["c-int-overflow", "{{ [2, 1] | sort(reverse=2 ** 40) }}"],
  ["c-ssize-overflow", "{{ 'x' | center(2 ** 63) }}"],
  ["folded-inf-in-statement", "{% set x = [1e309] %}{{ x }}"],
  ["folded-inf-whole-output", "{{ 1e309 }}|{{ [1e309] }}|{{ -1e309 }}|{{ ('nan' | float) > 1 }}"],
  // Found by the generated conversations (conversations.test.ts, gemma4's and kimi-k3's dictsort of argument
  // and schema keys): Python orders strings by code point, not by UTF-16 unit (U+1D4B3 > U+FB01).
  ["string-order-code-points", "{{ '𝒳' < 'ﬁ' }}|{{ ['𝒳', 'ﬁ'] | sort }}|{{ ['𝒳', 'ﬁ'] | max }}"],
  ["dictsort-astral-key", "{{ d | dictsort }}", { d: { 𝒳: 1, ﬁ: 2 } }],
  ["tojson-sort-keys-astral", "{{ d | tojson(sort_keys=true) }}", { d: { 𝒳: 1, ﬁ: 2 } }],
  // A data integer beyond 2**53 crosses JSON as its shortest digits (2 ** 60 → 1152921504606847000, which Python
  // reads as that int); ours prints those digits but computes with the double's exact value (…846976).
  [
    "unsafe-int-from-data",
    "{{ n }}|{{ n | int }}|{{ n + 1 }}|{{ n % 1000 }}|{{ n == 1152921504606847000 }}",
    { n: 2 ** 60 },
  ],
  // A container met again inside itself prints as [...] / {...} (repr); pprint keeps its own set of open
  // containers, so through a namespace it prints the cycle once more.
  ["repr-cycle-namespace", "{% set ns = namespace(l=1) %}{% set ns.l = [ns] %}{{ ns }}|{{ ns.l }}|{{ ns.l|join }}"],
  ["repr-cycle-self", "{% set ns = namespace(l=1) %}{% set ns.l = ns %}{{ ns }}|{{ ns.l.l.l }}|{{ ns.l == ns }}"],
  ["repr-cycle-tuple-dict", "{% set ns = namespace(l=1) %}{% set ns.l = ({'a': ns},) %}{{ ns }}|{{ ns.l[0].items() }}"],
  ["repr-cycle-format", "{% set ns = namespace(l=1) %}{% set ns.l = [ns] %}{{ '%s' % ns.l }}|{{ '{}'.format(ns.l) }}"],
  ["repr-cycle-pprint", "{% set ns = namespace(l=1) %}{% set ns.l = {'b': 1, 'a': ns} %}{{ ns.l|pprint }}"],
  ["tojson-cycle-namespace", "{% set ns = namespace(l=1) %}{% set ns.l = [ns] %}{{ ns.l|tojson }}"],
  // A general format's precision beyond a double's exact digits adds nothing (it used to be computed, for minutes).
  [
    "precision-huge-general",
    "{{ '%.2147483647g' % 0.1 }}|{{ '{:.2147483647}'.format(1e300) }}|{{ '{:.2147483647}'.format(1.0) }}",
  ],
  ["precision-too-big-str", "{{ '%.2147483648s' % 'x' }}"],
  ["precision-too-big-format", "{{ '{:.2147483648g}'.format(1.0) }}"],
  // A base beyond a double's range used to count as infinitely many digits and be refused.
  [
    "power-huge-base",
    "{{ ((2 ** 2000) ** 1) % 7 }}|{{ ((2 ** 2000) ** 2) % 1000 }}|{{ (10 ** 400) * (10 ** 400) % 9 }}",
  ],
  [
    "shared-list-printed",
    "{% set ns = namespace(l=[1]) %}{% for i in range(3) %}{% set ns.l = [ns.l, ns.l] %}{% endfor %}{{ ns.l }}|{{ ns.l|tojson }}|{{ ns.l == ns.l }}",
  ],
  // A performance campaign (h15): the bits of a positive big int were those of its nearest double.
  ["big-int-bits", "{{ (2**60 - 1).bit_count() }}|{{ (2**100 - 1).bit_length() }}|{{ (2**53 + 1).bit_count() }}"],
  // Work that took seconds (quadratic digit grouping and big-int reading, an exception per untranslated character,
  // a dict's keys listed at every test of it), now linear or done once per render.
  ["grouping-wide-zero-fill", "{{ '{:020000,}'.format(1)|length }}|{{ '{:010000_x}'.format(255)[-9:] }}"],
  [
    "int-long-power-of-two-radix",
    "{% set h = 'f' * 20000 %}{{ h|int(base=16) % 1000007 }}|{{ ('1' * 9000)|int(base=2) % 97 }}|{{ ('7' * 9000)|int(base=8) % 97 }}|{{ ('3' * 9000)|int(base=4) % 97 }}|{{ ('v' * 9000)|int(base=32) % 97 }}|{{ ('-' ~ h)|int(base=16) % 13 }}",
  ],
  [
    "translate-long",
    "{% set s = 'Word ' * 20000 %}{{ s.translate({111: 48, 87: none})[:12] }}|{{ s.translate([])|length }}",
  ],
  [
    "dict-tested-in-loop",
    "{% for i in range(2000) %}{% if d and d|length > 99 and (d|first) == 'k0' %}{% endif %}{% for k in d %}{% break %}{% endfor %}{% endfor %}{{ d|length }}|{{ d|last }}",
    { d: Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`k${i}`, i])) },
  ],
  // Jinja2 parses a `~` chain into one Concat node: folded whole or operand by operand, never pairwise, and deep
  // chains need no recursion (5,000 operands raised RecursionError).
  [
    "concat-chain-folding",
    "{{ (1e999 ~ 'a') ~ x }}|{% if x %}{{ 'a' ~ 'b' ~ x ~ none ~ 1.0 }}{% endif %}|{{ 'a' ~ 1e999 ~ x }}",
    { x: 1 },
  ],
  ["concat-chain-long", `{{ (${Array(5000).fill("x").join(" ~ ")})|length }}`, { x: "ab" }],
  // Base 0 reads a decimal with a leading zero only when it is all zeros; else the int filter falls back to float().
  [
    "int-base-zero-leading-zero",
    "{{ '0_09007199254740993'|int(0, 0) }}|{{ '0_0'|int(0, 0) }}|{{ '-0_0_0'|int(0, 0) }}",
  ],
  // `in` a range was a scan (a loop testing membership of a 5,000-item range hit the walk limit).
  [
    "range-membership",
    "{{ 4 in range(0, 10, 2) }}{{ 5 in range(0, 10, 2) }}{{ 8 in range(10, 0, -2) }}{{ 0 in range(10, 0, -2) }}{{ true in range(2) }}{{ 2.0 in range(3) }}{{ 'a' in range(3) }}{{ 2**70 + 2**60 in range(2**70, 2**71, 2**60) }}|{% set ns = namespace(n=0) %}{% for i in range(5000) %}{% if i in range(5000) %}{% set ns.n = ns.n + 1 %}{% endif %}{% endfor %}{{ ns.n }}",
  ],
  [
    "ascii-case-methods",
    "{% set s = \"hello wORLD it's 3rd-party o_k x1y AbC\\t\\nq \" * 3 %}{{ s.title() }}|{{ s.capitalize() }}|{{ s.swapcase() }}|{{ ''.title() }}{{ ''.capitalize() }}{{ ''.swapcase() }}|{{ '1a'.capitalize() }}",
  ],
  [
    "long-string-order-and-slices",
    "{% set s = 'ab' * 100 %}{% set t = 'ab' * 99 ~ 'b' %}{{ s < t }}{{ t < s }}{{ s <= s }}{{ (s ~ '\u{e000}') < (s ~ '😀') }}|{{ s[1:-1]|length }}|{{ s[150:] }}|{{ s[:-198] }}|{{ (s|safe)[1:3] }}|{{ ('😀' * 70)[1:3] }}",
  ],
  // A dict view's `mapping` is a read-only mappingproxy, not the dict: it prints as one under repr, has no mutating
  // method, refuses item assignment and JSON, and reads the dict as it is now.
  [
    "dict-view-mapping-proxy",
    "{% set e = {'a': 1} %}{% set m = e.keys().mapping %}{{ m }}|{{ [m] }}|{{ m|pprint }}|{{ m.get('a') }}{{ m.copy() }}{{ m.items().mapping|length }}|{{ m is mapping }}{{ m == e }}{{ m is sameas e }}{{ m.update is defined }}{{ m.fromkeys is defined }}|{{ dict.update(e, b=2) }}{{ m|list }}{{ 'b' in m }}",
  ],
  // Jinja2's test suite (helper h21): a whole output whose constant value is undefined is written as its text, "",
  // so the inf or huge int inside it never reaches the generated code; CPython has one empty tuple.
  [
    "folded-output-undefined",
    "[{{ (1e999).x }}][{{ ('nan'|float)[0] }}][{{ {'a': 1e999}.b }}][{{ (10 ** 5000).x }}][{{ ((1e999).x)|string }}]",
  ],
  ["folded-output-undefined-part", "{{ (1e999).x ~ 1 }}"],
  [
    "empty-tuple-identity",
    "{% set t = () %}{% set u = (1,) %}{{ t is sameas (()) }}{{ u[1:] is sameas t }}{{ t|list is sameas [] }}",
  ],
  // Other engines' test inputs, recombined (helper h22): Jinja2's lexer reads a decimal literal with int(), which
  // refuses 4301 digits even in code that never runs; Python refuses a keyword argument named __debug__.
  ["int-literal-digit-limit", `{{ x or 1${"0".repeat(4400)} }}|{{ x.${"0".repeat(4301)} }}`, { x: 1 }],
  ["int-literal-digit-limit-hex", `{{ (0x${"f".repeat(4000)}) > 1 }}|{{ 1${"_0".repeat(4000)} > 1 }}`],
  ["keyword-named-debug", "{% if false %}{{ dict(__debug__=1) }}{% endif %}ok"],
  ["keyword-named-debug-filter", "{{ x|default(__debug__=1) }}"],
  // Jinja2 3.1's branch_update reads every name an if statement's branches store from outside when the frame starts,
  // even one stored in if, elif and else alike (a deeper generated sweep found it).
  [
    "if-elif-else-all-store",
    "{% for i in [1] %}[{{ x }}]{% endfor %}{% if yes %}{% set x = 1 %}{% elif no %}{% set x = 5 %}{% else %}{% set x = 2 %}{% endif %}[{{ x }}]",
    { yes: true, no: false, x: 3 },
  ],
  [
    "if-elif-else-all-store-loop-else",
    "{% if no %}{% set x = 'A' %}{% elif yes %}{% set b %}{% endset %}{% for i in [] %}{% else %}[{{ x }}]{% endfor %}{% set x = 'B' %}{% else %}{% set x = 'C' %}{% endif %}[{{ x }}]",
    { yes: true, no: false, x: 3 },
  ],
  // Access chains on every kind of value (helper h23): bound methods of one shared number, a loop, a cycler or a
  // generator are equal (sort by such an attribute ties instead of comparing methods); a generator's methods check
  // their arguments and it is suspended between reads; bytes count and index look for a byte string.
  [
    "bound-methods-equal",
    "{% set v = 5 %}{{ v.conjugate == v.conjugate }}{{ v.bit_length == v.conjugate }}{{ [5, 5]|sort(attribute='conjugate')|first }}{% for i in [1] %}{{ [loop, loop]|sort(attribute='cycle')|length }}{{ loop.changed == loop.changed }}{% endfor %}{% set c = cycler(1) %}{{ c.reset == c.reset }}{{ c.next == cycler(1).next }}{% set g = [1, 2]|select %}{{ g.send == g.send }}{{ g.send == g.close }}",
  ],
  [
    "generator-suspended",
    "{% set v = [1, 2]|select %}{{ v.gi_suspended }}{{ v|first }}{{ v.gi_suspended }}{{ v|list }}{{ v.gi_suspended }}{% set w = [1, 2, 3]|map('string') %}{% for x in w %}{{ w.gi_suspended }}{% endfor %}{{ w.gi_suspended }}",
  ],
  ["generator-close-arguments", "{% set v = [1, 2]|select %}{{ v.close(1) }}"],
  ["generator-send-arguments", "{% set v = [1, 2]|select %}{{ v.send() }}"],
  [
    "bytes-count-index",
    "{{ 'xyxy'.encode().count('xy'.encode()) }}{{ 'xy'.encode().index('y'.encode()) }}{{ 'xy'.encode().count(''.encode()) }}{{ 'xy'.encode().count(120) }}{{ 'héllo'.encode().index('l'.encode(), 4) }}{{ 'abcabc'.encode().index(99, 1, -1) }}",
  ],
  ["bytes-count-str", "{{ 'xy'.encode().count('x') }}"],
  ["bytes-count-out-of-range", "{{ 5 .to_bytes().count(-1) }}"],
  ["bytes-index-missing", "{{ 'xy'.encode().index('z'.encode()) }}"],
  // A regression sweep of the above (helper h24): `in` on bytes, class methods and the empty tuple's methods, a
  // mappingproxy's urlencode and one-line pprint, hex literals past 4300 decimal digits.
  [
    "bytes-in",
    "{{ 'x'.encode() in 'xy'.encode() }}{{ 121 in 'xy'.encode() }}{{ ''.encode() in 'xy'.encode() }}{{ 'yx'.encode() in 'xy'.encode() }}",
  ],
  ["bytes-in-str", "{{ 'x' in 'xy'.encode() }}"],
  ["bytes-in-out-of-range", "{{ 300 in 'xy'.encode() }}"],
  [
    "class-method-equality",
    "{{ 5 .from_bytes == 6 .from_bytes }}{{ {'a': 1}.fromkeys == {}.fromkeys }}{{ 'a'.maketrans == 'b'.maketrans }}{{ (1.5).fromhex == (2.5).fromhex }}{% set v = 5 %}{{ v.to_bytes == v.to_bytes }}{{ ().index == ().index }}{{ [(), ()]|sort(attribute='index')|length }}",
  ],
  [
    "mapping-proxy-urlencode-pprint",
    "{{ {'ab': 1}.keys().mapping|urlencode }}|{{ {'b': 1, 'a': {'d': 1, 'c': 2}}.keys().mapping|pprint }}",
  ],
  ["hex-literal-digit-limit", `{% if false %}{{ 0x${"f".repeat(3600)} }}{% endif %}ok`],
  ["hex-literal-digit-limit-operand", `{{ x or 0x${"f".repeat(3600)} }}`, { x: 1 }],
  ["hex-literal-digit-limit-folded", `{{ (0x${"f".repeat(3600)}) > 1 }}|{{ 0x${"f".repeat(3500)} > 1 }}`],
  ["dict-view-mapping-proxy-update", "{{ d.keys().mapping.update({'z': 1}) }}", { d: { a: 1 } }],
  ["dict-view-mapping-proxy-tojson", "{{ d.values().mapping|tojson }}", { d: { a: 1 } }],
  ["dict-view-mapping-proxy-unbound", "{{ dict.get(d.items().mapping, 'a') }}", { d: { a: 1 } }],
  ["dict-view-mapping-proxy-block-set", "{% set m = d.keys().mapping %}{% set m.x %}v{% endset %}", { d: { a: 1 } }],
  // Session 18's probes: bytes.decode by codec and error handler (a TextDecoder's own TypeError escaped), str.encode
  // of surrogates, `#` on a complex without a type, a folded complex with an inf or nan part, indent's spaces made
  // only where a line takes them, and the 4300-digit limit in a numeric character reference.
  ["bytes-decode-latin1-as-utf8", "{{ 'é'.encode('latin-1').decode() }}"],
  ["bytes-decode-ascii-error", "{{ 'é'.encode().decode('ascii') }}"],
  ["bytes-decode-unknown-codec", "{{ 'ab'.encode().decode('bogus') }}"],
  ["bytes-decode-unknown-handler-unused", "{{ 'ab'.encode().decode('utf-8', 'bogus') }}"],
  ["bytes-decode-unknown-handler-used", "{{ 'é'.encode('latin-1').decode('utf-8', 'bogus') }}"],
  ["bytes-decode-argument-type", "{{ 'ab'.encode().decode(1) }}"],
  [
    "bytes-decode-handlers",
    "{% for s in ['a\\xe9b', '\\xe2\\x82', '\\xe2\\x82a', '\\xc0\\xaf', '\\xed\\xa0\\x80', '\\xf4\\x90\\x80\\x80', 'ab\\xf0\\x9f\\x98x', '\\xff'] %}{% for h in ['replace', 'ignore'] %}{{ s.encode('latin-1').decode('utf-8', h) | list }}{{ s.encode('latin-1').decode('ascii', h) | list }}{% endfor %}{% endfor %}",
  ],
  ["bytes-decode-truncated", "{{ 'a😀b'.encode()[:3].decode() }}"],
  [
    "bytes-decode-utf16",
    "{{ 'aé😀'.encode('utf-16').decode('utf-16') }}|{{ 'aé😀'.encode('utf-16-be').decode('utf-16') | list }}|{{ 'aé'.encode('utf-16-le')[:3].decode('utf-16-le', 'replace') }}|{{ '😀'.encode('utf-16-le')[2:].decode('utf-16-le', 'ignore') }}|{{ 'a\\x00\\x00\\xd8\\x00\\xd8'.encode('latin-1').decode('utf-16-le', 'replace') | list }}",
  ],
  ["bytes-decode-utf16-unpaired", "{{ '\\x00\\xdca\\x00'.encode('latin-1').decode('utf-16-le') }}"],
  ["str-encode-surrogate", "{{ '\\ud800'.encode() }}"],
  [
    "str-encode-surrogate-handlers",
    "{{ 'a\\ud800'.encode('utf-8', 'replace') }}|{{ 'a\\udc00b'.encode('utf-16-be', 'ignore') }}",
  ],
  [
    "complex-format-alternate",
    "{{ '{:#}'.format((-1) ** 0.5) }}|{{ '{:#}'.format((-1) ** 0.5 * 0) }}|{{ '{:#}'.format((-1e20) ** 0.5) }}",
  ],
  ["complex-folded-nan", "{{ [(-1e40) ** 0.5 * 1e300 * 1e300] }}"],
  ["complex-folded-infj", "{{ x ~ (-1) ** 0.5 * 1e300 * 1e300 }}"],
  ["indent-huge-width-unused", "{{ 'x' | indent(10 ** 8) }}|{{ 'x'|safe | indent(10 ** 8, blank=true) }}"],
  ["indent-width-past-address-space", "{{ 'x' | indent(2 ** 47) }}"],
  ["indent-width-overflow", "{{ '' | indent(10 ** 30) }}"],
  ["indent-width-float", "{{ 'x' | indent(1.5) }}"],
  [
    "groupby-namedtuple-helpers",
    "{% set g = users | groupby('age') | first %}[{{ g._fields }}][{{ g._make is defined }}][{{ g._x is defined }}]",
    { users: [{ age: 1 }] },
  ],
  [
    "groupby-namedtuple-asdict",
    "{% set g = users | groupby('age') | first %}{{ g._asdict() }}",
    { users: [{ age: 1 }] },
  ],
  // A set (what a dict view difference makes) as Python's: its methods, `-` only with sets or views, no index;
  // namespace() keeps its dict's keys as they are.
  [
    "set-from-view-difference-1",
    "{{ (d.keys() - []) is sequence }}|{{ d.keys() is sequence }}|{{ d.items() is sequence }}|{{ d.values() is sequence }}",
    { d: { a: 1 } },
  ],
  [
    "set-from-view-difference-2",
    "{{ (d.keys() - []) | reverse }}|{{ (d.keys() - []) | reverse | length }}",
    { d: { a: 1 } },
  ],
  [
    "set-from-view-difference-3",
    "{% set r = (d.keys() - []) | reverse %}{{ r }}{{ r }}{{ r | tojson }}",
    { d: { a: 1 } },
  ],
  ["set-from-view-difference-4", "{{ (d.keys() - []) - 'ab' }}", { d: { a: 1 } }],
  [
    "set-from-view-difference-5",
    "{{ (d.keys() - []) - d.keys() }}|{{ d.keys() - 'ab' }}|{{ ['a', 'b'] - d.keys() }}|{{ (d.keys() - []) - (d.keys() - ['a']) }}",
    { d: { a: 1, b: 2 } },
  ],
  ["set-from-view-difference-6", "{{ ['a'] - (d.keys() - []) }}", { d: { a: 1 } }],
  [
    "set-from-view-difference-7",
    "{{ (d.keys() - []).union(['z']) | sort }}|{{ (d.keys() - []).union() }}|{{ (d.keys() - []).union('xy', [1]) | list | length }}",
    { d: { a: 1 } },
  ],
  [
    "set-from-view-difference-8",
    "{{ (d.keys() - []).intersection(['a', 'q']) }}|{{ (d.keys() - []).intersection() | sort }}|{{ (d.keys() - []).difference(['a']) }}|{{ (d.keys() - []).difference() | sort }}",
    { d: { a: 1, b: 2 } },
  ],
  [
    "set-from-view-difference-9",
    "{{ (d.keys() - []).symmetric_difference(['a', 'q']) | sort }}|{{ (d.keys() - []).issubset('abc') }}|{{ (d.keys() - []).issuperset(['a']) }}|{{ (d.keys() - []).issuperset(['z']) }}|{{ (d.keys() - []).copy() | sort }}|{{ (d.keys() - []).isdisjoint('xyz') }}",
    { d: { a: 1, b: 2 } },
  ],
  ["set-from-view-difference-10", "{{ (d.keys() - []).add(1) }}", { d: { a: 1 } }],
  ["set-from-view-difference-11", "{{ (d.keys() - []).pop() }}", { d: { a: 1 } }],
  ["set-from-view-difference-12", "{{ (d.keys() - []).update([1]) }}", { d: { a: 1 } }],
  ["set-from-view-difference-13", "{{ (d.keys() - []).discard('a') }}", { d: { a: 1 } }],
  ["set-from-view-difference-14", "{{ (d.keys() - []).clear() }}", { d: { a: 1 } }],
  ["set-from-view-difference-15", "{{ (d.keys() - []).symmetric_difference() }}", { d: { a: 1 } }],
  ["set-from-view-difference-16", "{{ (d.keys() - []).issubset() }}", { d: { a: 1 } }],
  ["set-from-view-difference-17", "{{ (d.keys() - []).union(x=1) }}", { d: { a: 1 } }],
  ["set-from-view-difference-18", "{{ (d.keys() - []).union([[1]]) }}", { d: { a: 1 } }],
  ["set-from-view-difference-19", "{{ (d.keys() - []).issubset([[1]]) }}", { d: { a: 1 } }],
  [
    "set-from-view-difference-20",
    "{{ (d.keys() - []) | attr('union') is defined }}|{{ (d.keys() - []).foo is defined }}",
    { d: { a: 1 } },
  ],
  [
    "set-from-view-difference-21",
    "{{ (d.items() - []) | list }}|{{ (d.items() - []).union([(1, 2)]) | length }}",
    { d: { a: 1 } },
  ],
  [
    "set-from-view-difference-22",
    "{{ (d.keys() - [])|sort }}|{{ d.keys() | reverse | list }}|{{ d.items() | reverse | list }}",
    { d: { a: 1, b: 2 } },
  ],
  ["set-from-view-difference-23", "{{ (d.keys() - []) - 1 }}", { d: { a: 1 } }],
  ["set-from-view-difference-24", "{{ 1 - (d.keys() - []) }}", { d: { a: 1 } }],
  [
    "set-from-view-difference-25",
    "{{ (d.keys() - []) | first }}|{{ (d.keys() - []) | join(',') }}|{{ (d.keys() - [])|length }}",
    { d: { a: 1 } },
  ],
  [
    "namespace-dict-keys-1",
    "{{ namespace({1: 2}) }}|{{ namespace([[1, 2], ['1', 3]]) }}|{{ namespace({1: 2}) | attr('1') }}|{{ namespace({none: 1, true: 2, 1.5: 3, (1, 2): 4}) }}",
  ],
  [
    "namespace-dict-keys-2",
    "{% set ns = namespace(a=1) %}{% set ns.a = 2 %}{% set ns.b = 3 %}{{ ns }}|{{ ns.a }}{{ ns.b }}|{{ ns.c is defined }}",
  ],
  ["namespace-dict-keys-3", "{% set ns = namespace({'x' | safe: 1}) %}{{ ns.x }}{% set ns.x = 2 %}{{ ns }}"],
  ["namespace-dict-keys-4", "{{ namespace(1, 2) }}"],
  ["namespace-dict-keys-5", "{{ namespace([[[1], 2]]) }}"],
  ["namespace-dict-keys-6", "{% set ns = namespace({1: 2}) %}{{ ns['1'] is defined }}|{{ ns | tojson }}"],
  ["namespace-dict-keys-7", "{% set ns = namespace(d) %}{{ ns }}|{{ ns.a }}", { d: { a: 1, "2": 3 } }],
  ["namespace-dict-keys-8", "{{ namespace(_x=1)._x }}"],
  ["namespace-dict-keys-9", "{% set ns = namespace({1: 2}) %}{% for k in ns %}{% endfor %}"],
  // A caller's -0 is the int 0 (JSON.stringify writes 0) in conversions and arithmetic too; a key named self is
  // Python's render(**context) TypeError.
  [
    "caller-negative-zero",
    "{{ x|float }}|{{ '%.1f' % x }}|{{ '{:f}'.format(x) }}|{{ x * 1.0 }}|{{ x * -1.0 }}|{{ x / 2 }}|{{ x / -2 }}|{{ (x|float).hex() }}|{{ '{:+}'.format(x|float) }}|{{ l|map('float')|list }}|{{ x|int|float }}",
    { x: -0, l: [-0, -0] },
  ],
  ["context-key-self", "{{ self }}", { self: { x: 1 } }],
  ["striptags-reference-digit-limit", "{{ ('&#' ~ '9' * 4301 ~ ';') | striptags }}"],
  [
    "striptags-reference-hex-long",
    "{{ ('&#x' ~ 'f' * 5000 ~ ';') | striptags }}|{{ ('&#' ~ '0' * 4298 ~ '65;') | striptags }}",
  ],
];

/** Strings whose Python repr / case mapping / whitespace rules differ from JavaScript's defaults. */
const tricky = [
  "it's",
  'say "hi"',
  "both ' and \"",
  "back\\slash",
  "tab\tnew\nline\rcr",
  "nul\u0000bell\u0007del\u007f",
  "nbsp\u00a0thin\u2009line-sep\u2028para\u2029",
  "bom\ufeffzero\u200bwidth",
  "ß straße ǅ ﬁ",
  "İstanbul ΣΑΣ σς",
  "emoji 👋🏽 flags 🇫🇷 e\u0301",
  "\u001c\u001d\u001e\u001f\u0085 sep",
  "   ",
  "",
  "mixed Case-words and_underscores 3rd",
  "\ud83d lone surrogate",
];
const stringOps = [
  "[v]",
  "(v,)",
  "{'k': v}",
  "v | tojson",
  "v | upper",
  "v | lower",
  "v | title",
  "v | capitalize",
  "v.split()",
  "v.split(' ')",
  "v | wordcount",
  "v | trim | length",
  "v.strip() | length",
  "v | length",
  "v[::-1] | length",
  "v | urlencode",
  "v | escape",
  "v.swapcase()",
  "v | center(30) | length",
  "v.isspace()",
  "v.splitlines()",
  "v | list | length",
];
const strings: Probe[] = [];
for (let i = 0; i < tricky.length; i++) {
  stringOps.forEach((op, j) => {
    strings.push([`s${i}-op${j}`, `{% set v = values[${i}] %}{{ ${op} }}`, { values: tricky }]);
  });
}

/** Minimal forms of the differences found by the server-side template injection probes (sandbox-cases.ts). */
const sstiFindings: Probe[] = [
  // Filter and test names are looked up among the registry's own entries: JavaScript's Object.prototype is not one.
  ["map-filter-named-constructor", "{{ ['a'] | map('constructor') | list }}"],
  ["map-filter-named-tostring", "{{ ['a'] | map('toString') | list }}"],
  ["select-test-named-valueof", "{{ ['a'] | select('valueOf') | list }}"],
  ["selectattr-test-named-proto", "{{ [{'a': 1}] | selectattr('a', '__proto__') | list }}"],
  // Python's reprs, up to the memory address, are what `string` gives (templates index them for `_`).
  ["lipsum-repr-underscore", "{{ (lipsum | string)[18] }}"],
  ["select-repr-prefix", "{{ ([1] | select | string)[:34] }}"],
  ["map-repr-prefix", "{{ ([1] | map('string') | string)[:29] }}"],
  ["reverse-iterator-repr", "{{ ([1] | reverse | string)[:27] }}|{{ ((1,) | reverse | string)[:16] }}"],
  ["range-global-repr", "{{ (range | string)[:20] }}"],
  ["method-repr", "{{ ('a'.upper | string)[:36] }}|{{ (('a' | safe).upper | string) }}"],
  ["cycler-repr", "{{ (cycler(1) | string)[:27] }}|{{ (joiner() | string)[:27] }}"],
  ["block-reference-repr", "{% block b %}{% endblock %}{{ (self.b | string)[:38] }}"],
  // A Markup key is its str: items, the attribute fallback of a subscript.
  ["markup-key-subscript", "{{ 'a'[('upper' | safe)]() }}|{{ {'k': 1}[('k' | safe)] }}"],
  ["markup-key-data-dict", "{{ d[('a' | safe)] }}", { d: { a: 1 } }],
  // self.b is a BlockReference: a name, no parent block, a call without arguments; self | attr('b') is undefined.
  ["block-reference-name", "{% block b %}B{% endblock %}[{{ self.b.name }}][{{ self | attr('b') is defined }}]"],
  ["block-reference-call-argument", "{% block b %}B{% endblock %}{{ self.b(1) }}"],
  // Parameters named like the special macro variables.
  ["macro-param-varargs", "{% macro m(varargs) %}{{ varargs }}{% endmacro %}{{ m(1, 2) }}"],
  ["macro-param-kwargs", "{% macro m(kwargs) %}{{ kwargs }}{% endmacro %}{{ m(kwargs=1, x=2) }}"],
  ["macro-param-caller-without-default", "{% macro m(caller) %}{{ caller }}{% endmacro %}"],
  [
    "macro-param-caller-with-default",
    "{% macro m(caller=1) %}{{ caller }}{% endmacro %}{{ m() }}|{{ m(2) }}|{{ m(caller=3) }}",
  ],
  // lipsum draws each paragraph's size with randrange(min, max).
  ["lipsum-empty-size-range", "{{ lipsum(1, false, 3, 3) }}"],
  ["lipsum-no-paragraphs-any-range", "[{{ lipsum(0, false, 3, 3) }}]"],
  // Undefined's private slots exist (the sandbox refuses them); other private names raise.
  ["undefined-private-slot", "[{{ nothing._undefined_hint }}][{{ nothing | attr('_undefined_name') }}]"],
  ["cycler-class-current", "{{ cycler.current is defined }}"],
  // Python normalises the identifiers of Jinja2's generated code (NFKC): variables and keyword arguments.
  ["nfkc-keyword-argument", "{{ dict(ａ=1) }}"],
  ["nfkc-set-variable", "{% set ｘ = 1 %}{{ x }}"],
  ["nfkc-context-name-as-written", "[{{ ｓ }}]", { s: "text" }],
  // Markup's `%` escapes str() and repr() of each argument, mapping values too.
  ["markup-percent-repr", "{{ ('%r' | safe) % '<' }}"],
  ["markup-percent-mapping", "{{ ('%(a)s' | safe) % {'a': '<'} }}"],
  ["markup-percent-list", "{{ ('%s' | safe) % ['<'] }}"],
  ["markup-percent-hex-refused", "{{ ('%x' | safe) % 5 }}"],
  // A dunder name self lacks is a block name.
  ["self-dunder-block", "{% block __x__ %}B{% endblock %}|{{ self.__x__() }}"],
  // The sandbox wraps a str.format before checking the attribute's name.
  ["format-wrapped", "{{ '{0}'.format.__wrapped__(1) }}"],
  // `*` widths and precisions, and filesizeformat's int() of small sizes.
  ["percent-star-negative", "{{ '%.*f|%*d|' % (-1, 1.5, -3, 7) }}"],
  ["filesizeformat-big-negative", "{{ (-2**63) | filesizeformat }}"],
  // unique's keys: a tuple of strings never collides with another tuple (nor two macros in tuples).
  ["unique-tuple-comma", "{{ [('s,sb',), ('s', 'b')] | unique | list }}"],
  [
    "unique-tuple-of-macros",
    "{% macro a() %}{% endmacro %}{% macro b() %}{% endmacro %}{{ [(a,), (b,)] | unique | list | length }}",
  ],
  // Equal keys of another type are found by hash.
  ["dict-equal-keys", "{{ dict.fromkeys([1, 1.0, true, (1,), (1.0,), 'a', 'a' | safe]) }}"],
  ["in-items-view", "{{ ('a', [1]) in {'a': [1]}.items() }}|{{ ('a', 2) in {'a': [1]}.items() }}"],
];

/**
 * Errors raised with Python's exception type (the harness compares it): Jinja2's order of checks, what Python raises
 * for a value given to a C method, the sandbox's refusals. The minimal form of each difference found.
 */
const errorKinds: Probe[] = [
  // Jinja2's code generator refuses a repeated block name and `extends` in a scope only once the whole template has
  // parsed: a syntax error anywhere after them comes first (the token soup of session 15).
  ["repeated-block-then-syntax-error", "{% block b %}{% endblock %}{% block b %}{% endblock %}{{ 1 + }}"],
  ["nested-repeated-block-then-syntax-error", "{% block b %}{% block b %}{% endblock %}{% endblock %}{% if x %}"],
  ["repeated-block", "{{ 1 }}{% block b %}{% endblock %}{% block c %}{% block b %}{% endblock %}{% endblock %}"],
  ["scoped-extends-then-syntax-error", "{% for x in y %}{% extends 'a' %}{% endfor %}{{ 1 + }}"],
  [
    "scoped-extends-then-repeated-block",
    "{% macro m() %}{% extends 'a' %}{% endmacro %}{% block b %}{% endblock %}{% block b %}{% endblock %}",
  ],
  ["extends-in-if-is-top-level", "{% if x %}{% extends 'a' %}{% endif %}"],
  // itertools.groupby compares keys with ==, so the NaN of each item starts a group of its own.
  [
    "groupby-nan-keys",
    "{% set s = 'nan' %}{{ [{'a': s|float}, {'a': s|float}, {'a': 1}]|groupby('a')|map('last')|list }}",
  ],
  // dictsort checks `by` before it reads the value's items; items() of a non-dict is an AttributeError.
  ["dictsort-by-checked-first", "{{ 'x' | dictsort(by='k') }}"],
  ["dictsort-str", "{{ 'x' | dictsort }}"],
  ["dictsort-undefined", "{{ nothing | dictsort }}"],
  ["dictsort-dict-class", "{{ dict | dictsort }}"],
  ["dictsort-by-markup", "{{ {'b': 1, 'a': 2} | dictsort(by='value' | safe) }}"],
  ["xmlattr-cycler-items-attribute", "{{ cycler(1, 2) | xmlattr }}"],
  ["xmlattr-list", "{{ [1] | xmlattr }}"],
  ["reverse-not-iterable", "{{ 7 | reverse }}"],
  ["last-not-reversible", "{{ 7 | last }}"],
  // map and select check their arguments before they iterate the input, and look a name up per item.
  ["map-without-filter-int", "{{ 42 | map | list }}"],
  ["map-unhashable-name", "{{ 'ab' | map([1]) | list }}"],
  ["map-unknown-filter-empty-input", "{{ [] | map('nosuch') | list }}|{{ 'ab' | select('nosuch') | list }}"],
  ["map-unknown-filter", "{{ [1] | map('nosuch') | list }}"],
  ["select-undefined-test-name", "{{ [1] | select(nothing) | list }}"],
  ["select-unknown-test-int", "{{ 42 | select('nosuch') | list }}"],
  ["selectattr-without-attribute-int", "{{ 42 | selectattr | list }}"],
  ["round-unhashable-method", "{{ 1.5 | round(1, [1]) }}"],
  ["round-ceil-list", "{{ [1] | round(1, 'ceil') }}"],
  ["slice-undefined-count", "{{ [1, 2] | slice(nothing) | list }}"],
  ["slice-str-count", "{{ [1, 2] | slice('a') | list }}"],
  ["indent-list", "{{ [1] | indent }}"],
  ["indent-tuple", "{{ (1,) | indent }}"],
  ["filesizeformat-markup", "{{ 'x' | safe | filesizeformat }}"],
  ["urlize-extra-scheme-int", "{{ 'a b' | urlize(extra_schemes=[1]) }}"],
  ["tojson-separators-int", "{{ 1 | tojson(separators=1) }}"],
  ["filter-signature-messages", "{{ 'a' | upper(1) }}"],
  ["test-signature-keyword-value", "{{ 4 is even(value=4) }}"],
  ["test-builtin-callable-arguments", "{{ 4 is callable(1) }}"],
  // A set block stores `x['a']` without Jinja2's namespace check: Python's own TypeError.
  ["set-block-attribute-on-list", "{% set x = [] %}{% set x.a %}v{% endset %}"],
  ["set-block-attribute-on-str", "{% set x = 'ab' %}{% set x.a %}v{% endset %}"],
  // Unbound helper methods run on any object.
  ["cycler-next-on-int", "{{ cycler.next(1) }}"],
  ["cycler-reset-on-none", "{{ cycler.reset(none) }}"],
  ["cycler-next-no-self", "{{ cycler.next() }}"],
  ["cycler-reset-on-namespace", "{% set ns = namespace() %}{{ cycler.reset(ns) }}{{ ns.pos }}"],
  ["cycler-without-items", "{{ cycler() }}"],
  ["dict-unbound-without-self", "{{ dict.items() }}"],
  ["dict-pair-too-short", "{{ dict(['b', 1]) }}"],
  ["dict-pair-not-iterable", "{{ dict([1]) }}"],
  ["dict-double-star-undefined", "{{ dict(**nothing) }}"],
  ["raise-exception-arity", "{{ raise_exception() }}"],
  ["raise-exception-two-arguments", "{{ raise_exception('a', 1) }}"],
  // The sandbox refuses private attributes that exist (SecurityError when used); missing ones are undefined.
  ["attr-dunder-call", "{{ ('a' | attr('__getattribute__'))('x') }}"],
  ["attr-dunder-of-undefined-chain", "{{ () | attr('__class__') | attr('__base__') | attr('__subclasses__') }}"],
  ["macro-private-attribute", "{% macro m() %}{% endmacro %}{{ m._func() }}"],
  ["loop-private-attribute", "{% for i in [1] %}{{ loop._iterator() }}{% endfor %}"],
  ["self-private-attribute", "{{ self._TemplateReference__context() }}"],
  ["generator-frame", "{{ ([1] | select).gi_frame() }}"],
  ["class-mro", "{{ namespace.mro() }}"],
  ["namespace-missing-dunder", "{% set ns = namespace() %}{{ ns.__init__() }}"],
  ["namespace-own-private", "{% set ns = namespace(_a=1) %}{{ ns._a + 1 }}"],
  // Dunder names exist per type: a missing one is undefined, not refused.
  ["missing-dunder-on-class", "{{ cycler.__in__.x }}"],
  ["missing-dunder-on-str", "{{ ''.__globals__.x }}"],
  ["missing-dunder-on-function", "{{ lipsum.__self__.x }}"],
  ["existing-dunder-on-function", "{{ lipsum.__globals__.x }}"],
  ["missing-dunder-on-dict-class", "{{ dict.__weakref__ }}|{{ dict.__annotations__ }}"],
  // Jinja2 checks the namespace before it evaluates the value.
  ["set-namespace-checked-before-value", "{% set ns.a = nothing.b %}"],
  // A filter block's non-string result fails when the output is joined: later errors come first.
  ["filter-block-result-joined-at-end", "{% filter length %}ab{% endfilter %}{{ nothing.x }}"],
  [
    "filter-block-result-in-macro",
    "{% macro m() %}{% filter length %}ab{% endfilter %}{% endmacro %}{{ m() }}{{ nothing.x }}",
  ],
  ["percent-x-undefined", "{{ '%x' % (nothing,) }}"],
  ["percent-x-str", "{{ '%x' % ('a',) }}"],
  // The loader tags keep Jinja2's grammar and evaluate the template name before they find no loader.
  ["import-without-target", "{% import 'x' as %}"],
  ["from-import-underscore", "{% from 'a' import _b %}"],
  ["from-import-trailing-comma", "{% from 'a' import b, %}"],
  ["include-undefined-name-attribute", "{% include nothing.x %}"],
  ["include-ignore-missing-context", "{% include x ignore missing without context %}"],
  ["extends-in-loop", "{% for i in [] %}{% else %}{% extends 'x' %}{% endfor %}"],
  ["extends-in-if", "{% if true %}{% extends 'x' %}{% endif %}"],
  // Found by deeper generated sweeps: an undefined slice bound is no None; a signature takes no trailing comma;
  // after a trailing comma in a loop's iterable, `if` is a name.
  ["slice-undefined-bound", "{{ [1, 2][:nothing] }}"],
  ["macro-signature-trailing-comma", "{% macro m(a,) %}{% endmacro %}"],
  ["loop-iterable-comma-if", "{% for v in [1], if v %}{{ v }}{% endfor %}"],
  // Python hands an undefined argument to str's C methods, which refuse it with a TypeError.
  ["str-count-undefined", "{{ 'ab'.count(nothing) }}"],
  ["str-strip-undefined", "{{ 'ab'.strip(nothing) }}"],
  ["str-center-undefined-fill", "{{ 'ab'.center(5, nothing) }}"],
  ["str-encode-undefined", "{{ 'ab'.encode(nothing) }}"],
  ["str-encode-int", "{{ 'ab'.encode(2) }}"],
  ["str-join-undefined-item", "{{ '-'.join(['a', nothing]) }}"],
  ["str-in-undefined", "{{ nothing in 'ab' }}"],
  ["str-translate-undefined", "{{ 'ab'.translate(nothing) }}"],
  ["strftime-undefined", "{{ strftime_now(nothing) }}"],
  ["trim-undefined-chars", "{{ 'ab' | trim(nothing) }}"],
  ["maketrans-long-key", "{{ ''.maketrans({'ab': 1}) }}"],
  ["maketrans-none-key", "{{ ''.maketrans({none: 1}) }}"],
  ["markup-times-undefined", "{{ ('<a>' | safe) * nothing }}"],
  ["float-times-markup", "{{ 2.5 * ('<a>' | safe) }}"],
  // Sizes Python checks before it builds anything.
  ["format-width-too-many-digits", "{{ '{:{}}'.format(1, 10 ** 20) }}"],
  ["percent-width-too-big", "{{ '%99999999999999999999d' % 1 }}"],
  ["to-bytes-length-beyond-ssize", "{{ (1).to_bytes(2 ** 63) }}"],
  ["range-length-beyond-ssize", "{{ range(10 ** 20) }}"],
  ["float-fromhex", "{{ (1.5).fromhex('0x1.8p1') }}|{{ (1.5).fromhex('-0x1p-1074') }}|{{ (1.5).fromhex(' inf ') }}"],
  ["float-fromhex-invalid", "{{ (1.5).fromhex('0x.p1') }}"],
  ["float-fromhex-overflow", "{{ (1.5).fromhex('0x1.fffffffffffff8p1023') }}"],
  ["method-keywords", "{{ 'ab'.center(width=5) }}"],
  ["method-arity", "{{ 'ab'.split(1, 2, 3) }}"],
];

/**
 * Generators and filtered loops are read lazily, as Python reads them: a consumer that stops early leaves the
 * rest, and a loop's condition sees what the body did to the items before.
 */
const laziness: Probe[] = [
  [
    "filtered-loop-condition-sees-body",
    "{% set ns = namespace(prev='') %}{% for r in roles if r != ns.prev %}{{ r }}{% set ns.prev = r %}{% endfor %}",
    { roles: ["user", "user", "assistant", "assistant", "user"] },
  ],
  [
    "filtered-loop-peeks-for-last",
    "{% set ns = namespace(n=0) %}{% macro m(x) %}{% set ns.n = ns.n + 1 %}{% endmacro %}" +
      "{% for x in [1, 2, 3] if m(x) is string %}{{ ns.n }}{% if loop.last %}L{% endif %}{% endfor %}" +
      "{% for x in [1, 2, 3] if m(x) is string %}{{ ns.n }}:{{ loop.length }}:{{ ns.n }};{% endfor %}",
  ],
  [
    "generator-left-after-break",
    "{% set g = [1, 2, 3, 4] | select %}{% for x in g %}{{ x }}{% break %}{% endfor %}|{{ g | list }}" +
      "{% set g = [1, 2, 3, 4] | select %}{% for x in g %}{% if loop.last %}L{% endif %}{% break %}{% endfor %}|{{ g | list }}" +
      "{% set g = [1, 2, 3, 4] | map('string') %}{% for x in g if x > '1' %}{{ x }}{% break %}{% endfor %}|{{ g | list }}",
  ],
  [
    "generator-partial-consumers",
    "{% set g = [1, 2, 3, 4, 5] | select %}{{ g | batch(2) | first }}|{{ g | list }}" +
      "{% set g = [1, 2, 3, 4, 5] | select %}{{ 3 in g }}|{{ g | list }}" +
      "{% set g = [3, 1, 2] | reject('none') %}{{ g | select('odd') | first }}|{{ g | list }}" +
      "{% set g = [1, 1, 2, 3] | unique %}{{ g | first }}{{ g | first }}|{{ g | list }}",
  ],
  [
    "none-items-in-lazy-loops",
    "{% for x in [1, none, 2] if true %}{{ x }},{% endfor %}|" +
      "{% for x in [1, none, 2] | select('none') %}{{ x }},{{ loop.length }}{% endfor %}|" +
      "{% for x in [none, 1, none] | map('default', none) %}{{ x }}{{ loop.last }}{{ loop.nextitem }},{% endfor %}|" +
      "{{ none in ([1, none] | select('none')) }}{{ ([none, 1] | reject('number') | first) is none }}",
  ],
  [
    "generator-shared-by-nested-loops",
    "{% set g = [1, 2, 3] | map('string') %}{% for a in g %}{% for b in g %}{{ a }}{{ b }};{% endfor %}{% endfor %}",
  ],
  [
    "loop-iterated-in-body",
    "{% for x in [1, 2, 3, 4, 5] %}{{ x }}:{% for y in loop %}{{ y[0] }}{% break %}{% endfor %};{% endfor %}|" +
      "{% for x in [1, 2, 3, 4, 5] %}{{ x }}:{{ (loop | batch(2) | first) | length }};{% endfor %}",
  ],
  [
    "generator-reading-itself",
    "{% set ns = namespace() %}{% set ns.g = [ns] | map(attribute='g') | map('first') %}{{ ns.g | list }}",
  ],
  [
    "items-of-non-mapping-raises-when-read",
    "{% set x = 5 | items %}ok|{% if 'abc' | items %}T{% endif %}|{{ none | items is iterable }}",
  ],
  [
    "generator-send",
    "{% set g = [] | select %}{{ g | list }}{{ g.send(1) }}|{% set g = [1] | select %}{{ g.send(none) }}",
  ],
];

/** Found by probing the features of a sweep of 220 more real templates (session 4). */
const sweepFindings: Probe[] = [
  ["constant-as-macro-parameter", "{% macro m(true) %}{% endmacro %}x"],
  ["constant-as-macro-name", "{% macro None() %}{% endmacro %}x"],
  ["constant-as-call-block-parameter", "{% macro m() %}{% endmacro %}{% call(false) m() %}{% endcall %}"],
  ["repeated-macro-parameter", "{% macro m(a, b, a) %}{% endmacro %}x"],
  [
    "repeated-parameter-after-jinja-error",
    "{% macro m(a, a) %}{% endmacro %}{% for x in y %}{{ x | no_such_filter }}{% endfor %}",
  ],
  ["block-defined-twice", "{% block a %}x{% endblock %}{% block a %}y{% endblock %}"],
  ["break-outside-loop", "{% break %}x"],
  ["continue-in-loop-else", "{% for x in [] %}{% else %}{% continue %}{% endfor %}"],
  ["break-in-macro-inside-loop", "{% for a in [1] %}{% macro m() %}{% break %}{% endmacro %}{% endfor %}"],
  ["break-in-block-inside-loop", "{% for a in [1] %}{% block b %}{% break %}{% endblock %}{% endfor %}"],
  [
    "break-in-call-block-inside-loop",
    "{% macro m() %}{{ caller() }}{% endmacro %}{% for a in [1] %}{% call m() %}{% break %}{% endcall %}{% endfor %}",
  ],
  [
    "break-in-inner-loop-else-ends-outer",
    "{% for a in [1, 2] %}{{ a }}{% for b in [] %}{% else %}{% break %}{% endfor %}{% endfor %}",
  ],
  [
    "int-float-other-decimal-digits",
    "{{ '١٢' | int }}|{{ '１.５' | float }}|{{ '１２' | int(base=16) }}|{{ '𝟙_𝟚' | int }}|{{ '٣.٥e١' | float }}",
  ],
  [
    "int-float-strip-ascii-whitespace-only",
    "{{ x | int }}|{{ x | float }}|{{ x | int(5) }}|{{ y | int }}|{{ y | float }}",
    { x: "\u001c7", y: "\u30007\u0085" },
  ],
  [
    "int-of-big-float-exact",
    "{{ 1e23 | int }}|{{ '1e23' | int }}|{{ '12345678901234567890.5' | int }}|{{ 1.5e30 | round | int }}",
  ],
  [
    "big-int-true-division-rounds-once",
    "{{ 10 ** 30 / 10 }}|{{ -(10 ** 30) / 7 }}|{{ 2 ** 1100 / 2 ** 100 }}|{{ 12345678901234567891 / 3 }}",
  ],
  ["big-int-to-float-overflow", "{{ 2 ** 1024 * 1.0 }}"],
  ["big-int-division-overflow", "{{ 10 ** 400 / 1 }}"],
  ["big-int-sum-with-float-overflow", "{{ [10 ** 400, 1.5] | sum }}"],
  ["big-int-float-power-overflow", "{{ (10 ** 400) ** 0.5 }}"],
  [
    "markup-percent-numbers-convert-with-int-and-float",
    "{{ ('%s %d|%.2f|%+d|%e'|safe) % ('<', '3', ' 2.5 ', '١٢', '1e3') }}",
  ],
  ["markup-percent-int-of-bad-string", "{{ ('%d'|safe) % 'x' }}"],
  ["markup-percent-float-of-bad-string", "{{ ('%e'|safe) % '<x>' }}"],
  ["markup-percent-int-of-list", "{{ ('%d'|safe) % [[1]] }}"],
  [
    "attr-of-undefined-non-dunder",
    "{{ nothing | attr('__x__') }}|{{ nothing | attr('___') }}|{{ nothing | attr('__x') }}",
  ],
  ["print-statement", "{% print 'a' | upper, 1 + 1 %}|{% print %}|{%- print x if true -%} |"],
  ["autoescape-block-is-a-scope", "{% autoescape true %}{% set x = 1 %}{% endautoescape %}[{{ x }}]"],
  ["required-block-renders-as-missing", "{% block b required %}{# only a comment #} {% endblock %}"],
  ["required-block-with-content", "{% block b required %}x{% endblock %}"],
  ["required-block-called-through-self", "{{ self.b() }}{% block b scoped required %}{% endblock %}"],
  ["include-of-nothing-selects-nothing", "{% include none %}"],
  ["include-of-nothing-ignored", "{% include [] ignore missing %}{% include 0 ignore missing without context %}ok"],
  ["include-of-undefined-needs-loader", "{% include nothing %}"],
  ["namespace-target-named-as-constant", "{% set none.x = 1 %}"],
  ["strftime-format-ends-at-nul", "{{ strftime_now('%Y\u0000%m') }}"],
  ["filter-block-giving-markup", "{% filter safe %}<x>{% endfilter %}|{% filter e %}<x>{% endfilter %}"],
  ["call-block-giving-a-dict", "{% call dict() %}x{% endcall %}"],
  [
    "string-format-spec-on-str",
    "{{ '{:05}'.format('a') }}|{{ '{:>05}'.format('a') }}|{{ '{:x<5}'.format('a') }}|{{ '{:>05}'.format(3) }}|{{ '{:^07.2f}'.format(-1.5) }}",
  ],
  ["string-format-sign-on-str", "{{ '{:+}'.format('a') }}"],
  ["string-format-grouping-on-str", "{{ '{:,}'.format('a') }}"],
  // Found by random floats through every format spec: `n` on floats, and the separator checked against the type.
  ["string-format-n-on-float", "{{ '{:n}'.format(1e20) }}|{{ '{:.3n}'.format(1234.5) }}|{{ '{:010n}'.format(-2.5) }}"],
  ["string-format-separator-with-n", "{{ '{:,n}'.format(1000) }}"],
  ["string-format-separator-with-c", "{{ '{:_c}'.format(65) }}"],
  ["string-format-comma-with-hex", "{{ '{:,x}'.format(255) }}"],
  ["string-format-separator-before-type-check", "{{ '{:,q}'.format('a') }}"],
  ["string-format-spec-on-list", "{{ '{:x}'.format([1]) }}"],
  // Found by random Unicode strings: strip's characters are code points, and Python 3.11's identifiers predate
  // Unicode 15.1's joiners.
  [
    "strip-chars-sharing-a-surrogate",
    "{{ '👍a😀'.strip('😀') }}|{{ 'x😀'.rstrip('\\ude00') }}|{{ '😀x'.lstrip('\\ud83d') }}",
  ],
  [
    "isidentifier-joiners",
    "{{ 'a\u200cb'.isidentifier() }}{{ 'a\u200db'.isidentifier() }}{{ 'a\u30fb'.isidentifier() }}",
  ],
  // A caller's property holding undefined is absent, as JSON.stringify (and so the oracle) drops it.
  [
    "caller-undefined-property",
    "{{ m.content is defined }}|{{ m | tojson }}|{{ m }}|{{ m | length }}|{{ 'content' in m }}|{{ m.get('content', 1) }}|{{ m | dictsort }}|{{ l }}",
    { m: { role: "user", content: undefined }, l: [1, undefined] },
  ],
  // Found in other engines' test inputs: a macro takes caller, kwargs or varargs when its body reads the name before
  // anything binds it (Jinja2's visitor order; named blocks unvisited), binds every argument before its defaults run
  // (a default may read kwargs or caller), and checks keywords before the positional count.
  [
    "macro-positional-and-keyword-same-name",
    "{% macro f(x) %}{{ x }}|{{ kwargs.get('x') }}{% endmacro %}{{ f(1, x=2) }}",
  ],
  [
    "macro-loop-target-binds-kwargs",
    "{% macro f() %}{% for kwargs in [] %}{{ kwargs }}{% endfor %}ok{% endmacro %}{{ f(extra=1) }}",
  ],
  [
    "macro-nested-parameter-binds-varargs",
    "{% macro m() %}{% macro n(varargs) %}{{ varargs }}{% endmacro %}{{ n(3) }}{% endmacro %}{{ m.catch_varargs }}{{ m() }}",
  ],
  ["macro-set-binds-varargs", "{% macro m() %}{% set varargs = [1] %}{{ varargs | length }}{% endmacro %}{{ m(1) }}"],
  [
    "macro-read-then-set-kwargs",
    "{% macro m() %}{{ kwargs }}{% set kwargs = 1 %}{% endmacro %}{{ m.catch_kwargs }}{{ m(a=1) }}",
  ],
  [
    "macro-block-not-visited",
    "{% macro m() %}{% block b %}{{ kwargs }}{% endblock %}{% endmacro %}{{ m.catch_kwargs }}",
  ],
  ["macro-default-reads-kwargs", "{% macro m(a=kwargs) %}{{ a.x }}:{{ kwargs.x }}{% endmacro %}{{ m(x=7) }}"],
  [
    "macro-default-reads-caller",
    "{% macro m(a=caller) %}{{ a() }}{{ caller() }}{% endmacro %}{% call m() %}C{% endcall %}",
  ],
  [
    "macro-keyword-error-before-default",
    "{% macro f(x=raise_exception('default evaluated')) %}ok{% endmacro %}{{ f(a=1) }}",
  ],
  ["macro-keyword-error-before-count", "{% macro m() %}x{% endmacro %}{{ m(1, x=2) }}"],
  [
    "macro-explicit-caller-attribute",
    "{% macro m(caller=1) %}{{ caller }}{% endmacro %}{{ m() }}|{{ m.caller }}|{{ m(caller=5) }}",
  ],
  [
    "parenthesized-assignment-targets",
    "{% for (a,) in [[1]] %}{{ a }}{% endfor %}|{% for () in [[]] %}x{% endfor %}|{% set (b, (c,)) = [2, [3]] %}{{ b }}{{ c }}|{% with (d, e,) = [4, 5] %}{{ e }}{% endwith %}",
  ],
  [
    "recursive-loop-keyword-iterable",
    "{% for x in [[2]] recursive %}{{ x }}{{ loop(iterable=x if x is iterable else []) }}{% endfor %}",
  ],
  ["recursive-loop-iterable-twice", "{% for x in [1] recursive %}{{ loop([], iterable=[]) }}{% endfor %}"],
  ["wordwrap-float-width-long-word", "{{ 'abc def' | wordwrap(2.0) }}"],
  // Jinja2's symbol analysis: a frame that stores a name before reading it starts it as missing, which a nested
  // frame (a loop body, a macro called early, a loop filter) reads as undefined rather than the context's value.
  ["frame-store-after-loop-reading-it", "{% for j in [1] %}[{{ x }}]{% endfor %}{% set x = 3 %}[{{ x }}]", { x: 5 }],
  [
    "frame-macro-called-before-store",
    "{% macro m() %}{{ x }}{% endmacro %}{{ m() }}{% set x = 1 %}{{ m() }}",
    { x: 5 },
  ],
  ["frame-loop-filter-before-store", "{% for i in [1] if x %}[{{ i }}]{% endfor %}{% set x = 3 %}", { x: 5 }],
  ["frame-global-shadowed-later", "{% for i in [1] %}{{ range(2) | list }}{% endfor %}{% set range = 1 %}"],
  [
    "frame-chat-token-reset-after-loop",
    "{%- for m in messages %}{{ bos_token }}{{ m.content }}|{% endfor %}{%- set bos_token = '' %}",
    { bos_token: "<s>", messages: [{ content: "hi" }, { content: "yo" }] },
  ],
  [
    "frame-nested-loop-store",
    "{% for i in [1, 2] %}{% for j in [1] %}[{{ x }}]{% endfor %}{% set x = i %}{% endfor %}",
    { x: 5 },
  ],
  [
    "frame-store-in-every-branch",
    "{% for j in [1] %}[{{ x }}]{% endfor %}{% if c %}{% set x = 1 %}{% else %}{% set x = 2 %}{% endif %}",
    { x: 5, c: true },
  ],
  [
    "frame-store-in-one-branch",
    "{% for j in [1] %}[{{ x }}]{% endfor %}{% if c %}{% set x = 1 %}{% endif %}",
    { x: 5, c: true },
  ],
  ["frame-block-reads-context", "{% block b %}[{{ x }}]{% endblock %}{% set x = 3 %}", { x: 5 }],
  ["for-else-is-a-frame", "{% set y = 0 %}{% for x in [] %}{% else %}{% set y = 1 %}{{ y }}{% endfor %}[{{ y }}]"],
  // `loop` and `self` exist only where the body reads them before binding them.
  [
    "loop-bound-first-is-not-the-loop",
    "{% for x in [1, 2] %}{% macro m(loop) %}{% endmacro %}[{{ loop.index }}]{% endfor %}",
  ],
  [
    "loop-outer-when-inner-binds-it",
    "{% set loop = 'outer' %}{% for x in [1, 2] %}{% with loop = 7 %}{% endwith %}[{{ loop }}]{% endfor %}",
  ],
  ["self-bound-first-by-loop", "{% for self in [1] %}{% endfor %}[{{ self }}]"],
  [
    "self-bound-first-by-macro-parameter",
    "{% macro m(self) %}{% endmacro %}[{{ self.b() }}]{% block b %}B{% endblock %}",
  ],
  ["self-in-block-bound-first", "{% block b %}{% macro m(self) %}{% endmacro %}{{ self }}{% endblock %}"],
  ["parenthesized-target-attribute", "{% set ns = namespace() %}{% set (ns.a, b) = 1, 2 %}"],
  // Found in C++ engines' test suites and Jinja2's own: error types of lazy pipelines, textwrap's blank chunks,
  // floor/ceil rounding with Python's exact operators, the `z` option and zeros grouped in format specs.
  ["reverse-failing-generator", "{{ 1 | unique | reverse }}"],
  ["reverse-items-of-non-mapping", "{{ 3 | items | reverse }}"],
  ["sum-adds-as-it-reads", "{{ [{'a': 2}, {}] | selectattr('a', 'gt', 1) | sum }}"],
  [
    "wordwrap-trailing-control-whitespace",
    "{{ s | wordwrap(79) | tojson }}|{{ ('ab ' ~ s) | wordwrap(79) | tojson }}",
    { s: "\u001f" },
  ],
  [
    "round-floor-large-int",
    "{{ 7284663255543079 | round(1, 'floor') }}|{{ (1234.5678e12) | round(1, 'floor') }}|{{ 1234 | round(-2, 'ceil') }}",
  ],
  [
    "format-negative-zero-coercion",
    "{{ '{:z.1f}'.format(-0.04) }}|{{ '{:z}'.format(-0.0) }}|{{ '{:+z.1f}'.format(-0.04) }}|{{ '{:z.1e}'.format(-0.04) }}",
  ],
  ["format-negative-zero-coercion-on-int", "{{ '{:z}'.format(1) }}"],
  [
    "format-zero-padding-grouped",
    "{{ '{:08,d}'.format(1234) }}|{{ '{:07_d}'.format(12) }}|{{ '{:012,.1f}'.format(-1234.5) }}|{{ '{:#010_x}'.format(255) }}|{{ '{:030,}'.format(1e20) }}|{{ '{:0>8,d}'.format(1234) }}",
  ],
  // Jinja2's names under Python 3.11: no joiner, no character newer than Unicode 14, none of the combining marks its
  // identifier table lacks; `\w` in wordcount and urlize does not take newer letters either.
  ["name-with-joiner", "{{ a\u200db }}"],
  ["name-with-newer-letter", "{{ \u{11f04}x is defined }}"],
  ["name-with-mark-missing-from-jinja", "{{ a\u1dfa is defined }}"],
  ["wordcount-newer-letter", "{{ s | wordcount }}|{{ ('a' ~ s ~ 'b') | wordcount }}", { s: "\u{11f04}\u{11f05} x" }],
  ["urlize-newer-letter", "{{ 'www.\u{11f04}.com' | urlize }}|{{ 'x@a.\u{11f04}' | urlize }}"],
  [
    "isnumeric-cjk-numerals",
    "{{ '三'.isnumeric() }}|{{ '一二三四'.isnumeric() }}|{{ '万'.isnumeric() }}|{{ '中'.isnumeric() }}",
  ],
  // textwrap's letters are Python's [^\d\W]: superscripts and Roman numerals are letters, newer letters are not.
  [
    "wordwrap-hyphen-letters",
    "{{ 'a\u00b2-bcdef a\u216b-bcdef ab-\u00b2c' | wordwrap(4) }}|{{ 'ab-\u{11f04}c a\u{11f04}--bb \u{11f04}\u{11f04}-\u{11f04}\u{11f04}-ab' | wordwrap(3) }}",
  ],
  // Where Python reads a number from text, any script's decimal digits count; a superscript is a digit int() refuses.
  [
    "digits-of-any-script",
    "{{ '{\u0660}|{\u0661}'.format('a', 'b') }}|{{ '{0[\u0661]}'.format([5, 6]) }}|{{ '{:\u0665}|{:.\u0662f}|{:\u0665>\u0663}|{:\u0660\u0665}'.format(1, 1.23456, 1, -1) }}|{{ [[1, 2]] | map(attribute='\u0661') | list }}|{{ [{'a': [5, 6]}] | map(attribute='a.\u0660') | list }}",
  ],
  ["attribute-superscript-digit", "{{ [] | sort(attribute='\u00b2') }}"],
  // Number literals: Jinja2's patterns take any script's digits; an int reads them, a float (literal_eval) refuses them.
  [
    "integer-literal-any-digits",
    "{{ 1\u0662 }}|{{ 0x1\u0662 }}|{{ 1_\u0662 }}|{{ [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13].1\u0662 }}",
  ],
  ["float-literal-foreign-digit", "{{ \u0663.\u0665 }}"],
  ["float-literal-foreign-fraction", "{{ 1.\u0665 }}"],
  ["float-literal-foreign-exponent", "{{ 1e\u0662 }}"],
  ["digit-alone-is-no-name", "{{ \u0663 }}"],
  // Found by mutating real templates (session 6).
  [
    "loop-method-reads-no-items",
    "{% set v = [1, 2, 3]|select %}{% for x in v %}{{ loop.cycle('a') }}{{ loop.changed(x) }}{% break %}{% endfor %}|{{ v|list }}",
  ],
  ["unknown-filter-keyword-in-branch", "{% if true %}{{ x|nosuch(1, a=1) }}{% endif %}"],
  ["unknown-test-keyword-in-branch", "{% if true %}{{ x is nosuch(a=1) }}{% endif %}"],
  [
    "percent-precision-code-points",
    "{{ '%10.4s|' % ('\u{1f642}x\u{1d518}',) }}|{{ '%.2s' % '\u{1d518}\u{1d518}\u{1d518}' }}",
  ],
  ["dict-literal-value-before-hash", "{{ {[0]: undefined_name.attr} }}"],
  [
    "fold-conditional-literal-test",
    "{{ float('1e309') if false else 1e308 * 10 }}|{% set v %}{{ x if false else 1e308 * 10 }}{% endset %}{{ v }}|{{ [1e308 * 10 if true else x] }}|{{ (1e308 * 10 if false)|string }}",
  ],
  ["fold-conditional-inside-unfolded", "{{ [x, 1e308 * 10 if 1 else y] }}"],
  [
    "recursive-loop-call-safe-under-autoescape",
    "{% autoescape true %}{% for x in [[1], 2] recursive %}<{{ x }}{% if x is iterable %}{{ loop(x) }}{% endif %}>{% endfor %}{% endautoescape %}|{% autoescape x %}{% for x in [['<']] recursive %}{{ x if x is string else loop(x) }}{% endfor %}{% endautoescape %}",
    { x: true },
  ],
  [
    "wordwrap-float-width-under-one",
    "{{ '1e3' | wordwrap(0.1 + 0.2) }}|{{ 'ab-cd ef' | wordwrap(0.5) }}|{{ 'ab  cd' | wordwrap(0.9) }}",
  ],
  ["format-nested-spec-lookup-first", "{{ '{a:{b:{}}}'.format() }}"],
  ["format-nested-spec-depth", "{{ '{a:{b:{c}}}'.format(a=1, b=2, c=3) }}"],
  ["format-nested-spec-index", "{{ '{a:{b:{}}}'.format(a=1, b=2) }}"],
  [
    "format-fields-braces",
    "{{ '{a[{]}|{a[}]}|{a:{b}x}|{{x}} {c:{d:>3}} }}'.format(a={'{': 1, '}': 2}, b=5, c=1, d=5) }}",
  ],
  ["format-unmatched-spec-brace", "{{ '{a:{b}'.format(a=1, b=2) }}"],
  ["percent-key-of-undefined", "{{ '%(a)s' % x }}"],
  ["percent-key-of-list", "{{ '%(a)s' % [1] }}"],
  ["method-of-undefined-before-arguments", "{{ x.y(1 // 0) }}"],
  ["failed-fold-slice-raises", "{{ '' + None[1:] }}"],
  ["failed-fold-slice-raises-after", "{{ None[1:] ~ (1 / 0) }}"],
  // `~` where output is escaped: markup_join keeps Markup operands and escapes the others; a constant chain folds
  // into a plain string; inside `{% autoescape expr %}` Jinja2's code always joins plain strings.
  [
    "concat-markup-join",
    "{% autoescape true %}{% macro m() %}<b>{% endmacro %}{% set s %}<i>{% endset %}{{ m() ~ '<' }}|{{ s ~ '<' }}|{{ '<' ~ 1 ~ none ~ x ~ m() }}|{{ ('<b>'|safe) ~ '<' }}|{{ ('<b>'|safe) ~ '<' ~ m() }}|{{ [m() ~ '<'] }}{% endautoescape %}|{% autoescape x %}{% macro n() %}<b>{% endmacro %}{{ n() ~ '<' }}{% endautoescape %}",
    { x: true },
  ],
  // The replace filter under autoescape: Markup's replace escapes the new text, never the old.
  [
    "replace-filter-markup-old-text",
    "{% autoescape true %}{{ '<x>'|e|replace('&', '?') }}|{{ '<x>'|e|replace('<', 'x') }}|{{ 'a&b'|replace('&'|safe, '<') }}|{{ '<b>'|replace('b', '<i>'|safe) }}|{{ '<b>'|e|replace('lt', '<', 1) }}{% endautoescape %}",
  ],
  // Case properties changed after Unicode 14: U+0295 was a lowercase letter, some modifier letters became lowercase.
  [
    "case-properties-changed-after-unicode-14",
    "{{ '\u0295'.islower() }}|{{ 'A\u0295'.istitle() }}|{{ '\ua7f2'.islower() }}|{{ 'a\uab69'.islower() }}|{{ '\u0295\u03a3'.lower() }}|{{ '\ua7f2a'.title() }}|{{ '\u10fc'.isalpha() }}",
  ],
  // pprint splits a long string at Python's line breaks and whitespace, and indents by code points.
  [
    "pprint-line-breaks",
    "{{ ('aaaa bbbb cccc dddd eeee ffff gggg\\rhhhh iiii jjjj kkkk llll mmmm nnnn oooo pppp qqqq') | pprint }}",
  ],
  [
    "pprint-python-whitespace",
    "{{ ('aaaa\\x1cbbbb cccc dddd eeee ffff gggg hhhh iiii jjjj kkkk llll mmmm nnnn oooo pppp qqqq') | pprint }}",
  ],
  [
    "pprint-astral-key",
    "{{ {'𝟎𝟎𝟎𝟎': 'aaaa bbbb cccc dddd eeee ffff gggg hhhh iiii jjjj kkkk llll mmmm nnnn oooo pppp'} | pprint }}",
  ],
  ["string-format-equals-align-on-str", "{{ '{:=5}'.format('a') }}"],
  [
    "big-int-hex-and-decimal-format",
    "{% set e = 500 %}{{ '{:x}'.format(10 ** e) | length }}|{{ '%x' % (10 ** e) | length }}|{{ '%d' % (10 ** e) | length }}",
  ],
  ["big-int-float-format-overflow", "{% set e = 400 %}{{ '{:e}'.format(10 ** e) }}"],
  ["big-int-decimal-format-beyond-str-limit", "{% set e = 5000 %}{{ '{:d}'.format(10 ** e) | length }}"],
  ["shared-list-repeated", "{{ ([[0] * 10000] * 10000) | length }}"],
  [
    "sum-of-lists",
    "{{ ([[1]] * 20000) | sum(start=[]) | length }}|{{ [(1,), (2,)] | sum(start=()) }}|{{ [[1], 2] | sum(start=[]) is none }}",
  ],
  [
    "nested-tuple-keys",
    "{{ {((((((((((((((((((((((((((((1,),),),),),),),),),),),),),),),),),),),),),),),),),),),): 1} | length }}|{{ ('1:a',) in {('1:a',): 1} }}",
  ],
  ["folded-nan-in-set", "{% set nan = 'nan' | float %}{{ nan }}"],
  ["folded-inf-inside-a-failing-constant", "{{ ('inf' | float) | int }}"],
  ["folded-constant-part-without-inf", "{{ n ~ [1e999, 2][1] }}|{{ 1e999 }}|{{ [1e999] }}"],
  ["folded-int-too-long-to-write", "{% if false %}{{ range(10 ** 5000) }}{% endif %}ok"],
  ["folded-int-too-long-in-output", "{{ 10 ** 5000 }}"],
  ["int-too-long-at-render-time", "{% set e = 5000 %}{{ (10 ** e) > 0 }}|{{ (10 ** e) | string | length }}"],
  [
    "short-circuit-folds-away-unknown-filter",
    "{{ false and (s | nope) }}|{{ true or (s is nope) }}|{{ none and (s | nope(1)) }}",
  ],
  ["no-short-circuit-keeps-unknown-filter", "{{ x and (s | nope) }}"],
  ["format-field-number-too-long", "{{ '{99999999999999999999}'.format(1) }}"],
  ["format-item-index-too-long", "{{ '{0[99999999999999999999]}'.format([1]) }}"],
  ["format-map-of-a-namespace", "{{ '{a}'.format_map(namespace(a=1)) }}"],
  ["format-map-of-a-list", "{{ '{a}'.format_map([1]) }}"],
  ["format-map-positional-field", "{{ '{0}'.format_map(none) }}"],
  ["unknown-test-in-branch-evaluates-its-argument-first", "{{ 'Y' if a is definand a.b else 'N' }}"],
  [
    "macro-default-reads-its-own-parameters",
    "{% set x = 1 %}{% set b = 7 %}{% macro m(x=x) %}{{ x is defined }}{% endmacro %}{{ m() }}|" +
      "{% macro n(a=b, b=1) %}{{ a is defined }}{{ a }}{% endmacro %}{{ n() }}|{{ n(b=3) }}|" +
      "{% macro k(y=x, x=2) %}[{{ y }}]{% endmacro %}{{ k() }}|{% macro c() %}{{ caller() }}{% endmacro %}{% call(x=x) c() %}[{{ x }}]{% endcall %}",
  ],
  ["macro-default-of-itself-fails-when-used", "{% set x = 5 %}{% macro m(x=x+1) %}{{ x }}{% endmacro %}{{ m() }}"],
  [
    "autoescape-constant-expression",
    "{% autoescape not false %}{{ '<' }}{% endautoescape %}|{% autoescape 1 == 1 %}{{ '<' }}{% endautoescape %}",
  ],
  ["xmlattr-keeps-markup", "{{ {'a': '<x>' | safe} | xmlattr }}|{{ {'a': '<' | e} | xmlattr }}"],
  ["last-of-markup-is-markup", "{{ ['<' | e | last] }}|{{ ['<' | e | first] }}"],
  [
    "round-big-int-to-tens",
    "{{ (2 ** 60 + 1) | round(-1) }}|{{ 25 | round(-1) }}|{{ -15 | round(-1) }}|{{ true | round(-1) }}",
  ],
  [
    "dict-views-are-not-sequences",
    "{{ {'a': 1}.keys() is sequence }}|{{ {'a': 1}.items() is sequence }}|{{ range(2) is sequence }}",
  ],
  [
    "sameas-is-identity",
    "{{ 1.0 is sameas 1.0 }}|{{ 1000 is sameas 1000 }}|{{ 'ab' is sameas 'ab' }}|{{ 'a' is sameas 'a' }}|{{ 5 is sameas 5 }}|" +
      "{{ none is sameas none }}|{{ true is sameas 1 }}|{{ [] is sameas [] }}|{% set l = [] %}{{ l is sameas l }}",
  ],
  [
    "unknown-filter-in-statement-header-inside-branch",
    "{% if false %}{% for v in x | nope %}{% endfor %}{% with a = x | nope %}{% endwith %}{% include x | nope %}{% endif %}ok",
  ],
  [
    "unknown-filter-in-loop-body-inside-branch",
    "{% if false %}{% for v in x %}{{ v | nope }}{% endfor %}{% endif %}ok",
  ],
  ["backslash-before-non-ascii-in-string", "{{ '\\é' }}|{{ '\\😀' | length }}|{{ '\\ā\\x41' }}|{{ 'a\\\\é' }}"],
  [
    "generation-body-is-a-caller",
    "{% set x = 1 %}{% generation %}{{ varargs }}|{{ kwargs }}|{% set x = 2 %}{{ x }}{% endgeneration %}|{{ x }}",
  ],
  [
    "break-in-generation-inside-loop",
    "{% for i in [1, 2] %}{% generation %}{% break %}{% endgeneration %}{% endfor %}",
  ],
  [
    "loop-controls-in-set-and-filter-blocks",
    "{% for x in [1, 2] %}{% set y %}a{% continue %}{% endset %}{{ x }}{% endfor %}|" +
      "{% for x in [1, 2] %}{% filter upper %}a{{ x }}{% break %}{% endfilter %}{{ x }}{% endfor %}|" +
      "{% for x in [1, 2] %}{% with %}{{ x }}{% break %}{% endwith %}{% endfor %}",
  ],
  // Session 7.
  [
    "range-slice-exact-ints",
    "{{ range(3)[::2**64] }}|{{ range(0, 10, 3)[::2**62] }}|{{ range(2**64, 2**64 + 5)[1:3] }}|{{ range(2**64, 2**64 + 5)[::-2] | list }}",
  ],
  [
    "pprint-group-view-set",
    "{{ x|groupby('a')|pprint }}|{{ y.items()|pprint }}|{{ ({10 ** 41: 1, 10 ** 40: 2}.keys() - [1])|pprint }}|{{ [range(40), range(50)]|pprint }}",
    {
      x: [
        { a: 1, b: "x".repeat(70), c: 2 },
        { a: 2, c: 1, b: 3 },
      ],
      y: { b: "b".repeat(60), a: [1, 2], aa: 2 },
    },
  ],
  // From a generator of random whole templates (session 7).
  [
    "repeated-keyword-folded-away",
    "{{ false and dict(a=1, a=2) }}|{{ true or x(a=1, a=2) }}|{{ 1 if true else dict(a=1, a=2) }}|{{ [none and x(a=1, a=2)] }}",
  ],
  ["repeated-keyword-in-compiled-branch", "{{ x if true else dict(a=1, a=2) }}"],
  ["repeated-keyword-no-else", "{{ dict(a=1, a=2) if false }}"],
  ["repeated-keyword-condition-folded", "{% if false and x|default(a=1, a=2) %}{% endif %}"],
  [
    "break-in-recursive-loop-else",
    "{% for x in [1] %}{% for y in [] recursive %}{% else %}{% break %}{% endfor %}{% endfor %}",
  ],
  [
    "continue-in-recursive-loop-else",
    "{% for x in [1, 2] %}{{ x }}{% for y in [] recursive %}{% else %}{% continue %}{% endfor %}{% endfor %}",
  ],
  [
    "continue-in-plain-loop-else",
    "{% for x in [1, 2] %}{{ x }}{% for y in [] %}{% else %}{% continue %}{% endfor %}{% endfor %}",
  ],
  [
    "volatile-autoescape-filters-run-late",
    "{% autoescape b %}{{ '<'|upper }}|{{ '<' }}|{{ ['<'][0] }}|{{ ['<']|first }}|{{ ('<'|upper) ~ '<' }}|{{ '<' is string }}{% endautoescape %}",
    { b: true },
  ],
  [
    "volatile-autoescape-folds-with-outer-setting",
    "{% autoescape true %}{% autoescape b %}{{ '<' }}|{{ '<'|upper }}|{{ x }}{% endautoescape %}{% endautoescape %}",
    { b: false, x: "<" },
  ],
  [
    "set-block-filter-result-markup",
    "{% autoescape true %}{% set v | length %}abc{% endset %}{{ v is string }}|{% set w | list %}a<{% endset %}{{ w|length }}|{% set j | tojson %}a<{% endset %}{{ j }}{% endautoescape %}|{% autoescape b %}{% set v | length %}abc{% endset %}{{ v is string }}{% endautoescape %}",
    { b: false },
  ],
  [
    "recursive-loop-joins-when-it-returns",
    "{% for x in [1] recursive %}{% filter length %}ab{% endfilter %}{% endfor %}{{ 1 // 0 }}",
  ],
  [
    "filtered-loop-yields-rebuilt-tuples",
    "{% for a, b in [[1, 2], [3, 4]] if true %}{{ loop.nextitem }}{{ loop.previtem }}{% endfor %}|{% for a, (b, c) in ['ab', [1, 'xy']] if a %}{{ loop.previtem }}{% endfor %}",
  ],
  // Left from session 6's mutation fuzzing, fixed in session 7.
  [
    "bound-method-equality",
    "{{ x.upper == x.upper }}|{{ x.upper == x.lower }}|{{ x.format == x.format }}|{{ l.count == l.count }}|{{ l.count == m.count }}|{{ x.upper is sameas x.upper }}|{{ [x.upper, x.upper]|unique|list|length }}|{{ {x.upper: 1}[x.upper] }}",
    { x: "ab", l: [1], m: [1] },
  ],
  ["loop-join-converts-as-it-goes", "{% for x in [1, 2, 3] %}{{ loop|join(',') }}{% endfor %}"],
  [
    "loop-over-outer-loop-length",
    "{% for x in [1, 2, 3] %}[{% for y in loop %}{{ loop.length }}{{ loop.revindex }}{{ y[0] }}{% endfor %}]{% endfor %}",
  ],
  [
    "tojson-markup-indent-escapes-list-scalars",
    "{{ x|tojson(indent='  '|safe) }}|{{ x|tojson(indent='&'|safe, separators=('<', ':')) }}",
    { x: { a: ["b", 1, null, "<&>", [2, "c"], { d: "e" }], c: "<" } },
  ],
  ["set-not-sliceable", "{{ (x.keys() - [1])[:1] }}", { x: { a: 1 } }],
  // From the regression sweep at the end of session 7.
  [
    "markup-join-parenthesized-chain",
    "{% autoescape true %}{{ ('<'|safe ~ '') ~ x }}|{{ ('a' ~ '<'|safe) ~ x }}|{{ [('a' ~ '<'|safe) ~ u] }}|{{ 'a' ~ '<'|safe ~ x }}|{{ (y ~ '<'|safe) ~ x }}{% endautoescape %}",
    { x: "b", y: "&" },
  ],
  // From the third round of random whole templates (session 7).
  ["fold-literal-slice-in-set", "{% set v = (true)[::2]|list %}{{ v }}|{% set w = 'abc'[1.5:] ~ 'x' %}{{ w }}"],
  ["fold-literal-slice-in-test", "{% if (5)[:1] is defined %}y{% else %}n{% endif %}"],
  ["fold-literal-slice-in-part", "{{ [x, (5)[:1]|list] }}|{{ x ~ ('abc'[1.5:] ~ 'x') }}", { x: 1 }],
  ["literal-slice-unfolded-raises", "{{ (5)[:1] ~ x }}", { x: 1 }],
  ["greater-than-left-undefined-first", "{{ 'a'.__class__ > nope }}"],
  ["greater-than-right-undefined-second", "{{ nope > 'a'.__class__ }}"],
  ["test-ge-left-undefined-first", "{{ 'a'.__class__ is ge(nope) }}"],
  // From the second round of sandbox and formatting probes (session 7).
  ["markup-percent-star-wants-int", "{{ ('[%*d]'|safe) % (5, 1) }}"],
  ["markup-percent-star-precision-wants-int", "{{ ('[%.*f]'|safe) % (2, 1.5) }}"],
  ["format-c-sign", "{{ '{:+c}'.format(65) }}"],
  ["format-c-alternate", "{{ '{:#c}'.format(65) }}"],
  [
    "format-float-alternate-no-type",
    "{{ '{:#}'.format(1e16) }}|{{ '{:#.3}'.format(1.0) }}|{{ '{: #20.25}'.format(1.5) }}|{{ '{:#}'.format(1e-7) }}|{{ '{:#.0}'.format(2.0) }}|{{ '{:#}'.format(-0.0) }}",
  ],
  ["filter-star-arguments-fold", "{{ [(1e308 * 10)]|first(*[]) }}|{{ '%(a)s'|format(**{'a': (1e308 * 10)}) }}"],
  ["sort-reverse-compares-as-cpython", "{{ [1, 's', nothing]|sort(reverse=true) }}"],
  ["dictsort-reverse-compares-as-cpython", "{{ dict(a='s', b=1, c=nothing)|dictsort(by='value', reverse=true) }}"],
  [
    "sort-reverse-stable",
    "{{ x|sort(attribute='a', reverse=true)|map(attribute='b')|list }}",
    {
      x: [
        { a: 1, b: 1 },
        { a: 2, b: 2 },
        { a: 1, b: 3 },
        { a: 2, b: 4 },
      ],
    },
  ],
  ["max-reads-lazily", "{{ [{'b': 1}, {'b': 's'}, nothing]|map(attribute='b')|max }}"],
  ["min-reads-lazily", "{{ [0, nothing, []]|unique|min }}"],
  ["lipsum-max-none", "{{ lipsum(1, true, 5, none)|length > 0 }}|{{ lipsum(0, true, {}) }}"],
  ["lipsum-min-not-a-number", "{{ lipsum(1, true, {}) }}"],
  ["lipsum-min-text", "{{ lipsum(1, true, '5') }}"],
  // From the second round of random whole templates (session 7).
  ["comment-one-modifier", "a{#-#}  b|a  {#+#}\nb|a  {#-#}\nb|a {#- -#} b|a{#--#} b"],
  [
    "volatile-autoescape-folds-no-part",
    "{% autoescape b %}{% set x = 1e308 * 10 %}{{ x }}{% set y = 10 ** 5000 %}{% endautoescape %}",
    { b: false },
  ],
  [
    "volatile-autoescape-call-argument-unfolded",
    "{% autoescape b %}{{ x.y(1e308 * 10) }}{% endautoescape %}",
    { b: false, x: { y: 1 } },
  ],
  [
    "constant-autoescape-inside-volatile",
    "{% autoescape b %}{% autoescape true %}{{ h|safe ~ 1 }}|{% set v %}<{% endset %}{{ v ~ 1 }}{% endautoescape %}{% endautoescape %}",
    { b: false, h: "&" },
  ],
  [
    "constant-filter-compile-time-autoescape",
    "{% macro m() %}{{ ['<']|join('&'|safe) }}{{ 'a<'|replace('a', '&'|safe) }}{% endmacro %}{% autoescape true %}{{ m() }}{% endautoescape %}",
  ],
  [
    "recursive-loop-call-compile-time-autoescape",
    "{% autoescape true %}{% macro m() %}{% for x in [[1]] recursive %}<{% if x is iterable %}{{ loop(x) }}{% endif %}{% endfor %}{% endmacro %}{% autoescape false %}{{ m() }}{% endautoescape %}{% endautoescape %}",
  ],
  ["percent-int-of-infinity", "{{ '%d' % (b|float) }}", { b: "inf" }],
  ["percent-int-of-nan", "{{ '%d' % (b|float) }}", { b: "nan" }],
  [
    "break-skips-autoescape-restore",
    "{% for i in [1] %}{% autoescape true %}{% break %}{% endautoescape %}{% endfor %}{% set x %}<{% endset %}{{ x|e }}",
  ],
  [
    "continue-skips-autoescape-restore",
    "{% autoescape true %}{% macro m() %}<{% endmacro %}{% for i in [1] %}{% autoescape false %}{% continue %}{% endautoescape %}{% endfor %}{{ m() }}{% endautoescape %}",
  ],
  // From a hunt over markupsafe's semantics (session 7).
  [
    "random-of-markup-is-markup",
    "{{ [('a'|safe)|random] }}|{% autoescape true %}{{ ('<'|safe)|random }}{% endautoescape %}",
  ],
  [
    "wordwrap-markup-wrapstring",
    "{{ [x|wordwrap(2, wrapstring='<br>'|safe)] }}|{{ [x|wordwrap(2, wrapstring='<'|safe)] }}",
    { x: "a&b\nc d" },
  ],
  [
    "indent-markup-indentation",
    "{{ [x|indent('>'|safe, first=true)] }}|{{ [x|indent('>'|safe)] }}|{{ [x|indent('>'|safe, blank=true)] }}|{{ [(x|safe)|indent('<')] }}",
    { x: "a\n\nb&" },
  ],
  ["partition-returns-separator-argument", "{{ 'a-b'.partition('-'|safe) }}|{{ 'a-b'.rpartition('-'|safe) }}"],
  ["translate-code-point-range", "{{ 'a'.translate({97: -1}) }}"],
  [
    "block-compiled-without-autoescape",
    "{% autoescape true %}{% block b %}{{ x }}|{{ x ~ 1 }}|{% set s %}{{ x }}{% endset %}{{ [s] }}{% endblock %}|{{ self.b() }}{% endautoescape %}",
    { x: "<" },
  ],
  [
    "block-reference-call-markup",
    "{% block b %}<{% endblock %}{{ [self.b()] }}{% autoescape true %}{{ [self.b()] }}{% endautoescape %}",
  ],
  ["volatile-autoescape-no-slice-folding", "{% autoescape b %}{{ (1|abs)[5:1] }}{% endautoescape %}", { b: false }],
  [
    "volatile-autoescape-no-tuple-subscript-folding",
    "{% autoescape b %}{{ ('a'|upper)[0, ::2] }}{% endautoescape %}",
    { b: false },
  ],
  // From sandbox and injection-style probes (session 7).
  [
    "format-long-field-name",
    "{{ '{message_content_text}'.format_map({'message_content_text': 'hi'}) }}|{{ '{abcdefghijklmnopqrs}'.format(abcdefghijklmnopqrs=1) }}",
  ],
  ["format-lookup-before-conversion", "{{ '{a!x}'.format() }}"],
  ["format-index-before-conversion", "{{ '{0!x}'.format() }}"],
  ["format-lookup-before-empty-item", "{{ '{x[]}'.format() }}"],
  ["format-lookup-before-empty-attribute", "{{ '{k.}'.format() }}"],
  ["format-empty-attribute-after-lookup", "{{ '{k.}'.format(k=1) }}"],
  ["format-item-after-bracket", "{{ '{a[0]x}'.format(a=[1]) }}"],
  ["format-missing-bracket", "{{ '{a[1}'.format(a=[1, 2]) }}"],
  ["format-brace-in-name", "{{ '{a{}'.format_map(1) }}"],
  ["format-conversion-then-colon", "{{ '{a!rx}'.format(a=1) }}"],
  ["format-conversion-at-end", "{{ '{a!}'.format(a=1) }}"],
  ["format-index-overflow-before-letter", "{{ '{99999999999999999999x}'.format_map({}) }}"],
  [
    "format-parts",
    "{{ '{a!r:>5}|{a!s}|{a!a}|{b[0].real}|{c.d[e]}|{f[1]}'.format(a='é', b=[1], c={'d': {'e': 3}}, f='xy') }}",
  ],
  ["format-map-not-a-mapping", "{{ '{0x1}'.format_map(1) }}"],
  ["format-map-str", "{{ '{.a}'.format_map('s') }}"],
  ["format-map-list", "{{ '{a}'.format_map([1]) }}"],
  ["format-map-key-is-str", "{{ '{True}'.format_map({True: 1}) }}"],
  ["format-map-self", "{{ '{a}'.format_map(self) }}"],
  ["format-map-dict-class", "{{ '{a}'.format_map(dict) }}"],
  ["format-spec-on-none", "{{ '{0:abc}'.format(none) }}"],
  ["format-spec-on-list", "{{ '{0:abc}'.format([]) }}"],
  ["percent-mapping-checked-first", "{{ '%(a' % 1 }}"],
  ["percent-star-before-incomplete", "{{ '%.*' % 1.5 }}"],
  ["percent-star-width-before-incomplete", "{{ '%*' % 1.5 }}"],
  [
    "percent-zero-flag-numbers-only",
    "[{{ '%05c' % 65 }}|{{ '%05a' % 'x' }}|{{ '%05r' % 1 }}|{{ '%05d' % 3 }}|{{ '%-05d' % 3 }}]",
  ],
  ["percent-self-mapping", "{{ '%(b)s' % self }}"],
  ["percent-list-mapping", "{{ '%s %(a)s' % [1] }}"],
  [
    "translate-lookup-error-keeps",
    "{{ 'text'.translate(self) }}|{{ 'abc'.translate([1] * 98) }}|{{ 'abc'.translate({97: 'x', 98: none}) }}",
  ],
  ["cycler-instance-annotations", "{{ cycler(1).__annotations__.x }}"],
  ["joiner-instance-annotations", "{{ joiner().__annotations__.x }}"],
  ["self-iterates-by-index", "{{ self is iterable }}|{{ self|last is undefined }}|{{ self|list }}"],
  ["self-in-iterates", "{% block b %}{% endblock %}{{ 'b' in self }}"],
  ["self-length", "{{ self|length }}"],
  [
    "class-slice-generic-alias",
    "{{ dict[1:2] }}|{{ dict[::2] }}|{{ dict['a':] }}|{{ dict[x:][0] }}|{{ dict[1:2].items }}",
    { x: 1 },
  ],
  // From new real templates (session 8): a JSON parser written in Jinja measures and indexes its input at every
  // step, which Python does in constant time (the walk limit refused an 8 KB tool-call argument).
  [
    "long-string-scan-length",
    "{%- set st = namespace(n=0) -%}{%- for i in range(s | length) -%}{%- if i < s | length -%}{%- set st.n = st.n + 1 -%}{%- endif -%}{%- endfor -%}{{ st.n }}",
    { s: "a".repeat(25_000) },
  ],
  [
    "long-string-scan-items-and-slices",
    "{%- set st = namespace(n=0) -%}{%- for i in range(s | length) -%}{%- if s[i] == '😀' and s[i:i + 2] != 'x' and s.startswith('😀', i) -%}{%- set st.n = st.n + 1 -%}{%- endif -%}{%- endfor -%}{{ st.n }}",
    { s: "😀a".repeat(12_000) },
  ],
  // From the regression sweep of session 8: Jinja2 decides a conditional or and/or by any constant test's value, and
  // a conditional without an else whose constant test is false is no constant.
  ["constant-test-decides-conditional", "{{ 1 if 1 == 1 else dict(a=1, a=2) }}"],
  ["constant-test-decides-and", "{{ (1 > 2) and x|nosuchfilter }}"],
  ["constant-test-without-else", "{{ 1 if (5)[:1] }}"],
  ["constant-test-folds-inf", "{{ x if not true else 1e308 * 10 }}|{{ 1 if [1] else dict(a=1, a=2) }}"],
  ["constant-test-markup-join", "{% autoescape true %}{{ ('<'|e if 1 > 0 else x) ~ '' }}{% endautoescape %}"],
  // From the performance campaign of session 12: a string with emoji grown in a loop and measured, indexed near its
  // ends or searched at every step (each step split the new string into code points). The same reads at both ends,
  // with and without bounds, on long strings mixing pairs, BMP and ASCII text.
  [
    "growing-astral-string-reads",
    "{%- set ns = namespace(s='', n=0) -%}{%- for i in range(3000) -%}{%- set ns.s = ns.s ~ w[i % 3] -%}" +
      "{%- if ns.s.endswith('😀 ') and ns.s|length > 60 and ns.s[-1] == ' ' and ns.s[-2] != 'x' -%}" +
      "{%- set ns.n = ns.n + 1 -%}{%- endif -%}{%- endfor -%}{{ ns.n }}|{{ ns.s|length }}|{{ ns.s[-3:] }}",
    { w: ["héllo 😀 ", "中文 ", "ab😀 "] },
  ],
  [
    "astral-string-near-ends",
    "{% for i in [0, 1, 2, 63, 64, 65, -1, -2, -3, -64, -65, -66, 200, -200] %}[{{ s[i] }}|{{ m[i] }}]{% endfor %}" +
      "|{{ s|length }}|{{ m|length }}|{{ s.endswith('c😀') }}|{{ s.startswith('😀a') }}|{{ s.find('b😀', 3) }}" +
      "|{{ s.find('😀c') }}|{{ s.rfind('a') }}|{{ s.endswith('😀', 0, 4) }}|{{ s[65] ~ s[-65] }}|{{ s[150] is defined }}",
    { s: "😀ab😀c".repeat(30), m: `${"x".repeat(70)}😀${"y".repeat(10)}` },
  ],
  // From session 19's red-team rounds: Jinja2's as_const of a chained comparison stops at the first false link, so
  // the whole comparison folds to False and the operands after it are never compiled (an inf, a 4300-digit int, an
  // unknown filter); `%` reads a `*` width as a C ssize_t (only the precision as a C int).
  [
    "chained-comparison-false-link-folds",
    "{{ 'inf'|float == 1 < x }}|{{ 1 == 2 < x < 10 ** 5000 }}|{{ 1e400 < 1 < x }}|{{ 1[1:] != 2[1:] < x }}" +
      "|{% if 'inf'|float < 0 < x %}a{% else %}b{% endif %}|{{ x if 'inf'|float == 1 < y else 2 }}",
    { x: 1, y: 2 },
  ],
  ["chained-comparison-false-link-unknown-filter", "{{ 1 == 2 < x|nosuchfilter }}|{{ 2 > 1 == 2 < x < 'a'|float }}"],
  ["chained-comparison-true-links-compile", "{{ 1 == 1 < 'inf'|float < x }}", { x: 1 }],
  ["percent-star-width-ssize", "{{ '%*d' % (2**40, 'a') }}"],
  ["percent-star-width-ssize-then-arguments", "{{ '%*.*d' % (2**40, {}, 1) }}"],
  ["percent-star-width-least-ssize", "{{ '%*d|' % (-2**63, 1) }}"],
  ["percent-star-width-beyond-ssize", "{{ '%*d' % (2**63, 1) }}"],
  // A complex number has Python's dunder names only (any other, such as JavaScript's `__proto__`, is missing).
  [
    "complex-dunder-names",
    "{{ ((-8) ** 0.5).__abs__ is defined }}|{{ ((-8) ** 0.5).__round__ is defined }}|{{ ((-8) ** 0.5).__proto__.x }}",
  ],
  // The dict type's unbound mutators check their arguments as CPython's do, on a dict the template made.
  ["unbound-dict-clear-arguments", "{% set y = {'a': 1} %}{{ dict.clear(y, 1) }}|{{ y }}"],
  ["unbound-dict-popitem-arguments", "{% set y = {'a': 1} %}{{ dict.popitem(y, 1) }}|{{ y }}"],
  ["unbound-dict-setdefault-arguments", "{% set y = {'a': 1} %}{{ dict.setdefault(y) }}|{{ y }}"],
  ["unbound-dict-pop-no-key", "{% set y = {'a': 1} %}{{ dict.pop(y) }}|{{ y }}"],
  ["unbound-dict-pop-three", "{% set y = {'a': 1} %}{{ dict.pop(y, 'a', 'b', 1) }}|{{ y }}"],
  ["unbound-dict-pop-unhashable", "{% set y = {'a': 1} %}{{ dict.pop(y, [1]) }}|{{ y }}"],
  [
    "unbound-dict-pop-setdefault",
    "{% set y = {'a': 1} %}{{ dict.pop(y, 'a') }}{{ dict.setdefault(y, 'b', 2) }}|{{ y }}",
  ],
];

const groups: Array<[string, Probe[]]> = [
  ["filter", filters],
  ["test", tests],
  ["global", globals],
  ["statement", statements],
  ["expression", expressions],
  ["method", methods],
  ["sandbox", sandbox],
  ["strings", strings],
  ["numbers", numbers],
  ["markup", markup],
  ["undefined", undefinedFilters],
  ["scoping", scoping],
  ["left-frames", leftFrames],
  ["block-contexts", blockContexts],
  ["complex-numbers", complexNumbers],
  ["shared-items", sharedItems],
  ["source-read-findings", sourceReadFindings],
  ["fuzz-findings", fuzzFindings],
  ["probe-findings", probeFindings],
  ["ssti-findings", sstiFindings],
  ["error-kinds", errorKinds],
  ["laziness", laziness],
  ["sweep-findings", sweepFindings],
];

/**
 * A campaign through the Template Designer documentation (session 4): probes at the edges of each documented
 * construct and of pairs of them, kept as data; those that matched Python (the others are listed in the README).
 */
const docsCampaign = JSON.parse(
  readFileSync(join(dirname(fileURLToPath(import.meta.url)), "fixtures", "feature-probes.json"), "utf8"),
) as Probe[];

export function featureCases(): Case[] {
  const cases: Case[] = [];
  for (const [group, probes] of [...groups, ["docs-campaign", docsCampaign] as const]) {
    for (const [name, template, context, options] of probes) {
      cases.push({ id: `${group}/${name}`, group, template, context: context ?? {}, options });
    }
  }
  return cases;
}
