import { PERSPECTIVE_3D, stackSpacing3d, type Guide, type Size } from '@screenplay/core';
import { signal } from '@preact/signals-core';
import { useMemo, useRef } from 'react';
import { GridOverlay } from './GridOverlay';
import { SectionBox } from './SectionBox';
import { SnapGuides } from './SnapGuides';
import { rectOf, type SceneCanvasProps } from './sceneCanvas.types';
import type { GestureContext } from './useSectionGesture';

/**
 * The CSS perspective of the 3D view: the spec's perspective 100 (PERSPECTIVE_3D) in the unit of its 3D
 * spacing, a percentage of the scene's longer side, so the stack looks the same at every zoom. Taken as
 * 100 CSS pixels it would put the viewer closer than the tilted stage itself (sections vanish behind the
 * viewer at any zoom above about 20%); the former fixed 1000px changed the view with the zoom.
 */
export function perspective3dPx(scene: Size, zoom: number): number {
  return (PERSPECTIVE_3D / 100) * Math.max(scene.width, scene.height) * zoom;
}

/** Tilt of the stage in the 3D view. */
const TILT_3D = 'rotateX(28deg) rotateZ(-18deg)';

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

  const depthStep = is3d ? (stackSpacing3d(sections.length) / 100) * Math.max(scene.width, scene.height) : 0;
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
          transform: is3d ? `scale3d(${zoom}, ${zoom}, ${zoom}) ${TILT_3D}` : `scale(${zoom})`,
          transformOrigin: '0 0',
          transformStyle: is3d ? 'preserve-3d' : undefined,
          // Lets the theme keep labels and handles a constant size on screen at any zoom.
          ['--sp-canvas-zoom' as string]: zoom,
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
