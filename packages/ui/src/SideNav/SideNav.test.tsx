import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { NavItem } from '@screenplay/core';
import { EN_MESSAGES } from '@screenplay/core/messages';
import { PRODUCT_NAME_MAX_LENGTH } from '@screenplay/core/tenant';
import { ScreenplayIntlProvider } from '../ScreenplayIntlProvider/ScreenplayIntlProvider';
import { WORDMARK_LONG_NAME_LENGTH } from './LogoMarks';
import { renderWithIntl } from '../test/renderWithIntl';
import { SideNav, activeNavItemId } from './SideNav';

const ITEMS: NavItem[] = [
  { id: 'screens', path: '/screens', labelKey: 'nav.screens' },
  { id: 'scenes', path: '/scenes', labelKey: 'nav.scenes' },
  { id: 'library', path: '/library', labelKey: 'nav.library' },
];

function renderNav(props: Partial<Parameters<typeof SideNav>[0]> = {}) {
  const onToggleCollapsed = vi.fn();
  const view = renderWithIntl(
    <SideNav
      items={ITEMS}
      activePath="/scenes/edit_scene/4"
      collapsed={false}
      onToggleCollapsed={onToggleCollapsed}
      {...props}
    />,
  );
  return { ...view, onToggleCollapsed };
}

describe('SideNav', () => {
  it('renders a labelled navigation with one link per item and marks the active one', () => {
    renderNav();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/screens', '/scenes', '/library']);
    expect(screen.getByRole('link', { name: 'Scenes' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Screens' }).hasAttribute('aria-current')).toBe(false);
  });

  it('matches the active item on whole path segments only', () => {
    expect(activeNavItemId(ITEMS, '/screens')).toBe('screens');
    expect(activeNavItemId(ITEMS, '/screens/add_screen')).toBe('screens');
    expect(activeNavItemId(ITEMS, '/screensaver')).toBeNull();
    expect(activeNavItemId(ITEMS, '/')).toBeNull();
  });

  it('toggles collapse through a button exposing aria-expanded', () => {
    const { onToggleCollapsed, rerender } = renderNav();
    const toggle = screen.getByRole('button', { name: 'Collapse or expand the navigation' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(onToggleCollapsed).toHaveBeenCalledTimes(1);
    rerender(<SideNav items={ITEMS} activePath="/scenes" collapsed onToggleCollapsed={onToggleCollapsed} />);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps accessible names and titles on links while collapsed', () => {
    renderNav({ collapsed: true });
    const link = screen.getByRole('link', { name: 'Library' });
    expect(link.getAttribute('title')).toBe('Library');
    expect(screen.getByRole('navigation').getAttribute('data-state')).toBe('collapsed');
  });

  it("draws the app's icon per item instead of the label's initial, hidden from assistive tech", () => {
    renderNav({ collapsed: true, renderIcon: (item) => <svg data-icon={item.id} /> });
    const link = screen.getByRole('link', { name: 'Scenes' });
    const icon = link.querySelector('[data-part="icon"]');
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
    expect(icon?.querySelector('svg')?.getAttribute('data-icon')).toBe('scenes');
    expect(icon?.textContent).toBe('');
    expect(link.getAttribute('title')).toBe('Scenes');
  });

  it('falls back to the initial without an icon renderer', () => {
    renderNav();
    const icon = screen.getByRole('link', { name: 'Screens' }).querySelector('[data-part="icon"]');
    expect(icon?.textContent).toBe('S');
  });

  it('cycles the logo through three variants when it owns the state', () => {
    const onLogoClick = vi.fn();
    renderNav({ onLogoClick });
    const logo = screen.getByRole('button', { name: 'Change the Screenplay logo' });
    const variant = () => logo.getAttribute('data-variant');
    const marks = new Set<string>();
    expect(variant()).toBe('0');
    for (const expected of ['1', '2', '0']) {
      marks.add(logo.innerHTML);
      fireEvent.click(logo);
      expect(variant()).toBe(expected);
    }
    expect(marks.size).toBe(3);
    expect(onLogoClick.mock.calls.map(([next]) => next)).toEqual([1, 2, 0]);
  });

  it("shows a reseller's logo instead of the marks, with the product name as text", () => {
    renderNav({ logoUrl: '/media/brands/logo.png' });
    const logo = screen.getByRole('button', { name: 'Change the Screenplay logo' });
    expect(logo.querySelector('img')?.getAttribute('src')).toBe('/media/brands/logo.png');
    expect(logo.querySelector('svg')).toBeNull();
    expect(logo.textContent).toBe('Screenplay');
  });

  it('follows a controlled logo variant', () => {
    const onLogoClick = vi.fn();
    renderNav({ logoVariant: 2, onLogoClick });
    const logo = screen.getByRole('button', { name: 'Change the Screenplay logo' });
    fireEvent.click(logo);
    expect(onLogoClick).toHaveBeenCalledWith(0);
    expect(logo.getAttribute('data-variant')).toBe('2');
  });

  it('shows the version label and lets a router render the links', () => {
    renderNav({
      renderLink: (item, children, props) => (
        <a href={`#${item.path}`} data-router="yes" {...props}>
          {children}
        </a>
      ),
    });
    expect(screen.getByText(/0\.1\.30/)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Scenes' });
    expect(link.getAttribute('data-router')).toBe('yes');
    expect(link.getAttribute('aria-current')).toBe('page');
  });

  describe('a brand product name (issue 25: never clipped)', () => {
    /** 32 characters, as the issue asks, and a name at core's longest product name. */
    const NAME_32 = 'Northwind Digital Signage Studio';
    const LONGEST = 'Northwind Digital Signage Studio Pro Max'.slice(0, PRODUCT_NAME_MAX_LENGTH);

    const renderBranded = (productName: string, props: Partial<Parameters<typeof SideNav>[0]> = {}) =>
      render(
        <ScreenplayIntlProvider messages={{ ...EN_MESSAGES, 'app.name': productName }}>
          <SideNav items={ITEMS} activePath="/screens" collapsed={false} onToggleCollapsed={() => {}} {...props} />
        </ScreenplayIntlProvider>,
      );

    it('is written whole as text that can wrap, in every logo variant and beside a reseller logo', () => {
      expect(NAME_32).toHaveLength(32);
      expect(LONGEST).toHaveLength(PRODUCT_NAME_MAX_LENGTH);
      for (const name of [NAME_32, LONGEST]) {
        for (const props of [
          { logoVariant: 0 as const },
          { logoVariant: 1 as const },
          { logoVariant: 2 as const },
          { logoUrl: '/media/brands/l.png' },
        ]) {
          const { unmount } = renderBranded(name, props);
          const logo = screen.getByRole('button', { name: `Change the ${name} logo` });
          const wordmark = logo.querySelector('[data-part="logo-wordmark"]');
          // HTML text, not an SVG <text> in a fixed viewBox (which cut 'Northwind S...'): the theme wraps it.
          expect(wordmark?.tagName).toBe('SPAN');
          expect(wordmark?.textContent).toBe(name);
          expect(wordmark?.getAttribute('data-length')).toBe('long');
          expect(logo.querySelector('svg text[x="0"]')).toBeNull();
          unmount();
        }
      }
    });

    it('sets a short name at the large size, and one past the threshold smaller', () => {
      const short = 'S'.repeat(WORDMARK_LONG_NAME_LENGTH);
      const { unmount } = renderBranded(short);
      expect(document.querySelector('[data-part="logo-wordmark"]')?.getAttribute('data-length')).toBe('short');
      unmount();
      renderBranded(`${short}S`);
      expect(document.querySelector('[data-part="logo-wordmark"]')?.getAttribute('data-length')).toBe('long');
    });

    it('keeps the whole name as the folded logo’s tooltip', () => {
      renderBranded(NAME_32, { collapsed: true });
      const logo = screen.getByRole('button', { name: `Change the ${NAME_32} logo` });
      expect(logo.getAttribute('title')).toBe(NAME_32);
    });
  });
});
