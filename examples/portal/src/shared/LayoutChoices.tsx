import type { Id, Size } from '@screenplay/core';
import type { Layout } from '@screenplay/core/library';
import { LAYOUTS_API } from '@screenplay/core/contract';
import { LayoutPreview } from '@screenplay/ui';
import { useLoader, useText } from '@screenplay/hooks';
import { Link } from 'wouter';
import { usePortal } from '../app/PortalContext';

/** Waits this long after the last size change before asking for layouts (ours: typing a width is several changes). */
const SIZE_SETTLE_MS = 300;

/** The page that builds a scene from `layout`, carrying the folder the scene was being created in. */
function fromLayoutPath(layoutId: Id, folderId: Id | null): string {
  return `/scenes/create_scene_from_layout/${layoutId}${folderId === null ? '' : `?folderId=${folderId}`}`;
}

/**
 * The create-scene page's other way in: the tenant's layouts of the chosen size (`GET layouts?width&height`), each
 * a preview leading to `/scenes/create_scene_from_layout/:layoutId` with the current folder.
 */
export function LayoutChoices({ size, folderId }: { size: Size; folderId: Id | null }) {
  const t = useText();
  const { api } = usePortal();
  const found = useLoader(
    async ({ isCurrent }): Promise<readonly Layout[] | null> => {
      await new Promise((settled) => setTimeout(settled, SIZE_SETTLE_MS));
      if (!isCurrent()) return null; // the size changed again meanwhile: ask only for the last one
      const answer = await api.call(LAYOUTS_API.list, {
        query: { width: String(size.width), height: String(size.height) },
      });
      return answer.data;
    },
    [api, size.width, size.height],
    { keepPreviousData: true },
  );
  // An optional shortcut: without an answer the form still creates scenes.
  const layouts = found.status === 'error' ? [] : (found.data ?? null);

  return (
    <section data-scope="layout-choices" data-part="root" aria-labelledby="layout-choices-title">
      <h3 id="layout-choices-title">{t('layoutScene.layouts')}</h3>
      {layouts !== null && layouts.length === 0 ? <p data-part="empty">{t('layoutScene.noLayouts')}</p> : null}
      {layouts !== null && layouts.length > 0 ? (
        <ul data-part="items">
          {layouts.map((layout) => (
            <li key={layout.id}>
              {/* Named by what it shows: the layout's name and its size (WCAG 2.5.3); the heading says what choosing does. */}
              <Link href={fromLayoutPath(layout.id, folderId)} data-part="choice">
                <span data-part="name">{layout.name}</span>
                <LayoutPreview
                  width={layout.width}
                  height={layout.height}
                  sections={layout.sections}
                  label={layout.name}
                  isDecorative
                />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
