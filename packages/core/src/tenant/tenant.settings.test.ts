import { describe, expect, it } from 'vitest';
import { EN_MESSAGES } from '../messages';
import {
  BRAND_CSS_PROPERTIES,
  DATE_LOCALES,
  DEFAULT_BRAND_COLOURS,
  DEFAULT_DATE_LOCALE,
  PRODUCT_NAME_MAX_LENGTH,
  brandContrastChecks,
  brandCssProperties,
  brandErrors,
  contrastRatio,
  mixColours,
  normaliseBrand,
  tenantSettingsErrors,
} from './tenant.settings';

const brand = (colours: Partial<typeof DEFAULT_BRAND_COLOURS> = {}, productName = 'Signage Co') => ({
  productName,
  colours: { ...DEFAULT_BRAND_COLOURS, ...colours },
});

describe('tenant settings', () => {
  it('formats dates in en-GB unless a tenant chooses another listed locale', () => {
    expect(DEFAULT_DATE_LOCALE).toBe('en-GB');
    expect(DATE_LOCALES[0]).toBe('en-GB');
    for (const locale of DATE_LOCALES) expect(Intl.DateTimeFormat.supportedLocalesOf(locale)).toEqual([locale]);
  });

  it('needs an organisation name of 1 to 255 characters, an IANA zone or null, and a listed locale', () => {
    expect(
      tenantSettingsErrors(
        { organisationName: 'Acme', defaultTimezone: 'Europe/Oslo', dateLocale: 'nb-NO' },
        'customer',
      ),
    ).toEqual({});
    expect(tenantSettingsErrors({ organisationName: 'Acme', defaultTimezone: null }, 'customer')).toEqual({});
    expect(tenantSettingsErrors({ organisationName: 'x'.repeat(255) }, 'customer')).toEqual({});
    expect(
      tenantSettingsErrors({ organisationName: ' ', defaultTimezone: 'Mars/Olympus', dateLocale: 'xx-XX' }, 'customer'),
    ).toEqual({
      organisationName: ['settings.organisationNameRequired'],
      defaultTimezone: ['settings.timezoneInvalid'],
      dateLocale: ['settings.dateLocaleInvalid'],
    });
    expect(tenantSettingsErrors({ organisationName: 'x'.repeat(256) }, 'customer')).toEqual({
      organisationName: ['settings.organisationNameTooLong'],
    });
  });

  it("checks only a reseller's name: its users have no screens to give a zone", () => {
    expect(tenantSettingsErrors({ organisationName: 'Resell', defaultTimezone: 'Mars/Olympus' }, 'reseller')).toEqual(
      {},
    );
  });
});

describe('brand checks', () => {
  it('accepts the default theme colours and a product name up to 40 characters', () => {
    expect(brandErrors(brand())).toEqual({});
    expect(brandErrors(brand({}, 'x'.repeat(PRODUCT_NAME_MAX_LENGTH)))).toEqual({});
    expect(brandErrors(brand({}, 'x'.repeat(PRODUCT_NAME_MAX_LENGTH + 1)))).toEqual({
      productName: ['settings.productNameTooLong'],
    });
  });

  it('takes nothing but #rrggbb, so no CSS can reach a custom property', () => {
    const errors = brandErrors(
      brand({ primary: 'red', navBackground: '#123', accent: '#000000; background: url(x)' }, ''),
    );
    expect(errors).toEqual({
      productName: ['settings.productNameRequired'],
      'colours.primary': ['settings.colourInvalid'],
      'colours.navBackground': ['settings.colourInvalid'],
      'colours.accent': ['settings.colourInvalid'],
    });
    expect(
      brandErrors({ productName: 'A', colours: { ...DEFAULT_BRAND_COLOURS, '--sp-color-bg': '#000000' } }),
    ).toEqual({
      'colours.--sp-color-bg': ['settings.colourUnknown'],
    });
    expect(brandErrors({ productName: 'A', colours: '#ffffff' })).toEqual({ colours: ['settings.colourInvalid'] });
  });

  it('refuses text below WCAG AA 4.5:1 on its background and marks below 3:1', () => {
    // #777777 on white is 4.48:1, just under; #767676 is 4.54:1, the lightest grey that passes.
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(brandErrors(brand({ primary: '#777777', primaryText: '#ffffff' }))).toEqual({
      'colours.primaryText': ['settings.contrastPrimaryText'],
      'colours.primary': ['settings.contrastPrimary'],
    });
    expect(brandErrors(brand({ primary: '#767676' }))).toEqual({});
    expect(brandErrors(brand({ navBackground: '#151a22', navText: '#3a404a', accent: '#1f2530' }))).toEqual({
      'colours.navText': ['settings.contrastNavText'],
      'colours.accent': ['settings.contrastAccent'],
    });
  });

  it('checks navigation text on the active item, its least contrasting background', () => {
    const check = brandContrastChecks(DEFAULT_BRAND_COLOURS).find((c) => c.role === 'navText');
    expect(check?.background).toBe(mixColours('#151a22', '#e7eaee', 0.14));
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
  });

  it('stores colours in lower case and the name trimmed', () => {
    expect(normaliseBrand(brand({ primary: '#2B59C3' }, '  Signage Co ')).colours.primary).toBe('#2b59c3');
    expect(normaliseBrand(brand({}, '  Signage Co ')).productName).toBe('Signage Co');
  });
});

describe('brandCssProperties', () => {
  it("maps each role to the default theme's custom properties", () => {
    const properties = brandCssProperties({
      primary: '#0B3D2E',
      primaryText: '#ffffff',
      navBackground: '#102030',
      navText: '#f0f0f0',
      accent: '#ffcc00',
    });
    expect(properties).toMatchObject({
      '--sp-color-accent': '#0b3d2e',
      '--sp-color-focus': '#0b3d2e',
      '--sp-color-on-accent': '#ffffff',
      '--sp-sidenav-bg': '#102030',
      '--sp-sidenav-fg': '#f0f0f0',
      '--sp-sidenav-fg-muted': '#f0f0f0',
      '--sp-sidenav-fg-strong': '#f0f0f0',
      '--sp-sidenav-accent': '#ffcc00',
    });
    for (const value of Object.values(properties)) expect(value).toMatch(/^#[0-9a-f]{6}$/);
    expect(Object.keys(properties).sort()).toEqual([...BRAND_CSS_PROPERTIES].sort());
  });

  it('passes nothing that is not a colour, even from an unchecked brand', () => {
    const properties = brandCssProperties({
      ...DEFAULT_BRAND_COLOURS,
      navBackground: 'red; background-image: url(https://evil.example)',
    });
    expect(properties['--sp-sidenav-bg']).toBeUndefined();
    expect(properties['--sp-sidenav-hover']).toBeUndefined();
    expect(Object.values(properties).every((value) => /^#[0-9a-f]{6}$/.test(value))).toBe(true);
  });
});

describe('settings messages', () => {
  it('has a text for every key the checks answer', () => {
    const keys = [
      ...Object.values(
        tenantSettingsErrors({ organisationName: '', defaultTimezone: 'x', dateLocale: 'x' }, 'customer'),
      ),
      ...Object.values(
        brandErrors({ productName: '', colours: { ...DEFAULT_BRAND_COLOURS, x: '#000000', primary: 'x' } }),
      ),
      ...brandContrastChecks(DEFAULT_BRAND_COLOURS).map((check) => [check.key]),
    ].flat();
    for (const key of keys) expect(EN_MESSAGES[key], key).toBeTruthy();
  });
});
