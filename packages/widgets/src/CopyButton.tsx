import { useEffect, useRef, useState } from "react";
import { copyToClipboard } from "./copy-to-clipboard.js";

/** How long the copied (or failed) feedback stays before the button returns to idle. */
export const COPY_FEEDBACK_MS = 1000;

export type CopyState = "idle" | "copied" | "failed";

export interface CopyButtonProps {
  /** The text put on the clipboard. */
  value: string;
  /** Visible text and accessible name; it never changes with the state. */
  label?: string;
  /** Called after a successful copy. */
  onCopy?(): void;
  className?: string;
}

const announcements: Record<CopyState, string> = { idle: "", copied: "Copied", failed: "Copy failed" };

export function CopyButton({ value, label = "Copy", onCopy, className }: CopyButtonProps) {
  const [state, setState] = useState<CopyState>("idle");
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(resetTimer.current), []);

  async function copy() {
    const copied = await copyToClipboard(value);
    clearTimeout(resetTimer.current);
    setState(copied ? "copied" : "failed");
    resetTimer.current = setTimeout(() => setState("idle"), COPY_FEEDBACK_MS);
    if (copied) onCopy?.();
  }

  return (
    <span className={className ? `atrium-copy ${className}` : "atrium-copy"}>
      <button type="button" className="atrium-copy__button" data-state={state} onClick={copy}>
        <StateIcon state={state} />
        <span className="atrium-copy__label">{label}</span>
      </button>
      <span className="atrium-copy__tooltip" aria-hidden="true">
        {announcements[state]}
      </span>
      <span className="atrium-visually-hidden" role="status">
        {announcements[state]}
      </span>
    </span>
  );
}

function StateIcon({ state }: { state: CopyState }) {
  const paths: Record<CopyState, string> = {
    idle: "M9 9h10v12H9zM5 15V3h10",
    copied: "M4 12l5 5L20 6",
    failed: "M6 6l12 12M18 6L6 18",
  };
  return (
    <svg className="atrium-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={paths[state]} />
    </svg>
  );
}
