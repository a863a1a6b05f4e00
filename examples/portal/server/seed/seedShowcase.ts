import type { Layer } from '@screenplay/core';
import { defaultLayer, type LayerContentByType, type LayerType } from '@screenplay/core/widgets';

type Box = [left: number, top: number, width: number, height: number];

/** A demo section of the showcase: its box, background and playlist (seed.ts `DemoSection`). */
export interface ShowcaseSection {
  name: string;
  box: Box;
  background?: string;
  items: { duration: number; layers: Layer[] }[];
}

/** A layer of a type with its defaults (core `defaultLayer`), a box and the given content fields. */
function widget<T extends LayerType>(
  id: number,
  itemType: T,
  [left, top, width, height]: Box,
  content: Partial<LayerContentByType[T]> = {},
): Layer {
  const layer = defaultLayer(itemType, { left, top, width, height }, id);
  return { ...layer, content: { ...layer.content, ...content } };
}

/** The seeded sunrise image (seedMedia.ts), served from `/media/<path>`. */
const SUNRISE = {
  uuid: '5eed0000-0000-4000-8000-000000000001',
  url: '/media/demo/acme-sunrise.png',
  size: { width: 960, height: 540 },
};

/**
 * A video the demo does not ship (seedMedia.ts has no video: that needs an encoder or a download): the layers
 * point at it so the showcase has a Video and an HtmlVideo layer; the renderer shows their named, empty box.
 */
const MISSING_VIDEO = '/media/demo/showcase.mp4';

/** Oslo's location id as the geo search answers it (`"<lat>,<lng>"`). */
export const SHOWCASE_LOCATION_ID = '59.91273,10.74609';

/** The account usernames the feed layers name (spec §3: a feed layer stores the account). */
export const SHOWCASE_ACCOUNTS = { Instagram: 'acme.retail', Facebook: 'Acme Retail' } as const;

const white = 'rgba(255,255,255,1)';

/**
 * The sections of the 'Widgets showcase' demo scene (1920 × 1080): the first item of its sections shows every
 * layer type of spec §1 at once, so the preview and the playlist item editor can be tried on each.
 */
export const SHOWCASE_SECTIONS: ShowcaseSection[] = [
  {
    name: 'Photo',
    box: [0, 0, 960, 540],
    items: [
      {
        duration: 30,
        layers: [
          widget(1, 'Image', [0, 0, 960, 540], {
            image: SUNRISE.uuid,
            imageUrl: SUNRISE.url,
            originalSize: SUNRISE.size,
            contain: false,
          }),
          widget(2, 'Text', [40, 420, 880, 80], {
            text: 'Every layer type, one scene',
            fontSize: 48,
            verticalAlignment: 'Middle',
            color: white,
          }),
        ],
      },
    ],
  },
  {
    name: 'Time',
    box: [960, 0, 960, 270],
    background: 'rgba(18,52,86,1)',
    items: [
      {
        duration: 30,
        layers: [
          widget(1, 'Clock', [40, 30, 420, 110], { format: 'medium', timezone: 'Europe/London' }),
          widget(2, 'Calendar', [500, 30, 420, 110], { format: 'Long', weekday: true, timezone: 'Europe/London' }),
          widget(3, 'Timer', [40, 160, 880, 80], { endsAt: '2030-01-01T00:00:00Z' }),
        ],
      },
    ],
  },
  {
    name: 'Shapes',
    box: [960, 270, 960, 270],
    background: 'rgba(236,238,242,1)',
    items: [
      {
        duration: 30,
        layers: [
          widget(1, 'Rectangle', [40, 35, 280, 200], { fill: 'rgba(242,169,0,1)', cornerRadius: 24 }),
          widget(2, 'Circle', [380, 35, 200, 200], { fill: 'rgba(46,125,50,1)', stroke: white, strokeWidth: 6 }),
          widget(3, 'Ellipse', [640, 60, 280, 150], { fill: 'rgba(200,30,60,1)', fillOpacity: 0.8 }),
        ],
      },
    ],
  },
  {
    name: 'Weather',
    box: [0, 540, 640, 540],
    background: 'rgba(30,60,110,1)',
    items: [
      {
        duration: 30,
        layers: [
          widget(1, 'Weather', [40, 40, 560, 460], { locationId: SHOWCASE_LOCATION_ID, caption: 'Oslo', dayCount: 3 }),
        ],
      },
    ],
  },
  {
    name: 'Social',
    box: [640, 540, 1280, 360],
    items: [
      {
        duration: 30,
        layers: [
          widget(1, 'Instagram', [0, 0, 640, 360], { account: SHOWCASE_ACCOUNTS.Instagram, rows: 1, columns: 3 }),
          widget(2, 'Facebook', [640, 0, 640, 360], { account: SHOWCASE_ACCOUNTS.Facebook, rows: 1, columns: 2 }),
        ],
      },
    ],
  },
  {
    name: 'Video',
    box: [640, 900, 1280, 180],
    background: 'rgba(0,0,0,1)',
    items: [
      {
        duration: 20,
        layers: [
          widget(1, 'HtmlVideo', [0, 0, 640, 180], { backgroundVideo: MISSING_VIDEO }),
          widget(2, 'Video', [640, 0, 640, 180], {
            videos: [{ uuid: 'showcase-video', url: MISSING_VIDEO, name: 'showcase.mp4', duration: 20 }],
            videosUrls: [MISSING_VIDEO],
          }),
        ],
      },
    ],
  },
];
