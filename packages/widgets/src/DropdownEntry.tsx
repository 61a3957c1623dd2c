import type { MouseEvent, ReactNode } from "react";
import { NewTabCue, newTabAttributes } from "./new-tab.js";

export interface DropdownEntryProps {
  /** Called on activation by click, Enter or Space. The menu then closes unless the click target is inside an element with class `do-not-close-dropdown`. */
  onClick?(event: MouseEvent<HTMLElement>): void;
  /** Makes the entry a link. */
  href?: string;
  /** With `href`: open the link in a new tab (and say so to screen readers). */
  newTab?: boolean;
  children: ReactNode;
  className?: string;
}

/** One item of a `Dropdown` menu: a link when it has `href`, a button otherwise. */
export function DropdownEntry({ onClick, href, newTab = false, children, className }: DropdownEntryProps) {
  const classes = className ? `atrium-dropdown__entry ${className}` : "atrium-dropdown__entry";
  return href === undefined ? (
    <button type="button" role="menuitem" tabIndex={-1} className={classes} onClick={onClick}>
      {children}
    </button>
  ) : (
    <a
      role="menuitem"
      tabIndex={-1}
      className={classes}
      href={href}
      onClick={onClick}
      {...(newTab ? newTabAttributes : {})}
    >
      {children}
      {newTab && <NewTabCue />}
    </a>
  );
}
