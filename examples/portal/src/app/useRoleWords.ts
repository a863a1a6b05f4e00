import { roleLabelKey } from '@screenplay/core';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';

/**
 * The user's roles as words for the top bar's user block (spec accounts §2 "role names joined by commas"; issue 25:
 * "Customer admin", not `customer-admin`), through core's `roleLabelKey`; a role the product does not know is shown
 * as the server names it rather than dropped.
 */
export function useRoleWords(roleNames: readonly string[]): string[] {
  const intl = useIntl();
  return useMemo(
    () =>
      roleNames.map((role) => {
        const key = roleLabelKey(role);
        return key ? intl.formatMessage({ id: key }) : role;
      }),
    [intl, roleNames],
  );
}
