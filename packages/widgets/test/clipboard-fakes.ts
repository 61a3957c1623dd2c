/** Stand-ins for the browser clipboard pieces jsdom lacks; each test installs the ones it needs. */

export class MemoryClipboard {
  text = "";
  async writeText(text: string) {
    this.text = text;
  }
  async readText() {
    return this.text;
  }
}

export class RefusingClipboard {
  async writeText(_text: string): Promise<void> {
    throw new DOMException("Write permission denied.", "NotAllowedError");
  }
}

export function installClipboard(clipboard: object | undefined) {
  Object.defineProperty(navigator, "clipboard", { value: clipboard, configurable: true });
}

/**
 * Installs `document.execCommand`, which jsdom does not implement. `copy` records the text selected in
 * the focused textarea, as a browser would put it on the clipboard, and returns `succeeds`.
 */
export function installExecCommand(succeeds: boolean) {
  const copied: string[] = [];
  Object.defineProperty(document, "execCommand", {
    configurable: true,
    value: (command: string) => {
      const field = document.activeElement;
      if (command === "copy" && field instanceof HTMLTextAreaElement) {
        copied.push(field.value.slice(field.selectionStart, field.selectionEnd));
      }
      return succeeds;
    },
  });
  return copied;
}

export function removeClipboardFakes() {
  installClipboard(undefined);
  Reflect.deleteProperty(document, "execCommand");
}
