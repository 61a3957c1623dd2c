/**
 * Python's datetime.strftime (C locale, naive local time) for `strftime_now`: Python formats %f, %z and %Z itself
 * (a naive datetime has no zone) and hands the rest to the C library: glibc on Linux, whose flags, widths and E/O
 * modifiers this follows.
 */

const DAYS = "Sunday Monday Tuesday Wednesday Thursday Friday Saturday".split(" ");
const MONTHS = "January February March April May June July August September October November December".split(" ");

/** Directives that stand for others (their E forms are the same in the C locale). */
const COMPOSITES: Record<string, string> = {
  c: "%a %b %e %H:%M:%S %Y",
  D: "%m/%d/%y",
  x: "%m/%d/%y",
  F: "%Y-%m-%d",
  T: "%H:%M:%S",
  X: "%H:%M:%S",
  R: "%H:%M",
  r: "%I:%M:%S %p",
};
/** The directives glibc refuses with an E or an O modifier (it then copies the directive as written). */
const REFUSES: Record<string, string> = { E: "aAbBhdeDFHIklmMSUVwWjgG", O: "aAcDFxXY" };
/** glibc's `%[flags][width][modifier]directive`. */
const DIRECTIVE = /%([-_0^#]*)(\d*)([EO]?)([\s\S]?)/g;

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** Day of the year (1-based) of year/month/day, counted on the UTC calendar, which has no DST to skew it. */
const dayOfYear = (d: Date) =>
  (Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()) - Date.UTC(d.getFullYear(), 0)) / 864e5 + 1;

/** Week number of the year with weeks starting on `firstDay` (0 = Sunday for %U, 1 = Monday for %W). */
const weekNumber = (d: Date, firstDay: number) =>
  Math.floor((dayOfYear(d) + 6 - ((d.getDay() - firstDay + 7) % 7)) / 7);

const utf8Length = (s: string) => new TextEncoder().encode(s).length;

export function strftime(d: Date, spelled: string): string {
  // C's strftime reads the format up to a NUL.
  const format = spelled.split("\0", 1)[0];
  const micro = pad(d.getMilliseconds() * 1000, 6);
  const cFormat = format.replace(/%([\s\S]?)/g, (whole, code) =>
    code === "f" ? micro : code === "z" || code === "Z" ? "" : whole,
  );
  // Python grows its buffer up to 256 times the format's size and gives up (an empty string) beyond.
  let limit = 1024;
  while (limit < 256 * utf8Length(cFormat)) limit *= 2;
  const out = glibcStrftime(d, cFormat, false, limit);
  return utf8Length(out) < limit ? out : "";
}

function glibcStrftime(d: Date, format: string, upcase: boolean, limit: number): string {
  const year = d.getFullYear();
  const month = d.getMonth();
  const date = d.getDate();
  const weekday = d.getDay();
  const hours = d.getHours();
  const hour12 = hours % 12 || 12;
  // ISO 8601 weeks start on Monday; week 1 (of the ISO year) holds the year's first Thursday.
  const thursday = new Date(year, month, date + 3 - ((weekday + 6) % 7));
  const isoYear = thursday.getFullYear();
  /** Text fields, and numbers with their least number of digits. */
  const fields: Record<string, string | [number, number]> = {
    a: DAYS[weekday].slice(0, 3),
    A: DAYS[weekday],
    b: MONTHS[month].slice(0, 3),
    h: MONTHS[month].slice(0, 3),
    B: MONTHS[month],
    p: hours < 12 ? "AM" : "PM",
    P: hours < 12 ? "am" : "pm",
    n: "\n",
    t: "\t",
    "%": "%",
    z: "",
    Z: "",
    C: [Math.floor(year / 100), 2],
    d: [date, 2],
    e: [date, 2],
    G: [isoYear, 1],
    g: [isoYear % 100, 2],
    H: [hours, 2],
    I: [hour12, 2],
    j: [dayOfYear(d), 3],
    k: [hours, 2],
    l: [hour12, 2],
    m: [month + 1, 2],
    M: [d.getMinutes(), 2],
    s: [Math.floor(d.getTime() / 1000), 1],
    S: [d.getSeconds(), 2],
    u: [weekday || 7, 1],
    U: [weekNumber(d, 0), 2],
    V: [Math.floor((dayOfYear(thursday) - 1) / 7) + 1, 2],
    w: [weekday, 1],
    W: [weekNumber(d, 1), 2],
    y: [year % 100, 2],
    Y: [year, 1],
  };
  return format.replace(DIRECTIVE, (whole, flags: string, digits: string, modifier: string, code: string) => {
    // The last of "-" (no padding), "_" (spaces) and "0" (zeros) wins; "^" uppercases; "#" swaps the case of names.
    let padding = flags.replace(/[\^#]/g, "").slice(-1);
    const width = digits ? Math.min(Number(digits), limit) : 0;
    const swapCase = flags.includes("#");
    const lower = code === "P" || (swapCase && (code === "p" || code === "Z"));
    // glibc looks at the modifier of %a before its "#", and at those of %b and %B after.
    const swapToUpper = swapCase && "aAbBh".includes(code) && !(code === "a" && modifier);
    const upper = !lower && (upcase || flags.includes("^") || swapToUpper);
    const composite = COMPOSITES[code];
    let field = fields[code];
    if (!(code in fields) && !composite) field = whole;
    else if (REFUSES[modifier]?.includes(code)) field = whole;
    else if (composite) field = glibcStrftime(d, composite, upper, limit);
    else if (code === "z") return "";
    else if (typeof field !== "string") {
      // Numbers pad to their digits or the width; %e, %k and %l pad with spaces unless told otherwise.
      if (padding !== "0" && padding !== "-" && "ekl".includes(code)) padding = "_";
      const number = String(field[0]);
      if (padding === "-") return number.padStart(width);
      return number.padStart(Math.max(field[1], width), padding === "_" ? " " : "0");
    }
    const text = lower ? field.toLowerCase() : upper ? field.toUpperCase() : field;
    return text.padStart(width, padding === "0" ? "0" : " ");
  });
}
