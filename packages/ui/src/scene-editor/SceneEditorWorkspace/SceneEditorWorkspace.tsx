import type { Section } from '@screenplay/core';
import { useValue, type SceneEditorStore } from '@screenplay/hooks';
import { LayerDataProvider, type LayerDataStores } from '@screenplay/hooks/layers';
import type { ReactNode, RefObject } from 'react';
import { LoadingIndicator } from '../../LoadingIndicator/LoadingIndicator';
import { SceneCanvas } from '../../SceneCanvas';
import { SectionDetails } from '../../SectionDetails';
import { SectionList } from '../../SectionList';
import type { SceneEditorView } from '../SceneEditorToolbar/SceneEditorToolbar';

/** Props of {@link SceneEditorWorkspace}. */
export interface SceneEditorWorkspaceProps {
  store: SceneEditorStore;
  /** The canvas viewport (from `useEditorFit`). */
  viewport: RefObject<HTMLDivElement | null>;
  /** False while the scene or layout loads: the viewport shows a loading indicator. */
  isReady: boolean;
  /** Accessible name of the canvas. */
  canvasLabel: string;
  view: SceneEditorView;
  /** Deletes a section (after the page's confirmation). */
  onDelete: (id: number) => void;
  /** False hides the list's delete buttons (a layout keeps at least one section). */
  canDelete?: boolean;
  /** Reverts a draft section to its saved parent (after the page's confirmation); offered only for such a draft. */
  onRevert?: (id: number) => void;
  /** The selected section's animation control (scenes only). */
  animation?: ReactNode;
  /** A section's content on the canvas when the view shows content (e.g. `SectionContent`). */
  renderContent?: (section: Section) => ReactNode;
  /** The data layers read (forecasts, feeds, fonts), provided once around the canvas for `renderContent`. */
  layerData?: LayerDataStores;
}

/**
 * The three columns the scene and layout editors share: the section list, the canvas in its viewport and the
 * selected section's details, all bound to one scene editor store.
 */
export function SceneEditorWorkspace({
  store,
  viewport,
  isReady,
  canvasLabel,
  view,
  onDelete,
  canDelete,
  animation,
  renderContent,
  onRevert,
  layerData,
}: SceneEditorWorkspaceProps) {
  const scene = useValue(store.$scene);
  const sections = useValue(store.$sections);
  const selectedId = useValue(store.$selectedId);
  const selected = useValue(store.$selected);
  const zoom = useValue(store.$zoom);
  const keepRatio = useValue(store.$keepRatio);
  // While the scene is saved, cancelled or reloaded the server's answer replaces the sections: no drags then.
  const isBusy = useValue(store.$isLoading);
  const isGridVisible = useValue(store.$isGridVisible);
  const isSnapEnabled = useValue(store.$isSnapEnabled);

  const canvas = (
    <div ref={viewport} data-scope="scene-editor" data-part="viewport">
      {!isReady || !scene ? (
        <LoadingIndicator />
      ) : (
        <SceneCanvas
          label={canvasLabel}
          scene={scene}
          sections={sections.filter((section) => !section.hidden)}
          selectedId={selectedId}
          onSelect={(id) => store.select(id)}
          onGeometryChange={(id, rect) => {
            store.beginGesture(id);
            store.updateGesture(rect);
            store.endGesture();
          }}
          onNudge={(id, dx, dy) => store.nudge(id, { dx, dy })}
          zoom={zoom}
          isLocked={isBusy}
          isGridVisible={isGridVisible}
          isSnapEnabled={isSnapEnabled}
          keepRatio={keepRatio}
          is3d={view.is3d}
          showContent={view.showContent}
          renderContent={renderContent}
        />
      )}
    </div>
  );
  return (
    <div data-scope="scene-editor" data-part="workspace">
      <SectionList
        sections={sections}
        selectedId={selectedId}
        onSelect={(id) => store.select(id)}
        onAdd={() => store.addSection()}
        onDuplicate={(id) => store.duplicateSection(id)}
        onDelete={onDelete}
        onToggleHidden={(id) => {
          const section = sections.find((s) => s.id === id);
          if (section?.hidden) store.show(id);
          else store.hide(id);
        }}
        onReorder={(from, to) => store.reorder(from, to)}
        canDelete={canDelete}
      />
      {layerData ? <LayerDataProvider stores={layerData}>{canvas}</LayerDataProvider> : canvas}
      <SectionDetails
        section={selected}
        scene={scene ?? { width: 1, height: 1 }}
        keepRatio={keepRatio}
        onGeometryChange={(geometry) => selectedId !== null && store.setGeometry(selectedId, geometry)}
        onRename={(name) => selectedId !== null && store.rename(selectedId, name)}
        onBackgroundChange={(color, opacity) => store.setBackground(color, opacity)}
        onToggleKeepRatio={() => store.toggleKeepRatio()}
        animation={animation}
        onRevert={
          // spec authoring: reverting a single section is offered only when the section is draft and has a parent
          onRevert && selected?.draft && selected.parentId !== null ? () => onRevert(selected.id) : undefined
        }
      />
    </div>
  );
}
