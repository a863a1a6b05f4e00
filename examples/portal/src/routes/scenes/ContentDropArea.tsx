import type { SceneEditorStore } from '@screenplay/hooks';
import type { ReactNode } from 'react';
import { ContentTabs } from './ContentTabs';
import { useContentDrop } from './useContentDrop';

/**
 * The scene editor's workspace with the content tabs beside it: content dragged from the tabs, or files from the
 * desktop, dropped on a section of the canvas inside become a new playlist item of that section (`useContentDrop`).
 * Drags that are not content (sections, playlist items) pass through to their own handlers.
 */
export function ContentDropArea({ store, children }: { store: SceneEditorStore; children: ReactNode }) {
  const drop = useContentDrop(store);
  return (
    <div data-scope="content-area" data-part="root" {...drop.handlers}>
      {children}
      <ContentTabs store={store} drop={drop} />
    </div>
  );
}
