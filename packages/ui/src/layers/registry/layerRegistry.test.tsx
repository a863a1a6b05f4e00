import type { LayerContent } from '@screenplay/core';
import { LAYER_TYPES, defaultLayer } from '@screenplay/core/widgets';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithIntl } from '../../test/renderWithIntl';
import { DataLayerView } from '../DataLayer/DataLayerView';
import { LayerStack } from '../LayerStack/LayerStack';
import { LayerView } from '../LayerView/LayerView';
import { BOX, layerRootOf, rawLayer } from '../test/layers.fixtures';
import { createLayerRegistry, defaultLayerRegistry, defineLayerType } from './createLayerRegistry';
import { LayerRegistryProvider, useLayerRegistry, useLayerText } from './LayerRegistryProvider';

type QrContent = LayerContent & { url: string; margin: number };

/** A host's own type: a QR code (drawn here as a labelled box). */
const qrCode = defineLayerType<QrContent>({
  itemType: 'QrCode',
  label: 'qrCode.name',
  messages: { 'qrCode.name': 'QR code', 'qrCode.of': 'QR code of {url}' },
  defaults: (box) => ({ ...box, url: 'https://example.com', margin: 4 }),
  library: { group: 'QrCode', order: 1000, size: [0.25, 0.25], isSquare: true },
  View: function QrView({ layer, className }) {
    const text = useLayerText();
    const { left, top, width, height } = layer.content;
    return (
      <div
        data-scope="layer"
        data-part="qr-code"
        role="img"
        aria-label={text('qrCode.of', { url: layer.content.url })}
        className={className}
        style={{ position: 'absolute', left, top, width, height }}
        data-margin={layer.content.margin}
      />
    );
  },
});

function OwnText() {
  return <p>own</p>;
}

let seen: unknown = null;
function Probe() {
  seen = useLayerRegistry();
  return null;
}

function Name() {
  return <span>{useLayerText()('qrCode.name')}</span>;
}

describe('createLayerRegistry', () => {
  it('knows every spec type by default, in the spec order', () => {
    expect(defaultLayerRegistry.definitions.map((d) => d.itemType)).toEqual([...LAYER_TYPES]);
    for (const type of LAYER_TYPES) expect(defaultLayerRegistry.get(type)?.View).toBeTypeOf('function');
  });

  it('adds a host type after the built-in ones, with its texts', () => {
    const registry = createLayerRegistry([qrCode]);
    expect(registry.get('QrCode')).toBe(qrCode);
    expect(registry.definitions.at(-1)).toBe(qrCode);
    expect(registry.definitions).toHaveLength(LAYER_TYPES.length + 1);
    expect(registry.messages['qrCode.name']).toBe('QR code');
    expect(registry.get('Nope')).toBeUndefined();
  });

  it('leaves the built-in types out when asked, and lets a host replace one', () => {
    expect(createLayerRegistry([qrCode], { builtIns: false }).definitions).toEqual([qrCode]);
    const ownText = defineLayerType({ ...defaultLayerRegistry.get('Text')!, View: OwnText });
    const registry = createLayerRegistry([ownText]);
    expect(registry.get('Text')).toBe(ownText);
    expect(registry.definitions.map((d) => d.itemType)).toEqual([...LAYER_TYPES]);
  });
});

describe('LayerView through the registry', () => {
  const registry = createLayerRegistry([qrCode]);

  it('draws a registered host type by its View, its missing fields filled with its defaults and scaled', () => {
    renderWithIntl(
      <LayerRegistryProvider registry={registry}>
        <LayerView layer={rawLayer('QrCode', { url: 'https://a.test' })} scale={0.5} />
      </LayerRegistryProvider>,
    );
    const qr = screen.getByRole('img', { name: 'QR code of https://a.test' });
    expect(qr.dataset.margin).toBe('4');
    expect([qr.style.left, qr.style.width]).toEqual(['5px', '200px']);
  });

  it('shows an unregistered type as the labelled placeholder', () => {
    const { container } = renderWithIntl(<LayerView layer={rawLayer('QrCode')} />);
    expect(layerRootOf(container).dataset.state).toBe('unknown');
    expect(screen.queryByRole('img', { name: /QR code of/ })).toBeNull();
  });

  it('draws host types in a stack and through DataLayerView too (the preview and the player)', () => {
    renderWithIntl(
      <LayerRegistryProvider registry={registry}>
        <LayerStack layers={[defaultLayer('Rectangle', BOX, 1), rawLayer('QrCode', { url: 'x' })]} />
        <DataLayerView layer={rawLayer('QrCode', { url: 'y' })} />
      </LayerRegistryProvider>,
    );
    expect(screen.getByRole('img', { name: 'QR code of x' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'QR code of y' })).toBeTruthy();
  });

  it('useLayerRegistry answers the built-in registry outside a provider', () => {
    renderWithIntl(<Probe />);
    expect(seen).toBe(defaultLayerRegistry);
  });

  it("prefers the host's catalogue over a definition's English text", () => {
    renderWithIntl(
      <LayerRegistryProvider registry={registry}>
        <Name />
      </LayerRegistryProvider>,
    );
    expect(screen.getByText('QR code')).toBeTruthy();
  });
});
