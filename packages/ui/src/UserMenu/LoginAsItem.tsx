import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { useIntl } from 'react-intl';
import { MENU_TOOLTIP_DELAY_MS } from '@screenplay/core';
import { UI_MESSAGE_IDS as M } from '../messages/uiMessageIds';
import { useTimeout } from '../internal/useTimeout';
import { focusMenuItem, handleMenuNavigationKey, type MenuFocusTarget } from './menuFocus';
import { MENU_HOVER_DELAY_MS } from './menuTiming';

/** A customer a reseller-type user can log in as. */
export interface LoginAsCustomer {
  id: number;
  title: string;
}

/** The 'Login As' submenu's data and callbacks (given only to users with a qualifying role). */
export interface LoginAsOptions {
  customers: readonly LoginAsCustomer[];
  /** The customer currently acted as, or null when acting as oneself. */
  actingCustomerId: number | null;
  onLoginAs: (customerId: number) => void;
  onBackToReseller: () => void;
  /** Called when the submenu opens, e.g. to load the customer list lazily. */
  onOpen?: () => void;
}

/** Where the tooltip goes, relative to the user menu's root (a menu may not contain a tooltip, so the menu renders it). */
export interface TooltipPosition {
  top: number;
  right: number;
  /** No wider than the menu, so it never reaches the submenu that opens beside the menu. */
  maxWidth?: number;
}

interface LoginAsItemProps {
  loginAs: LoginAsOptions;
  /** Id of the tooltip element the user menu renders outside the menu. */
  tooltipId: string;
  /** Shows the tooltip at a position, or hides it with null. */
  onTooltip: (position: TooltipPosition | null) => void;
  /** Closes the whole menu and returns focus to its button after a choice. */
  onChosen: () => void;
}

/**
 * The tooltip's position just below the whole menu, right-aligned with it and no wider than it, relative to the user
 * menu's root: placed below the item it covered the next item, 'Logout' (issue 15); below the menu it covers no
 * menu item, and the submenu opens to the menu's left.
 */
export function tooltipPositionBelowMenu(item: HTMLElement): TooltipPosition {
  const root = item.closest('[data-scope="user-menu"][data-part="root"]') ?? item;
  const menu = item.closest('[role="menu"]') ?? item;
  const menuBox = menu.getBoundingClientRect();
  const rootBox = root.getBoundingClientRect();
  return {
    top: menuBox.bottom - rootBox.top,
    right: rootBox.right - menuBox.right,
    ...(menuBox.width > 0 ? { maxWidth: menuBox.width } : {}),
  };
}

/** The 'Login As' menu item with its delayed tooltip and its nested customer menu. */
export function LoginAsItem({ loginAs, tooltipId, onTooltip, onChosen }: LoginAsItemProps) {
  const intl = useIntl();
  const itemId = useId();
  const [isOpen, setOpen] = useState(false);
  const itemRef = useRef<HTMLButtonElement>(null);
  const submenuRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<MenuFocusTarget | null>(null);
  const hoverTimer = useTimeout();
  const tooltipTimer = useTimeout();

  useEffect(() => {
    if (!isOpen || !pendingFocus.current) return;
    focusMenuItem(submenuRef.current, pendingFocus.current);
    pendingFocus.current = null;
  }, [isOpen]);

  const isOpenRef = useRef(isOpen);
  isOpenRef.current = isOpen;
  const open = (focus: MenuFocusTarget | null) => {
    hoverTimer.cancel();
    if (isOpenRef.current) {
      if (focus) focusMenuItem(submenuRef.current, focus);
      return;
    }
    pendingFocus.current = focus;
    loginAs.onOpen?.();
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    hoverTimer.cancel();
    setOpen(false);
    if (returnFocus) itemRef.current?.focus();
  };

  const showTooltipLater = () =>
    tooltipTimer.schedule(() => {
      if (itemRef.current) onTooltip(tooltipPositionBelowMenu(itemRef.current));
    }, MENU_TOOLTIP_DELAY_MS);
  const hideTooltip = () => {
    tooltipTimer.cancel();
    onTooltip(null);
  };

  const onItemKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      event.stopPropagation();
      hideTooltip();
      open('first');
    }
  };
  const onSubmenuKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Tab') return; // the parent menu closes everything
    event.stopPropagation();
    if (handleMenuNavigationKey(event, submenuRef.current)) return;
    if (event.key === 'ArrowLeft' || event.key === 'Escape') {
      event.preventDefault();
      close(true);
    }
  };
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'touch') return;
    showTooltipLater();
    hoverTimer.schedule(() => open(null), MENU_HOVER_DELAY_MS);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'touch') return;
    hideTooltip();
    hoverTimer.schedule(() => setOpen(false), MENU_HOVER_DELAY_MS);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    hideTooltip();
    if (event.relatedTarget) setOpen(false);
  };
  const choose = (action: () => void) => {
    onChosen();
    action();
  };

  return (
    <div
      role="none"
      data-part="submenu-item"
      data-state={isOpen ? 'open' : 'closed'}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onBlur={onBlur}
    >
      <button
        ref={itemRef}
        id={itemId}
        type="button"
        role="menuitem"
        tabIndex={-1}
        data-part="item"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-describedby={tooltipId}
        onClick={() => open('first')}
        onKeyDown={onItemKeyDown}
        onFocus={showTooltipLater}
      >
        {intl.formatMessage({ id: M.loginAs })}
      </button>
      {isOpen ? (
        <div ref={submenuRef} role="menu" data-part="submenu" aria-labelledby={itemId} onKeyDown={onSubmenuKeyDown}>
          {loginAs.customers.map((customer) => (
            <div key={customer.id} role="none">
              <button
                type="button"
                role="menuitemradio"
                tabIndex={-1}
                data-part="item"
                aria-checked={customer.id === loginAs.actingCustomerId}
                onClick={() => choose(() => loginAs.onLoginAs(customer.id))}
              >
                {customer.title}
              </button>
            </div>
          ))}
          {loginAs.actingCustomerId != null ? (
            <div role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                data-part="item"
                onClick={() => choose(loginAs.onBackToReseller)}
              >
                {intl.formatMessage({ id: M.backToReseller })}
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
