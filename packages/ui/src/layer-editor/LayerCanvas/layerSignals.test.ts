import { describe, expect, it } from 'vitest';
import { editorFixture, layerFixture } from '../test/layerEditor.fixtures';
import { canvasLayerSignals, differsOnlyInPosition, layersByIdSignal, visibleIdsSignal } from './layerSignals';

describe('canvas layer signals', () => {
  it('tell a move from any other change', () => {
    const layer = layerFixture(1, 'Rectangle');
    expect(differsOnlyInPosition(layer, { ...layer, content: { ...layer.content, left: 40, top: 9 } })).toBe(true);
    expect(differsOnlyInPosition(layer, { ...layer, content: { ...layer.content, width: 40 } })).toBe(false);
    expect(differsOnlyInPosition(layer, { ...layer, invisible: true })).toBe(false);
  });

  it('keep the drawn layer (at 0, 0) while it only moves, and the visible ids while they stay', () => {
    const { editor } = editorFixture([layerFixture(1, 'Rectangle', { left: 10, top: 10 }), layerFixture(2, 'Circle')]);
    const $ids = visibleIdsSignal(editor);
    const signals = canvasLayerSignals(editor, layersByIdSignal(editor), 1);
    const ids = $ids.value;
    const body = signals.$body.value;
    expect(body?.content).toMatchObject({ left: 0, top: 0, width: 100, height: 50 });
    editor.nudge(1, { dx: 5, dy: 5 });
    expect(signals.$body.value).toBe(body);
    expect(signals.$layer.value?.content).toMatchObject({ left: 15, top: 15 });
    expect($ids.value).toBe(ids);
    editor.updateContent(1, { width: 80 });
    expect(signals.$body.value?.content.width).toBe(80);
    editor.setInvisible(2, true);
    expect($ids.value).toEqual([1]);
  });

  it('say how a layer is being edited', () => {
    const { editor } = editorFixture([layerFixture(1, 'Text'), layerFixture(2, 'Image', {}, { imageUrl: '/a.png' })]);
    const text = canvasLayerSignals(editor, layersByIdSignal(editor), 1);
    const image = canvasLayerSignals(editor, layersByIdSignal(editor), 2);
    expect(text.$mode.value).toBe('idle');
    editor.select(1);
    expect(text.$mode.value).toBe('selected');
    editor.enterTextEdit(1);
    expect(text.$mode.value).toBe('editing');
    editor.endTextEdit();
    editor.beginCrop(2);
    expect(image.$mode.value).toBe('cropping');
    expect(text.$mode.value).toBe('idle');
  });
});
