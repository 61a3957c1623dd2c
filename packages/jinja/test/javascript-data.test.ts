/**
 * JavaScript data that JSON cannot carry, rendered by our engine as the caller passes it and by Python Jinja2 given
 * its JSON equivalent (JSON.parse(JSON.stringify(context))), which is what a Python program would receive: class
 * instances, objects of another realm, null-prototype objects, `undefined` items and holes, `undefined` properties.
 */
import { runInNewContext } from "node:vm";
import { expect, test } from "vitest";
import { type Case, compareOutcomes, loadEngine, runOracle, runOurs } from "./differential.js";

class Message {
  role = "user";
  content = "hi";
  /** Neither a method nor an accessor of the class is data: JSON.stringify skips them. */
  get shout() {
    return "HI";
  }
  greet() {
    return "hello";
  }
}
function Legacy(this: { a: number }) {
  this.a = 1;
}
Legacy.prototype.inherited = 2;
const legacy = () => new (Legacy as unknown as new () => object)();
/** A class that names its instances' tag (as many libraries do) still makes data objects. */
class Tagged {
  role = "user";
  content = "hi";
  get [Symbol.toStringTag]() {
    return "Message";
  }
  /** A function-valued field: JSON.stringify drops it, so it is not listed (it can still be called). */
  describe = () => this.content;
}
const nullPrototype = () => Object.assign(Object.create(null), { role: "system", content: "s" });
const foreign = () => runInNewContext("({ role: 'user', content: 'hi', tool_calls: [{ name: 'f' }] })");
// biome-ignore lint/suspicious/noSparseArray: a hole is what this case is about.
const holes = () => [undefined, 1, , null];

const READS_OF_A_DICT = [
  "{{ m|tojson }}",
  "{{ m|length }}",
  "{{ m is mapping }}",
  "{{ m.get('role') }}|{{ m['content'] }}|{{ m.role }}",
  "{{ m|items|list }}",
  "{{ m|dictsort }}",
  "{{ 'role' in m }}|{{ 'shout' in m }}|{{ 'greet' in m }}",
  "{% for k in m %}{{ k }},{% endfor %}",
  "{% for k, v in m.items() %}{{ k }}={{ v }},{% endfor %}",
  "{{ m }}",
  "{{ m.shout }}|{{ m.greet }}|{{ m.inherited }}|{{ m.constructor }}",
  "{% if m %}t{% else %}f{% endif %}",
  "{{ [m]|map(attribute='role')|list }}|{{ [m]|selectattr('role')|list|length }}",
  "{{ m == {'role': 'user', 'content': 'hi'} }}",
  "{{ dict(m, x=1) }}",
  "{{ m.keys()|list }}|{{ m.values()|list }}",
  "{{ m|pprint }}",
  "{{ '%(role)s' % m }}|{{ '{role}'.format_map(m) }}",
];
const DICTS: [string, () => unknown][] = [
  ["class-instance", () => new Message()],
  ["tagged-class-instance", () => new Tagged()],
  ["array-prototype-object", () => Object.assign(Object.create(Array.prototype), { role: "user" })],
  ["legacy-constructor", legacy],
  ["null-prototype", nullPrototype],
  ["other-realm", foreign],
  ["undefined-property", () => ({ role: "user", content: undefined })],
  ["only-undefined", () => ({ content: undefined })],
];
const READS_OF_A_LIST = [
  "{{ x }}",
  "{{ x|tojson }}",
  "{{ x[0] is none }}|{{ x[2] is none }}|{{ x[-4] is none }}|{{ x[0].a }}",
  "{% for i in x %}{{ i is none }},{% endfor %}",
  "{{ x|first is none }}|{{ x|last is none }}|{{ x|length }}",
  "{{ x == [none, 1, none, none] }}|{{ none in x }}|{{ x.count(none) }}|{{ x.index(1) }}",
  "{{ x|select('none')|list }}|{{ x|reject('none')|list }}|{{ x|map('string')|list }}",
  "{{ x|unique|list }}|{{ x|join(',') }}|{{ x|reverse|list }}",
  "{{ x[:2] }}|{{ (x + [2])[2] is none }}|{{ x|batch(2)|list }}",
  "{% for a, b in [x[:2]] %}{{ a is none }}{{ b }}{% endfor %}",
];

/**
 * JSON writes an integral number from 1e21 on with an exponent, which Python reads as a float; below, with its
 * digits, which Python reads as an int (2**60 as the int it prints, 1152921504606847000).
 */
const READS_OF_A_NUMBER = [
  "{{ x }}|{{ x is integer }}|{{ x is float }}|{{ x|string }}|{{ [x] }}|{{ x|tojson }}|{{ x|pprint }}",
  "{{ x // 7 }}|{{ x % 7 }}|{{ x * 2 }}|{{ x + 1 }}|{{ -x }}|{{ x / 3 }}|{{ x ** 2 }}",
  "{{ x|int }}|{{ x|abs }}|{{ x|round }}|{{ x|float }}|{{ [x, 1]|sum }}|{{ [x, 1.5]|max }}",
  "{{ '%d' % x }}|{{ '%s' % x }}|{{ '{:,}'.format(x) }}|{{ '{}'.format(x) }}|{{ x ~ '' }}",
  "{{ x == 10**23 }}|{{ x == 99999999999999991611392 }}|{{ {x: 1} }}|{{ x in [x|int] }}",
  "{{ x.is_integer() }}",
  "{{ x.bit_length() }}",
  "{{ '%x' % x }}",
  "{{ [1, 2][x:] }}",
];
const NUMBERS = [1e21, -1e22, 1e23, 2 ** 70, Number.MAX_VALUE, 1e20, 2 ** 60];

interface JsCase extends Case {
  jsContext: () => Record<string, unknown>;
}
const cases: JsCase[] = [
  ...DICTS.flatMap(([name, make]) =>
    READS_OF_A_DICT.map((template, i) => ({ name, template, i, jsContext: () => ({ m: make() }) })),
  ),
  ...READS_OF_A_LIST.map((template, i) => ({
    name: "undefined-items",
    template,
    i,
    jsContext: () => ({ x: holes() }),
  })),
  ...READS_OF_A_LIST.map((template, i) => ({
    name: "other-realm-list",
    template,
    i,
    jsContext: () => ({ x: runInNewContext("[undefined, 1, undefined, null]") }),
  })),
  ...NUMBERS.flatMap((x) =>
    READS_OF_A_NUMBER.map((template, i) => ({ name: `number-${x}`, template, i, jsContext: () => ({ x }) })),
  ),
].map(({ name, template, i, jsContext }) => ({
  id: `${name}/${i}`,
  group: name,
  template,
  context: JSON.parse(JSON.stringify(jsContext())),
  jsContext,
}));

const engine = await loadEngine();
const python = runOracle(cases);

test.each(cases)("$id: $template", (c) => {
  // Ours gets the JavaScript values themselves.
  const ours = runOurs(engine, c, c.jsContext());
  const { match, reason } = compareOutcomes(python.get(c.id)!, ours);
  expect(match, reason).toBe(true);
});

test("whether an object is data depends on its prototype chain alone, not on an instance seen before", async () => {
  const { Template } = await import("../src/index.js");
  const template = new Template("{{ m is mapping }}|{{ [1] is mapping }}|{{ m }}");
  // An object made on Array.prototype is no array but a dict, as JSON.stringify reads it; real arrays stay lists.
  expect(template.render({ m: Object.create(Array.prototype) })).toBe("True|False|{}");
  expect(template.render({ m: new Date(0) })).toBe("False|False|<object>");
  class K {
    a = 1;
  }
  const tagged = Object.assign(new K(), { [Symbol.toStringTag]: "K" });
  expect(template.render({ m: tagged })).toBe("True|False|{'a': 1}");
  expect(template.render({ m: new K() })).toBe("True|False|{'a': 1}");
});

test("a polluted Array.prototype or Object.prototype changes no filter's default arguments", async () => {
  const { Template } = await import("../src/index.js");
  const template = new Template(
    "{{ x|tojson(indent=2) }}|{{ 'a-b'.split('-', maxsplit=1) }}|{{ [3, 1]|sort(attribute=none) }}",
  );
  const context = { x: { ﬁ: "é" } };
  const clean = template.render(context);
  for (const prototype of [Array.prototype, Object.prototype] as unknown as Record<number, unknown>[]) {
    prototype[0] = "POLLUTED";
    prototype[1] = "POLLUTED";
    try {
      expect(template.render(context)).toBe(clean);
    } finally {
      delete prototype[0];
      delete prototype[1];
    }
  }
});
