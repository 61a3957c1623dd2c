import { describe, expect, test } from "vitest";
import { Template, type TemplateRuntimeError } from "./index.js";

const render = (source: string) => new Template(source).render({});
const errorOf = (source: string) => {
  try {
    render(source);
  } catch (error) {
    return error as TemplateRuntimeError;
  }
  throw new Error("expected an error");
};

// Every expectation was checked against CPython 3.11's `%` and format().
describe("printf-style formatting matches Python", () => {
  test("%e, %f and %g round the exact value of the double, ties to even", () => {
    expect(
      render(
        "{{ '%.0e|%.0e|%.2f|%.2f|%.0f|%.1e|%.2g|%.3g|%f' % (2.5, 3.5, 2.675, 0.125, 2.5, 0.125, 0.125, 2.675, -0.0) }}",
      ),
    ).toBe("2e+00|4e+00|2.67|0.12|2|1.2e-01|0.12|2.67|-0.000000");
    expect(render("{{ '%.2e|%.0f|%.3f' % (9.995, 1e22, 5e-324) }}")).toBe("9.99e+00|10000000000000000000000|0.000");
    expect(render("{{ '{:.1%}|{:.3}|{:.3}'.format(0.125, 100.0, 10.0) }}")).toBe("12.5%|1e+02|10.0");
  });

  test("the # flag keeps the decimal point and %g's trailing zeros, and prefixes o, x and X", () => {
    expect(render("{{ '%#.0f|%#.0e|%#.g|%#g|%#.3g|%g' % (2.5, 2.5, 3.0, 1.5, 100.0, 100.0) }}")).toBe(
      "2.|2.e+00|3.|1.50000|100.|100",
    );
    expect(render("{{ '%#o|%#x|%#X|%#010x|%#x' % (8, 255, 255, 255, -255) }}|{{ '{:#.0f}'.format(2.5) }}")).toBe(
      "0o10|0xff|0XFF|0x000000ff|-0xff|2.",
    );
  });

  test("only a bare %% is a literal: %5% is a conversion that takes an argument and is rejected", () => {
    expect(render("{{ '%d%%' % 5 }}")).toBe("5%");
    expect(errorOf("{{ '%5%' % () }}").reason).toBe("not enough arguments for format string");
    expect(errorOf("{{ '%5%' % (1,) }}").reason).toBe("unsupported format character '%' (0x25) at index 2");
    expect(errorOf("{{ '%(a)5%' % {} }}").kind).toBe("KeyError");
    expect(errorOf("{{ '%y' % 1 }}").reason).toBe("unsupported format character 'y' (0x79) at index 1");
  });
});
