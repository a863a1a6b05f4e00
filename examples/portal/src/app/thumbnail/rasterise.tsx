import { ScreenplayIntlProvider } from '@screenplay/ui';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ThumbnailStage } from './ThumbnailStage';
import { isDrawable, type ThumbnailInput, thumbnailScale } from './thumbnail.input';

/** How long a thumbnail may take before it is given up (ours): it is drawn in the background after a save. */
export const THUMBNAIL_TIMEOUT_MS = 8000;

/** How long images in the picture may take to load before it is drawn anyway (ours). */
const IMAGE_WAIT_MS = 3000;

/** The placeholder drawn over a video (a still of a video would need it loaded and seeked): a dark box with ▶. */
const VIDEO_PLACEHOLDER_STYLE =
  'position:absolute;inset:0;display:grid;place-items:center;background:#2b2f36;color:rgba(255,255,255,0.8);' +
  'font:min(40%,160px)/1 sans-serif';

/** Rejects after `ms` with a timeout error naming `what`. */
function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Waits until every image under `node` has loaded or failed (bounded): the rasteriser inlines what is loaded. */
async function imagesSettled(node: HTMLElement): Promise<void> {
  const images = [...node.querySelectorAll('img')].filter((image) => !image.complete);
  const settled = images.map(
    (image) =>
      new Promise<void>((resolve) => {
        image.addEventListener('load', () => resolve(), { once: true });
        image.addEventListener('error', () => resolve(), { once: true });
      }),
  );
  await withTimeout(Promise.all(settled), IMAGE_WAIT_MS, 'Loading images').catch(() => undefined);
}

/** Lays a placeholder over each video (left out of the picture by the rasteriser's filter). */
function coverVideos(node: HTMLElement): void {
  for (const video of node.querySelectorAll('video')) {
    const cover = document.createElement('div');
    cover.dataset.part = 'video-placeholder';
    cover.setAttribute('style', VIDEO_PLACEHOLDER_STYLE);
    cover.textContent = '▶';
    video.parentElement?.append(cover);
  }
}

/**
 * Draws `input` with the ui layer renderers into an offscreen node (in the page, out of view, hidden from
 * assistive technology) and rasterises it to a PNG at most 320 px a side: modern-screenshot serialises the node to
 * an SVG `<foreignObject>` with its images inlined as data URLs (fetched from our origin) and draws it on a canvas.
 * Web fonts are not embedded (the page's CSP refuses the inline style sheet that would carry them; texts show in a
 * device font). The node is removed whatever happens. Rejects on failure or after {@link THUMBNAIL_TIMEOUT_MS}.
 */
export async function rasteriseThumbnail(input: ThumbnailInput, now = new Date()): Promise<Blob> {
  if (!isDrawable(input)) throw new Error('Nothing to draw');
  const host = document.createElement('div');
  host.dataset.scope = 'thumbnail';
  host.dataset.part = 'host';
  host.setAttribute('aria-hidden', 'true');
  host.inert = true;
  // Out of view but laid out (a node that is not displayed has no computed geometry to copy).
  host.setAttribute('style', 'position:fixed;left:-100000px;top:0;pointer-events:none;contain:strict;');
  host.style.width = `${input.width}px`;
  host.style.height = `${input.height}px`;
  document.body.append(host);
  const root = createRoot(host);
  try {
    flushSync(() =>
      root.render(
        <ScreenplayIntlProvider>
          <ThumbnailStage input={input} now={now} />
        </ScreenplayIntlProvider>,
      ),
    );
    const stage = host.firstElementChild;
    if (!(stage instanceof HTMLElement)) throw new Error('The thumbnail did not render');
    const draw = async () => {
      await imagesSettled(stage);
      coverVideos(stage);
      const { domToBlob } = await import('modern-screenshot');
      return domToBlob(stage, {
        type: 'image/png',
        width: input.width,
        height: input.height,
        scale: thumbnailScale(input.width, input.height),
        backgroundColor: input.background,
        font: false,
        timeout: IMAGE_WAIT_MS,
        filter: (node) => !(node instanceof HTMLVideoElement),
      });
    };
    const blob = await withTimeout(draw(), THUMBNAIL_TIMEOUT_MS, 'The thumbnail');
    if (!blob || blob.size === 0) throw new Error('The thumbnail is empty');
    return blob;
  } finally {
    root.unmount();
    host.remove();
  }
}
