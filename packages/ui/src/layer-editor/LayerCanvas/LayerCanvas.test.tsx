import type { Layer } from '@screenplay/core';
import { DRAG_MIME, encodeDragPayload } from '@screenplay/core/library';
import { act, createEvent, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LayerView } from '../../layers/LayerView/LayerView';
import { renderWithIntl } from '../../test/renderWithIntl';
import { editorFixture, layerFixture, layerIn, pointerDrag } from '../test/layerEditor.fixtures';
import { LayerCanvas } from './LayerCanvas';

const TEXT = layerFixture(1, 'Text', { left: 0, top: 0, width: 200, height: 100 }, { text: 'Hello' });
const RECT = layerFixture(2, 'Rectangle', { left: 500, top: 300, width: 200, height: 100 });

function setup(layers: Layer[] = [TEXT, RECT], props: Partial<Parameters<typeof LayerCanvas>[0]> = {}) {
  const fixture = editorFixture(layers);
  const view = renderWithIntl(<LayerCanvas editor={fixture.editor} label="Playlist item" {...props} />);
  return { ...fixture, ...view };
}

const hit = (name: string) => screen.getByRole('button', { name });

describe('LayerCanvas', () => {
  it('shows each visible layer as a button named after it, in a group named by the label', () => {
    const hidden = { ...layerFixture(3, 'Circle'), invisible: true };
    setup([TEXT, RECT, hidden]);
    const canvas = screen.getByRole('group', { name: 'Playlist item' });
    expect(within(canvas).getByRole('button', { name: 'Text layer: Hello' })).toBeTruthy();
    expect(within(canvas).getByRole('button', { name: 'Rectangle layer' })).toBeTruthy();
    expect(within(canvas).queryByRole('button', { name: 'Circle layer' })).toBeNull();
  });

  it('selects a layer by a click, and shows its 8 named resize handles', () => {
    const { editor } = setup();
    expect(screen.queryByRole('button', { name: 'Resize from the top-left corner' })).toBeNull();
    pointerDrag(hit('Rectangle layer'), 0, 0);
    expect(editor.$selectedId.peek()).toBe(2);
    expect(hit('Rectangle layer').getAttribute('aria-pressed')).toBe('true');
    for (const name of [
      'top-left corner',
      'top edge',
      'top-right corner',
      'right edge',
      'bottom-right corner',
      'bottom edge',
      'bottom-left corner',
      'left edge',
    ]) {
      expect(hit(`Resize from the ${name}`)).toBeTruthy();
    }
  });

  it('selects with Enter or Space, and clears the selection with Escape', () => {
    const { editor } = setup();
    fireEvent.keyDown(hit('Rectangle layer'), { key: ' ' });
    expect(editor.$selectedId.peek()).toBe(2);
    fireEvent.keyDown(hit('Text layer: Hello'), { key: 'Enter' });
    expect(editor.$selectedId.peek()).toBe(1);
    fireEvent.keyDown(hit('Text layer: Hello'), { key: 'Escape' });
    expect(editor.$selectedId.peek()).toBeNull();
  });

  it('nudges the focused layer 1 px with an arrow key, 10 px with Shift, and undoes it', () => {
    const { editor } = setup();
    fireEvent.keyDown(hit('Rectangle layer'), { key: 'ArrowLeft' });
    fireEvent.keyDown(hit('Rectangle layer'), { key: 'ArrowDown', shiftKey: true });
    expect(layerIn(editor, 2).content).toMatchObject({ left: 499, top: 310 });
    const frame = hit('Rectangle layer').parentElement as HTMLElement;
    expect(frame.style.left).toBe('499px');
    expect(frame.style.top).toBe('310px');
    act(() => editor.undo());
    expect(layerIn(editor, 2).content).toMatchObject({ left: 500, top: 300 });
  });

  it('deletes the focused layer with Delete, selects the nearest visible one and moves focus to it', () => {
    const { editor } = setup();
    hit('Rectangle layer').focus();
    act(() => {
      fireEvent.keyDown(hit('Rectangle layer'), { key: 'Delete' });
    });
    expect(editor.$layers.peek().map((layer) => layer.id)).toEqual([1]);
    expect(screen.queryByRole('button', { name: 'Rectangle layer' })).toBeNull();
    expect(editor.$selectedId.peek()).toBe(1);
    expect(document.activeElement).toBe(hit('Text layer: Hello'));
  });

  it('drags a layer by the pointer divided by the zoom, as one history entry', () => {
    const { editor } = setup();
    act(() => editor.setZoom(0.5));
    pointerDrag(hit('Rectangle layer'), 50, -40, 5, { ctrlKey: true });
    expect(layerIn(editor, 2).content).toMatchObject({ left: 600, top: 220, width: 200, height: 100 });
    expect(editor.$selectedId.peek()).toBe(2);
    act(() => editor.undo());
    expect(layerIn(editor, 2).content).toMatchObject({ left: 500, top: 300 });
  });

  it('snaps a dragged layer within 4 screen pixels to another layer and shows guides while dragging', () => {
    const { editor } = setup();
    act(() => editor.toggleGrid());
    // The text's right edge (200) moves to 503: 3 px from the rectangle's left edge (500) snaps onto it.
    const element = hit('Text layer: Hello');
    const pointer = { pointerId: 1, button: 0, buttons: 1, isPrimary: true, pointerType: 'mouse' };
    act(() => {
      fireEvent.pointerDown(element, { ...pointer, clientX: 100, clientY: 100 });
      fireEvent.pointerMove(element, { ...pointer, clientX: 250, clientY: 100 });
      fireEvent.pointerMove(element, { ...pointer, clientX: 403, clientY: 100 });
    });
    expect(layerIn(editor, 1).content.left).toBe(300);
    expect(document.querySelector('[data-part="guides"]')).not.toBeNull();
    act(() => {
      fireEvent.pointerUp(element, { ...pointer, clientX: 403, clientY: 100, buttons: 0 });
    });
    expect(document.querySelector('[data-part="guides"]')).toBeNull();
  });

  it('renders no layer while one is dragged: the frame is moved in the DOM', () => {
    const layers = Array.from({ length: 20 }, (_, i) =>
      layerFixture(i + 1, 'Rectangle', { left: (i % 5) * 150, top: Math.floor(i / 5) * 120 }),
    );
    const renders = new Map<number, number>();
    const renderLayer = (layer: Layer) => {
      renders.set(layer.id, (renders.get(layer.id) ?? 0) + 1);
      return <LayerView layer={layer} />;
    };
    const { editor } = setup(layers, { renderLayer });
    renders.clear();
    const element = screen.getAllByRole('button', { name: 'Rectangle layer' })[0] as HTMLElement;
    pointerDrag(element, 37, 21, 10, { ctrlKey: true });
    expect(layerIn(editor, 1).content).toMatchObject({ left: 37, top: 21 });
    expect((element.parentElement as HTMLElement).style.left).toBe('37px');
    expect([...renders.entries()].filter(([id]) => id !== 1)).toEqual([]);
    expect(renders.get(1) ?? 0).toBe(0);
  });

  it('resizes from a handle by the pointer, and by the arrow keys on a focused handle', () => {
    const { editor } = setup();
    act(() => editor.select(2));
    pointerDrag(hit('Resize from the bottom-right corner'), 30, 20, 3, { ctrlKey: true });
    expect(layerIn(editor, 2).content).toMatchObject({ left: 500, top: 300, width: 230, height: 120 });
    fireEvent.keyDown(hit('Resize from the left edge'), { key: 'ArrowLeft', shiftKey: true });
    expect(layerIn(editor, 2).content).toMatchObject({ left: 490, width: 240 });
  });

  it('reports where the pointer is over the canvas in document pixels (the zoom taken out), and null on leaving', () => {
    const onPointerPoint = vi.fn();
    const { editor } = setup([], { onPointerPoint });
    act(() => editor.setZoom(0.5));
    const canvas = screen.getByRole('group', { name: 'Playlist item' });
    fireEvent.pointerMove(canvas, { clientX: 150, clientY: 40 });
    expect(onPointerPoint).toHaveBeenLastCalledWith({ x: 300, y: 80 });
    fireEvent.pointerLeave(canvas);
    expect(onPointerPoint).toHaveBeenLastCalledWith(null);
  });

  it('clears the selection on a press on the empty canvas', () => {
    const { editor } = setup();
    act(() => editor.select(1));
    fireEvent.pointerDown(screen.getByRole('group', { name: 'Playlist item' }));
    expect(editor.$selectedId.peek()).toBeNull();
  });

  it('adds a dropped library item where it falls, and hands one that needs a source to onChooseSource', () => {
    const onChooseSource = vi.fn();
    const { editor } = setup([], { onChooseSource });
    const canvas = screen.getByRole('group', { name: 'Playlist item' });
    const drop = (id: string, x: number, y: number) => {
      const data = encodeDragPayload({ kind: 'layerLibraryItem', id });
      const dataTransfer = {
        types: [DRAG_MIME],
        getData: (type: string) => (type === DRAG_MIME ? data : ''),
        dropEffect: 'none',
      };
      // happy-dom's drag events carry no pointer position: it is given here.
      const at = <E extends Event>(event: E) =>
        Object.defineProperties(event, { clientX: { value: x }, clientY: { value: y } });
      act(() => {
        const over = at(createEvent.dragOver(canvas, { dataTransfer }));
        fireEvent(canvas, over);
        expect(over.defaultPrevented).toBe(true);
        fireEvent(canvas, at(createEvent.drop(canvas, { dataTransfer })));
      });
    };
    drop('Clock', 120, 80);
    expect(editor.$layers.peek()).toHaveLength(1);
    expect(editor.$layers.peek()[0]).toMatchObject({ itemType: 'Clock', content: { left: 120, top: 80 } });
    drop('Media', 10, 20);
    expect(onChooseSource).toHaveBeenCalledExactlyOnceWith('Media', { x: 10, y: 20 });
  });
});
