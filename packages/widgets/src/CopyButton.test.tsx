import { act, render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  installClipboard,
  installExecCommand,
  MemoryClipboard,
  RefusingClipboard,
  removeClipboardFakes,
} from "../test/clipboard-fakes.js";
import { CopyButton } from "./CopyButton.js";

afterEach(removeClipboardFakes);

function renderButton(props: Partial<Parameters<typeof CopyButton>[0]> = {}) {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const onCopy = vi.fn();
  render(<CopyButton value="pip install atrium" onCopy={onCopy} {...props} />);
  const button = screen.getByRole("button");
  // The copy settles a few promises after the click event; act() waits for them and the re-render.
  const click = () => act(() => user.click(button));
  return { user, click, onCopy, button };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("CopyButton", () => {
  it("starts idle, named by its label", () => {
    installClipboard(new MemoryClipboard());
    const { button } = renderButton();
    expect(button).toHaveAccessibleName("Copy");
    expect(button).toHaveAttribute("data-state", "idle");
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("uses a custom label as its name", () => {
    const { button } = renderButton({ label: "Copy snippet" });
    expect(button).toHaveAccessibleName("Copy snippet");
  });

  it("copies with the Clipboard API, announces it and keeps its name and focus", async () => {
    const clipboard = new MemoryClipboard();
    const { click, onCopy, button } = renderButton();
    installClipboard(clipboard);
    await click();
    expect(clipboard.text).toBe("pip install atrium");
    expect(button).toHaveAttribute("data-state", "copied");
    expect(screen.getByRole("status")).toHaveTextContent("Copied");
    expect(button).toHaveAccessibleName("Copy");
    expect(button).toHaveFocus();
    expect(onCopy).toHaveBeenCalledTimes(1);
  });

  it("returns to idle exactly 1000 ms after copying", async () => {
    const { click, button } = renderButton();
    installClipboard(new MemoryClipboard());
    await click();
    advance(999);
    expect(button).toHaveAttribute("data-state", "copied");
    advance(1);
    expect(button).toHaveAttribute("data-state", "idle");
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("restarts the 1000 ms on a second click", async () => {
    const { click, onCopy, button } = renderButton();
    installClipboard(new MemoryClipboard());
    await click();
    advance(600);
    await click();
    advance(999);
    expect(button).toHaveAttribute("data-state", "copied");
    advance(1);
    expect(button).toHaveAttribute("data-state", "idle");
    expect(onCopy).toHaveBeenCalledTimes(2);
  });

  it("falls back to a hidden textarea when the Clipboard API is missing, and restores focus", async () => {
    const { click, onCopy, button } = renderButton();
    installClipboard(undefined);
    const copied = installExecCommand(true);
    await click();
    expect(copied).toEqual(["pip install atrium"]);
    expect(button).toHaveAttribute("data-state", "copied");
    expect(button).toHaveFocus();
    expect(document.querySelector("textarea")).toBeNull();
    expect(onCopy).toHaveBeenCalledTimes(1);
  });

  it("falls back to a hidden textarea when the Clipboard API rejects", async () => {
    const { click, button } = renderButton();
    installClipboard(new RefusingClipboard());
    const copied = installExecCommand(true);
    await click();
    expect(copied).toEqual(["pip install atrium"]);
    expect(button).toHaveAttribute("data-state", "copied");
  });

  it("shows a failure, never copied, when every way to copy fails", async () => {
    const { click, onCopy, button } = renderButton();
    installClipboard(new RefusingClipboard());
    installExecCommand(false);
    await click();
    expect(button).toHaveAttribute("data-state", "failed");
    expect(screen.getByRole("status")).toHaveTextContent("Copy failed");
    expect(button).toHaveAccessibleName("Copy");
    expect(onCopy).not.toHaveBeenCalled();
    advance(1000);
    expect(button).toHaveAttribute("data-state", "idle");
  });

  it("fails when there is neither a Clipboard API nor execCommand", async () => {
    const { click, button } = renderButton();
    installClipboard(undefined);
    await click();
    expect(button).toHaveAttribute("data-state", "failed");
  });

  it("leaves no timer behind when unmounted while showing feedback", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { unmount } = render(<CopyButton value="x" />);
    installClipboard(new MemoryClipboard());
    await act(() => user.click(screen.getByRole("button")));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
