import { sideNavItems } from '@screenplay/core';
import { useSession, useValue } from '@screenplay/hooks';
import { SideNav, TopBar } from '@screenplay/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { renderNavIcon } from './navIcons';
import { hasPage } from './pages';
import { GreetingGate } from '../routes/greeting/GreetingGate';
import { useBrandLogo } from './useBrand';
import { useLoginAsMenu } from './useLoginAsMenu';
import { useRoleWords } from './useRoleWords';

/** No roles (before the session is read), one array so the role words are not recomputed each render. */
const NO_ROLES: readonly string[] = [];

/**
 * The window width under which an editor page folds the side navigation: from it, the editors' four columns fit
 * beside the open navigation (issue 23: a 1280 x 720 laptop keeps the canvas at 35% or more).
 */
export const EDITOR_WIDE_WINDOW_PX = 1600;

/** True while the window is narrower than {@link EDITOR_WIDE_WINDOW_PX}, following resizes. */
function useIsNarrowWindow(): boolean {
  const query = `(max-width: ${EDITOR_WIDE_WINDOW_PX - 1}px)`;
  const [isNarrow, setNarrow] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const media = window.matchMedia(query);
    const update = () => setNarrow(media.matches);
    update();
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, [query]);
  return isNarrow;
}

/**
 * The side navigation's state: folded while an editor page is open in a narrow window, unfolded elsewhere, unless the
 * user toggled it on this kind of page (an editor, or another page), which then holds for that kind.
 */
function useNavCollapsed(isEditor: boolean): [boolean, () => void] {
  const isNarrow = useIsNarrowWindow();
  const [choice, setChoice] = useState<{ isEditor: boolean; isCollapsed: boolean } | null>(null);
  const isCollapsed = choice?.isEditor === isEditor ? choice.isCollapsed : isEditor && isNarrow;
  return [isCollapsed, () => setChoice({ isEditor, isCollapsed: !isCollapsed })];
}

/** The signed-in frame: side navigation, top bar with the user menu, and the page. */
export function Shell({
  titleKey,
  isEditor = false,
  children,
}: {
  titleKey: string;
  /** The page is an editor: on a narrow window the navigation starts folded. */
  isEditor?: boolean;
  children: ReactNode;
}) {
  const intl = useIntl();
  const session = useSession();
  const user = useValue(session.$user);
  const access = useValue(session.$access);
  const [location, navigate] = useLocation();
  const [isCollapsed, toggleCollapsed] = useNavCollapsed(isEditor);
  const loginAs = useLoginAsMenu();
  const actingCustomer = useValue(session.$actingCustomer);
  const title = intl.formatMessage({ id: titleKey });
  // The product name is a message, so a reseller's brand renames it (app/useBrand.ts).
  const productName = intl.formatMessage({ id: 'app.name' });
  const brandLogo = useBrandLogo();
  const roleWords = useRoleWords(access?.roleNames ?? NO_ROLES);

  useEffect(() => {
    document.title = `${title} · ${productName}`;
  }, [title, productName]);

  if (!user || !access) return null;
  return (
    <div data-scope="app-shell" data-part="root" data-state={isCollapsed ? 'collapsed' : 'expanded'}>
      <a data-scope="app-shell" data-part="skip-link" href="#main">
        {intl.formatMessage({ id: 'common.skipToContent' })}
      </a>
      <SideNav
        items={sideNavItems(access).filter((item) => hasPage(item.path))}
        activePath={location}
        collapsed={isCollapsed}
        onToggleCollapsed={toggleCollapsed}
        logoUrl={brandLogo}
        renderIcon={renderNavIcon}
        renderLink={(item, content, props) => (
          <Link href={item.path} {...props}>
            {content}
          </Link>
        )}
      />
      <div data-scope="app-shell" data-part="body">
        <TopBar
          title={title}
          left={
            actingCustomer ? (
              <p data-scope="app-shell" data-part="acting-as">
                {intl.formatMessage({ id: 'topbar.actingAs' }, { customer: actingCustomer.title })}
              </p>
            ) : undefined
          }
          user={{ name: user.name, avatar: user.avatar, roleNames: roleWords, status: user.status }}
          menu={{
            onUserSettings: () => navigate('/user_settings'),
            onLogout: () => void session.logout(),
            loginAs,
          }}
        />
        <main id="main" data-scope="app-shell" data-part="main" tabIndex={-1}>
          {children}
        </main>
      </div>
      <GreetingGate />
    </div>
  );
}
