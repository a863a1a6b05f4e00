import type { Id } from '@screenplay/core';
import { createSceneEditorStore } from '@screenplay/hooks';
import { createLayerEditorStore, playlistItemDocument } from '@screenplay/hooks/layers';
import { ScreenplayIntlProvider } from '@screenplay/ui';
import { LayerEditor } from '@screenplay/ui/layer-editor';
import { LayerRegistryProvider, createLayerRegistry } from '@screenplay/ui/layers';
import { type PlaylistLinks, SceneEditor } from '@screenplay/ui/scene-editor';
import '@screenplay/ui/theme.css';
import { StrictMode, useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import './brand.css';
import { qrCodeLayer } from './qrCodeLayer';
import { SCENE_ID, createLocalSceneRepository, sectionItems } from './storage';

const scenes = createLocalSceneRepository();
const sceneEditor = createSceneEditorStore({ repository: scenes, clientId: crypto.randomUUID() });
const registry = createLayerRegistry([qrCodeLayer]);

/** The item editor is `#/items/<section>/<item or new>`; anything else is the scene editor. */
const ITEM_ROUTE = /^#\/items\/(\d+)\/(\d+|new)$/;
const links: PlaylistLinks = {
  itemHref: (_sceneId, sectionId, itemId) => `#/items/${sectionId}/${itemId ?? 'new'}`,
  navigate: (href) => {
    window.location.hash = href;
  },
};

function useHash(): string {
  const [hash, setHash] = useState(window.location.hash);
  useEffect(() => {
    const onChange = () => setHash(window.location.hash);
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  return hash;
}

function ItemEditor({ sectionId, itemId }: { sectionId: Id; itemId: Id | null }) {
  const editor = useMemo(() => createLayerEditorStore({ repository: sectionItems(scenes, sectionId) }), [sectionId]);
  const back = () => {
    window.location.hash = '#/';
  };
  const open = async () => {
    if (itemId !== null) return editor.load(itemId);
    editor.open(playlistItemDocument(await scenes.loadSection(SCENE_ID, sectionId)));
    return true;
  };
  return (
    <LayerEditor
      editor={editor}
      open={open}
      documentKey={`${sectionId}/${itemId}`}
      title={itemId === null ? 'New item' : `Item ${itemId}`}
      backHref="#/"
      onBack={back}
      onSaved={back}
    />
  );
}

function App() {
  const route = ITEM_ROUTE.exec(useHash());
  return (
    <main className="acme-app">
      <h1 className="acme-brand">Acme Signage</h1>
      {route ? (
        <ItemEditor sectionId={Number(route[1])} itemId={route[2] === 'new' ? null : Number(route[2])} />
      ) : (
        <SceneEditor store={sceneEditor} sceneId={SCENE_ID} playlistLinks={links} />
      )}
    </main>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <ScreenplayIntlProvider>
      <LayerRegistryProvider registry={registry}>
        <App />
      </LayerRegistryProvider>
    </ScreenplayIntlProvider>
  </StrictMode>,
);
