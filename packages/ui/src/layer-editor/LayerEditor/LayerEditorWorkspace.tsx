import { computed } from '@preact/signals-core';
import { DEFAULT_BACKGROUND, PREVIEW_STAGE_COLOR, defaultTextColor, type Layer, type Point } from '@screenplay/core';
import type { DragPayload } from '@screenplay/core/library';
import { useFitScale, useText, useValue } from '@screenplay/hooks';
import { LayerDataProvider, type LayerDataStores, type LayerEditorStore, useFonts } from '@screenplay/hooks/layers';
import { type ReactNode, useCallback, useEffect, useMemo, useRef } from 'react';
import { DataLayerView, LayerView } from '../../layers';
import { LayerCanvas } from '../LayerCanvas';
import { LayerLibraryPanel } from '../LayerLibraryPanel';
import { LayerList } from '../LayerList';
import { LayerProperties, type LayerPropertiesProps } from '../LayerProperties';
import { LayerToolbar } from '../LayerToolbar';
import type { ChooseSourceHandler } from '../layerEditor.types';
import { type LayerRefusalHandler, useLayerShortcuts } from './layerShortcuts';

/** What the properties panel takes from the host besides the editor: fonts, feed accounts, choosers, place search. */
export type LayerPropertiesData = Omit<LayerPropertiesProps, 'editor' | 'className'>;

/** Props of {@link LayerEditorWorkspace}. */
export interface LayerEditorWorkspaceProps {
  editor: LayerEditorStore;
  /** Accessible name of the canvas. */
  canvasLabel: string;
  /** What the layers are drawn on: the section's background (a template: none), over the black of a screen. */
  background?: string;
  /** Opens the host's chooser for a library kind that needs a source (media, templates, feeds…). */
  onChooseSource?: ChooseSourceHandler;
  /** Drops an item dragged from outside the canvas (the portal's stock photos). */
  onDropItem?: (payload: DragPayload, point: Point) => void;
  /** The host's data and choosers for the selected layer's properties. */
  properties?: LayerPropertiesData;
  /** Shown under the layer library (the portal's stock photo search). */
  libraryExtra?: ReactNode;
  /** Receives a refused copy or cut's message key (a Video layer); nothing is shown when absent. */
  onRefusal?: LayerRefusalHandler;
  /**
   * The forecasts, feeds and fonts layers show (`@screenplay/hooks/layers`): with them, weather and feed layers show
   * their data and fonts load; without them, layers are drawn as they are (weather 'n/a', feeds empty).
   */
  layerData?: LayerDataStores;
  className?: string;
}

/** The canvas's backdrop: the background over the black a screen shows where nothing is drawn (as the preview does). */
export function canvasBackdrop(background: string): string {
  return `linear-gradient(${background}, ${background}), rgb(${PREVIEW_STAGE_COLOR.r} ${PREVIEW_STAGE_COLOR.g} ${PREVIEW_STAGE_COLOR.b})`;
}

const ignoreRefusal: LayerRefusalHandler = () => {};

/**
 * A layer editor's work area: the tool bar, then the layer library, the canvas fitted to its viewport (zoomed to fit
 * once the document opens) and the layer list with the selected layer's properties. Library kinds that need a source
 * ask the host (`onChooseSource`). Ctrl/Cmd+C, X, V, Z, Shift+Z and Y work on the whole page (V pastes at the pointer
 * when it is over the canvas, else 15% off the original).
 */
export function LayerEditorWorkspace(props: LayerEditorWorkspaceProps) {
  const { layerData } = props;
  if (!layerData) return <Workspace {...props} hasData={false} />;
  return (
    <LayerDataProvider stores={layerData}>
      <LayerFonts editor={props.editor} />
      <Workspace {...props} hasData />
    </LayerDataProvider>
  );
}

function Workspace({
  editor,
  canvasLabel,
  background = DEFAULT_BACKGROUND,
  onChooseSource,
  onDropItem,
  properties,
  libraryExtra,
  onRefusal = ignoreRefusal,
  hasData,
  className,
}: LayerEditorWorkspaceProps & { hasData: boolean }) {
  const t = useText();
  // Where the pointer is over the canvas (null when it is elsewhere): Ctrl/Cmd+V pastes there, else at the offset.
  const pointer = useRef<Point | null>(null);
  const onPointerPoint = useCallback((point: Point | null) => {
    pointer.current = point;
  }, []);
  const pastePoint = useCallback(() => pointer.current, []);
  useLayerShortcuts(editor, onRefusal, pastePoint);

  // The canvas size alone: layer edits (a drag replaces the document on every move) do not render the workspace.
  const $size = useMemo(
    () => ({
      width: computed(() => editor.$document.value?.width ?? null),
      height: computed(() => editor.$document.value?.height ?? null),
    }),
    [editor],
  );
  const width = useValue($size.width);
  const height = useValue($size.height);
  const viewport = useRef<HTMLDivElement>(null);
  const size = useMemo(() => (width !== null && height !== null ? { width, height } : null), [width, height]);
  const fit = useFitScale(viewport, size);
  const hasFitted = useRef(false);
  useEffect(() => {
    if (fit !== null && size && !hasFitted.current) {
      hasFitted.current = true;
      editor.zoomTo('fit', fit);
    }
  }, [editor, fit, size]);

  // A layer with its data (forecast, feed, ticking time) when the host gives it, videos on their first frame; a text
  // without a colour of its own in black or white, whichever reads on what lies below it (as in the preview).
  const renderLayer = useCallback(
    (layer: Layer) => {
      const all = editor.$layers.peek();
      const index = all.findIndex((candidate) => candidate.id === layer.id);
      const textColor = defaultTextColor(all, index, background);
      const View = hasData ? DataLayerView : LayerView;
      return <View layer={layer} isPlaying={false} textColor={textColor} />;
    },
    [editor, background, hasData],
  );

  return (
    <>
      <LayerToolbar editor={editor} fitScale={fit ?? 1} />
      <div data-scope="layer-editor-page" data-part="workspace" className={className}>
        <aside data-part="library" aria-label={t('playlistEditor.libraryPanel')}>
          <LayerLibraryPanel editor={editor} {...(onChooseSource ? { onChooseSource } : {})} />
          {libraryExtra}
        </aside>
        <div ref={viewport} data-part="viewport">
          {/* The theme draws the canvas on --sp-editor-scene-bg: here, what the section shows. */}
          <div data-part="backdrop" style={{ ['--sp-editor-scene-bg' as string]: canvasBackdrop(background) }}>
            <LayerCanvas
              editor={editor}
              label={canvasLabel}
              renderLayer={renderLayer}
              onPointerPoint={onPointerPoint}
              {...(onChooseSource ? { onChooseSource } : {})}
              {...(onDropItem ? { onDropItem } : {})}
            />
          </div>
        </div>
        <aside data-part="side" aria-label={t('playlistEditor.layersPanel')}>
          <LayerList editor={editor} />
          <LayerProperties editor={editor} {...properties} />
        </aside>
      </div>
    </>
  );
}

/** Loads the font families the layers use; alone in its component, so layer edits render only it. */
function LayerFonts({ editor }: { editor: LayerEditorStore }) {
  useFonts(useValue(editor.$layers));
  return null;
}
