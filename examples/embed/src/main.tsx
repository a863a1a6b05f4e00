import type { Id } from '@screenplay/core';
import { createSceneEditorStore } from '@screenplay/hooks';
import { createLayerEditorStore, playlistItemDocument } from '@screenplay/hooks/layers';
import { ScreenplayIntlProvider } from '@screenplay/ui';
import { LayerEditor } from '@screenplay/ui/layer-editor';
import { LayerRegistryProvider, createLayerRegistry } from '@screenplay/ui/layers';
import { type PlaylistLinks, SceneEditor } from '@screenplay/ui/scene-editor';
import '@screenplay/ui/theme.css';
import { useMemo, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import './brand.css';
import { qrCodeLayer } from './qrCodeLayer';
import { SCENE_ID, createLocalSceneRepository, sectionItems } from './storage';

const scenes = createLocalSceneRepository();
const sceneEditor = createSceneEditorStore({ repository: scenes, clientId: crypto.randomUUID() });
const layerTypes = createLayerRegistry([qrCodeLayer]);
// Two pages on the address's hash: `#/items/<section>/<item or new>` is the item editor, anything else the scene's.
const ITEM_PAGE = /^#\/items\/(\d+)\/(\d+|new)$/;
const navigate = (href: string) => window.location.assign(href);
const links: PlaylistLinks = { navigate, itemHref: (_scene, section, item) => `#/items/${section}/${item ?? 'new'}` };
const onHashChange = (listener: () => void) => {
  window.addEventListener('hashchange', listener);
  return () => window.removeEventListener('hashchange', listener);
};

function ItemEditor({ sectionId, itemId }: { sectionId: Id; itemId: Id | null }) {
  const editor = useMemo(() => createLayerEditorStore({ repository: sectionItems(scenes, sectionId) }), [sectionId]);
  const open = async () => {
    if (itemId !== null) return editor.load(itemId);
    editor.open(playlistItemDocument(await scenes.loadSection(SCENE_ID, sectionId)));
    return true;
  };
  const back = () => navigate('#/');
  const title = itemId === null ? 'New item' : `Item ${itemId}`;
  return <LayerEditor editor={editor} open={open} title={title} backHref="#/" onBack={back} onSaved={back} />;
}

function App() {
  const page = ITEM_PAGE.exec(useSyncExternalStore(onHashChange, () => window.location.hash));
  return (
    <main className="acme-app">
      <h1 className="acme-brand">Acme Signage</h1>
      {page ? (
        <ItemEditor key={page[0]} sectionId={Number(page[1])} itemId={page[2] === 'new' ? null : Number(page[2])} />
      ) : (
        <SceneEditor store={sceneEditor} sceneId={SCENE_ID} playlistLinks={links} />
      )}
    </main>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <ScreenplayIntlProvider>
    <LayerRegistryProvider registry={layerTypes}>
      <App />
    </LayerRegistryProvider>
  </ScreenplayIntlProvider>,
);
