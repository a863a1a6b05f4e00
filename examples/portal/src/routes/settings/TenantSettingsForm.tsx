import { timeZoneOptions } from '@screenplay/core/screens';
import {
  DATE_LOCALES,
  type DateLocale,
  ORGANISATION_NAME_MAX_LENGTH,
  type TenantSettingsDto,
  type TenantSettingsInput,
} from '@screenplay/core/tenant';
import { useText } from '@screenplay/hooks';
import { Button, TextField } from '@screenplay/ui';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { FormMessage } from '../../app/FormMessage';
import { usePortal } from '../../app/PortalContext';
import { useSubmit } from '../../app/useSubmit';

/** The platform's IANA zones (every browser the portal supports has `Intl.supportedValuesOf`). */
function platformZones(): readonly string[] {
  return typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
}

/** A date as a locale writes it (date and time, medium), for the locale list and the live preview. */
export function sampleDate(locale: string, instant: number): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(instant);
}

/** The value of the "device's own zone" choice in the zone list (not a zone name, so never confused with one). */
const DEVICE_ZONE = '';

/**
 * The tenant's settings (issue 14): organisation name, the time zone new screens get (a searchable list of the
 * IANA zones with their offsets now, or the zone the device reports), and the locale dates are formatted in, with
 * a live preview of a date. Read-only for users who may not change them (`canEdit`); a reseller's own settings
 * have the name only (its users have no screens).
 */
export function TenantSettingsForm({
  settings,
  onSave,
}: {
  settings: TenantSettingsDto;
  onSave: (input: TenantSettingsInput) => Promise<unknown>;
}) {
  const t = useText();
  const { toasts } = usePortal();
  const headingId = useId();
  const zoneSearchId = useId();
  const zoneId = useId();
  const localeId = useId();
  const previewId = useId();
  const [now] = useState(() => Date.now());
  const [name, setName] = useState(settings.organisationName);
  const [zone, setZone] = useState(settings.defaultTimezone ?? DEVICE_ZONE);
  const [zoneSearch, setZoneSearch] = useState('');
  const [locale, setLocale] = useState<DateLocale>(settings.dateLocale);
  const { isSubmitting, formError, fieldErrors: errors, run } = useSubmit({ showFieldErrors: true });
  const isReadOnly = !settings.canEdit;
  const isCustomer = settings.kind === 'customer';

  const zones = useMemo(
    () => timeZoneOptions(platformZones(), now, settings.defaultTimezone ?? undefined),
    [now, settings],
  );
  const search = zoneSearch.trim().toLowerCase();
  // The chosen zone stays listed whatever the search, so the select never shows a value it lacks.
  const shownZones = zones.filter(
    (option) => option.zone === zone || search === '' || option.label.toLowerCase().includes(search),
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input: TenantSettingsInput = isCustomer
      ? { organisationName: name.trim(), defaultTimezone: zone === DEVICE_ZONE ? null : zone, dateLocale: locale }
      : { organisationName: name.trim() };
    if (await run(() => onSave(input))) toasts.show({ type: 'INFO', messageKey: 'settings.saved' });
  };

  return (
    <form data-scope="settings" data-part="form" aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h2 id={headingId}>{t('settings.organisation')}</h2>
      {isReadOnly ? <p data-part="read-only">{t('settings.readOnly')}</p> : null}
      <TextField
        label={isCustomer ? t('settings.organisationName') : t('settings.resellerName')}
        name="organisationName"
        required={!isReadOnly}
        readOnly={isReadOnly}
        maxLength={ORGANISATION_NAME_MAX_LENGTH}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={errors.organisationName}
      />
      {isCustomer ? (
        <>
          <fieldset data-part="zone" disabled={isReadOnly}>
            <legend>{t('settings.defaultTimezone')}</legend>
            <p data-part="hint" id={`${zoneId}-hint`}>
              {t('settings.defaultTimezoneHint')}
            </p>
            <label htmlFor={zoneSearchId}>{t('settings.timezoneSearch')}</label>
            <input
              id={zoneSearchId}
              type="search"
              name="timezoneSearch"
              autoComplete="off"
              value={zoneSearch}
              onChange={(event) => setZoneSearch(event.target.value)}
            />
            <label htmlFor={zoneId}>{t('settings.defaultTimezone')}</label>
            <select
              id={zoneId}
              name="defaultTimezone"
              aria-describedby={`${zoneId}-hint`}
              aria-invalid={errors.defaultTimezone ? true : undefined}
              value={zone}
              onChange={(event) => setZone(event.target.value)}
            >
              <option value={DEVICE_ZONE}>{t('settings.deviceTimezone')}</option>
              {shownZones.map((option) => (
                <option key={option.zone} value={option.zone}>
                  {option.label}
                </option>
              ))}
            </select>
            {errors.defaultTimezone ? (
              <p data-part="field-error" role="alert">
                {errors.defaultTimezone}
              </p>
            ) : null}
          </fieldset>
          <div data-part="locale">
            <label htmlFor={localeId}>{t('settings.dateLocale')}</label>
            <select
              id={localeId}
              name="dateLocale"
              disabled={isReadOnly}
              aria-describedby={previewId}
              aria-invalid={errors.dateLocale ? true : undefined}
              value={locale}
              onChange={(event) => setLocale(event.target.value as DateLocale)}
            >
              {DATE_LOCALES.map((option) => (
                <option key={option} value={option}>
                  {`${option} · ${sampleDate(option, now)}`}
                </option>
              ))}
            </select>
            <output id={previewId} data-part="locale-preview" htmlFor={localeId}>
              {t('settings.dateLocalePreview', { date: sampleDate(locale, now) })}
            </output>
            {errors.dateLocale ? (
              <p data-part="field-error" role="alert">
                {errors.dateLocale}
              </p>
            ) : null}
          </div>
        </>
      ) : null}
      <FormMessage scope="settings" kind="error">
        {formError}
      </FormMessage>
      {isReadOnly ? null : (
        <div data-part="buttons">
          <Button type="submit" variant="primary" isLoading={isSubmitting}>
            {t('settings.save')}
          </Button>
        </div>
      )}
    </form>
  );
}
