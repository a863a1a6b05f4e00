import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { useIntl } from 'react-intl';
import { UI_MESSAGE_IDS as M } from '../messages/uiMessageIds';
import { useTimeout } from '../internal/useTimeout';
import { LoginAsItem, type LoginAsOptions, type TooltipPosition } from './LoginAsItem';
import { focusMenuItem, handleMenuNavigationKey, type MenuFocusTarget } from './menuFocus';
import { MENU_HOVER_DELAY_MS } from './menuTiming';

/** Props of {@link UserMenu}. */
export interface UserMenuProps {
  onUserSettings: () => void;
  onLogout: () => void;
  /** Given for reseller-type users: adds the 'Login As' submenu. */
  loginAs?: LoginAsOptions;
  /** The menu button's content (e.g. avatar, name and roles); it is also the button's accessible name. */
  children?: ReactNode;
  className?: string;
}

/** How the menu was opened: a hover-opened menu closes again when the pointer leaves. */
type OpenedBy = 'hover' | 'press';

/**
 * The user menu button and its menu ('User Settings', optional 'Login As' submenu, 'Logout'), following
 * the ARIA menu-button pattern: Enter/Space/ArrowDown open, arrows move, Escape closes and returns focus.
 */
export function UserMenu({ onUserSettings, onLogout, loginAs, children, className }: UserMenuProps) {
  const intl = useIntl();
  const triggerId = useId();
  const menuId = useId();
  const tooltipId = useId();
  const [tooltipAt, setTooltipAt] = useState<TooltipPosition | null>(null);
  const [openedBy, setOpenedBy] = useState<OpenedBy | null>(null);
  const isOpen = openedBy !== null;
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<MenuFocusTarget | null>(null);
  const hoverTimer = useTimeout();

  useEffect(() => {
    if (!isOpen || !pendingFocus.current) return;
    focusMenuItem(menuRef.current, pendingFocus.current);
    pendingFocus.current = null;
  }, [isOpen]);

  const dismiss = useCallback(() => {
    setOpenedBy(null);
    setTooltipAt(null);
  }, []);

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) dismiss();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen, dismiss]);

  const open = (by: OpenedBy, focus: MenuFocusTarget | null) => {
    hoverTimer.cancel();
    if (isOpen && focus) focusMenuItem(menuRef.current, focus);
    else pendingFocus.current = focus;
    setOpenedBy(by);
  };
  const close = (returnFocus: boolean) => {
    hoverTimer.cancel();
    dismiss();
    if (returnFocus) triggerRef.current?.focus();
  };
  const choose = (action: () => void) => () => {
    close(true);
    action();
  };

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open('press', 'first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      open('press', 'last');
    } else if (event.key === 'Escape' && isOpen) {
      close(true);
    }
  };
  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (handleMenuNavigationKey(event, menuRef.current)) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'touch') return;
    if (isOpen) hoverTimer.cancel();
    else hoverTimer.schedule(() => setOpenedBy((by) => by ?? 'hover'), MENU_HOVER_DELAY_MS);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'touch') return;
    if (openedBy === 'hover') hoverTimer.schedule(dismiss, MENU_HOVER_DELAY_MS);
    else if (!isOpen) hoverTimer.cancel();
  };
  const onTriggerClick = (event: MouseEvent) => {
    // Enter/Space already opened it on keydown; a browser may still send the keyboard click (detail 0).
    if (event.detail === 0 && isOpen) return;
    // A hover-opened menu becomes pinned on click; a pinned one closes.
    if (openedBy === 'press') close(false);
    else open('press', 'first');
  };

  const state = isOpen ? 'open' : 'closed';
  return (
    <div
      ref={rootRef}
      data-scope="user-menu"
      data-part="root"
      data-state={state}
      className={className}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      <button
        ref={triggerRef}
        id={triggerId}
        type="button"
        data-part="trigger"
        data-state={state}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={onTriggerClick}
        onKeyDown={onTriggerKeyDown}
      >
        {children}
      </button>
      {isOpen ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          data-part="menu"
          aria-labelledby={triggerId}
          onKeyDown={onMenuKeyDown}
        >
          <div role="none">
            <button type="button" role="menuitem" tabIndex={-1} data-part="item" onClick={choose(onUserSettings)}>
              {intl.formatMessage({ id: M.userSettings })}
            </button>
          </div>
          {loginAs ? (
            <LoginAsItem
              loginAs={loginAs}
              tooltipId={tooltipId}
              onTooltip={setTooltipAt}
              onChosen={() => close(true)}
            />
          ) : null}
          <div role="none">
            <button type="button" role="menuitem" tabIndex={-1} data-part="item" onClick={choose(onLogout)}>
              {intl.formatMessage({ id: M.logout })}
            </button>
          </div>
        </div>
      ) : null}
      {isOpen && loginAs ? (
        <span
          role="tooltip"
          id={tooltipId}
          data-part="tooltip"
          data-state={tooltipAt ? 'open' : 'closed'}
          hidden={!tooltipAt}
          style={tooltipAt ?? undefined}
        >
          {intl.formatMessage({ id: loginAs.actingCustomerId != null ? M.loginAsTooltipActing : M.loginAsTooltip })}
        </span>
      ) : null}
    </div>
  );
}
