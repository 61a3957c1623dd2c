/**
 * Parses generated snippets in their language, in batches: Python with `ast.parse` in one python3
 * process, shell with `bash -n` in one bash process, JavaScript with acorn in-process. With a
 * `marker`, also checks that the marker appears only inside string literals or comments.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as acorn from "acorn";

export interface Candidate {
  /** Where the snippet comes from, e.g. "transformers × meta-llama/Llama-3.1-8B-Instruct #0". */
  label: string;
  language: string;
  code: string;
}

export interface Failure {
  label: string;
  language: string;
  reason: string;
  code: string;
}

const PYTHON_CHECKER = String.raw`
import ast, json, sys
items = json.load(sys.stdin)
marker = items["marker"]
out = []
for code in items["codes"]:
    shell = []
    kept = []
    for line in code.split("\n"):
        stripped = line.lstrip()
        if stripped.startswith("!") or stripped.startswith("%"):
            shell.append(stripped[1:])
            kept.append("")
        else:
            kept.append(line)
    try:
        tree = ast.parse("\n".join(kept))
    except SyntaxError as e:
        out.append({"ok": False, "reason": "SyntaxError: %s (line %s)" % (e.msg, e.lineno), "shell": shell})
        continue
    except ValueError as e:
        out.append({"ok": False, "reason": "ValueError: %s" % e, "shell": shell})
        continue
    leak = None
    if marker:
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant):
                continue
            for field, value in ast.iter_fields(node):
                values = value if isinstance(value, list) else [value]
                for v in values:
                    if isinstance(v, str) and marker in v:
                        leak = "%s.%s = %r" % (type(node).__name__, field, v)
    if leak:
        out.append({"ok": False, "reason": "payload outside a literal: " + leak, "shell": shell})
    else:
        out.append({"ok": True, "shell": shell})
json.dump(out, sys.stdout)
`;

/** Removes quoted words and comments from shell code (the subset our generators emit). */
export function shellCodeOutsideLiterals(code: string): string {
  let out = "";
  let i = 0;
  while (i < code.length) {
    const ch = code[i];
    if (ch === "\\") {
      i += 2;
      out += " ";
    } else if (ch === "'") {
      const end = code.indexOf("'", i + 1);
      i = end < 0 ? code.length : end + 1;
      out += " ";
    } else if (ch === "$" && code[i + 1] === "'") {
      i += 2;
      while (i < code.length && code[i] !== "'") i += code[i] === "\\" ? 2 : 1;
      i += 1;
      out += " ";
    } else if (ch === '"') {
      // double quotes expand $ and backticks: the generators put only constant text there, so the content stays visible
      let j = i + 1;
      while (j < code.length && code[j] !== '"') j += code[j] === "\\" ? 2 : 1;
      out += code.slice(i + 1, j);
      i = j + 1;
    } else if (ch === "#" && (i === 0 || /\s/.test(code[i - 1]))) {
      const end = code.indexOf("\n", i);
      i = end < 0 ? code.length : end;
    } else {
      out += ch;
      i += 1;
    }
  }
  return out;
}

function checkShell(codes: { label: string; language: string; code: string; shown: string }[], marker?: string) {
  const failures: Failure[] = [];
  if (!codes.length) return failures;
  const dir = mkdtempSync(join(tmpdir(), "snippets-sh-"));
  try {
    codes.forEach((c, i) => {
      writeFileSync(join(dir, `${i}.sh`), c.code);
    });
    const script = `for f in "$1"/*.sh; do bash -n "$f" 2>/dev/null || echo "\${f##*/}"; done`;
    const bad = execFileSync("bash", ["-c", script, "check", dir], { encoding: "utf8" })
      .split("\n")
      .filter(Boolean)
      .map((name) => Number(name.replace(".sh", "")));
    const badSet = new Set(bad);
    codes.forEach((c, i) => {
      if (badSet.has(i))
        failures.push({ label: c.label, language: c.language, reason: "bash -n failed", code: c.shown });
      else if (marker && shellCodeOutsideLiterals(c.code).includes(marker)) {
        failures.push({ label: c.label, language: c.language, reason: "payload outside a literal", code: c.shown });
      }
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return failures;
}

function checkJs(c: Candidate, marker?: string): Failure | undefined {
  try {
    const tokens = acorn.tokenizer(c.code, { ecmaVersion: "latest", sourceType: "module" });
    acorn.parse(c.code, { ecmaVersion: "latest", sourceType: "module" });
    if (marker) {
      for (const token of tokens) {
        const text = c.code.slice(token.start, token.end);
        if (token.type === acorn.tokTypes.name && text.includes(marker)) {
          return { ...c, reason: `payload outside a literal: identifier ${text}` };
        }
        if (token.type === acorn.tokTypes.template) {
          return { ...c, reason: "template literal in a snippet" };
        }
      }
    }
  } catch (error) {
    return { ...c, reason: `acorn: ${(error as Error).message}` };
  }
  return undefined;
}

/** Validates every candidate; returns the failures (empty when all parse). */
export function validateSnippets(candidates: Candidate[], marker?: string): Failure[] {
  const failures: Failure[] = [];
  const python = candidates.filter((c) => c.language === "python");
  const shell: { label: string; language: string; code: string; shown: string }[] = candidates
    .filter((c) => c.language === "bash")
    .map((c) => ({ ...c, shown: c.code }));
  for (const c of candidates) {
    if (c.language === "js") {
      const failure = checkJs(c, marker);
      if (failure) failures.push(failure);
    } else if (c.language !== "python" && c.language !== "bash") {
      failures.push({ ...c, reason: `no parser for language ${c.language}` });
    }
  }
  if (python.length) {
    const input = JSON.stringify({ marker: marker ?? "", codes: python.map((c) => c.code) });
    const results = JSON.parse(
      execFileSync("python3", ["-c", PYTHON_CHECKER], { input, encoding: "utf8", maxBuffer: 1 << 28 }),
    ) as { ok: boolean; reason?: string; shell: string[] }[];
    results.forEach((r, i) => {
      const c = python[i];
      if (!r.ok) failures.push({ ...c, reason: r.reason ?? "invalid" });
      // notebook shell lines are themselves checked as shell
      r.shell.forEach((line, j) => {
        shell.push({ label: c.label, language: "python", code: line, shown: `${c.code}\n(notebook line ${j})` });
      });
    });
  }
  failures.push(...checkShell(shell, marker));
  return failures;
}
