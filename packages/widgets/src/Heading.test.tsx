import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Heading } from "./Heading.js";

describe("Heading", () => {
  it.each([1, 2, 3, 4, 5, 6] as const)("renders h%i with its id", (level) => {
    render(
      <Heading level={level} id="install">
        Installation
      </Heading>,
    );
    const heading = screen.getByRole("heading", { level, name: "Installation" });
    expect(heading.tagName).toBe(`H${level}`);
    expect(heading).toHaveAttribute("id", "install");
  });

  it("carries an anchor link to #id named after the section", () => {
    render(
      <Heading level={2} id="chat-templates">
        Using <code>apply_chat_template</code>
      </Heading>,
    );
    const link = screen.getByRole("link");
    expect(link).toHaveAttribute("href", "#chat-templates");
    expect(link).toHaveAccessibleName("Link to this section: Using apply_chat_template");
    expect(screen.getByRole("heading")).toHaveAccessibleName("Using apply_chat_template");
    expect(screen.getByRole("heading")).toContainElement(link);
  });
});
