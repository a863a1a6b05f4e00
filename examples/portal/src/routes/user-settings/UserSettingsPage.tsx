import { useIntl } from 'react-intl';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';

/** `/user_settings`: the profile (with avatar) and the password change, side by side. */
export default function UserSettingsPage() {
  const intl = useIntl();
  return (
    <div data-scope="settings" data-part="root">
      <section data-scope="settings" data-part="card" aria-labelledby="profile-title">
        <h2 id="profile-title">{intl.formatMessage({ id: 'userSettings.profile' })}</h2>
        <ProfileForm />
      </section>
      <section data-scope="settings" data-part="card" aria-labelledby="password-title">
        <h2 id="password-title">{intl.formatMessage({ id: 'userSettings.changePassword' })}</h2>
        <PasswordForm />
      </section>
    </div>
  );
}
