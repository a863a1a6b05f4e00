import { CUSTOMER_TYPES, type Customer, type TenantType } from '@screenplay/core';
import { useText } from '@screenplay/hooks';
import { Button, TextField } from '@screenplay/ui';
import { useId, useState, type FormEvent } from 'react';
import { FormMessage } from '../../app/FormMessage';
import { useSubmit } from '../../app/useSubmit';
import type { CustomerInput, ResellerChoice } from './customersApi';

/**
 * The resellers a super-admin may put a customer under, as loaded: `list` undefined while loading, `failed` when the
 * load failed. A reseller's own form has none (its customers are its own, Delegated).
 */
export interface ResellerOptions {
  list: readonly ResellerChoice[] | undefined;
  failed: boolean;
}

interface Fields {
  title: string;
  type: TenantType;
  /** The chosen reseller's id as the select holds it; '' for none. */
  resellerId: string;
  administrators: string;
  description: string;
  address: string;
}

function fieldsOf(customer: Customer | null): Fields {
  return {
    title: customer?.title ?? '',
    type: customer?.type ?? 'Direct',
    resellerId: customer?.type === 'Delegated' && customer.resellerId !== null ? String(customer.resellerId) : '',
    administrators: '',
    description: customer?.description ?? '',
    address: customer?.address ?? '',
  };
}

/** The e-mails of the administrators field: one per line (commas and semicolons separate too), blanks dropped. */
function emailsOf(text: string): { email: string }[] {
  return text
    .split(/[\n,;]/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((email) => ({ email }));
}

/**
 * The body of the create (`customer` null) or edit call. Empty texts are null; administrators only when creating.
 * With `choosesReseller` (a super-admin) the type is the one chosen: a Delegated customer names the reseller picked, a
 * customer made Direct from Delegated names none (spec §1: a Direct customer pays the provider itself), and a Direct
 * one left Direct keeps what it has. Otherwise (a reseller) a new customer is Delegated, which the server makes the
 * caller's, and an edit leaves the type as it is.
 */
export function inputOf(fields: Fields, customer: Customer | null, choosesReseller: boolean): CustomerInput {
  const texts = {
    title: fields.title.trim(),
    description: fields.description.trim() || null,
    address: fields.address.trim() || null,
  };
  if (!choosesReseller)
    return customer === null ? { ...texts, type: 'Delegated', administrators: emailsOf(fields.administrators) } : texts;
  const input: CustomerInput = {
    ...texts,
    type: fields.type,
    ...(customer === null ? { administrators: emailsOf(fields.administrators) } : {}),
  };
  if (fields.type === 'Delegated')
    return { ...input, resellerId: fields.resellerId ? Number(fields.resellerId) : null };
  return customer?.type === 'Delegated' ? { ...input, resellerId: null } : input;
}

/** The server's problems of `administrators.{i}.email` shown under the one administrators field. */
function administratorsError(errors: Record<string, string>): string | undefined {
  const messages = Object.entries(errors)
    .filter(([field]) => field === 'administrators' || field.startsWith('administrators.'))
    .map(([, message]) => message);
  return messages.length > 0 ? [...new Set(messages)].join('\n') : undefined;
}

/** A super-admin's choice of reseller for a Delegated customer (`resellerId`), required. */
function ResellerPicker({
  options,
  value,
  onChange,
  error,
}: {
  options: ResellerOptions;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const t = useText();
  const id = useId();
  const problem = error ?? (options.failed ? t('customerManagement.resellersLoadError') : undefined);
  return (
    <div data-scope="customers" data-part="select-field">
      <label htmlFor={id}>{t('customerManagement.reseller')}</label>
      <select
        id={id}
        name="resellerId"
        required
        value={value}
        disabled={options.list === undefined && !options.failed}
        aria-invalid={error ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t('customerManagement.chooseReseller')}</option>
        {(options.list ?? []).map((reseller) => (
          <option key={reseller.id} value={reseller.id}>
            {reseller.title}
          </option>
        ))}
      </select>
      {problem ? (
        <p id={`${id}-error`} role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Creating a customer (`customer` null) or editing one: name, description and address; when creating, the
 * administrators' e-mails (each invited by e-mail; afterwards they are added and removed one at a time). Given
 * `resellers` (a super-admin), the type Direct or Delegated and, for Delegated, the reseller it belongs to, checked
 * before the call ('A Delegated customer needs a reseller'); without (a reseller), the customer is Delegated, under
 * the reseller, as a note says. The server's checks show under their fields.
 */
export function CustomerForm({
  customer,
  resellers,
  onSubmit,
  onCancel,
}: {
  customer: Customer | null;
  resellers?: ResellerOptions;
  onSubmit: (input: CustomerInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const t = useText();
  const headingId = useId();
  const [fields, setFields] = useState<Fields>(() => fieldsOf(customer));
  const { isSubmitting, formError, fieldErrors: errors, run, reject } = useSubmit({ showFieldErrors: true });
  const set = (name: keyof Fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));
  const isCreating = customer === null;
  const choosesReseller = resellers !== undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (choosesReseller && fields.type === 'Delegated' && fields.resellerId === '') {
      reject({ fieldErrors: { resellerId: t('customerErrors.delegatedNeedsReseller') } });
      return;
    }
    await run(() => onSubmit(inputOf(fields, customer, choosesReseller)));
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
      {resellers ? (
        <>
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
          {fields.type === 'Delegated' ? (
            <ResellerPicker
              options={resellers}
              value={fields.resellerId}
              onChange={(resellerId) => setFields((current) => ({ ...current, resellerId }))}
              error={errors.resellerId}
            />
          ) : null}
        </>
      ) : (
        <p data-part="note">{t('resellerCustomers.delegatedNote')}</p>
      )}
      {isCreating ? (
        <TextField
          label={t('customerManagement.administrators')}
          description={t('customerManagement.administratorsHelp')}
          name="administrators"
          multiline
          value={fields.administrators}
          onChange={set('administrators')}
          error={administratorsError(errors)}
        />
      ) : null}
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
