import { execFileSync } from "node:child_process";
import * as acorn from "acorn";
import { describe, expect, it } from "vitest";
import { commentText, js, py, sh } from "../../src/snippets/quote.js";

const TRICKY = [
  "",
  "plain/model-id",
  'double " quote',
  "single ' quote",
  "back\\slash",
  "trailing backslash \\",
  "new\nline",
  "carriage\rreturn",
  "tab\there",
  "$(rm -rf /)",
  "`whoami`",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a shell or JS payload, on purpose
  "${HOME}",
  '"""triple"""',
  "'''triple'''",
  "nul\u0000byte",
  "escape\u001b[31m",
  "line\u2028sep\u2029para",
  "next\u0085line",
  "bidi\u202eoverride",
  "bom\ufeff",
  "emoji 😀 and accents éà",
  "{0} %s {{GGUF_FILE}}",
  "-rf",
  "a=b",
  "#not-a-comment",
  "~user",
  "*glob?",
];

/** Deterministic random strings over a hostile alphabet. */
function randomStrings(n: number, seed = 42): string[] {
  const alphabet = [
    "a",
    "Z",
    "0",
    " ",
    '"',
    "'",
    "\\",
    "\n",
    "\r",
    "\t",
    "$",
    "(",
    ")",
    "`",
    "{",
    "}",
    "#",
    "!",
    "\u2028",
    "\u0000",
    "é",
    "😀",
    "\u0085",
    ";",
    "|",
    "&",
    "<",
    ">",
    "*",
  ];
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state;
  };
  return Array.from({ length: n }, () =>
    Array.from({ length: 1 + (next() % 24) }, () => alphabet[next() % alphabet.length]).join(""),
  );
}

const SAMPLES = [...TRICKY, ...randomStrings(300)];

describe("py.str", () => {
  it("is a Python literal that evaluates back to the exact value", () => {
    const pairs = SAMPLES.map((s) => [py.str(s), s]);
    const out = execFileSync(
      "python3",
      [
        "-c",
        "import ast, json, sys\nbad = [lit for lit, want in json.load(sys.stdin) if ast.literal_eval(lit) != want or '\\n' in lit]\nprint(json.dumps(bad))",
      ],
      { input: JSON.stringify(pairs), encoding: "utf8" },
    );
    expect(JSON.parse(out)).toEqual([]);
  });

  it("accepts identifiers only when they are ASCII identifiers and not keywords", () => {
    expect(py.isIdent("AutoModelForCausalLM")).toBe(true);
    expect(py.isIdent("_x1")).toBe(true);
    for (const v of ["", "1abc", "a-b", "a b", "None", "class", "import", "Modèle", "x)\nimport os", 3, undefined]) {
      expect(py.isIdent(v)).toBe(false);
    }
    expect(py.ident("bad name", "AutoModel")).toBe("AutoModel");
  });
});

describe("js.str", () => {
  it("is a JavaScript literal that evaluates back to the exact value", () => {
    for (const s of SAMPLES) {
      const literal = js.str(s);
      expect(literal).not.toMatch(/[\n\r\u2028\u2029]/);
      const program = acorn.parse(`x = ${literal};`, { ecmaVersion: "latest" }) as unknown as {
        body: { expression: { right: { value: string } } }[];
      };
      expect(program.body[0].expression.right.value).toBe(s);
    }
  });
});

describe("sh.str", () => {
  it("is one shell word whose value is exactly the input (NUL aside, which no shell string can hold)", () => {
    const samples = SAMPLES.filter((s) => !s.includes("\u0000"));
    const script = samples.map((s) => `printf '%s\\0' ${sh.str(s)}`).join("\n");
    const out = execFileSync("bash", ["-c", script], { encoding: "utf8" });
    expect(out.split("\u0000").slice(0, -1)).toEqual(samples);
  });

  it("leaves plain ids bare and quotes everything else", () => {
    expect(sh.str("org/model-1.5B")).toBe("org/model-1.5B");
    expect(sh.str("a b")).toBe("'a b'");
    expect(sh.str("it's")).toBe("'it'\\''s'");
    expect(sh.str("a\nb")).toBe("$'a\\x0ab'");
    expect(sh.str("-rf")).toBe("'-rf'");
  });
});

describe("commentText", () => {
  it("keeps a note on one line", () => {
    expect(commentText("a\nb\u2028c\rd")).toBe("a b c d");
  });
});
