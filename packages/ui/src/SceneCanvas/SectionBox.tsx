import { arrowNudge, type ResizeHandle, type Section } from '@screenplay/core';
import { useDrag } from '@use-gesture/react';
import { memo, useRef, type KeyboardEvent, type RefObject } from 'react';
import { useSectionGesture, type GestureContext } from './useSectionGesture';

/** The 8 resize handles, corners and edges. */
export const RESIZE_HANDLES: readonly ResizeHandle[] = ['nw', 'n', 'ne', 'e', 'se', 's', 'sw', 'w'];

interface SectionBoxProps {
  section: Section;
  isSelected: boolean;
  /** Depth in the 3D view, in the stage's length unit (0 when flat). */
  depth: number;
  showContent: boolean;
  context: RefObject<GestureContext>;
}

type DragState = Parameters<Parameters<typeof useDrag>[0]>[0];

/** The pointer's travel since the press: use-gesture's `movement` leaves out the tap threshold. */
function travel(state: DragState): DragState {
  return { ...state, movement: [state.xy[0] - state.initial[0], state.xy[1] - state.initial[1]] };
}

function ResizeGrip({ handle, step }: { handle: ResizeHandle; step: ReturnType<typeof useSectionGesture>['step'] }) {
  const bind = useDrag((state) => step(travel(state), handle), { pointer: { keys: false } });
  const handlers = bind();
  return (
    <span
      {...handlers}
      // The section under the handle must not start a move as well.
      onPointerDown={(event) => {
        event.stopPropagation();
        handlers.onPointerDown?.(event);
      }}
      data-part="handle"
      data-handle={handle}
      aria-hidden="true"
    />
  );
}

/**
 * One section on the canvas. It re-renders only when its own section object, selection or view
 * options change; during a gesture its box is written to the DOM directly.
 */
export const SectionBox = memo(function SectionBox({
  section,
  isSelected,
  depth,
  showContent,
  context,
}: SectionBoxProps) {
  const element = useRef<HTMLDivElement>(null);
  const { step } = useSectionGesture(section.id, element, context);
  const bind = useDrag(
    (state) => {
      // A tap selects; a drag selects on its first move and then moves the section.
      if (state.tap || state.first) context.current?.props.onSelect(section.id);
      if (!state.tap) step(travel(state), null);
    },
    { filterTaps: true, pointer: { keys: false } },
  );

  const onKeyDown = (event: KeyboardEvent) => {
    const props = context.current?.props;
    const nudge = arrowNudge(event);
    if (!props) return;
    if (nudge && props.onNudge && !props.isLocked) {
      event.preventDefault();
      props.onNudge(section.id, nudge.dx, nudge.dy);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      props.onSelect(section.id);
    }
  };

  const props = context.current?.props;
  return (
    <div
      ref={element}
      {...bind()}
      // Named by its label below (name from content; the content itself is aria-hidden): an aria-label would have
      // to contain the content's visible text too (axe label-content-name-mismatch).
      role="option"
      aria-selected={isSelected}
      tabIndex={isSelected ? 0 : -1}
      data-part="section"
      data-state={isSelected ? 'selected' : 'idle'}
      data-section-id={section.id}
      onKeyDown={onKeyDown}
      style={{
        position: 'absolute',
        left: `${section.left}px`,
        top: `${section.top}px`,
        width: `${section.width}px`,
        height: `${section.height}px`,
        background: section.background,
        transform: depth ? `translateZ(${depth}px)` : undefined,
        touchAction: 'none',
      }}
    >
      {showContent && props?.renderContent ? (
        // A picture of the section's content: the option is named by the section (its label), not by what it shows.
        <div data-part="section-content" aria-hidden="true">
          {props.renderContent(section)}
        </div>
      ) : null}
      {/* The name stays on the box with its content too (the theme draws it over the content), so sections are told apart. */}
      <span data-part="section-label">{section.name}</span>
      {isSelected && !props?.isLocked
        ? RESIZE_HANDLES.map((handle) => <ResizeGrip key={handle} handle={handle} step={step} />)
        : null}
    </div>
  );
});
