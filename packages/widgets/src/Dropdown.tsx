import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { focusMenuItem, type MenuItemTarget } from "./menu-focus.js";

export type DropdownAlignment = "left" | "right";

export interface DropdownProps {
  /** Content of the menu button. */
  label: ReactNode;
  /** `DropdownEntry` elements. */
  children: ReactNode;
  /** Preferred side the menu is aligned to; it flips when it would overflow the viewport. */
  alignment?: DropdownAlignment;
  /** Keep `alignment` even when the menu overflows. */
  forceAlignment?: boolean;
  className?: string;
}

/** Clicks on (or inside) an element with this class leave the menu open. */
const KEEP_OPEN_CLASS = "do-not-close-dropdown";

/** A WAI-ARIA APG menu button: a button that toggles a menu of `DropdownEntry` items. */
export function Dropdown({ label, children, alignment = "left", forceAlignment = false, className }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const [placement, setPlacement] = useState<DropdownAlignment>(alignment);
  const focusOnOpen = useRef<MenuItemTarget>("first");
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const buttonId = useId();
  const menuId = useId();

  const close = useCallback(() => {
    // The menu is about to unmount: keep focus from falling to <body>.
    if (menuRef.current?.contains(document.activeElement)) buttonRef.current?.focus();
    setOpen(false);
  }, []);

  const openMenu = (target: MenuItemTarget) => {
    focusOnOpen.current = target;
    setOpen(true);
  };

  const measure = useCallback(() => {
    const button = buttonRef.current;
    const menu = menuRef.current;
    if (!button || !menu) return;
    setPlacement(choosePlacement(alignment, forceAlignment, button.getBoundingClientRect(), menu.offsetWidth));
  }, [alignment, forceAlignment]);

  // Measure before paint on every open, then again whenever the viewport changes size.
  useLayoutEffect(() => {
    if (!open) return;
    measure();
    window.addEventListener("resize", measure);
    return () => window.removeEventListener("resize", measure);
  }, [open, measure]);

  useEffect(() => {
    if (open && menuRef.current) focusMenuItem(menuRef.current, focusOnOpen.current);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: globalThis.MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener("click", closeOnOutsideClick);
    return () => document.removeEventListener("click", closeOnOutsideClick);
  }, [open, close]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "Escape" && open) close();
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    const target = event.key === "ArrowDown" ? "first" : "last";
    if (open && menuRef.current) focusMenuItem(menuRef.current, target);
    else openMenu(target);
  };

  const onMenuClick = (event: MouseEvent<HTMLDivElement>) => {
    const keeper = (event.target as Element).closest(`.${KEEP_OPEN_CLASS}`);
    if (keeper && event.currentTarget.contains(keeper)) return;
    close();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const menu = event.currentTarget;
    const item = event.target as HTMLElement;
    switch (event.key) {
      case "ArrowDown":
        focusMenuItem(menu, "next", item);
        break;
      case "ArrowUp":
        focusMenuItem(menu, "previous", item);
        break;
      case "Home":
      case "PageUp":
        focusMenuItem(menu, "first");
        break;
      case "End":
      case "PageDown":
        focusMenuItem(menu, "last");
        break;
      case "Escape":
        close();
        break;
      case "Tab":
        // Let the browser move focus on from the button, as if the menu had never been entered.
        buttonRef.current?.focus();
        setOpen(false);
        return;
      case " ":
        // Buttons activate on Space by themselves; links do not.
        if (!(item instanceof HTMLAnchorElement)) return;
        item.click();
        break;
      default:
        if (!isTypeAheadKey(event)) return;
        focusMenuItem(menu, { startsWith: event.key }, item);
    }
    event.preventDefault();
  };

  return (
    <div ref={rootRef} className={className ? `atrium-dropdown ${className}` : "atrium-dropdown"}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className="atrium-dropdown__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close() : openMenu("first"))}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        <svg className="atrium-icon atrium-icon--small" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 9l6 6 6-6" />
        </svg>
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          className="atrium-dropdown__menu"
          data-alignment={placement}
          onClick={onMenuClick}
          onKeyDown={onMenuKeyDown}
        >
          {children}
        </div>
      )}
    </div>
  );
}

/** The preferred side, unless the menu would overflow the viewport there and the other side is allowed. */
export function choosePlacement(
  preferred: DropdownAlignment,
  force: boolean,
  button: { left: number; right: number },
  menuWidth: number,
): DropdownAlignment {
  if (force) return preferred;
  const viewportWidth = document.documentElement.clientWidth;
  if (preferred === "left" && button.left + menuWidth > viewportWidth) return "right";
  if (preferred === "right" && button.right - menuWidth < 0) return "left";
  return preferred;
}

function isTypeAheadKey(event: KeyboardEvent) {
  return event.key.length === 1 && event.key !== " " && !event.ctrlKey && !event.metaKey && !event.altKey;
}
