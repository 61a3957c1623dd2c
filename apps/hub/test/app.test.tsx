import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import { render, screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createAppRouter } from "../src/router.js";

function renderAt(path: string, emulatorUrl: string | null = null) {
  const router = createAppRouter({ config: { emulatorUrl } }, createMemoryHistory({ initialEntries: [path] }));
  render(<RouterProvider router={router} />);
}

describe("hub app", () => {
  it("shows the home page with the emulator address from the config", async () => {
    renderAt("/", "http://127.0.0.1:4321");
    expect(await screen.findByRole("heading", { level: 1, name: "Atrium" })).toBeInTheDocument();
    expect(screen.getByText("http://127.0.0.1:4321")).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
  });

  it("renders the documentation page with every widget", async () => {
    renderAt("/docs");
    expect(await screen.findByRole("heading", { level: 1, name: "Quickstart" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Link to this section: Installation" })).toHaveAttribute(
      "href",
      "#installation",
    );
    expect(screen.getAllByRole("button", { name: "Copy" })).toHaveLength(3);
    expect(screen.getAllByRole("link", { name: /^Open in Colab/ })).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Open in Colab" })).toHaveAttribute("aria-haspopup", "menu");
    expect(screen.getByRole("button", { name: "Client: JavaScript" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Update on GitHub/ })).toHaveAttribute("target", "_blank");
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Docs" })).toHaveAttribute("aria-current", "page");
  });

  it("switches the chat snippet with the client dropdown", async () => {
    const user = userEvent.setup();
    renderAt("/docs");
    await user.click(await screen.findByRole("button", { name: "Client: JavaScript" }));
    await user.click(screen.getByRole("menuitem", { name: "Python" }));
    expect(await screen.findByRole("button", { name: "Client: Python" })).toBeInTheDocument();
    expect(screen.getByText(/from huggingface_hub import InferenceClient/)).toBeInTheDocument();
  });

  it("shows a not-found page for unknown paths", async () => {
    renderAt("/nowhere");
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
  });
});
