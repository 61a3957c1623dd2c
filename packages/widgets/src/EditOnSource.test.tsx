import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EditOnSource } from "./EditOnSource.js";

const href = "https://github.com/atrium/docs/blob/main/quickstart.md";

describe("EditOnSource", () => {
  it("opens the source in a new tab and says so to screen readers", () => {
    render(<EditOnSource href={href} />);
    const link = screen.getByRole("link", { name: "Update on GitHub (opens in a new tab)" });
    expect(link).toHaveAttribute("href", href);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("takes a custom label", () => {
    render(<EditOnSource href={href} label="Edit this page" />);
    expect(screen.getByRole("link")).toHaveAccessibleName("Edit this page (opens in a new tab)");
  });
});
