import type { Reseller } from '@screenplay/core';
import { useText } from '@screenplay/hooks';
import { Button, TextField } from '@screenplay/ui';
import { useId, useState, type FormEvent } from 'react';
import { FormMessage } from '../../app/FormMessage';
import { useSubmit } from '../../app/useSubmit';
import type { ResellerInput } from '@screenplay/hooks/accounts';

interface Fields {
  title: string;
  email: string;
  phone: string;
}

/** The body of the add or edit call: texts trimmed, empty ones as null (e-mail and phone are optional). */
export function resellerInputOf(fields: Fields): ResellerInput {
  return { title: fields.title.trim(), email: fields.email.trim() || null, phone: fields.phone.trim() || null };
}

/**
 * Adding a reseller (`reseller` null; super-admins only) or editing one: name, e-mail and phone. The server's
 * checks (core's `resellerErrors`) show under their fields.
 */
export function ResellerForm({
  reseller,
  onSubmit,
  onCancel,
}: {
  reseller: Reseller | null;
  onSubmit: (input: ResellerInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const t = useText();
  const headingId = useId();
  const [fields, setFields] = useState<Fields>({
    title: reseller?.title ?? '',
    email: reseller?.email ?? '',
    phone: reseller?.phone ?? '',
  });
  const { isSubmitting, formError, fieldErrors: errors, run } = useSubmit({ showFieldErrors: true });
  const set = (name: keyof Fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await run(() => onSubmit(resellerInputOf(fields)));
  };

  return (
    <form data-scope="resellers" data-part="form" aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h3 id={headingId}>
        {reseller ? t('resellerManagement.editTitle', { title: reseller.title }) : t('resellerManagement.createTitle')}
      </h3>
      <TextField
        label={t('resellerManagement.title')}
        name="title"
        required
        value={fields.title}
        onChange={set('title')}
        error={errors.title}
      />
      <TextField
        label={t('resellerManagement.email')}
        name="email"
        type="email"
        autoComplete="off"
        value={fields.email}
        onChange={set('email')}
        error={errors.email}
      />
      <TextField
        label={t('resellerManagement.phone')}
        name="phone"
        type="tel"
        autoComplete="off"
        value={fields.phone}
        onChange={set('phone')}
        error={errors.phone}
      />
      <FormMessage scope="resellers" kind="error">
        {formError}
      </FormMessage>
      <div data-part="buttons">
        <Button type="submit" variant="primary" isLoading={isSubmitting}>
          {reseller ? t('resellerManagement.save') : t('resellerManagement.create')}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
