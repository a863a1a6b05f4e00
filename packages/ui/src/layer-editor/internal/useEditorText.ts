import { useIntl } from 'react-intl';

/** Formats a message by key with simple values: the layer editor's one way to its texts. */
export function useEditorText(): (id: string, values?: Record<string, string | number>) => string {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id }, values);
}
