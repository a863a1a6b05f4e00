import { PLAYER_API, pathOf } from '@screenplay/core/contract';
import { BRAND_CSS_PROPERTIES, type BrandDto, brandCssProperties } from '@screenplay/core/tenant';
import { deviceAuthorization, type PlayerCredentials } from '@screenplay/hooks/player';

/**
 * Sets a brand's colours on the player's document root as the theme's custom properties (core's
 * `brandCssProperties`: `#rrggbb` values only), removing a previous brand's first. `style.setProperty` from script
 * is allowed by the player page's CSP, which refuses inline style markup.
 */
export function applyPlayerBrand(root: HTMLElement, brand: BrandDto | null): void {
  for (const property of BRAND_CSS_PROPERTIES) root.style.removeProperty(property);
  if (!brand) return;
  for (const [property, value] of Object.entries(brandCssProperties(brand.colours)))
    root.style.setProperty(property, value);
}

/**
 * Reads the paired screen's brand (`GET player/brand`) and applies its colours; an unpaired player drops any brand.
 * Answers the brand now shown (null: the product's own look), or undefined when the read failed (offline), in which
 * case the player keeps what it shows.
 */
export async function loadPlayerBrand(
  root: HTMLElement,
  credentials: PlayerCredentials | null,
  apiBase: string,
): Promise<BrandDto | null | undefined> {
  if (!credentials) {
    applyPlayerBrand(root, null);
    return null;
  }
  try {
    const response = await fetch(new URL(pathOf(PLAYER_API.brand, {}), apiBase), {
      headers: { Authorization: deviceAuthorization(credentials) },
      cache: 'no-store',
    });
    if (!response.ok) return undefined;
    const brand = ((await response.json()) as { data: BrandDto | null }).data;
    applyPlayerBrand(root, brand);
    return brand;
  } catch {
    return undefined;
  }
}
