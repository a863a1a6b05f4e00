import type { Scene } from '@screenplay/core';
import { LAYOUTS_API, SCENES_API, pathOf } from '@screenplay/core/contract';
import type { Layout } from '@screenplay/core/library';
import type { ApiClient } from '@screenplay/hooks';
import {
  layoutThumbnailInput,
  sceneThumbnailInput,
  type ThumbnailInput,
  templateThumbnailInput,
} from './thumbnail.input';

/** Draws a thumbnail to a PNG (the rasteriser; tests pass their own). */
export type Rasterise = (input: ThumbnailInput) => Promise<Blob>;

/** The rasteriser, loaded when a thumbnail is first drawn (it and modern-screenshot stay out of the first load). */
const rasterise: Rasterise = async (input) => (await import('./rasterise')).rasteriseThumbnail(input);

/** Where a failed thumbnail is reported: it is logged, never shown, and never fails the save it follows. */
function reportFailure(what: string, error: unknown): void {
  console.warn(`No thumbnail for ${what}:`, error);
}

/** Whose thumbnail is sent: the scene's or the layout's upload endpoint, and the id. */
interface ThumbnailTarget {
  endpoint: typeof SCENES_API.thumbnail | typeof LAYOUTS_API.thumbnail;
  id: number;
}

/** A multipart body with the picture as its `thumbnail` file. */
function thumbnailForm(picture: Blob): FormData {
  const form = new FormData();
  form.append('thumbnail', picture, 'thumbnail.png');
  return form;
}

/**
 * Draws `input` and sends it to the target's `PUT .../thumbnail` (ours, see the server's scene.thumbnail.ts). Fail-soft: resolves to the
 * stored URL, or null when drawing or sending failed (logged). Meant to run in the background after a save.
 */
async function drawAndSend(
  api: ApiClient,
  target: ThumbnailTarget,
  input: ThumbnailInput,
  draw: Rasterise,
): Promise<string | null> {
  const params = { id: target.id };
  try {
    const picture = await draw(input);
    const answer = await api.call(target.endpoint, { params, body: thumbnailForm(picture) });
    return answer.data.thumbnail;
  } catch (error) {
    reportFailure(pathOf(target.endpoint, params), error);
    return null;
  }
}

/**
 * After a scene is saved: draws each section's current item and stores the picture as the scene's thumbnail
 * (`PUT scenes/{id}/thumbnail`), shown on its card next time. Never rejects.
 * @example void saveSceneThumbnail(api, store.$scene.peek());
 */
export function saveSceneThumbnail(
  api: ApiClient,
  scene: Pick<Scene, 'id' | 'width' | 'height' | 'sections'>,
  draw: Rasterise = rasterise,
): Promise<string | null> {
  return drawAndSend(api, { endpoint: SCENES_API.thumbnail, id: scene.id }, sceneThumbnailInput(scene), draw);
}

/** After a layout is saved: draws its sections and stores the picture as its thumbnail (`PUT layouts/{id}/thumbnail`). */
export function saveLayoutThumbnail(
  api: ApiClient,
  layout: Pick<Layout, 'id' | 'width' | 'height' | 'sections'>,
  draw: Rasterise = rasterise,
): Promise<string | null> {
  return drawAndSend(api, { endpoint: LAYOUTS_API.thumbnail, id: layout.id }, layoutThumbnailInput(layout), draw);
}

/**
 * A template's preview image, sent with its save (spec: `POST library` multipart carries `preview`): its layers
 * drawn. Fail-soft: null when drawing failed (logged), and the template is saved without a new preview.
 */
export async function templatePreview(
  template: Parameters<typeof templateThumbnailInput>[0],
  draw: Rasterise = rasterise,
): Promise<Blob | null> {
  try {
    return await draw(templateThumbnailInput(template));
  } catch (error) {
    reportFailure('the template', error);
    return null;
  }
}
