import { act, render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { installClipboard, MemoryClipboard, removeClipboardFakes } from "../test/clipboard-fakes.js";
import { CodeBlock } from "./CodeBlock.js";

afterEach(removeClipboardFakes);

const code = 'print("hello")';

describe("CodeBlock", () => {
  it("renders the code in pre > code with the language class", () => {
    const { container } = render(<CodeBlock code={code} language="python" />);
    const block = container.querySelector("pre > code");
    expect(block).toHaveTextContent(code);
    expect(block).toHaveClass("language-python");
    expect(container.querySelector("pre")).toHaveClass("language-python");
  });

  it("renders pre-highlighted html in place of the text", () => {
    const html = '<span class="hljs-built_in">print</span>("hello")';
    const { container } = render(<CodeBlock code={code} html={html} />);
    expect(container.querySelector("code .hljs-built_in")).toHaveTextContent("print");
    expect(container.querySelector("code")).toHaveTextContent(code);
  });

  it("copies the plain code, not the html", async () => {
    const user = userEvent.setup();
    const clipboard = new MemoryClipboard();
    installClipboard(clipboard);
    render(<CodeBlock code={code} html="<b>decorated</b>" />);
    const button = screen.getByRole("button", { name: "Copy" });
    await act(() => user.click(button));
    expect(clipboard.text).toBe(code);
    expect(button).toHaveAttribute("data-state", "copied");
  });
});
