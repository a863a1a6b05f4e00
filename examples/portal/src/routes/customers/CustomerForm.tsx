import { CUSTOMER_TYPES, type Customer, type TenantType } from '@screenplay/core';
import { useText } from '@screenplay/hooks';
import { Button, TextField } from '@screenplay/ui';
import { useId, useState, type FormEvent } from 'react';
import { FormMessage } from '../../app/FormMessage';
import { useSubmit } from '../../app/useSubmit';
import type { CustomerInput } from './customersApi';

interface Fields {
  title: string;
  type: TenantType;
  administrators: string;
  description: string;
  address: string;
}

function fieldsOf(customer: Customer | null): Fields {
  return {
    title: customer?.title ?? '',
    type: customer?.type ?? 'Direct',
    administrators: customer?.administrators.map((admin) => admin.email).join('\n') ?? '',
    description: customer?.description ?? '',
    address: customer?.address ?? '',
  };
}

/** The body of the create or edit call: one administrator per non-empty line, empty texts as null. */
export function inputOf(fields: Fields): CustomerInput {
  const administrators = fields.administrators
    .split(/[\n,;]/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((email) => ({ email }));
  return {
    title: fields.title.trim(),
    type: fields.type,
    administrators,
    description: fields.description.trim() || null,
    address: fields.address.trim() || null,
  };
}

/** The server's problems of `administrators.{i}.email` shown under the one administrators field. */
function administratorsError(errors: Record<string, string>): string | undefined {
  const messages = Object.entries(errors)
    .filter(([field]) => field === 'administrators' || field.startsWith('administrators.'))
    .map(([, message]) => message);
  return messages.length > 0 ? [...new Set(messages)].join('\n') : undefined;
}

/**
 * Creating a customer (`customer` null) or editing one: title, type Direct or Delegated, administrators' e-mails
 * (each new one is invited by e-mail; one left out stops being an administrator), description and address.
 * The server's checks show under their fields.
 */
export function CustomerForm({
  customer,
  onSubmit,
  onCancel,
}: {
  customer: Customer | null;
  onSubmit: (input: CustomerInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const t = useText();
  const headingId = useId();
  const [fields, setFields] = useState<Fields>(() => fieldsOf(customer));
  const { isSubmitting, formError, fieldErrors: errors, run } = useSubmit({ showFieldErrors: true });
  const set = (name: keyof Fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await run(() => onSubmit(inputOf(fields)));
  };

  return (
    <form data-scope="customers" data-part="form" aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h3 id={headingId}>
        {customer ? t('customerManagement.editTitle', { title: customer.title }) : t('customerManagement.createTitle')}
      </h3>
      <TextField
        label={t('customerManagement.title')}
        name="title"
        required
        value={fields.title}
        onChange={set('title')}
        error={errors.title}
      />
      <fieldset data-part="type">
        <legend>{t('customerManagement.type')}</legend>
        {CUSTOMER_TYPES.map((type) => (
          <label key={type}>
            <input
              type="radio"
              name="type"
              value={type}
              checked={fields.type === type}
              onChange={() => setFields((current) => ({ ...current, type }))}
            />
            {t(`customerManagement.type${type}`)}
          </label>
        ))}
        {errors.type ? <p role="alert">{errors.type}</p> : null}
      </fieldset>
      <TextField
        label={t('customerManagement.administrators')}
        description={t('customerManagement.administratorsHelp')}
        name="administrators"
        multiline
        value={fields.administrators}
        onChange={set('administrators')}
        error={administratorsError(errors)}
      />
      <TextField
        label={t('customerManagement.description')}
        name="description"
        multiline
        value={fields.description}
        onChange={set('description')}
        error={errors.description}
      />
      <TextField
        label={t('customerManagement.address')}
        name="address"
        multiline
        value={fields.address}
        onChange={set('address')}
        error={errors.address}
      />
      <FormMessage scope="customers" kind="error">
        {formError}
      </FormMessage>
      <div data-part="buttons">
        <Button type="submit" variant="primary" isLoading={isSubmitting}>
          {customer ? t('customerManagement.save') : t('customerManagement.create')}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('customerManagement.cancel')}
        </Button>
      </div>
    </form>
  );
}
