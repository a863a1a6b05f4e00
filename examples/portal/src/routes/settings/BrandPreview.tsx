import { type BrandColours, brandCssProperties } from '@screenplay/core/tenant';
import { useText } from '@screenplay/hooks';
import { useEffect, useRef } from 'react';

/**
 * A live preview of a brand: a strip of side navigation (an item, the active item with its accent marker) and a
 * primary button and link on the page. Its colours come from the same custom properties the portal reads, set on
 * the preview's root from core's `brandCssProperties` (so an invalid colour simply keeps the default).
 */
export function BrandPreview({
  productName,
  logoUrl,
  colours,
}: {
  productName: string;
  logoUrl: string | null;
  colours: BrandColours;
}) {
  const t = useText();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const properties = brandCssProperties(colours);
    for (const [property, value] of Object.entries(properties)) element.style.setProperty(property, value);
    return () => {
      for (const property of Object.keys(properties)) element.style.removeProperty(property);
    };
  }, [colours]);

  return (
    <figure data-scope="brand-preview" data-part="root" ref={root}>
      <figcaption>{t('settings.preview')}</figcaption>
      {/* A picture of the colours, not content: the contrast warning says in words what reads badly. */}
      <div data-part="frame" aria-hidden="true">
        <div data-part="nav">
          <span data-part="product">
            {logoUrl ? <img data-part="logo" src={logoUrl} alt={t('settings.logoAlt', { name: productName })} /> : null}
            <span>{productName}</span>
          </span>
          <span data-part="nav-item">{t('settings.previewNavItem')}</span>
          <span data-part="nav-item" data-state="active">
            {t('settings.previewNavActive')}
          </span>
        </div>
        <div data-part="page">
          <span data-part="button">{t('settings.previewButton')}</span>
          <span data-part="link">{t('settings.previewLink')}</span>
        </div>
      </div>
    </figure>
  );
}
