import type { ReactNode } from 'react';

/** How many logo variants the side navigation cycles through (spec: clicking the logo cycles three variants). */
export const LOGO_VARIANT_COUNT = 3;

/** A logo variant index: 0, 1 or 2. */
export type LogoVariant = 0 | 1 | 2;

/**
 * A product name at which the wordmark takes its smaller size (ours): past it a name no longer fits one line of the
 * open navigation at the large size, so it is set smaller and wraps rather than being cut (issue 25: a brand's
 * "Northwind S..." was clipped; a product name may have core's `PRODUCT_NAME_MAX_LENGTH` characters).
 */
export const WORDMARK_LONG_NAME_LENGTH = 14;

/** The wordmark: the product name as text, so it wraps to the navigation's width (a theme styles it per variant). */
export function Wordmark({ productName, variant }: { productName: string; variant: LogoVariant | 'brand' }) {
  return (
    <span
      data-part="logo-wordmark"
      data-variant={variant}
      data-length={productName.length > WORDMARK_LONG_NAME_LENGTH ? 'long' : 'short'}
    >
      {productName}
    </span>
  );
}

/** The decorative square symbol (kept when the navigation is collapsed) and the wordmark beside it. */
function Mark({ variant, symbol, productName }: { variant: LogoVariant; symbol: ReactNode; productName: string }) {
  return (
    <span data-part="logo-mark" data-variant={variant} aria-hidden="true">
      <svg data-part="logo-symbol" viewBox="0 0 32 32" width="32" height="32" focusable="false" aria-hidden="true">
        {symbol}
      </svg>
      <Wordmark productName={productName} variant={variant} />
    </span>
  );
}

/** Variant 0: a filled badge with a play triangle cut out, the wordmark in bold (theme: sidenav.css). */
function badge(productName: string) {
  return (
    <Mark
      variant={0}
      symbol={
        <path
          fill="currentColor"
          fillRule="evenodd"
          d="M8 1H24A7 7 0 0 1 31 8V24A7 7 0 0 1 24 31H8A7 7 0 0 1 1 24V8A7 7 0 0 1 8 1ZM12 9V23L23 16Z"
        />
      }
      productName={productName}
    />
  );
}

/** Variant 1: an outlined screen with a play triangle, the wordmark in a light weight. */
function screen(productName: string) {
  return (
    <Mark
      variant={1}
      symbol={
        <>
          <rect x="2" y="4" width="28" height="19" rx="3" fill="none" stroke="currentColor" strokeWidth="2.5" />
          <path d="M10 28H22" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          <path d="M13 9L20 13.5L13 18Z" fill="currentColor" />
        </>
      }
      productName={productName}
    />
  );
}

/** Variant 2: a monogram ring with the initial, the wordmark in spaced capitals (the theme's text-transform). */
function monogram(productName: string) {
  return (
    <Mark
      variant={2}
      symbol={
        <>
          <circle cx="16" cy="16" r="14" fill="none" stroke="currentColor" strokeWidth="2.5" />
          <text x="16" y="21.5" fontSize="15" fontWeight="700" textAnchor="middle" fill="currentColor">
            {productName.charAt(0).toUpperCase()}
          </text>
        </>
      }
      productName={productName}
    />
  );
}

/** The inline SVG mark of one logo variant; decorative, because the logo button carries the accessible name. */
export function LogoMark({ variant, productName }: { variant: LogoVariant; productName: string }) {
  if (variant === 1) return screen(productName);
  if (variant === 2) return monogram(productName);
  return badge(productName);
}

/** The variant after `variant`, wrapping 2 -> 0. */
export function nextLogoVariant(variant: LogoVariant): LogoVariant {
  return ((variant + 1) % LOGO_VARIANT_COUNT) as LogoVariant;
}
