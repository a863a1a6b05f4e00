import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Layer } from '@screenplay/core';
import { PASTE_OFFSET } from '@screenplay/core/widgets';
import { LAYER_COPY_REFUSED_KEY } from './createLayerCommands';
import { boxes, editorFixture, layerFixture, videoFixture } from './layers.fixtures';

const HISTORY_PAUSE_MS = 500; // longer than the 200 ms history debounce: edits become separate entries

const ids = (layers: readonly { id: number }[]) => layers.map((layer) => layer.id);

describe('createLayerEditorStore — clipboard and delete', () => {
  it('pastes a copy 15% of the canvas lower-right with a new negative id, and selects it', () => {
    const { editor } = editorFixture([layerFixture(1, 'Rectangle', { left: 10, top: 20 })]);
    expect(PASTE_OFFSET).toBe(0.15);
    expect(editor.copy(1)).toBeNull();
    const pasted = editor.paste();
    // canvas 1000 x 500: 150 right, 75 down
    expect(pasted && boxes([pasted])).toEqual([[-1, 160, 95, 100, 50]]);
    expect(editor.$selectedId.value).toBe(-1);
    expect(editor.paste()?.id).toBe(-2);
    expect(ids(editor.$layers.value)).toEqual([1, -1, -2]);
  });

  it('pastes at a point when given one', () => {
    const { editor } = editorFixture([layerFixture(1, 'Text', { left: 10, top: 20 })]);
    editor.select(1);
    editor.copy();
    expect(boxes([editor.paste({ x: 400, y: 300 })!])).toEqual([[-1, 400, 300, 100, 50]]);
  });

  it('cut is copy then delete: the layer goes and a paste brings a copy back', () => {
    const { editor } = editorFixture([layerFixture(1, 'Rectangle'), layerFixture(2, 'Circle', { left: 40 })]);
    editor.select(2);
    expect(editor.cut()).toBeNull();
    expect(ids(editor.$layers.value)).toEqual([1]);
    expect(editor.$selectedId.value).toBe(1);
    expect(editor.$canPaste.value).toBe(true);
    const pasted = editor.paste();
    expect(pasted?.itemType).toBe('Circle');
    expect(boxes([pasted!])).toEqual([[-1, 190, 75, 100, 50]]);
  });

  it('refuses to copy or cut a Video layer with its message key', () => {
    const { editor } = editorFixture([layerFixture(1, 'Video'), layerFixture(2, 'Image')]);
    editor.select(1);
    expect(editor.$canCopy.value).toBe(false);
    expect(editor.copy()).toBe(LAYER_COPY_REFUSED_KEY);
    expect(editor.cut()).toBe(LAYER_COPY_REFUSED_KEY);
    expect(editor.$canPaste.value).toBe(false);
    expect(ids(editor.$layers.value)).toEqual([1, 2]);
    editor.select(2);
    expect(editor.$canCopy.value).toBe(true);
  });

  it('after a delete selects the nearest visible layer', () => {
    const { editor } = editorFixture([
      layerFixture(1, 'Rectangle'),
      { ...layerFixture(2, 'Rectangle'), invisible: true },
      layerFixture(3, 'Rectangle'),
      { ...layerFixture(4, 'Rectangle'), invisible: true },
      layerFixture(5, 'Rectangle'),
    ]);
    editor.select(3);
    editor.deleteLayer(3);
    // 2 and 4 are hidden at distance 1; at distance 2 the next one (5) wins over the previous one (1)
    expect(editor.$selectedId.value).toBe(5);
    editor.deleteLayer(5);
    expect(editor.$selectedId.value).toBe(1);
  });

  it('never gives a pasted layer an id the history may bring back', () => {
    const { editor } = editorFixture([layerFixture(1, 'Rectangle')]);
    editor.copy(1);
    editor.paste();
    editor.deleteLayer(-1);
    expect(editor.paste()?.id).toBe(-2);
    editor.undo();
    editor.undo();
    expect(ids(editor.$layers.value)).toEqual([1, -1]);
  });
});

describe('createLayerEditorStore — history', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('makes one undo step of a drag, snapped within 4 px to another layer and kept in the canvas', async () => {
    const { editor } = editorFixture([layerFixture(1, 'Rectangle'), layerFixture(2, 'Rectangle', { left: 300 })]);
    editor.toggleGrid(); // layers only: the grid would snap too
    editor.beginGesture(1);
    editor.moveGesture({ x: 50, y: 10 });
    await vi.advanceTimersByTimeAsync(300); // a slow drag: longer than the history debounce
    editor.moveGesture({ x: 197, y: 10 }); // right edge at 297: 3 px from layer 2's left edge
    expect(editor.$guides.value.length).toBeGreaterThan(0);
    editor.endGesture();
    expect(boxes(editor.$layers.value)[0]).toEqual([1, 200, 10, 100, 50]);
    expect(editor.$guides.value).toEqual([]);
    editor.undo();
    expect(boxes(editor.$layers.value)[0]).toEqual([1, 0, 0, 100, 50]);
    expect(editor.$canUndo.value).toBe(false);
    editor.redo();
    expect(boxes(editor.$layers.value)[0]).toEqual([1, 200, 10, 100, 50]);

    editor.beginGesture(1);
    editor.moveGesture({ x: 2000, y: -50 });
    editor.endGesture();
    expect(boxes(editor.$layers.value)[0]).toEqual([1, 900, 0, 100, 50]);
  });

  it('resizes from a handle, the ratio kept with Shift', () => {
    const { editor } = editorFixture([layerFixture(1, 'Rectangle', { left: 100, top: 100 })]);
    editor.toggleSnap();
    editor.beginGesture(1, 'se');
    editor.moveGesture({ x: 100, y: 0 }, { shiftKey: true });
    editor.endGesture();
    expect(boxes(editor.$layers.value)).toEqual([[1, 100, 100, 200, 100]]);
  });

  it('merges edits within 200 ms into one entry and starts another after', async () => {
    const { editor } = editorFixture([layerFixture(1, 'Rectangle')]);
    const fill = () => editor.$layers.value[0]?.content.fill;
    editor.updateContent<'Rectangle'>(1, { fill: 'rgba(255,0,0,1)' });
    await vi.advanceTimersByTimeAsync(199);
    editor.updateContent<'Rectangle'>(1, { fill: 'rgba(0,0,255,1)' });
    await vi.advanceTimersByTimeAsync(200);
    editor.updateContent<'Rectangle'>(1, { fill: 'rgba(0,255,0,1)' });
    editor.undo();
    expect(fill()).toBe('rgba(0,0,255,1)');
    editor.undo();
    expect(fill()).toBe('rgba(128,128,128,1)');
  });

  it('puts a deleted layer back at its place in the stack on undo, and undoes z-order moves', () => {
    const { editor } = editorFixture([
      layerFixture(1, 'Rectangle'),
      layerFixture(2, 'Circle'),
      layerFixture(3, 'Ellipse'),
    ]);
    editor.deleteLayer(2);
    expect(ids(editor.$layers.value)).toEqual([1, 3]);
    editor.undo();
    expect(ids(editor.$layers.value)).toEqual([1, 2, 3]);
    editor.bringForward(1);
    expect(ids(editor.$layers.value)).toEqual([2, 1, 3]);
    editor.bringToFront(2);
    expect(ids(editor.$layers.value)).toEqual([1, 3, 2]);
    editor.sendToBack(3);
    editor.sendBackward(2);
    expect(ids(editor.$layers.value)).toEqual([3, 2, 1]);
    editor.undo();
    editor.undo();
    editor.undo();
    editor.undo();
    expect(ids(editor.$layers.value)).toEqual([1, 2, 3]);
  });

  it('cancelling a crop restores the snapshot from before it, however many edits it made', async () => {
    const { editor } = editorFixture([layerFixture(1, 'Image'), layerFixture(2, 'Text')]);
    editor.updateContent<'Image'>(1, { opacity: 0.5 });
    await vi.advanceTimersByTimeAsync(HISTORY_PAUSE_MS);
    expect(editor.beginCrop(2)).toBe(false);
    expect(editor.beginCrop(1)).toBe(true);
    expect(editor.$cropId.value).toBe(1);
    editor.updateContent<'Image'>(1, { croppedSize: { width: 50, height: 25 } });
    await vi.advanceTimersByTimeAsync(HISTORY_PAUSE_MS);
    editor.setGeometry(1, { width: 60 });
    editor.cancelCrop();
    const image = editor.$layers.value[0];
    expect(image?.content).toMatchObject({ croppedSize: null, width: 100, opacity: 0.5 });
    expect(editor.$cropId.value).toBeNull();
    expect(editor.$canRedo.value).toBe(false);
    editor.undo();
    expect(editor.$layers.value[0]?.content.opacity).toBe(1);
  });

  it('keeps an applied crop', () => {
    const { editor } = editorFixture([layerFixture(1, 'Image')]);
    editor.beginCrop(1);
    editor.updateContent<'Image'>(1, { croppedSize: { width: 50, height: 25 } });
    editor.applyCrop();
    editor.cancelCrop();
    expect(editor.$layers.value[0]?.content.croppedSize).toEqual({ width: 50, height: 25 });
  });
});

describe('createLayerEditorStore — layers', () => {
  it('keeps number-input geometry and nudges inside the canvas', () => {
    const { editor } = editorFixture([layerFixture(1, 'Rectangle')]);
    editor.setGeometry(1, { left: 5000 });
    editor.nudge(1, { dx: 0, dy: -10 });
    expect(boxes(editor.$layers.value)).toEqual([[1, 900, 0, 100, 50]]);
    editor.updateContent(1, { width: 3000 });
    expect(boxes(editor.$layers.value)).toEqual([[1, 0, 0, 1000, 50]]);
  });

  it('adds the layers a library kind becomes on top and selects the last', () => {
    const { editor } = editorFixture([layerFixture(1, 'Rectangle')]);
    const template = { id: 7, width: 100, height: 50, layers: [layerFixture(5, 'Image'), layerFixture(6, 'Text')] };
    const added = editor.addFromLibrary('Template', { template });
    expect(added.map((layer) => [layer.id, layer.itemType])).toEqual([
      [-1, 'Image'],
      [-2, 'Text'],
    ]);
    expect(ids(editor.$layers.value)).toEqual([1, -1, -2]);
    expect(editor.$selectedId.value).toBe(-2);
  });

  it('steps each new layer off the one already at its place, unless it was dropped at a point (issue 24)', () => {
    const { editor } = editorFixture([]);
    const corner = (layer: Layer | undefined) => [layer?.content.left, layer?.content.top];
    const [first] = editor.addFromLibrary('Shape', {});
    const [second] = editor.addFromLibrary('Shape', {});
    const [third] = editor.addFromLibrary('Shape', {});
    const [x, y] = corner(first) as [number, number];
    expect(corner(second)).not.toEqual([x, y]);
    expect(corner(third)).not.toEqual(corner(second));
    expect((second?.content.left ?? 0) - x).toBeGreaterThan(0);
    expect((second?.content.top ?? 0) - y).toBeGreaterThan(0);
    // A layer dropped at a point lands there, whatever is already there.
    const [dropped] = editor.addFromLibrary('Shape', { point: { x: 10, y: 10 } });
    const [again] = editor.addFromLibrary('Shape', { point: { x: 10, y: 10 } });
    expect(corner(again)).toEqual(corner(dropped));
  });

  it('edits a video playlist through core, the item playing as long as its videos', () => {
    const video = {
      ...layerFixture(1, 'Video'),
      content: {
        ...layerFixture(1, 'Video').content,
        videos: [videoFixture(1, 10), videoFixture(2, 20)],
        videosUrls: [],
      },
    };
    const { editor } = editorFixture([video]);
    editor.removeVideo(1, 0);
    expect(editor.$document.value?.duration).toBe(20);
    expect(editor.$layers.value[0]?.content.videosUrls).toEqual(['/media/1/video-2.mp4']);
    editor.addVideos(1, [videoFixture(3, 14.2)]);
    expect(editor.$document.value?.duration).toBe(35);
    editor.reorderVideos(1, 1, 0);
    expect(editor.$layers.value[0]?.content.videosUrls).toEqual(['/media/1/video-3.mp4', '/media/1/video-2.mp4']);
    editor.undo();
    editor.undo();
    expect(editor.$document.value?.duration).toBe(20);
  });

  it('makes a Slider choice one slideshow layer, the item playing every slide once (issue 24)', () => {
    const { editor } = editorFixture([]);
    const images = ['a', 'b', 'c'].map((name) => ({ url: `/media/${name}.jpg`, width: 100, height: 50 }));
    const added = editor.addFromLibrary('Slider', { images });
    expect(added.map((layer) => layer.itemType)).toEqual(['Slider']);
    expect(editor.$document.value?.duration).toBe(30); // 3 slides x 10 s
    editor.updateContent<'Slider'>(added[0]!.id, { slideDuration: 4 });
    expect(editor.$document.value?.duration).toBe(12);
    editor.undo();
    expect(editor.$document.value?.duration).toBe(30);
  });

  it('is clean when opened, dirty after an edit, and clean again when undone or saved', async () => {
    const { editor, repository } = editorFixture([layerFixture(1, 'Rectangle')]);
    expect(editor.$isDirty.value).toBe(false);
    editor.nudge(1, { dx: 5, dy: 0 });
    expect(editor.$isDirty.value).toBe(true);
    editor.undo();
    expect(editor.$isDirty.value).toBe(false);
    editor.redo();
    expect(await editor.save()).toBe(true);
    expect(editor.$isDirty.value).toBe(false);
    expect(repository.peek(40)?.layers[0]?.content.left).toBe(5);
  });
});

describe('createLayerEditorStore — text boxes grow with their words (issue 24)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('grows a text box whose bigger font no longer fits, and one undo takes both back (issue 24)', async () => {
    // 1000 x 500 canvas; a 400 x 50 text at 32 px: 'Opening hours' fits one 38.4 px line
    const { editor } = editorFixture([
      layerFixture(1, 'Text', { left: 100, top: 400, width: 400, height: 50 }, { text: 'Opening hours' }),
    ]);
    const box = () => boxes(editor.$layers.value)[0];
    editor.updateContent<'Text'>(1, { fontSize: 48 }); // 13 characters a line: still one line of 57.6 px
    expect(box()).toEqual([1, 100, 400, 400, 58]);
    await vi.advanceTimersByTimeAsync(HISTORY_PAUSE_MS);
    editor.updateContent<'Text'>(1, { fontSize: 96 }); // 6 characters a line: three lines of 115.2 px, moved up
    expect(box()).toEqual([1, 100, 154, 400, 346]);
    expect(editor.$layers.value[0]?.content.fontSize).toBe(96);
    editor.undo();
    expect(box()).toEqual([1, 100, 400, 400, 58]);
    expect(editor.$layers.value[0]?.content.fontSize).toBe(48);
  });

  it('grows a text box when typed words no longer fit', async () => {
    const { editor } = editorFixture([layerFixture(1, 'Text', { width: 400, height: 50 }, { text: 'Hi' })]);
    editor.updateContent<'Text'>(1, { text: 'Opening hours\nMonday to Friday' });
    expect(boxes(editor.$layers.value)[0]).toEqual([1, 0, 0, 400, 77]);
    editor.updateContent<'Text'>(1, { text: 'Hi' });
    expect(boxes(editor.$layers.value)[0]).toEqual([1, 0, 0, 400, 77]); // never shrinks by itself
  });
});
