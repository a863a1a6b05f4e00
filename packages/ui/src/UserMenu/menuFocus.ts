import type { KeyboardEvent } from 'react';

/** Which item of a menu to focus. */
export type MenuFocusTarget = 'first' | 'last' | 'next' | 'previous';

/** The menu's own items (`<li role="none">` children holding a `menuitem*`), not those of nested menus. */
export function menuItems(menu: HTMLElement): HTMLElement[] {
  return Array.from(menu.children)
    .map((li) => li.firstElementChild)
    .filter(
      (el): el is HTMLElement => el instanceof HTMLElement && (el.getAttribute('role') ?? '').startsWith('menuitem'),
    );
}

/** Moves focus inside a menu, wrapping at both ends as the ARIA menu pattern does. */
export function focusMenuItem(menu: HTMLElement | null, target: MenuFocusTarget): void {
  if (!menu) return;
  const items = menuItems(menu);
  if (items.length === 0) return;
  const current = items.indexOf(document.activeElement as HTMLElement);
  const index =
    target === 'first'
      ? 0
      : target === 'last'
        ? items.length - 1
        : target === 'next'
          ? (current + 1) % items.length
          : (current - 1 + items.length) % items.length;
  items[index]?.focus();
}

const NAVIGATION_KEYS: Record<string, MenuFocusTarget> = {
  ArrowDown: 'next',
  ArrowUp: 'previous',
  Home: 'first',
  End: 'last',
};

/** Handles ArrowUp/ArrowDown/Home/End inside `menu`; returns true when the key was consumed. */
export function handleMenuNavigationKey(event: KeyboardEvent, menu: HTMLElement | null): boolean {
  const target = NAVIGATION_KEYS[event.key];
  if (!target) return false;
  event.preventDefault();
  focusMenuItem(menu, target);
  return true;
}
