import { CUSTOMERS_API } from '@screenplay/core/contract';
import { useLoader } from '@screenplay/hooks';
import { usePortal } from '../../app/PortalContext';

/**
 * The acting customer's licences now (`GET licences`, issue 25), read again whenever `version` changes (the screens
 * listed, a purchase). A user acting for no customer has none (403): the loader then holds the error, and the
 * licence parts show nothing.
 */
export function useLicenceStatus(version: unknown = 0) {
  const { api } = usePortal();
  return useLoader(async () => (await api.call(CUSTOMERS_API.licenceStatus)).data, [api, version], {
    keepPreviousData: true,
  });
}
