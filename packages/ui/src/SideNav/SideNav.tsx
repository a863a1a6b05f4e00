import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { APP_VERSION, type NavItem } from '@screenplay/core';
import { UI_MESSAGE_IDS as M } from '../messages/uiMessageIds';
import { LogoMark, nextLogoVariant, type LogoVariant, Wordmark } from './LogoMarks';

/** The attributes a side-navigation link must carry besides `href` (= `item.path`); spread them on a router link in `renderLink`. */
export interface SideNavLinkProps {
  'aria-current'?: 'page';
  'aria-label'?: string;
  title?: string;
  'data-part': 'link';
  'data-state': 'active' | 'inactive';
}

/** Props of {@link SideNav}. */
export interface SideNavProps {
  items: readonly NavItem[];
  /** The current location's pathname; an item is active on its path or below it. */
  activePath: string;
  /** Collapsed shows only the icon per item; labels stay as accessible names (and titles, the tooltip). */
  collapsed: boolean;
  onToggleCollapsed: () => void;
  /** Renders one link, e.g. `(item, children, props) => <Link href={item.path} {...props}>{children}</Link>`; defaults to `<a>`. */
  renderLink?: (item: NavItem, children: ReactNode, props: SideNavLinkProps) => ReactNode;
  /**
   * The item's icon (decorative: the label names the link), e.g. one icon set's glyph per `item.id`; without it
   * the label's initial stands in. The kit ships no icon set: the app picks one.
   */
  renderIcon?: (item: NavItem) => ReactNode;
  /** Controlled logo variant; when omitted the component keeps its own. */
  logoVariant?: LogoVariant;
  /** Called with the next variant when the logo is clicked. */
  onLogoClick?: (next: LogoVariant) => void;
  /** A white-label logo (a reseller's brand, issue 14) shown instead of the logo marks, beside the product name. */
  logoUrl?: string | null;
  className?: string;
}

/** The item whose path is the longest prefix (by whole segments) of `activePath`, or null. */
export function activeNavItemId(items: readonly NavItem[], activePath: string): NavItem['id'] | null {
  let best: NavItem | null = null;
  for (const item of items) {
    const matches = activePath === item.path || activePath.startsWith(`${item.path.replace(/\/$/, '')}/`);
    if (matches && (!best || item.path.length > best.path.length)) best = item;
  }
  return best?.id ?? null;
}

const defaultRenderLink: NonNullable<SideNavProps['renderLink']> = (item, children, props) => (
  <a href={item.path} {...props}>
    {children}
  </a>
);

/** The collapsible side navigation: logo (cycles three variants), the role's links, a collapse toggle and the version. */
export function SideNav({
  items,
  activePath,
  collapsed,
  onToggleCollapsed,
  renderLink = defaultRenderLink,
  renderIcon,
  logoVariant,
  onLogoClick,
  logoUrl,
  className,
}: SideNavProps) {
  const intl = useIntl();
  const listId = useId();
  const [ownVariant, setOwnVariant] = useState<LogoVariant>(0);
  const variant = logoVariant ?? ownVariant;
  const productName = intl.formatMessage({ id: M.appName });
  const activeId = activeNavItemId(items, activePath);
  const state = collapsed ? 'collapsed' : 'expanded';

  const cycleLogo = () => {
    const next = nextLogoVariant(variant);
    if (logoVariant === undefined) setOwnVariant(next);
    onLogoClick?.(next);
  };

  return (
    <nav
      data-scope="sidenav"
      data-part="root"
      data-state={state}
      className={className}
      aria-label={intl.formatMessage({ id: M.navMain })}
    >
      <button
        type="button"
        data-part="logo"
        data-variant={variant}
        aria-label={intl.formatMessage({ id: M.navChangeLogo }, { name: productName })}
        // Folded, the wordmark is hidden: the product name stays readable as the logo's tooltip.
        title={collapsed ? productName : undefined}
        onClick={cycleLogo}
      >
        {logoUrl ? (
          <span data-part="logo-mark" data-variant="brand" aria-hidden="true">
            <img data-part="logo-symbol" src={logoUrl} alt="" width={32} height={32} />
            <Wordmark productName={productName} variant="brand" />
          </span>
        ) : (
          <LogoMark variant={variant} productName={productName} />
        )}
      </button>
      <ul id={listId} data-part="list" data-state={state}>
        {items.map((item) => {
          const label = intl.formatMessage({ id: item.labelKey });
          const isActive = item.id === activeId;
          const props: SideNavLinkProps = {
            'data-part': 'link',
            'data-state': isActive ? 'active' : 'inactive',
            ...(isActive ? { 'aria-current': 'page' as const } : {}),
            ...(collapsed ? { 'aria-label': label, title: label } : {}),
          };
          const children = (
            <>
              <span data-part="icon" data-kind={renderIcon ? 'glyph' : 'initial'} aria-hidden="true">
                {renderIcon ? renderIcon(item) : label.charAt(0).toUpperCase()}
              </span>
              <span data-part="label">{label}</span>
            </>
          );
          return (
            <li key={item.id} data-part="item" data-state={props['data-state']}>
              {renderLink(item, children, props)}
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        data-part="toggle"
        data-state={state}
        aria-expanded={!collapsed}
        aria-controls={listId}
        aria-label={intl.formatMessage({ id: M.navToggle })}
        onClick={onToggleCollapsed}
      >
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d={collapsed ? 'M6 3l5 5-5 5' : 'M10 3L5 8l5 5'} fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <p data-part="version">{intl.formatMessage({ id: M.navVersion }, { version: APP_VERSION })}</p>
    </nav>
  );
}
