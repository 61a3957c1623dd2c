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
