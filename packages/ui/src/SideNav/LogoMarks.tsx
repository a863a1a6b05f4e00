import type { ReactNode } from 'react';

/** How many logo variants the side navigation cycles through (spec: clicking the logo cycles three variants). */
export const LOGO_VARIANT_COUNT = 3;

/** A logo variant index: 0, 1 or 2. */
export type LogoVariant = 0 | 1 | 2;

/** The decorative square symbol (kept when the navigation is collapsed) and the wordmark beside it. */
function Mark({ variant, symbol, wordmark }: { variant: LogoVariant; symbol: ReactNode; wordmark: ReactNode }) {
  return (
    <span data-part="logo-mark" data-variant={variant} aria-hidden="true">
      <svg data-part="logo-symbol" viewBox="0 0 32 32" width="32" height="32" focusable="false">
        {symbol}
      </svg>
      <svg data-part="logo-wordmark" viewBox="0 0 120 32" width="120" height="32" focusable="false">
        {wordmark}
      </svg>
    </span>
  );
}

/** Variant 0: a filled badge with a play triangle cut out, the wordmark in bold. */
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
      wordmark={
        <text x="0" y="22" fontSize="17" fontWeight="700" fill="currentColor">
          {productName}
        </text>
      }
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
      wordmark={
        <text x="0" y="22" fontSize="17" fontWeight="400" letterSpacing="0.5" fill="currentColor">
          {productName}
        </text>
      }
    />
  );
}

/** Variant 2: a monogram ring with the initial, the wordmark in spaced capitals. */
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
      wordmark={
        <text x="0" y="21" fontSize="12" fontWeight="700" letterSpacing="2" fill="currentColor">
          {productName.toUpperCase()}
        </text>
      }
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
