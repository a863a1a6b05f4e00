import { CUSTOMER_TITLE_MAX_LENGTH } from '../access/customers';
import { LOCALE } from '../constants';
import { isTimeZone } from '../schedule/schedule.zone';

/**
 * A tenant's settings and a reseller's white-label brand (spec accounts §2 "Settings", §9 "Locale en-GB"; issue 14):
 * the wire types of `GET/PUT settings` and `GET/PUT brand`, their checks (message keys per field, texts in
 * en.settings.ts; an empty object means valid), and {@link brandCssProperties}, the only way a brand reaches a page.
 *
 * A brand is data, never CSS: colours are `#rrggbb` only and each names a theme role whose custom properties are
 * fixed here, so nothing but a colour can reach a custom property. Contrast: a brand whose text would fall below
 * WCAG AA on its background is refused (422), not merely warned about, so every customer's portal keeps the default
 * theme's promise (theme.css: text >= 4.5:1, non-text marks >= 3:1); the editor shows the same check live.
 */

/** The locales dates may be formatted in (ours); the spec's default first (§9: "Locale en-GB"). */
export const DATE_LOCALES = [
  LOCALE,
  'en-US',
  'de-DE',
  'fr-FR',
  'nl-NL',
  'nb-NO',
  'sv-SE',
  'da-DK',
  'fi-FI',
  'es-ES',
  'it-IT',
] as const;

/** One of {@link DATE_LOCALES}. */
export type DateLocale = (typeof DATE_LOCALES)[number];

/** The date locale of a tenant that has chosen none (spec §9: "Locale en-GB"). */
export const DEFAULT_DATE_LOCALE: DateLocale = LOCALE;

/** Longest organisation name: the customer's (and reseller's) title column bound. */
export const ORGANISATION_NAME_MAX_LENGTH = CUSTOMER_TITLE_MAX_LENGTH;

/** Longest product name of a brand (ours: it must fit the side navigation and the browser tab). */
export const PRODUCT_NAME_MAX_LENGTH = 40;

/** WCAG 2.x AA contrast of normal text on its background (1.4.3). */
export const TEXT_CONTRAST_MIN = 4.5;

/** WCAG 2.x AA contrast of a non-text mark (focus ring, active marker) on its background (1.4.11). */
export const MARK_CONTRAST_MIN = 3;

/** The theme roles a brand may colour (ours: a small fixed set; every other theme property stays the default). */
export const BRAND_COLOUR_ROLES = ['primary', 'primaryText', 'navBackground', 'navText', 'accent'] as const;

/** One of {@link BRAND_COLOUR_ROLES}. */
export type BrandColourRole = (typeof BRAND_COLOUR_ROLES)[number];

/** A colour per role, each `#rrggbb` (lower case once checked). */
export type BrandColours = Record<BrandColourRole, string>;

/**
 * The default theme's colours of each role (packages/ui/src/theme/theme.css): what "Reset to default" restores.
 * `primary` is `--sp-color-accent`, `accent` the side navigation's `--sp-sidenav-accent`.
 */
export const DEFAULT_BRAND_COLOURS: Readonly<BrandColours> = {
  primary: '#2b59c3',
  primaryText: '#ffffff',
  navBackground: '#151a22',
  navText: '#e7eaee',
  accent: '#8fb0ff',
};

/** The page background a brand does not change (theme.css `--sp-color-bg`): primary is also link text on it. */
export const PAGE_BACKGROUND = '#ffffff';

/** A tenant's settings as `GET/PUT settings` answer them. */
export interface TenantSettingsDto {
  /** Whose settings: the acting customer's, or a reseller's own when its user acts for no customer. */
  kind: 'customer' | 'reseller';
  /** The customer's (or reseller's) title. */
  organisationName: string;
  /** IANA zone given to newly added screens; null = the zone the screen's device reports. Always null for a reseller. */
  defaultTimezone: string | null;
  /** Locale the portal formats dates in. */
  dateLocale: DateLocale;
  /** Whether the caller may change them (tenant admins). */
  canEdit: boolean;
}

/** The body of `PUT settings` (a reseller's own settings take `organisationName` only). */
export interface TenantSettingsInput {
  organisationName: string;
  defaultTimezone?: string | null;
  dateLocale?: DateLocale;
}

/** A reseller's white-label brand as `GET/PUT brand` answer it. */
export interface BrandDto {
  productName: string;
  /** URL path of the uploaded logo, or null for the product's own logo marks. */
  logoUrl: string | null;
  colours: BrandColours;
}

/** The body of `PUT brand` (the logo has its own routes). */
export interface BrandInput {
  productName: string;
  colours: BrandColours;
}

/** Field -> message keys; empty when valid. */
export type SettingsErrors = Record<string, string[]>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function add(errors: SettingsErrors, field: string, key: string): void {
  const keys = errors[field] ?? [];
  if (!keys.includes(key)) keys.push(key);
  errors[field] = keys;
}

/** Whether a value is one of {@link DATE_LOCALES}. */
export function isDateLocale(value: unknown): value is DateLocale {
  return typeof value === 'string' && (DATE_LOCALES as readonly string[]).includes(value);
}

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

/** Whether a value is a `#rrggbb` colour (the only form a brand colour takes). */
export function isHexColour(value: unknown): value is string {
  return typeof value === 'string' && HEX_COLOUR.test(value);
}

/**
 * The problems of `PUT settings`: an organisation name once trimmed, within bounds; for a customer, a default
 * time zone that is null or an IANA zone, and a date locale of {@link DATE_LOCALES}.
 */
export function tenantSettingsErrors(body: unknown, kind: TenantSettingsDto['kind']): SettingsErrors {
  const errors: SettingsErrors = {};
  const input = isRecord(body) ? body : {};
  const { organisationName, defaultTimezone, dateLocale } = input;
  if (typeof organisationName !== 'string' || organisationName.trim() === '')
    add(errors, 'organisationName', 'settings.organisationNameRequired');
  else if (organisationName.trim().length > ORGANISATION_NAME_MAX_LENGTH)
    add(errors, 'organisationName', 'settings.organisationNameTooLong');
  if (kind === 'customer') {
    if (defaultTimezone !== undefined && defaultTimezone !== null) {
      if (typeof defaultTimezone !== 'string' || !isTimeZone(defaultTimezone))
        add(errors, 'defaultTimezone', 'settings.timezoneInvalid');
    }
    if (dateLocale !== undefined && !isDateLocale(dateLocale)) add(errors, 'dateLocale', 'settings.dateLocaleInvalid');
  }
  return errors;
}

/** sRGB channel (0-255) to linear light, as WCAG's relative luminance defines it. */
function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
}

/** WCAG 2.x relative luminance of a `#rrggbb` colour. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map(linear) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.x contrast ratio of two `#rrggbb` colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `from` moved `amount` (0-1) of the way to `to`, per channel, as `#rrggbb`. */
export function mixColours(from: string, to: string, amount: number): string {
  const a = channels(from);
  const b = channels(to);
  return `#${a
    .map((value, i) => Math.round(value + ((b[i] as number) - value) * amount))
    .map((value) => value.toString(16).padStart(2, '0'))
    .join('')}`;
}

/** How far the hover and active backgrounds of the side navigation move from its background towards its text. */
const NAV_HOVER_MIX = 0.08;
const NAV_ACTIVE_MIX = 0.14;
/** How far a button's hover darkens the primary colour towards black. */
const PRIMARY_HOVER_MIX = 0.15;

/** One contrast a brand must keep: `role`'s colour on `background` at least `min`. */
export interface BrandContrastCheck {
  role: BrandColourRole;
  /** Message key naming the pair, for the warning and the 422. */
  key: string;
  foreground: string;
  background: string;
  min: number;
  ratio: number;
}

/**
 * The contrasts a brand must keep, worst case first considered: primary text on primary buttons, primary as link
 * text on the page, navigation text on the navigation's active item (its darkest-to-text background), the accent
 * marker on the navigation. Each with its ratio; a check passes when `ratio >= min`.
 */
export function brandContrastChecks(colours: BrandColours): BrandContrastCheck[] {
  const navActive = mixColours(colours.navBackground, colours.navText, NAV_ACTIVE_MIX);
  const pairs: Omit<BrandContrastCheck, 'ratio'>[] = [
    {
      role: 'primaryText',
      key: 'settings.contrastPrimaryText',
      foreground: colours.primaryText,
      background: colours.primary,
      min: TEXT_CONTRAST_MIN,
    },
    {
      role: 'primary',
      key: 'settings.contrastPrimary',
      foreground: colours.primary,
      background: PAGE_BACKGROUND,
      min: TEXT_CONTRAST_MIN,
    },
    {
      role: 'navText',
      key: 'settings.contrastNavText',
      foreground: colours.navText,
      background: navActive,
      min: TEXT_CONTRAST_MIN,
    },
    {
      role: 'accent',
      key: 'settings.contrastAccent',
      foreground: colours.accent,
      background: colours.navBackground,
      min: MARK_CONTRAST_MIN,
    },
  ];
  return pairs.map((pair) => ({ ...pair, ratio: contrastRatio(pair.foreground, pair.background) }));
}

/** The checks of {@link brandContrastChecks} a brand fails (empty when every pair is readable). */
export function brandContrastProblems(colours: BrandColours): BrandContrastCheck[] {
  return brandContrastChecks(colours).filter((check) => check.ratio < check.min);
}

/**
 * The problems of `PUT brand {productName, colours}`: a product name once trimmed within bounds; every role a
 * `#rrggbb` colour (no other key); and, once all are colours, every contrast of {@link brandContrastChecks}.
 */
export function brandErrors(body: unknown): SettingsErrors {
  const errors: SettingsErrors = {};
  const input = isRecord(body) ? body : {};
  const { productName, colours } = input;
  if (typeof productName !== 'string' || productName.trim() === '')
    add(errors, 'productName', 'settings.productNameRequired');
  else if (productName.trim().length > PRODUCT_NAME_MAX_LENGTH)
    add(errors, 'productName', 'settings.productNameTooLong');
  if (!isRecord(colours)) {
    add(errors, 'colours', 'settings.colourInvalid');
    return errors;
  }
  for (const key of Object.keys(colours)) {
    if (!(BRAND_COLOUR_ROLES as readonly string[]).includes(key))
      add(errors, `colours.${key}`, 'settings.colourUnknown');
  }
  for (const role of BRAND_COLOUR_ROLES) {
    if (!isHexColour(colours[role])) add(errors, `colours.${role}`, 'settings.colourInvalid');
  }
  if (Object.keys(errors).length === 0) {
    for (const problem of brandContrastProblems(colours as BrandColours))
      add(errors, `colours.${problem.role}`, problem.key);
  }
  return errors;
}

/** A checked brand body in its stored form: trimmed name, lower-case colours in role order. */
export function normaliseBrand(input: BrandInput): BrandInput {
  const colours = Object.fromEntries(
    BRAND_COLOUR_ROLES.map((role) => [role, input.colours[role].toLowerCase()]),
  ) as BrandColours;
  return { productName: input.productName.trim(), colours };
}

/** A theme custom property a brand sets (the default theme's names, packages/ui/src/theme/theme.css). */
export type BrandCssProperty = `--sp-${string}`;

/**
 * The custom properties of a brand, each a `#rrggbb` colour: the ONLY way a brand reaches a page (the portal and
 * the player set them on the document root with `style.setProperty`). Properties of the default theme only: the
 * primary colour is the accent of buttons, links and focus rings (hover a little darker); the navigation's text
 * colours its normal, muted and strong text alike (so each keeps the checked contrast), and its hover and active
 * backgrounds are the background moved towards the text. Colours that are not `#rrggbb` are skipped, never passed.
 *
 * @example brandCssProperties(brand.colours)['--sp-sidenav-bg'] // '#0b3d2e'
 */
export function brandCssProperties(colours: BrandColours): Record<BrandCssProperty, string> {
  const properties: Record<BrandCssProperty, string> = {};
  const set = (name: BrandCssProperty, value: string) => {
    if (isHexColour(value)) properties[name] = value.toLowerCase();
  };
  if (isHexColour(colours.primary)) {
    set('--sp-color-accent', colours.primary);
    set('--sp-color-focus', colours.primary);
    set('--sp-color-accent-hover', mixColours(colours.primary, '#000000', PRIMARY_HOVER_MIX));
  }
  set('--sp-color-on-accent', colours.primaryText);
  set('--sp-sidenav-bg', colours.navBackground);
  for (const name of ['--sp-sidenav-fg', '--sp-sidenav-fg-muted', '--sp-sidenav-fg-strong'] as const)
    set(name, colours.navText);
  if (isHexColour(colours.navBackground) && isHexColour(colours.navText)) {
    set('--sp-sidenav-hover', mixColours(colours.navBackground, colours.navText, NAV_HOVER_MIX));
    set('--sp-sidenav-active', mixColours(colours.navBackground, colours.navText, NAV_ACTIVE_MIX));
  }
  set('--sp-sidenav-accent', colours.accent);
  return properties;
}

/** Every custom property {@link brandCssProperties} may set, so a page can remove them when the brand goes. */
export const BRAND_CSS_PROPERTIES: readonly BrandCssProperty[] = Object.keys(
  brandCssProperties(DEFAULT_BRAND_COLOURS),
) as BrandCssProperty[];
