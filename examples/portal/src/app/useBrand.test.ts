import { BRAND_CSS_PROPERTIES, DEFAULT_BRAND_COLOURS } from '@screenplay/core/tenant';
import { describe, expect, it } from 'vitest';
import { applyBrand } from './useBrand';

describe('applyBrand', () => {
  it("sets the brand's theme properties on the root and removes them when the brand goes", () => {
    const root = document.createElement('div');
    applyBrand(root, {
      productName: 'Northwind Screens',
      logoUrl: null,
      colours: { ...DEFAULT_BRAND_COLOURS, navBackground: '#0b3d2e' },
    });
    expect(root.style.getPropertyValue('--sp-sidenav-bg')).toBe('#0b3d2e');
    expect(root.style.getPropertyValue('--sp-color-accent')).toBe(DEFAULT_BRAND_COLOURS.primary);
    expect(root.dataset.brand).toBe('reseller');
    applyBrand(root, null);
    for (const property of BRAND_CSS_PROPERTIES) expect(root.style.getPropertyValue(property)).toBe('');
    expect(root.dataset.brand).toBeUndefined();
  });

  it('never passes a value that is not a colour, even from an unchecked answer', () => {
    const root = document.createElement('div');
    applyBrand(root, {
      productName: 'X',
      logoUrl: null,
      colours: { ...DEFAULT_BRAND_COLOURS, navBackground: 'url(https://evil.example/x.png)' },
    });
    expect(root.style.getPropertyValue('--sp-sidenav-bg')).toBe('');
    expect(root.getAttribute('style') ?? '').not.toContain('url(');
  });
});
