import { describe, expect, test } from "vitest";
import { Template, type TemplateRuntimeError } from "./index.js";

/** Renders `{{ <expression> }}` with `s` holding bytes written as Latin-1 text (`'\xe9'` is the byte 0xE9). */
const run = (expression: string, s = "") => new Template(`{{ ${expression} }}`).render({ s });
const errorOf = (expression: string, s = "") => {
  try {
    run(expression, s);
  } catch (error) {
    const { kind, message } = error as TemplateRuntimeError;
    return `${kind}: ${message.split(" (line")[0]}`;
  }
  throw new Error("expected an error");
};
const decode = (s: string, codec: string, handler = "strict") =>
  run(`s.encode('latin-1').decode('${codec}', '${handler}') | list`, s);

// Every expectation was checked against CPython 3.11.
describe("bytes.decode", () => {
  // Bytes (as Latin-1 text), codec, CPython's message.
  test.each([
    ["\xe9", "utf-8", "'utf-8' codec can't decode byte 0xe9 in position 0: unexpected end of data"],
    ["ab\xf0\x9f\x98x", "utf-8", "'utf-8' codec can't decode bytes in position 2-4: invalid continuation byte"],
    ["\xed\xa0\x80", "utf-8", "'utf-8' codec can't decode byte 0xed in position 0: invalid continuation byte"],
    ["\xc0\xaf", "utf-8", "'utf-8' codec can't decode byte 0xc0 in position 0: invalid start byte"],
    ["\xff\xfe\x00\xd8", "utf-16", "'utf-16-le' codec can't decode bytes in position 2-3: unexpected end of data"],
    ["\x00\xdca\x00", "utf-16-le", "'utf-16-le' codec can't decode bytes in position 0-1: illegal encoding"],
    ["\x00a\x62", "utf-16-be", "'utf-16-be' codec can't decode byte 0x62 in position 2: truncated data"],
  ])("%j as %s fails at the first maximal invalid subpart, saying why", (bytes, codec, message) => {
    expect(errorOf(`s.encode('latin-1').decode('${codec}')`, bytes)).toBe(`UnicodeDecodeError: ${message}`);
  });

  test("replace puts one U+FFFD for each invalid subpart, ignore drops it", () => {
    expect(decode("\xed\xa0\x80", "utf-8", "replace")).toBe("['�', '�', '�']");
    expect(decode("\xe2\x82a", "utf-8", "replace")).toBe("['�', 'a']");
    expect(decode("ab\xf0\x9f\x98x", "utf-8", "ignore")).toBe("['a', 'b', 'x']");
    expect(decode("a\xe9", "ascii", "replace")).toBe("['a', '�']");
    expect(decode("\x00\xd8\x00\xd8", "utf-16-le", "replace")).toBe("['�', '�']");
  });

  test("UTF-16 reads a byte order mark", () => {
    expect(decode("\xfe\xff\x00a", "utf-16")).toBe("['a']");
    expect(decode("\xff\xfea\x00", "utf-16")).toBe("['a']");
    expect(decode("\x00a\x00b", "utf-16-be")).toBe("['a', 'b']");
  });

  test("an unknown codec raises, an unknown handler only where it is needed", () => {
    expect(errorOf("'ab'.encode().decode('bogus')")).toBe("LookupError: unknown encoding: bogus");
    expect(run("'ab'.encode().decode('utf-8', 'bogus')")).toBe("ab");
    expect(errorOf("s.encode('latin-1').decode('utf-8', 'bogus')", "\xe9")).toBe(
      "LookupError: unknown error handler name 'bogus'",
    );
  });
});

describe("str.encode", () => {
  test("refuses what the codec cannot write, or replaces it with ?", () => {
    expect(errorOf("'x€'.encode('latin-1')")).toBe(
      "UnicodeEncodeError: 'latin-1' codec can't encode character '\\u20ac' in position 1: ordinal not in range(256)",
    );
    expect(errorOf("'x\\ud800'.encode('utf-16-le')")).toBe(
      "UnicodeEncodeError: 'utf-16-le' codec can't encode character '\\ud800' in position 1: surrogates not allowed",
    );
    expect(run("'x€😀'.encode('ascii', 'replace')")).toBe("b'x??'");
    expect(run("'a😀'.encode('utf-16')")).toBe("b'\\xff\\xfea\\x00=\\xd8\\x00\\xde'");
  });
});
