/** Python's datetime.strftime (C locale, naive local time: %z and %Z are empty) for `strftime_now`. */

const DAYS = "Sunday Monday Tuesday Wednesday Thursday Friday Saturday".split(" ");
const MONTHS = "January February March April May June July August September October November December".split(" ");

/** Directives that stand for others. */
const COMPOSITES: Record<string, string> = {
  c: "%a %b %e %X %Y",
  h: "%b",
  D: "%m/%d/%y",
  x: "%m/%d/%y",
  F: "%Y-%m-%d",
  T: "%H:%M:%S",
  X: "%H:%M:%S",
  R: "%H:%M",
  r: "%I:%M:%S %p",
};

const pad = (n: number, width = 2, fill = "0") => String(n).padStart(width, fill);

/** Day of the year (1-based) of year/month/day, counted on the UTC calendar, which has no DST to skew it. */
const dayOfYear = (d: Date) =>
  (Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()) - Date.UTC(d.getFullYear(), 0)) / 864e5 + 1;

/** Week number of the year with weeks starting on `firstDay` (0 = Sunday for %U, 1 = Monday for %W). */
const weekNumber = (d: Date, firstDay: number) =>
  Math.floor((dayOfYear(d) + 6 - ((d.getDay() - firstDay + 7) % 7)) / 7);

export function strftime(d: Date, format: string): string {
  const year = d.getFullYear();
  const month = d.getMonth();
  const date = d.getDate();
  const weekday = d.getDay();
  const hours = d.getHours();
  const hour12 = hours % 12 || 12;
  // ISO 8601 weeks start on Monday; week 1 (of the ISO year) holds the year's first Thursday.
  const thursday = new Date(year, month, date + 3 - ((weekday + 6) % 7));
  const isoYear = thursday.getFullYear();
  const p = hours < 12 ? "AM" : "PM";
  const fields: Record<string, string> = {
    a: DAYS[weekday].slice(0, 3),
    A: DAYS[weekday],
    b: MONTHS[month].slice(0, 3),
    B: MONTHS[month],
    d: pad(date),
    e: pad(date, 2, " "),
    f: pad(d.getMilliseconds() * 1000, 6),
    H: pad(hours),
    I: pad(hour12),
    j: pad(dayOfYear(d), 3),
    m: pad(month + 1),
    M: pad(d.getMinutes()),
    p,
    P: p.toLowerCase(),
    S: pad(d.getSeconds()),
    u: String(weekday || 7),
    U: pad(weekNumber(d, 0)),
    w: String(weekday),
    W: pad(weekNumber(d, 1)),
    y: pad(year % 100),
    Y: String(year),
    z: "",
    Z: "",
    C: pad(Math.floor(year / 100)),
    G: String(isoYear),
    g: pad(isoYear % 100),
    V: pad(Math.floor((dayOfYear(thursday) - 1) / 7) + 1),
    k: pad(hours, 2, " "),
    l: pad(hour12, 2, " "),
    s: String(Math.floor(d.getTime() / 1000)),
    n: "\n",
    t: "\t",
    "%": "%",
  };
  // glibc's flags: "-" drops padding, "_" pads with spaces, "0" with zeros, "^" uppercases.
  return format.replace(/%([-_0^#]*)([a-zA-Z%])/g, (whole, flags: string, code: string) => {
    const value: string | undefined = COMPOSITES[code] ? strftime(d, COMPOSITES[code]) : fields[code];
    if (value === undefined) return whole;
    const fill = flags.includes("-") ? "" : flags.includes("_") ? " " : flags.includes("0") ? "0" : undefined;
    const padded = value.replace(/^[0 ]+(?=.)/, (run) => fill?.repeat(run.length) ?? run);
    return flags.includes("^") ? padded.toUpperCase() : padded;
  });
}
