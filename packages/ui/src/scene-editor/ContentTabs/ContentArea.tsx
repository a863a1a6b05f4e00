import type { SceneEditorStore } from '@screenplay/hooks';
import type { ReactNode } from 'react';
import type { ContentSource } from './contentSource.types';
import { ContentTabs } from './ContentTabs';

/** Props of {@link ContentArea}. */
export interface ContentAreaProps {
  store: SceneEditorStore;
  /** The host's content and what a drop or an 'Add' does with it. */
  source: ContentSource;
  /** The work area the content drops onto (the editor's `SceneEditorWorkspace`). */
  children: ReactNode;
}

/**
 * The scene editor's work area with the content tabs beside it: content dragged from the tabs, or files from the
 * desktop, dropped on a section inside go to the source's handlers (which mark the section under the drag and add the
 * content to it). Drags that are not content (sections, playlist items) pass through to their own handlers.
 * @example
 * <SceneEditor store={store} sceneId={id} renderContentArea={(workspace) => (
 *   <ContentArea store={store} source={source}>{workspace}</ContentArea>
 * )} />
 */
export function ContentArea({ store, source, children }: ContentAreaProps) {
  return (
    <div data-scope="content-area" data-part="root" {...source.handlers}>
      {children}
      <ContentTabs store={store} source={source} />
    </div>
  );
}
