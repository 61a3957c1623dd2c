// @vitest-environment node
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import {
  CodeBlock,
  CopyButton,
  DocNotebookDropdown,
  Dropdown,
  DropdownEntry,
  EditOnSource,
  Heading,
} from "../src/index.js";

// This file runs without a DOM: importing the package and rendering every widget must not need one.
describe("server rendering", () => {
  it("has no window", () => {
    expect(typeof window).toBe("undefined");
  });

  it.each([
    ["CopyButton", <CopyButton key="c" value="text" />, 'data-state="idle"'],
    ["CodeBlock", <CodeBlock key="b" code="x = 1" language="python" />, "language-python"],
    [
      "Dropdown",
      <Dropdown key="d" label="Menu">
        <DropdownEntry>One</DropdownEntry>
      </Dropdown>,
      'aria-expanded="false"',
    ],
    [
      "DocNotebookDropdown",
      <DocNotebookDropdown
        key="n"
        options={[
          { label: "A", value: "https://colab.research.google.com/a.ipynb" },
          { label: "B", value: "https://colab.research.google.com/b.ipynb" },
          { label: "C", value: "https://studiolab.sagemaker.aws/c.ipynb" },
        ]}
      />,
      'aria-haspopup="menu"',
    ],
    [
      "Heading",
      <Heading key="h" level={2} id="intro">
        Intro
      </Heading>,
      'href="#intro"',
    ],
    ["EditOnSource", <EditOnSource key="e" href="https://example.com/src.md" />, 'target="_blank"'],
  ])("renders %s to a string", (_name, element, expected) => {
    expect(renderToString(element)).toContain(expected);
  });
});
