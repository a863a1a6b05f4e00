import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { focusMenuItem, handleMenuNavigationKey, menuItems } from '../UserMenu/menuFocus';
import { ANIMATION_MENU_MESSAGE_IDS as M } from './animationMenu.messages';

/** One animation type (`GET sections/animations/types`). */
export interface AnimationOption {
  id: string;
  name: string;
}

/** Props of {@link AnimationMenu}. */
export interface AnimationMenuProps {
  types: readonly AnimationOption[];
  /** The chosen type's id, or null when none was chosen. */
  value: string | null;
  onChange: (id: string) => void;
  /** What the menu chooses, e.g. 'Animation': the button reads '{label}: {chosen}'. */
  label: string;
  className?: string;
}

/**
 * The section's animation button: a menu button listing the animation types as radio items, the chosen one
 * checked and shown on the button. Enter/Space/ArrowDown open it on the chosen item, arrows move, Enter
 * chooses, Escape closes; focus returns to the button.
 */
export function AnimationMenu({ types, value, onChange, label, className }: AnimationMenuProps) {
  const intl = useIntl();
  const triggerId = useId();
  const menuId = useId();
  const [isOpen, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<'checked' | 'last'>('checked');
  const chosen = types.find((type) => type.id === value);
  const chosenName = chosen?.name ?? intl.formatMessage({ id: M.none });

  useEffect(() => {
    if (!isOpen || !menu.current) return;
    const items = menuItems(menu.current);
    const checked = items.find((item) => item.getAttribute('aria-checked') === 'true');
    if (focusOnOpen.current === 'checked' && checked) checked.focus();
    else focusMenuItem(menu.current, focusOnOpen.current === 'last' ? 'last' : 'first');
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  const open = (focus: 'checked' | 'last') => {
    focusOnOpen.current = focus;
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  };
  const choose = (id: string) => {
    close(true);
    if (id !== value) onChange(id);
  };

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowUp') {
      event.preventDefault();
      // Arrows belong to the menu button, not to page shortcuts (the editor nudges sections with them).
      event.stopPropagation();
      open(event.key === 'ArrowUp' ? 'last' : 'checked');
    }
  };
  const onTriggerClick = (event: MouseEvent) => {
    if (event.detail === 0 && isOpen) return; // the keyboard's own click after Enter/Space opened it
    if (isOpen) close(false);
    else open('checked');
  };
  const onMenuKeyDown = (event: KeyboardEvent) => {
    event.stopPropagation();
    if (handleMenuNavigationKey(event, menu.current)) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  const state = isOpen ? 'open' : 'closed';
  return (
    <div ref={root} data-scope="animation-menu" data-part="root" data-state={state} className={className}>
      <button
        ref={trigger}
        id={triggerId}
        type="button"
        data-part="trigger"
        data-state={state}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        disabled={types.length === 0}
        onClick={onTriggerClick}
        onKeyDown={onTriggerKeyDown}
      >
        {intl.formatMessage({ id: M.value }, { label, name: chosenName })}
      </button>
      {isOpen ? (
        <div ref={menu} id={menuId} role="menu" data-part="menu" aria-label={label} onKeyDown={onMenuKeyDown}>
          {types.map((type) => (
            <div key={type.id} role="none">
              <button
                type="button"
                role="menuitemradio"
                tabIndex={-1}
                data-part="item"
                data-state={type.id === value ? 'checked' : undefined}
                aria-checked={type.id === value}
                onClick={() => choose(type.id)}
              >
                {type.name}
              </button>
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
