import type { LayerContent } from '@screenplay/core';
import { defineLayerType } from '@screenplay/ui/layers';
import { encode } from 'uqr';

/** A QR code layer's content: its box plus the address it encodes and its colour. */
export type QrContent = LayerContent & { url: string; color: string };

/** Our own layer type: a QR code of an address, drawn as SVG squares, offered in the item editor's layer library. */
export const qrCodeLayer = defineLayerType<QrContent, 'QrCode'>({
  itemType: 'QrCode',
  label: 'acme.qrCode',
  messages: { 'acme.qrCode': 'QR code' },
  defaults: (box) => ({ ...box, url: 'https://example.com/menu', color: '#1b1f3b' }),
  isContent: (content) => typeof content.url === 'string',
  summary: (content) => content.url,
  library: { group: 'QrCode', order: 1000, size: [0.3, 0.3], isSquare: true },
  View: ({ layer, className }) => {
    const { left, top, width, height, url, color } = layer.content;
    const { size, data } = encode(url);
    return (
      <svg
        data-scope="layer"
        data-part="qr-code"
        data-layer-id={layer.id}
        className={className}
        role="img"
        aria-label={`QR code: ${url}`}
        viewBox={`-1 -1 ${size + 2} ${size + 2}`}
        style={{ position: 'absolute', left, top, width, height, background: '#fff' }}
      >
        <path
          fill={color}
          d={data.flatMap((row, y) => row.flatMap((isDark, x) => (isDark ? [`M${x} ${y}h1v1h-1z`] : []))).join('')}
        />
      </svg>
    );
  },
});
