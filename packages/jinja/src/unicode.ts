/**
 * Unicode as the oracle's Python knows it. Python 3.11 has Unicode 14.0; JavaScript engines have newer tables,
 * whose additions are unassigned to Python: its repr() escapes them, every str.is*() is False for them and they
 * have no case mapping. scripts/unicode-newer.py generates the tables.
 */

/** The 15104 characters assigned after Unicode 14.0.0 (Python 3.11.7), up to Unicode 17.0 (Node v20.20.2). */
export const NEWER_THAN_PYTHON =
  // biome-ignore lint/suspicious/noMisleadingCharacterClass: ranges of code points, marks among them.
  /[\u088f\u0897\u0c5c\u0cdc\u0cf3\u0ece\u1acf-\u1aeb\u1b4e-\u1b4f\u1b7f\u1c89-\u1c8a\u20c1\u2427-\u2429\u2b96\u2ffc-\u2fff\u31e4-\u31ef\ua7cb-\ua7cf\ua7d2\ua7d4\ua7da-\ua7f1\ufbc3-\ufbd2\ufd90-\ufd91\ufdc8-\ufdce\u{105c0}-\u{105f3}\u{10940}-\u{10959}\u{10d40}-\u{10d8f}\u{10ec2}-\u{10eff}\u{1123f}-\u{11241}\u{11380}-\u{113e2}\u{116d0}-\u{116e3}\u{11b00}-\u{11bf9}\u{11db0}-\u{11de9}\u{11f00}-\u{11f5a}\u{1342f}\u{13439}-\u{143fa}\u{16100}-\u{16139}\u{16d40}-\u{16d79}\u{16ea0}-\u{16ed3}\u{16ff2}-\u{16ff6}\u{187f8}-\u{187ff}\u{18cff}\u{18d09}-\u{18df2}\u{1b132}\u{1b155}\u{1cc00}-\u{1cef0}\u{1d2c0}-\u{1d2d3}\u{1df25}-\u{1df2a}\u{1e030}-\u{1e08f}\u{1e4d0}-\u{1e6ff}\u{1f6d8}-\u{1f6dc}\u{1f774}-\u{1f77f}\u{1f7d9}\u{1f8b2}-\u{1f8d8}\u{1fa54}-\u{1fa57}\u{1fa75}-\u{1fa77}\u{1fa87}-\u{1fa8f}\u{1faad}-\u{1faaf}\u{1fabb}-\u{1fabf}\u{1fac6}-\u{1facf}\u{1fada}-\u{1fadf}\u{1fae8}-\u{1faef}\u{1faf7}-\u{1faf8}\u{1fbcb}-\u{1fbef}\u{1fbfa}\u{2b739}-\u{2b73f}\u{2cea2}-\u{2cead}\u{2ebf0}-\u{2ee5d}\u{31350}-\u{33479}]/u;

/** The 181 characters JavaScript's identifiers take and Jinja2's names (under Unicode 14.0.0 (Python 3.11.7)) do not. */
export const NOT_JINJA_NAME =
  // biome-ignore lint/suspicious/noMisleadingCharacterClass: ranges of code points, marks among them.
  /[\u0898-\u089f\u08ca-\u08d2\u0b55\u0c3c\u0d81\u0eba\u1715\u180f\u1abf-\u1ace\u1dfa\u200c-\u200d\u30fb\ua82c\uff65\u{10eab}-\u{10eac}\u{10f82}-\u{10f85}\u{11070}\u{11073}-\u{11074}\u{110c2}\u{111ce}-\u{111cf}\u{11930}-\u{1193e}\u{11940}\u{11942}-\u{11943}\u{119d1}-\u{119e0}\u{119e4}\u{16f4f}\u{16f7f}-\u{16f87}\u{16fe4}-\u{16ff1}\u{1cf00}-\u{1cf46}\u{1e130}-\u{1e136}\u{1e2ae}\u{1e2ec}-\u{1e2ef}]/u;

/** The 81 characters Python's isnumeric() takes beyond JavaScript's \p{N}, under Unicode 14.0.0 (Python 3.11.7). */
export const NUMERIC_LETTERS =
  /[\u3405\u3483\u382a\u3b4d\u4e00\u4e03\u4e07\u4e09\u4e5d\u4e8c\u4e94\u4e96\u4ebf-\u4ec0\u4edf\u4ee8\u4f0d\u4f70\u5104\u5146\u5169\u516b\u516d\u5341\u5343-\u5345\u534c\u53c1-\u53c4\u56db\u58f1\u58f9\u5e7a\u5efe-\u5eff\u5f0c-\u5f0e\u5f10\u62fe\u634c\u67d2\u6f06\u7396\u767e\u8086\u842c\u8cae\u8cb3\u8d30\u9621\u9646\u964c\u9678\u96f6\uf96b\uf973\uf978\uf9b2\uf9d1\uf9d3\uf9fd\u{20001}\u{20064}\u{200e2}\u{20121}\u{2092a}\u{20983}\u{2098c}\u{2099c}\u{20aea}\u{20afd}\u{20b19}\u{22390}\u{22998}\u{23b1b}\u{2626d}\u{2f890}]/u;

/** The 110 characters whose case mapping differs between Python's and Node's Unicode. */
export const NEWER_CASE_MAPPINGS =
  /[\u019b\u0264\u1c89-\u1c8a\ua7cb-\ua7cf\ua7d2-\ua7d5\ua7da-\ua7dc\u{10d50}-\u{10d65}\u{10d70}-\u{10d85}\u{16ea0}-\u{16ed3}]/u;

/** The 6 characters whose case properties Node's Unicode changed, with stand-ins Python would class alike. */
export const CASE_STAND_INS: Record<string, string> = {
  "\u0295": "\u0138",
  "\u10fc": "\u02b9",
  "\ua7f2": "\u02b9",
  "\ua7f3": "\u02b9",
  "\ua7f4": "\u02b9",
  "\uab69": "\u02b9",
};

/**
 * The characters Python classes otherwise than JavaScript: those it does not know, and those whose case properties
 * changed. Their case mappings are the identity on both sides.
 */
const CLASSED_OTHERWISE = new RegExp(
  `[${NEWER_THAN_PYTHON.source.slice(1, -1)}${Object.keys(CASE_STAND_INS).join("")}]`,
  "u",
);
const CLASSED_OTHERWISE_ALL = new RegExp(CLASSED_OTHERWISE.source, "gu");

/** Whether Python's Unicode has no case mapping for `ch`, or another one than JavaScript's. */
const caseUnknown = (ch: string): boolean => NEWER_CASE_MAPPINGS.test(ch) || CLASSED_OTHERWISE.test(ch);
/** A case mapping of a character, or the character itself when Python does not have that mapping. */
export const known = (ch: string, mapped: string): string => (caseUnknown(ch) ? ch : mapped);

/**
 * `s` as Python classes it, of the same length: each character newer than Python's Unicode as U+FFFF or U+10FFFF
 * (unassigned to both: no class, no case), each whose case properties changed as its stand-in.
 */
export const asPythonSees = (s: string): string =>
  s.replace(CLASSED_OTHERWISE_ALL, (ch) => CASE_STAND_INS[ch] ?? (ch.length === 2 ? "\u{10ffff}" : "\uffff"));

type CaseMapping = (s: string) => string;
const toLower: CaseMapping = (s) => s.toLowerCase();
const toUpper: CaseMapping = (s) => s.toUpperCase();

/**
 * Whether JavaScript's case mapping of `s` may differ from Python's: a character maps differently, or a capital
 * sigma (the one mapping with a context) may have a character Python does not know, or classes otherwise, around it.
 */
const mapsDifferently = (s: string): boolean =>
  NEWER_CASE_MAPPINGS.test(s) || (s.includes("\u03a3") && CLASSED_OTHERWISE.test(s));

/** Python's mapping of each character of `s` by `map` (a JavaScript case mapping, whose only context is the final sigma). */
function mapEach(s: string, map: CaseMapping): string[] {
  const careful = mapsDifferently(s);
  // Python sees the characters it does not know as unassigned ones: no case, and no context of a final sigma.
  const mapped = map(careful ? asPythonSees(s) : s);
  let at = 0;
  return Array.from(s, (ch) => {
    // Each character's share of the mapping is as long as its own mapping (a final sigma is one unit too).
    const end = at + (careful && NEWER_THAN_PYTHON.test(ch) ? ch.length : map(ch).length);
    const piece = mapped.slice(at, end);
    at = end;
    return careful && caseUnknown(ch) ? ch : piece;
  });
}

/** `map` applied to `s` as Python's str.lower(), upper() or casefold() would. */
export const caseMap = (s: string, map: CaseMapping): string =>
  mapsDifferently(s) ? mapEach(s, map).join("") : map(s);

/** Python's str.lower(). */
export const lower = (s: string): string => caseMap(s, toLower);
/** Python's str.upper(). */
export const upper = (s: string): string => caseMap(s, toUpper);
/** Python's lowercase of each character of `s`, in context (a capital sigma ending a word is "ς"). */
export const lowerEach = (s: string): string[] => mapEach(s, toLower);
