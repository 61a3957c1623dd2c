/** Python's datetime.strftime (C locale, naive local time: %z and %Z are empty) for `strftime_now`. */

const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

const pad = (n: number, width = 2, fill = "0") => String(n).padStart(width, fill);

function dayOfYear(d: Date): number {
  const start = new Date(d.getFullYear(), 0, 1);
  return (
    Math.round((new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime() - start.getTime()) / 86_400_000) + 1
  );
}

/** Week number of the year with weeks starting on `firstDay` (0 = Sunday for %U, 1 = Monday for %W). */
function weekNumber(d: Date, firstDay: number): number {
  const weekday = (d.getDay() - firstDay + 7) % 7;
  return Math.floor((dayOfYear(d) - 1 - weekday + 7) / 7);
}

/** ISO 8601 week-numbering year and week (weeks start on Monday; week 1 holds the year's first Thursday). */
function isoWeek(d: Date): { year: number; week: number } {
  const thursday = new Date(d.getFullYear(), d.getMonth(), d.getDate() + 3 - ((d.getDay() + 6) % 7));
  const year = thursday.getFullYear();
  const week = Math.floor((dayOfYear(thursday) - 1) / 7) + 1;
  return { year, week };
}

export function strftime(d: Date, format: string): string {
  const hour12 = d.getHours() % 12 || 12;
  const fields: Record<string, () => string> = {
    a: () => DAYS[d.getDay()].slice(0, 3),
    A: () => DAYS[d.getDay()],
    b: () => MONTHS[d.getMonth()].slice(0, 3),
    h: () => MONTHS[d.getMonth()].slice(0, 3),
    B: () => MONTHS[d.getMonth()],
    c: () => `${fields.a()} ${fields.b()} ${pad(d.getDate(), 2, " ")} ${fields.X()} ${d.getFullYear()}`,
    d: () => pad(d.getDate()),
    e: () => pad(d.getDate(), 2, " "),
    D: () => fields.x(),
    f: () => pad(d.getMilliseconds() * 1000, 6),
    F: () => `${d.getFullYear()}-${fields.m()}-${fields.d()}`,
    H: () => pad(d.getHours()),
    I: () => pad(hour12),
    j: () => pad(dayOfYear(d), 3),
    m: () => pad(d.getMonth() + 1),
    M: () => pad(d.getMinutes()),
    p: () => (d.getHours() < 12 ? "AM" : "PM"),
    S: () => pad(d.getSeconds()),
    T: () => fields.X(),
    u: () => String(d.getDay() || 7),
    U: () => pad(weekNumber(d, 0)),
    w: () => String(d.getDay()),
    W: () => pad(weekNumber(d, 1)),
    x: () => `${fields.m()}/${fields.d()}/${fields.y()}`,
    X: () => `${fields.H()}:${fields.M()}:${fields.S()}`,
    y: () => pad(d.getFullYear() % 100),
    Y: () => String(d.getFullYear()),
    z: () => "",
    Z: () => "",
    C: () => pad(Math.floor(d.getFullYear() / 100)),
    G: () => String(isoWeek(d).year),
    g: () => pad(isoWeek(d).year % 100),
    V: () => pad(isoWeek(d).week),
    R: () => `${fields.H()}:${fields.M()}`,
    r: () => `${fields.I()}:${fields.M()}:${fields.S()} ${fields.p()}`,
    k: () => pad(d.getHours(), 2, " "),
    l: () => pad(hour12, 2, " "),
    P: () => fields.p().toLowerCase(),
    s: () => String(Math.floor(d.getTime() / 1000)),
    n: () => "\n",
    t: () => "\t",
    "%": () => "%",
  };
  // glibc's flags: "-" drops padding, "_" pads with spaces, "0" with zeros, "^" uppercases.
  return format.replace(/%([-_0^#]*)([a-zA-Z%])/g, (whole, flags: string, code: string) => {
    const field = fields[code];
    if (!field) return whole;
    let value = field();
    if (flags.includes("-")) value = value.replace(/^[0 ]+(?=.)/, "");
    else if (flags.includes("_")) value = value.replace(/^0+(?=.)/, (zeros) => " ".repeat(zeros.length));
    else if (flags.includes("0")) value = value.replace(/^ +/, (spaces) => "0".repeat(spaces.length));
    return flags.includes("^") ? value.toUpperCase() : value;
  });
}
