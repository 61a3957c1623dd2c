/**
 * Generated conversations over the real chat templates (fast-check, fixed seeds): every template of
 * fixtures/templates is paired with its own CONVERSATIONS_PER_TEMPLATE conversations, sampled from a
 * seed derived from the template's file name (adding a template reshuffles nothing else).
 *
 * A conversation is either plausible (optional system/developer message, then user turns answered by
 * plain assistant turns or by tool calls with their results) or a random sequence of messages of any
 * role, including the ones only some templates know (ipython, model, tool_calls, tool_results, tools,
 * user_context, ...). Contents are strings (empty, blank, multi-line, Unicode up to 14.0 with astral
 * emoji, quotes, braces, Jinja-looking text, the markers templates split on or look for), lists of
 * parts (text, image, image_url, video(_url), audio(_url), input_audio, text under other keys or null,
 * thinking, tool_reference, {output}; with and without extra keys), mappings ({text}, {value},
 * {parts}), scalars, null or missing. Assistants carry 1–3 tool calls (arguments as a dict, a JSON
 * string, null or missing, sometimes under `parameters`; with or without ids/types/index/the
 * `function` wrapper), or one call as a mapping, reasoning fields (or null), the nulls and extra fields
 * clients send (tool_calls, refusal, id, prefix, tool_plan, chosen) and Gemma's tool_responses; tool
 * messages tool_call_id/name; system messages MiniMax's current_date/current_location. The context adds
 * tools (None, as transformers passes when there are none, a list of JSON-schema functions with nested
 * parameters and return schemas, wrapped or bare, JSON strings, code_interpreter, or one mapping),
 * documents (or None) and the kwargs templates read (add_generation_prompt, enable_thinking,
 * reasoning_effort, custom_tools, available_tools, controls, response_format, date_string, …).
 * `scripts/context-coverage.mjs` lists what the templates read that these do not give.
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

export const CONVERSATIONS_PER_TEMPLATE = 64;

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
  "<|channel|>analysis<|message|>",
  "<|channel|>final<|message|>",
  "<|end|>",
  "<end_of_turn>",
  "<image>",
  "<|image|>",
  "[TOOL_CALLS]",
  "/no_think",
  "/think",
  "<<SYS>>\n",
  "\n<</SYS>>\n\n",
  "<|kimi_image_placeholder|>",
  "<<<source>>>en<<<target>>>fr<<<text>>>",
  "<<<custom>>>",
  "<<<image>>>",
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
  "warmup",
  "/no_think",
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

/**
 * Finite non-integral doubles only: an integral float cannot cross JSON (Python would see an int, or,
 * from 1e21 up, a float where we see an int). Every double from 2**53 up is integral.
 */
const nonIntegral = fc.oneof(
  fc.constantFrom(0.1, -2.5, 2.75, 1e-7, 1.5e-300, 0.30000000000000004, -0.001, 2.5e-5, 123456.789, 1e-5, 5e-324),
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
    { weight: 4, arbitrary: scalar },
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
      { weight: 10, arbitrary: textPart as fc.Arbitrary<Obj> },
      { weight: 4, arbitrary: fc.constant({ type: "image" }) },
      { weight: 4, arbitrary: fc.record({ type: fc.constant("image"), image: url }) },
      { weight: 2, arbitrary: fc.record({ type: fc.constant("image"), url }) },
      { weight: 4, arbitrary: fc.record({ type: fc.constant("image_url"), image_url: fc.record({ url }) }) },
      { weight: 2, arbitrary: fc.record({ type: fc.constant("video"), video: url }, { requiredKeys: ["type"] }) },
      { weight: 1, arbitrary: fc.record({ type: fc.constant("video_url"), video_url: fc.record({ url }) }) },
      { weight: 2, arbitrary: fc.record({ type: fc.constant("audio"), audio: url }, { requiredKeys: ["type"] }) },
      { weight: 1, arbitrary: fc.record({ type: fc.constant("audio_url"), audio_url: fc.record({ url }) }) },
      { weight: 2, arbitrary: fc.record({ type: fc.constant("input_audio"), input_audio: fc.record({ data: url }) }) },
      { weight: 2, arbitrary: fc.record({ text }) },
      // Other clients' text parts: the text under `content` or `value`, or null.
      { weight: 1, arbitrary: fc.record({ type: fc.constant("text"), content: text }) },
      { weight: 1, arbitrary: fc.record({ type: fc.constant("text"), value: text }) },
      { weight: 1, arbitrary: fc.constant({ type: "text", text: null }) },
      // Reasoning and tool-search parts, tool results given as {output}.
      { weight: 1, arbitrary: fc.record({ type: fc.constant("thinking"), thinking: text }) },
      { weight: 1, arbitrary: fc.record({ type: fc.constant("tool_reference"), name: ident }) },
      { weight: 1, arbitrary: fc.record({ output: text }) },
    ),
    fc.oneof({ weight: 4, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: extraKeys }),
  )
  .map(([p, extra]) => ({ ...extra, ...p }));

/** Mostly parts; sometimes a bare string among them. */
const contentList: fc.Arbitrary<Json[]> = fc.array(
  fc.oneof({ weight: 12, arbitrary: part as fc.Arbitrary<Json> }, { weight: 1, arbitrary: text }),
  { minLength: 0, maxLength: 4 },
);
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
  // Structured contents some templates accept: {text}, {value}, {parts: [...]}.
  {
    weight: 1,
    arbitrary: fc.oneof(
      fc.record({ text }),
      fc.record({ value: text }),
      fc.record({ parts: contentList }),
    ) as fc.Arbitrary<Json>,
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
  /** The position streaming clients add. */
  index?: number;
  id?: string | null;
  type?: string;
  name: string | null;
  arguments: Json | "absent";
  /** gpt-oss: the format of the arguments ("json", "code"), next to them. */
  content_type?: string;
  /** Llama 3.1 writes its calls as {name, parameters}: some histories keep that key. */
  parameters?: boolean;
}

const toolCall: fc.Arbitrary<ToolCallShape> = fc
  .record(
    {
      index: fc.integer({ min: 0, max: 2 }),
      id: fc.oneof({ weight: 20, arbitrary: callId }, { weight: 1, arbitrary: fc.constant(null) }),
      type: fc.constant("function"),
      name: fc.oneof({ weight: 30, arbitrary: ident }, { weight: 1, arbitrary: fc.constant(null) }),
      arguments: fc.oneof(
        { weight: 10, arbitrary: argsDict as fc.Arbitrary<Json> },
        { weight: 8, arbitrary: argsString as fc.Arbitrary<Json> },
        { weight: 2, arbitrary: fc.constant("absent" as const) },
        { weight: 1, arbitrary: fc.constant(null) },
      ),
      content_type: fc.constantFrom("json", "code"),
    },
    { requiredKeys: ["name", "arguments"] },
  )
  .chain((t) =>
    fc
      .tuple(
        fc.integer({ min: 0, max: 7 }),
        fc.integer({ min: 0, max: 9 }),
        fc.integer({ min: 0, max: 9 }),
        fc.integer({ min: 0, max: 14 }),
      )
      .map(([flat, index, contentType, parameters]) => {
        const out: ToolCallShape = { ...t };
        if (flat === 0) out.flat = true;
        if (parameters === 0) out.parameters = true;
        if (parameters === 0 && index < 5) out.flat = true;
        if (index > 1) delete out.index;
        if (contentType > 0) delete out.content_type;
        return out;
      }),
  );

function toolCallJson(t: ToolCallShape): Obj {
  const fn: Obj = { name: t.name };
  if (t.arguments !== "absent") fn[t.parameters ? "parameters" : "arguments"] = t.arguments;
  if (t.content_type !== undefined) fn.content_type = t.content_type;
  const out: Obj = {};
  if (t.index !== undefined) out.index = t.index;
  if (t.id !== undefined) out.id = t.id;
  if (t.type !== undefined) out.type = t.type;
  if (t.flat) return { ...out, ...fn };
  out.function = fn;
  return out;
}

/** A reasoning field, or the null a client sends when there is none. */
const orNull = <T extends Json>(a: fc.Arbitrary<T>): fc.Arbitrary<T | null> =>
  fc.oneof({ weight: 5, arbitrary: a }, { weight: 1, arbitrary: fc.constant(null) });

const reasoning = fc.oneof(
  { weight: 3, arbitrary: fc.constant({}) },
  {
    weight: 4,
    arbitrary: fc.record(
      {
        reasoning_content: orNull(fc.oneof(text, fc.constantFrom("", "\nStep 1.\nStep 2.\n"))),
        thinking: orNull(fc.oneof(text, fc.constant(""))),
        reasoning: orNull(text),
        thought: orNull(text),
      },
      { requiredKeys: [] },
    ),
  },
) as fc.Arbitrary<Obj>;

/** Gemma 4's own tool results, carried by the assistant message: [{name, response}]. */
const toolResponses: fc.Arbitrary<Obj[]> = fc.array(
  fc.record(
    {
      name: ident,
      response: fc.oneof(
        { weight: 3, arbitrary: argsDict as fc.Arbitrary<Json> },
        { weight: 3, arbitrary: text },
        { weight: 1, arbitrary: fc.array(scalar, { maxLength: 3 }) },
        { weight: 1, arbitrary: fc.oneof(fc.boolean(), fc.integer({ min: -5, max: 99 }), nonIntegral) },
      ),
    },
    { requiredKeys: ["response"] },
  ),
  { minLength: 1, maxLength: 2 },
);

/**
 * Other fields clients put on assistant messages: explicit nulls (`tool_calls`, `refusal`), a message
 * id, DeepSeek's `prefix` (a partial turn to continue), Command R7B's `tool_plan`.
 */
const assistantFields: fc.Arbitrary<Obj> = fc.oneof(
  { weight: 4, arbitrary: fc.constant({}) },
  {
    weight: 1,
    arbitrary: fc.record(
      {
        tool_calls: fc.constant(null),
        refusal: fc.constant(null),
        id: fc.constantFrom("msg_1", "chatcmpl-9x", null),
        prefix: fc.boolean(),
        tool_plan: text,
        // Preference data (Apriel): the chosen completions.
        chosen: orNull(fc.array(text, { minLength: 0, maxLength: 2 })),
      },
      { requiredKeys: [] },
    ) as fc.Arbitrary<Obj>,
  },
);

const assistantExtras = fc.record(
  {
    name: fc.constantFrom("bot", "Ann"),
    reasoning,
    toolResponses: fc.option(toolResponses, { freq: 6 }),
    fields: assistantFields,
  },
  { requiredKeys: ["reasoning", "fields"] },
);

function assistantMessage(
  c: Json | "absent",
  calls: ToolCallShape[] | null,
  extras: { name?: string; reasoning?: Obj; toolResponses?: Obj[] | null; fields?: Obj },
): Obj {
  const msg = withContent({ role: "assistant", ...extras.fields }, c);
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

/** Fields some clients put on system messages (MiniMax's date and location, StepFun's named observation). */
const systemFields: fc.Arbitrary<Obj> = fc.oneof(
  { weight: 5, arbitrary: fc.constant({}) },
  {
    weight: 1,
    arbitrary: fc.record(
      {
        name: fc.constantFrom("observation", "example_user"),
        current_date: fc.constantFrom("2024-07-26", "Friday, July 26, 2024"),
        current_location: fc.constantFrom("Paris, France", ""),
        id: fc.constantFrom("msg_0", "sys", null),
      },
      { requiredKeys: [] },
    ) as fc.Arbitrary<Obj>,
  },
);

const systemMessage = (content: fc.Arbitrary<Json | "absent">, role = "system"): fc.Arbitrary<Obj> =>
  fc.tuple(content, systemFields).map(([c, fields]) => withContent({ role, ...fields }, c));

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
    {
      // A single tool call given as a mapping instead of a list.
      weight: 1,
      arbitrary: fc
        .tuple(content, toolCall)
        .map(([c, call]) => withContent({ role: "assistant", tool_calls: toolCallJson(call) }, c)),
    },
    { weight: 1, arbitrary: systemMessage(content) },
    { weight: 1, arbitrary: systemMessage(content, "developer") },
    {
      // Other roles templates know: Llama's ipython, Gemma's model, Mistral's tool_calls/tool_results,
      // Phi's tools, Pivot's user_context, ...
      weight: 3,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            "ipython",
            "function",
            "observation",
            "model",
            "tool_results",
            "tool_calls",
            "tools",
            "user_context",
            "content",
            "User",
            "ǅ",
            "",
          ),
          content,
        )
        .map(([role, c]) => withContent({ role }, c)),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          toolResult,
          fc.record(
            {
              tool_call_id: fc.oneof({ weight: 10, arbitrary: callId }, { weight: 1, arbitrary: fc.constant(null) }),
              name: ident,
            },
            { requiredKeys: [] },
          ),
        )
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
        { weight: 3, arbitrary: systemMessage(style.content) },
        { weight: 1, arbitrary: systemMessage(style.content, "developer") },
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
        minLength: fc.integer({ min: 0, max: 5 }),
        maxLength: fc.integer({ min: 10, max: 200 }),
        pattern: fc.constantFrom("^[a-z]+$", "\\d{3}-\\d{4}", ".*"),
        format: fc.constantFrom("date", "date-time", "email", "uri"),
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
          weight: 2,
          arbitrary: fc.record(
            { type: fc.constant("array"), items: tie("schema"), description: text },
            { requiredKeys: ["type"] },
          ) as fc.Arbitrary<Obj>,
        },
        {
          weight: 2,
          arbitrary: fc.record(
            {
              type: fc.constant("object"),
              properties: fc.dictionary(key, tie("schema"), { maxKeys: 3 }),
              required: fc.array(key, { maxLength: 2 }),
              additionalProperties: fc.oneof(fc.boolean(), tie("schema")),
            },
            { requiredKeys: ["type"] },
          ) as fc.Arbitrary<Obj>,
        },
        { weight: 1, arbitrary: fc.constantFrom<Obj>({ type: ["string", "null"] }, { type: ["integer", "string"] }) },
        { weight: 1, arbitrary: fc.constant<Obj>({ anyOf: [{ type: "string" }, { type: "integer" }] }) },
        {
          weight: 1,
          arbitrary: fc.record(
            { oneOf: fc.array(tie("schema"), { minLength: 1, maxLength: 3 }), description: text },
            { requiredKeys: ["oneOf"] },
          ) as fc.Arbitrary<Obj>,
        },
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

/** Extras of a function: a return schema (Hermes, Granite; GigaChat's return_parameters), OpenAI's `strict`. */
const functionExtras: fc.Arbitrary<Obj> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({}) },
  {
    weight: 1,
    arbitrary: fc.record(
      { return: schema, return_parameters: schema, strict: fc.boolean() },
      { requiredKeys: [] },
    ) as fc.Arbitrary<Obj>,
  },
);

const tool: fc.Arbitrary<Obj> = fc.oneof(
  {
    weight: 10,
    arbitrary: fc
      .tuple(functionSchema, functionExtras, fc.option(fc.boolean(), { freq: 5 }))
      .map(([f, extras, deferred]) => {
        const t: Obj = { type: "function", function: { ...f, ...extras } };
        if (deferred !== null) t.defer_loading = deferred;
        return t;
      }),
  },
  { weight: 2, arbitrary: fc.tuple(functionSchema, functionExtras).map(([f, extras]) => ({ ...f, ...extras })) },
  // Tools given as JSON strings (LFM2 prints them as they are), a built-in tool without a function.
  { weight: 1, arbitrary: functionSchema.map((f) => JSON.stringify({ type: "function", function: f })) },
  { weight: 1, arbitrary: fc.constant<Obj>({ type: "code_interpreter" }) },
) as fc.Arbitrary<Obj>;

/** The tools kwarg: usually a list; None is what transformers passes when there are none. */
const toolsKwarg: fc.Arbitrary<Json> = fc.oneof(
  { weight: 12, arbitrary: fc.array(tool, { minLength: 0, maxLength: 3 }) },
  { weight: 4, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: tool },
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
  tools: toolsKwarg,
  documents: fc.oneof({ weight: 3, arbitrary: documents }, { weight: 1, arbitrary: fc.constant(null) }),
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
  custom_tools: fc.oneof(fc.array(tool, { minLength: 1, maxLength: 2 }), fc.constant(null)),
  available_tools: fc.array(tool, { minLength: 0, maxLength: 2 }),
  controls: fc.record(
    {
      citations: fc.boolean(),
      hallucinations: fc.boolean(),
      length: fc.constantFrom("short", "long"),
      originality: fc.constantFrom("extractive", "abstractive"),
    },
    { requiredKeys: [] },
  ),
  response_format: fc.oneof(
    fc.constant({ type: "json_object" }),
    fc.constant({ type: "text" }),
    schema.map((s) => ({ type: "json_schema", json_schema: { name: "answer", schema: s } })),
    fc.constantFrom("json_object", "json_schema"),
  ),
  response_schema: schema,
  image_prompts: fc.oneof(
    fc.array(fc.constantFrom("<image_1>", "[img]", ""), { minLength: 0, maxLength: 3 }),
    fc.constant(null),
  ),
  thinking_effort: fc.constantFrom("low", "medium", "high"),
  force_reasoning: fc.boolean(),
  skip_reasoning: fc.boolean(),
  skip_think: fc.boolean(),
  full_function_description: fc.boolean(),
  USE_DEFAULT_PROMPT: fc.boolean(),
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
  custom_tools: 0.08,
  available_tools: 0.05,
  controls: 0.05,
  response_format: 0.05,
  response_schema: 0.03,
  image_prompts: 0.03,
  thinking_effort: 0.05,
  force_reasoning: 0.05,
  skip_reasoning: 0.05,
  skip_think: 0.05,
  full_function_description: 0.05,
  USE_DEFAULT_PROMPT: 0.05,
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
