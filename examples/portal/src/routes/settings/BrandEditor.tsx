import {
  BRAND_COLOUR_ROLES,
  type BrandColourRole,
  type BrandColours,
  type BrandDto,
  type BrandInput,
  DEFAULT_BRAND_COLOURS,
  PRODUCT_NAME_MAX_LENGTH,
  brandContrastChecks,
  isHexColour,
} from '@screenplay/core/tenant';
import { englishText } from '@screenplay/core/messages';
import { useText } from '@screenplay/hooks';
import { Button, TextField } from '@screenplay/ui';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { FormMessage } from '../../app/FormMessage';
import { usePortal } from '../../app/PortalContext';
import { errorMessage } from '../../app/errorMessage';
import { useSubmit } from '../../app/useSubmit';
import { BrandPreview } from './BrandPreview';

/** The product's own name (the catalogue's, not the branded one the portal shows): where a reseller starts from. */
const DEFAULT_PRODUCT_NAME = englishText('app.name');

/** What a logo input accepts (the server checks the bytes; this only narrows the file chooser). */
const LOGO_ACCEPT = 'image/png,image/jpeg,image/webp,image/svg+xml';

/** One colour role: a colour picker and its hex text field, which may hold a half-typed value. */
function ColourField({
  role,
  value,
  error,
  disabled,
  onChange,
}: {
  role: BrandColourRole;
  value: string;
  error: string | undefined;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const t = useText();
  const pickerId = useId();
  const errorId = useId();
  const label = t(`settings.colour.${role}`);
  return (
    <div data-part="colour" data-role={role}>
      <label htmlFor={pickerId}>{label}</label>
      <input
        id={pickerId}
        type="color"
        name={`${role}Picker`}
        disabled={disabled}
        // A colour input holds a full colour only: while the text is half typed it shows the last whole one.
        value={isHexColour(value) ? value.toLowerCase() : '#000000'}
        onChange={(event) => onChange(event.target.value)}
      />
      <input
        type="text"
        name={role}
        aria-label={t('settings.colourHex', { role: label })}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        maxLength={7}
        autoComplete="off"
        spellCheck={false}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value.trim())}
      />
      {error ? (
        <p id={errorId} data-part="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A reseller's white-label brand (issue 14): product name, logo (uploaded at once, with a preview and remove),
 * a colour and hex field per theme role, the contrast of each text on its background checked live (the server
 * refuses a brand below WCAG AA, so Save waits until every pair reads), a live preview, and Reset to default.
 */
export function BrandEditor({
  brand,
  onSave,
  onUploadLogo,
  onRemoveLogo,
}: {
  brand: BrandDto | null;
  onSave: (input: BrandInput) => Promise<BrandDto>;
  onUploadLogo: (file: File) => Promise<BrandDto>;
  onRemoveLogo: () => Promise<BrandDto>;
}) {
  const t = useText();
  const intl = useIntl();
  const { toasts } = usePortal();
  const headingId = useId();
  const logoInputId = useId();
  const warningId = useId();
  const defaultName = DEFAULT_PRODUCT_NAME;
  const [productName, setProductName] = useState(brand?.productName ?? defaultName);
  const [colours, setColours] = useState<BrandColours>(brand?.colours ?? { ...DEFAULT_BRAND_COLOURS });
  const [logoUrl, setLogoUrl] = useState(brand?.logoUrl ?? null);
  const [logoBusy, setLogoBusy] = useState(false);
  const [logoError, setLogoError] = useState<string | null>(null);
  const { isSubmitting, formError, fieldErrors: errors, run } = useSubmit({ showFieldErrors: true });

  const allColours = BRAND_COLOUR_ROLES.every((role) => isHexColour(colours[role]));
  const failing = useMemo(
    () => (allColours ? brandContrastChecks(colours).filter((check) => check.ratio < check.min) : []),
    [allColours, colours],
  );

  const setColour = (role: BrandColourRole) => (value: string) =>
    setColours((current) => ({ ...current, [role]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await run(() => onSave({ productName: productName.trim(), colours }))) {
      toasts.show({ type: 'INFO', messageKey: 'settings.brandSaved' });
    }
  };

  const reset = () => {
    setColours({ ...DEFAULT_BRAND_COLOURS });
    setProductName(defaultName);
  };

  const changeLogo = async (action: () => Promise<BrandDto>, doneKey: string) => {
    setLogoBusy(true);
    setLogoError(null);
    try {
      setLogoUrl((await action()).logoUrl);
      toasts.show({ type: 'INFO', messageKey: doneKey });
    } catch (error) {
      setLogoError(errorMessage(intl, error));
    } finally {
      setLogoBusy(false);
    }
  };

  const colourError = (role: BrandColourRole) => errors[`colours.${role}`];

  return (
    <form data-scope="settings" data-part="brand" aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h2 id={headingId}>{t('settings.brand')}</h2>
      <p data-part="lead">{t('settings.brandLead')}</p>
      <TextField
        label={t('settings.productName')}
        name="productName"
        required
        maxLength={PRODUCT_NAME_MAX_LENGTH}
        value={productName}
        onChange={(event) => setProductName(event.target.value)}
        error={errors.productName}
      />

      <fieldset data-part="logo" aria-busy={logoBusy || undefined}>
        <legend>{t('settings.logo')}</legend>
        {logoUrl ? (
          <img data-part="logo-preview" src={logoUrl} alt={t('settings.logoAlt', { name: productName })} />
        ) : (
          <p data-part="logo-none">{t('settings.logoNone')}</p>
        )}
        <label htmlFor={logoInputId}>{t('settings.logoUpload')}</label>
        <input
          id={logoInputId}
          type="file"
          name="logo"
          accept={LOGO_ACCEPT}
          disabled={logoBusy}
          aria-invalid={logoError ? true : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void changeLogo(() => onUploadLogo(file), 'settings.logoUploaded');
          }}
        />
        {logoUrl ? (
          <Button
            type="button"
            variant="secondary"
            isLoading={logoBusy}
            onClick={() => void changeLogo(onRemoveLogo, 'settings.logoRemoved')}
          >
            {t('settings.logoRemove')}
          </Button>
        ) : null}
        <FormMessage scope="settings" kind="error">
          {logoError}
        </FormMessage>
      </fieldset>

      <fieldset data-part="colours" aria-describedby={failing.length > 0 ? warningId : undefined}>
        <legend>{t('settings.colours')}</legend>
        {BRAND_COLOUR_ROLES.map((role) => (
          <ColourField
            key={role}
            role={role}
            value={colours[role]}
            error={colourError(role)}
            disabled={isSubmitting}
            onChange={setColour(role)}
          />
        ))}
      </fieldset>
      {failing.length > 0 ? (
        <div id={warningId} data-part="contrast-warning" role="alert">
          <p>{t('settings.contrastWarning')}</p>
          <ul>
            {failing.map((check) => (
              <li key={check.key}>
                {intl.formatMessage({ id: check.key })}{' '}
                {t('settings.contrastRatio', { ratio: intl.formatNumber(check.ratio, { maximumFractionDigits: 2 }) })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <BrandPreview productName={productName.trim() || defaultName} logoUrl={logoUrl} colours={colours} />

      <FormMessage scope="settings" kind="error">
        {formError}
      </FormMessage>
      <div data-part="buttons">
        <Button type="submit" variant="primary" isLoading={isSubmitting} disabled={!allColours || failing.length > 0}>
          {t('settings.saveBrand')}
        </Button>
        <Button type="button" variant="secondary" onClick={reset}>
          {t('settings.resetBrand')}
        </Button>
      </div>
    </form>
  );
}
