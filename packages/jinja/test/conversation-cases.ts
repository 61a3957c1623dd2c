/**
 * Generated conversations over the real chat templates (fast-check, fixed seeds): every template of
 * fixtures/templates is paired with its own CONVERSATIONS_PER_TEMPLATE conversations, sampled from a
 * seed derived from the template's file name (adding a template reshuffles nothing else).
 *
 * A conversation is either plausible (optional system/developer message, then user turns answered by
 * plain assistant turns or by tool calls with their results) or a random sequence of
 * system/user/assistant/tool/developer messages. Contents are strings (empty, blank, multi-line,
 * Unicode up to 14.0 with astral emoji, quotes, braces, Jinja-looking text, the markers templates
 * split on), lists of text/image/image_url/video/audio parts (with and without extra keys), null or
 * missing. Assistants carry 1–3 tool calls (arguments as a dict or a JSON string, with or without
 * ids/types), reasoning_content or thinking; tool messages tool_call_id/name. The context adds tools
 * (JSON-schema functions with nested parameters, wrapped or bare), documents and the kwargs templates
 * read (add_generation_prompt, enable_thinking, reasoning_effort, tools_in_user_message, date_string, …).
 *
 * No integral floats (JSON cannot carry them) and no lone surrogates. Many templates raise on shapes
 * they do not expect: both engines must then raise (with raise_exception's message when it raised).
 *
 * JINJA_DIFF_SCALE=10 samples ten times as many conversations and JINJA_DIFF_SEED=<n> shifts the
 * seeds (deeper fuzzing on demand; the defaults are what CI runs).
 */
import fc from "fast-check";
import type { Case } from "./differential.js";
import { readTemplate, type TemplateEntry, templateIndex } from "./real-cases.js";

export const CONVERSATIONS_PER_TEMPLATE = 60;

const SEED = 20240726;
const SCALE = Math.max(1, Number(process.env.JINJA_DIFF_SCALE ?? 1) || 1);
const SEED_SHIFT = Number(process.env.JINJA_DIFF_SEED ?? 0) || 0;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Obj = Record<string, Json>;

// ---------------------------------------------------------------------------------------------------
// Text

/**
 * Pieces of content: words, every kind of blank (Python's str.strip and JavaScript's trim disagree on
 * some), characters whose case mapping or width is special, astral emoji (all Unicode ≤ 14, which is
 * what Python 3.11's unicodedata knows), quotes, backslashes, braces, Jinja-looking text and the
 * special markers templates look for in content.
 */
const PIECES = [
  "Hello",
  "world",
  "What is the weather in Paris?",
  "OK.",
  "x",
  "42",
  "3.14",
  "-1",
  "True",
  "None",
  "null",
  " ",
  "  ",
  "\n",
  "\n\n",
  "\t",
  "\r\n",
  "\r",
  "\v",
  "\f",
  "\x1c",
  "\x1f",
  "\x85",
  "\u00a0",
  "\u1680",
  "\u2003",
  "\u2028",
  "\u2029",
  "\u202f",
  "\u3000",
  "\u200b",
  "\ufeff",
  "é",
  "ß",
  "İ",
  "ﬁ",
  "ǅ",
  "Σ",
  "ΣΑΣ",
  "ı",
  "中文",
  "日本語のテキスト",
  "مرحبا",
  "e\u0301",
  "👋",
  "😀",
  "🧑‍💻",
  "👍🏽",
  "❤️",
  "🇫🇷",
  "🫠",
  "🥲",
  "𠜎",
  "𝒳",
  "'",
  '"',
  "\\",
  "\\n",
  '\\"',
  "`",
  "{",
  "}",
  "{}",
  "{{ x }}",
  "{% if true %}",
  "{%- endif -%}",
  "{# c #}",
  "{{",
  "}}",
  "%}",
  "{0}",
  "%s",
  "%(name)s",
  "<think>",
  "</think>",
  "<think>\nLet me think.\n</think>\n\n",
  "<tool_call>",
  "</tool_call>",
  "<|im_start|>",
  "<|im_end|>",
  "<|eot_id|>",
  "[INST]",
  "[/INST]",
  "<s>",
  "</s>",
  "<|channel|>",
  "<|end|>",
  "<end_of_turn>",
  "<image>",
  "<|image|>",
  "[TOOL_CALLS]",
  "```python\nprint(1)\n```",
  '{"a": 1}',
  "[1, 2]",
  "<b>bold</b> &amp;",
  "a,b;c",
  "https://example.com/?q=1&r=2",
  "    indented",
  "line1\nline2\nline3",
];

/** Whole contents worth trying as they are. */
const WHOLE_TEXTS = [
  "",
  " ",
  "\n",
  " \n\t ",
  "\n\n\n",
  "\u3000",
  "\ufeff",
  "</think>",
  "<think></think>",
  "{{ messages }}",
];

const text: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 7 }).map((a) => a.join("")) },
  {
    weight: 3,
    arbitrary: fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 5 }).map((a) => a.join(" ")),
  },
  { weight: 2, arbitrary: fc.constantFrom(...WHOLE_TEXTS) },
);

/** Short identifiers (names, ids). */
const ident = fc.constantFrom("get_weather", "search", "python", "calc_sum", "lookup-user", "f", "näme", "a.b", "x_1");
const callId = fc.oneof(
  fc.constantFrom("call_1", "call_abc123", "0", "", "9Kx3bQpTz", "toolu_01"),
  fc.stringMatching(/^[a-zA-Z0-9]{9}$/),
);

// ---------------------------------------------------------------------------------------------------
// JSON values (tool arguments, tool results, documents)

/** Finite non-integral doubles only: an integral float cannot cross JSON (Python would see an int). */
const nonIntegral = fc.oneof(
  fc.constantFrom(0.1, -2.5, 2.75, 1e-7, 1.5e300, 0.30000000000000004, -0.001, 2.5e-5, 123456.789, 1e-5, 5e-324),
  fc.double({ noNaN: true, noDefaultInfinity: true }).filter((d) => !Number.isInteger(d)),
);

const scalar: fc.Arbitrary<Json> = fc.oneof(
  { weight: 4, arbitrary: text },
  { weight: 3, arbitrary: fc.integer({ min: -1000, max: 100000 }) },
  { weight: 1, arbitrary: fc.constantFrom(0, -1, 2 ** 31, 2 ** 53 - 1, 1e20) },
  { weight: 2, arbitrary: nonIntegral },
  { weight: 2, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);

/**
 * Keys of arguments, results and schema properties; some templates sort them (dictsort), so the pool
 * mixes cases, non-ASCII, astral characters and characters of U+E000–U+FFFF (UTF-16 order differs
 * from code point order between those two).
 */
const key = fc.constantFrom(
  "location",
  "unit",
  "query",
  "Query",
  "n",
  "a",
  "B",
  "_id",
  "options",
  "städte",
  "key with space",
  "1",
  "",
  "𝒳",
  "ﬁle",
  "（备注）",
  "😀",
);

const jsonValue: fc.Arbitrary<Json> = fc.letrec<{ value: Json }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    { weight: 5, arbitrary: scalar },
    { weight: 1, arbitrary: fc.array(tie("value"), { maxLength: 3 }) },
    { weight: 1, arbitrary: fc.dictionary(key, tie("value"), { maxKeys: 3 }) },
  ),
})).value;

const argsDict: fc.Arbitrary<Obj> = fc.dictionary(key, jsonValue, { maxKeys: 4 });

/** A dict serialized as transformers users do: json.dumps style, compact, or indented. */
const argsString: fc.Arbitrary<string> = fc.oneof(
  argsDict.map((d) => JSON.stringify(d)),
  argsDict.map((d) => JSON.stringify(d, null, 2)),
  argsDict.map((d) => pyDumps(d)),
  fc.constantFrom("", "{}", "not json", '{"a": '),
);

/** Python's json.dumps(d) separators (", " and ": "). */
function pyDumps(v: Json): string {
  if (Array.isArray(v)) return `[${v.map(pyDumps).join(", ")}]`;
  if (v !== null && typeof v === "object") {
    return `{${Object.entries(v)
      .map(([k, x]) => `${JSON.stringify(k)}: ${pyDumps(x)}`)
      .join(", ")}}`;
  }
  return JSON.stringify(v);
}

// ---------------------------------------------------------------------------------------------------
// Content

const url = fc.constantFrom(
  "https://example.com/cat.png",
  "data:image/png;base64,iVBORw0KGgo=",
  "file:///tmp/a b.jpg",
  "",
);
const extraKeys: fc.Arbitrary<Obj> = fc.record(
  { cache_control: fc.constant({ type: "ephemeral" }), id: fc.constantFrom("p1", "0"), meta: argsDict },
  { requiredKeys: [] },
);

const textPart = fc.record({ type: fc.constant("text"), text });
const part: fc.Arbitrary<Obj> = fc
  .tuple(
    fc.oneof(
      { weight: 5, arbitrary: textPart as fc.Arbitrary<Obj> },
      { weight: 2, arbitrary: fc.constant({ type: "image" }) },
      { weight: 2, arbitrary: fc.record({ type: fc.constant("image"), image: url }) },
      { weight: 1, arbitrary: fc.record({ type: fc.constant("image"), url }) },
      { weight: 2, arbitrary: fc.record({ type: fc.constant("image_url"), image_url: fc.record({ url }) }) },
      { weight: 1, arbitrary: fc.record({ type: fc.constant("video"), video: url }, { requiredKeys: ["type"] }) },
      { weight: 1, arbitrary: fc.record({ type: fc.constant("audio"), audio: url }, { requiredKeys: ["type"] }) },
      { weight: 1, arbitrary: fc.record({ type: fc.constant("input_audio"), input_audio: fc.record({ data: url }) }) },
      { weight: 1, arbitrary: fc.record({ text }) },
    ),
    fc.oneof({ weight: 4, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: extraKeys }),
  )
  .map(([p, extra]) => ({ ...extra, ...p }));

const contentList = fc.array(part, { minLength: 0, maxLength: 4 });
const textOnlyList = fc.array(textPart, { minLength: 1, maxLength: 3 }) as fc.Arbitrary<Obj[]>;

/** Message content of any shape: "absent" leaves the key out. */
const mixedContent: fc.Arbitrary<Json | "absent"> = fc.oneof(
  { weight: 8, arbitrary: text },
  { weight: 3, arbitrary: contentList },
  { weight: 1, arbitrary: textOnlyList },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.constant("absent" as const) },
  {
    weight: 1,
    arbitrary: fc.oneof(fc.integer({ min: -5, max: 99 }), nonIntegral, fc.boolean(), argsDict) as fc.Arbitrary<Json>,
  },
);

/** The two styles of conversation: string contents only, or any content shape. */
interface Style {
  content: fc.Arbitrary<Json | "absent">;
  toolResult: fc.Arbitrary<Json | "absent">;
  /** Whether plausible exchanges may call tools. */
  toolCalls: boolean;
}

function withContent(msg: Obj, c: Json | "absent"): Obj {
  if (c !== "absent") msg.content = c;
  return msg;
}

// ---------------------------------------------------------------------------------------------------
// Messages

interface ToolCallShape {
  /** Without the `function` wrapper: {id, type, name, arguments}. */
  flat?: boolean;
  id?: string;
  type?: string;
  name: string;
  arguments: Json | "absent";
}

const toolCall: fc.Arbitrary<ToolCallShape> = fc
  .record(
    {
      id: callId,
      type: fc.constant("function"),
      name: ident,
      arguments: fc.oneof(
        { weight: 5, arbitrary: argsDict as fc.Arbitrary<Json> },
        { weight: 4, arbitrary: argsString as fc.Arbitrary<Json> },
        { weight: 1, arbitrary: fc.constant("absent" as const) },
      ),
    },
    { requiredKeys: ["name", "arguments"] },
  )
  .chain((t) => fc.integer({ min: 0, max: 9 }).map((n) => (n === 0 ? { ...t, flat: true } : t)));

function toolCallJson(t: ToolCallShape): Obj {
  const fn: Obj = { name: t.name };
  if (t.arguments !== "absent") fn.arguments = t.arguments;
  const out: Obj = {};
  if (t.id !== undefined) out.id = t.id;
  if (t.type !== undefined) out.type = t.type;
  if (t.flat) return { ...out, ...fn };
  out.function = fn;
  return out;
}

const reasoning = fc.oneof(
  { weight: 3, arbitrary: fc.constant({}) },
  {
    weight: 4,
    arbitrary: fc.record(
      {
        reasoning_content: fc.oneof(text, fc.constantFrom("", "\nStep 1.\nStep 2.\n")),
        thinking: fc.oneof(text, fc.constant("")),
        reasoning: text,
      },
      { requiredKeys: [] },
    ),
  },
) as fc.Arbitrary<Obj>;

/** Gemma 4's own tool results, carried by the assistant message: [{name, response}]. */
const toolResponses: fc.Arbitrary<Obj[]> = fc.array(
  fc.record({ name: ident, response: fc.oneof(argsDict as fc.Arbitrary<Json>, text) }, { requiredKeys: ["response"] }),
  { minLength: 1, maxLength: 2 },
);

const assistantExtras = fc.record(
  {
    name: fc.constantFrom("bot", "Ann"),
    reasoning,
    toolResponses: fc.option(toolResponses, { freq: 6 }),
  },
  { requiredKeys: ["reasoning"] },
);

function assistantMessage(
  c: Json | "absent",
  calls: ToolCallShape[] | null,
  extras: { name?: string; reasoning?: Obj; toolResponses?: Obj[] | null },
): Obj {
  const msg = withContent({ role: "assistant" }, c);
  if (calls) msg.tool_calls = calls.map(toolCallJson);
  if (extras.name !== undefined) msg.name = extras.name;
  if (extras.toolResponses) msg.tool_responses = extras.toolResponses;
  Object.assign(msg, extras.reasoning ?? {});
  return msg;
}

const STRINGS: Style = {
  content: text,
  toolCalls: true,
  toolResult: fc.oneof(
    { weight: 3, arbitrary: text },
    { weight: 2, arbitrary: argsDict.map((d) => JSON.stringify(d)) },
  ),
};
const MIXED: Style = {
  content: mixedContent,
  toolCalls: true,
  toolResult: fc.oneof(
    { weight: 5, arbitrary: text },
    { weight: 3, arbitrary: argsDict.map((d) => JSON.stringify(d)) },
    { weight: 2, arbitrary: contentList },
    { weight: 1, arbitrary: fc.constant(null) },
  ),
};

/** A message of any role with any shape (random sequences). */
const anyMessage = ({ content, toolResult }: Style): fc.Arbitrary<Obj> =>
  fc.oneof(
    {
      weight: 3,
      arbitrary: fc
        .tuple(content, fc.option(fc.constantFrom("alice", "Bob")))
        .map(([c, name]) => withContent(name === null ? { role: "user" } : { role: "user", name }, c)),
    },
    {
      weight: 3,
      arbitrary: fc
        .tuple(content, fc.option(fc.array(toolCall, { minLength: 1, maxLength: 3 }), { freq: 3 }), assistantExtras)
        .map(([c, calls, extras]) => assistantMessage(c, calls, extras)),
    },
    { weight: 1, arbitrary: content.map((c) => withContent({ role: "system" }, c)) },
    { weight: 1, arbitrary: content.map((c) => withContent({ role: "developer" }, c)) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom("ipython", "function", "observation", "User", "ǅ", ""), content)
        .map(([role, c]) => withContent({ role }, c)),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(toolResult, fc.record({ tool_call_id: callId, name: ident }, { requiredKeys: [] }))
        .map(([c, extra]) => withContent({ role: "tool", ...extra }, c)),
    },
  );

/** One plausible exchange: a user message, then a plain answer or tool calls, their results and an answer. */
const exchange = ({ content, toolResult, toolCalls }: Style): fc.Arbitrary<Obj[]> =>
  fc
    .tuple(
      content,
      toolCalls ? fc.option(fc.array(toolCall, { minLength: 1, maxLength: 3 }), { freq: 2 }) : fc.constant(null),
      fc.oneof(fc.constant(null), fc.constant(""), text),
      fc.array(toolResult, { minLength: 3, maxLength: 3 }),
      fc.record({ id: fc.boolean(), name: fc.boolean() }),
      content,
      assistantExtras,
      fc.boolean(),
    )
    .map(([userContent, calls, callContent, results, resultKeys, answer, extras, answered]) => {
      const out: Obj[] = [withContent({ role: "user" }, userContent)];
      if (calls) {
        out.push(assistantMessage(callContent, calls, extras));
        calls.forEach((call, i) => {
          const msg: Obj = { role: "tool" };
          if (resultKeys.id && call.id !== undefined) msg.tool_call_id = call.id;
          if (resultKeys.name) msg.name = call.name;
          out.push(withContent(msg, results[i]!));
        });
        if (answered) out.push(assistantMessage(answer, null, {}));
      } else if (answered) {
        out.push(assistantMessage(answer, null, extras));
      }
      return out;
    });

const plausibleMessages = (style: Style): fc.Arbitrary<Obj[]> =>
  fc
    .tuple(
      fc.oneof(
        { weight: 3, arbitrary: fc.constant(null) },
        { weight: 3, arbitrary: style.content.map((c) => withContent({ role: "system" }, c)) },
        { weight: 1, arbitrary: style.content.map((c) => withContent({ role: "developer" }, c)) },
      ),
      fc.array(exchange(style), { minLength: 1, maxLength: 3 }),
      fc.boolean(),
    )
    .map(([system, exchanges, trailingUser]) => {
      const msgs = exchanges.flat();
      if (trailingUser && msgs.at(-1)?.role !== "user") msgs.push({ role: "user", content: "And now?" });
      return system ? [system, ...msgs] : msgs;
    });

const messages = fc.oneof(
  { weight: 4, arbitrary: plausibleMessages({ ...STRINGS, toolCalls: false }) },
  { weight: 3, arbitrary: plausibleMessages(STRINGS) },
  { weight: 2, arbitrary: plausibleMessages(MIXED) },
  { weight: 1, arbitrary: fc.array(anyMessage(STRINGS), { minLength: 0, maxLength: 6 }) },
  { weight: 1, arbitrary: fc.array(anyMessage(MIXED), { minLength: 0, maxLength: 6 }) },
);

// ---------------------------------------------------------------------------------------------------
// Tools and documents

/** Other JSON-schema keywords (some templates print every key they do not handle, with `| string`). */
const schemaExtras: fc.Arbitrary<Obj> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({}) },
  {
    weight: 1,
    arbitrary: fc.record(
      {
        title: text,
        examples: fc.array(jsonValue, { minLength: 1, maxLength: 3 }),
        minimum: fc.oneof(fc.integer({ min: -10, max: 10 }), nonIntegral),
        maximum: nonIntegral,
        format: fc.constantFrom("date", "email", "uri"),
        nullable: fc.boolean(),
        additionalProperties: fc.boolean(),
        default: jsonValue,
      },
      { requiredKeys: [] },
    ) as fc.Arbitrary<Obj>,
  },
);

const schema: fc.Arbitrary<Obj> = fc.letrec<{ schema: Obj }>((tie) => ({
  schema: fc
    .tuple(
      fc.oneof(
        { depthSize: "small", withCrossShrink: true },
        {
          weight: 5,
          arbitrary: fc.record(
            {
              type: fc.constantFrom("string", "integer", "number", "boolean", "null"),
              description: text,
              enum: fc.array(fc.oneof(ident, fc.integer({ min: 0, max: 9 })), { minLength: 1, maxLength: 3 }),
              default: scalar,
            },
            { requiredKeys: ["type"] },
          ) as fc.Arbitrary<Obj>,
        },
        {
          weight: 1,
          arbitrary: fc.record(
            { type: fc.constant("array"), items: tie("schema"), description: text },
            { requiredKeys: ["type"] },
          ) as fc.Arbitrary<Obj>,
        },
        {
          weight: 1,
          arbitrary: fc.record(
            {
              type: fc.constant("object"),
              properties: fc.dictionary(key, tie("schema"), { maxKeys: 3 }),
              required: fc.array(key, { maxLength: 2 }),
            },
            { requiredKeys: ["type"] },
          ) as fc.Arbitrary<Obj>,
        },
        { weight: 1, arbitrary: fc.constant<Obj>({ type: ["string", "null"] }) },
        { weight: 1, arbitrary: fc.constant<Obj>({ anyOf: [{ type: "string" }, { type: "integer" }] }) },
      ),
      schemaExtras,
    )
    .map(([base, extras]) => ({ ...extras, ...base })),
})).schema;

const functionSchema: fc.Arbitrary<Obj> = fc.record(
  {
    name: ident,
    description: text,
    parameters: fc.record(
      {
        type: fc.constant("object"),
        properties: fc.dictionary(key, schema, { maxKeys: 4 }),
        required: fc.array(key, { maxLength: 2 }),
      },
      { requiredKeys: ["type", "properties"] },
    ),
  },
  { requiredKeys: ["name"] },
) as fc.Arbitrary<Obj>;

const tool: fc.Arbitrary<Obj> = fc.oneof(
  { weight: 5, arbitrary: functionSchema.map((f) => ({ type: "function", function: f })) },
  { weight: 1, arbitrary: functionSchema },
);

const documents: fc.Arbitrary<Obj[]> = fc.array(
  fc.record(
    {
      doc_id: fc.oneof(fc.integer({ min: 0, max: 9 }), fc.constant("d1")),
      title: text,
      text,
      content: text,
      url,
    },
    { requiredKeys: [] },
  ) as fc.Arbitrary<Obj>,
  { minLength: 0, maxLength: 3 },
);

// ---------------------------------------------------------------------------------------------------
// Kwargs

const kwargs: fc.Arbitrary<Obj> = fc.record({
  add_generation_prompt: fc.boolean(),
  bos_token: fc.constantFrom("<s>", "<|begin_of_text|>", ""),
  eos_token: fc.constantFrom("</s>", "<|eot_id|>"),
  tools: fc.array(tool, { minLength: 0, maxLength: 3 }),
  documents,
  enable_thinking: fc.boolean(),
  reasoning_effort: fc.constantFrom("low", "medium", "high"),
  tools_in_user_message: fc.boolean(),
  date_string: fc.constantFrom("26 Jul 2024", "July 26, 2024", ""),
  builtin_tools: fc.subarray(["code_interpreter", "brave_search", "wolfram_alpha"]),
  thinking: fc.boolean(),
  preserve_thinking: fc.boolean(),
  clear_thinking: fc.boolean(),
  add_vision_id: fc.boolean(),
  continue_final_message: fc.boolean(),
  tool_choice: fc.constantFrom("auto", "none", "required"),
  custom_instructions: text,
  model_identity: text,
  system_message: text,
}) as fc.Arbitrary<Obj>;

/** Presence weights: the common kwargs are usually given, the rarer ones sometimes. */
const PRESENCE: Record<string, number> = {
  add_generation_prompt: 0.9,
  bos_token: 0.85,
  eos_token: 0.85,
  tools: 0.4,
  documents: 0.1,
  enable_thinking: 0.3,
  reasoning_effort: 0.2,
  tools_in_user_message: 0.15,
  date_string: 0.15,
  builtin_tools: 0.1,
  thinking: 0.1,
  preserve_thinking: 0.1,
  clear_thinking: 0.1,
  add_vision_id: 0.1,
  continue_final_message: 0.1,
  tool_choice: 0.1,
  custom_instructions: 0.05,
  model_identity: 0.05,
  system_message: 0.05,
};

const KWARG_NAMES = Object.keys(PRESENCE);

const conversation: fc.Arbitrary<Obj> = fc
  .tuple(
    messages,
    kwargs,
    fc.array(fc.double({ min: 0, max: 1, noNaN: true }), {
      minLength: KWARG_NAMES.length,
      maxLength: KWARG_NAMES.length,
    }),
  )
  .map(([msgs, kw, dice]) => {
    const ctx: Obj = { messages: msgs };
    KWARG_NAMES.forEach((k, i) => {
      if (dice[i]! < PRESENCE[k]!) ctx[k] = kw[k]!;
    });
    return ctx;
  });

// ---------------------------------------------------------------------------------------------------
// Cases

/** Stable 32-bit hash (FNV-1a) of a file name: each template's seed. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export function conversationsFor(entry: TemplateEntry, count = CONVERSATIONS_PER_TEMPLATE): Obj[] {
  return fc.sample(conversation, { seed: (SEED + hash(entry.file) + SEED_SHIFT) | 0, numRuns: count * SCALE });
}

/** Every real template × its generated conversations; ids are `<file>#c<index>`. */
export function conversationCases(count = CONVERSATIONS_PER_TEMPLATE): Case[] {
  const cases: Case[] = [];
  for (const entry of templateIndex) {
    const template = readTemplate(entry);
    conversationsFor(entry, count).forEach((ctx, i) => {
      cases.push({
        id: `${entry.file}#c${i}`,
        group: `${entry.file} (${entry.family})`,
        template,
        templateLabel: `fixtures/templates/${entry.file} — ${entry.source}`,
        context: { ...ctx, ...(entry.context ?? {}) },
      });
    });
  }
  return cases;
}
