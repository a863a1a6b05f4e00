import { useIntl } from 'react-intl';

/** Formats a message by key with simple values: the renderers' one way to their texts. */
export function useLayerText(): (id: string, values?: Record<string, string | number>) => string {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id }, values);
}
