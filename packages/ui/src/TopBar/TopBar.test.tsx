import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithIntl } from '../test/renderWithIntl';
import { TopBar, type TopBarUser } from './TopBar';

const USER: TopBarUser = {
  name: 'Rita Reseller',
  avatar: null,
  roleNames: ['Reseller admin', 'Customer admin'],
  status: 'active',
};

function renderBar(user: Partial<TopBarUser> = {}, extra: { left?: string; onNotificationsClick?: () => void } = {}) {
  const menu = { onUserSettings: vi.fn(), onLogout: vi.fn() };
  renderWithIntl(<TopBar title="Screens" user={{ ...USER, ...user }} menu={menu} {...extra} />);
  return menu;
}

describe('TopBar', () => {
  it('is a banner with the page title as its heading and an optional left area', () => {
    renderBar({}, { left: 'Back' });
    const header = screen.getByRole('banner');
    expect(screen.getByRole('heading', { level: 1, name: 'Screens' })).toBeTruthy();
    expect(header.querySelector('[data-part="left"]')?.textContent).toBe('Back');
  });

  it('lights the bell dot only when the user status is active', () => {
    renderBar({ status: 'active' });
    const bell = screen.getByRole('button', { name: 'Notifications' });
    expect(bell.getAttribute('data-state')).toBe('active');
    expect(bell.querySelector('[data-part="bell-dot"][data-state="active"]')).not.toBeNull();
  });

  it('shows no bell dot for an inactive user', () => {
    renderBar({ status: 'inactive' });
    const bell = screen.getByRole('button', { name: 'Notifications' });
    expect(bell.getAttribute('data-state')).toBe('inactive');
    expect(bell.querySelector('[data-part="bell-dot"]')).toBeNull();
  });

  it('shows the name and the role names joined by commas in the user menu button', () => {
    renderBar();
    expect(screen.getByText('Reseller admin, Customer admin')).toBeTruthy();
    const trigger = screen.getByRole('button', { name: /Rita Reseller/ });
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger.textContent).toContain('RR'); // initials fallback without an avatar
  });

  it('shows the avatar picture when there is one', () => {
    renderBar({ avatar: '/media/avatars/rita.png' });
    const img = screen.getByRole('banner').querySelector('img');
    expect(img?.getAttribute('src')).toBe('/media/avatars/rita.png');
  });

  it('opens the user menu and reports the chosen item', () => {
    const menu = renderBar();
    fireEvent.click(screen.getByRole('button', { name: /Rita Reseller/ }), { detail: 1 });
    fireEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(menu.onLogout).toHaveBeenCalledTimes(1);
  });

  it('reports a click on the bell', () => {
    const onNotificationsClick = vi.fn();
    renderBar({}, { onNotificationsClick });
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(onNotificationsClick).toHaveBeenCalledTimes(1);
  });
});
