/**
 * Sandbox probes: what a hostile or careless template could try, each rendered by Python Jinja2's
 * ImmutableSandboxedEnvironment (the oracle) and by our engine. The outputs must agree (or both raise).
 *
 * - Python introspection paths (`__class__`, `__mro__`, `__globals__`, `gi_frame`, `mro`, ...) on every kind of
 *   value a chat template can hold, directly, as items, through `attr()`, attribute filters and string formatting.
 * - JavaScript-only escapes (`__proto__`, `constructor`, `toString`, `then`, `length`, ...) that mean nothing in
 *   Python, on caller data (plain objects, arrays, strings), template data and engine objects; keys with those
 *   names in the data; keyword arguments with those names.
 * - Mutation attempts on the caller's data, `{% set x.y %}` on non-namespaces, assignments to `loop`.
 * - Sizes Jinja2 refuses itself (MAX_RANGE, format precision) and large-but-allowed ones. Probes that would hit
 *   only our own limits (output 10M chars, 1M loop iterations, recursion depth 500) belong in src/safety.test.ts.
 *
 * sandbox.test.ts also checks, outside the differential, that no probe changed the caller's context.
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Case } from "./differential.js";

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), "fixtures");

type Probe = [id: string, template: string, context?: Record<string, unknown>];

/** The caller's data every probe gets (JSON, as a chat template receives it). */
export const SANDBOX_CONTEXT: Record<string, unknown> = {
  s: "text",
  l: [1, "two", { k: "v" }],
  d: { a: 1, b: "x", nested: { c: [1, 2] } },
  users: [
    { name: "bob", age: 30 },
    { name: "al", age: 25 },
  ],
  messages: [
    { role: "user", content: "hi" },
    { role: "assistant", content: "hello" },
  ],
  n: 42,
  f: 1.5,
  t: true,
  z: null,
  empty: {},
};

/**
 * Values a template can reach: [label, setup statements, expression]. The label names the probe.
 * Setup may open a block that `close` ends (a loop, a macro body).
 */
interface Target {
  label: string;
  expr: string;
  before?: string;
  after?: string;
}

const MACRO = "{% macro m(a, b=1) %}{% endmacro %}";
const targets: Target[] = [
  { label: "str", expr: "s" },
  { label: "str-literal", expr: "'lit'" },
  { label: "list", expr: "l" },
  { label: "list-literal", expr: "[1, 2]" },
  { label: "tuple", expr: "(1, 2)" },
  { label: "dict", expr: "d" },
  { label: "dict-literal", expr: "{'a': 1}" },
  { label: "dict-nested", expr: "d.nested" },
  { label: "message", expr: "messages[0]" },
  { label: "int", expr: "n" },
  { label: "float", expr: "f" },
  { label: "bool", expr: "t" },
  { label: "none", expr: "z" },
  { label: "none-literal", expr: "none" },
  { label: "loop", before: "{% for i in [1, 2] %}", expr: "loop", after: "{% endfor %}" },
  { label: "loop-cycle", before: "{% for i in [1] %}", expr: "loop.cycle", after: "{% endfor %}" },
  { label: "namespace", before: "{% set ns = namespace(a=1) %}", expr: "ns" },
  { label: "namespace-class", expr: "namespace" },
  { label: "cycler", before: "{% set c = cycler('a', 'b') %}", expr: "c" },
  { label: "cycler-class", expr: "cycler" },
  { label: "joiner", before: "{% set j = joiner() %}", expr: "j" },
  { label: "joiner-class", expr: "joiner" },
  { label: "macro", before: MACRO, expr: "m" },
  {
    label: "caller",
    before: "{% macro w() %}",
    expr: "caller",
    after: "{% endmacro %}{% call w() %}body{% endcall %}",
  },
  { label: "varargs", before: "{% macro v() %}", expr: "varargs", after: "{% endmacro %}{{ v(1) }}" },
  { label: "kwargs", before: "{% macro k() %}", expr: "kwargs", after: "{% endmacro %}{{ k(x=1) }}" },
  { label: "range", expr: "range" },
  { label: "range-object", expr: "range(3)" },
  { label: "dict-call", expr: "dict(a=1)" },
  { label: "lipsum", expr: "lipsum" },
  { label: "raise_exception", expr: "raise_exception" },
  { label: "strftime_now", expr: "strftime_now" },
  { label: "self", expr: "self" },
  { label: "markup", expr: "(s | safe)" },
  { label: "escaped", expr: "(s | e)" },
  { label: "generator", expr: "(l | select)" },
  { label: "map-generator", expr: "(l | map('string'))" },
  { label: "dict-items", expr: "d.items()" },
  { label: "dict-keys", expr: "d.keys()" },
  { label: "group", expr: "(users | groupby('age') | first)" },
  { label: "str-method", expr: "s.upper" },
  { label: "dict-method", expr: "d.items" },
  { label: "cycler-method", before: "{% set c = cycler(1) %}", expr: "c.next" },
];

const wrap = (t: Target, body: string) => `${t.before ?? ""}${body}${t.after ?? ""}`;

/**
 * Python's introspection paths (the classic server-side template injection chains start here), checked one probe
 * per target.
 */
const MAIN_PYTHON_NAMES = [
  "__class__",
  "__mro__",
  "__subclasses__",
  "__globals__",
  "__init__",
  "__dict__",
  "__builtins__",
  "__call__",
  "func_globals",
  "gi_frame",
  "mro",
  "_x",
];

/** More Python names, which share one probe per target. */
const MORE_PYTHON_NAMES = [
  "__base__",
  "__bases__",
  "__code__",
  "__closure__",
  "__self__",
  "__func__",
  "__getattribute__",
  "__reduce_ex__",
  "__module__",
  "__name__",
  "__qualname__",
  "__doc__",
  "__len__",
  "__getitem__",
  "__setitem__",
  "__contains__",
  "__iter__",
  "__html__",
  "__wrapped__",
  "__defaults__",
  "__import__",
  "__loader__",
  "__spec__",
  "func_code",
  "gi_code",
  "cr_frame",
  "f_globals",
  "f_back",
  "tb_frame",
  "im_func",
  "_func",
  "_environment",
  "_iterator",
  "_context",
  "_TemplateReference__context",
  "_Namespace__attrs",
];

/** Names that mean something to JavaScript only. */
const JS_NAMES = [
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "valueOf",
  "hasOwnProperty",
  "isPrototypeOf",
  "propertyIsEnumerable",
  "toLocaleString",
  "__defineGetter__",
  "__defineSetter__",
  "__lookupGetter__",
  "__lookupSetter__",
  "then",
  "length",
  "size",
  "call",
  "apply",
  "bind",
  "arguments",
  "toJSON",
  "Symbol.iterator",
  "@@iterator",
  "Symbol(Symbol.iterator)",
  "entries",
  "forEach",
  "push",
  "at",
  "charAt",
  "concat",
  "slice",
  "includes",
  "has",
  "set",
  "delete",
  "name",
  "caller",
  "items",
  "value",
  "attrs",
  "position",
  "produce",
];

const MAIN_JS_NAMES = [
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "valueOf",
  "hasOwnProperty",
  "__defineGetter__",
  "then",
  "length",
  "toJSON",
];
const PRINTED_JS_NAMES = ["__proto__", "constructor", "prototype", "toString", "valueOf", "hasOwnProperty", "length"];

/** `name` as a Jinja attribute (`.name`) when it is an identifier, else nothing (item form only). */
const isIdentifier = (name: string) => /^[A-Za-z_][A-Za-z0-9_]*$/.test(name);
const quote = (name: string) => `'${name.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`;

/** The three lookups of `name` on `expr`, each tested with `is defined` (which never raises on a defined value). */
function definedForms(expr: string, name: string): string {
  const forms = [
    ...(isIdentifier(name) ? [`{{ ${expr}.${name} is defined }}`] : []),
    `{{ ${expr}[${quote(name)}] is defined }}`,
    `{{ ${expr} | attr(${quote(name)}) is defined }}`,
  ];
  return `[${forms.join("|")}]`;
}

/** One probe per target and name: `[T.N is defined|T['N'] is defined|T | attr('N') is defined]`. */
function definedProbes(names: string[]): Probe[] {
  return targets.flatMap((t) =>
    names.map((name): Probe => [`${t.label}.${name}`, wrap(t, definedForms(t.expr, name))]),
  );
}

/** One probe per target checking many names at once, as attributes (items when not identifiers). */
function definedManyProbes(names: string[]): Probe[] {
  const lookup = (expr: string, name: string) => `{{ ${attrForm(expr, name)} is defined }}`;
  return targets.map((t): Probe => [t.label, wrap(t, `[${names.map((name) => lookup(t.expr, name)).join("|")}]`)]);
}

/** One probe per target and lookup form printing every name (an unsafe or missing attribute prints empty). */
function printProbes(names: string[]): Probe[] {
  const forms: Array<[string, (expr: string, name: string) => string]> = [
    ["attr", attrForm],
    ["item", itemForm],
    ["attr-filter", filterForm],
  ];
  return targets.flatMap((t) =>
    forms.map(
      ([form, lookup]): Probe => [
        `${t.label}.${form}`,
        wrap(t, names.map((name) => `[{{ ${lookup(t.expr, name)} }}]`).join("")),
      ],
    ),
  );
}

const attrForm = (expr: string, name: string) => (isIdentifier(name) ? `${expr}.${name}` : `${expr}[${quote(name)}]`);
const itemForm = (expr: string, name: string) => `${expr}[${quote(name)}]`;
const filterForm = (expr: string, name: string) => `${expr} | attr(${quote(name)})`;

/** The undefined value: an attribute of it raises in Python unless the name is one of Undefined's own dunders. */
const undefinedProbes: Probe[] = [...MAIN_PYTHON_NAMES, ...PRINTED_JS_NAMES].flatMap((name): Probe[] => [
  [`attr.${name}`, `[{{ ${attrForm("nothing", name)} }}]`],
  [`item.${name}`, `[{{ nothing[${quote(name)}] }}]`],
  [`attr-filter.${name}`, `[{{ nothing | attr(${quote(name)}) }}]`],
  [`missing-key.${name}`, `[{{ ${attrForm("d.missing", name)} }}]`],
]);

/** Well-known injection chains (each should end in an undefined or a SecurityError on both sides). */
const chains: Probe[] = [
  ["mro-subclasses", "{{ ''.__class__.__mro__[1].__subclasses__() }}"],
  ["base-subclasses", "{{ [].__class__.__base__.__subclasses__() }}"],
  ["dict-class-bases", "{{ {}.__class__.__bases__[0].__subclasses__() }}"],
  ["ctx-str-class-mro", "{{ s.__class__.__mro__[-1].__subclasses__() | length }}"],
  ["cycler-init-globals-os", "{{ cycler.__init__.__globals__.os.popen('id').read() }}"],
  ["joiner-init-globals", "{{ joiner.__init__.__globals__ }}"],
  ["namespace-init-globals", "{{ namespace.__init__.__globals__['sys'] }}"],
  ["lipsum-globals-os", "{{ lipsum.__globals__['os'].popen('id').read() }}"],
  ["lipsum-globals-builtins", "{{ lipsum.__globals__.__builtins__.__import__('os') }}"],
  ["range-globals", "{{ range.__globals__ }}"],
  ["raise-exception-globals", "{{ raise_exception.__globals__['__builtins__']['eval']('1+1') }}"],
  ["strftime-globals", "{{ strftime_now.__globals__.datetime }}"],
  ["self-init-globals", "{{ self.__init__.__globals__.__builtins__.open('/etc/passwd').read() }}"],
  ["self-context", "{{ self._TemplateReference__context.environment }}"],
  ["self-context-item", "{{ self['_TemplateReference__context'] }}"],
  ["macro-func-globals", `${MACRO}{{ m._func.__globals__ }}`],
  ["macro-environment", `${MACRO}{{ m._environment.globals }}`],
  ["macro-environment-filters", `${MACRO}{{ m._environment.filters }}`],
  ["loop-iterator-frame", "{% for i in [1] %}{{ loop._iterator.gi_frame }}{% endfor %}"],
  ["generator-frame-globals", "{{ (l | select).gi_frame.f_globals }}"],
  ["generator-code", "{{ (l | map('string')).gi_code.co_consts }}"],
  ["getitem-chain", "{{ s['__class__']['__mro__'][1]['__subclasses__']() }}"],
  ["attr-filter-chain", "{{ s | attr('__class__') | attr('__mro__') }}"],
  ["attr-filter-chain-call", "{{ (s | attr('__class__') | attr('__base__') | attr('__subclasses__'))() }}"],
  ["attr-filter-escaped-name", "{{ s | attr('\\x5f\\x5fclass\\x5f\\x5f') }}"],
  ["item-escaped-name", "[{{ s['\\x5f\\x5fclass\\x5f\\x5f'] }}]"],
  ["attr-filter-joined-name", "{{ s | attr(['__', 'class', '__'] | join) }}"],
  ["attr-filter-format-name", "{{ s | attr('%sclass%s' % ('__', '__')) }}"],
  ["item-joined-name", "[{{ s[('_' * 2) ~ 'class' ~ ('_' * 2)] }}]"],
  ["request-application", "{{ request.application.__globals__ }}"],
  ["config-items", "{{ config.items() }}"],
  ["get-flashed-messages", "{{ get_flashed_messages.__globals__ }}"],
  ["url-for-globals", "{{ url_for.__globals__['current_app'] }}"],
  ["namespace-attrs", "{% set ns = namespace(a=1) %}[{{ ns._Namespace__attrs }}]"],
  ["namespace-class-dict", "{% set ns = namespace(a=1) %}[{{ ns.__class__.__dict__ }}]"],
  ["dict-mro", "[{{ dict.mro }}][{{ dict.mro() }}]"],
  ["dict-class-mro", "[{{ dict.__class__.mro }}]"],
  ["cycler-mro", "[{{ cycler.mro }}]"],
  ["int-class-subclasses", "{{ (1).__class__.__subclasses__() }}"],
  ["bool-class", "{{ true.__class__.__base__ }}"],
  ["none-class", "{{ none.__class__.__init__ }}"],
  ["markup-class", "{{ (s | safe).__class__.__mro__ }}"],
  ["markup-html", "[{{ (s | safe).__html__ }}][{{ (s | safe).__html_format__ }}]"],
  ["method-self", "[{{ s.upper.__self__ }}][{{ d.items.__self__ }}]"],
  ["method-func", "[{{ loop.cycle.__func__ }}]"],
  ["caller-func", "{% macro w() %}[{{ caller._func.__globals__ }}]{% endmacro %}{% call w() %}x{% endcall %}"],
  ["format-method-globals", "{{ s.format.__globals__ }}"],
  ["format-map-globals", "{{ s.format_map.__self__.__class__ }}"],
  ["tojson-globals", "{% set f = 'tojson' %}{{ (d | attr(f)) }}"],
  ["undefined-class-chain", "{{ nothing.__class__.__mro__ }}"],
  ["undefined-init", "{{ nothing.__init__.__globals__ }}"],
  ["call-dunder-directly", "{{ s.__len__() }}"],
  ["call-getattribute", "{{ s.__getattribute__('__class__') }}"],
  ["call-setattr", "{% set ns = namespace() %}{{ ns.__setattr__('a', 1) }}"],
  ["call-reduce", "{{ (1).__reduce_ex__(2) }}"],
  ["call-format", "{{ s.__format__('') }}"],
  ["call-dir", "{{ dir(s) }}"],
  ["call-getattr-builtin", "{{ getattr(s, '__class__') }}"],
  ["call-eval", "{{ eval('1+1') }}"],
  ["call-import", "{{ __import__('os') }}"],
  ["builtins-name", "[{{ __builtins__ }}][{{ __name__ }}][{{ __file__ }}]"],
  ["environment-name", "[{{ environment }}][{{ context }}][{{ env }}][{{ globals }}]"],
  ["self-blocks", "{% block b %}B{% endblock %}[{{ self.b.__globals__ }}][{{ self.__class__ }}]"],
  ["self-block-super", "{% block b %}B{% endblock %}[{{ self.b._context }}][{{ self.b._stack }}]"],
];

/** Dunders and introspection through the attribute-taking filters (each resolves through the sandbox). */
const viaFilters: Probe[] = [
  ["map-class", "{{ users | map(attribute='__class__') | list | length }}"],
  ["map-class-printed", "{{ users | map(attribute='__class__') | list }}"],
  ["map-dotted-mro", "{{ users | map(attribute='__class__.__mro__') | list }}"],
  ["map-default-class", "{{ users | map(attribute='__class__', default='D') | list }}"],
  ["map-init-globals", "{{ users | map(attribute='__init__.__globals__') | list }}"],
  ["map-attr-filter-class", "{{ users | map('attr', '__class__') | list }}"],
  ["map-str-class", "{{ ['a'] | map(attribute='__class__') | list }}"],
  ["map-index-class", "{{ [['a']] | map(attribute='0.__class__') | list }}"],
  ["map-func-globals", "{{ users | map(attribute='func_globals') | list }}"],
  ["sort-class", "{{ users | sort(attribute='__class__') | map(attribute='name') | join(',') }}"],
  ["sort-dotted", "{{ users | sort(attribute='name.__class__') | map(attribute='name') | join(',') }}"],
  ["sort-multi-dunder", "{{ users | sort(attribute='age,__dict__') | map(attribute='name') | join(',') }}"],
  ["groupby-class", "{% for g in users | groupby('__class__') %}[{{ g.grouper }}:{{ g.list | length }}]{% endfor %}"],
  ["groupby-class-default", "{% for g in users | groupby('__class__', default='D') %}[{{ g.grouper }}]{% endfor %}"],
  ["groupby-dotted", "{% for g in users | groupby('name.__class__') %}[{{ g.grouper }}]{% endfor %}"],
  ["selectattr-class", "{{ users | selectattr('__class__') | list | length }}"],
  ["selectattr-class-test", "{{ users | selectattr('__class__', 'defined') | list | length }}"],
  ["selectattr-mro-eq", "{{ users | selectattr('__class__.__mro__', 'eq', 1) | list | length }}"],
  ["rejectattr-class", "{{ users | rejectattr('__class__') | list | length }}"],
  ["rejectattr-globals", "{{ users | rejectattr('__init__.__globals__', 'none') | list | length }}"],
  ["sum-class", "{{ users | sum(attribute='__class__') }}"],
  ["sum-dunder-len", "{{ users | sum(attribute='__len__') }}"],
  ["join-class", "{{ users | join(',', attribute='__class__') }}"],
  ["join-dunder-name", "{{ users | join(',', attribute='name.__class__') }}"],
  ["unique-class", "{{ users | unique(attribute='__class__') | list | length }}"],
  ["min-class", "{{ users | min(attribute='__class__') }}"],
  ["max-dunder", "{{ users | max(attribute='__dict__') }}"],
  ["dictsort-class", "{{ d.nested | dictsort(by='__class__') }}"],
  ["attr-on-list-item", "[{{ users | first | attr('__class__') }}]"],
  ["attr-loop", "{% for i in [1] %}[{{ loop | attr('__class__') }}][{{ loop | attr('_iterator') }}]{% endfor %}"],
  ["attr-macro", `${MACRO}[{{ m | attr('_func') }}][{{ m | attr('__call__') }}]`],
  ["attr-dunder-is-callable", "{{ s | attr('__class__') is callable }}"],
  ["select-callable-dunder", "{{ [s.upper] | select('callable') | list | length }}"],
  ["map-upper-on-class", "{{ [s] | map(attribute='upper.__self__') | list }}"],
];

/** Introspection through str.format, format_map, % formatting and the format filter. */
const viaFormat: Probe[] = [
  ["format-class", "[{{ '{0.__class__}'.format(s) }}]"],
  ["format-class-mro", "[{{ '{0.__class__.__mro__}'.format(s) }}]"],
  ["format-item-mro", "[{{ '{0.__class__.__mro__[1]}'.format(s) }}]"],
  ["format-globals", "[{{ '{0.__globals__}'.format(raise_exception) }}]"],
  ["format-init-globals", "[{{ '{0.__init__.__globals__}'.format(cycler) }}]"],
  ["format-dict-class", "[{{ '{0.__class__}'.format(d) }}]"],
  ["format-auto-class", "[{{ '{.__class__}'.format(l) }}]"],
  ["format-kw-class", "[{{ '{x.__class__}'.format(x=n) }}]"],
  ["format-kw-dict-dunder", "[{{ '{x.__dict__}'.format(x=d) }}]"],
  ["format-item-dunder", "[{{ '{0[__class__]}'.format(d) }}]"],
  ["format-item-missing", "[{{ '{0[missing]}'.format(d) }}]"],
  ["format-attr-missing", "[{{ '{0.missing}'.format(d) }}]"],
  ["format-item-key", "[{{ '{0[a]}'.format(d) }}]"],
  ["format-loop-iterator", "{% for i in [1] %}[{{ '{0._iterator}'.format(loop) }}]{% endfor %}"],
  ["format-repr-class", "[{{ '{0.__class__!r}'.format(s) }}]"],
  ["format-spec-class", "[{{ '{0.__class__:>20}'.format(s) }}]"],
  ["format-nested-spec", "[{{ '{0:{1.__class__}}'.format(s, n) }}]"],
  ["format-map-class", "[{{ '{x.__class__}'.format_map({'x': s}) }}]"],
  ["format-map-ctx", "[{{ '{a}-{b}'.format_map(d) }}]"],
  ["format-map-globals", "[{{ '{r.__globals__}'.format_map({'r': raise_exception}) }}]"],
  ["format-markup-class", "[{{ ('{0.__class__}' | safe).format(s) }}]"],
  ["percent-class", "[{{ '%s' % s.__class__ }}]"],
  ["percent-dict-class", "[{{ '%(x)s' % {'x': s.__class__} }}]"],
  ["percent-mapping-dunder", "[{{ '%(__class__)s' % d }}]"],
  ["percent-repr-globals", "[{{ '%r' % lipsum.__globals__ }}]"],
  ["format-filter-class", "[{{ '%s' | format(s.__class__) }}]"],
  ["format-filter-kw-dunder", "[{{ '%(a)s' | format(a=s.__class__) }}]"],
  ["format-js-constructor", "[{{ '{0.constructor}'.format(d) }}]"],
  ["format-js-proto", "[{{ '{0.__proto__}'.format(d) }}]"],
  ["format-js-item-proto", "[{{ '{0[__proto__]}'.format(d) }}]"],
  ["format-js-length", "[{{ '{0.length}'.format(l) }}]"],
  ["format-js-string-constructor", "[{{ '{0.constructor.name}'.format(s) }}]"],
  ["format-map-js-proto", "[{{ '{__proto__}'.format_map(d) }}]"],
  ["format-map-js-toString", "[{{ '{toString}'.format_map(d) }}]"],
  ["format-kw-js-constructor", "[{{ '{constructor}'.format(a=1) }}]"],
  ["percent-js-proto", "[{{ '%(__proto__)s' % d }}]"],
  ["percent-js-constructor", "[{{ '%(constructor)s' % d }}]"],
  ["percent-js-toString", "[{{ '%(toString)s' % {'a': 1} }}]"],
];

/** Data whose own keys are JavaScript's special names: they are plain dict keys in Python. */
const JS_KEYS = JSON.parse(
  '{"__proto__": {"polluted": 1}, "constructor": "C", "prototype": "P", "toString": "T", "valueOf": 7,' +
    ' "hasOwnProperty": "H", "then": "then", "length": 3, "toJSON": "J", "__defineGetter__": "G"}',
) as Record<string, unknown>;
const jsKeyContext = {
  o: JS_KEYS,
  wrapped: { inner: JS_KEYS },
  rows: [JS_KEYS, { constructor: "D", length: 1, toString: "U" }],
  numeric: { "0": "zero", "1": "one", "10": "ten", b: "bee", "-1": "minus" },
};
const jsKeys: Probe[] = [
  ...Object.keys(JS_KEYS).flatMap((key): Probe[] => [
    [`attr.${key}`, `[{{ o.${key} }}]`, jsKeyContext],
    [`item.${key}`, `[{{ o['${key}'] }}]`, jsKeyContext],
    [`get.${key}`, `[{{ o.get('${key}') }}]`, jsKeyContext],
    [`in.${key}`, `[{{ '${key}' in o }}|{{ '${key}' in {} }}|{{ '${key}' in empty }}]`, jsKeyContext],
    [`filter-attr.${key}`, `[{{ o | attr('${key}') }}]`, jsKeyContext],
    [`nested.${key}`, `[{{ wrapped.inner.${key} }}]`, jsKeyContext],
    [`map.${key}`, `{{ rows | map(attribute='${key}') | list }}`, jsKeyContext],
  ]),
  ["print", "{{ o }}", jsKeyContext],
  ["tojson", "{{ o | tojson }}", jsKeyContext],
  ["tojson-sorted", "{{ o | tojson(sort_keys=true) }}", jsKeyContext],
  ["length", "{{ o | length }}|{{ o | count }}|{{ o.keys() | list | length }}", jsKeyContext],
  ["items", "{% for k, v in o.items() %}{{ k }}={{ v }};{% endfor %}", jsKeyContext],
  ["items-filter", "{{ o | items | list }}", jsKeyContext],
  ["dictsort", "{{ o | dictsort }}", jsKeyContext],
  ["dictsort-value", "{{ rows[1] | dictsort(by='value') }}", jsKeyContext],
  ["list", "{{ o | list }}", jsKeyContext],
  ["values", "{{ o.values() | list }}", jsKeyContext],
  ["iterate", "{% for k in o %}{{ k }},{% endfor %}", jsKeyContext],
  ["pprint", "{{ o | pprint }}", jsKeyContext],
  ["urlencode", "{{ o | urlencode }}", jsKeyContext],
  ["xmlattr", "{{ rows[1] | xmlattr }}", jsKeyContext],
  ["string", "{{ o | string }}|{{ o ~ '' }}", jsKeyContext],
  ["copy", "{{ o.copy() }}", jsKeyContext],
  ["dict-copy", "{{ dict(o) }}", jsKeyContext],
  ["dict-star-kwargs", "{{ dict(**o) }}", jsKeyContext],
  [
    "namespace-from",
    "{% set ns = namespace(o) %}[{{ ns.constructor }}][{{ ns.length }}][{{ ns.toString }}]",
    jsKeyContext,
  ],
  ["equality", "{{ o == o.copy() }}|{{ rows[1] == {'constructor': 'D', 'length': 1, 'toString': 'U'} }}", jsKeyContext],
  ["bool", "{{ 'Y' if o else 'N' }}|{{ 'Y' if empty else 'N' }}", jsKeyContext],
  ["sort-attr", "{{ rows | sort(attribute='constructor') | map(attribute='length') | list }}", jsKeyContext],
  ["sort-attr-length", "{{ rows | sort(attribute='length') | map(attribute='constructor') | list }}", jsKeyContext],
  ["groupby", "{% for g in rows | groupby('toString') %}[{{ g.grouper }}]{% endfor %}", jsKeyContext],
  ["selectattr", "{{ rows | selectattr('then') | list | length }}", jsKeyContext],
  ["selectattr-eq", "{{ rows | selectattr('length', 'eq', 1) | map(attribute='constructor') | list }}", jsKeyContext],
  ["sum-length", "{{ rows | sum(attribute='length') }}", jsKeyContext],
  ["join-attr", "{{ rows | join(',', attribute='constructor') }}", jsKeyContext],
  ["unique-attr", "{{ rows | unique(attribute='toString') | list | length }}", jsKeyContext],
  ["max-attr", "{{ (rows | max(attribute='length')).constructor }}", jsKeyContext],
  ["format-map", "{{ '{constructor}-{length}-{toString}'.format_map(o) }}", jsKeyContext],
  ["format-item", "{{ '{0[constructor]}-{0[__proto__]}'.format(o) }}", jsKeyContext],
  ["format-attr", "{{ '{0.constructor}-{0.length}'.format(o) }}", jsKeyContext],
  ["percent", "{{ '%(constructor)s %(length)d %(__proto__)s' % o }}", jsKeyContext],
  ["literal-dict", "{{ {'__proto__': 1, 'constructor': 2, 'length': 3} }}|{{ {'__proto__': 1}['__proto__'] }}"],
  ["literal-dict-tojson", "{{ {'__proto__': {'a': 1}, 'toJSON': 2} | tojson }}"],
  ["literal-dict-attr", "[{{ {'__proto__': 1}.__proto__ }}][{{ {'constructor': 1}.constructor }}]"],
  ["literal-dict-length", "{{ {'length': 5} | length }}|{{ {'size': 5} | length }}"],
  ["literal-dict-items", "{{ {'__proto__': 1, 'b': 2}.items() | list }}"],
  ["literal-dict-get", "[{{ {}.get('__proto__') }}][{{ {}.get('constructor', 'dflt') }}]"],
  ["dict-global-proto-key", "{{ dict({'__proto__': 1}) }}"],
  ["numeric-keys-order", "{{ numeric }}|{{ numeric | list }}", jsKeyContext],
  ["numeric-keys-tojson", "{{ numeric | tojson }}", jsKeyContext],
  ["numeric-keys-lookup", "[{{ numeric['0'] }}][{{ numeric[0] }}][{{ numeric.b }}][{{ numeric['-1'] }}]", jsKeyContext],
  ["numeric-keys-dictsort", "{{ numeric | dictsort }}", jsKeyContext],
  ["numeric-keys-items", "{% for k, v in numeric.items() %}{{ k }}:{{ v }},{% endfor %}", jsKeyContext],
  ["numeric-keys-literal", "{{ {'b': 1, '2': 2, '1': 3} }}|{{ {'b': 1, '2': 2, '1': 3} | list }}"],
  ["numeric-keys-int-literal", "{{ {2: 'a', 1: 'b', '1': 'c'} }}"],
];

/** Numeric strings as list and string indexes (JavaScript would accept them). */
const numericIndexes: Probe[] = [
  ["list-string-index", "[{{ l['0'] }}][{{ l['1'] }}]"],
  ["list-negative-string-index", "[{{ l['-1'] }}]"],
  ["list-dotted-index", "[{{ l.0 }}][{{ l.1 }}]"],
  ["list-float-index", "[{{ l[0.0] }}]"],
  ["list-bool-index", "[{{ l[true] }}][{{ l[false] }}]"],
  ["list-padded-string-index", "[{{ l['01'] }}][{{ l[' 0'] }}][{{ l['1e0'] }}]"],
  ["list-length-item", "[{{ l['length'] }}][{{ l.length }}]"],
  ["string-string-index", "[{{ s['0'] }}][{{ s.0 }}]"],
  ["string-length", "[{{ s['length'] }}][{{ s.length }}]"],
  ["tuple-string-index", "[{{ (1, 2)['0'] }}]"],
  ["list-none-index", "[{{ l[none] }}]"],
  ["list-big-index", "[{{ l[2 ** 53] }}][{{ l[-(2 ** 53)] }}]"],
  ["list-string-index-error", "{{ l['0'].x }}"],
  ["map-numeric-attribute", "{{ messages | map(attribute='0') | list }}"],
  ["map-index-path", "{{ [[1, 2], [3, 4]] | map(attribute='1') | list }}"],
  ["sort-index-path", "{{ [[2, 'b'], [1, 'a']] | sort(attribute='0') | list }}"],
  [
    "groupby-index-path",
    "{% for g in [[1, 'a'], [1, 'b']] | groupby('0') %}[{{ g.grouper }}:{{ g.list | length }}]{% endfor %}",
  ],
  ["dict-int-vs-string-key", "[{{ {'1': 'str'}[1] }}][{{ {1: 'int'}['1'] }}]"],
  ["dict-bool-key", "[{{ {1: 'one'}[true] }}][{{ {true: 'T'}[1] }}]"],
  ["dict-float-key", "[{{ {1: 'one'}[1.0] }}]"],
];

/** `T.toString()` and friends: not Python methods, so the call raises on both sides. */
const jsCalls: Probe[] = targets.flatMap((t) =>
  ["toString", "valueOf", "constructor"].map(
    (name): Probe => [`${t.label}.${name}`, wrap(t, `{{ ${t.expr}.${name}() }}`)],
  ),
);

const jsMisc: Probe[] = [
  ["constructor-constructor", "{{ d.constructor.constructor('return process')() }}"],
  ["constructor-constructor-item", "{{ d['constructor']['constructor']('return process')() }}"],
  ["string-constructor-constructor", "{{ s.constructor.constructor('return globalThis')() }}"],
  ["list-constructor-from", "{{ l.constructor.from('ab') }}"],
  ["proto-chain", "[{{ d.__proto__.__proto__ }}][{{ l.__proto__.constructor }}]"],
  ["attr-filter-constructor-chain", "{{ d | attr('constructor') | attr('constructor') }}"],
  ["map-constructor-name", "{{ users | map(attribute='constructor.name') | list }}"],
  ["map-proto", "{{ users | map(attribute='__proto__') | list }}"],
  ["map-length", "{{ [[1, 2], 'ab'] | map(attribute='length') | list }}"],
  ["map-length-default", "{{ [[1, 2], 'ab'] | map(attribute='length', default=0) | list }}"],
  ["sort-constructor", "{{ users | sort(attribute='constructor') | map(attribute='name') | list }}"],
  ["sort-length", "{{ ['ccc', 'a', 'bb'] | sort(attribute='length') | list }}"],
  ["groupby-length", "{% for g in ['a', 'bb', 'cc'] | groupby('length') %}[{{ g.grouper }}]{% endfor %}"],
  [
    "groupby-constructor",
    "{% for g in users | groupby('constructor') %}[{{ g.grouper }}:{{ g.list | length }}]{% endfor %}",
  ],
  ["selectattr-length", "{{ ['', 'a'] | selectattr('length') | list }}"],
  ["selectattr-constructor", "{{ users | selectattr('constructor') | list | length }}"],
  ["rejectattr-proto", "{{ users | rejectattr('__proto__') | list | length }}"],
  ["sum-length", "{{ ['ab', 'c'] | sum(attribute='length') }}"],
  ["join-length", "{{ ['ab', 'c'] | join(',', attribute='length') }}"],
  ["unique-constructor", "{{ users | unique(attribute='constructor') | list | length }}"],
  ["min-length", "{{ ['ab', 'c'] | min(attribute='length') }}"],
  ["dictsort-length", "{{ {'a': 'xx', 'b': 'y'} | dictsort(by='value') }}"],
  ["then-on-dict", "[{{ d.then }}][{{ d.then is defined }}]"],
  ["then-call", "{{ d.then() }}"],
  ["symbol-iterator", "[{{ l['Symbol.iterator'] }}][{{ l['Symbol(Symbol.iterator)'] }}][{{ l['@@iterator'] }}]"],
  ["symbol-to-primitive", "[{{ d['Symbol.toPrimitive'] }}][{{ d['@@toPrimitive'] }}]"],
  ["function-name-length", "[{{ range.name }}][{{ range.length }}][{{ lipsum.length }}][{{ raise_exception.name }}]"],
  ["function-call-apply", "[{{ range.call }}][{{ range.apply }}][{{ range.bind }}]"],
  ["function-call-apply-called", "{{ range.call(none, 3) }}"],
  ["function-prototype", "[{{ range.prototype }}][{{ cycler.prototype }}]"],
  ["macro-js-props", `${MACRO}[{{ m.length }}][{{ m.call }}][{{ m.constructor }}][{{ m.toString }}]`],
  ["loop-js-props", "{% for i in [1] %}[{{ loop.constructor }}][{{ loop.items }}][{{ loop.toString }}]{% endfor %}"],
  ["namespace-js-props", "{% set ns = namespace(a=1) %}[{{ ns.attrs }}][{{ ns.constructor }}][{{ ns.size }}]"],
  ["cycler-js-props", "{% set c = cycler(1, 2) %}[{{ c.position }}][{{ c.constructor }}][{{ c.length }}]"],
  ["joiner-js-props", "{% set j = joiner('/') %}[{{ j.name }}][{{ j.call }}][{{ j.length }}]"],
  ["markup-js-props", "[{{ (s | safe).value }}][{{ (s | safe).length }}][{{ (s | safe).constructor }}]"],
  ["generator-js-props", "[{{ (l | select).next }}][{{ (l | select).items }}][{{ (l | select).length }}]"],
  ["dict-view-js-props", "[{{ d.items().length }}][{{ d.keys().constructor }}][{{ d.values().size }}]"],
  ["map-dict-js-props", "[{{ {'a': 1}.size }}][{{ {'a': 1}.get is defined }}][{{ {'a': 1}.has }}]"],
  ["map-dict-js-call", "{{ {'a': 1}.has('a') }}"],
  ["number-js-methods", "[{{ n.toFixed }}][{{ f.toPrecision }}][{{ n.toString }}]"],
  ["number-js-call", "{{ n.toFixed(2) }}"],
  ["string-js-methods", "[{{ s.charAt }}][{{ s.at }}][{{ s.padStart }}][{{ s.localeCompare }}][{{ s.normalize }}]"],
  ["string-js-call", "{{ s.charAt(0) }}"],
  ["string-js-call-at", "{{ s.at(-1) }}"],
  ["list-js-methods", "[{{ l.push }}][{{ l.map }}][{{ l.filter }}][{{ l.reduce }}][{{ l.join }}][{{ l.flat }}]"],
  ["list-js-call", "{{ l.join(',') }}"],
  ["list-js-call-push", "{{ l.push(4) }}{{ l }}"],
  ["list-js-call-splice", "{{ l.splice(0) }}{{ l }}"],
  ["list-js-call-fill", "{{ l.fill(0) }}{{ l }}"],
  ["dict-js-object-methods", "[{{ d.keys is defined }}][{{ d.assign }}][{{ d.defineProperty }}][{{ d.freeze }}]"],
  [
    "generator-internal-fields",
    "[{{ (l | select).items }}][{{ (l | select).position }}][{{ (l | select).produce is defined }}]",
  ],
  ["generator-internal-call", "{{ (l | select).produce() }}"],
  ["generator-internal-after-use", "{% set g = l | select %}{{ g | list }}[{{ g.items }}][{{ g.position }}]"],
  ["generator-internal-item", "[{{ (l | reject)['items'] }}][{{ (l | map('string')) | attr('position') }}]"],
  ["generator-internal-map", "{{ [l | select] | map(attribute='items') | list }}"],
  ["tuple-copy", "{{ (1, 2).copy() }}"],
  ["tuple-methods", "{{ (1, 2).index(2) }}|{{ (1, 2, 2).count(2) }}"],
  ["partition-copy", "{{ 'a-b'.partition('-').copy() }}"],
  ["varargs-copy", "{% macro v() %}{{ varargs.copy() }}{% endmacro %}{{ v(1) }}"],
  ["group-copy", "{{ (users | groupby('age') | first).copy() }}"],
  ["dict-view-copy", "{{ d.items().copy() }}"],
  ["dict-view-index", "{{ d.keys().index('a') }}"],
  ["dict-view-count", "{{ d.values().count(1) }}"],
  ["range-copy", "{{ range(3).copy() }}"],
  ["dict-global-subscript", "[{{ dict['x'] }}][{{ dict.gi_frame }}][{{ dict.anything }}]"],
  [
    "dict-global-dunder",
    "[{{ dict.__class__ }}][{{ dict.__globals__ }}][{{ dict | attr('x') }}][{{ dict | attr('__class__') }}]",
  ],
  ["dict-global-js-names", "[{{ dict.constructor }}][{{ dict['__proto__'] }}]"],
  ["tojson-of-function", "{{ range | tojson }}"],
  ["tojson-of-macro", `${MACRO}{{ m | tojson }}`],
  ["tojson-of-namespace", "{{ namespace(a=1) | tojson }}"],
  ["tojson-of-undefined-attr", "{{ d.missing | tojson }}"],
  ["string-of-functions", "{{ lipsum | string | length > 0 }}"],
];

/** Keyword arguments named like JavaScript internals: ordinary names in Python. */
const jsKwargs: Probe[] = [
  ["dict-proto", "{{ dict(__proto__=1) }}"],
  ["dict-proto-dict", "[{{ dict(__proto__={'x': 1}).x }}]|{{ dict(__proto__={'x': 1}) | length }}"],
  ["dict-constructor", "{{ dict(constructor=1, toString=2, hasOwnProperty=3, valueOf=4) }}"],
  ["dict-star-kwargs-proto", "{{ dict(**{'__proto__': 1}) }}"],
  ["namespace-proto", "{% set ns = namespace(__proto__=1, constructor=2) %}[{{ ns.__proto__ }}][{{ ns.constructor }}]"],
  ["macro-kwargs-proto", "{% macro m() %}{{ kwargs }}{% endmacro %}{{ m(__proto__=1, constructor=2) }}"],
  ["macro-unknown-kwarg-proto", "{% macro m(a='dflt') %}{{ a }}{% endmacro %}{{ m(__proto__=d) }}"],
  [
    "macro-param-constructor",
    "{% macro m(constructor, toString='t') %}{{ constructor }}{{ toString }}{% endmacro %}{{ m(1) }}{{ m(constructor=2) }}",
  ],
  ["macro-param-proto", "{% macro m(__proto__) %}[{{ __proto__ }}]{% endmacro %}{{ m(1) }}{{ m(__proto__=2) }}"],
  [
    "caller-kwarg-proto",
    "{% macro m() %}{{ caller(__proto__=d) }}{% endmacro %}{% call(a='dflt') m() %}{{ a }}{% endcall %}",
  ],
  ["format-kwarg-proto", "{{ '{__proto__}|{constructor}'.format(__proto__=5, constructor=6) }}"],
  ["format-kwarg-proto-lookup", "{{ '{a}'.format(__proto__=d) }}"],
  ["split-kwarg-proto", "{{ 'a,b'.split(__proto__={'sep': ','}) }}"],
  ["filter-default-kwarg-proto", "{{ 'x' | default(__proto__=1) }}"],
  ["filter-map-kwarg-proto", "{{ users | map(attribute='missing', __proto__={'default': 'INJ'}) | list }}"],
  ["filter-sort-kwarg-proto", "{{ [2, 1] | sort(__proto__={'reverse': true}) }}"],
  ["filter-tojson-kwarg-proto", "{{ d | tojson(__proto__={'indent': 2}) }}"],
  ["filter-constructor-kwarg", "{{ [2, 1] | sort(constructor=1) }}"],
  ["global-range-kwarg-proto", "{{ range(3, __proto__=1) | list }}"],
  ["global-joiner-kwarg-proto", "{% set j = joiner(__proto__={'sep': 'INJ'}) %}{{ j() }}{{ j() }}"],
  ["global-lipsum-kwarg-proto", "{{ lipsum(__proto__={'n': 1}) | length > 0 }}"],
  ["loop-cycle-kwarg-proto", "{% for i in [1] %}{{ loop.cycle('a', __proto__=1) }}{% endfor %}"],
  ["test-kwarg-proto", "{{ 4 is divisibleby(__proto__=2) }}"],
  ["set-proto-variable", "{% set __proto__ = 5 %}{{ __proto__ }}|{% set constructor = 6 %}{{ constructor }}"],
  ["for-proto-variable", "{% for __proto__ in [1, 2] %}{{ __proto__ }}{% endfor %}"],
  ["with-proto-variable", "{% with __proto__ = 3, toString = 4 %}{{ __proto__ }}{{ toString }}{% endwith %}"],
  ["context-name-proto", "[{{ __proto__ }}][{{ constructor }}][{{ toString }}][{{ hasOwnProperty }}]"],
  ["context-name-proto-defined", "{{ __proto__ is defined }}|{{ constructor is defined }}|{{ valueOf is defined }}"],
];

/** Mutating methods and assignments aimed at the caller's data (the immutable sandbox refuses them). */
const mutation: Probe[] = [
  ...["append(9)", "pop()", "pop(0)", "clear()", "sort()", "reverse()", "insert(0, 9)", "extend([9])", "remove(1)"].map(
    (call): Probe => [`list.${call}`, `{{ l.${call} }}|{{ l }}`],
  ),
  ...["update({'z': 1})", "setdefault('z', 1)", "pop('a')", "popitem()", "clear()"].map(
    (call): Probe => [`dict.${call}`, `{{ d.${call} }}|{{ d }}`],
  ),
  ["list-setitem", "{{ l.__setitem__(0, 9) }}|{{ l }}"],
  ["list-delitem", "{{ l.__delitem__(0) }}|{{ l }}"],
  ["list-iadd", "{{ l.__iadd__([9]) }}|{{ l }}"],
  ["dict-setitem", "{{ d.__setitem__('z', 1) }}|{{ d }}"],
  ["dict-delitem", "{{ d.__delitem__('a') }}|{{ d }}"],
  ["nested-list-append", "{{ d.nested.c.append(3) }}|{{ d.nested }}"],
  ["message-update", "{{ messages[0].update({'role': 'system'}) }}|{{ messages[0] }}"],
  ["attr-filter-append", "{{ (l | attr('append'))(9) }}|{{ l }}"],
  ["attr-filter-update", "{{ (d | attr('update'))({'z': 1}) }}"],
  ["map-attribute-append", "{{ [l] | map(attribute='append') | list }}"],
  ["map-attribute-pop", "{{ users | map(attribute='pop') | list }}"],
  ["item-append", "{{ l['append'](9) }}"],
  ["item-pop", "{{ d['pop']('a') }}"],
  ["literal-list-append", "{% set x = [1] %}{{ x.append(2) }}|{{ x }}"],
  ["literal-dict-update", "{% set x = {} %}{{ x.update(a=1) }}|{{ x }}"],
  ["literal-dict-setdefault", "{{ {}.setdefault('a', []) }}"],
  ["literal-list-sort", "{{ [2, 1].sort() }}"],
  ["unbound-dict-update-literal", "{% set x = {} %}{{ dict.update(x, {'a': 1}) }}|{{ x }}"],
  ["unbound-dict-setdefault-literal", "{% set x = {} %}{{ dict.setdefault(x, 'a', 1) }}|{{ x }}"],
  ["unbound-dict-pop-literal", "{% set x = {'a': 1} %}{{ dict.pop(x, 'a') }}|{{ x }}"],
  ["unbound-dict-get", "{{ dict.get(d, 'a') }}"],
  ["unbound-dict-setitem", "{{ dict.__setitem__(d, 'a', 2) }}|{{ d.a }}"],
  ["dict-fromkeys", "{{ dict.fromkeys(['a', 'b']) }}"],
  ["dict-fromkeys-instance", "{{ {}.fromkeys(['a']) }}"],
  [
    "unbound-dict-popitem-clear-literal",
    "{% set x = {'a': 1, 'b': 2} %}{{ dict.popitem(x) }}|{{ dict.clear(x) }}|{{ x }}",
  ],
  ["unbound-dict-update-copy", "{% set y = d.copy() %}{{ dict.update(y, dict(a=2)) }}|{{ y }}|{{ d }}"],
  ["unbound-dict-update-kwargs", "{% macro m() %}{{ dict.update(kwargs, q=1) }}{{ kwargs }}{% endmacro %}{{ m(a=1) }}"],
  ["unbound-dict-on-list", "{{ dict.get(l, 0) }}"],
  ["unbound-dict-methods-print", "{{ dict.get }}|{{ dict.update }}"],
  ["cycler-unbound-next", "{% set c = cycler('a', 'b') %}{{ cycler.next(c) }}{{ c.current }}"],
  ["cycler-unbound-reset", "{% set c = cycler('a', 'b') %}{{ c.next() }}{{ cycler.reset(c) }}{{ c.current }}"],
  ["set-on-context-dict", "{% set d.a = 2 %}{{ d.a }}"],
  ["set-on-context-list", "{% set l.x = 2 %}{{ l }}"],
  ["set-shadow-context", "{% set d = {'a': 2} %}{{ d.a }}"],
  ["set-shadow-in-loop", "{% for i in [1] %}{% set l = [] %}{{ l }}{% endfor %}{{ l }}"],
  ["namespace-from-context-then-set", "{% set ns = namespace(d) %}{% set ns.a = 99 %}{{ ns.a }}|{{ d.a }}"],
  ["namespace-holding-context-list", "{% set ns = namespace(x=l) %}{% set ns.x = ns.x + [9] %}{{ ns.x }}|{{ l }}"],
  [
    "filters-do-not-mutate",
    "{{ l[:2] | reverse | list }}|{{ users | sort(attribute='age') | map(attribute='name') | list }}|{{ users | map(attribute='name') | list }}",
  ],
  [
    "sort-reverse-do-not-mutate",
    "{{ [3, 1, 2] | sort }}{% set x = [3, 1, 2] %}{{ x | sort(reverse=true) }}{{ x }}{{ x | reverse | list }}{{ x }}",
  ],
  ["dictsort-does-not-mutate", "{{ d.nested | dictsort }}|{{ d | dictsort(reverse=true) | first }}|{{ d | list }}"],
  ["batch-slice-do-not-mutate", "{{ l | batch(2, 'F') | list }}|{{ l | slice(2, 'F') | list }}|{{ l }}"],
  [
    "unique-groupby-do-not-mutate",
    "{{ messages | unique(attribute='role') | list | length }}|{{ messages | groupby('role') | list | length }}|{{ messages | length }}",
  ],
  ["macro-arg-mutation", "{% macro m(x) %}{{ x.append(1) }}{% endmacro %}{{ m(l) }}"],
  ["macro-arg-rebind", "{% macro m(x) %}{% set x = x + [1] %}{{ x }}{% endmacro %}{{ m(l) }}|{{ l }}"],
  ["loop-changed-holds-reference", "{% for i in [1, 2] %}{{ loop.changed(l) }}{% endfor %}|{{ l }}"],
  ["cycler-over-context", "{% set c = cycler(*l) %}{{ c.next() }}{{ c.next() }}|{{ l }}"],
  ["list-copy-append", "{{ l.copy().append(1) }}"],
  ["dict-copy-update", "{% set x = d.copy() %}{{ x.update({'z': 1}) }}"],
  ["string-methods-return-new", "{{ s.upper() }}|{{ s.replace('t', 'T') }}|{{ s }}"],
];

/** `{% set x.y = ... %}` where x is not a namespace, and assignments to `loop`. */
const assignments: Probe[] = [
  ["set-attr-dict-literal", "{% set x = {'a': 1} %}{% set x.a = 2 %}{{ x }}"],
  ["set-attr-list-literal", "{% set x = [] %}{% set x.a = 1 %}{{ x }}"],
  ["set-attr-string", "{% set x = 'a' %}{% set x.upper = 1 %}{{ x }}"],
  ["set-attr-int", "{% set x = 1 %}{% set x.real = 2 %}{{ x }}"],
  ["set-attr-none", "{% set x = none %}{% set x.a = 1 %}"],
  ["set-attr-undefined", "{% set nothing.a = 1 %}"],
  ["set-attr-loop", "{% for i in [1] %}{% set loop.index = 5 %}{{ loop.index }}{% endfor %}"],
  ["set-attr-cycler", "{% set c = cycler(1) %}{% set c.pos = 5 %}{{ c.current }}"],
  ["set-attr-macro", `${MACRO}{% set m.name = 'x' %}{{ m.name }}`],
  ["set-attr-range", "{% set r = range(3) %}{% set r.start = 1 %}{{ r | list }}"],
  ["set-attr-block", "{% set x = {} %}{% set x.a %}v{% endset %}{{ x }}"],
  ["set-attr-block-list", "{% set x = [] %}{% set x.a %}v{% endset %}{{ x }}"],
  ["set-attr-block-tuple-target", "{% set x = {} %}{% set x.a, y %}ab{% endset %}{{ x }}{{ y }}"],
  ["set-attr-in-loop", "{% for i in [1] %}{% set d.x = i %}{% endfor %}{{ d }}"],
  ["set-attr-in-macro", "{% macro m() %}{% set d.x = 1 %}{% endmacro %}{{ m() }}"],
  ["set-attr-untaken-branch", "{% if false %}{% set d.x = 1 %}{% endif %}ok"],
  [
    "set-attr-namespace-nested",
    "{% set ns = namespace(inner=namespace(a=1)) %}{% set ns.inner.a = 2 %}{{ ns.inner.a }}",
  ],
  ["set-attr-namespace-in-dict", "{% set x = {'ns': namespace(a=1)} %}{% set x.ns.a = 2 %}{{ x.ns.a }}"],
  ["set-attr-namespace-dunder", "{% set ns = namespace() %}{% set ns.__class__ = 1 %}[{{ ns.__class__ }}]"],
  ["set-attr-namespace-private", "{% set ns = namespace() %}{% set ns._x = 1 %}[{{ ns._x }}]"],
  ["set-attr-namespace-private-item", "{% set ns = namespace() %}{% set ns._x = 1 %}[{{ ns['_x'] }}]"],
  ["namespace-private-kwarg", "{% set ns = namespace(_y=2) %}[{{ ns._y }}]"],
  [
    "set-attr-namespace-proto",
    "{% set ns = namespace() %}{% set ns.__proto__ = {'polluted': 1} %}[{{ ns.polluted }}][{{ {}.polluted }}]",
  ],
  ["set-attr-namespace-constructor", "{% set ns = namespace() %}{% set ns.constructor = 1 %}[{{ ns.constructor }}]"],
  ["set-attr-namespace-items", "{% set ns = namespace() %}{% set ns.items = 1 %}[{{ ns.items }}][{{ ns['items'] }}]"],
  ["set-attr-tuple-target", "{% set ns = namespace() %}{% set ns.a, ns.b = 1, 2 %}{{ ns.a }}{{ ns.b }}"],
  ["set-subscript", "{% set l[0] = 1 %}"],
  ["set-loop-in-for", "{% for i in [1, 2] %}{% set loop = 5 %}{{ loop }}{% endfor %}"],
  ["for-target-loop", "{% for loop in [1, 2] %}{{ loop }}{% endfor %}"],
  ["for-tuple-target-loop", "{% for a, loop in [[1, 2]] %}{{ a }}{% endfor %}"],
  ["for-target-loop-else", "{% for loop in [] %}{% else %}e{% endfor %}"],
  ["set-loop-in-for-else", "{% for i in [] %}{% else %}{% set loop = 1 %}{% endfor %}"],
  ["set-loop-block-in-for", "{% for i in [1] %}{% set loop %}x{% endset %}{% endfor %}"],
  ["set-loop-untaken-branch", "{% for i in [1] %}{% if false %}{% set loop = 1 %}{% endif %}{{ i }}{% endfor %}"],
  ["set-loop-tuple-in-for", "{% for i in [1] %}{% set a, loop = 1, 2 %}{% endfor %}"],
  ["inner-for-target-loop", "{% for i in [1] %}{% for loop in [2] %}{% endfor %}{% endfor %}"],
  [
    "set-loop-in-macro-in-for",
    "{% for i in [1] %}{% macro m() %}{% set loop = 1 %}{{ loop }}{% endmacro %}{{ m() }}{% endfor %}",
  ],
  [
    "set-loop-in-call-in-for",
    "{% macro m() %}{{ caller() }}{% endmacro %}{% for i in [1] %}{% call m() %}{% set loop = 3 %}{{ loop }}{% endcall %}{% endfor %}",
  ],
  [
    "set-loop-in-filter-block-in-for",
    "{% for i in [1] %}{% filter upper %}{% set loop = 'x' %}{{ loop }}{% endfilter %}{% endfor %}",
  ],
  ["set-loop-in-recursive-for", "{% for i in [1] recursive %}{% set loop = 1 %}{% endfor %}"],
  ["set-loop-top-level", "{% set loop = 3 %}{{ loop }}"],
  ["set-loop-after-for", "{% for i in [1] %}{% endfor %}{% set loop = 2 %}{{ loop }}"],
  ["set-loop-in-macro", "{% macro m() %}{% set loop = 1 %}{{ loop }}{% endmacro %}{{ m() }}"],
  ["with-loop-in-for", "{% for i in [1] %}{% with loop = 2 %}{{ loop }}{% endwith %}{% endfor %}"],
  ["macro-param-loop-in-for", "{% for i in [1] %}{% macro m(loop) %}{{ loop }}{% endmacro %}{{ m(3) }}{% endfor %}"],
  [
    "call-param-loop-in-for",
    "{% macro m() %}{{ caller(4) }}{% endmacro %}{% for i in [1] %}{% call(loop) m() %}{{ loop }}{% endcall %}{% endfor %}",
  ],
  ["context-loop", "{{ loop }}|{% for i in [1] %}{{ loop.index }}{% endfor %}|{{ loop }}", { loop: "ctx" }],
  ["set-self", "{% set self = 1 %}{{ self }}"],
  ["set-range", "{% set range = 1 %}{{ range }}"],
  ["set-caller-in-macro", "{% macro m() %}{% set caller = 1 %}{{ caller }}{% endmacro %}{{ m() }}"],
  [
    "set-varargs-kwargs-in-macro",
    "{% macro m() %}{% set varargs = 1 %}{% set kwargs = 2 %}{{ varargs }}{{ kwargs }}{% endmacro %}{{ m() }}",
  ],
  ["set-true-none", "{% set true = 0 %}{% set none = 1 %}"],
  ["set-namespace-global", "{% set namespace = 1 %}{{ namespace }}"],
];

/** Sizes Jinja2 refuses by itself, and large sizes it allows (all under our own limits). */
const sizes: Probe[] = [
  ["range-max", "{{ range(100000) | length }}"],
  ["range-over-max", "{{ range(100001) | length }}"],
  ["range-huge", "{{ range(10 ** 6) | length }}"],
  ["range-step-at-max", "{{ range(0, 10 ** 9, 10 ** 4) | length }}"],
  ["range-step-over-max", "{{ range(0, 10 ** 6, 9) | length }}"],
  ["range-negative-step-at-max", "{{ range(10 ** 5, 0, -1) | length }}"],
  ["range-negative-span-over-max", "{{ range(-50000, 50001) | length }}"],
  ["range-empty-huge-bounds", "{{ range(10 ** 12, 0) | length }}"],
  ["range-unary-minus-power", "{{ range(-10 ** 18, 10 ** 18, 10 ** 13) | length }}"],
  ["range-over-max-in-loop", "{% for i in range(200000) %}{% endfor %}"],
  ["range-over-max-untaken", "{% if false %}{{ range(10 ** 6) }}{% endif %}ok"],
  ["range-sum", "{{ range(100000) | sum }}"],
  ["range-float", "{{ range(3.0) }}"],
  ["range-string", "{{ range('3') }}"],
  ["range-zero-step", "{{ range(1, 2, 0) }}"],
  ["range-many-args", "{{ range(1, 2, 3, 4) }}"],
  ["string-repeat-large", "{{ ('ab' * 100000) | length }}"],
  ["list-repeat-large", "{{ ([0] * 100000) | length }}|{{ ([1, 2] * 50000) | length }}"],
  ["string-repeat-negative", "[{{ 'x' * -5 }}][{{ [1] * -1 }}]"],
  ["string-repeat-float", "{{ 'ab' * 2.0 }}"],
  ["string-repeat-bool", "{{ 'ab' * true }}|{{ false * 'ab' }}"],
  ["percent-width-large", "{{ ('%100000s' % 'x') | length }}"],
  ["percent-star-width", "{{ '%*d' % (5, 1) }}|{{ '%-*d|' % (4, 1) }}|{{ '%.*f' % (2, 3.14159) }}"],
  ["percent-precision-large", "{{ ('%.1000f' % 1) | length }}"],
  ["percent-precision-too-big", "{{ '%.2147483648f' % 1 }}"],
  ["format-width-large", "{{ '{:>100000}'.format('x') | length }}"],
  ["format-precision-large", "{{ '{:.1000f}'.format(1.5) | length }}"],
  ["format-nested-width-too-big", "{{ '{:{}}'.format(1, 10 ** 20) }}"],
  [
    "center-large",
    "{{ ('x' | center(100000)) | length }}|{{ 'x'.ljust(100000) | length }}|{{ 'x'.zfill(100000) | length }}",
  ],
  ["indent-large", "{{ ('a\\nb' | indent(100000)) | length }}"],
  ["truncate-huge-length", "{{ 'abc' | truncate(10 ** 19) }}"],
  ["wordwrap-huge-width", "{{ 'a b c' | wordwrap(10 ** 6) }}"],
  ["batch-large", "{{ range(10) | batch(10 ** 6) | list | length }}"],
  ["slice-large", "{{ range(10) | slice(1000) | list | length }}"],
  ["int-huge-power", "{{ (2 ** 1000) | string | length }}"],
  ["int-huge-literal", "{{ 123456789012345678901234567890 }}"],
  ["filesizeformat-huge", "{{ (10 ** 30) | filesizeformat }}"],
  ["nested-loops-moderate", "{% for i in range(300) %}{% for j in range(300) %}{% endfor %}{% endfor %}done"],
  ["recursion-moderate", "{% macro r(n) %}{% if n %}{{ r(n - 1) }}{% else %}0{% endif %}{% endmacro %}{{ r(100) }}"],
  [
    "recursive-loop-moderate",
    "{% set ns = namespace(t=[]) %}{% for n in [[[[[[[[[[1]]]]]]]]]] recursive %}{% if n is iterable %}{{ loop(n) }}{% else %}{{ loop.depth }}{% endif %}{% endfor %}",
  ],
];

/** `open` and `close` around `inner`, `n` times. */
const nest = (n: number, open: string, inner: string, close: string): string =>
  open.repeat(n) + inner + close.repeat(n);

/**
 * Deep nesting, where Python refuses what Jinja2 generates: its recursive parser and code generator run out of stack
 * (RecursionError), its tokenizer refuses 100 levels of indentation (IndentationError) and 200 of parentheses, and its
 * compiler more than 20 nested loops (SyntaxError). The depths that depend on Python's stack are kept well away from
 * where it runs out; the others are at their exact limit.
 */
const nestingProbes: Probe[] = [
  ...[98, 99, 150, 300, 2000].map((n): Probe => [`if-${n}`, nest(n, "{% if t %}", "x", "{% endif %}")]),
  [
    "elif-chain-1000",
    `{% if n == 0 %}a${Array.from({ length: 1000 }, (_, i) => `{% elif n == ${i + 1} %}b`).join("")}{% endif %}`,
  ],
  ...[20, 21, 60, 99, 300].map((n): Probe => [`for-${n}`, nest(n, "{% for a in [0] %}", "x", "{% endfor %}")]),
  ...[20, 21, 97].map((n): Probe => [`for-filtered-${n}`, nest(n, "{% for a in [1] if a %}", "x", "{% endfor %}")]),
  ...[49, 50].map((n): Probe => [`for-recursive-${n}`, nest(n, "{% for a in [0] recursive %}", "x", "{% endfor %}")]),
  ["for-else-30", nest(30, "{% for a in [0] %}{% else %}", "x", "{% endfor %}")],
  [
    "for-recursive-then-20",
    `{% for a in [0] recursive %}${nest(20, "{% for a in [0] %}", "x", "{% endfor %}")}{% endfor %}`,
  ],
  [
    "for-macro-resets",
    nest(
      15,
      "{% for a in [0] %}",
      nest(1, "{% macro m() %}", nest(15, "{% for a in [0] %}", "", "{% endfor %}"), "{% endmacro %}"),
      "{% endfor %}",
    ),
  ],
  [
    "for-call-resets",
    nest(
      15,
      "{% for a in [0] %}",
      nest(1, "{% call k() %}", nest(15, "{% for a in [0] %}", "", "{% endfor %}"), "{% endcall %}"),
      "{% endfor %}",
    ),
  ],
  [
    "for-block-resets",
    nest(
      15,
      "{% for a in [0] %}",
      nest(1, "{% block b %}", nest(15, "{% for a in [0] %}", "", "{% endfor %}"), "{% endblock %}"),
      "{% endfor %}",
    ),
  ],
  ...[18, 19].map(
    (n): Probe => [`for-include-${n}`, nest(n, "{% for a in [0] %}", "{% include 'x' %}", "{% endfor %}")],
  ),
  ["for-break-21", nest(21, "{% for a in [0] %}", "{% break %}", "{% endfor %}")],
  ...[98, 99, 300].map((n): Probe => [`macro-${n}`, nest(n, "{% macro m() %}", "x", "{% endmacro %}")]),
  ...[97, 98].map((n): Probe => [`macro-parameter-${n}`, nest(n, "{% macro m(a) %}", "x", "{% endmacro %}")]),
  ...[98, 99, 150, 300].map((n): Probe => [`call-${n}`, nest(n, "{% call k() %}", "x", "{% endcall %}")]),
  ...[49, 50].map(
    (n): Probe => [`macro-if-${n}`, nest(n, "{% macro m() %}{% if t %}", "x", "{% endif %}{% endmacro %}")],
  ),
  ...[95, 96].map(
    (n): Probe => [`if-loop-filter-${n}`, nest(n, "{% if t %}", "{% for a in l if a %}{% endfor %}", "{% endif %}")],
  ),
  ...[96, 97].map((n): Probe => [`if-include-${n}`, nest(n, "{% if t %}", "{% include 'x' %}", "{% endif %}")]),
  [
    "if-namespace-set-98",
    `{% set ns = namespace(a=1) %}${nest(98, "{% if t %}", "{% set ns.a = 2 %}", "{% endif %}")}{{ ns.a }}`,
  ],
  ...[100, 300].map((n): Probe => [`with-${n}`, nest(n, "{% with a = 1 %}", "x", "{% endwith %}")]),
  ...[100, 300].map((n): Probe => [`set-block-${n}`, nest(n, "{% set a %}", "x", "{% endset %}")]),
  ...[100, 300].map((n): Probe => [`filter-block-${n}`, nest(n, "{% filter upper %}", "x", "{% endfilter %}")]),
  ...[50, 100, 1000].map((n): Probe => [`parentheses-${n}`, `{{ ${nest(n, "(", "1", ")")} }}`]),
  ...[50, 100].map((n): Probe => [`list-${n}`, `{{ ${nest(n, "[", "1", "]")} }}`]),
  ["dict-100", `{{ ${nest(100, "{'a': ", "1", "}")} }}`],
  ["call-arguments-100", `{{ ${nest(100, "z(", "1", ")")} }}`],
  ["tuple-100", `{{ ${nest(100, "(1, ", "1", ")")} }}`],
  ["parentheses-in-ifs", nest(150, "{% if t %}", `{{ ${nest(30, "(", "1", ")")} }}`, "{% endif %}")],
  ...[197, 198, 1000].map((n): Probe => [`attributes-${n}`, `{{ d${".a".repeat(n)} }}`]),
  ["filters-1000", `{{ s${"|lower".repeat(1000)} }}`],
  ...[100, 400].map((n): Probe => [`constant-filters-${n}`, `{{ 1${"|abs".repeat(n)} }}`]),
  ...[400, 600].map((n): Probe => [`constant-sums-${n}`, `{{ 1${" + 1".repeat(n)} }}`]),
  ...[1000].map((n): Probe => [`operators-${n}`, `{{ n${" - n".repeat(n)} }}`]),
  ...[1000].map((n): Probe => [`not-${n}`, `{{ ${"not ".repeat(n)}t }}`]),
  ...[198, 300].map((n): Probe => [`conditional-${n}`, `{{ ${"n if t else ".repeat(n)}n }}`]),
  ...[98, 99, 250].map((n): Probe => [`methods-${n}`, `{{ s${".upper()".repeat(n)} }}`]),
  ["constant-methods-250", `{{ 'a'${".upper()".repeat(250)} }}`],
  ["slices-100", `{{ s${"[0:9]".repeat(100)} }}`],
  ["set-attributes-199", `{% set q = d${".a".repeat(199)} %}`],
  ["concatenation-5000", `{{ s${" ~ s".repeat(5000)} | length }}`],
  ["comparisons-1000", `{{ n${" < 50".repeat(1000)} }}`],
];

/** A list nested `n` deep, built at render time, then `use` of it (`ns.l`, and `ns.m` as deep). */
const deepList = (n: number, use: string): string =>
  `{% set ns = namespace(l=[], m=[]) %}{% for i in range(${n}) %}{% set ns.l = [ns.l] %}{% set ns.m = [ns.m] %}{% endfor %}${use}`;

/**
 * Python's recursion limit at render time: about 198 nested macro calls (a call block's caller and macro count
 * too), recursive loop levels, containers nested about 990 deep printed, written as JSON, compared or ordered (330
 * for pprint and for namespaces printed), generators reading generators about 990 deep, less what the calls in
 * progress hold. Kept a few levels away from where it runs out.
 */
const runtimeRecursionProbes: Probe[] = [
  ...[190, 205, 600].map(
    (n): Probe => [
      `macro-recursion-${n}`,
      `{% macro f(k) %}{% if k < ${n} %}{{ f(k + 1) }}{% endif %}{% endmacro %}{{ f(0) }}.`,
    ],
  ),
  ...[60, 70].map(
    (n): Probe => [
      `caller-recursion-${n}`,
      `{% macro g() %}{{ caller() }}{% endmacro %}{% macro f(k) %}{% if k < ${n} %}{% call g() %}{{ f(k + 1) }}{% endcall %}{% endif %}{% endmacro %}{{ f(0) }}.`,
    ],
  ),
  ...[190, 205].map(
    (n): Probe => [
      `loop-recursion-${n}`,
      `{% for k in [${n}] recursive %}{% if k > 0 %}{{ loop([k - 1]) }}{% endif %}{% endfor %}.`,
    ],
  ),
  // A block's self-call (`self.b()`) holds six frames, a block rendered where it stands one.
  ...[158, 172].map(
    (n): Probe => [
      `block-self-recursion-${n}`,
      `{% set ns = namespace(d=0) %}{% block b %}{% set ns.d = ns.d + 1 %}{% if ns.d < ${n} %}{{ self.b() }}{% endif %}{% endblock %}.`,
    ],
  ),
  ...[118, 130].map(
    (n): Probe => [
      `block-self-recursion-through-block-and-loop-${n}`,
      `{% set ns = namespace(d=0) %}{% block b %}{% set ns.d = ns.d + 1 %}{% block c %}{% for i in [1] recursive %}{% if ns.d < ${n} %}{{ self.b() }}{% endif %}{% endfor %}{% endblock %}{% endblock %}.`,
    ],
  ),
  ...[85, 95].map(
    (n): Probe => [
      `block-self-recursion-through-macro-${n}`,
      `{% set ns = namespace(d=0) %}{% block b %}{% set ns.d = ns.d + 1 %}{% macro m() %}{{ self.b() }}{% endmacro %}{% if ns.d < ${n} %}{{ m() }}{% endif %}{% endblock %}.`,
    ],
  ),
  ["block-self-recursion-runaway", "{% block b %}x{{ self.b() }}{% endblock %}"],
  ...[985, 1000].map((n): Probe => [`printed-list-${n}`, deepList(n, "{{ ns.l | length }}{{ ns.l }}")]),
  ...[980, 995].map((n): Probe => [`tojson-${n}`, deepList(n, "{{ ns.l | tojson | length }}")]),
  ...[980, 995].map((n): Probe => [`tojson-indent-${n}`, deepList(n, "{{ ns.l | tojson(indent=1) | length }}")]),
  ...[320, 335].map((n): Probe => [`pprint-${n}`, deepList(n, "{{ ns.l | pprint | length }}")]),
  ...[985, 1000].map((n): Probe => [`equality-${n}`, deepList(n, "{{ ns.l == ns.m }}{{ ns.l in [ns.m] }}")]),
  ...[975, 1000].map(
    (n): Probe => [
      `generator-chain-${n}`,
      `{% set ns = namespace(g=['a'], h=[1]) %}{% for i in range(${n}) %}{% set ns.g = ns.g | map('upper') %}{% set ns.h = ns.h | select %}{% endfor %}{{ ns.g | list }}{{ ns.h | list }}`,
    ],
  ),
  ...[980, 1000].map(
    (n): Probe => [`ordering-${n}`, deepList(n, "{{ ns.l < ns.m }}{{ [ns.l, ns.m + [1]] | sort | length }}")],
  ),
  ...[320, 340].map(
    (n): Probe => [
      `namespace-chain-${n}`,
      `{% set ns = namespace(n=none) %}{% for i in range(${n}) %}{% set ns.n = namespace(n=ns.n) %}{% endfor %}{{ ns.n | string | length }}`,
    ],
  ),
  ...[950, 970].map(
    (n): Probe => [
      `tojson-in-macros-${n}`,
      deepList(
        n,
        "{% macro f(k) %}{% if k %}{{ f(k - 1) }}{% else %}{{ ns.l | tojson | length }}{% endif %}{% endmacro %}{{ f(5) }}",
      ),
    ],
  ),
];

/** The public attributes of Jinja2's global helpers and objects (not internals, but reachable). */
const helpers: Probe[] = [
  ["cycler-items-pos", "{% set c = cycler('a', 'b') %}[{{ c.items }}][{{ c.pos }}]"],
  [
    "cycler-current-next-reset",
    "{% set c = cycler('a', 'b') %}{{ c.current }}{{ c.next() }}{{ c.next() }}{{ c.next() }}{{ c.reset() }}{{ c.current }}",
  ],
  ["cycler-is-iterable", "{{ cycler(1) is iterable }}"],
  ["joiner-sep-used", "{% set j = joiner('/') %}[{{ j.sep }}][{{ j.used }}]{{ j() }}{{ j() }}[{{ j.used }}]"],
  ["namespace-print", "{{ namespace(a=1, b='x') }}"],
  ["namespace-items", "{% set ns = namespace(a=1) %}[{{ ns.items }}][{{ ns.a is defined }}][{{ ns.b is defined }}]"],
  ["namespace-length", "{{ namespace(a=1) | length }}"],
  ["namespace-iterate", "{% for k in namespace(a=1) %}{{ k }}{% endfor %}"],
  [
    "macro-public-attrs",
    `${MACRO}[{{ m.name }}][{{ m.arguments }}][{{ m.catch_kwargs }}][{{ m.catch_varargs }}][{{ m.caller }}]`,
  ],
  ["macro-explicit-caller", `${MACRO}[{{ m.explicit_caller }}]`],
  [
    "caller-public-attrs",
    "{% macro w() %}[{{ caller.name }}][{{ caller.arguments }}][{{ caller.catch_kwargs }}]{% endmacro %}{% call(a) w() %}{% endcall %}",
  ],
  ["caller-print", "{% macro w() %}{{ caller }}{% endmacro %}{% call w() %}{% endcall %}"],
  ["macro-print", `${MACRO}{{ m }}`],
  ["range-object-attrs", "[{{ range(3).start }}][{{ range(3).stop }}][{{ range(1, 9, 2).step }}]"],
  ["range-object-methods", "[{{ range(3).index(2) }}][{{ range(3).count(1) }}]"],
  ["range-object-print", "{{ range(3) }}|{{ range(1, 5, 2) }}|{{ range(3)[1:] }}|{{ range(5)[::2] }}"],
  ["range-object-index", "{{ range(3)[-1] }}|{{ range(10)[2] }}"],
  ["class-prints", "{{ dict }}|{{ namespace }}|{{ cycler }}|{{ joiner }}"],
  [
    "class-tests",
    "{{ dict is callable }}|{{ cycler('a') is callable }}|{{ joiner() is callable }}|{{ namespace() is callable }}",
  ],
  [
    "loop-public-attrs",
    "{% for i in 'ab' %}[{{ loop.index }}{{ loop.length }}{{ loop.depth }}{{ loop.first }}{{ loop.last }}{{ loop.revindex }}]{% endfor %}",
  ],
  ["loop-print", "{% for i in 'ab' %}{{ loop }}{% endfor %}"],
  ["loop-not-callable", "{% for i in [1] %}{{ loop([2]) }}{% endfor %}"],
  ["loop-in-macro", "{% macro m() %}[{{ loop is defined }}]{% endmacro %}{% for i in [1] %}{{ m() }}{% endfor %}"],
  ["generator-attrs", "[{{ (l | select).gi_running }}][{{ (l | select).gi_yieldfrom }}]"],
  ["generator-print-length", "{{ (l | select) | list | length }}|{{ (l | map('string') | list) }}"],
  ["dict-view-mapping", "{{ d.items().mapping }}"],
  ["dict-view-isdisjoint", "{{ d.keys().isdisjoint(['zz']) }}"],
  [
    "group-attrs",
    "{% set g = users | groupby('age') | first %}[{{ g.grouper }}][{{ g.list | length }}][{{ g[0] }}][{{ g.count(25) }}]",
  ],
  ["self-print", "{{ self }}"],
  ["self-missing-block", "[{{ self.nope }}]"],
  ["markup-methods", "{{ ('&lt;a&gt;' | safe).unescape() }}|{{ ('<b>x</b>' | safe).striptags() }}"],
  ["markup-escape-classmethod", "{{ (s | safe).escape('<') }}"],
  [
    "str-more-methods-defined",
    "{{ s.encode is defined }}|{{ s.translate is defined }}|{{ s.isprintable is defined }}|{{ s.maketrans is defined }}",
  ],
  ["str-isprintable", "{{ s.isprintable() }}|{{ 'a\\nb'.isprintable() }}"],
  ["str-encode", "{{ s.encode() }}"],
  [
    "number-attrs",
    "[{{ n.real }}][{{ n.imag }}][{{ f.is_integer() }}][{{ n.bit_length() }}][{{ n.numerator }}][{{ f.hex() }}]",
  ],
  ["number-as-integer-ratio", "{{ f.as_integer_ratio() }}"],
  ["lipsum-arg-errors", "{{ lipsum(1, false, 5, 6, 7) }}"],
  ["raise-exception-non-string", "{{ raise_exception(42) }}"],
  ["raise-exception-no-arg", "{{ raise_exception() }}"],
  ["raise-exception-markup", "{{ raise_exception(s | safe) }}"],
  ["strftime-now-arg-errors", "{{ strftime_now() }}"],
];

// ---------------------------------------------------------------------------------------------------------------
// Server-side template injection: the public Jinja2 payload families, each technique on its own and combined with
// every kind of receiver, plus the JavaScript-side tricks an attacker who knows this engine runs on JavaScript
// would try.

/** Python's `\xNN` escape of each character of `text` (or of the underscores only). */
const escapeChars = (text: string, format: (code: number) => string, only?: RegExp) =>
  [...text].map((ch) => (only && !only.test(ch) ? ch : format(ch.codePointAt(0)!))).join("");
const hex2 = (code: number) => `\\x${code.toString(16).padStart(2, "0")}`;
const splitHalf = (name: string): [string, string] => [
  name.slice(0, Math.ceil(name.length / 2)),
  name.slice(Math.ceil(name.length / 2)),
];
const runs = (name: string) => name.match(/_+|[^_]+/g) ?? [];
const codes = (name: string) => [...name].map((ch) => ch.codePointAt(0)).join(", ");
const list = (items: string[]) => `[${items.map(quote).join(", ")}]`;
/** `name`'s underscores each built by `underscore` (an expression), its other runs as literals, joined with `~`. */
const underscoresFrom = (name: string, underscore: string) =>
  name.includes("_")
    ? runs(name)
        .map((run) => (run[0] === "_" ? `(${underscore}) * ${run.length}` : quote(run)))
        .join(" ~ ")
    : null;
const leading = (name: string) => /^_*/.exec(name)![0].length;
const trailing = (name: string) => /_*$/.exec(name)![0].length;

/**
 * Ways to build an attribute name without writing it (filter bypasses): each gives the statements that set `n` to
 * `name`, or null when the technique cannot build that name.
 */
const NAME_TECHNIQUES: Array<[string, (name: string) => string | null]> = [
  ["hex-escapes", (name) => `{% set n = '${escapeChars(name, hex2)}' %}`],
  ["hex-underscores", (name) => `{% set n = '${escapeChars(name, hex2, /_/)}' %}`],
  ["hex-double-quoted", (name) => `{% set n = "${escapeChars(name, hex2, /[_a-e]/)}" %}`],
  ["unicode-escapes", (name) => `{% set n = '${escapeChars(name, (c) => `\\u${c.toString(16).padStart(4, "0")}`)}' %}`],
  [
    "long-unicode-escapes",
    (name) => `{% set n = '${escapeChars(name, (c) => `\\U${c.toString(16).padStart(8, "0")}`, /_/)}' %}`,
  ],
  ["octal-escapes", (name) => `{% set n = '${escapeChars(name, (c) => `\\${c.toString(8)}`, /[_p]/)}' %}`],
  [
    "repeat-concat",
    (name) => `{% set n = ${underscoresFrom(name, "'_'") ?? splitHalf(name).map(quote).join(" ~ ")} %}`,
  ],
  ["plus-concat", (name) => `{% set n = ${splitHalf(name).map(quote).join(" + ")} %}`],
  ["implicit-concat", (name) => `{% set n = ${splitHalf(name).map(quote).join(" ")} %}`],
  ["list-join", (name) => `{% set n = ${list([...name])} | join %}`],
  ["str-join-method", (name) => `{% set n = ''.join(${list(splitHalf(name))}) %}`],
  ["underscore-join-method", (name) => `{% set n = '_'.join(${list(name.split("_"))}) %}`],
  ["percent-c", (name) => `{% set n = '${"%c".repeat(name.length)}' % (${codes(name)}) %}`],
  ["format-filter-c", (name) => `{% set n = '${"%c".repeat(name.length)}' | format(${codes(name)}) %}`],
  ["format-method-c", (name) => `{% set n = '${"{:c}".repeat(name.length)}'.format(${codes(name)}) %}`],
  ["percent-s", (name) => `{% set n = '%s%s' % (${splitHalf(name).map(quote).join(", ")}) %}`],
  ["percent-mapping", (name) => `{% set n = '%(a)s%(b)s' % {'a': ${splitHalf(name).map(quote).join(", 'b': ")}} %}`],
  ["format-positional", (name) => `{% set n = '{}{}'.format(${splitHalf(name).map(quote).join(", ")}) %}`],
  ["format-keywords", (name) => `{% set n = '{x}{y}'.format(x=${splitHalf(name).map(quote).join(", y=")}) %}`],
  ["format-map", (name) => `{% set n = '{k}'.format_map({'k': ${quote(name)}}) %}`],
  [
    "format-fill",
    (name) => `{% set n = '{:_<${name.length}}'.format(${quote(name.slice(0, name.length - trailing(name)))}) %}`,
  ],
  ["reverse-filter", (name) => `{% set n = ${quote([...name].reverse().join(""))} | reverse %}`],
  ["reverse-slice", (name) => `{% set n = ${quote([...name].reverse().join(""))}[::-1] %}`],
  ["slice-out", (name) => `{% set n = ${quote(`x${name}y`)}[1:-1] %}`],
  ["step-slice", (name) => `{% set n = ${quote([...name].map((ch) => `${ch}.`).join(""))}[::2] %}`],
  ["lower-filter", (name) => `{% set n = ${quote(name.toUpperCase())} | lower %}`],
  ["lower-method", (name) => `{% set n = ${quote(name.toUpperCase())}.lower() %}`],
  ["swapcase", (name) => `{% set n = ${quote(name.toUpperCase())}.swapcase() %}`],
  ["title-lower", (name) => `{% set n = ${quote(name)} | title | lower %}`],
  ["replace-filter", (name) => `{% set n = ${quote([...name].join("X"))} | replace('X', '') %}`],
  ["replace-method", (name) => `{% set n = ${quote(name.replace(/_/g, "."))}.replace('.', '_') %}`],
  ["translate", (name) => `{% set n = ${quote(name.replace(/_/g, "."))}.translate({46: 95}) %}`],
  ["maketrans", (name) => `{% set n = ${quote(name.replace(/_/g, "-"))}.translate(''.maketrans('-', '_')) %}`],
  ["strip-chars", (name) => `{% set n = ${quote(`..${name}..`)}.strip('.') %}`],
  ["trim-filter", (name) => `{% set n = ${quote(`  ${name}\t`)} | trim %}`],
  ["trim-chars", (name) => `{% set n = ${quote(`xx${name}xx`)} | trim('x') %}`],
  ["removeprefix", (name) => `{% set n = ${quote(`pre${name}`)}.removeprefix('pre') %}`],
  ["ljust", (name) => `{% set n = ${quote(name.slice(0, name.length - trailing(name)))}.ljust(${name.length}, '_') %}`],
  ["rjust", (name) => `{% set n = ${quote(name.slice(leading(name)))}.rjust(${name.length}, '_') %}`],
  [
    "center",
    (name) =>
      leading(name) === trailing(name)
        ? `{% set n = ${quote(name.slice(leading(name), name.length - trailing(name)))}.center(${name.length}, '_') %}`
        : null,
  ],
  ["split-last", (name) => `{% set n = ${quote(`a b ${name}`)}.split() | last %}`],
  ["rsplit", (name) => `{% set n = ${quote(`a.${name}`)}.rsplit('.', 1)[1] %}`],
  ["partition", (name) => `{% set n = ${quote(`a:${name}`)}.partition(':')[2] %}`],
  ["splitlines", (name) => `{% set n = ${quote(`${name}\\nx`)}.splitlines() | first %}`],
  ["dict-keyword-first", (name) => `{% set n = dict(${name}=1) | first %}`],
  ["dict-keyword-list", (name) => `{% set n = (dict(${name}=1) | list)[0] %}`],
  ["dict-keywords-join", (name) => `{% set n = dict(${splitHalf(name).join("=1, ")}=2) | join %}`],
  ["dict-items-first", (name) => `{% set n = (dict(${name}=1).items() | first)[0] %}`],
  ["dict-literal-key", (name) => `{% set n = {${quote(name)}: 1} | list | first %}`],
  ["dictsort-key", (name) => `{% set n = ({${quote(name)}: 1} | dictsort | first)[0] %}`],
  ["kwargs-key", (name) => `{% macro mk() %}{{ kwargs | first }}{% endmacro %}{% set n = mk(${name}=1) %}`],
  ["varargs-item", (name) => `{% macro mk() %}{{ varargs[0] }}{% endmacro %}{% set n = mk(${quote(name)}) %}`],
  ["macro-output", (name) => `{% macro mk() %}${name}{% endmacro %}{% set n = mk() %}`],
  ["block-set", (name) => `{% set n %}${name}{% endset %}`],
  ["filter-block", (name) => `{% set n %}{% filter lower %}${name.toUpperCase()}{% endfilter %}{% endset %}`],
  ["block-set-filtered", (name) => `{% set n | replace('X', '') %}${[...name].join("X")}{% endset %}`],
  [
    "namespace-loop-concat",
    (name) =>
      `{% set ns = namespace(n='') %}{% for ch in ${list([...name])} %}{% set ns.n = ns.n ~ ch %}{% endfor %}{% set n = ns.n %}`,
  ],
  [
    "loop-target",
    (name) => `{% for n in [${quote(name)}] %}{% set ns = namespace(n=n) %}{% endfor %}{% set n = ns.n %}`,
  ],
  ["markup-safe", (name) => `{% set n = ${quote(name)} | safe %}`],
  ["markup-escaped", (name) => `{% set n = ${quote(name)} | e %}`],
  ["markup-join", (name) => `{% set n = (${quote("")} | safe).join(${list(splitHalf(name))}) %}`],
  ["string-filter-join", (name) => `{% set n = ${quote(name)} | list | join %}`],
  ["map-string-join", (name) => `{% set n = ${quote(name)} | map('string') | join %}`],
  ["batch-join", (name) => `{% set n = ${quote(name)} | batch(3) | map('join') | join %}`],
  [
    "join-attribute",
    (name) => `{% set n = [{'k': ${splitHalf(name).map(quote).join("}, {'k': ")}}] | join(attribute='k') %}`,
  ],
  ["groupby-grouper", (name) => `{% set n = ([{'k': ${quote(name)}}] | groupby('k') | first).grouper %}`],
  ["min-of-list", (name) => `{% set n = [${quote(name)}, '~~'] | min %}`],
  ["sort-first", (name) => `{% set n = ['~~', ${quote(name)}] | sort | first %}`],
  ["striptags", (name) => `{% set n = ${quote(`<b>${name}</b>`)} | striptags %}`],
  ["unescape", (name) => `{% set n = (${quote(name)} | e).unescape() %}`],
  ["strftime-now", (name) => `{% set n = strftime_now(${quote(name)}) %}`],
  ["tojson-unquoted", (name) => `{% set n = (${quote(name)} | tojson)[1:-1] %}`],
  ["pprint-unquoted", (name) => `{% set n = (${quote(name)} | pprint)[1:-1] %}`],
  ["list-string-unquoted", (name) => `{% set n = ([${quote(name)}] | string)[2:-2] %}`],
  ["encode-decode", (name) => `{% set n = ${quote(name)}.encode().decode() %}`],
  [
    "int-to-bytes",
    (name) =>
      name.includes("_") ? `{% set n = ${underscoresFrom(name, "(95).to_bytes(1, 'big').decode()")} %}` : null,
  ],
  [
    "lipsum-repr-char",
    (name) => (name.includes("_") ? `{% set n = ${underscoresFrom(name, "(lipsum | string)[18]")} %}` : null),
  ],
  [
    "range-repr-char",
    (name) => (name.includes("_") ? `{% set n = ${underscoresFrom(name, "(range | string)[14]")} %}` : null),
  ],
  [
    "select-repr-char",
    (name) => (name.includes("_") ? `{% set n = ${underscoresFrom(name, "(() | select | string)[24]")} %}` : null),
  ],
  [
    "map-repr-char",
    (name) => (name.includes("_") ? `{% set n = ${underscoresFrom(name, "([] | map('e') | string)[21]")} %}` : null),
  ],
  [
    "method-repr-char",
    (name) => (name.includes("_") ? `{% set n = ${underscoresFrom(name, "(s.upper | string)[5]")} %}` : null),
  ],
];

/** The names built: a dunder (refused), a str method (allowed), JavaScript's way out, a prototype. */
const BUILT_NAMES = ["__class__", "upper", "constructor", "__proto__"];

/** Each built name, printed, then looked up every way on strings, dicts, lists, functions and classes. */
const nameBuildingProbes: Probe[] = NAME_TECHNIQUES.flatMap(([technique, build]) =>
  BUILT_NAMES.flatMap((name): Probe[] => {
    const setup = build(name);
    if (setup === null) return [];
    const lookups = [
      "s | attr(n)",
      "s[n]",
      "d[n]",
      "l[n]",
      "lipsum | attr(n)",
      "cycler[n]",
      "[d] | map(attribute=n) | first",
      "users | map(attribute=n) | list | length",
    ].map((lookup) => `{{ ${lookup} is defined }}`);
    const format = name === "upper" ? "" : `[{{ ('{0.' ~ n ~ '}').format(d) }}][{{ ('{0[' ~ n ~ ']}').format(d) }}]`;
    return [[`${technique}.${name}`, `${setup}[{{ n }}][${lookups.join("|")}]${format}`]];
  }),
);

/** A built method name, called through every lookup form (the name works exactly like the literal). */
const nameCallProbes: Probe[] = NAME_TECHNIQUES.flatMap(([technique, build]): Probe[] => {
  const setup = build("upper");
  return setup === null
    ? []
    : [
        [
          `${technique}.call`,
          `${setup}{{ (s | attr(n))() }}|{{ s[n]() }}|{{ (['ab'] | map(attribute=n) | first)() }}|{{ ('{0.' ~ n ~ '}').format(s) is string }}`,
        ],
      ];
});

/** Every dunder name any Python value a template meets has (and a few it does not). */
const DUNDERS = [
  "__",
  "___",
  "____",
  "__abs__",
  "__abstractmethods__",
  "__add__",
  "__aiter__",
  "__all__",
  "__and__",
  "__anext__",
  "__annotations__",
  "__args__",
  "__await__",
  "__base__",
  "__bases__",
  "__basicsize__",
  "__bool__",
  "__builtins__",
  "__bytes__",
  "__cached__",
  "__call__",
  "__cause__",
  "__ceil__",
  "__class__",
  "__class_getitem__",
  "__closure__",
  "__code__",
  "__complex__",
  "__contains__",
  "__context__",
  "__defaults__",
  "__del__",
  "__delattr__",
  "__delete__",
  "__delitem__",
  "__dict__",
  "__dictoffset__",
  "__dir__",
  "__div__",
  "__divmod__",
  "__doc__",
  "__enter__",
  "__eq__",
  "__exit__",
  "__file__",
  "__flags__",
  "__float__",
  "__floor__",
  "__floordiv__",
  "__format__",
  "__fspath__",
  "__func__",
  "__ge__",
  "__get__",
  "__getattr__",
  "__getattribute__",
  "__getformat__",
  "__getitem__",
  "__getnewargs__",
  "__getstate__",
  "__globals__",
  "__gt__",
  "__hash__",
  "__html__",
  "__html_format__",
  "__iadd__",
  "__iand__",
  "__import__",
  "__imul__",
  "__index__",
  "__init__",
  "__init_subclass__",
  "__instancecheck__",
  "__int__",
  "__invert__",
  "__ior__",
  "__isabstractmethod__",
  "__isub__",
  "__itemsize__",
  "__iter__",
  "__ixor__",
  "__jinja_async__",
  "__kwdefaults__",
  "__le__",
  "__len__",
  "__length_hint__",
  "__loader__",
  "__lshift__",
  "__lt__",
  "__match_args__",
  "__missing__",
  "__mod__",
  "__module__",
  "__mro__",
  "__mro_entries__",
  "__mul__",
  "__name__",
  "__ne__",
  "__neg__",
  "__new__",
  "__next__",
  "__objclass__",
  "__or__",
  "__orig_bases__",
  "__origin__",
  "__package__",
  "__parameters__",
  "__path__",
  "__pos__",
  "__pow__",
  "__prepare__",
  "__qualname__",
  "__radd__",
  "__rand__",
  "__rdiv__",
  "__rdivmod__",
  "__reduce__",
  "__reduce_ex__",
  "__repr__",
  "__reversed__",
  "__rfloordiv__",
  "__rlshift__",
  "__rmod__",
  "__rmul__",
  "__ror__",
  "__round__",
  "__rpow__",
  "__rrshift__",
  "__rshift__",
  "__rsub__",
  "__rtruediv__",
  "__rxor__",
  "__self__",
  "__set__",
  "__set_name__",
  "__setattr__",
  "__setitem__",
  "__setstate__",
  "__sizeof__",
  "__slots__",
  "__spec__",
  "__str__",
  "__sub__",
  "__subclasscheck__",
  "__subclasses__",
  "__subclasshook__",
  "__suppress_context__",
  "__text_signature__",
  "__traceback__",
  "__truediv__",
  "__trunc__",
  "__type_params__",
  "__version__",
  "__weakref__",
  "__weakrefoffset__",
  "__wrapped__",
  "__x__",
  "__xor__",
  "_",
  "_x_",
  "__proto__",
];
const chunks = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/**
 * A dict from the data whose keys are every dunder name: `dk.name` reads the key unless Python's dict has that
 * attribute (then the sandbox refuses it and it prints empty); `dk[name]` always reads the key; `attr()` never does.
 */
const dunderKeyContext = { dk: Object.fromEntries(DUNDERS.map((name, i) => [name, `k${i}`])) };
const dunderSweepProbes: Probe[] = [
  ...chunks(DUNDERS, 20).flatMap((names, i): Probe[] => [
    [`data-dict-attr.${i}`, names.map((name) => `[{{ dk.${name} }}]`).join(""), dunderKeyContext],
    [`data-dict-item.${i}`, names.map((name) => `[{{ dk[${quote(name)}] }}]`).join(""), dunderKeyContext],
    [`data-dict-attr-filter.${i}`, names.map((name) => `[{{ dk | attr(${quote(name)}) }}]`).join(""), dunderKeyContext],
    [
      `data-dict-map.${i}`,
      `{{ [dk] | map(attribute=${quote(names[0])}) | list }}${names.map((name) => `[{{ ([dk] | map(attribute=${quote(name)}) | first) }}]`).join("")}`,
      dunderKeyContext,
    ],
    [`dict-class.${i}`, names.map((name) => `[{{ dict.${name} }}]`).join("")],
    [
      `dict-literal.${i}`,
      `{% set x = dict(dk) %}${names.map((name) => `[{{ x.${name} }}]`).join("")}`,
      dunderKeyContext,
    ],
    [
      `namespace-from-data.${i}`,
      `{% set x = namespace(dk) %}${names.map((name) => `[{{ x.${name} }}]`).join("")}`,
      dunderKeyContext,
    ],
    [`format-field.${i}`, names.map((name) => `[{{ '{0.${name}}'.format(dk) }}]`).join(""), dunderKeyContext],
  ]),
  // An attribute of Undefined: Python refuses the names Undefined has, and raises for any other.
  ...DUNDERS.map((name): Probe => [`undefined.${name}`, `[{{ nothing.${name} }}]`]),
];

/** Classic sinks called on every kind of value (each must raise, never reach anything). */
const callChainProbes: Probe[] = targets.flatMap((t): Probe[] => [
  [`${t.label}.mro-call`, wrap(t, `{{ ${t.expr}.mro() }}`)],
  [`${t.label}.init-globals-builtins`, wrap(t, `{{ ${t.expr}.__init__.__globals__['__builtins__']['eval']('1') }}`)],
  [`${t.label}.getattribute-call`, wrap(t, `{{ (${t.expr} | attr('__getattribute__'))('__class__') }}`)],
  [`${t.label}.subclasses-by-items`, wrap(t, `{{ ${t.expr}['__class__']['__base__']['__subclasses__']() }}`)],
]);

/** str.format, format_map and %-formatting as attribute readers, and the sandbox escapes fixed in Jinja2's history. */
const formatEscapeProbes: Probe[] = [
  ["stored-format-called", "{% set f = '{0.__class__}'.format %}[{{ f(s) }}]"],
  ["stored-format-map-called", "{% set f = '{x.__class__}'.format_map %}[{{ f({'x': s}) }}]"],
  ["stored-format-in-namespace", "{% set ns = namespace(f='{0.__class__.__mro__}'.format) %}[{{ ns.f(s) }}]"],
  ["stored-format-in-dict", "{% set x = {'f': '{0.__init__.__globals__}'.format} %}[{{ x.f(cycler) }}]"],
  ["stored-format-in-list", "{% set x = ['{0.__class__}'.format] %}[{{ x[0](s) }}]"],
  ["stored-format-benign", "{% set f = '{0}-{1}'.format %}{{ f(1, 2) }}|{{ f('a', 'b') }}"],
  ["stored-format-map-benign", "{% set f = '{a}'.format_map %}{{ f(d) }}"],
  ["attr-filter-format", "[{{ ('{0.__class__}' | attr('format'))(s) }}]"],
  ["attr-filter-format-map", "[{{ ('{x.__class__}' | attr('format_map'))({'x': s}) }}]"],
  ["attr-filter-format-benign", "{{ ('{0}+{0}' | attr('format'))(n) }}"],
  ["item-format", "[{{ '{0.__class__}'['format'](s) }}]"],
  ["map-attribute-format", "[{{ (['{0.__class__}'] | map(attribute='format') | first)(s) }}]"],
  ["loop-cycle-returns-format", "{% for i in [1] %}[{{ loop.cycle('{0.__class__}'.format)(s) }}]{% endfor %}"],
  ["cycler-returns-format", "{% set c = cycler('{0.__class__}'.format) %}[{{ c.next()(s) }}]"],
  ["joiner-returns-format", "{% set j = joiner('{0.__class__}'.format) %}{{ j() }}[{{ j()(s) }}]"],
  ["caller-is-format", "{% macro m() %}[{{ caller(s) }}]{% endmacro %}{{ m(caller='{0.__class__}'.format) }}"],
  ["macro-default-format", "{% macro m(f='{0.__class__}'.format) %}[{{ f(s) }}]{% endmacro %}{{ m() }}"],
  ["macro-argument-format", "{% macro m(f) %}[{{ f(s) }}]{% endmacro %}{{ m('{0.__globals__}'.format) }}"],
  ["with-format", "{% with f = '{0.__class__}'.format %}[{{ f(s) }}]{% endwith %}"],
  ["markup-format-stored", "{% set f = ('{0.__class__}' | safe).format %}[{{ f(s) }}]"],
  ["markup-format-escapes", "{{ ('<{0}>' | safe).format('<b>') }}|{{ ('{0}' | safe).format(s | safe) }}"],
  ["markup-format-map-escapes", "{{ ('<{a}>' | safe).format_map({'a': '&'}) }}"],
  ["format-via-dict-method", "[{{ dict.get({'f': '{0.__class__}'.format}, 'f')(s) }}]"],
  ["format-chain-attr-item", "[{{ '{0.__class__[0]}'.format(s) }}][{{ '{0[0].__class__}'.format(l) }}]"],
  ["format-getitem-int-key", "[{{ '{0[0]}'.format(d) }}][{{ '{0[1]}'.format('abc') }}][{{ '{0[-1]}'.format(l) }}]"],
  ["format-attr-digit", "[{{ '{0.0}'.format(l) }}]"],
  ["format-attr-on-list-item", "[{{ '{0[2].k}'.format(l) }}][{{ '{0[2][k]}'.format(l) }}]"],
  ["format-loop-attrs", "{% for i in 'ab' %}[{{ '{0.index}/{0.length}/{0.first}'.format(loop) }}]{% endfor %}"],
  [
    "format-loop-private",
    "{% for i in 'a' %}[{{ '{0._after}'.format(loop) }}][{{ '{0._iterable}'.format(loop) }}]{% endfor %}",
  ],
  [
    "format-namespace-attrs",
    "{% set ns = namespace(a=1) %}[{{ '{0.a}'.format(ns) }}][{{ '{0._Namespace__attrs}'.format(ns) }}]",
  ],
  [
    "format-macro-attrs",
    "{% macro m(x) %}{% endmacro %}[{{ '{0.name}|{0.arguments}'.format(m) }}][{{ '{0._func}'.format(m) }}]",
  ],
  ["format-cycler-attrs", "{% set c = cycler('a', 'b') %}[{{ '{0.current}|{0.items}|{0.pos}'.format(c) }}]"],
  ["format-range-attrs", "[{{ '{0.start}|{0.stop}|{0.step}'.format(range(1, 9, 2)) }}]"],
  ["format-number-attrs", "[{{ '{0.real}|{0.imag}|{0.numerator}'.format(n) }}][{{ '{0.real}'.format(f) }}]"],
  ["format-self-private", "[{{ '{0._TemplateReference__context}'.format(self) }}]"],
  ["format-nested-three-levels", "{{ '{0:{1:{2}}}'.format(1, 2, 3) }}"],
  ["format-nested-two-levels", "[{{ '{0:{1}}'.format('x', '>4') }}][{{ '{0:{1}{2}}'.format(5, '0', '3') }}]"],
  ["format-conversion-a", "{{ '{0!a}|{0!r}|{0!s}'.format('é') }}"],
  ["format-conversion-unknown", "{{ '{0!x}'.format(1) }}"],
  ["format-field-space", "{{ '{0 .x}'.format(d) }}"],
  ["format-empty-attr", "{{ '{0.}'.format(d) }}"],
  ["format-unclosed-item", "{{ '{0[a}'.format(d) }}"],
  ["format-auto-then-manual", "{{ '{}{0}'.format(1) }}"],
  ["format-braces-escaped", "{{ '{{0.__class__}}'.format(s) }}|{{ '{{}}'.format() }}"],
  ["format-kwargs-unpacked", "[{{ '{a}{b}'.format(**d) }}]"],
  ["format-args-unpacked", "[{{ '{0}{1}'.format(*l) }}]"],
  ["format-map-undefined-key", "[{{ '{missing}'.format_map(d) }}]"],
  ["format-map-not-mapping", "{{ '{0}'.format_map(l) }}"],
  ["format-map-two-arguments", "{{ '{a}'.format_map(d, d) }}"],
  ["percent-mapping-from-data", "{{ '%(a)s|%(b)r|%(nested)s' % d }}"],
  ["percent-mapping-attribute-syntax", "[{{ '%(a.__class__)s' % d }}]"],
  ["percent-r-of-objects", "{{ '%r|%r|%r' % (s | safe, (1,), none) }}"],
  ["percent-a", "{{ '%a' % 'é' }}"],
  ["format-filter-mapping", "{{ '%(a)s-%(b)s' | format(**d) }}"],
  ["format-filter-mixed", "{{ '%s' | format(1, a=2) }}"],
  ["format-filter-markup", "{{ ('<%s>' | safe) | format('<b>') }}"],
];

/** Python objects printed through `string`: Python's text up to the memory address is deterministic. */
const REPR_OBJECTS: Array<[string, string]> = [
  ["lipsum", "lipsum"],
  ["range", "range"],
  ["raise-exception", "raise_exception"],
  ["strftime-now", "strftime_now"],
  ["select", "l | select"],
  ["reject", "() | reject"],
  ["selectattr", "users | selectattr('age')"],
  ["rejectattr", "users | rejectattr('age')"],
  ["map", "l | map('string')"],
  ["map-attribute", "users | map(attribute='name')"],
  ["batch", "l | batch(2)"],
  ["slice", "l | slice(2)"],
  ["unique", "l | unique"],
  ["items", "d | items"],
  ["reverse-list", "l | reverse"],
  ["reverse-tuple", "(1, 2) | reverse"],
  ["reverse-range", "range(3) | reverse"],
  ["reverse-dict", "d | reverse"],
  ["reverse-dict-items", "d.items() | reverse"],
  ["reverse-dict-values", "d.values() | reverse"],
  ["cycler", "cycler(1)"],
  ["joiner", "joiner()"],
  ["str-method", "s.upper"],
  ["str-format", "s.format"],
  ["str-format-map", "s.format_map"],
  ["list-method", "l.index"],
  ["tuple-method", "(1, 2).count"],
  ["dict-method", "d.items"],
  ["range-method", "range(3).index"],
  ["int-method", "n.bit_length"],
  ["float-method", "f.hex"],
  ["bool-method", "t.bit_length"],
  ["int-class-method", "n.from_bytes"],
  ["dict-class-method", "dict.fromkeys"],
  ["view-method", "d.keys().isdisjoint"],
  ["group-method", "(users | groupby('age') | first).count"],
  ["bytes-method", "s.encode().decode"],
  ["markup-method", "(s | safe).upper"],
  ["markup-str-method", "(s | safe).isdigit"],
  ["markup-format", "(s | safe).format"],
  ["markup-classmethod", "(s | safe).escape"],
  ["cycler-method", "cycler(1).next"],
  ["cycler-class-method", "cycler.next"],
  ["joiner-class-call", "joiner.__call__"],
  ["loop-method", "loop.changed"],
  ["block-reference", "self.b"],
];
const reprProbes: Probe[] = REPR_OBJECTS.flatMap(([label, expr]): Probe[] => {
  const inLoop = expr.startsWith("loop") ? ["{% for i in [1] %}", "{% endfor %}"] : ["", ""];
  const block = expr.startsWith("self.b") ? "{% block b %}{% endblock %}" : "";
  const text = `(${expr}) | string`;
  return [
    [`${label}.before-address`, `${block}${inLoop[0]}[{{ (${text}).split(' at 0x')[0] }}]${inLoop[1]}`],
    [
      `${label}.chars`,
      `${block}${inLoop[0]}[{{ (${text})[:12] }}|{{ (${text})[-1] }}|{{ (${text}) is string }}]${inLoop[1]}`,
    ],
  ];
});
const reprMoreProbes: Probe[] = [
  ["underscore-from-lipsum", "{% set u = (lipsum | string)[18] %}[{{ u }}][{{ s | attr(u * 2 ~ 'class' ~ u * 2) }}]"],
  [
    "underscore-from-select",
    "{% set u = (() | select | string)[24] %}[{{ u }}][{{ (s | attr(u * 2 ~ 'class' ~ u * 2)) is defined }}]",
  ],
  ["underscore-list-pop", "{{ (lipsum | string | list).pop(18) }}"],
  ["repr-word-count", "{{ (lipsum | string).split() | length }}|{{ (cycler(1) | string).split() | length }}"],
  ["repr-in-list", "{{ ([lipsum] | string)[:20] }}|{{ ({'f': range} | string)[:15] }}"],
  ["repr-format", "{{ ('{0}'.format(lipsum))[:20] }}|{{ ('%s' % range)[:15] }}|{{ ('{0!r}'.format(joiner()))[:20] }}"],
  ["repr-length", "{{ lipsum | string | length }}|{{ range | string | length }}|{{ (l | select | string) | length }}"],
  ["repr-upper", "{{ (s.upper | string | upper)[:25] }}"],
  ["repr-equal-twice", "{{ (lipsum | string) == (lipsum | string) }}|{{ (range | string) == (lipsum | string) }}"],
  ["repr-tojson-error", "{{ lipsum | tojson }}"],
  ["repr-pprint", "{{ (lipsum | pprint)[:20] }}|{{ (cycler | pprint) }}"],
  ["repr-escape", "{{ (lipsum | e)[:20] }}"],
  ["repr-of-class-objects", "{{ dict | string }}|{{ cycler | string }}|{{ joiner | string }}|{{ namespace | string }}"],
];

/** Names every JavaScript object inherits: as filter and test names they must be unknown, as in Python. */
const OBJECT_PROTOTYPE_NAMES = [
  "constructor",
  "__proto__",
  "toString",
  "valueOf",
  "hasOwnProperty",
  "isPrototypeOf",
  "propertyIsEnumerable",
  "toLocaleString",
  "__defineGetter__",
  "__defineSetter__",
  "__lookupGetter__",
  "__lookupSetter__",
];
const registryNameProbes: Probe[] = OBJECT_PROTOTYPE_NAMES.flatMap((name): Probe[] => {
  const q = quote(name);
  return [
    [`map.${name}`, `{{ l | map(${q}) | list }}`],
    [`map-argument.${name}`, `{{ ['a'] | map(${q}, 'length') | list }}`],
    [`select.${name}`, `{{ l | select(${q}) | list }}`],
    [`reject.${name}`, `{{ l | reject(${q}) | list }}`],
    [`selectattr.${name}`, `{{ users | selectattr('name', ${q}) | list }}`],
    [`rejectattr.${name}`, `{{ users | rejectattr('age', ${q}, 1) | list }}`],
    [`is-filter-is-test.${name}`, `{{ ${q} is filter }}|{{ ${q} is test }}|{{ [${q}] | select('filter') | list }}`],
    [`filter-syntax.${name}`, `{{ s | ${name} }}`],
    [`test-syntax.${name}`, `{{ s is ${name} }}`],
    [`filter-untaken-if.${name}`, `{% if false %}{{ s | ${name} }}{% endif %}ok`],
    [`test-untaken-conditional.${name}`, `{{ (s is ${name}) if false else 'ok' }}`],
    [`filter-block.${name}`, `{% filter ${name} %}x{% endfilter %}`],
    [`global-call.${name}`, `{{ ${name}(1) }}`],
  ];
});

/** JavaScript's replacement patterns, regular expression syntax and surrogate pairs reaching string methods. */
const jsStringProbes: Probe[] = [
  [
    "replace-dollar-patterns",
    "{{ 'abc'.replace('b', '$&$&') }}|{{ 'abc'.replace('b', '$`') }}|{{ 'abc'.replace('b', \"$'\") }}|{{ 'abc'.replace('b', '$$') }}|{{ 'abc'.replace('b', '$1$<x>') }}",
  ],
  [
    "replace-filter-dollar-patterns",
    "{{ 'abc' | replace('b', '$&') }}|{{ 'abc' | replace('b', '$`$$') }}|{{ 'abc' | replace('b', \"$'\") }}",
  ],
  ["replace-markup-dollar", "{{ ('abc' | safe).replace('b', '$&<') }}|{{ ('abc' | safe) | replace('b', '$`') }}"],
  [
    "replace-regex-chars",
    "{{ 'a.b.c'.replace('.', '') }}|{{ 'a+b'.replace('+', '-') }}|{{ '(x)'.replace('(', '[') }}|{{ 'a*b' | replace('*', '') }}",
  ],
  ["replace-empty-old", "{{ 'abc'.replace('', '-') }}|{{ 'abc'.replace('', '-', 2) }}|{{ '' | replace('', 'x') }}"],
  [
    "replace-count-edge",
    "{{ 'aaa'.replace('a', 'b', 0) }}|{{ 'aaa'.replace('a', 'b', -1) }}|{{ 'aaa' | replace('a', 'b', 2) }}|{{ 'aaa'.replace('a', 'b', true) }}",
  ],
  [
    "strip-chars-regex-class",
    "{{ 'b'.strip('a-c') }}|{{ '-a-'.strip('a-c') }}|{{ 'x]'.rstrip(']') }}|{{ '^a^'.strip('^') }}|{{ '\\\\a\\\\'.strip('\\\\') }}",
  ],
  ["strip-chars-dot-star", "{{ 'abc'.strip('.*') }}|{{ '.*abc*.'.strip('.*') }}|{{ 'a|b'.lstrip('|a') }}"],
  ["trim-chars-regex", "{{ 'abc' | trim('a-c') }}|{{ '[x]' | trim('[]') }}|{{ '$x$' | trim('$') }}"],
  [
    "split-regex-chars",
    "{{ 'a.b.c'.split('.') }}|{{ 'a|b'.split('|') }}|{{ 'a.*b'.split('.*') }}|{{ 'a$b'.rsplit('$') }}",
  ],
  [
    "count-find-regex-chars",
    "{{ 'a.b.c'.count('.') }}|{{ 'a(b'.find('(') }}|{{ 'a[b'.index('[') }}|{{ 'a?b'.rfind('?') }}",
  ],
  ["partition-regex-chars", "{{ 'a*b*c'.partition('*') }}|{{ 'a^b'.rpartition('^') }}"],
  [
    "startswith-regex-chars",
    "{{ '.abc'.startswith('.') }}|{{ 'abc'.startswith('.') }}|{{ 'a+'.endswith('+') }}|{{ 'abc'.endswith(('x', 'c')) }}",
  ],
  ["join-dollar", "{{ ['a', 'b'] | join('$&') }}|{{ '$&'.join(['a', 'b']) }}"],
  ["format-dollar", "{{ '%s' | format('$&') }}|{{ '{}'.format('$`') }}|{{ '%s' % '$1' }}"],
  ["center-ljust-dollar", "{{ 'a'.center(5, '$') }}|{{ 'a'.ljust(3, '$') }}|{{ 'a' | center(5) }}"],
  ["indent-dollar", "{{ 'a\\nb' | indent('$&') }}|{{ 'a\\nb' | indent(2, true) }}"],
  [
    "truncate-end-dollar",
    "{{ 'hello world foo bar' | truncate(9, true, '$&') }}|{{ 'hello world foo bar' | truncate(9, false, '$`') }}",
  ],
  ["wordwrap-wrapstring-dollar", "{{ 'aaa bbb ccc' | wordwrap(4, wrapstring='$&') }}"],
  ["title-capitalize-regex", "{{ \"it's a b-c d.e\" | title }}|{{ 'aBC dEF' | capitalize }}"],
  ["urlize-dollar", "{{ 'see http://x.com/$&' | urlize }}|{{ 'http://x.com' | urlize(target='$&') }}"],
  ["striptags-dollar", "{{ '<b>$&</b> $1' | striptags }}"],
  ["escape-dollar", "{{ '$&<' | e }}|{{ ('$&' | safe) ~ '<' }}"],
  ["translate-dollar", "{{ 'abc'.translate({98: '$&'}) }}"],
  [
    "surrogate-pair-methods",
    "{{ '😀x😀'.replace('x', '$&') }}|{{ '😀a😀'.strip('😀') }}|{{ '😀ab' | reverse }}|{{ '😀ab'[1] }}",
  ],
  ["lone-surrogate-escape", "{{ '\\ud83d' | length }}|{{ ('\\ud83d' ~ '\\ude00') | length }}"],
  [
    "regexp-like-names",
    "[{{ s.match }}][{{ s.search }}][{{ s.replaceAll }}][{{ s.matchAll }}][{{ s.codePointAt }}][{{ s.raw }}]",
  ],
  ["regexp-like-calls", "{{ s.replaceAll('t', 'T') }}"],
];

/** Every builtin filter (but `random`) applied to a dict from the data whose keys are JavaScript's special names. */
const JS_KEYED_FILTERS = [
  "abs",
  "attr('constructor')",
  "batch(3) | list",
  "capitalize",
  "center(80)",
  "count",
  "default('D')",
  "dictsort",
  "dictsort(by='value') | length",
  "e",
  "escape",
  "filesizeformat",
  "first",
  "float",
  "forceescape",
  "format(1)",
  "groupby('length') | list",
  "indent",
  "int",
  "items | list",
  "join(',')",
  "last",
  "length",
  "list",
  "lower",
  "map('upper') | list",
  "map(attribute='length') | list",
  "max",
  "min",
  "pprint",
  "reject('defined') | list",
  "rejectattr('length') | list",
  "replace('o', '0')",
  "reverse | list",
  "round",
  "safe",
  "select('string') | list",
  "selectattr('length') | list",
  "slice(2) | list",
  "sort",
  "sort(attribute='length')",
  "string",
  "striptags",
  "sum",
  "title",
  "tojson",
  "trim",
  "truncate(20)",
  "unique | list",
  "upper",
  "urlencode",
  "urlize",
  "wordcount",
  "wordwrap(20)",
  "xmlattr",
];
const jsKeyedFilterProbes: Probe[] = JS_KEYED_FILTERS.flatMap((filter): Probe[] => [
  [`dict.${filter}`, `{{ o | ${filter} }}`, jsKeyContext],
  [`rows.${filter}`, `{{ rows | ${filter} }}`, jsKeyContext],
]);

/** Numeric string keys in the data: Python never finds them by int (JavaScript's property keys are strings). */
const numericKeyProbes: Probe[] = [
  ["translate", "{{ '\\n01'.translate(numeric) }}|{{ '\\x00\\x01\\n'.translate(numeric) | length }}", jsKeyContext],
  ["maketrans", "{{ 'a'.maketrans(numeric) }}", jsKeyContext],
  ["maketrans-single-char-keys", "{{ 'a'.maketrans({'0': 'x', 'b': none}) }}"],
  [
    "in-int",
    "{{ 0 in numeric }}|{{ 1 in numeric }}|{{ 10 in numeric }}|{{ '0' in numeric }}|{{ -1 in numeric }}",
    jsKeyContext,
  ],
  [
    "in-keys-view",
    "{{ 0 in numeric.keys() }}|{{ '1' in numeric.keys() }}|{{ ('0', 'zero') in numeric.items() }}",
    jsKeyContext,
  ],
  [
    "get-int",
    "[{{ numeric.get(0) }}][{{ numeric.get(1, 'dflt') }}][{{ numeric.get('10') }}][{{ numeric.get(1.0) }}][{{ numeric.get(true) }}]",
    jsKeyContext,
  ],
  ["format-item-int", "[{{ '{0[0]}|{0[1]}|{0[10]}|{0[b]}'.format(numeric) }}]", jsKeyContext],
  ["format-map-int", "[{{ '{0}'.format_map(numeric) }}]", jsKeyContext],
  ["percent-mapping-numeric", "{{ '%(0)s|%(10)s' % numeric }}", jsKeyContext],
  [
    "map-attribute-digit",
    "{{ [numeric] | map(attribute='0') | list }}|{{ [numeric] | map(attribute='b') | list }}",
    jsKeyContext,
  ],
  ["map-attribute-int", "{{ [numeric] | map(attribute=1) | list }}", jsKeyContext],
  ["sort-attribute-digit", "{{ [numeric, numeric] | sort(attribute='1') | length }}", jsKeyContext],
  ["groupby-digit", "{% for g in [numeric] | groupby('0') %}[{{ g.grouper }}]{% endfor %}", jsKeyContext],
  [
    "selectattr-digit",
    "{{ [numeric] | selectattr('1') | list | length }}|{{ [numeric] | selectattr('b') | list | length }}",
    jsKeyContext,
  ],
  ["sum-attribute-digit", "{{ [{'1': 2}, {'1': 3}] | sum(attribute='1') }}"],
  ["sum-attribute-digit-data", "{{ [numeric] | sum(attribute='0') }}", jsKeyContext],
  ["unique-attribute-digit", "{{ [numeric, numeric] | unique(attribute='0') | list | length }}", jsKeyContext],
  ["dict-from-numeric", "{{ dict(numeric) }}|{{ dict(numeric)[0] is defined }}|{{ dict(numeric)['0'] }}", jsKeyContext],
  ["namespace-from-numeric", "{% set ns = namespace(numeric) %}[{{ ns['0'] }}][{{ ns.b }}]", jsKeyContext],
  ["kwargs-numeric", "{{ dict(**numeric) }}", jsKeyContext],
  ["dictsort-numeric", "{{ numeric | dictsort(true) }}|{{ numeric | dictsort(by='value') }}", jsKeyContext],
  [
    "equality-numeric",
    "{{ numeric == {'0': 'zero', '1': 'one', '10': 'ten', 'b': 'bee', '-1': 'minus'} }}|{{ numeric == {0: 'zero'} }}",
    jsKeyContext,
  ],
  ["list-index-string", "[{{ l['0'] }}][{{ (l | list)['1'] }}][{{ 'abc'['1'] }}]"],
  [
    "numeric-literal-dict",
    "{{ {'0': 'a'}[0] is defined }}|{{ {0: 'a'}['0'] is defined }}|{{ {0: 'a'}.get('0', 'N') }}",
  ],
];

/** Prototype pollution and JavaScript names through set, with, for, macros and namespaces. */
const scopePollutionProbes: Probe[] = [
  ["set-proto-then-read", "{% set __proto__ = {'polluted': 1} %}[{{ polluted }}][{{ {}.polluted }}][{{ d.polluted }}]"],
  ["set-proto-to-data", "{% set __proto__ = d %}[{{ a }}][{{ nested }}][{{ b }}]"],
  ["set-proto-in-loop", "{% for i in [1] %}{% set __proto__ = d %}[{{ a }}]{% endfor %}[{{ a }}]"],
  ["for-proto-target", "{% for __proto__ in [d] %}[{{ a }}][{{ __proto__.a }}]{% endfor %}"],
  ["for-proto-unpack", "{% for __proto__, constructor in [[d, 1]] %}[{{ a }}][{{ constructor }}]{% endfor %}"],
  ["with-proto", "{% with __proto__ = d %}[{{ a }}][{{ b }}]{% endwith %}"],
  ["macro-param-proto-data", "{% macro m(__proto__) %}[{{ a }}][{{ __proto__.b }}]{% endmacro %}{{ m(d) }}"],
  ["macro-default-proto", "{% macro m(__proto__=d) %}[{{ a }}]{% endmacro %}{{ m() }}"],
  ["call-param-proto", "{% macro m() %}{{ caller(d) }}{% endmacro %}{% call(__proto__) m() %}[{{ a }}]{% endcall %}"],
  ["set-block-proto", "{% set __proto__ %}x{% endset %}[{{ __proto__ }}][{{ length }}]"],
  ["set-tuple-proto", "{% set __proto__, b = d, 2 %}[{{ a }}][{{ b }}]"],
  [
    "set-has-own-property",
    "{% set hasOwnProperty = 1 %}{% set toString = 2 %}[{{ s }}][{{ hasOwnProperty }}][{{ toString }}][{{ d.a }}]",
  ],
  ["set-value-of", "{% set valueOf = 1 %}{{ n + 1 }}|{{ n ~ '' }}|{{ valueOf }}"],
  [
    "set-constructor-then-call",
    "{% set constructor = lipsum %}{{ constructor(1, false) | length > 0 }}|{{ {}.constructor }}",
  ],
  [
    "namespace-proto-attr-then-read",
    "{% set ns = namespace() %}{% set ns.__proto__ = d %}[{{ ns.a }}][{{ ns.__proto__ }}]",
  ],
  ["namespace-kwargs-proto-data", "{% set ns = namespace(__proto__=d) %}[{{ ns.a }}][{{ ns.b }}]"],
  ["namespace-star-kwargs-proto", "{% set ns = namespace(**{'__proto__': d}) %}[{{ ns.a }}]"],
  [
    "dict-star-kwargs-proto-data",
    "{% set x = dict(**{'__proto__': d}) %}[{{ x.a }}][{{ x | length }}][{{ x['__proto__'] is mapping }}]",
  ],
  [
    "kwargs-proto-keys",
    "{% macro m() %}{{ kwargs | list }}|{{ kwargs.a }}|{{ kwargs['__proto__'] }}{% endmacro %}{{ m(**{'__proto__': d}) }}",
  ],
  ["kwargs-star-mixed", "{% macro m(a) %}{{ a }}|{{ kwargs }}{% endmacro %}{{ m(**{'a': 1, 'constructor': 2}) }}"],
  ["filter-star-kwargs-proto", "{{ [2, 1] | sort(**{'__proto__': {'reverse': true}}) }}"],
  ["filter-star-kwargs-reverse", "{{ [2, 1, 3] | sort(**{'reverse': true}) }}"],
  ["test-star-kwargs-proto", "{{ 4 is divisibleby(**{'__proto__': {'num': 3}}) }}"],
  ["method-star-kwargs-proto", "{{ 'a b'.split(**{'__proto__': {'maxsplit': 0}}) }}"],
  [
    "literal-dict-proto-then-attr",
    "{% set x = {'__proto__': d} %}[{{ x.a }}][{{ x.__proto__.a }}][{{ x['__proto__'].a }}]",
  ],
  ["dict-update-proto-literal", "{% set x = {} %}{{ dict.update(x, __proto__=d) }}[{{ x.a }}][{{ x | list }}]"],
  ["dict-update-proto-pairs", "{% set x = {} %}{{ dict.update(x, [['__proto__', d]]) }}[{{ x.a }}][{{ x | length }}]"],
  ["setdefault-proto-literal", "{% set x = {} %}{{ dict.setdefault(x, '__proto__', d) | length }}[{{ x.a }}]"],
  [
    "fromkeys-proto",
    "{{ dict.fromkeys(['__proto__', 'constructor'], 1) }}|{{ dict.fromkeys(['__proto__']).a is defined }}",
  ],
  [
    "copy-of-proto-data",
    "{% set x = o.copy() %}[{{ x.polluted }}][{{ x['__proto__'] }}][{{ x | length }}]",
    jsKeyContext,
  ],
  ["namespace-from-proto-data", "{% set ns = namespace(o) %}[{{ ns.polluted }}][{{ ns['__proto__'] }}]", jsKeyContext],
  ["dict-from-proto-data", "{% set x = dict(o) %}[{{ x.polluted }}][{{ x['__proto__'] }}][{{ x == o }}]", jsKeyContext],
  [
    "groupby-proto-grouper",
    "{% for g in [{'k': '__proto__'}, {'k': 'constructor'}, {'k': '__proto__'}] | groupby('k') %}[{{ g.grouper }}:{{ g.list | length }}]{% endfor %}",
  ],
  ["unique-proto-items", "{{ ['__proto__', 'constructor', 'toString', '__proto__', 'constructor'] | unique | list }}"],
  [
    "unique-proto-attribute",
    "{{ [{'k': 'constructor'}, {'k': 'constructor'}, {'k': 'hasOwnProperty'}] | unique(attribute='k') | list | length }}",
  ],
  [
    "dictsort-proto-keys",
    "{{ {'constructor': 2, '__proto__': 1, 'toString': 3} | dictsort }}|{{ {'constructor': 2, '__proto__': 1} | dictsort(by='value') }}",
  ],
  [
    "count-proto-items",
    "{{ ['__proto__', '__proto__'].count('__proto__') }}|{{ ('constructor',).index('constructor') }}",
  ],
  ["xmlattr-proto-keys", "{{ {'__proto__': 'a', 'constructor': 'b'} | xmlattr }}"],
  ["urlencode-proto-keys", "{{ {'__proto__': 'a b', 'constructor': '&'} | urlencode }}"],
  ["tojson-proto-keys-sorted", "{{ {'constructor': 1, '__proto__': {'toJSON': 2}} | tojson(sort_keys=true) }}"],
  ["sum-proto-dicts", "{{ [{'__proto__': 1}, {'__proto__': 2}] | sum(attribute='__proto__') }}"],
  ["max-proto-attribute", "{{ ([{'__proto__': 1}, {'__proto__': 2}] | max(attribute='__proto__')) }}"],
  [
    "string-keys-like-methods",
    "{% set x = {'items': 1, 'keys': 2, 'get': 3} %}[{{ x.items is callable }}][{{ x['items'] }}][{{ x.get('get') }}][{{ x | length }}]",
  ],
];

/** Unicode names: Python normalises the identifiers of its generated code (NFKC), not the names it resolves. */
const unicodeNameProbes: Probe[] = [
  ["fullwidth-global", "[{{ ｒange }}][{{ ｃｙｃｌｅｒ }}][{{ ｌｉｐｓｕｍ }}]"],
  ["fullwidth-global-chain", "[{{ ｃｙｃｌｅｒ.__init__ }}]"],
  ["fullwidth-context-name", "[{{ ｓ }}][{{ 𝐬 }}][{{ ｄ.a }}]"],
  ["fullwidth-method", "{{ s.ｕpper() }}"],
  ["fullwidth-attr-filter", "[{{ s | attr('ｕpper') }}][{{ s | attr('＿＿class＿＿') }}]"],
  ["fullwidth-item", "[{{ d['ａ'] }}][{{ s['＿＿class＿＿'] }}]"],
  ["fullwidth-underscores-name", "[{{ s.＿＿class＿＿ }}]"],
  ["fullwidth-filter", "{{ s | ｕpper }}"],
  ["fullwidth-test", "{{ s is ｄefined }}"],
  ["fullwidth-keyword-argument", "{{ dict(ａ=1) }}"],
  ["fullwidth-keyword-argument-filter", "{{ [2, 1] | sort(ｒeverse=true) }}"],
  ["fullwidth-keyword-argument-macro", "{% macro m(a=0) %}{{ a }}{% endmacro %}{{ m(ａ=5) }}"],
  ["fullwidth-set-then-ascii", "{% set ｘ = 1 %}[{{ x }}][{{ ｘ }}]"],
  ["ascii-set-then-fullwidth", "{% set x = 1 %}[{{ x }}][{{ ｘ }}]"],
  ["ligature-set", "{% set ﬁle = 1 %}[{{ file }}][{{ ﬁle }}]"],
  ["combining-accent-set", "{% set e\u0301 = 1 %}[{{ é }}][{{ e\u0301 }}]"],
  ["ordinal-indicator-set", "{% set ª = 2 %}[{{ a }}][{{ ª }}]"],
  ["fullwidth-with", "{% with ｘ = 3 %}[{{ x }}]{% endwith %}"],
  ["fullwidth-for-target", "{% for ｉ in [1, 2] %}[{{ i }}]{% endfor %}"],
  ["fullwidth-macro-param", "{% macro m(ａ) %}[{{ a }}][{{ ａ }}]{% endmacro %}{{ m(5) }}"],
  // Jinja2 finds a variable by the name as written, Python's code by its NFKC form: one written another way in the
  // same frame is loaded over it (from the context, else `missing`).
  ["fullwidth-for-target-context", "{% for ｉ in [1, 2] %}[{{ i }}][{{ ｉ }}]{% endfor %}", { i: 9 }],
  ["fullwidth-for-target-missing", "{% for ｉ in [1, 2] %}[{{ i }}][{{ ｉ }}]{% endfor %}"],
  [
    "fullwidth-for-target-nested",
    "{% for ｉ in [1, 2] %}{% for j in [3] %}[{{ i }}]{% endfor %}{% endfor %}",
    { i: 7 },
  ],
  [
    "fullwidth-loop-filter",
    "{% for i in [1, 2] if ｉ %}[{{ i }}]{% endfor %}{% for ｉ in [0, 3] if i %}[{{ i }}]{% endfor %}",
  ],
  ["fullwidth-macro-param-context", "{% macro m(ａ) %}[{{ a }}][{{ ａ }}]{% endmacro %}{{ m(5) }}", { a: 8 }],
  ["fullwidth-macro-default", "{% macro m(ａ=3) %}[{{ a }}][{{ ａ }}]{% endmacro %}{{ m(5) }}{{ m() }}"],
  ["fullwidth-set-after-read", "{{ x }}{% set ｘ = 1 %}{{ x }}", { x: 5 }],
  ["fullwidth-tuple-target", "{% for ｉ, i in [[1, 2]] %}[{{ i }}{{ ｉ }}]{% endfor %}"],
  ["fullwidth-namespace-owner", "{% set ns = namespace() %}{% set ｎｓ.a = 1 %}{{ ns.a }}"],
  // Blocks are Python functions named after them: the last one written under a name replaces the others.
  [
    "fullwidth-block-names",
    "{% block ｂ %}x{% endblock %}{% block b %}y{% endblock %}|{{ self.b() }}{{ self['ｂ']() }}",
  ],
  ["fullwidth-nested-block-names", "{% block ｂ %}x{% block b %}y{% endblock %}{% endblock %}|{{ self['ｂ']() }}"],
  ["fullwidth-block-reads", "{% set ｘ = 1 %}{% block b %}[{{ x }}]{% endblock %}[{{ x }}]", { x: 5 }],
  ["fullwidth-namespace-attr", "{% set ns = namespace() %}{% set ns.ａ = 1 %}[{{ ns.a }}][{{ ns.ａ }}]"],
  ["fullwidth-macro-name", "{% macro ｍ() %}M{% endmacro %}[{{ m is defined }}]{{ ｍ() }}"],
  ["math-bold-name", "[{{ 𝐬 }}][{{ 𝐬 is defined }}]"],
  ["non-ascii-identifier", "{% set é = 1 %}{% set 变量 = 2 %}{{ é }}{{ 变量 }}"],
  ["fullwidth-dict-key-attr", "[{{ {'ａ': 1}.ａ }}][{{ {'ａ': 1}.a }}]"],
  ["fullwidth-format-field", "[{{ '{ａ}'.format(ａ=1) }}]"],
];

/** Subscripts with unusual keys: unhashable, slices of mappings, steps, objects. */
const subscriptProbes: Probe[] = [
  ["dict-list-key", "[{{ d[[1]] }}]"],
  ["dict-dict-key", "[{{ d[{}] }}]"],
  ["dict-slice", "[{{ d[1:2] }}][{{ d['a':] }}]"],
  ["dict-tuple-key", "[{{ {(1, 2): 'x'}[(1, 2)] }}][{{ {(1, 2): 'x'}[1, 2] }}]"],
  ["list-list-key", "[{{ l[l] }}]"],
  ["list-dict-key", "[{{ l[d] }}]"],
  ["list-string-slice", "{{ l['a':'b'] }}"],
  ["list-zero-step", "{{ l[::0] }}"],
  ["string-none-slice", "{{ s[none:none] }}|{{ s[none:2] }}|{{ s[::none] }}"],
  ["list-float-slice", "{{ l[0.5:] }}"],
  ["list-bool-slice", "{{ l[true:] }}|{{ s[:false] }}"],
  ["list-huge-slice", "{{ l[-10 ** 20:10 ** 20] }}|{{ s[10 ** 30:] }}"],
  ["list-huge-index", "[{{ l[10 ** 20] }}]"],
  ["string-negative-index", "{{ s[-1] }}|[{{ s[-5] }}]"],
  ["undefined-key", "[{{ d[nothing] }}]"],
  ["undefined-subscripted", "{{ nothing[0] }}"],
  ["none-subscripted", "[{{ z[0] }}][{{ z.a }}]"],
  ["int-subscripted", "[{{ n[0] }}][{{ n['real'] }}]"],
  ["namespace-subscripted", "{% set ns = namespace(a=1) %}[{{ ns['a'] }}][{{ ns[0] }}]"],
  ["macro-subscripted", "{% macro m() %}{% endmacro %}[{{ m['name'] }}][{{ m[0] }}]"],
  ["loop-subscripted", "{% for i in [1] %}[{{ loop['index'] }}][{{ loop[0] }}]{% endfor %}"],
  ["cycler-subscripted", "{% set c = cycler(1, 2) %}[{{ c['items'] }}][{{ c[0] }}]"],
  ["range-object-subscripted", "{{ range(5)[1:3] }}|{{ range(5)[-1] }}|[{{ range(5)[9] }}]|[{{ range(5)['start'] }}]"],
  ["generator-subscripted", "[{{ (l | select)[0] }}][{{ (l | select)['gi_running'] }}]"],
  ["view-subscripted", "[{{ d.keys()[0] }}][{{ d.items()['mapping'] }}]"],
  ["markup-subscripted", "{{ (s | safe)[0] }}|{{ (s | safe)[1:] }}|{{ ('<b>' | safe)[0] }}"],
  ["tuple-key-string", "[{{ (1, 2)['count'] is defined }}][{{ (1, 2)['0'] }}]"],
  ["chained-item-attr", "[{{ users[0]['name']['upper']() }}][{{ users[0].name.upper() }}]"],
];

/** `{% set %}`, `with`, `for` and namespaces holding what the sandbox hands out. */
const setTrickProbes: Probe[] = [
  ["set-unsafe-then-print", "{% set x = s.__class__ %}[{{ x }}][{{ x is defined }}]"],
  ["set-unsafe-then-attr", "{% set x = cycler.__init__ %}{{ x.__globals__ }}"],
  ["set-unsafe-then-call", "{% set x = s.__class__ %}{{ x() }}"],
  ["set-unsafe-then-default", "{% set x = s.__class__ %}[{{ x | default('D') }}][{{ x or 'O' }}]"],
  ["set-unsafe-then-string", "{% set x = s.__class__ %}[{{ x | string }}][{{ x ~ '' }}]"],
  ["set-unsafe-then-iterate", "{% set x = s.__class__ %}{% for i in x %}{{ i }}{% endfor %}[{{ x | list }}]"],
  ["set-unsafe-then-compare", "{% set x = s.__class__ %}{{ x == x }}|{{ x is none }}|{{ x is undefined }}"],
  ["set-unsafe-then-length", "{% set x = s.__class__ %}{{ x | length }}"],
  ["set-unsafe-then-tojson", "{% set x = s.__class__ %}{{ x | tojson }}"],
  ["set-unsafe-in-list", "{% set x = [s.__class__, 1] %}{{ x }}|{{ x | length }}"],
  ["set-unsafe-in-dict", "{% set x = {'k': s.__class__} %}{{ x }}|{{ x.k is defined }}"],
  ["set-unsafe-in-namespace", "{% set ns = namespace(x=s.__class__) %}[{{ ns.x }}]{{ ns.x.__mro__ }}"],
  ["set-method-in-namespace", "{% set ns = namespace() %}{% set ns.f = s.upper %}{{ ns.f() }}|{{ ns.f is callable }}"],
  ["set-method-in-dict", "{% set x = {'f': d.get} %}{{ x.f('a') }}|{{ x['f']('b') }}"],
  [
    "set-global-in-namespace",
    "{% set ns = namespace(r=range, c=cycler) %}{{ ns.r(3) | list }}|{{ ns.c(1, 2).next() }}",
  ],
  ["set-block-unsafe", "{% set x %}[{{ s.__class__ }}]{% endset %}{{ x }}"],
  ["set-block-markup-check", "{% set x %}<b>{% endset %}{{ x | e }}|{{ x is string }}"],
  ["set-self-reference", "{% set x = x %}[{{ x }}]"],
  ["set-self-reference-data", "{% set s = s ~ s %}{{ s }}"],
  ["set-dunder-variable", "{% set __class__ = 1 %}{{ __class__ }}|{% set __globals__ = 2 %}{{ __globals__ }}"],
  ["set-dunder-variable-attr", "{% set __class__ = d %}{{ __class__.a }}"],
  ["set-private-variable", "{% set _ = 1 %}{% set _x = 2 %}{{ _ }}{{ _x }}"],
  ["context-dunder-variable", "[{{ __class__ }}][{{ __builtins__ }}][{{ _TemplateReference__context }}]"],
  [
    "set-python-keywords",
    "{% set class = 1 %}{% set def = 2 %}{% set lambda = 3 %}{% set import = 4 %}{{ class }}{{ def }}{{ lambda }}{{ import }}",
  ],
  [
    "set-more-python-keywords",
    "{% set yield = 1 %}{% set await = 2 %}{% set global = 3 %}{% set del = 4 %}{{ yield }}{{ await }}{{ global }}{{ del }}",
  ],
  [
    "set-codegen-names",
    "{% set environment = 1 %}{% set context = 2 %}{% set resolve = 3 %}{% set undefined = 4 %}{% set missing = 5 %}{% set t_1 = 6 %}{{ environment }}{{ context }}{{ resolve }}{{ undefined }}{{ missing }}{{ t_1 }}",
  ],
  [
    "set-codegen-names-then-use",
    "{% set undefined = 1 %}{% set missing = 2 %}[{{ nothing }}][{{ d.zz }}][{{ s | upper }}]",
  ],
  ["keyword-argument-names", "{{ dict(class=1, def=2, None=3, True=4, import=5) }}"],
  ["keyword-argument-names-macro", "{% macro m() %}{{ kwargs }}{% endmacro %}{{ m(class=1, lambda=2) }}"],
  [
    "macro-params-python-keywords",
    "{% macro m(class, def=2) %}{{ class }}{{ def }}{% endmacro %}{{ m(1) }}{{ m(class=3, def=4) }}",
  ],
  [
    "attribute-python-keywords",
    "{% set ns = namespace() %}{% set ns.class = 1 %}{% set ns.import = 2 %}{{ ns.class }}{{ ns.import }}|[{{ d.class }}]",
  ],
  ["for-python-keyword-target", "{% for class in [1, 2] %}{{ class }}{% endfor %}"],
  ["namespace-from-namespace", "{% set a = namespace(x=1) %}{% set b = namespace(a) %}{{ b.x }}"],
  [
    "namespace-from-pairs",
    "{% set ns = namespace([['a', 1], ['__class__', 2]]) %}[{{ ns.a }}][{{ ns.__class__ }}][{{ ns['__class__'] }}]",
  ],
  ["namespace-from-list", "{% set ns = namespace(l) %}{{ ns }}"],
  ["namespace-attrs-kwarg", "{% set ns = namespace(_Namespace__attrs=1) %}[{{ ns._Namespace__attrs }}]{{ ns }}"],
  [
    "namespace-set-attrs-name",
    "{% set ns = namespace() %}{% set ns._Namespace__attrs = 1 %}[{{ ns._Namespace__attrs }}]{{ ns }}",
  ],
  ["namespace-set-class-then-print", "{% set ns = namespace() %}{% set ns.__class__ = 1 %}{{ ns }}|{{ ns | length }}"],
  [
    "namespace-getattr-dunders",
    "{% set ns = namespace(__init__=1, __dict__=2, __getattribute__=3) %}[{{ ns.__init__ }}][{{ ns.__dict__ }}][{{ ns.__getattribute__ }}]{{ ns }}",
  ],
  ["namespace-item-dunders", "{% set ns = namespace(__init__=1) %}[{{ ns['__init__'] }}][{{ ns['__class__'] }}]"],
  [
    "namespace-attr-filter",
    "{% set ns = namespace(a=1) %}[{{ ns | attr('a') }}][{{ ns | attr('__class__') }}][{{ ns | attr('_Namespace__attrs') }}]",
  ],
  [
    "namespace-map-attribute",
    "{% set ns = namespace(a=1) %}{{ [ns] | map(attribute='a') | list }}|{{ [ns] | map(attribute='_Namespace__attrs') | list }}",
  ],
  ["namespace-set-nonnamespace-dict", "{% set x = {} %}{% set x.y = 1 %}"],
  ["set-unpack-dict-keys", "{% set a, b, c = d %}{{ a }}{{ b }}{{ c }}"],
  ["set-unpack-string", "{% set a, b = 'xy' %}{{ b }}{{ a }}"],
  ["set-unpack-generator", "{% set a, b = l[:2] | map('string') %}{{ a }}{{ b }}"],
  ["set-unpack-wrong-count", "{% set a, b = l %}"],
  ["set-unpack-undefined", "{% set a, b = nothing %}"],
  ["with-shadows-global", "{% with range = 1, dict = 2 %}{{ range }}{{ dict }}{% endwith %}{{ range(2) | list }}"],
  ["for-shadows-global", "{% for lipsum in [1] %}{{ lipsum }}{% endfor %}{{ lipsum is callable }}"],
  ["macro-shadows-global", "{% macro range() %}R{% endmacro %}{{ range() }}"],
  ["macro-shadows-context", "{% macro s() %}S{% endmacro %}{{ s() }}|{{ s.name }}"],
  ["import-self", "{% import 'x' as y %}"],
  ["from-import", "{% from 'x' import y %}"],
  ["include-dynamic", "{% include s %}"],
  ["extends-dynamic", "{% extends s %}"],
  ["do-statement", "{% do l.append(1) %}"],
];

/** Public and private members of Jinja2's runtime objects a template can reach. */
const runtimeObjectProbes: Probe[] = [
  [
    "block-reference-attrs",
    "{% block b %}B{% endblock %}[{{ self.b.name }}][{{ self.b() }}][{{ self.b.super is defined }}]",
  ],
  [
    "block-reference-private",
    "{% block b %}B{% endblock %}[{{ self.b._context }}][{{ self.b._stack }}][{{ self.b._depth }}]",
  ],
  ["block-super-call", "{% block b %}B{% endblock %}{{ self.b.super() }}"],
  ["block-super-in-block", "{% block b %}[{{ super() }}]{% endblock %}"],
  ["block-self-item", "{% block b %}B{% endblock %}[{{ self['b']() }}][{{ self['nope'] }}]"],
  ["block-self-attr-filter", "{% block b %}B{% endblock %}[{{ (self | attr('b')) is defined }}]"],
  [
    "block-self-dunders",
    "{% block b %}B{% endblock %}[{{ self.__class__ }}][{{ self.__dict__ }}][{{ self.__getitem__ }}]",
  ],
  ["block-reference-call-args", "{% block b %}B{% endblock %}{{ self.b(1) }}"],
  ["self-in-macro", "{% block b %}B{% endblock %}{% macro m() %}{{ self.b() }}{% endmacro %}[{{ m() }}]"],
  ["self-in-loop", "{% block b %}{% endblock %}{% for i in [1] %}[{{ self.b() }}]{% endfor %}"],
  ["self-recursive-block", "{% block b %}x{% endblock %}{% set r = self.b %}[{{ r() }}]"],
  [
    "loop-private-members",
    "{% for i in [1, 2] %}[{{ loop._after }}][{{ loop._before }}][{{ loop._current }}][{{ loop._length }}][{{ loop._last_changed }}]{% endfor %}",
  ],
  ["loop-index0-depth0", "{% for i in [1, 2] %}[{{ loop.index0 }}{{ loop.depth0 }}]{% endfor %}"],
  ["loop-dunder-calls", "{% for i in [1, 2] %}{{ loop.__next__() }}{% endfor %}"],
  ["loop-len-call", "{% for i in [1, 2] %}{{ loop.__len__() }}{% endfor %}"],
  ["loop-iter-filter", "{% for i in [1, 2, 3] %}[{{ loop | first }}]{% endfor %}"],
  ["loop-call-nonrecursive", "{% for i in [1] %}{{ loop([1]) }}{% endfor %}"],
  [
    "loop-recurse-attrs",
    "{% for i in [[1]] recursive %}[{{ loop.depth }}][{{ loop._recurse is defined }}][{{ loop.recurse is defined }}]{% endfor %}",
  ],
  [
    "loop-attr-filter",
    "{% for i in [1] %}[{{ loop | attr('index') }}][{{ loop | attr('_iterator') }}][{{ loop | attr('cycle') is callable }}]{% endfor %}",
  ],
  [
    "loop-cycle-attrs",
    "{% for i in [1] %}[{{ loop.cycle.__self__ }}][{{ loop.cycle.__func__ }}][{{ loop.cycle.name }}]{% endfor %}",
  ],
  ["loop-stored-after-loop", "{% for i in [1, 2] %}{% set ns = namespace(l=loop) %}{% endfor %}[{{ ns is defined }}]"],
  [
    "loop-escapes-via-namespace",
    "{% set ns = namespace() %}{% for i in [1, 2] %}{% set ns.l = loop %}{% endfor %}{{ ns.l.index }}|{{ ns.l.last }}|{{ ns.l.length }}",
  ],
  [
    "loop-escaped-cycle",
    "{% set ns = namespace() %}{% for i in [1, 2] %}{% set ns.c = loop.cycle %}{% endfor %}{{ ns.c('a', 'b') }}",
  ],
  [
    "loop-escaped-changed",
    "{% set ns = namespace() %}{% for i in [1] %}{% set ns.c = loop.changed %}{% endfor %}{{ ns.c(1) }}{{ ns.c(1) }}{{ ns.c(2) }}",
  ],
  [
    "loop-escaped-in-macro",
    "{% macro m(x) %}{{ x.index }}/{{ x.length }}{% endmacro %}{% for i in 'ab' %}[{{ m(loop) }}]{% endfor %}",
  ],
  [
    "macro-private-members",
    "{% macro m() %}{% endmacro %}[{{ m._func }}][{{ m._environment }}][{{ m._default_autoescape }}][{{ m.__call__ }}]",
  ],
  [
    "macro-public-members-types",
    "{% macro m(a, b=1) %}{{ varargs }}{% endmacro %}{{ m.arguments }}|{{ m.catch_varargs }}|{{ m.name | upper }}",
  ],
  [
    "macro-call-caller-keyword",
    "{% macro m() %}[{{ caller() }}]{% endmacro %}{{ m(caller=lipsum | string | length > 0) }}",
  ],
  ["macro-call-caller-callable", "{% macro m() %}[{{ caller(3) | list }}]{% endmacro %}{{ m(caller=range) }}"],
  ["macro-call-caller-string", "{% macro m() %}[{{ caller() }}]{% endmacro %}{{ m(caller='x') }}"],
  ["macro-call-caller-unused", "{% macro m() %}M{% endmacro %}{{ m(caller=range) }}"],
  ["macro-param-named-caller", "{% macro m(caller) %}[{{ caller }}]{% endmacro %}{{ m(1) }}"],
  ["macro-param-named-varargs", "{% macro m(varargs) %}[{{ varargs }}]{% endmacro %}{{ m(1, 2) }}"],
  ["macro-param-named-kwargs", "{% macro m(kwargs) %}[{{ kwargs }}]{% endmacro %}{{ m(kwargs=1, x=2) }}"],
  [
    "caller-members",
    "{% macro w() %}[{{ caller.name }}][{{ caller._func }}][{{ caller.caller }}][{{ caller.catch_kwargs }}]{% endmacro %}{% call w() %}{% endcall %}",
  ],
  ["caller-passes-caller", "{% macro w() %}[{{ caller(caller=1) }}]{% endmacro %}{% call w() %}x{% endcall %}"],
  [
    "caller-stored-and-called-later",
    "{% set ns = namespace() %}{% macro w() %}{% set ns.c = caller %}{% endmacro %}{% call w() %}C{% endcall %}{{ w() }}[{{ ns.c() }}]",
  ],
  [
    "macro-stored-in-namespace",
    "{% macro m(x) %}<{{ x }}>{% endmacro %}{% set ns = namespace(m=m) %}{{ ns.m(1) }}|{{ [m] | map('string') | list }}",
  ],
  ["macro-as-filter-argument", "{% macro m(x) %}{{ x }}!{% endmacro %}{{ [1, 2] | map(m) | list }}"],
  ["macro-in-select", "{% macro m(x) %}{% endmacro %}{{ [m] | select('callable') | list | length }}"],
  ["macro-tojson", "{% macro m() %}{% endmacro %}{{ [m] | tojson }}"],
  ["generator-send-close-throw", "{% set g = l | select %}{{ g.send(none) }}|{{ g.close() }}|{{ g | list }}"],
  ["generator-throw", "{{ (l | select).throw(1) }}"],
  ["generator-dunder-next", "{{ (l | select).__next__() }}"],
  ["generator-frames", "[{{ (l | select).gi_frame }}][{{ (l | select).gi_code }}][{{ (l | select).gi_suspended }}]"],
  ["generator-after-send", "{% set g = l | map('string') %}{{ g.send(none) }}|{{ g | list }}"],
  ["generator-send-value-first", "{{ (l | select).send(1) }}"],
  [
    "cycler-class-members",
    "[{{ cycler.next is callable }}][{{ cycler.current is defined }}][{{ cycler.items is defined }}]",
  ],
  ["joiner-class-members", "[{{ joiner.sep }}][{{ joiner.used }}][{{ joiner.__call__ }}]"],
  ["namespace-class-members", "[{{ namespace.items }}][{{ namespace.a }}][{{ namespace['a'] }}]"],
  ["cycler-unbound-call", "{{ cycler.next(cycler(5, 6)) }}|{{ cycler.reset(cycler(1)) }}"],
  ["cycler-next-on-other", "{{ cycler.next(joiner()) }}"],
  ["joiner-unbound-call", "{{ joiner.__call__(joiner()) }}"],
  [
    "lipsum-defaults",
    "{{ lipsum(1, false, 3, 3) | wordcount }}|{{ lipsum(n=0) }}|{{ lipsum(html=true, n=1, min=2, max=3) | length > 0 }}",
  ],
  ["lipsum-huge-refused", "{{ lipsum(1, false, 1, 0) }}"],
  ["strftime-directives", "{{ strftime_now('%Y|%j|%U|%w|%%|%a') }}|{{ strftime_now('%s') | length > 0 }}"],
  ["strftime-non-string", "{{ strftime_now(1) }}"],
  ["raise-exception-keyword", "{{ raise_exception(message='m') }}"],
  ["raise-exception-format-injection", "{{ raise_exception('{0.__class__}') }}"],
  ["raise-exception-percent", "{{ raise_exception('%s %(x)s') }}"],
  ["raise-exception-object", "{{ raise_exception(d) }}"],
  ["raise-exception-in-filter", "{{ [1] | map('string') | map(attribute='x') | list }}{{ raise_exception('after') }}"],
  [
    "range-attrs-call",
    "{{ range(3).index(2) }}|{{ range(3).count(5) }}|{{ range(1, 10, 3)[1:] }}|{{ range(3) == range(0, 3) }}",
  ],
  [
    "dict-view-mapping-members",
    "{{ d.keys().mapping['a'] }}|{{ d.items().mapping | length }}|[{{ d.values().mapping }}]",
  ],
  ["dict-view-mapping-mutation", "{{ d.keys().mapping.update({'z': 1}) }}"],
  ["markup-class-methods", "{{ (s | safe).escape('<') }}|{{ (s | safe).escape(d) }}|{{ ('' | safe).escape(none) }}"],
  ["markup-private", "[{{ (s | safe)._x }}][{{ (s | safe).__html__ }}]"],
  ["undefined-members", "[{{ nothing._undefined_hint }}]"],
  ["undefined-default-chain", "[{{ (nothing | default(s)).upper() }}][{{ nothing | default(s.__class__) }}]"],
];

/** tojson (transformers' json.dumps) on what a template can build. */
const tojsonProbes: Probe[] = [
  ["undefined-in-list", "{{ [nothing] | tojson }}"],
  ["unsafe-in-dict", "{{ {'a': s.__class__} | tojson }}"],
  ["generator", "{{ (l | select) | tojson }}"],
  ["range", "{{ range(3) | tojson }}"],
  ["dict-view", "{{ d.items() | tojson }}"],
  ["tuple-and-markup", "{{ ((1, 'a'), 'x' | safe) | tojson }}"],
  ["tuple-key", "{{ {(1, 2): 1} | tojson }}"],
  ["non-string-keys", "{{ {1: 'a', none: 'b', true: 'c', 1.5: 'd'} | tojson }}"],
  ["mixed-keys-sorted", "{{ {'a': 1, 1: 2} | tojson(sort_keys=true) }}"],
  ["big-int", "{{ (2 ** 64) | tojson }}|{{ [-(2 ** 70)] | tojson }}"],
  ["floats", "{{ [1.0, 1.5, 1e20, 1e-7] | tojson }}"],
  ["infinity", "{{ 1e308 * 10 | tojson }}"],
  ["cycler", "{{ cycler(1) | tojson }}"],
  ["loop", "{% for i in [1] %}{{ loop | tojson }}{% endfor %}"],
  ["namespace-in-list", "{{ [namespace(a=1)] | tojson }}"],
  ["indent-string", "{{ d | tojson(indent='\\t') }}"],
  ["indent-negative", "{{ {'a': [1]} | tojson(indent=-1) }}"],
  ["indent-float", "{{ d | tojson(indent=1.5) }}"],
  ["separators", "{{ d | tojson(separators=(',', ':')) }}|{{ d | tojson(separators=['; ', '= ']) }}"],
  ["separators-bad", "{{ d | tojson(separators='ab') }}"],
  ["ensure-ascii", "{{ {'k': 'é😀'} | tojson(ensure_ascii=true) }}|{{ {'k': 'é😀'} | tojson }}"],
  ["unknown-keyword", "{{ d | tojson(default=none) }}"],
  ["cls-keyword", "{{ d | tojson(cls=none) }}"],
  ["html-chars", "{{ {'k': '</script><!--&\\''} | tojson }}"],
  ["line-separators", "{{ '\\u2028\\u2029\\x00\\x1f\\x7f' | tojson }}"],
  ["lone-surrogate", "{{ '\\ud800' | tojson }}"],
  ["js-keyed-nested", "{{ rows | tojson(indent=1) }}", jsKeyContext],
  ["js-keyed-sorted", "{{ o | tojson(sort_keys=true, indent=2) }}", jsKeyContext],
  ["kwargs-dict", "{% macro m() %}{{ kwargs | tojson }}{% endmacro %}{{ m(__proto__=1, toJSON=2) }}"],
  ["dict-global-result", "{{ dict(toJSON=1, constructor=2) | tojson }}"],
  ["self-reference-list", "{% set x = [] %}{{ x | tojson }}"],
  ["positional-arguments", "{{ d | tojson(false, 2) }}"],
];

/** Everything a template can call, and JavaScript's Function members on each (Python has none of them). */
const CALLABLES: Array<[string, string, string?]> = [
  ["macro", "m", MACRO],
  ["caller", "caller", "{% macro w() %}"],
  ["lipsum", "lipsum"],
  ["range", "range"],
  ["dict", "dict"],
  ["cycler-class", "cycler"],
  ["joiner-class", "joiner"],
  ["namespace-class", "namespace"],
  ["raise-exception", "raise_exception"],
  ["strftime-now", "strftime_now"],
  ["joiner", "joiner()"],
  ["cycler-next", "cycler(1).next"],
  ["str-method", "s.upper"],
  ["dict-method", "d.get"],
  ["dict-unbound-method", "dict.get"],
  ["markup-method", "(s | safe).striptags"],
  ["format-method", "'{}'.format"],
  ["loop-cycle", "loop.cycle", "{% for i in [1] %}"],
  ["loop", "loop", "{% for i in [1] recursive %}"],
  ["block", "self.b", "{% block b %}{% endblock %}"],
];
const closing = (setup?: string) =>
  setup?.startsWith("{% macro w")
    ? "{% endmacro %}{% call w() %}{% endcall %}"
    : setup?.startsWith("{% for")
      ? "{% endfor %}"
      : "";
const FUNCTION_MEMBERS = [
  "call",
  "apply",
  "bind",
  "arguments",
  "caller",
  "length",
  "name",
  "prototype",
  "constructor",
  "toString",
];
const callableProbes: Probe[] = CALLABLES.flatMap(([label, expr, setup = ""]): Probe[] => [
  [
    `${label}.function-members`,
    `${setup}[${FUNCTION_MEMBERS.map((name) => `{{ ${expr}.${name} is defined }}`).join("|")}]${closing(setup)}`,
  ],
  [`${label}.call-call`, `${setup}{{ ${expr}.call(none, 1) }}${closing(setup)}`],
  [`${label}.apply-call`, `${setup}{{ ${expr}.apply(none, [1]) }}${closing(setup)}`],
  [`${label}.bind-call`, `${setup}{{ ${expr}.bind(none)() }}${closing(setup)}`],
  [`${label}.attr-filter-call`, `${setup}{{ (${expr} | attr('call'))(none) }}${closing(setup)}`],
]);

/** Filters applied to functions and other callables (each raises or gives what Python gives). */
const FUNCTION_FILTERS = [
  "list",
  "length",
  "first",
  "last",
  "int",
  "float",
  "abs",
  "sum",
  "join",
  "count",
  "sort",
  "unique | list",
  "tojson",
  "dictsort",
  "items | list",
  "batch(1) | list",
  "default('D') is callable",
  "attr('x')",
  "map('string') | list",
  "reverse",
  "round",
  "wordcount",
  "min",
  "max",
  "select | list",
  "groupby('x')",
  "slice(1) | list",
  "urlencode | wordcount",
  "xmlattr",
  "filesizeformat",
  "trim | length > 0",
  "string | wordcount",
];
const functionFilterProbes: Probe[] = ["lipsum", "range", "dict", "cycler", "s.upper", "m"].flatMap((expr) =>
  FUNCTION_FILTERS.map((filter): Probe => [`${expr}.${filter}`, `${MACRO}{{ ${expr} | ${filter} }}`]),
);

/** Attribute paths of map, sort, groupby... on every kind of value (each step goes through the sandbox). */
const attributeFilterProbes: Probe[] = targets.map((t): Probe => {
  const names = ["__class__", "constructor", "__proto__", "toString", "_x", "length", "__init__.__globals__", "0"];
  return [
    t.label,
    wrap(
      t,
      `[${names.map((name) => `{{ [${t.expr}] | map(attribute=${quote(name)}) | first is defined }}`).join("|")}]` +
        `[{{ [${t.expr}] | map(attribute='constructor', default='D') | first }}]` +
        `[{{ [${t.expr}, ${t.expr}] | selectattr('__class__') | list | length }}]` +
        `[{{ [${t.expr}] | rejectattr('constructor') | list | length }}]`,
    ),
  ];
});

/** Dicts from the data that look like JavaScript arrays (a `length` and index keys): Python sees their keys. */
const arrayLikeContext = {
  al: { length: 2, "0": "a", "1": "b" },
  huge: { length: 4294967295 },
  negative: { length: -1, "0": "x" },
};
const arrayLikeProbes: Probe[] = [
  ...[
    "list",
    "join(',')",
    "first",
    "last",
    "length",
    "count",
    "reverse | list",
    "sort",
    "batch(2) | list",
    "map('upper') | list",
    "select | list",
    "unique | list",
    "min",
    "max",
    "slice(2) | list",
    "string",
    "tojson",
    "dictsort",
    "items | list",
    "sum",
    "random is string",
    "wordcount",
    "pprint",
    "reject('number') | list",
  ].flatMap((filter): Probe[] => [
    [`array-like.${filter}`, `{{ al | ${filter} }}`, arrayLikeContext],
    [`huge-length.${filter}`, `{{ huge | ${filter} }}`, arrayLikeContext],
  ]),
  ["for-loop", "{% for x in al %}[{{ x }}]{% endfor %}|{% for x in huge %}[{{ x }}]{% endfor %}", arrayLikeContext],
  ["for-loop-length", "{% for x in al %}{{ loop.length }}{% endfor %}", arrayLikeContext],
  ["subscripts", "[{{ al[0] }}][{{ al['0'] }}][{{ al.length }}][{{ al[-1] }}][{{ al[0:1] }}]", arrayLikeContext],
  ["in", "{{ 'a' in al }}|{{ '0' in al }}|{{ 0 in al }}|{{ 'length' in al }}", arrayLikeContext],
  ["methods", "{{ al.keys() | list }}|{{ al.values() | list }}|{{ al.get(0) }}|{{ al.get('0') }}", arrayLikeContext],
  ["unpack", "{% set a, b, c = al %}{{ a }}{{ b }}{{ c }}", arrayLikeContext],
  ["star-args", "{{ [al] | map('join', *al) | list }}|{{ '{}{}{}'.format(*al) }}", arrayLikeContext],
  ["star-args-huge", "{{ '{}'.format(*huge) }}", arrayLikeContext],
  ["negative-length", "{{ negative | list }}|{{ negative | length }}|{{ negative[0] }}", arrayLikeContext],
  ["string-join", "{{ ''.join(al) }}|{{ ','.join(huge) }}", arrayLikeContext],
  ["list-plus", "{{ [] + al | list }}|{{ (al | list) + ['x'] }}", arrayLikeContext],
  ["range-of-length", "{{ range(al.length) | list }}", arrayLikeContext],
  ["dict-of-array-like", "{{ dict(al) }}", arrayLikeContext],
  ["tuple-unpack-in-for", "{% for a, b in [al] %}{{ a }}{{ b }}{% endfor %}", arrayLikeContext],
];

/** Containers that hold themselves (a dict or namespace the template built). */
const cycleProbes: Probe[] = [
  ["dict-print", "{% set x = {} %}{{ dict.update(x, {'self': x}) }}{{ x }}"],
  ["dict-equal-self", "{% set x = {} %}{{ dict.update(x, {'self': x}) }}{{ x == x }}|{{ x == x.copy() }}|{{ x != x }}"],
  [
    "dict-in-list",
    "{% set x = {} %}{{ dict.update(x, {'self': x}) }}{{ x in [x] }}|{{ [x].count(x) }}|{{ [x].index(x) }}",
  ],
  ["dict-tojson", "{% set x = {} %}{{ dict.update(x, {'self': x}) }}{{ x | tojson }}"],
  ["dict-string-length", "{% set x = {} %}{{ dict.update(x, a=x, b=[x]) }}{{ x | string }}|{{ x | length }}"],
  ["dict-dictsort", "{% set x = {} %}{{ dict.update(x, {'self': x}) }}{{ x | dictsort }}"],
  ["dict-items", "{% set x = {} %}{{ dict.update(x, {'self': x}) }}{{ x.items() }}|{{ x.values() | list }}"],
  [
    "dict-format",
    "{% set x = {} %}{{ dict.update(x, {'self': x}) }}{{ '{0[self][self][self]}'.format(x) }}|{{ '%s' % x }}",
  ],
  ["dict-deep-attribute", "{% set x = {} %}{{ dict.update(x, {'self': x, 'v': 1}) }}{{ x.self.self.self.self.v }}"],
  [
    "dict-map-attribute",
    "{% set x = {} %}{{ dict.update(x, {'self': x}) }}{{ [x] | map(attribute='self.self') | list }}",
  ],
  ["dict-sort", "{% set x = {} %}{{ dict.update(x, {'self': x}) }}{{ [x, x] | sort }}"],
  ["dict-unique", "{% set x = {} %}{{ dict.update(x, {'self': x}) }}{{ [x] | unique | list }}"],
  [
    "dict-groupby",
    "{% set x = {'k': 1} %}{{ dict.update(x, {'self': x}) }}{% for g in [x, x] | groupby('k') %}{{ g.list | length }}{% endfor %}",
  ],
  ["dict-in-kwargs", "{% set x = {} %}{{ dict.update(x, {'self': x}) }}{{ dict(x) }}|{{ dict(**x) }}"],
  ["namespace-print", "{% set ns = namespace() %}{% set ns.self = ns %}{{ ns }}"],
  ["namespace-equal", "{% set ns = namespace() %}{% set ns.self = ns %}{{ ns == ns }}|{{ ns.self.self == ns }}"],
  ["namespace-tojson", "{% set ns = namespace() %}{% set ns.self = ns %}{{ ns | tojson }}"],
  ["namespace-in-dict", "{% set ns = namespace() %}{% set ns.d = {'ns': ns} %}{{ ns }}|{{ ns.d }}"],
  [
    "namespace-string-filters",
    "{% set ns = namespace() %}{% set ns.self = ns %}{{ ns | string | length }}|{{ ns | e }}",
  ],
  [
    "kwargs-self",
    "{% macro m() %}{{ dict.update(kwargs, me=kwargs) }}{{ kwargs }}|{{ kwargs == kwargs }}{% endmacro %}{{ m(a=1) }}",
  ],
  ["setdefault-self", "{% set x = {} %}{{ dict.setdefault(x, 'self', x) | length }}{{ x }}"],
];

/** Macros and blocks named after JavaScript's special names. */
const jsNamedDefinitionProbes: Probe[] = [
  [
    "macro-constructor",
    "{% macro constructor() %}C{% endmacro %}{{ constructor() }}|{{ constructor.name }}|{{ {}.constructor }}",
  ],
  ["macro-proto", "{% macro __proto__() %}P{% endmacro %}{{ __proto__() }}|[{{ polluted }}]"],
  ["macro-to-string", "{% macro toString() %}T{% endmacro %}{{ d ~ '' }}|{{ l | join }}|{{ toString() }}"],
  ["macro-value-of", "{% macro valueOf() %}V{% endmacro %}{{ n + 1 }}|{{ n > 1 }}|{{ valueOf() }}"],
  ["macro-has-own-property", "{% macro hasOwnProperty(x) %}H{% endmacro %}{{ d.a }}|{{ hasOwnProperty(1) }}"],
  ["macro-then", "{% macro then(a, b) %}then{% endmacro %}{{ then(1, 2) }}"],
  ["block-constructor", "{% block constructor %}B{% endblock %}|{{ self.constructor() }}|{{ self['constructor']() }}"],
  [
    "block-proto",
    "{% block __proto__ %}B{% endblock %}|[{{ self.__proto__() }}][{{ self['__proto__'] is defined }}][{{ self.__init__ }}][{{ self.__x__ }}]",
  ],
  ["block-to-string", "{% block toString %}T{% endblock %}|{{ self.toString() }}|{{ self }}"],
  [
    "block-missing-js-names",
    "[{{ self.constructor }}][{{ self.toString }}][{{ self.hasOwnProperty }}][{{ self.valueOf }}]",
  ],
  [
    "call-block-param-constructor",
    "{% macro m() %}{{ caller(1) }}{% endmacro %}{% call(constructor) m() %}[{{ constructor }}]{% endcall %}",
  ],
  ["set-block-named-proto", "{% set __proto__ %}{{ d }}{% endset %}[{{ a }}][{{ __proto__ | length }}]"],
  [
    "macro-args-js-names",
    "{% macro m(length, name, call) %}{{ length }}{{ name }}{{ call }}{% endmacro %}{{ m(1, 2, 3) }}|{{ m.arguments }}",
  ],
];

/** Filter blocks and set blocks whose filter reads attributes. */
const filterBlockProbes: Probe[] = [
  ["set-block-attr-method", "{% set f | attr('upper') %}abc{% endset %}{{ f() }}"],
  ["set-block-attr-dunder", "{% set f | attr('__class__') %}abc{% endset %}[{{ f }}]"],
  ["set-block-attr-format", "{% set f | attr('format') %}{0.__class__}{% endset %}[{{ f(s) }}]"],
  ["set-block-attr-constructor", "{% set f | attr('constructor') %}abc{% endset %}[{{ f }}]"],
  ["filter-block-attr-dunder", "[{% filter attr('__class__') %}abc{% endfilter %}]"],
  ["filter-block-attr-call", "{% filter attr('upper') %}abc{% endfilter %}"],
  ["filter-block-map", "{% filter map('upper') | join %}abc{% endfilter %}"],
  ["filter-block-format-method", "{% filter format(s) %}%s-{0.__class__}{% endfilter %}"],
  ["set-block-tojson", "{% set x | tojson %}{{ s.__class__ }}{% endset %}{{ x }}"],
  ["set-block-list-then-index", "{% set x | list %}_x{% endset %}{{ x[0] * 2 ~ 'class' ~ x[0] * 2 }}"],
];

/** markupsafe's escaping formatter, which Markup.format uses (a format spec on a Markup value is refused). */
const markupFormatProbes: Probe[] = [
  ["spec-on-markup-value", "{{ ('{0:x}' | safe).format('a' | safe) }}"],
  ["spec-on-plain-value", "{{ ('{0:>5}' | safe).format('<') }}"],
  ["spec-on-int", "{{ ('{0:03d}|{0!r}' | safe).format(7) }}"],
  ["conversion-escaped", "{{ ('{0!r}|{0!s}|{0!a}' | safe).format('<é>') }}"],
  ["attribute-escaped", "{{ ('{0.a}|{0[b]}' | safe).format({'a': '<', 'b': '&'}) }}"],
  ["html-format-object", "{{ ('{0}' | safe).format(d) }}|{{ ('{0}' | safe).format(['<']) }}"],
  ["format-map-escaped", "{{ ('{a}' | safe).format_map({'a': '<'}) }}"],
  ["percent-escaped", "{{ ('%s|%r' | safe) % ('<', '<') }}|{{ ('%(a)s' | safe) % {'a': '<'} }}"],
  ["percent-markup-arg", "{{ ('%s' | safe) % ('<b>' | safe) }}"],
  ["percent-tuple-of-markup", "{{ ('%s %s' | safe) % ('<' | safe, '<') }}"],
];

/** `*args` and `**kwargs` in calls, with values of every kind. */
const starArgumentProbes: Probe[] = [
  ["range-star-string", "{{ range(*'3') | list }}"],
  ["range-star-list", "{{ range(*[1, 4]) | list }}|{{ range(*(2,)) | list }}"],
  ["dict-star-pairs", "{{ dict(*[[['a', 1]]]) }}"],
  ["macro-star-dict", "{% macro m(a, b) %}{{ a }}{{ b }}{% endmacro %}{{ m(*{'x': 1, 'y': 2}) }}"],
  ["macro-double-star-list", "{% macro m(a) %}{{ a }}{% endmacro %}{{ m(**l) }}"],
  ["macro-double-star-non-string-keys", "{% macro m() %}{{ kwargs }}{% endmacro %}{{ m(**{1: 2}) }}"],
  ["macro-double-star-repeated", "{% macro m(a) %}{{ a }}{% endmacro %}{{ m(a=1, **{'a': 2}) }}"],
  ["lipsum-double-star", "{{ lipsum(**{'n': 1, 'html': false, 'min': 2, 'max': 3}) | wordcount > 0 }}"],
  ["filter-star-args", "{{ 'a-b' | replace(*['-', '+']) }}|{{ [3, 1] | sort(*[true]) }}"],
  ["filter-double-star", "{{ 'x' | center(**{'width': 5}) }}|{{ l | join(**{'d': '/'}) }}"],
  ["test-star-args", "{{ 4 is divisibleby(*[2]) }}|{{ 2 is in(*[[1, 2]]) }}"],
  ["method-star-args", "{{ 'a,b,c'.split(*[',', 1]) }}|{{ '{}-{}'.format(*l) }}|{{ 'x'.center(*[5, '*']) }}"],
  ["star-undefined", "{{ range(*nothing) | list }}"],
  ["double-star-undefined", "{{ dict(**nothing) }}"],
  ["star-generator", "{{ range(*(l[:1] | map('int'))) | list }}"],
  ["star-none", "{{ range(*none) }}"],
  ["double-star-namespace", "{{ dict(**namespace(a=1)) }}"],
  ["double-star-data-dict", "{{ dict(**d) }}|{% macro m() %}{{ kwargs | dictsort }}{% endmacro %}{{ m(**d) }}"],
  [
    "caller-star-kwargs",
    "{% macro m() %}{{ caller(**{'a': 1}) }}{% endmacro %}{% call(a) m() %}[{{ a }}]{% endcall %}",
  ],
  ["cycler-star", "{% set c = cycler(*l) %}{{ c.next() }}{{ c.next() }}{{ c.items | length }}"],
];

/** The public payloads, written anew: each chain must end in an undefined value or an error on both sides. */
const payloadProbes: Probe[] = [
  ["subclasses-loop", "{% for c in ''.__class__.__base__.__subclasses__() %}{{ c.__name__ }}{% endfor %}"],
  ["subclasses-by-index", "{{ ().__class__.__bases__[0].__subclasses__()[59].__init__.__globals__.sys }}"],
  [
    "catch-warnings",
    "{{ [].__class__.__mro__[1].__subclasses__() | selectattr('__name__', 'eq', 'catch_warnings') | list }}",
  ],
  ["config-class-globals", "{{ config.__class__.__init__.__globals__['os'].popen('id').read() }}"],
  ["self-context-cycler", "{{ self._TemplateReference__context.cycler.__init__.__globals__.os }}"],
  ["self-context-joiner", "{{ self._TemplateReference__context.joiner.__init__.__globals__.os.popen('id') }}"],
  ["self-dict", "{{ self.__dict__._TemplateReference__context.keys() }}"],
  ["self-init-globals-builtins", "{{ self.__init__.__globals__.__builtins__.__import__('os').popen('id').read() }}"],
  ["request-attr-chain", "{{ request | attr('application') | attr('\\x5f\\x5fglobals\\x5f\\x5f') }}"],
  ["request-args-bypass", "{{ request | attr(request.args.c) }}"],
  [
    "attr-getitem-chain",
    "{{ () | attr('\\x5f\\x5fclass\\x5f\\x5f') | attr('\\x5f\\x5fbase\\x5f\\x5f') | attr('\\x5f\\x5fsubclasses\\x5f\\x5f')() | attr('\\x5f\\x5fgetitem\\x5f\\x5f')(132) }}",
  ],
  ["lipsum-globals-os-popen", "{{ lipsum | attr('__globals__') | attr('__getitem__')('os') }}"],
  ["cycler-globals-builtins-eval", "{{ cycler.__init__.__globals__.__builtins__['eval'](\"__import__('os')\") }}"],
  ["namespace-globals-getitem", "{{ namespace.__init__.__globals__.__getitem__('__builtins__') }}"],
  ["get-flashed-globals", "{{ get_flashed_messages.__globals__['current_app'].config }}"],
  ["url-for-globals-os", "{{ url_for.__globals__.os.environ }}"],
  [
    "dict-join-name-chain",
    "{% set a = dict(__cla=1, ss__=1) | join %}{% set b = dict(__bas=1, e__=1) | join %}{{ (() | attr(a) | attr(b)) }}",
  ],
  ["format-name-chain", "{% set c = '%c' % 95 * 2 %}{{ '' | attr(c ~ 'class' ~ c) | attr(c ~ 'mro' ~ c) }}"],
  ["join-reverse-chain", "{% set n = ('__ssalc__' | reverse) %}{{ s[n][('__esab__' | reverse)] }}"],
  [
    "set-lipsum-string-underscore",
    "{% set u = (lipsum | string | list)[18] %}{{ u }}{{ () | attr(u * 2 ~ 'class' ~ u * 2) | attr(u * 2 ~ 'mro' ~ u * 2) }}",
  ],
  ["getitem-via-format", "{{ '{0[__class__]}'.format(self) }}|{{ '{0.__init__.__globals__}'.format(lipsum) }}"],
  ["loop-frame-chain", "{% for x in [1] %}{{ loop._iterator.gi_frame.f_back.f_globals }}{% endfor %}"],
  ["macro-func-code", "{% macro m() %}{% endmacro %}{{ m._func.__code__.co_consts }}"],
  ["undefined-class-base", "{{ x.__class__.__base__.__subclasses__() }}"],
  ["undefined-init-globals", "{{ x.__init__.__globals__.__builtins__ }}"],
  ["range-self", "{{ range.__self__ }}|{{ range.__module__ }}"],
  ["dict-class-mro-call", "{{ dict.mro()[-1].__subclasses__() }}"],
  ["dict-class-base", "{{ dict.__base__.__subclasses__() }}"],
  [
    "attr-escaped-unicode",
    "{{ '' | attr('\\u005f\\u005fclass\\u005f\\u005f') | attr('\\u005f\\u005fmro\\u005f\\u005f') }}",
  ],
  ["getattr-sorted", "{{ [s] | sort(attribute='__class__.__mro__') }}"],
  [
    "groupby-subclasses",
    "{% for g in [s] | groupby('__class__.__base__') %}{{ g.grouper.__subclasses__() }}{% endfor %}",
  ],
  ["reduce-ex-chain", "{{ ''.__reduce_ex__(2)[0].__globals__ }}"],
  ["init-subclass-chain", "{{ ''.__class__.__init_subclass__.__self__ }}"],
  ["getattribute-chain", "{{ ''.__getattribute__('__class__').__base__ }}"],
  [
    "format-method-globals-chain",
    "{{ ''.format.__globals__ }}|{{ ''.format.__wrapped__ is defined }}|{{ '{0}'.format.__wrapped__.__wrapped__(1) }}|{{ ('{0.__class__}'.format_map | attr('__wrapped__'))({'0': 1}) }}|{{ '{}'.upper.__wrapped__ is defined }}",
  ],
  ["joiner-instance-globals", "{% set j = joiner() %}{{ j.__init__.__globals__ }}"],
  ["cycler-instance-dict", "{% set c = cycler(1) %}{{ c.__dict__ }}"],
  ["namespace-instance-attrs-chain", "{% set ns = namespace() %}{{ ns._Namespace__attrs.__class__ }}"],
];

/**
 * Huge and negative ints in every size, count and index position (each must raise or render as Python does,
 * never escape as a JavaScript RangeError). Only values Python refuses quickly: no loops of 2**63 steps.
 */
const HUGE_INTS = ["2**63", "2**64", "10**20", "-2**63", "-2**31-1"];
const HUGE_INT_EXPRESSIONS = [
  "'a'.center(H)",
  "'a'.ljust(H, '*')",
  "'a'.zfill(H)",
  "'a\\tb'.expandtabs(H)",
  "l | batch(H) | list",
  "'x' | indent(H)",
  "'x y' | truncate(H)",
  "'x y' | wordwrap(H)",
  "'{:{}}'.format(1, H)",
  "range(0, H, 2**60) | length",
  "n.to_bytes(H)",
  "'a' * H",
  "[0] * H",
  "s[::H]",
  "l[H:]",
  "l[H]",
  "s[H]",
  "'abc'.split(none, H)",
  "'abc'.replace('a', 'b', H)",
  "'%.*f' % (H, 1)",
  "'{:.{}f}'.format(1, H)",
  "(H) | filesizeformat",
  "(H) | float",
  "(H) | round",
  "'x' | center(H)",
  "(H) | abs",
  "'%c' % H",
  "'{:c}'.format(H)",
  "(H).bit_length()",
  "(H) | string | length",
  "(H) / 3",
  "(H) // 0.5",
  "(H) % 7",
  "(H) | int",
  "'x'.rjust(H)",
  "l.index(1, H)",
  "l.index(1, 0, H)",
  "'abc'.find('b', H)",
  "'abc'.count('b', -H)",
  "'abc'.startswith('a', H)",
  "range(H) | length",
  "range(H, H + 5) | list",
  "(1, 2)[H:]",
  "s.splitlines(H)",
  "'abc'.encode()[H:]",
  "d.items() | batch(H) | list",
  "'%s' % ((H),)",
  "'{0:,}'.format(H)",
  "'{0:_x}'.format(H)",
  "'{0:.3e}'.format(H)",
  "'%e' % H",
  "'%f' % H",
  "'%g' % H",
  "(H) * 1.0",
  "(H) == (H) * 1.0",
  "(H) < 1e308",
  "[(H)] | tojson",
  "[(H)] | sum",
  "[(H), 1.5] | max",
  "(H) | string | int",
  "(H).to_bytes(16, 'big', signed=true) | list | length",
  "(H) | wordcount",
  "(H) in range(10)",
  "range(10)[H:H]",
  "'abc'[H:-H:-1]",
  "'a' | truncate(3, false, '...', H)",
  "'a b' | wordwrap(5, true, '\\n', H)",
  "'{:{}}'.format('x', '>' ~ (H | string))",
  "s | batch(H, 'x') | list | length",
];
const hugeIntProbes: Probe[] = HUGE_INT_EXPRESSIONS.flatMap((expr) =>
  HUGE_INTS.map((h): Probe => [`${expr} @ ${h}`, `{{ ${expr.replaceAll("H", h)} }}`]),
);
const starWidthProbes: Probe[] = [
  ["negative-star-precision-and-width", "{{ '%.*f|%*d|%.*s|%-*d|' % (-1, 1.5, -5, 1, -1, 'abc', -3, 7) }}"],
  ["float-star-precision", "{{ '%.*f' % (1.5, 1) }}"],
  ["bool-star-width", "{{ '%*s|' % (true, 'x') }}"],
  ["huge-star-width", "{{ '%*d' % (2**63, 1) }}"],
  ["filesizeformat-negative-infinity", "{{ ('-inf' | float) | filesizeformat }}"],
  ["filesizeformat-nan-infinity", "{{ ('nan' | float) | filesizeformat }}|{{ ('inf' | float) | filesizeformat }}"],
];

/**
 * Long values that Python handles in linear time: searches from the right for a long needle (JavaScript's lastIndexOf
 * compares naively: 100 s for the first probe), rounding to a billion places, hashes of integral floats past 2**53,
 * sorting half a million items.
 */
const longValueProbes: Probe[] = [
  [
    "rfind-long-needle",
    "{{ (('a' * 1000000) ~ 'b').rfind('a' * 500000 + 'c') }}|{{ (('a' * 1000000) ~ 'b').rindex('a' * 500000) }}",
  ],
  ["rpartition-long-separator", "{{ (('ab' * 300000) ~ 'x').rpartition('ab' * 100000 + 'y')[2] | length }}"],
  [
    "rsplit-long-separator",
    "{{ ('ab' * 300000).rsplit('ba' * 40) | length }}|{{ ('a' * 100000).rsplit('a' * 64, 3) | map('length') | list }}",
  ],
  [
    "round-far-negative-places",
    "{{ 1.5 | round(-1000000000) }}|{{ -2.5 | round(-309) }}|{{ 1e300 | round(-301) }}|{{ (10**40 + 6) | round(-41) }}|{{ (10**40 + 6) | round(-60) }}|{{ -7 | round(-3) }}",
  ],
  [
    "integral-float-hashes",
    "{{ {2**100: 'a'}[2.0**100] }}|{{ [2**60, 2.0**60, 2**60 + 1] | unique | list }}|{{ (2**100) in {2.0**100: 1} }}|{{ [-(2**1000), -(2.0**1000)] | unique | list | length }}",
  ],
  ["caller-int-past-2-53-bits", "{{ x.bit_length() }}|{{ x.bit_count() }}", { x: 1152921504606847000 }],
  // Half a million comparisons of one-item key lists: the limit on comparing shared lists refused it.
  [
    "sort-half-million",
    "{{ ('<a>x</a> &amp; ' * 35000) | sort | first }}|{{ ('<a>x</a> &amp; ' * 35000) | sort(reverse=true) | first }}",
  ],
  ["long-int-bits", "{{ (3**5000).bit_length() }}|{{ (3**5000).bit_count() }}|{{ (-(3**5000)).bit_count() }}"],
];

/** Large dicts and views a template builds: Python hashes, so lookups must not compare every pair. */
const largeDictProbes: Probe[] = [
  ["fromkeys-ints", "{{ dict.fromkeys(range(100000)) | length }}|{{ dict.fromkeys(range(100000)) | dictsort | last }}"],
  ["fromkeys-floats", "{{ dict.fromkeys(range(50000) | map('float')) | length }}"],
  ["fromkeys-tuples", "{{ dict.fromkeys(dict.fromkeys(range(20000)).items()) | length }}"],
  ["fromkeys-mixed-equal-keys", "{{ dict.fromkeys([1, 1.0, true, (1,), (1.0,), 'a', 'a' | safe]) }}"],
  ["keys-views-equal", "{{ dict.fromkeys(range(50000)).keys() == dict.fromkeys(range(49999, -1, -1)).keys() }}"],
  ["items-views-subset", "{{ dict.fromkeys(range(30000), 1).items() <= dict.fromkeys(range(30001), 1).items() }}"],
  ["keys-view-difference", "{{ (dict.fromkeys(range(50000)).keys() - range(1, 50000) | list) }}"],
  [
    "in-keys-view-loop",
    "{% set k = dict.fromkeys(range(20000)).keys() %}{% set ns = namespace(n=0) %}{% for i in range(20000) %}{% if i in k %}{% set ns.n = ns.n + 1 %}{% endif %}{% endfor %}{{ ns.n }}",
  ],
  [
    "in-items-view",
    "{% set v = {'a': [1], 'b': 2}.items() %}{{ ('a', [1]) in v }}|{{ ('b', 2.0) in v }}|{{ ('c', 1) in v }}|{{ 'a' in v }}",
  ],
  [
    "tuple-keys-lookup",
    "{% set x = dict.fromkeys([(1, 'a'), (2, 'b')]) %}{{ (1.0, 'a') in x }}|{{ (true, 'a' | safe) in x }}|{{ x[(2, 'b')] }}",
  ],
  ["unique-tuples-with-commas", "{{ [('s,sb',), ('s', 'b'), ('x', 'y'), ('x,sy',)] | unique | list }}"],
  [
    "unique-identity-objects",
    "{% macro a() %}{% endmacro %}{% macro b() %}{% endmacro %}{{ [(a,), (b,), (a,)] | unique | list | length }}",
  ],
];

/**
 * Probes whose Python result would change the caller's data (Jinja2's sandbox lets unbound dict methods and
 * `{% set x.y %}...{% endset %}` through). They are not compared with Python (matching it would mean mutating
 * the caller's context); sandbox.test.ts only checks that our engine leaves the context unchanged.
 */
export const CONTEXT_ONLY_PROBES: Array<[id: string, template: string]> = [
  ["unbound-dict-update", "{{ dict.update(d, {'z': 1}) }}"],
  ["unbound-dict-setdefault", "{{ dict.setdefault(d, 'z', []) }}"],
  ["unbound-dict-pop", "{{ dict.pop(d, 'a') }}"],
  ["unbound-dict-clear", "{{ dict.clear(d) }}"],
  ["unbound-dict-popitem", "{{ dict.popitem(d.nested) }}"],
  ["unbound-dict-update-message", "{{ dict.update(messages[0], role='system') }}"],
  ["unbound-dict-update-nested-in-literal", "{% set x = {'n': d.nested} %}{{ dict.update(x.n, z=1) }}"],
  ["set-block-attribute-on-context-dict", "{% set d.a %}2{% endset %}{{ d.a }}"],
  ["set-block-attribute-on-message", "{% set messages[0].role %}system{% endset %}"],
  ["set-block-attribute-on-nested", "{% set x = d.nested %}{% set x.c %}gone{% endset %}"],
  ["set-block-attribute-on-list", "{% set l.x %}1{% endset %}"],
  // The caller's dicts reached through views, shallow copies, containers and helpers the template built.
  ["unbound-update-view-mapping", "{{ dict.update(d.keys().mapping, z=1) }}"],
  ["unbound-update-items-view-mapping", "{{ dict.update(d.items().mapping, z=1) }}"],
  ["unbound-update-copy-nested", "{% set y = d.copy() %}{{ dict.update(y.nested, z=1) }}"],
  ["unbound-update-dict-copy-nested", "{% set y = dict(d) %}{{ dict.setdefault(y['nested'], 'z', 1) }}"],
  ["unbound-update-via-list", "{{ dict.update([d] | first, z=1) }}"],
  ["unbound-update-via-dictsort", "{{ dict.update((d | dictsort)[2][1], z=1) }}"],
  ["unbound-update-via-items", "{{ dict.update((d.items() | list)[2][1], z=1) }}"],
  ["unbound-update-via-namespace", "{% set ns = namespace(x=d) %}{{ dict.update(ns.x, z=1) }}"],
  ["unbound-update-via-cycler", "{{ dict.update(cycler(d).current, z=1) }}"],
  [
    "unbound-update-via-loop",
    "{% for m in messages %}{{ dict.update(m, role='x') }}{{ dict.clear(loop.previtem or m) }}{% endfor %}",
  ],
  ["unbound-update-via-groupby", "{{ dict.update((users | groupby('age') | first).list[0], age=1) }}"],
  ["unbound-update-via-macro-argument", "{% macro m(x) %}{{ dict.pop(x, 'a') }}{% endmacro %}{{ m(d) }}"],
  [
    "unbound-update-via-caller",
    "{% macro m() %}{{ caller(d) }}{% endmacro %}{% call(x) m() %}{{ dict.popitem(x) }}{% endcall %}",
  ],
  ["unbound-update-via-kwargs-value", "{% macro m() %}{{ dict.update(kwargs.x, z=1) }}{% endmacro %}{{ m(x=d) }}"],
  ["unbound-update-via-format-field", "{{ '{0[nested]}'.format(d) }}{{ dict.update(d['nested'], c=0) }}"],
  [
    "unbound-update-via-map",
    "{{ dict.update(messages | map(attribute='role') | list | length and messages[0], role='x') }}",
  ],
  [
    "unbound-fromkeys-then-update-data",
    "{% set x = dict.fromkeys(['a']) %}{{ dict.update(x, d) }}{{ dict.update(x.nested, z=1) }}",
  ],
  [
    "set-block-attribute-via-namespace-value",
    "{% set ns = namespace(x=d) %}{% set y = ns.x %}{% set y.a %}2{% endset %}",
  ],
  ["set-block-attribute-via-copy-nested", "{% set y = d.copy().nested %}{% set y.c %}x{% endset %}"],
];

const groups: Array<[string, Probe[]]> = [
  ["python-defined", definedProbes(MAIN_PYTHON_NAMES)],
  ["python-defined-more", definedManyProbes(MORE_PYTHON_NAMES)],
  ["python-printed", printProbes(MAIN_PYTHON_NAMES)],
  ["python-undefined", undefinedProbes],
  ["python-chains", chains],
  ["python-via-filters", viaFilters],
  ["via-format", viaFormat],
  ["js-defined", definedProbes(MAIN_JS_NAMES)],
  ["js-defined-more", definedManyProbes(JS_NAMES.filter((name) => !MAIN_JS_NAMES.includes(name)))],
  ["js-printed", printProbes(PRINTED_JS_NAMES)],
  ["js-call", jsCalls],
  ["js-misc", jsMisc],
  ["js-keys-in-data", jsKeys],
  ["js-kwargs", jsKwargs],
  ["numeric-indexes", numericIndexes],
  ["mutation", mutation],
  ["assignment", assignments],
  ["sizes", sizes],
  ["nesting", nestingProbes],
  ["runtime-recursion", runtimeRecursionProbes],
  ["helpers", helpers],
  ["ssti-name-building", nameBuildingProbes],
  ["ssti-name-calls", nameCallProbes],
  ["ssti-dunder-sweep", dunderSweepProbes],
  ["ssti-call-chains", callChainProbes],
  ["ssti-format", formatEscapeProbes],
  ["ssti-repr", [...reprProbes, ...reprMoreProbes]],
  ["ssti-set-tricks", setTrickProbes],
  ["ssti-runtime-objects", runtimeObjectProbes],
  ["ssti-subscripts", subscriptProbes],
  ["ssti-unicode-names", unicodeNameProbes],
  ["ssti-tojson", tojsonProbes],
  ["js-registry-names", registryNameProbes],
  ["js-string-methods", jsStringProbes],
  ["js-keyed-filters", jsKeyedFilterProbes],
  ["js-numeric-keys", numericKeyProbes],
  ["js-scope-pollution", scopePollutionProbes],
  ["js-callables", callableProbes],
  ["js-function-filters", functionFilterProbes],
  ["js-attribute-filters", attributeFilterProbes],
  ["js-array-like-data", arrayLikeProbes],
  ["js-named-definitions", jsNamedDefinitionProbes],
  ["ssti-cycles", cycleProbes],
  ["ssti-filter-blocks", filterBlockProbes],
  ["ssti-markup-format", markupFormatProbes],
  ["ssti-star-arguments", starArgumentProbes],
  ["ssti-payloads", payloadProbes],
  ["ssti-huge-ints", [...hugeIntProbes, ...starWidthProbes]],
  ["ssti-large-dicts", largeDictProbes],
  ["long-values", longValueProbes],
];

/**
 * Two more campaigns' probes, kept as data. Session 4's: SSTI payload families, the engine's own JavaScript field
 * names on every kind of value, JavaScript-shaped caller keys, statements, formats and numbers. Session 18's (`s18-`
 * groups): attribute paths in filters, str.format and `%` on every value, number and string edge cases, container
 * methods and filters, statements, macros and tests, JavaScript-named keys and lexer edges, strftime and complex
 * numbers, Markup, scoping, pprint, float formatting, precedence, reprs, method names, keyword arguments, Unicode
 * whitespace, generators. Only those that match Python, run fast and do not depend on Python's hash seed are kept;
 * the README lists the kinds that differ. A group's `context` is every probe's that gives none of its own.
 */
const campaign = JSON.parse(readFileSync(join(FIXTURES, "sandbox-probes.json"), "utf8")) as Record<
  string,
  { context?: Record<string, unknown>; probes: Probe[] }
>;

export function sandboxCases(): Case[] {
  const cases: Case[] = [];
  for (const [group, probes] of [
    ...groups,
    ...Object.entries(campaign).map(
      ([g, { context, probes }]) =>
        [`campaign-${g}`, probes.map(([name, template, own]) => [name, template, own ?? context] as Probe)] as const,
    ),
  ]) {
    for (const [name, template, context] of probes) {
      cases.push({ id: `${group}/${name}`, group, template, context: { ...SANDBOX_CONTEXT, ...(context ?? {}) } });
    }
  }
  return cases;
}
