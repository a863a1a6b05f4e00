import { useMemo, type ReactNode } from 'react';
import { IntlProvider, ReactIntlErrorCode, type ResolvedIntlConfig } from 'react-intl';
import { LOCALE } from '@screenplay/core';
import { EN_MESSAGES } from '@screenplay/core/messages';

/** Props of {@link ScreenplayIntlProvider}. */
export interface ScreenplayIntlProviderProps {
  /** Messages by key; merged over core's English catalogue so a partial translation still reads in English. */
  messages?: Record<string, string>;
  /** BCP 47 locale for formatting; defaults to core `LOCALE` (en-GB). */
  locale?: string;
  children?: ReactNode;
}

type IntlError = Parameters<ResolvedIntlConfig['onError']>[0];

/** True in a production bundle (bundlers replace `process.env.NODE_ENV`); quiet when `process` is absent. */
function isProduction(): boolean {
  try {
    return process.env.NODE_ENV === 'production';
  } catch {
    return true;
  }
}

const warnedKeys = new Set<string>();

/**
 * A missing key renders the key itself (react-intl's fallback); production stays silent, development
 * warns once per key instead of react-intl's default console.error on every render.
 */
function reportIntlError(error: IntlError): void {
  if (isProduction()) return;
  if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION) {
    const key = error.message;
    if (warnedKeys.has(key)) return;
    warnedKeys.add(key);
    console.warn(`[screenplay/ui] ${error.message}`);
    return;
  }
  console.error(error);
}

/** react-intl's provider preset to Screenplay's locale (en-GB) and core's English messages. */
export function ScreenplayIntlProvider({ messages, locale = LOCALE, children }: ScreenplayIntlProviderProps) {
  const merged = useMemo(() => (messages ? { ...EN_MESSAGES, ...messages } : EN_MESSAGES), [messages]);
  return (
    <IntlProvider locale={locale} defaultLocale={LOCALE} messages={merged} onError={reportIntlError}>
      {children}
    </IntlProvider>
  );
}
