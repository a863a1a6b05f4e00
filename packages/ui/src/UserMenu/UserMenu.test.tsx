import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithIntl } from '../test/renderWithIntl';
import { UserMenu } from './UserMenu';
import { tooltipPositionBelowMenu, type LoginAsOptions } from './LoginAsItem';
import { MENU_HOVER_DELAY_MS } from './menuTiming';

const CUSTOMERS = [
  { id: 7, title: 'Acme Cinemas' },
  { id: 9, title: 'Bistro Boards' },
];

function setup(loginAs?: Partial<LoginAsOptions> | null) {
  const callbacks = { onUserSettings: vi.fn(), onLogout: vi.fn() };
  const options: LoginAsOptions | undefined =
    loginAs === null
      ? undefined
      : { customers: CUSTOMERS, actingCustomerId: null, onLoginAs: vi.fn(), onBackToReseller: vi.fn(), ...loginAs };
  renderWithIntl(
    <UserMenu {...callbacks} loginAs={options}>
      Rita Reseller
    </UserMenu>,
  );
  const trigger = screen.getByRole('button', { name: 'Rita Reseller' });
  return { ...callbacks, options, trigger };
}

const focused = () => document.activeElement;
const key = (key: string) => fireEvent.keyDown(document.activeElement ?? document.body, { key });

afterEach(() => {
  vi.useRealTimers();
});

describe('UserMenu', () => {
  it('is a closed menu button until opened', () => {
    const { trigger } = setup(null);
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens with ArrowDown, moves with arrows (wrapping), and Escape closes and returns focus', () => {
    const { trigger } = setup(null);
    trigger.focus();
    key('ArrowDown');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('menu', { name: 'Rita Reseller' })).toBeTruthy();
    expect(focused()).toBe(screen.getByRole('menuitem', { name: 'User Settings' }));
    key('ArrowDown');
    expect(focused()).toBe(screen.getByRole('menuitem', { name: 'Logout' }));
    key('ArrowDown');
    expect(focused()).toBe(screen.getByRole('menuitem', { name: 'User Settings' }));
    key('ArrowUp');
    expect(focused()).toBe(screen.getByRole('menuitem', { name: 'Logout' }));
    key('Home');
    expect(focused()).toBe(screen.getByRole('menuitem', { name: 'User Settings' }));
    key('Escape');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(focused()).toBe(trigger);
  });

  it('opens with Enter or Space on the first item and ArrowUp on the last', () => {
    const { trigger } = setup(null);
    for (const opening of ['Enter', ' ']) {
      trigger.focus();
      key(opening);
      expect(focused()).toBe(screen.getByRole('menuitem', { name: 'User Settings' }));
      key('Escape');
    }
    key('ArrowUp');
    expect(focused()).toBe(screen.getByRole('menuitem', { name: 'Logout' }));
  });

  it('calls the chosen action, closes and returns focus to the button', () => {
    const { trigger, onUserSettings } = setup(null);
    fireEvent.click(trigger, { detail: 1 });
    fireEvent.click(screen.getByRole('menuitem', { name: 'User Settings' }));
    expect(onUserSettings).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(focused()).toBe(trigger);
  });

  it('closes on a second click and on a press outside', () => {
    const { trigger } = setup(null);
    fireEvent.click(trigger, { detail: 1 });
    fireEvent.click(trigger, { detail: 1 });
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(trigger, { detail: 1 });
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens and closes after a delay on hover', () => {
    vi.useFakeTimers();
    const { trigger } = setup(null);
    const root = trigger.parentElement as HTMLElement;
    fireEvent.pointerEnter(root, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(MENU_HOVER_DELAY_MS - 1));
    expect(screen.queryByRole('menu')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('menu')).toBeTruthy();
    fireEvent.pointerLeave(root, { pointerType: 'mouse' });
    expect(screen.getByRole('menu')).toBeTruthy();
    act(() => vi.advanceTimersByTime(MENU_HOVER_DELAY_MS));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('has no Login As item without login-as options', () => {
    const { trigger } = setup(null);
    fireEvent.click(trigger, { detail: 1 });
    expect(screen.queryByRole('menuitem', { name: 'Login As' })).toBeNull();
  });

  it('lists the customers in the Login As submenu, without Back to Reseller while acting as oneself', () => {
    const { trigger, options } = setup({ actingCustomerId: null });
    trigger.focus();
    key('ArrowDown');
    key('ArrowDown');
    const loginAs = screen.getByRole('menuitem', { name: 'Login As' });
    expect(focused()).toBe(loginAs);
    expect(loginAs.getAttribute('aria-haspopup')).toBe('menu');
    key('ArrowRight');
    expect(loginAs.getAttribute('aria-expanded')).toBe('true');
    const submenu = screen.getByRole('menu', { name: 'Login As' });
    const radios = screen.getAllByRole('menuitemradio');
    expect(radios.map((item) => item.textContent)).toEqual(['Acme Cinemas', 'Bistro Boards']);
    expect(radios.every((item) => item.getAttribute('aria-checked') === 'false')).toBe(true);
    expect(screen.queryByRole('menuitem', { name: 'Back to Reseller' })).toBeNull();
    expect(focused()).toBe(radios[0]);
    key('ArrowDown');
    expect(focused()).toBe(radios[1]);
    fireEvent.click(radios[1] as HTMLElement);
    expect(options?.onLoginAs).toHaveBeenCalledWith(9);
    expect(submenu.isConnected).toBe(false);
    expect(focused()).toBe(trigger);
  });

  it('marks the acting customer and offers Back to Reseller while acting', () => {
    const { trigger, options } = setup({ actingCustomerId: 7 });
    fireEvent.click(trigger, { detail: 1 });
    fireEvent.click(screen.getByRole('menuitem', { name: 'Login As' }));
    expect(screen.getByRole('menuitemradio', { name: 'Acme Cinemas' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('menuitemradio', { name: 'Bistro Boards' }).getAttribute('aria-checked')).toBe('false');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Back to Reseller' }));
    expect(options?.onBackToReseller).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes only the submenu with ArrowLeft or Escape and focuses Login As again', () => {
    const { trigger } = setup();
    fireEvent.click(trigger, { detail: 1 });
    const loginAs = screen.getByRole('menuitem', { name: 'Login As' });
    for (const closing of ['ArrowLeft', 'Escape']) {
      loginAs.focus();
      key('Enter');
      expect(screen.getByRole('menu', { name: 'Login As' })).toBeTruthy();
      key(closing);
      expect(screen.queryByRole('menu', { name: 'Login As' })).toBeNull();
      expect(screen.getByRole('menu', { name: 'Rita Reseller' })).toBeTruthy();
      expect(focused()).toBe(loginAs);
    }
  });

  it('asks for the customers when the submenu opens', () => {
    const onOpen = vi.fn();
    const { trigger } = setup({ onOpen });
    fireEvent.click(trigger, { detail: 1 });
    fireEvent.click(screen.getByRole('menuitem', { name: 'Login As' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('shows the Login As tooltip after 300 ms of focus, not at 299 ms', () => {
    vi.useFakeTimers();
    const { trigger } = setup({ actingCustomerId: null });
    fireEvent.click(trigger, { detail: 1 });
    const loginAs = screen.getByRole('menuitem', { name: 'Login As' });
    act(() => loginAs.focus());
    act(() => vi.advanceTimersByTime(299));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip.textContent).toBe('You can login into your customer account');
    expect(loginAs.getAttribute('aria-describedby')).toBe(tooltip.id);
  });

  it('shows the acting tooltip text after 300 ms of hover', () => {
    vi.useFakeTimers();
    const { trigger } = setup({ actingCustomerId: 7 });
    fireEvent.click(trigger, { detail: 1 });
    const loginAs = screen.getByRole('menuitem', { name: 'Login As' });
    fireEvent.pointerEnter(loginAs.parentElement as HTMLElement, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(299));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip').textContent).toBe('You are currently logged into your customer account');
    fireEvent.pointerLeave(loginAs.parentElement as HTMLElement, { pointerType: 'mouse' });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('places the Login As tooltip below the whole menu, no wider than it, so it covers no menu item (Logout)', () => {
    const { trigger } = setup({ actingCustomerId: null });
    fireEvent.click(trigger, { detail: 1 });
    const loginAs = screen.getByRole('menuitem', { name: 'Login As' });
    const box = (left: number, top: number, width: number, height: number) =>
      ({ left, top, width, height, right: left + width, bottom: top + height, x: left, y: top }) as DOMRect;
    const root = loginAs.closest('[data-scope="user-menu"][data-part="root"]') as HTMLElement;
    vi.spyOn(root, 'getBoundingClientRect').mockReturnValue(box(900, 10, 200, 40));
    vi.spyOn(screen.getByRole('menu'), 'getBoundingClientRect').mockReturnValue(box(870, 54, 230, 120));
    vi.spyOn(loginAs, 'getBoundingClientRect').mockReturnValue(box(874, 90, 222, 36));
    // Below the menu's bottom (54 + 120 - 10 from the root's top), its right edge on the menu's, at most its width.
    expect(tooltipPositionBelowMenu(loginAs)).toEqual({ top: 164, right: 0, maxWidth: 230 });
  });
});
