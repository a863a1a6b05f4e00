import type { SessionUser } from '@screenplay/core';
import { useSession, useToasts, useValue } from '@screenplay/hooks';
import { AvatarPicker, Button, PasswordField, TextField } from '@screenplay/ui';
import { Fragment, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { FormMessage } from '../../app/FormMessage';
import { useSubmit } from '../../app/useSubmit';
import { EmailVerificationNotice } from './EmailVerificationNotice';

const TEXT_FIELDS = ['name', 'lastName', 'middleName', 'email', 'phone'] as const;
type TextFieldName = (typeof TEXT_FIELDS)[number] | 'about';
type Fields = Record<TextFieldName, string>;

const AUTOCOMPLETE: Record<(typeof TEXT_FIELDS)[number], string> = {
  name: 'given-name',
  lastName: 'family-name',
  middleName: 'additional-name',
  email: 'email',
  phone: 'tel',
};

function fieldsOf(user: SessionUser): Fields {
  return {
    name: user.name,
    lastName: user.lastName ?? '',
    middleName: user.middleName ?? '',
    email: user.email,
    phone: user.phone ?? '',
    about: user.about ?? '',
  };
}

/**
 * The profile form: names, e-mail, phone, about and the avatar, sent as one multipart update. Changing the
 * e-mail asks for the current password too (the server refuses it without), and takes effect once the link
 * mailed to the new address is opened; the other fields need nothing more.
 */
export function ProfileForm() {
  const intl = useIntl();
  const session = useSession();
  const toasts = useToasts();
  const user = useValue(session.$user);
  const [fields, setFields] = useState<Fields | null>(user ? fieldsOf(user) : null);
  const [avatar, setAvatar] = useState<File | null>(null);
  const [currentPassword, setCurrentPassword] = useState('');
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const { isSubmitting, formError, fieldErrors: errors, run } = useSubmit({ showFieldErrors: true });
  if (!user || !fields) return null;

  const set = (name: TextFieldName) => (event: { target: { value: string } }) =>
    setFields({ ...fields, [name]: event.target.value });
  const isEmailChange = fields.email.trim().toLowerCase() !== user.email.toLowerCase();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value.trim());
    if (isEmailChange) form.append('current_password', currentPassword);
    if (avatar) form.append('avatar', avatar);
    const isSaved = await run(() => session.updateProfile(form, setProgress));
    setProgress(undefined);
    if (isSaved) {
      setAvatar(null);
      setCurrentPassword('');
      toasts.show({ type: 'INFO', messageKey: 'userSettings.profileSaved' });
      if (isEmailChange) {
        // The address in use stays until the new one is verified: show it again, and say a link went out.
        setFields((current) => current && { ...current, email: user.email });
        toasts.show({ type: 'INFO', messageKey: 'userSettings.verificationSent' });
      }
    }
  };

  return (
    <form data-scope="settings" data-part="form" onSubmit={submit} noValidate>
      <AvatarPicker
        label={intl.formatMessage({ id: 'userSettings.avatar' })}
        name="avatar"
        personName={user.name}
        currentUrl={user.avatar}
        accept="image/png,image/jpeg,image/gif,image/webp"
        file={avatar}
        onFileChange={setAvatar}
        progress={progress}
        error={errors.avatar}
      />
      {TEXT_FIELDS.map((name) => (
        <Fragment key={name}>
          <TextField
            label={intl.formatMessage({ id: `userSettings.${name}` })}
            name={name}
            type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'}
            autoComplete={AUTOCOMPLETE[name]}
            required={name === 'name' || name === 'email'}
            value={fields[name]}
            onChange={set(name)}
            error={errors[name]}
          />
          {/* Right under the e-mail it unlocks, and only while the e-mail differs. */}
          {name === 'email' && isEmailChange && (
            <PasswordField
              label={intl.formatMessage({ id: 'userSettings.currentPassword' })}
              name="current_password"
              autoComplete="current-password"
              required
              value={currentPassword}
              onChange={(event) => setCurrentPassword(event.target.value)}
              error={errors.current_password}
            />
          )}
        </Fragment>
      ))}
      {!user.emailVerifiedAt && <EmailVerificationNotice />}
      <TextField
        label={intl.formatMessage({ id: 'userSettings.about' })}
        name="about"
        multiline
        value={fields.about}
        onChange={set('about')}
        error={errors.about}
      />
      <FormMessage scope="settings" kind="error">
        {formError}
      </FormMessage>
      <Button type="submit" variant="primary" isLoading={isSubmitting}>
        {intl.formatMessage({ id: 'userSettings.saveProfile' })}
      </Button>
    </form>
  );
}
