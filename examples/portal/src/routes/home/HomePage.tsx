import { sideNavItems } from '@screenplay/core';
import { useSession, useValue } from '@screenplay/hooks';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { hasPage } from '../../app/pages';
import { greetingKey } from './greeting';

/** `/`: greets the user by name and links to the areas their role opens that the portal has pages for. */
export default function HomePage() {
  const intl = useIntl();
  const session = useSession();
  const user = useValue(session.$user);
  const access = useValue(session.$access);
  if (!user || !access) return null;
  // Only areas whose page exists: a link never leads to a page that is not there.
  const areas = sideNavItems(access).filter((item) => hasPage(item.path));

  return (
    <div data-scope="home" data-part="root">
      <h2 data-scope="home" data-part="greeting">
        {intl.formatMessage({ id: greetingKey(new Date()) }, { name: user.name })}
      </h2>
      <p data-scope="home" data-part="lead">
        {intl.formatMessage({ id: 'home.lead' })}
      </p>
      <ul data-scope="home" data-part="areas" aria-label={intl.formatMessage({ id: 'home.areas' })}>
        {areas.map((item) => (
          <li key={item.id} data-scope="home" data-part="area">
            <Link href={item.path}>
              <strong>{intl.formatMessage({ id: item.labelKey })}</strong>
              <span>{intl.formatMessage({ id: `home.area.${item.id}` })}</span>
            </Link>
          </li>
        ))}
        <li data-scope="home" data-part="area">
          <Link href="/user_settings">
            <strong>{intl.formatMessage({ id: 'topbar.userSettings' })}</strong>
            <span>{intl.formatMessage({ id: 'home.area.userSettings' })}</span>
          </Link>
        </li>
        {access.actingCustomerId !== null && hasPage('/integrations') ? (
          // Social accounts belong to a customer: only users acting for one have accounts to see or connect.
          <li data-scope="home" data-part="area">
            <Link href="/integrations">
              <strong>{intl.formatMessage({ id: 'titles.integrations' })}</strong>
              <span>{intl.formatMessage({ id: 'home.area.integrations' })}</span>
            </Link>
          </li>
        ) : null}
        {hasPage('/settings') ? (
          <li data-scope="home" data-part="area">
            <Link href="/settings">
              <strong>{intl.formatMessage({ id: 'titles.settings' })}</strong>
              <span>{intl.formatMessage({ id: 'home.area.settings' })}</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
