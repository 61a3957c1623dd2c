/**
 * Generated conversations over the real chat templates (fast-check, fixed seeds): every template of
 * fixtures/templates is paired with its own CONVERSATIONS_PER_TEMPLATE conversations, sampled from
 * seeds derived from the template's file name (adding a template reshuffles nothing else).
 *
 * Most are wild. A wild conversation is either plausible (optional system/developer message, then user
 * turns answered by plain assistant turns or by tool calls with their results; only the last turn may
 * go unanswered) or a random sequence of messages of any role, including the ones only some templates
 * know (ipython, model, tool_calls, tool_results, tools, user_context, functions, thinking, ...).
 * Contents are strings (empty, blank, multi-line, Unicode up to 14.0 with astral emoji, quotes,
 * braces, Jinja-looking text, the markers templates split on or look for), lists of parts (text,
 * image, image_url, video(_url), audio(_url), input_audio, time_series, text under other keys or null,
 * thinking, tool_reference, {output}; with and without extra keys), mappings ({text}, {value},
 * {parts}, {content}), scalars, null or missing. Assistants carry 1–3 tool calls (arguments as a dict,
 * a JSON string, null or missing, sometimes under `parameters` or `input`; with or without ids/types/index/the
 * `function` wrapper), or one call as a mapping, reasoning fields (or null), the nulls and extra fields
 * clients send (tool_calls, refusal, id, prefix, tool_plan, chosen, recipient, end_turn) and Gemma's
 * tool_responses; tool messages tool_call_id/name; system messages MiniMax's current_date/location
 * and Phi-4-mini's tools string. The context adds tools (None, as transformers passes when there are
 * none, a list of JSON-schema functions with nested parameters and return schemas, wrapped or bare,
 * JSON strings, code_interpreter, or one mapping), documents (or None) and the kwargs templates read
 * (add_generation_prompt, enable_thinking, reasoning_effort, custom_tools, available_tools, controls,
 * response_format, date_string, …), each present with its PRESENCE weight, and at least half the
 * time for a template that reads it. Wild conversations also give, half the time each, the names only
 * that template reads (its own flags and inputs), shaped by how it reads them (ownNames), and to some
 * messages the keys only it reads on messages (ownFields).
 *
 * A fixed share are tidy (see Profile): the one shape strict templates accept, adapted per template
 * (PROFILES), so that every template renders in most of its conversations. And each template's
 * conversations get its own vocabulary (template-reads.ts): the markers it looks for, put into the
 * texts where it looks for them, and the roles and content part types only it knows.
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
import { fileSeed, SCALE } from "./sampling.js";
import { fromPyLiteral, type TemplateReads, templateReads } from "./template-reads.js";

export const CONVERSATIONS_PER_TEMPLATE = 96;

const SEED = 20240726;

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
  "<functioncall>",
  "<tool_def_sep>",
  "[BEGIN FINAL RESPONSE]",
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
      // Intern-S1's time series.
      { weight: 1, arbitrary: fc.record({ type: fc.constant("time_series"), time_series: url }) },
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
      // Mistral's tool results: {content: ...}.
      fc.record({ content: text }),
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
        // What pydantic writes: an optional field, a reference to a model in $defs, a literal, a merged schema.
        {
          weight: 1,
          arbitrary: fc.oneof(
            fc
              .tuple(tie("schema"), text)
              .map(([inner, title]): Obj => ({ anyOf: [inner, { type: "null" }], default: null, title })),
            fc.constantFrom<Obj>({ $ref: "#/$defs/Item" }, { type: "array", items: { $ref: "#/$defs/Item" } }),
            scalar.map((value): Obj => ({ const: value })),
            tie("schema").map((inner): Obj => ({ allOf: [inner] })),
          ),
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
        $defs: fc.record({ Item: schema }),
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
  /** Llama 3.1 writes its calls as {name, parameters}, Anthropic's API as {name, input}: some histories keep those. */
  argumentsKey?: "parameters" | "input";
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
      .map(([flat, index, contentType, argumentsKey]) => {
        const out: ToolCallShape = { ...t };
        if (flat === 0) out.flat = true;
        if (argumentsKey < 2) {
          out.argumentsKey = argumentsKey === 0 ? "parameters" : "input";
          if (index < 5) out.flat = true;
        }
        if (index > 1) delete out.index;
        if (contentType > 0) delete out.content_type;
        return out;
      }),
  );

function toolCallJson(t: ToolCallShape): Obj {
  const fn: Obj = { name: t.name };
  if (t.arguments !== "absent") fn[t.argumentsKey ?? "arguments"] = t.arguments;
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
        // Muse's addressing: who the turn is for, and whether it ends the turn.
        recipient: fc.constantFrom("user", "self", "functions.get_weather", ""),
        end_turn: orNull(fc.boolean()),
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
    // A number, a dict (a client that sends the decoded result), results as [{name, response}].
    {
      weight: 1,
      arbitrary: fc.oneof(fc.integer({ min: -5, max: 99 }), nonIntegral, argsDict, toolResponses) as fc.Arbitrary<Json>,
    },
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
        // Phi-4-mini's tools, given as a JSON string on the system message (or null).
        tools: orNull(fc.array(functionSchema, { maxLength: 2 }).map((t) => JSON.stringify(t))),
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
            // FireFunction v1's function list, Fanar's thinking turns, Inkbot's metadata.
            "functions",
            "thinking",
            "thinking_user",
            "meta-current_date",
            "meta-task_name",
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

/**
 * One plausible exchange: a user message, then a plain answer or tool calls, their results and an
 * answer. The answer comes apart: only the last exchange of a conversation may lack it.
 */
const exchange = ({ content, toolResult, toolCalls }: Style): fc.Arbitrary<{ turns: Obj[]; answer: Obj | null }> =>
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
        return { turns: out, answer: answered ? assistantMessage(answer, null, {}) : null };
      }
      return { turns: out, answer: answered ? assistantMessage(answer, null, extras) : null };
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
      const msgs = exchanges.flatMap(({ turns, answer }, i) =>
        // An earlier exchange left unanswered is still answered (with an empty answer), so that
        // roles alternate as most templates require.
        i === exchanges.length - 1
          ? answer
            ? [...turns, answer]
            : turns
          : [...turns, answer ?? { role: "assistant", content: "" }],
      );
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
  custom_tools: fc.oneof(
    fc.array(tool, { minLength: 1, maxLength: 2 }),
    fc.array(functionSchema, { minLength: 1, maxLength: 2 }),
    fc.constant(null),
  ),
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
  low_effort: fc.boolean(),
  has_tool_sep: fc.boolean(),
  truncate_history_thinking: fc.boolean(),
  training_prompt: fc.boolean(),
  // Muse Glimmer's system header: dates, reasoning strength, descriptions of tool namespaces (the
  // part of a tool's name before its first dot).
  knowledge_cutoff: fc.constantFrom("2024-06", ""),
  current_date: fc.constantFrom("2024-07-26", ""),
  reasoning_strength: fc.constantFrom("low", "xhigh", ""),
  tool_namespace_descriptions: fc.dictionary(fc.constantFrom("a", "get_weather", "search", "functions"), text, {
    minKeys: 1,
    maxKeys: 2,
  }),
  // Praxis' separator and BOS switch; prompt templates that take no chat (Dynamo's).
  sep_token: fc.constantFrom("<sep>", "\n", ""),
  omit_leading_bos: fc.boolean(),
  system_prompt: text,
  user_prompt: text,
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
  custom_instructions: 0.15,
  model_identity: 0.15,
  system_message: 0.15,
  custom_tools: 0.15,
  available_tools: 0.15,
  controls: 0.15,
  response_format: 0.15,
  response_schema: 0.1,
  image_prompts: 0.1,
  thinking_effort: 0.15,
  force_reasoning: 0.15,
  skip_reasoning: 0.15,
  skip_think: 0.15,
  full_function_description: 0.15,
  USE_DEFAULT_PROMPT: 0.15,
  low_effort: 0.15,
  has_tool_sep: 0.15,
  truncate_history_thinking: 0.15,
  training_prompt: 0.15,
  knowledge_cutoff: 0.15,
  current_date: 0.15,
  reasoning_strength: 0.15,
  tool_namespace_descriptions: 0.15,
  sep_token: 0.1,
  omit_leading_bos: 0.1,
  system_prompt: 0.1,
  user_prompt: 0.1,
};

const KWARG_NAMES = Object.keys(PRESENCE);

/**
 * One uniform draw in [0, 1) per kwarg, deciding its presence. (Unbiased integers: fast-check's
 * doubles in [0, 1] are mostly 0 or 1, and spread over exponents rather than values.)
 */
const presenceDice = fc.noBias(
  fc.array(
    fc.integer({ min: 0, max: 9999 }).map((n) => n / 10000),
    { minLength: KWARG_NAMES.length, maxLength: KWARG_NAMES.length },
  ),
);

/** Presence weights: the kwargs a template reads are given at least half the time. */
export type Presence = Record<string, number>;

function presenceFor(reads: Set<string>): Presence {
  return Object.fromEntries(KWARG_NAMES.map((k) => [k, reads.has(k) ? Math.max(PRESENCE[k]!, 0.5) : PRESENCE[k]!]));
}

const conversation = (presence: Presence): fc.Arbitrary<Obj> =>
  fc.tuple(messages, kwargs, presenceDice).map(([msgs, kw, dice]) => {
    const ctx: Obj = { messages: msgs };
    KWARG_NAMES.forEach((k, i) => {
      if (dice[i]! < presence[k]!) ctx[k] = kw[k]!;
    });
    return ctx;
  });

// ---------------------------------------------------------------------------------------------------
// The names only some templates read

/** Names given otherwise, and `self`, which render() refuses (its own parameter). */
const NOT_OWN = new Set(["messages", "self"]);

/** The paths one segment below `path` (`.key`, `[*]`, `[?]`, `[**]`), by segment. */
function pathsBelow(reads: TemplateReads, path: string): Map<string, string> {
  const below = new Map<string, string>();
  for (const p of reads.paths.keys()) {
    if (p.length <= path.length || !p.startsWith(path)) continue;
    const segment = p.slice(path.length);
    if (/^(?:\.[^.[]+|\[\*\]|\[\?\]|\[\*\*\])$/.test(segment)) below.set(segment, p);
  }
  return below;
}

/** Methods that only strings have, and those that only dicts have (what a value is, where a template calls them). */
const STRING_ONLY = new Set([
  "strip",
  "lstrip",
  "rstrip",
  "split",
  "rsplit",
  "startswith",
  "endswith",
  "lower",
  "upper",
]);
const DICT_ONLY = new Set(["items", "keys", "values", "get"]);

/**
 * A value for a path a template reads, shaped by the paths below it (items: a list; keys: a dict with
 * some of them) and, at a leaf, by how the template uses it: the literals it compares it with, the
 * tests it applies, the methods it calls, the substrings it looks for; else (a flag tested as
 * defined, a text printed) a text, a flag, a small number or None.
 */
function readValue(reads: TemplateReads, path: string, depth = 0): fc.Arbitrary<Json> {
  const info = reads.paths.get(path);
  const tests = info?.tests ?? new Set<string>();
  const below = depth < 4 ? pathsBelow(reads, path) : new Map<string, string>();
  const item = below.get("[*]") ?? below.get("[?]");
  const keys = [...below]
    .filter(([segment]) => segment.startsWith("."))
    .map(([segment, p]): [string, string] => [segment.slice(1), p]);
  if (keys.length || item) {
    // A dict has the keys read below it and those looked for in it (`'image' in part`).
    for (const k of info?.contains ?? []) if (!keys.some(([name]) => name === k)) keys.push([k, `${path}.${k}`]);
    const shape: fc.Arbitrary<Json> = keys.length
      ? fc
          .record(Object.fromEntries(keys.map(([k, p]) => [k, readValue(reads, p, depth + 1)])), { requiredKeys: [] })
          .map((dict) => dict as Obj)
      : fc.array(readValue(reads, item!, depth + 1), { maxLength: 3 });
    return tests.has("none") ? fc.oneof({ weight: 4, arbitrary: shape }, fc.constant(null)) : shape;
  }
  const methods = [...(info?.methods ?? [])];
  const literals = comparedValues(reads, path);
  const hinted: fc.Arbitrary<Json>[] = [];
  if (literals.length) hinted.push(fc.constantFrom(...literals));
  if (tests.has("string") || info?.contains.size || methods.some((m) => STRING_ONLY.has(m))) hinted.push(text);
  if (tests.has("mapping") || methods.some((m) => DICT_ONLY.has(m)))
    hinted.push(fc.dictionary(key, scalar, { maxKeys: 3 }));
  if (tests.has("iterable") || tests.has("sequence")) hinted.push(fc.array(text, { maxLength: 3 }));
  if (tests.has("number") || tests.has("integer")) hinted.push(fc.integer({ min: 0, max: 3 }));
  if (tests.has("true") || tests.has("false") || tests.has("boolean")) hinted.push(fc.boolean());
  if (hinted.length) return fc.oneof(...hinted.map((arbitrary) => ({ weight: 4, arbitrary })), fc.constant(null));
  return fc.oneof({ weight: 3, arbitrary: text }, { weight: 2, arbitrary: fc.boolean() }, fc.nat(3), fc.constant(null));
}

/** The values a template compares a name with, and None where it tests for None. */
function comparedValues(reads: TemplateReads, name: string): Json[] {
  const info = reads.paths.get(name);
  const values = [...(info?.compares ?? [])].map(fromPyLiteral).filter((v) => v !== undefined);
  return info?.tests.has("none") ? [...values, null] : values;
}

/**
 * Values for the names a template reads that no generic conversation gives (its own flags, like
 * `keep_all_reasoning` or `max_tool_arg_chars`, and its own inputs, like a reranker's `query`), each
 * present half the time, so that the branches they choose are reached too; and for the kwargs the
 * generic conversations give (where they leave them out), the values this template compares them with
 * and None (`reasoning_effort == "max"`, `tool_choice is none`).
 */
function ownNames(reads: TemplateReads): fc.Arbitrary<Obj> {
  const choices = [...reads.free]
    .filter((name) => !NOT_OWN.has(name))
    .sort()
    .flatMap((name): [string, fc.Arbitrary<Json>][] => {
      if (!KWARG_NAMES.includes(name)) return [[name, readValue(reads, name)]];
      const values = comparedValues(reads, name);
      return values.length ? [[name, fc.constantFrom(...values)]] : [];
    });
  return fc
    .tuple(...choices.map(([, value]) => fc.option(value, { freq: 2, nil: undefined })))
    .map((values) =>
      Object.fromEntries(choices.flatMap(([name], i) => (values[i] === undefined ? [] : [[name, values[i]]]))),
    );
}

/** The keys generic messages carry (in a sample of them). */
const GENERIC_MESSAGE_KEYS = new Set(
  fc
    .sample(messages, { seed: SEED, numRuns: 1000 })
    .flat()
    .flatMap((m) => (m !== null && typeof m === "object" && !Array.isArray(m) ? Object.keys(m) : [])),
);

/** The keys a template reads on messages that generic ones never carry, with the path it reads them by. */
function ownMessageKeys(reads: TemplateReads): [string, string][] {
  const keys = new Map<string, string>();
  for (const path of reads.paths.keys()) {
    const key = /^messages\[[*?]\]\.([^.[]+)$/.exec(path)?.[1];
    if (key !== undefined && !GENERIC_MESSAGE_KEYS.has(key) && !keys.has(key)) keys.set(key, path);
  }
  return [...keys].sort();
}

/**
 * The keys only this template reads on messages (`weight`, `metadata`, `function_descriptions`), each
 * given a quarter of the time to one message, shaped as the template reads it. As [message index, key,
 * value].
 */
function ownFields(reads: TemplateReads): fc.Arbitrary<[number, string, Json][]> {
  const keys = ownMessageKeys(reads);
  return fc
    .tuple(
      ...keys.map(([, path]) => fc.option(fc.tuple(anyIndex, readValue(reads, path)), { freq: 4, nil: undefined })),
    )
    .map((picks) =>
      keys.flatMap(([key], i) => (picks[i] ? [[picks[i][0], key, picks[i][1]] as [number, string, Json]] : [])),
    );
}

/** A wild conversation with the template's own names and message fields (where it gives a name or key, that stays). */
function withOwn(ctx: Obj, names: Obj, fields: [number, string, Json][]): Obj {
  const out = { ...names, ...ctx };
  if (!fields.length || !Array.isArray(out.messages) || !out.messages.length) return out;
  // Generated values may share constant objects: the fields go into a copy of the messages.
  const msgs = structuredClone(out.messages);
  out.messages = msgs;
  for (const [at, key, value] of fields) {
    const msg = msgs[at % msgs.length];
    if (msg !== null && typeof msg === "object" && !Array.isArray(msg) && !(key in msg)) msg[key] = value;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------
// Tidy conversations

/**
 * Many templates accept one shape only and raise on anything else: roles alternating after an optional
 * system message, string contents, OpenAI tool calls with 9-character alphanumeric ids followed by
 * their results, tools wrapped in `{type: "function", function}` with a description and described
 * parameters, bos/eos tokens given. Tidy conversations keep to that shape (with the same texts), so
 * that every template's success paths are reached often; a template's Profile adapts them to what it
 * requires.
 */
export interface Profile {
  /** Share of the template's conversations that are tidy (default TIDY_SHARE). */
  share?: number;
  /** Contents as lists of parts (a text, then 0–2 images) rather than strings: all, or user contents half the time. */
  parts?: "all" | "user";
  /** Whether a tidy conversation may begin with a system message (default true). */
  system?: boolean;
  /** Whether tidy conversations call tools (default: when the template mentions tools). */
  toolCalls?: boolean;
  /** Whether they may pass a list of tools (default: as toolCalls). */
  toolList?: boolean;
  /** Tools passed even when there are none (as None): for a template that prints them unless they are none. */
  toolsGiven?: boolean;
  /** Tools as bare functions ({name, description, parameters}) rather than wrapped. */
  bareTools?: boolean;
  /** Tool call arguments as a dict (the default, as transformers documents), a JSON string, or either. */
  arguments?: "dict" | "string" | "either";
  /** At most one tool call per assistant turn. */
  singleCall?: boolean;
  /** Tool calls and results also as Mistral's roles: {role: tool_calls, content: [calls]}, tool_results. */
  mistralRoles?: boolean;
  /** Messages the template requires first (after an optional system message), in all its conversations. */
  prefix?: fc.Arbitrary<Obj[]>;
  /** The whole message list of a tidy conversation, for a template that takes no chat of roles and contents. */
  messages?: fc.Arbitrary<Obj[]>;
  /** Keyword arguments every tidy conversation passes (a template that accepts only some values of a flag). */
  kwargs?: Obj;
  /** User texts, for a template that parses them. */
  userText?: fc.Arbitrary<string>;
  /** Whether tidy conversations always end on a user's question (a template that refuses any other last turn). */
  endWithQuestion?: boolean;
}

export const TIDY_SHARE = 0.4;

const tidyId = fc.stringMatching(/^[a-zA-Z0-9]{9}$/);

/** Parameters each with a type and a description (some templates print both). */
const tidyParameters: fc.Arbitrary<Obj> = fc
  .dictionary(
    key,
    fc.record(
      {
        type: fc.constantFrom("string", "integer", "number", "boolean"),
        description: text,
        enum: fc.array(ident, { minLength: 1, maxLength: 3 }),
      },
      { requiredKeys: ["type", "description"] },
    ) as fc.Arbitrary<Json>,
    { minKeys: 1, maxKeys: 3 },
  )
  .chain((properties) =>
    fc.subarray(Object.keys(properties)).map((required) => ({ type: "object", properties, required }) as Obj),
  );

const tidyFunction: fc.Arbitrary<Obj> = fc.record({ name: ident, description: text, parameters: tidyParameters });

const tidyContent = (profile: Profile, words: fc.Arbitrary<string> = text, user = false): fc.Arbitrary<Json> => {
  const parts = fc
    .tuple(
      fc.array(
        fc.constantFrom<Obj>({ type: "image" }, { type: "image_url", image_url: { url: "https://example.com/a.png" } }),
        { maxLength: 2 },
      ),
      words,
    )
    .map(([images, t]) => [{ type: "text", text: t }, ...images] as Json);
  if (profile.parts === "all") return parts;
  return profile.parts === "user" && user ? fc.oneof(words, parts) : words;
};

const tidyArguments = (profile: Profile): fc.Arbitrary<Json> => {
  const asString = argsDict.map((d) => pyDumps(d));
  if (profile.arguments === "string") return asString;
  if (profile.arguments === "either") return fc.oneof(argsDict, asString);
  return argsDict;
};

/** An assistant turn with tool calls, then one result per call. */
const tidyToolTurn = (profile: Profile): fc.Arbitrary<Obj[]> =>
  fc
    .tuple(
      fc.array(fc.record({ id: tidyId, name: ident, arguments: tidyArguments(profile) }), {
        minLength: 1,
        maxLength: profile.singleCall ? 1 : 3,
      }),
      fc.oneof({ weight: 3, arbitrary: fc.constant("") }, { weight: 1, arbitrary: text }),
      fc.array(
        fc.oneof(
          text,
          argsDict.map((d) => pyDumps(d)),
        ),
        { minLength: 3, maxLength: 3 },
      ),
      profile.mistralRoles ? fc.boolean() : fc.constant(false),
    )
    .map(([calls, content, results, ownRoles]) => {
      const toolCalls = calls.map(({ id, name, arguments: args }) => ({
        id,
        type: "function",
        function: { name, arguments: args },
      }));
      if (ownRoles)
        return [
          { role: "tool_calls", content: toolCalls },
          ...calls.map((c, i) => ({ role: "tool_results", content: { content: results[i]! }, tool_call_id: c.id })),
        ];
      return [
        { role: "assistant", content, tool_calls: toolCalls },
        ...calls.map((c, i) => ({ role: "tool", tool_call_id: c.id, name: c.name, content: results[i]! })),
      ];
    });

const tidyExchange = (profile: Profile, toolCalls: boolean): fc.Arbitrary<Obj[]> =>
  fc
    .tuple(
      tidyContent(profile, profile.userText, true),
      toolCalls ? fc.option(tidyToolTurn(profile), { freq: 2 }) : fc.constant(null),
      tidyContent(profile),
    )
    .map(([question, toolTurn, answer]) => [
      { role: "user", content: question },
      ...(toolTurn ?? []),
      // Mistral's tool_calls message stands for the assistant's turn.
      ...(toolTurn?.[0]?.role === "tool_calls" ? [] : [{ role: "assistant", content: answer }]),
    ]);

function tidyConversation(profile: Profile, mentionsTools: boolean, presence: Presence): fc.Arbitrary<Obj> {
  const toolCalls = profile.toolCalls ?? mentionsTools;
  const toolList = profile.toolList ?? toolCalls;
  const tool = profile.bareTools ? tidyFunction : tidyFunction.map((f) => ({ type: "function", function: f }));
  return fc
    .tuple(
      profile.system === false || profile.messages ? fc.constant(null) : fc.option(tidyContent(profile)),
      profile.prefix ?? fc.constant([]),
      profile.messages ??
        fc.array(tidyExchange(profile, toolCalls), { minLength: 1, maxLength: 3 }).map((exchanges) => exchanges.flat()),
      profile.endWithQuestion ? fc.constant(true) : fc.boolean(),
      toolList ? fc.option(fc.array(tool, { minLength: 1, maxLength: 3 }), { freq: 2 }) : fc.constant(null),
      kwargs,
      presenceDice,
    )
    .map(([system, prefix, msgs, endWithQuestion, tools, kw, dice]) => {
      // End on the last question (what a generation prompt answers) or on its answer; a profile's list stays whole.
      if (endWithQuestion && !profile.messages) msgs.pop();
      const ctx: Obj = {
        messages: [...(system === null ? [] : [{ role: "system", content: system }]), ...prefix, ...msgs],
        bos_token: kw.bos_token!,
        eos_token: kw.eos_token!,
        add_generation_prompt: endWithQuestion,
      };
      if (tools || profile.toolsGiven) ctx.tools = tools;
      // The other kwargs as in any conversation, when they are flags or strings.
      KWARG_NAMES.forEach((k, i) => {
        const v = kw[k]!;
        if (!(k in ctx) && (typeof v === "boolean" || typeof v === "string") && dice[i]! < presence[k]!) ctx[k] = v;
      });
      return { ...ctx, ...profile.kwargs };
    });
}

/** Languages TranslateGemma knows by name, and one it does not. */
const langCode = fc.constantFrom("en", "fr", "de-DE", "zh_Hant", "pt", "xx");

/** The query and document messages score templates look up by role. */
const queryAndDocument: fc.Arbitrary<Obj[]> = fc.tuple(text, text).map(([query, document]) => [
  { role: "query", content: query },
  { role: "document", content: document },
]);

/** The one message an embedding template takes: text and image parts, as a query's, a document's or a user's. */
const embeddingInput: fc.Arbitrary<Obj[]> = fc
  .tuple(
    fc.constantFrom("query", "document", "user"),
    fc.array(
      fc.oneof(
        text.map((t) => ({ type: "text", text: t })),
        fc.constant({ type: "image" }),
      ),
      {
        minLength: 1,
        maxLength: 3,
      },
    ),
  )
  .map(([role, content]) => [{ role, content }]);

/** A conversation in ShareGPT's shape: `from` (system, human, gpt) and `value`. */
const shareGptMessages: fc.Arbitrary<Obj[]> = fc
  .tuple(fc.option(text), fc.array(fc.tuple(text, text), { minLength: 1, maxLength: 3 }))
  .map(([system, turns]) => [
    ...(system === null ? [] : [{ from: "system", value: system }]),
    ...turns.flatMap(([question, answer]) => [
      { from: "human", value: question },
      { from: "gpt", value: answer },
    ]),
  ]);

/** Sesame CSM's turns: a speaker id as the role; a text and an audio part each, the last turn's audio optional. */
const speakerTurns: fc.Arbitrary<Obj[]> = fc
  .array(fc.tuple(fc.constantFrom("0", "1"), text), { minLength: 1, maxLength: 4 })
  .chain((turns) =>
    fc.boolean().map((lastAudio) =>
      turns.map(([role, t], i): Obj => {
        const content: Obj[] = [{ type: "text", text: t }];
        if (i < turns.length - 1 || lastAudio) content.push({ type: "audio", path: `turn${i}.wav` });
        return { role, content };
      }),
    ),
  );

/** Cybermuse's messages: the words as `text`, the speaker as a role or a `character` (a type and a name). */
const textMessages: fc.Arbitrary<Obj[]> = fc
  .array(fc.tuple(fc.constantFrom("system", "user", "assistant"), text), { minLength: 1, maxLength: 4 })
  .map((turns) => turns.map(([role, words]) => ({ role, text: words })));
const characterMessages: fc.Arbitrary<Obj[]> = fc
  .array(fc.tuple(fc.constantFrom("user", "character", "narrator"), text, text), { minLength: 1, maxLength: 4 })
  .map((turns) => turns.map(([type, name, words]) => ({ character: { type, name }, text: words })));

/** Ktulhu's messages: the words as `context.body`, with attachments (a list of texts, none, or null). */
const contextMessages: fc.Arbitrary<Obj[]> = fc
  .array(
    fc.tuple(
      fc.constantFrom("system", "user", "assistant"),
      text,
      fc.oneof(fc.constant(null), fc.array(text, { maxLength: 2 })),
    ),
    { minLength: 1, maxLength: 4 },
  )
  .map((turns) => turns.map(([role, body, attachments]) => ({ role, context: { body, attachments } })));

/**
 * What some templates require of a tidy conversation, by file name (the others get the defaults).
 * `share` is raised for templates whose other conversations nearly all raise (strict alternation).
 */
export const PROFILES: Record<string, Profile> = {
  // The function list is a message of its own, calls are printed into the text.
  "firefunction-v1.jinja": {
    arguments: "string",
    prefix: fc
      .array(tidyFunction, { minLength: 1, maxLength: 2 })
      .map((fns) => [{ role: "functions", content: JSON.stringify(fns) }]),
  },
  // Every user text is a translation request (or a custom prompt, or the warmup).
  "translategemma-vllm.jinja": {
    share: 0.7,
    parts: "user",
    system: false,
    toolCalls: false,
    userText: fc.oneof(
      fc.tuple(langCode, langCode, text).map(([s, t, body]) => `<<<source>>>${s}<<<target>>>${t}<<<text>>>${body}`),
      fc.tuple(langCode, langCode).map(([s, t]) => `<<<source>>> ${s} <<<target>>>${t}<<<image>>>`),
      text.map((t) => `<<<custom>>>${t}`),
      fc.constant("warmup"),
    ),
  },
  // Reads every content as a list of parts (`content[0]['text']`).
  "llava-v1.6-mistral.jinja": { parts: "all", share: 0.6 },
  // Tools given raise (a macro reads a loop variable), so do tool calls (it sets attributes on messages).
  "mirothinker-compat.jinja": { toolCalls: false },
  // Reads tool.name and tool.description (bare functions), concatenates the arguments.
  "apertus-8b-instruct.jinja": { bareTools: true, arguments: "string", share: 0.55 },
  // Raises on most guardian_config values (its own input, given at random in wild conversations).
  "granite-guardian-3.1-8b.jinja": { share: 0.7 },
  // Reads Cohere's own tool format (tool.name, tool.parameter_definitions), which tidy tools do not have.
  "vllm-tool-template-cohere.jinja": { toolList: false },
  // Its tool calls raise in the sandbox (list.append).
  "kimi-k2-wip-reasoning-ik.jinja": { toolCalls: false, toolList: true },
  // No system role.
  "granite-20b-fc-vllm.jinja": { system: false, share: 0.55 },
  "ollama-starcoder2-instruct.jinja": { system: false, share: 0.6 },
  "ollama-magicoder.jinja": { system: false, share: 0.6 },
  "llamacpp-tct-gemma-7b-it-nobos.jinja": { system: false, share: 0.6 },
  "minja-synthetic-chatml-no-system.jinja": { system: false, share: 0.6 },
  "h2ovl-mississippi-2b.jinja": { system: false, share: 0.6 },
  "gemma-2-2b-it.jinja": { system: false, share: 0.6 },
  "molmo-test.jinja": { system: false, share: 0.6 },
  "mistral-7b-instruct-v0.1.jinja": { system: false, share: 0.6 },
  "mixtral-8x7b-instruct-v0.1.jinja": { system: false, share: 0.6 },
  // One call per turn.
  "llama-3.1-json-vllm.jinja": { singleCall: true },
  // They concatenate the arguments into their text.
  "deepseek-r1-0528-r2.jinja": { arguments: "string" },
  "functionary-r1.jinja": { arguments: "string" },
  // Reads every content as a list of parts (`content[0]`).
  "idefics3-timestep.jinja": { parts: "all", toolCalls: false, share: 0.6 },
  // Concatenates the arguments into `<function=...>` text.
  "vllm-tool-llama3.1-usr-def-tool-call.jinja": { singleCall: true, arguments: "string" },
  "llama-3.2-3b-instruct.jinja": { singleCall: true },
  "llama-3.3-70b-instruct.jinja": { singleCall: true },
  // Arguments concatenated as strings.
  "functionary-medium-v2.2.jinja": { arguments: "string" },
  "functionary-medium-v3.1.jinja": { arguments: "string" },
  "functionary-medium-v3.2.jinja": { arguments: "string" },
  "deepseek-r1.jinja": { arguments: "string" },
  "deepseek-v3.1.jinja": { arguments: "string" },
  "llama-3-firefunction-v2.jinja": { arguments: "string" },
  // Reads Mistral's own tool_calls and tool_results roles.
  "mistral-tools-official-vllm.jinja": { mistralRoles: true, share: 0.6 },
  // Strict alternation, contents and tool call ids: most other conversations raise.
  "llama-2-chat.jinja": { share: 0.55 },
  "llava-vllm.jinja": { share: 0.55 },
  "deepseek-vl2-vllm.jinja": { share: 0.55 },
  "pixtral-hf-vllm.jinja": { share: 0.55 },
  "mistral-parallel-vllm.jinja": { share: 0.6 },
  "mistral-small-3.1-24b-instruct-2503.jinja": { share: 0.6 },
  "mistral-small-3.2-24b-instruct-2506.jinja": { share: 0.6 },
  "mistral-nemo-instruct-2407.jinja": { share: 0.6 },
  "gpt-oss-120b.jinja": { share: 0.5 },
  // Templates added in session 4 that refuse a system message or require strict alternation.
  "gemma-strict-crowecode.jinja": { system: false, share: 0.6 },
  "trl-gemma-training.jinja": { system: false, share: 0.6 },
  "h2ovl-mississippi-800m.jinja": { system: false, share: 0.6 },
  "cz-gemma-it.jinja": { system: false, share: 0.6 },
  "mistral-7b-instruct-v0.2-r2.jinja": { system: false, share: 0.6 },
  "axolotl-mistral-v3-tekken.jinja": { system: false, share: 0.6 },
  "llama-guard-3-vision-moderation.jinja": { system: false, share: 0.6 },
  // Read every content as a list of parts.
  "trl-llava-next.jinja": { parts: "all", system: false, share: 0.6 },
  "smolvlm-generation-weight.jinja": { parts: "all", toolCalls: false, share: 0.6 },
  // transformers' processor-test templates read every content as a list of parts.
  "pcommon-sysprompt.jinja": { parts: "all", toolCalls: false, share: 0.6 },
  "pcommon-genmask.jinja": { parts: "all", toolCalls: false, share: 0.6 },
  // As mirothinker-compat: tool calls raise (it sets attributes on messages).
  "ik-mirothinker.jinja": { toolCalls: false },
  // Arguments concatenated as strings.
  "deepseek-r1-0528-r1.jinja": { arguments: "string" },
  "axolotl-deepseek-v3.jinja": { arguments: "string" },
  // Refuses to turn thinking off and every reasoning effort but xhigh.
  "qwen3.8-agent-bigbluewhale.jinja": { kwargs: { enable_thinking: true, reasoning_effort: "xhigh" } },
  // Prints `tools | tojson` unless tools is none: tools must be given.
  "olmo-3-7b-instruct.jinja": { toolsGiven: true, toolList: true, share: 0.6 },
  // Score templates: the first query and document messages, whose contents they print (an undefined one raises).
  "vllm-score-mxbai-rerank-v2.jinja": { prefix: queryAndDocument },
  "vllm-score-nemotron-vl-rerank.jinja": { prefix: queryAndDocument },
  // Strict alternation from a user message, contents stripped as strings.
  "llama-guard3-8b-ollama.jinja": { system: false, toolCalls: false, share: 0.6 },
  "ovgenai-llama-guard-2.jinja": { system: false, toolCalls: false, share: 0.6 },
  "ovgenai-smaug-mixtral-dollar.jinja": { system: false, toolCalls: false, share: 0.6 },
  "sillm-phi2.jinja": { system: false, share: 0.6 },
  // Alternating turns that end on the user's.
  "ovgenai-internlm-20b-llama.jinja": { system: false, toolCalls: false, endWithQuestion: true, share: 0.6 },
  // `'</s>' + + '\n'` after a system message: unary plus on a string.
  "apiopenllm-zephyr-unary-plus.jinja": { system: false, share: 0.6 },
  // Adds the `guideline` it is given to its prompt.
  "automap-shieldgemma-27b.jinja": { kwargs: { guideline: "No Dangerous Content." } },
  // Tool calls go through a filter its app registers (from_json), unknown to Jinja2.
  "covas-llama32-fc-finetune-fromjson.jinja": { toolCalls: false, toolList: true },
  // Reads a system message's content as a list of parts, whatever it is.
  "sillm-mistral3-flat.jinja": { parts: "all", share: 0.6 },
  // Tools given raise in the sandbox (list.append).
  "sensenova-v6.7-flash-lightllm-vision-proxy.jinja": { toolCalls: false, toolList: false, share: 0.6 },
  // No system role, strict alternation.
  "teuken-7b-instruct-de.jinja": { system: false, toolCalls: false, share: 0.6 },
  "sea-lion-7b-instruct.jinja": { system: false, toolCalls: false, share: 0.6 },
  // Arguments concatenated as strings.
  "functionary-v3-llama3.1-reasoning.jinja": { arguments: "string" },
  "functionary-v3-llava-llama-dict-repr.jinja": { arguments: "string" },
  "functionary-qwen2vl-reasoning-mode.jinja": { arguments: "string" },
  "functionary-v3-llama31-multi-tool-use.jinja": { arguments: "string" },
  "ovgenai-functionary-small-v2.5.jinja": { arguments: "string" },
  "functionary-internlm2-chat-schema-macros.jinja": { arguments: "string" },
  // Refuses roles other than system, user, assistant and tool, and contents that are not strings; concatenates
  // arguments as strings.
  "vllm-apertus-responses-tools.jinja": { arguments: "string", share: 0.6 },
  // Two that Python rendered in barely 40% of their conversations (38–39% at some seeds): arguments concatenated as
  // strings; strict alternation, which tool results break.
  "deepseek-v3.2-exp.jinja": { arguments: "string" },
  "ollama-cohere2-command-r7b.jinja": { toolCalls: false, share: 0.6 },
  // Embedding and score templates: one message of parts, or a query and a document looked up by role.
  "vllm-vlm2vec-phi3v-format.jinja": { messages: embeddingInput, share: 0.6 },
  "vllm-vlm2vec-qwen2vl.jinja": { messages: embeddingInput, share: 0.6 },
  "vllm-nemotron-embed-vl.jinja": { messages: embeddingInput, share: 0.6 },
  "vllm-bge-reranker-v2-gemma.jinja": { prefix: queryAndDocument },
  "vllm-nemotron-rerank.jinja": { prefix: queryAndDocument },
  // ShareGPT's `from` and `value`.
  "ovgenai-icarolm-from-value.jinja": { messages: shareGptMessages, share: 0.6 },
  "ovgenai-maqa-llama-from-value.jinja": { messages: shareGptMessages, share: 0.6 },
  // Cybermuse's speakers and words, and the instruction it prints as the system turn.
  "cybermuse-chatml-character-text.jinja": {
    messages: characterMessages,
    share: 0.6,
    kwargs: { instruction: "Narrate the scene." },
  },
  "cybermuse-llama3-message-text.jinja": { messages: textMessages, kwargs: { instruction: "Narrate the scene." } },
  "cybermuse-llama3-roleplay-characters.jinja": {
    messages: characterMessages,
    share: 0.6,
    kwargs: { characters: [{ name: "Mira", description: "A lighthouse keeper." }], char: "Mira" },
  },
  // Ktulhu's app puts the words and attachments in a `context` of each message.
  "ktulhu-llama2-context-body-attachments.jinja": { messages: contextMessages, share: 0.6 },
  "tf-csm-sesame.jinja": { messages: speakerTurns, share: 0.6 },
  // TabbyAPI passes the tools as a JSON string (`tools_json`), which the template concatenates; calls go through
  // a pydantic method (`model_dump()`).
  "royallab-llama3-generic-tool-calling.jinja": {
    toolCalls: false,
    share: 0.6,
    kwargs: { tools_json: '[{"type": "function", "function": {"name": "get_time", "parameters": {}}}]' },
  },
  "royallab-mixtral-instruct-indented.jinja": { system: false, toolCalls: false, share: 0.6 },
};

// ---------------------------------------------------------------------------------------------------
// Cases

// ---------------------------------------------------------------------------------------------------
// Each template's own vocabulary

/**
 * What a template looks for in messages (template-reads.ts): the substrings it searches texts for
 * (`'</think>' in content`, `content.split('[BEGIN FINAL RESPONSE]')`), the roles and the content part
 * types it compares with. Generic texts rarely hold another template's markers, and the roles and part
 * types only one template knows are rare in generic conversations: each template's conversations get
 * its own.
 */
export interface Vocabulary {
  /** Substrings, each with the pattern of the paths where the template looks for it. */
  markers: { marker: string; where: RegExp }[];
  roles: string[];
  partTypes: string[];
}

/** What generic conversations already give often. */
const COMMON_ROLES = new Set(["system", "developer", "user", "assistant", "tool"]);
const KNOWN_PART_TYPES = new Set(["text", "image", "image_url", "video", "video_url", "audio", "audio_url"]);

/** A read path as a pattern of concrete paths (`[?]` any key or item, `[**]` any depth). */
function pathPattern(path: string): RegExp {
  const parts = path
    .split(/(\[\?\]|\[\*\*\])/)
    .map((p) =>
      p === "[?]" ? "(?:\\[\\*\\]|\\.[^.[]+)" : p === "[**]" ? ".*" : p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
    );
  return new RegExp(`^${parts.join("")}$`);
}

export function vocabulary(reads: TemplateReads): Vocabulary {
  const markers: Vocabulary["markers"] = [];
  const roles = new Set<string>();
  const partTypes = new Set<string>();
  const strings = (literals: Set<string>) =>
    [...literals].map(fromPyLiteral).filter((l): l is string => typeof l === "string");
  for (const [path, info] of reads.paths) {
    if (!path.startsWith("messages[")) continue;
    for (const marker of info.contains) markers.push({ marker, where: pathPattern(path) });
    if (/^messages\[[*?]\]\.role$/.test(path))
      for (const r of strings(info.compares)) if (!COMMON_ROLES.has(r)) roles.add(r);
    if (/^messages\[[*?]\]\.content\[[*?]\]\.type$/.test(path))
      for (const t of strings(info.compares)) if (!KNOWN_PART_TYPES.has(t)) partTypes.add(t);
  }
  return { markers, roles: [...roles].sort(), partTypes: [...partTypes].sort() };
}

/** A position (taken modulo a length): unbiased, fast-check's naturals are mostly small. */
const anyIndex = fc.noBias(fc.nat({ max: 9999 }));

/** Keys whose string values are texts a template may search. */
const TEXT_KEYS = new Set(["content", "text", "value", "reasoning_content", "reasoning", "thinking", "arguments"]);

interface Slot {
  holder: Record<string | number, Json>;
  key: string | number;
  /** Its path as template-reads.ts writes them (`messages[*].content[*].text`). */
  path: string;
}

/** The strings of the messages under TEXT_KEYS (and the strings among content parts). */
function textSlots(v: Json, path: string, out: Slot[], holder?: Record<string | number, Json>, key?: string | number) {
  if (typeof v === "string") {
    if (holder && key !== undefined && (typeof key === "number" || TEXT_KEYS.has(key))) out.push({ holder, key, path });
  } else if (Array.isArray(v)) {
    v.forEach((x, i) => {
      textSlots(x, `${path}[*]`, out, v as unknown as Record<number, Json>, i);
    });
  } else if (v !== null && typeof v === "object") {
    for (const [k, x] of Object.entries(v)) textSlots(x, `${path}.${k}`, out, v, k);
  }
}

/**
 * Puts the template's markers into texts where it looks for them (at the start, the middle or the
 * end; up to 4 with `structure`, at most one without, in tidy conversations). With `structure`, also
 * adds a message with one of its roles, or a part of one of its types.
 */
function withVocabulary(conv: fc.Arbitrary<Obj>, vocab: Vocabulary, structure: boolean): fc.Arbitrary<Obj> {
  const { markers, roles, partTypes } = vocab;
  if (!markers.length && !(structure && (roles.length || partTypes.length))) return conv;
  return fc
    .tuple(
      conv,
      markers.length
        ? fc.array(fc.tuple(anyIndex, anyIndex, fc.nat({ max: 2 })), { maxLength: structure ? 4 : 1 })
        : fc.constant([]),
      structure && roles.length
        ? fc.option(fc.tuple(anyIndex, fc.constantFrom(...roles), text), { freq: 3 })
        : fc.constant(null),
      structure && partTypes.length
        ? fc.option(fc.tuple(anyIndex, fc.constantFrom(...partTypes), url), { freq: 3 })
        : fc.constant(null),
    )
    .map(([ctx, edits, extraRole, extraPart]) => {
      // Generated values may share constant objects: change a copy.
      const out = structuredClone(ctx);
      const msgs = out.messages as Obj[];
      if (extraPart && msgs.length) {
        const [at, type, where] = extraPart;
        const msg = msgs[at % msgs.length]!;
        const part: Obj = { type, [type]: where };
        if (Array.isArray(msg.content)) msg.content.push(part);
        else msg.content = typeof msg.content === "string" ? [part, { type: "text", text: msg.content }] : [part];
      }
      if (extraRole) {
        const [at, role, content] = extraRole;
        msgs.splice(at % (msgs.length + 1), 0, { role, content });
      }
      const slots: Slot[] = [];
      textSlots(msgs, "messages", slots);
      for (const [m, n, where] of edits) {
        const { marker, where: pattern } = markers[m % markers.length]!;
        // A text where the template looks for this marker, or any text.
        const fit = slots.filter((s) => pattern.test(s.path));
        const pool = fit.length ? fit : slots;
        if (!pool.length) break;
        const { holder, key } = pool[n % pool.length]!;
        const t = holder[key] as string;
        const mid = Math.floor(t.length / 2);
        holder[key] = where === 0 ? marker + t : where === 1 ? t.slice(0, mid) + marker + t.slice(mid) : t + marker;
      }
      return out;
    });
}

/** Inserts the messages a template requires first (after a leading system or developer message). */
const withPrefix = (conv: fc.Arbitrary<Obj>, prefix: fc.Arbitrary<Obj[]>): fc.Arbitrary<Obj> =>
  fc.tuple(conv, prefix).map(([ctx, pre]) => {
    const msgs = ctx.messages as Obj[];
    const at = ["system", "developer"].includes(msgs[0]?.role as string) ? 1 : 0;
    return { ...ctx, messages: [...msgs.slice(0, at), ...pre, ...msgs.slice(at)] };
  });

/**
 * A template's conversations: a fixed share of tidy ones (see Profile) among the others, at fixed
 * positions, each kind sampled from its own seed derived from the file name.
 */
export function conversationsFor(entry: TemplateEntry, count = CONVERSATIONS_PER_TEMPLATE): Obj[] {
  const profile = PROFILES[entry.file] ?? {};
  const share = profile.share ?? TIDY_SHARE;
  const n = count * SCALE;
  const isTidy = (i: number) => Math.floor((i + 1) * share) > Math.floor(i * share);
  const tidyCount = Array.from({ length: n }, (_, i) => i).filter(isTidy).length;
  const seed = fileSeed(SEED, entry.file);
  const source = readTemplate(entry);
  const reads = templateReads(source);
  const vocab = vocabulary(reads);
  const presence = presenceFor(reads.free);
  const wildConversation = withVocabulary(
    profile.prefix ? withPrefix(conversation(presence), profile.prefix) : conversation(presence),
    vocab,
    true,
  );
  const wild = fc.sample(wildConversation, { seed, numRuns: n - tidyCount });
  const tidy = tidyCount
    ? fc.sample(withVocabulary(tidyConversation(profile, /tool/i.test(source), presence), vocab, false), {
        seed: seed ^ 0x71d7,
        numRuns: tidyCount,
      })
    : [];
  // Sampled apart, so that the conversations are the same whatever names the template reads; tidy ones stay tidy.
  const names = fc.sample(ownNames(reads), { seed: seed ^ 0x0a3e, numRuns: n - tidyCount });
  const fields = fc.sample(ownFields(reads), { seed: seed ^ 0x0f1e, numRuns: n - tidyCount });
  return Array.from({ length: n }, (_, i) =>
    isTidy(i) ? tidy.shift()! : withOwn(wild.shift()!, names.shift()!, fields.shift()!),
  );
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
