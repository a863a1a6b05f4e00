import type { LayerContent } from '@screenplay/core';
import type { LayerDefinition } from '@screenplay/core/widgets';
import { describe, expect, it } from 'vitest';
import { editorFixture, layerFixture } from './layers.fixtures';

type CountdownContent = LayerContent & { endsAt: string | null; title: string };

/** A host's own type, unknown to the packages. */
const countdown: LayerDefinition<CountdownContent> = {
  itemType: 'Countdown',
  label: 'Countdown',
  defaults: (box) => ({ ...box, endsAt: null, title: 'Launch' }),
  library: { group: 'Countdown', order: 1000, size: [0.5, 0.5] },
};

describe('createLayerEditorStore — addLayerOfType', () => {
  it('adds a host type with its defaults on top, in its library box, and selects it', () => {
    const { editor } = editorFixture([layerFixture(1, 'Text')]);
    const layer = editor.addLayerOfType(countdown);
    // canvas 1000 x 500: half of each, centred
    expect(layer?.content).toEqual({ left: 250, top: 125, width: 500, height: 250, endsAt: null, title: 'Launch' });
    expect(editor.$layers.value.map((l) => l.itemType)).toEqual(['Text', 'Countdown']);
    expect(editor.$selectedId.value).toBe(layer?.id);
    expect(editor.$isDirty.value).toBe(true);
  });

  it('takes a drop point and content over the defaults', () => {
    const { editor } = editorFixture([]);
    const layer = editor.addLayerOfType(countdown, { point: { x: 10, y: 20 }, content: { title: 'Sale' } });
    expect(layer?.content).toMatchObject({ left: 10, top: 20, title: 'Sale' });
  });

  it('is one history entry: undo removes the layer, redo brings it back', () => {
    const { editor } = editorFixture([layerFixture(1, 'Text')]);
    editor.addLayerOfType(countdown);
    editor.undo();
    expect(editor.$layers.value.map((l) => l.id)).toEqual([1]);
    editor.redo();
    expect(editor.$layers.value.map((l) => l.itemType)).toEqual(['Text', 'Countdown']);
  });
});
