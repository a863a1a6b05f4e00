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

/** The signed-in frame: side navigation, top bar with the user menu, and the page. */
export function Shell({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  const intl = useIntl();
  const session = useSession();
  const user = useValue(session.$user);
  const access = useValue(session.$access);
  const [location, navigate] = useLocation();
  const [isCollapsed, setCollapsed] = useState(false);
  const loginAs = useLoginAsMenu();
  const actingCustomer = useValue(session.$actingCustomer);
  const title = intl.formatMessage({ id: titleKey });
  // The product name is a message, so a reseller's brand renames it (app/useBrand.ts).
  const productName = intl.formatMessage({ id: 'app.name' });
  const brandLogo = useBrandLogo();

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
        onToggleCollapsed={() => setCollapsed((value) => !value)}
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
          user={{ name: user.name, avatar: user.avatar, roleNames: access.roleNames, status: user.status }}
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
