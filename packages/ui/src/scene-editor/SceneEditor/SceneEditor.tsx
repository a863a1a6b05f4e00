import { SECTION_ANIMATION_TYPES, type AnimationType, type Id, type Scene } from '@screenplay/core';
import {
  useCanvasPan,
  useConfirmSectionDelete,
  useEditorFit,
  useEditorKeyboard,
  useLoader,
  useSceneRealtime,
  useText,
  useValue,
  type PopupStore,
  type SceneEditorStore,
  type SceneRealtime,
  type ToastStore,
} from '@screenplay/hooks';
import type { LayerDataStores } from '@screenplay/hooks/layers';
import { useEffect, useState, type ReactNode } from 'react';
import { AnimationMenu } from '../../AnimationMenu';
import { PlaylistPanel, type PlaylistLinks } from '../PlaylistPanel/PlaylistPanel';
import { SceneEditorHeader } from '../SceneEditorHeader/SceneEditorHeader';
import { SceneEditorToolbar, type SceneEditorView } from '../SceneEditorToolbar/SceneEditorToolbar';
import { SceneEditorWorkspace } from '../SceneEditorWorkspace/SceneEditorWorkspace';
import { SectionContent } from '../SectionContent/SectionContent';
import { EditorOverlays } from './EditorOverlays';
import { useEditorServices } from './useEditorServices';
import { useSceneEditorActions } from './useSceneEditorActions';

/** Props of {@link SceneEditor}. */
export interface SceneEditorProps {
  /** The editor's store (`createSceneEditorStore` over any `SceneRepository`). */
  store: SceneEditorStore;
  /** The scene to open; the editor loads it, and forgets it when another one opens. */
  sceneId: Id;
  /** A section to select once the scene is loaded (e.g. coming back from the item editor). */
  initialSectionId?: Id | null;
  /** The host's popup store (it shows the popups); without it the editor shows its own confirmations. */
  popups?: PopupStore;
  /** The host's toast store (it shows the toasts); without it the editor shows its own. */
  toasts?: ToastStore;
  /** The section animations offered; core's set when absent. */
  animationTypes?: readonly AnimationType[];
  /** The data layers read (forecasts, feeds, fonts): with them the canvas and playlist draw the items' content. */
  layerData?: LayerDataStores;
  /** Joins the scene's realtime channel (presence, others' saves); no realtime without it. Keep `connect` stable. */
  realtime?: SceneRealtime;
  /** The playlist item and schedule editors' links; without them the playlist is edited in place only. */
  playlistLinks?: PlaylistLinks;
  /** Shown first in the header, e.g. the host's link back to its scene list. */
  back?: ReactNode;
  /** Called with the scene after each successful save (e.g. to draw its thumbnail). */
  onSaved?: (scene: Scene) => void;
  /**
   * Wraps the work area, e.g. to add content tabs beside it that drop onto its sections; the work area alone when
   * absent.
   */
  renderContentArea?: (workspace: ReactNode) => ReactNode;
  className?: string;
}

/**
 * The whole scene editor: header (name, presence, save status, Cancel, Save, tags), tool bar, the work area (section
 * list, canvas, section details) and the selected section's playlist, with the editor's keyboard shortcuts and mouse
 * modes. Each part is exported to rearrange; everything the host's app supplies (links, realtime, layer data,
 * content tabs) is a prop, absent features simply not shown.
 * @example
 * const store = createSceneEditorStore({ repository: createMemorySceneRepository([scene]), clientId: 'me' });
 * <SceneEditor store={store} sceneId={scene.id} />
 */
export function SceneEditor({
  store,
  sceneId,
  initialSectionId = null,
  popups: givenPopups,
  toasts: givenToasts,
  animationTypes = SECTION_ANIMATION_TYPES,
  layerData,
  realtime,
  playlistLinks,
  back,
  onSaved,
  renderContentArea,
  className,
}: SceneEditorProps) {
  const t = useText();
  const { popups, toasts, ownsPopups, ownsToasts } = useEditorServices(givenPopups, givenToasts);
  useSceneRealtime(store, sceneId, realtime);
  // Issue 15: the canvas shows each section's content from the start (when it can draw it); the toolbar turns it off.
  const [view, setView] = useState<SceneEditorView>({ is3d: false, showContent: layerData !== undefined });
  const { viewport, fitScale } = useEditorFit(store);
  const pan = useCanvasPan(viewport);
  // The initial section only matters when the scene opens: a later change does not reload the scene.
  const opened = useLoader(() => store.load(sceneId), [store, sceneId], {
    onData: (isLoaded) => {
      if (isLoaded && initialSectionId !== null) store.select(initialSectionId);
    },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: forget the scene whenever another one (`sceneId`) opens
  useEffect(() => () => store.reset(), [store, sceneId]);
  const loadState = opened.status === 'loading' ? 'loading' : opened.data ? 'ready' : 'missing';
  const selected = useValue(store.$selected);
  const confirmDelete = useConfirmSectionDelete(popups, store.deleteSection);
  useEditorKeyboard(store, confirmDelete);
  const actions = useSceneEditorActions(store, popups, toasts, onSaved);
  const overlays = <EditorOverlays popups={ownsPopups ? popups : null} toasts={ownsToasts ? toasts : null} />;

  if (loadState === 'missing') {
    return (
      <section data-scope="scene-editor" data-part="missing" className={className}>
        <p role="alert">{t('sceneEditor.notFound')}</p>
        {back}
        {overlays}
      </section>
    );
  }
  const workspace = (
    <SceneEditorWorkspace
      store={store}
      viewport={viewport}
      isReady={loadState === 'ready'}
      canvasLabel={t('sceneEditor.canvas')}
      view={view}
      onDelete={confirmDelete}
      onRevert={(id) => void actions.revertSection(id)}
      layerData={layerData}
      renderContent={layerData ? (section) => <SectionContent section={section} /> : undefined}
      animation={
        <AnimationMenu
          label={t('sceneEditor.animation')}
          types={animationTypes}
          value={selected ? (selected.animation ?? 'none') : null}
          onChange={(id) => store.setAnimation(id)}
        />
      }
    />
  );
  return (
    <div data-scope="scene-editor" data-part="root" className={className}>
      <SceneEditorHeader
        store={store}
        back={back}
        onCancel={() => void actions.cancel()}
        onSave={() => void actions.save()}
      />
      <SceneEditorToolbar
        store={store}
        fitScale={fitScale}
        view={view}
        onViewChange={setView}
        pan={pan}
        hasContentPreview={layerData !== undefined}
      />
      <div data-scope="scene-editor" data-part="body">
        {renderContentArea ? renderContentArea(workspace) : workspace}
        <PlaylistPanel
          store={store}
          sceneId={sceneId}
          popups={popups}
          toasts={toasts}
          links={playlistLinks}
          layerData={layerData}
        />
      </div>
      {overlays}
    </div>
  );
}
