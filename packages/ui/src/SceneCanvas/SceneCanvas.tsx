import type { Guide } from '@screenplay/core';
import { signal } from '@preact/signals-core';
import { useMemo, useRef } from 'react';
import { GridOverlay } from './GridOverlay';
import { SectionBox } from './SectionBox';
import { SnapGuides } from './SnapGuides';
import { rectOf, type SceneCanvasProps } from './sceneCanvas.types';
import { depthStep3d, perspective3dPx, stageTransform3d } from './stage3d';
import type { GestureContext } from './useSectionGesture';

export { perspective3dPx } from './stage3d';

/**
 * The scene canvas: sections in plain DOM over an optional grid, with selection, drag and 8 resize
 * handles, snapping (Ctrl disables it) with guide lines, ratio lock (Shift), zoom and a 3D stack.
 * Dragging writes only the dragged section's DOM; the other sections do not re-render.
 */
export function SceneCanvas(props: SceneCanvasProps) {
  const {
    scene,
    sections,
    selectedId,
    zoom,
    isGridVisible = true,
    is3d = false,
    showContent = false,
    label,
    className,
  } = props;
  const guides = useMemo(() => signal<readonly Guide[]>([]), []);
  const context = useRef<GestureContext>({ props, guides, othersOf: () => [] });
  // Gestures read the latest props when they start; assigning here keeps SectionBox's memo intact.
  context.current = {
    props,
    guides,
    othersOf: (id) => context.current.props.sections.filter((s) => s.id !== id && !s.hidden).map(rectOf),
  };

  const depthStep = is3d ? depthStep3d(scene, sections.length) : 0;
  // In 3D the tilted stack is fitted inside the frame (never clipped by it); its scale keeps labels a readable size.
  const stage3d = is3d ? stageTransform3d(scene, zoom, sections.length) : null;
  return (
    <div
      data-scope="scene-canvas"
      data-part="root"
      data-state={is3d ? '3d' : 'flat'}
      className={className}
      style={{
        width: `${scene.width * zoom}px`,
        height: `${scene.height * zoom}px`,
        perspective: is3d ? `${perspective3dPx(scene, zoom)}px` : undefined,
      }}
    >
      <div
        data-part="stage"
        role="listbox"
        aria-label={label}
        style={{
          position: 'relative',
          width: `${scene.width}px`,
          height: `${scene.height}px`,
          // In 3D the depth scales with the zoom too, so spacing and perspective stay in proportion.
          transform: stage3d ? stage3d.transform : `scale(${zoom})`,
          transformOrigin: '0 0',
          transformStyle: is3d ? 'preserve-3d' : undefined,
          // Lets the theme keep labels and handles a constant size on screen at any zoom.
          ['--sp-canvas-zoom' as string]: stage3d ? stage3d.scale : zoom,
        }}
      >
        {isGridVisible ? <GridOverlay width={scene.width} height={scene.height} /> : null}
        {sections.map((section, index) => (
          <SectionBox
            key={section.id}
            section={section}
            isSelected={section.id === selectedId}
            depth={index * depthStep}
            showContent={showContent}
            context={context}
          />
        ))}
        <SnapGuides guides={guides} width={scene.width} height={scene.height} />
      </div>
    </div>
  );
}
