import { LicenceWarning } from '../../shared/licences/LicenceWarning';
import { useLicenceStatus } from '../../shared/licences/useLicenceStatus';

/**
 * The Screens page's licence warning (issue 25: screens over the valid licences keep playing, the customer is warned):
 * the acting customer's licences, read again when the number of screens listed changes (`screenCount`). Shows nothing
 * while loading, on a failure (a user acting for no customer has no licences), or when there is nothing to warn of.
 */
export function ScreensLicenceWarning({ screenCount }: { screenCount: number }) {
  const status = useLicenceStatus(screenCount);
  return status.data ? <LicenceWarning status={status.data} /> : null;
}
