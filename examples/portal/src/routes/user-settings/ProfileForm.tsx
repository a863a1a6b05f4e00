import type { SessionUser } from '@screenplay/core';
import { useSession, useToasts, useValue } from '@screenplay/hooks';
import { Avatar, Button, FileField, TextField } from '@screenplay/ui';
import { useState, type FormEvent } from 'react';
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

/** The profile form: names, e-mail, phone, about and the avatar, sent as one multipart update. */
export function ProfileForm() {
  const intl = useIntl();
  const session = useSession();
  const toasts = useToasts();
  const user = useValue(session.$user);
  const [fields, setFields] = useState<Fields | null>(user ? fieldsOf(user) : null);
  const [avatar, setAvatar] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const { isSubmitting, formError, fieldErrors: errors, run } = useSubmit({ showFieldErrors: true });
  if (!user || !fields) return null;

  const set = (name: TextFieldName) => (event: { target: { value: string } }) =>
    setFields({ ...fields, [name]: event.target.value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value.trim());
    if (avatar) form.append('avatar', avatar);
    const isSaved = await run(() => session.updateProfile(form, setProgress));
    setProgress(undefined);
    if (isSaved) {
      setAvatar(null);
      toasts.show({ type: 'INFO', messageKey: 'userSettings.profileSaved' });
    }
  };

  return (
    <form data-scope="settings" data-part="form" onSubmit={submit} noValidate>
      <div data-scope="settings" data-part="avatar-row">
        <Avatar name={user.name} src={user.avatar} size={64} />
        <FileField
          label={intl.formatMessage({ id: 'userSettings.avatar' })}
          name="avatar"
          accept="image/png,image/jpeg,image/gif,image/webp"
          file={avatar}
          onFileChange={setAvatar}
          progress={progress}
          error={errors.avatar}
        />
      </div>
      {TEXT_FIELDS.map((name) => (
        <TextField
          key={name}
          label={intl.formatMessage({ id: `userSettings.${name}` })}
          name={name}
          type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'}
          autoComplete={AUTOCOMPLETE[name]}
          required={name === 'name' || name === 'email'}
          value={fields[name]}
          onChange={set(name)}
          error={errors[name]}
        />
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
