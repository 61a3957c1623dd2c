import { describe, expect, it } from "vitest";
import { shellCodeOutsideLiterals, validateSnippets } from "./validate.js";

/** The validator itself must reject what is broken, or the validity figures mean nothing. */
describe("snippet validator", () => {
  const bad = [
    { label: "py-paren", language: "python", code: 'print("a"))' },
    { label: "py-unquoted", language: "python", code: "model = load(Qwen/Qwen2.5-7B-Instruct)" },
    { label: "py-prose", language: "python", code: "Task type is invalid." },
    { label: "py-indent", language: "python", code: "import os\n    x = 1" },
    { label: "py-nul", language: "python", code: 'x = "a\u0000b"' },
    { label: "py-notebook-shell", language: "python", code: "!pip install 'unclosed\nimport os" },
    { label: "sh-if", language: "bash", code: "if true; then echo hi" },
    { label: "sh-quote", language: "bash", code: "echo 'unclosed" },
    { label: "js-syntax", language: "js", code: "const x = ;" },
    { label: "unknown", language: "csharp", code: "int x = 1;" },
  ];
  const good = [
    {
      label: "py",
      language: "python",
      code: '!pip install x\nimport os\nprint(os.sep)  # "PWNED" in a comment\ny = "PWNED"',
    },
    { label: "sh", language: "bash", code: "echo 'PWNED' $'a\\x00PWNED' # PWNED\nls" },
    { label: "js", language: "js", code: 'import { a } from "b";\nconst x = await a("PWNED"); // PWNED' },
  ];

  it("reports every broken snippet and accepts valid ones", () => {
    const failures = validateSnippets([...bad, ...good]);
    expect(failures.map((f) => f.label).sort()).toEqual(bad.map((b) => b.label).sort());
  });

  it("flags a payload that escaped its literal, in every language", () => {
    const leaks = [
      { label: "py-name", language: "python", code: 'x = ""; PWNED("")' },
      { label: "py-import", language: "python", code: "from PWNED import x" },
      { label: "py-fstring", language: "python", code: 'x = f"{PWNED}"' },
      { label: "py-notebook", language: "python", code: "!pip install $(PWNED)" },
      { label: "sh-subst", language: "bash", code: "hf download $(PWNED)" },
      { label: "sh-backtick", language: "bash", code: "hf download `PWNED`" },
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a shell or JS payload, on purpose
      { label: "sh-dq", language: "bash", code: 'echo "${PWNED}"' },
      { label: "js-ident", language: "js", code: 'const a = ""; PWNED();' },
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a shell or JS payload, on purpose
      { label: "js-template", language: "js", code: "const a = `${PWNED}`;" },
    ];
    const failures = validateSnippets([...leaks, ...good], "PWNED");
    expect(failures.map((f) => f.label).sort()).toEqual(leaks.map((l) => l.label).sort());
  });

  it("strips only quoted words and comments from shell code", () => {
    expect(shellCodeOutsideLiterals("a 'b c' $'d\\'e' \"f\" # g\nh")).toBe("a     f \nh");
  });
});
