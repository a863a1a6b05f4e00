import {
  CUSTOMER_TYPES,
  type Customer,
  type CustomerTariffPlanDto,
  DEFAULT_TARIFF_PLAN,
  type TariffPlan,
  type TenantType,
} from '@screenplay/core';
import { useLoader, useText } from '@screenplay/hooks';
import { Button, LoadingIndicator, TextField } from '@screenplay/ui';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage } from '../../app/errorMessage';
import { FormMessage } from '../../app/FormMessage';
import { useSubmit } from '../../app/useSubmit';
import type { CustomerInput, ResellerChoice } from '@screenplay/hooks/accounts';

/**
 * The resellers a super-admin may put a customer under, as loaded: `list` undefined while loading, `failed` when the
 * load failed. A reseller's own form has none (its customers are its own, Delegated).
 */
export interface ResellerOptions {
  list: readonly ResellerChoice[] | undefined;
  failed: boolean;
}

/**
 * The tariff plans the form offers and its calls for a customer's plan (issue 25): `list` undefined while the
 * catalogue loads, `failed` when that failed (`retry` loads it again); `load` reads a customer's plan when its edit
 * form opens, `save` puts it on a plan (null: the default) after the customer is saved.
 */
export interface TariffPlanOptions {
  list: readonly TariffPlan[] | undefined;
  failed: boolean;
  retry: () => void;
  load: (customerId: number) => Promise<CustomerTariffPlanDto>;
  save: (customerId: number, tariffPlanId: number | null) => Promise<unknown>;
}

/** An option of the tariff plan select: '' stands for the default plan (`tariffPlanId` null), else the plan's id. */
interface PlanOption {
  value: string;
  label: string;
}

/**
 * The select's value of a plan id: '' for null and for the default plan itself (both are {@link DEFAULT_TARIFF_PLAN},
 * and choosing it is saved as null, so a customer stays on whatever the default is).
 */
function planValue(tariffPlanId: number | null, plans: readonly TariffPlan[]): string {
  if (tariffPlanId === null) return '';
  return plans.some((plan) => plan.id === tariffPlanId && plan.title === DEFAULT_TARIFF_PLAN)
    ? ''
    : String(tariffPlanId);
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

/**
 * The select's options: the catalogue by title, the default plan as '' (marked as the default; added when the catalogue
 * has no plan of that title), and the customer's own plan when the catalogue left it out.
 */
function optionsOf(
  plans: readonly TariffPlan[],
  currentValue: string,
  current: CustomerTariffPlanDto | null,
  t: ReturnType<typeof useText>,
): PlanOption[] {
  const defaultOption = { value: '', label: t('customerManagement.tariffPlanDefault', { plan: DEFAULT_TARIFF_PLAN }) };
  const options = plans.map((plan) =>
    plan.title === DEFAULT_TARIFF_PLAN ? defaultOption : { value: String(plan.id), label: plan.title },
  );
  if (!options.includes(defaultOption)) options.unshift(defaultOption);
  if (current && !options.some((option) => option.value === currentValue))
    options.push({ value: currentValue, label: current.tariffPlan });
  return options;
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

/**
 * The tariff plan select (issue 25): the catalogue by title, the default plan marked and standing for null, and the
 * customer's own plan even if the catalogue left it out. Disabled until both the catalogue and (when editing) the
 * customer's plan are read; says it is reading, or that a read failed with a way to try again.
 */
function TariffPlanField({
  options,
  value,
  onChange,
  loading,
  problem,
  onRetry,
}: {
  options: readonly PlanOption[] | undefined;
  value: string;
  onChange: (value: string) => void;
  loading: string | null;
  problem: string | null;
  onRetry: (() => void) | null;
}) {
  const t = useText();
  const id = useId();
  const describedBy = [`${id}-help`, problem ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div data-scope="customers" data-part="select-field">
      <label htmlFor={id}>{t('customerManagement.tariffPlan')}</label>
      <select
        id={id}
        name="tariffPlanId"
        value={value}
        disabled={options === undefined}
        aria-invalid={problem && !onRetry ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      >
        {(options ?? [{ value, label: '' }]).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <p id={`${id}-help`} data-part="note">
        {t('customerManagement.tariffPlanHelp')}
      </p>
      {loading ? <LoadingIndicator label={loading} /> : null}
      {problem ? (
        <p id={`${id}-error`} role="alert">
          {problem}
        </p>
      ) : null}
      {onRetry ? (
        <Button type="button" variant="secondary" onClick={onRetry}>
          {t('customerManagement.tariffPlanRetry')}
        </Button>
      ) : null}
    </div>
  );
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
 *
 * The tariff plan (issue 25): a new customer starts on the default plan, an edited one on the plan read when the form
 * opens; a plan changed is set after the customer is saved (`tariffPlans.save`), an unchanged one is not sent. When
 * setting it fails the customer is saved all the same: the form stays, says so, keeps what was typed and chosen, and
 * saving again saves the same customer (never a second one) and tries the plan again.
 */
export function CustomerForm({
  customer,
  resellers,
  tariffPlans,
  onSubmit,
  onSaved,
  onCancel,
}: {
  customer: Customer | null;
  resellers?: ResellerOptions;
  tariffPlans: TariffPlanOptions;
  /** Creates the customer (`saved` null) or updates `saved`; answers the customer as the server now has it. */
  onSubmit: (input: CustomerInput, saved: Customer | null) => Promise<Customer>;
  /** The customer and its plan are saved: the form is done. */
  onSaved: (customer: Customer) => void;
  onCancel: () => void;
}) {
  const t = useText();
  const intl = useIntl();
  const headingId = useId();
  const [fields, setFields] = useState<Fields>(() => fieldsOf(customer));
  /** The customer this form created, once its plan could not be set: saving again updates it. */
  const [created, setCreated] = useState<Customer | null>(null);
  /** The plan chosen in the select; undefined while untouched (the customer's plan, or the default). */
  const [planChoice, setPlanChoice] = useState<string | undefined>(undefined);
  const [planFailure, setPlanFailure] = useState<string | null>(null);
  const { isSubmitting, formError, fieldErrors: errors, run, reject } = useSubmit({ showFieldErrors: true });
  const set = (name: keyof Fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));
  const target = customer ?? created;
  const isCreating = target === null;
  const choosesReseller = resellers !== undefined;

  const customerId = customer?.id ?? null;
  const { load } = tariffPlans;
  const currentPlan = useLoader(
    () => (customerId === null ? Promise.resolve(null) : load(customerId)),
    [customerId, load],
  );
  const plans = tariffPlans.list;
  // The plan the customer is on, as the select's value: a new customer's is the default; undefined until read.
  const currentValue =
    customerId === null ? '' : currentPlan.data && plans ? planValue(currentPlan.data.tariffPlanId, plans) : undefined;
  const planOptions =
    plans && currentValue !== undefined ? optionsOf(plans, currentValue, currentPlan.data ?? null, t) : undefined;
  const planChanged = planOptions !== undefined && planChoice !== undefined && planChoice !== currentValue;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (choosesReseller && fields.type === 'Delegated' && fields.resellerId === '') {
      reject({ fieldErrors: { resellerId: t('customerErrors.delegatedNeedsReseller') } });
      return;
    }
    setPlanFailure(null);
    await run(async () => {
      const saved = await onSubmit(inputOf(fields, target, choosesReseller), target);
      if (customer === null) setCreated(saved);
      if (planChanged) {
        try {
          await tariffPlans.save(saved.id, planChoice === '' ? null : Number(planChoice));
        } catch (caught) {
          setPlanFailure(
            t('customerManagement.tariffPlanSaveError', { title: saved.title, reason: errorMessage(intl, caught) }),
          );
          return;
        }
      }
      onSaved(saved);
    });
  };

  const planLoading =
    currentPlan.status === 'loading' && customerId !== null
      ? t('customerManagement.tariffPlanLoading')
      : plans === undefined && !tariffPlans.failed
        ? t('customerManagement.tariffPlansLoading')
        : null;
  const planReadProblem = tariffPlans.failed
    ? t('customerManagement.tariffPlansLoadError')
    : currentPlan.status === 'error'
      ? t('customerManagement.tariffPlanLoadError')
      : null;

  return (
    <form data-scope="customers" data-part="form" aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h3 id={headingId}>
        {target ? t('customerManagement.editTitle', { title: target.title }) : t('customerManagement.createTitle')}
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
      <TariffPlanField
        options={planOptions}
        value={planChoice ?? currentValue ?? ''}
        onChange={setPlanChoice}
        loading={planLoading}
        problem={planFailure ?? planReadProblem}
        onRetry={tariffPlans.failed ? tariffPlans.retry : currentPlan.status === 'error' ? currentPlan.reload : null}
      />
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
          {isCreating ? t('customerManagement.create') : t('customerManagement.save')}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('customerManagement.cancel')}
        </Button>
      </div>
    </form>
  );
}
