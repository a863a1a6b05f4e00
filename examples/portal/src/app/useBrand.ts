import { LOCALE } from '@screenplay/core';
import { BRAND_CSS_PROPERTIES, type BrandDto, brandCssProperties } from '@screenplay/core/tenant';
import { SETTINGS_API } from '@screenplay/core/contract';
import { useValue } from '@screenplay/hooks';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { PortalStores } from './createPortalStores';

/** The window event the settings page raises after saving settings or a brand, so the portal reads them again. */
const LOOK_CHANGED_EVENT = 'screenplay:tenant-look-changed';

/** Tells the portal that the tenant's settings or brand changed (the settings page calls it after a save). */
export function announceTenantLookChanged(): void {
  window.dispatchEvent(new Event(LOOK_CHANGED_EVENT));
}

/** The effective brand's logo, for the side navigation (one portal per page, so one value per page). */
let brandLogo: string | null = null;
const logoListeners = new Set<() => void>();

function setBrandLogo(url: string | null): void {
  if (url === brandLogo) return;
  brandLogo = url;
  for (const listener of logoListeners) listener();
}

function subscribeLogo(listener: () => void): () => void {
  logoListeners.add(listener);
  return () => logoListeners.delete(listener);
}

/** The URL of the signed-in tenant's brand logo (a reseller's), or null for the product's own logo marks. */
export function useBrandLogo(): string | null {
  return useSyncExternalStore(subscribeLogo, () => brandLogo);
}

/** The message key of the product name (the side navigation's logo, the browser tab). */
const PRODUCT_NAME_KEY = 'app.name';

/** What the portal looks like for the signed-in tenant: the effective brand and the date locale. */
export interface TenantLook {
  brand: BrandDto | null;
  locale: string;
}

const DEFAULT_LOOK: TenantLook = { brand: null, locale: LOCALE };

/**
 * Sets a brand's custom properties on the document root (removing a previous brand's first): the one place a
 * brand reaches the portal, and only through core's `brandCssProperties`, so only `#rrggbb` colours of the theme's
 * own properties are ever set (with `style.setProperty`, which the pages' CSP allows, unlike inline style markup).
 */
export function applyBrand(root: HTMLElement, brand: BrandDto | null): void {
  for (const property of BRAND_CSS_PROPERTIES) root.style.removeProperty(property);
  if (brand) {
    for (const [property, value] of Object.entries(brandCssProperties(brand.colours)))
      root.style.setProperty(property, value);
  }
  if (brand) root.dataset.brand = 'reseller';
  else delete root.dataset.brand;
}

/**
 * The signed-in tenant's look (issue 14): reads `GET brand` and `GET settings` whenever the user or the customer
 * acted as changes (and when the settings page announces a save), applies the brand's colours to the document
 * root, and answers the locale dates are formatted in and the messages with the brand's product name. Signed out,
 * or for a super-admin acting for no customer (no settings are read), the product's own look and en-GB (spec §9).
 */
export function useBrand(stores: PortalStores, messages: Record<string, string>) {
  const user = useValue(stores.session.$user);
  const tenantKey = user ? `${user.id}:${user.currentCustomerId ?? user.customerId ?? ''}` : null;
  const hasTenant = user !== null && (user.currentCustomerId ?? user.customerId ?? user.resellerId) !== null;
  const [version, setVersion] = useState(0);
  const [look, setLook] = useState<TenantLook>(DEFAULT_LOOK);

  useEffect(() => {
    const bump = () => setVersion((value) => value + 1);
    window.addEventListener(LOOK_CHANGED_EVENT, bump);
    return () => window.removeEventListener(LOOK_CHANGED_EVENT, bump);
  }, []);

  useEffect(() => {
    void version;
    if (tenantKey === null) {
      setLook(DEFAULT_LOOK);
      return;
    }
    let isCurrent = true;
    const { api } = stores;
    Promise.all([
      api.call(SETTINGS_API.brand).then(
        (answer) => answer.data,
        () => null,
      ),
      // A super-admin acting for no customer has no tenant settings (the server would refuse): en-GB.
      hasTenant
        ? api.call(SETTINGS_API.get).then(
            (answer) => answer.data.dateLocale,
            () => LOCALE,
          )
        : Promise.resolve(LOCALE),
    ]).then(([brand, locale]) => {
      if (isCurrent) setLook({ brand, locale });
    });
    return () => {
      isCurrent = false;
    };
  }, [stores, tenantKey, hasTenant, version]);

  useEffect(() => {
    applyBrand(document.documentElement, look.brand);
    setBrandLogo(look.brand?.logoUrl ?? null);
  }, [look.brand]);

  const productName = look.brand?.productName;
  const branded = useMemo(
    () => (productName ? { ...messages, [PRODUCT_NAME_KEY]: productName } : messages),
    [messages, productName],
  );
  return { locale: look.locale, messages: branded };
}
