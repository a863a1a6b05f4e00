import { signal } from '@preact/signals-core';
import { EN_MESSAGES } from '@screenplay/core/messages';
import { DEFAULT_BRAND_COLOURS, type BrandDto } from '@screenplay/core/tenant';
import type { PlayerDisplay, PlayerStore } from '@screenplay/hooks/player';
import { act, cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { PlayerApp } from './PlayerApp';

afterEach(cleanup);

const BRAND: BrandDto = {
  productName: 'Northwind Digital Signage Studio',
  logoUrl: null,
  colours: DEFAULT_BRAND_COLOURS,
};

/** An unpaired player's store showing a pairing code (only what the page reads). */
function pairingStore(): PlayerStore {
  const display: PlayerDisplay = {
    sceneId: null,
    sceneIds: [],
    isOn: true,
    brightness: 100,
    volume: 0,
    offItemIds: [],
  } as unknown as PlayerDisplay;
  return {
    $phase: signal('pairing'),
    $pairing: signal({ code: 'ABC234', expiresAt: '2026-03-02T10:15:00Z' }),
    $credentials: signal(null),
    $content: signal(null),
    $display: signal(display),
  } as unknown as PlayerStore;
}

function renderPlayer(brand = signal<BrandDto | null>(null)) {
  render(
    <IntlProvider locale="en-GB" messages={EN_MESSAGES}>
      <PlayerApp store={pairingStore()} brand={brand} addScreenAddress="http://portal.test/screens/add_screen" />
    </IntlProvider>,
  );
  return brand;
}

describe('the web player carries the brand (issue 25)', () => {
  it("shows the product's own name on the pairing screen and in the title while no brand is known", () => {
    renderPlayer();
    expect(screen.getByRole('heading', { level: 1, name: 'Screenplay' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Pairing code' }).textContent).toBe('ABC 234');
    expect(document.title).toBe('Screenplay player');
  });

  it("takes the screen's brand product name, and gives it back when the brand is dropped", () => {
    const brand = renderPlayer();
    act(() => {
      brand.value = BRAND;
    });
    expect(screen.getByRole('heading', { level: 1, name: BRAND.productName })).toBeTruthy();
    expect(document.title).toBe(`${BRAND.productName} player`);
    expect(document.title).not.toContain('Screenplay');
    act(() => {
      brand.value = null;
    });
    expect(document.title).toBe('Screenplay player');
  });
});
