/** Where focus goes among the items of an open menu. */
export type MenuItemTarget = "first" | "last" | "next" | "previous" | { startsWith: string };

/**
 * Moves focus to an item of `menu`, wrapping around the ends. Items are read from the DOM on each call
 * so entries added or removed while the menu is open are always accounted for.
 */
export function focusMenuItem(menu: HTMLElement, target: MenuItemTarget, current?: HTMLElement | null) {
  const items = Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]'));
  if (items.length === 0) return;
  const index = current ? items.indexOf(current) : -1;
  const item = pick(items, index, target);
  item?.focus();
}

function pick(items: HTMLElement[], index: number, target: MenuItemTarget): HTMLElement | undefined {
  const at = (i: number) => items[(i + items.length) % items.length];
  if (target === "first") return items[0];
  if (target === "last") return items[items.length - 1];
  if (target === "next") return at(index + 1);
  if (target === "previous") return at(index - 1);
  // Type-ahead: the next item, after the current one, whose text starts with the typed character.
  const prefix = target.startsWith.toLowerCase();
  for (let step = 1; step <= items.length; step++) {
    const item = at(index + step);
    if (item.textContent?.trim().toLowerCase().startsWith(prefix)) return item;
  }
  return undefined;
}
