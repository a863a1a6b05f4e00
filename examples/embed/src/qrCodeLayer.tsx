import type { LayerContent } from '@screenplay/core';
import { defineLayerType } from '@screenplay/ui/layers';
import { encode } from 'uqr';

/** A QR code layer's content: its box, the address it encodes and its colour. */
export type QrContent = LayerContent & { url: string; color: string };

/** Our own layer type: a QR code of an address, drawn as SVG, offered in the item editor's layer library. */
export const qrCodeLayer = defineLayerType<QrContent, 'QrCode'>({
  itemType: 'QrCode',
  label: 'acme.qrCode',
  messages: { 'acme.qrCode': 'QR code' },
  defaults: (box) => ({ ...box, url: 'https://example.com/menu', color: '#1b1f3b' }),
  library: { group: 'QrCode', order: 1000, size: [0.3, 0.3], isSquare: true },
  View: ({ layer: { id, content }, className }) => {
    const { size, data } = encode(content.url);
    const path = data.flatMap((row, y) => row.map((isDark, x) => (isDark ? `M${x} ${y}h1v1h-1z` : ''))).join('');
    const { left, top, width, height } = content;
    return (
      <svg
        data-scope="layer"
        data-part="qr-code"
        data-layer-id={id}
        className={className}
        role="img"
        aria-label={`QR code: ${content.url}`}
        viewBox={`-1 -1 ${size + 2} ${size + 2}`}
        style={{ position: 'absolute', left, top, width, height, background: '#fff' }}
      >
        <path fill={content.color} d={path} />
      </svg>
    );
  },
});
