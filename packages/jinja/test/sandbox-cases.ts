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
import type { Case } from "./differential.js";

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
  ["helpers", helpers],
];

export function sandboxCases(): Case[] {
  const cases: Case[] = [];
  for (const [group, probes] of groups) {
    for (const [name, template, context] of probes) {
      cases.push({ id: `${group}/${name}`, group, template, context: { ...SANDBOX_CONTEXT, ...(context ?? {}) } });
    }
  }
  return cases;
}
