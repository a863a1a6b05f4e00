import type { MessageKey } from '@screenplay/core/messages';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** Values of a message's `{placeholder}`s. */
export type TextValues = Record<string, string | number>;

/** Formats a catalogue message by its key; a key the catalogue lacks fails the typecheck. */
export type TextFormatter = (key: MessageKey, values?: TextValues) => string;

/**
 * The one way components reach their texts: a formatter typed by the catalogue in
 * `@screenplay/core/messages`, so a misspelt key fails `tsc`, with ICU values for placeholders.
 * Needs react-intl's provider above it (the ui package's `ScreenplayIntlProvider`).
 *
 * @example
 * const t = useText();
 * t('sceneEditor.saving'); t('errors.serverErrorDetails', { details: 'timeout' });
 */
export function useText(): TextFormatter {
  const intl = useIntl();
  return useCallback((key, values) => intl.formatMessage({ id: key }, values), [intl]);
}
