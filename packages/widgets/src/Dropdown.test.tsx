import { act, render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { choosePlacement, Dropdown, type DropdownProps } from "./Dropdown.js";
import { DropdownEntry } from "./DropdownEntry.js";

function renderMenu(props: Partial<DropdownProps> = {}, onSelect = vi.fn()) {
  const user = userEvent.setup();
  render(
    <>
      <button type="button">Before</button>
      <Dropdown label="Framework" {...props}>
        <DropdownEntry onClick={() => onSelect("PyTorch")}>PyTorch</DropdownEntry>
        <DropdownEntry onClick={() => onSelect("TensorFlow")}>TensorFlow</DropdownEntry>
        <DropdownEntry href="#jax">JAX</DropdownEntry>
        <DropdownEntry onClick={() => onSelect("Triton")}>Triton</DropdownEntry>
        <DropdownEntry onClick={() => onSelect("pin")} className="do-not-close-dropdown">
          <svg data-testid="pin-icon" aria-hidden="true">
            <path d="M0 0h1" />
          </svg>
          Pin
        </DropdownEntry>
      </Dropdown>
      <button type="button">After</button>
    </>,
  );
  const button = screen.getByRole("button", { name: "Framework" });
  const menu = () => screen.queryByRole("menu");
  const item = (name: string) => screen.getByRole("menuitem", { name });
  return { user, button, menu, item, onSelect };
}

describe("Dropdown: menu button semantics", () => {
  it("is a closed menu button at first", () => {
    const { button, menu } = renderMenu();
    expect(button).toHaveAttribute("aria-haspopup", "menu");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).not.toHaveAttribute("aria-controls");
    expect(menu()).toBeNull();
  });

  it("opens on click into a labelled menu of menuitems, focusing the first", async () => {
    const { user, button, menu, item } = renderMenu();
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(button).toHaveAttribute("aria-controls", menu()?.id);
    expect(menu()).toHaveAccessibleName("Framework");
    expect(screen.getAllByRole("menuitem")).toHaveLength(5);
    expect(item("PyTorch")).toHaveFocus();
  });

  it("toggles closed on a second click", async () => {
    const { user, button, menu } = renderMenu();
    await user.click(button);
    await user.click(button);
    expect(menu()).toBeNull();
    expect(button).toHaveAttribute("aria-expanded", "false");
  });
});

describe("Dropdown: keyboard", () => {
  it.each(["{Enter}", " ", "{ArrowDown}"])("%s on the button opens and focuses the first item", async (key) => {
    const { user, button, item } = renderMenu();
    button.focus();
    await user.keyboard(key);
    expect(item("PyTorch")).toHaveFocus();
  });

  it("ArrowUp on the button opens and focuses the last item", async () => {
    const { user, button, item } = renderMenu();
    button.focus();
    await user.keyboard("{ArrowUp}");
    expect(item("Pin")).toHaveFocus();
  });

  it("moves with arrows (wrapping), Home and End", async () => {
    const { user, button, item } = renderMenu();
    await user.click(button);
    await user.keyboard("{ArrowDown}");
    expect(item("TensorFlow")).toHaveFocus();
    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(item("Pin")).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(item("PyTorch")).toHaveFocus();
    await user.keyboard("{End}");
    expect(item("Pin")).toHaveFocus();
    await user.keyboard("{Home}");
    expect(item("PyTorch")).toHaveFocus();
  });

  it("type-ahead focuses the next item starting with the typed character, cycling", async () => {
    const { user, button, item } = renderMenu();
    await user.click(button);
    await user.keyboard("t");
    expect(item("TensorFlow")).toHaveFocus();
    await user.keyboard("T");
    expect(item("Triton")).toHaveFocus();
    await user.keyboard("t");
    expect(item("TensorFlow")).toHaveFocus();
    await user.keyboard("z");
    expect(item("TensorFlow")).toHaveFocus();
  });

  it("Escape closes and returns focus to the button", async () => {
    const { user, button, menu } = renderMenu();
    await user.click(button);
    await user.keyboard("{Escape}");
    expect(menu()).toBeNull();
    expect(button).toHaveFocus();
  });

  it("Tab closes and moves on past the button", async () => {
    const { user, button, menu } = renderMenu();
    await user.click(button);
    await user.tab();
    expect(menu()).toBeNull();
    expect(screen.getByRole("button", { name: "After" })).toHaveFocus();
  });

  it("Enter on an item activates it, closes and refocuses the button", async () => {
    const { user, button, menu, onSelect } = renderMenu();
    button.focus();
    await user.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    expect(onSelect).toHaveBeenCalledWith("TensorFlow");
    expect(menu()).toBeNull();
    expect(button).toHaveFocus();
  });

  it("Space activates a link item", async () => {
    const { user, button, menu } = renderMenu();
    await user.click(button);
    await user.keyboard("j ");
    expect(window.location.hash).toBe("#jax");
    expect(menu()).toBeNull();
  });
});

describe("Dropdown: closing by click", () => {
  it("closes on a click outside", async () => {
    const { user, button, menu } = renderMenu();
    await user.click(button);
    await user.click(document.body);
    expect(menu()).toBeNull();
  });

  it("closes after a click on an entry", async () => {
    const { user, button, menu, item, onSelect } = renderMenu();
    await user.click(button);
    await user.click(item("Triton"));
    expect(onSelect).toHaveBeenCalledWith("Triton");
    expect(menu()).toBeNull();
  });

  it("stays open for a click on a do-not-close-dropdown entry, or on an SVG inside it", async () => {
    const { user, button, menu, item, onSelect } = renderMenu();
    await user.click(button);
    await user.click(item("Pin"));
    await user.click(screen.getByTestId("pin-icon").querySelector("path")!);
    expect(onSelect).toHaveBeenCalledTimes(2);
    expect(menu()).not.toBeNull();
  });

  it("ignores do-not-close-dropdown on ancestors outside the menu", async () => {
    const user = userEvent.setup();
    render(
      <div className="do-not-close-dropdown">
        <Dropdown label="Menu">
          <DropdownEntry>One</DropdownEntry>
        </Dropdown>
      </div>,
    );
    await user.click(screen.getByRole("button", { name: "Menu" }));
    await user.click(screen.getByRole("menuitem", { name: "One" }));
    expect(screen.queryByRole("menu")).toBeNull();
  });
});

describe("Dropdown: alignment", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    Reflect.deleteProperty(document.documentElement, "clientWidth");
  });

  function layout(viewportWidth: number) {
    Object.defineProperty(document.documentElement, "clientWidth", { configurable: true, value: viewportWidth });
  }

  function fakeLayout({
    viewport,
    buttonLeft,
    menuWidth,
  }: {
    viewport: number;
    buttonLeft: number;
    menuWidth: number;
  }) {
    layout(viewport);
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue(
      DOMRect.fromRect({ x: buttonLeft, y: 0, width: 100, height: 30 }),
    );
    vi.spyOn(HTMLElement.prototype, "offsetWidth", "get").mockReturnValue(menuWidth);
  }

  it("stays left when the menu fits", async () => {
    fakeLayout({ viewport: 1000, buttonLeft: 100, menuWidth: 200 });
    const { user, button, menu } = renderMenu();
    await user.click(button);
    expect(menu()).toHaveAttribute("data-alignment", "left");
  });

  it("aligns right when, left-aligned, the menu would overflow the viewport", async () => {
    fakeLayout({ viewport: 400, buttonLeft: 300, menuWidth: 200 });
    const { user, button, menu } = renderMenu();
    await user.click(button);
    expect(menu()).toHaveAttribute("data-alignment", "right");
  });

  it("measures again on every open and on resize", async () => {
    fakeLayout({ viewport: 1000, buttonLeft: 300, menuWidth: 200 });
    const { user, button, menu } = renderMenu();
    await user.click(button);
    expect(menu()).toHaveAttribute("data-alignment", "left");
    layout(400);
    act(() => {
      window.dispatchEvent(new Event("resize"));
    });
    expect(menu()).toHaveAttribute("data-alignment", "right");
    await user.click(button);
    layout(1000);
    await user.click(button);
    expect(menu()).toHaveAttribute("data-alignment", "left");
  });

  it("keeps the given alignment when forceAlignment is set", async () => {
    fakeLayout({ viewport: 400, buttonLeft: 300, menuWidth: 200 });
    const { user, button, menu } = renderMenu({ forceAlignment: true });
    await user.click(button);
    expect(menu()).toHaveAttribute("data-alignment", "left");
  });

  it("choosePlacement flips a right-aligned menu that would overflow on the left", () => {
    layout(1000);
    expect(choosePlacement("right", false, { left: 20, right: 120 }, 200)).toBe("left");
    expect(choosePlacement("right", false, { left: 400, right: 500 }, 200)).toBe("right");
    expect(choosePlacement("right", true, { left: 20, right: 120 }, 200)).toBe("right");
  });
});
