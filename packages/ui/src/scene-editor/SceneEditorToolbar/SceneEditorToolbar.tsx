import { signal } from '@preact/signals-core';
import type { CanvasPan, MouseMode, SceneEditorStore } from '@screenplay/hooks';
import { useValue, useText } from '@screenplay/hooks';
import { Button } from '../../Button/Button';

/** The mode shown without a pan (a signal, so the hook order stays fixed). */
const NO_PAN = signal<MouseMode>('select');

/** The view toggles of an editor (they change no data): the 3D view and the sections' content on the canvas. */
export interface SceneEditorView {
  is3d: boolean;
  showContent: boolean;
}

/** Props of {@link SceneEditorToolbar}. */
export interface SceneEditorToolbarProps {
  store: SceneEditorStore;
  /** The zoom that fits the scene in the viewport (from `useEditorFit`): 'Fit' and the zoom steps use it. */
  fitScale: number;
  view: SceneEditorView;
  onViewChange: (view: SceneEditorView) => void;
  /** False leaves out the content preview toggle (a layout's sections hold no content). */
  hasContentPreview?: boolean;
  /** The canvas's mouse mode (select or drag): shown as two toggles when given. */
  pan?: CanvasPan;
}

/**
 * The editor's tool bar: undo/redo, zoom presets, grid, snap, 3D and content preview toggles. The layout editor
 * leaves out the content preview (`hasContentPreview={false}`): a layout's sections hold no content.
 */
export function SceneEditorToolbar({
  store,
  fitScale,
  view,
  onViewChange,
  hasContentPreview = true,
  pan,
}: SceneEditorToolbarProps) {
  const t = useText();
  const zoom = useValue(store.$zoom);
  const isGridVisible = useValue(store.$isGridVisible);
  const isSnapEnabled = useValue(store.$isSnapEnabled);
  const canUndo = useValue(store.$canUndo);
  const canRedo = useValue(store.$canRedo);
  const mouseMode = useValue(pan?.$mode ?? NO_PAN);

  const toggle = (label: string, isOn: boolean, onClick: () => void) => (
    <Button type="button" variant="secondary" aria-pressed={isOn} onClick={onClick}>
      {label}
    </Button>
  );
  return (
    <div data-scope="editor-toolbar" data-part="root" role="toolbar" aria-label={t('sceneEditor.toolbar')}>
      <Button type="button" variant="secondary" disabled={!canUndo} onClick={() => store.undo()}>
        {t('sceneEditor.undo')}
      </Button>
      <Button type="button" variant="secondary" disabled={!canRedo} onClick={() => store.redo()}>
        {t('sceneEditor.redo')}
      </Button>
      <span data-part="separator" aria-hidden="true" />
      <Button
        type="button"
        variant="secondary"
        aria-label={t('sceneEditor.zoomOut')}
        onClick={() => store.zoomTo('out', fitScale)}
      >
        −
      </Button>
      <output data-part="zoom" aria-live="polite">
        {t('sceneEditor.zoomLevel', { percent: Math.round(zoom * 100) })}
      </output>
      <Button
        type="button"
        variant="secondary"
        aria-label={t('sceneEditor.zoomIn')}
        onClick={() => store.zoomTo('in', fitScale)}
      >
        +
      </Button>
      <Button
        type="button"
        variant="secondary"
        onClick={() => {
          store.zoomTo('fit', fitScale);
          pan?.reset();
        }}
      >
        {t('sceneEditor.zoomFit')}
      </Button>
      {([50, 100, 200] as const).map((percent) => (
        <Button key={percent} type="button" variant="secondary" onClick={() => store.zoomTo(percent, fitScale)}>
          {`${percent}%`}
        </Button>
      ))}
      {pan ? (
        <>
          <span data-part="separator" aria-hidden="true" />
          <fieldset aria-label={t('sceneEditor.mouseMode')} data-part="mouse-mode">
            <Button
              type="button"
              variant="secondary"
              aria-pressed={mouseMode === 'select'}
              aria-keyshortcuts="V"
              title={t('sceneEditor.selectModeHint')}
              onClick={() => pan.setMode('select')}
            >
              {t('sceneEditor.selectMode')}
            </Button>
            <Button
              type="button"
              variant="secondary"
              aria-pressed={mouseMode === 'drag'}
              aria-keyshortcuts="H Space"
              title={t('sceneEditor.dragModeHint')}
              onClick={() => pan.setMode('drag')}
            >
              {t('sceneEditor.dragMode')}
            </Button>
          </fieldset>
        </>
      ) : null}
      <span data-part="separator" aria-hidden="true" />
      {toggle(t('sceneEditor.grid'), isGridVisible, () => store.toggleGrid())}
      {toggle(t('sceneEditor.snap'), isSnapEnabled, () => store.toggleSnap())}
      {toggle(t('sceneEditor.depthView'), view.is3d, () => onViewChange({ ...view, is3d: !view.is3d }))}
      {hasContentPreview
        ? toggle(t('sceneEditor.contentPreview'), view.showContent, () =>
            onViewChange({ ...view, showContent: !view.showContent }),
          )
        : null}
    </div>
  );
}
