import { describe, expect, it } from 'vitest';
import type { Layer } from '../scene';
import {
  NON_COPYABLE_LAYER_TYPE,
  PASTE_OFFSET,
  canCopyLayer,
  copyLayer,
  cutLayer,
  deleteLayer,
  pasteLayer,
  selectionAfterDelete,
} from './widgets.clipboard';
import { defaultLayer } from './widgets.layers';

const text = (id: number, invisible = false): Layer => ({
  ...defaultLayer('Text', { left: 100, top: 50, width: 200, height: 80 }, id),
  invisible,
});

describe('copy', () => {
  it('stores a detached copy of the layer', () => {
    const layer = text(3);
    const clipboard = copyLayer(layer);
    layer.content.left = 999;
    expect(clipboard?.layer.content.left).toBe(100);
  });

  it('is refused for Video layers only', () => {
    expect(NON_COPYABLE_LAYER_TYPE).toBe('Video');
    expect(copyLayer(defaultLayer('Video', { left: 0, top: 0, width: 10, height: 10 }, 1))).toBeNull();
    expect(canCopyLayer({ itemType: 'Video' })).toBe(false);
    for (const itemType of ['Image', 'HtmlVideo', 'Text', 'Clock', 'Rectangle', 'Weather', 'Facebook']) {
      expect(canCopyLayer({ itemType })).toBe(true);
    }
  });
});

describe('paste', () => {
  const clipboard = { layer: text(3) };

  it('shifts the copy by 15% of the section', () => {
    expect(PASTE_OFFSET).toBe(0.15);
    const pasted = pasteLayer(clipboard, { width: 1920, height: 1080 }, [3]);
    expect(pasted.content).toMatchObject({ left: 100 + 288, top: 50 + 162, width: 200, height: 80 });
  });

  it('rounds the shift to whole pixels', () => {
    // 15% of 333 is 49.95 -> 50; of 10 is 1.5 -> 2.
    expect(pasteLayer(clipboard, { width: 333, height: 10 }, []).content).toMatchObject({ left: 150, top: 52 });
  });

  it('places the top-left corner at a given point instead', () => {
    expect(pasteLayer(clipboard, { width: 1920, height: 1080 }, [], { x: 40, y: 60 }).content).toMatchObject({
      left: 40,
      top: 60,
    });
  });

  it('gives a negative temporary id below every existing one', () => {
    expect(pasteLayer(clipboard, { width: 100, height: 100 }, [3, 8]).id).toBe(-1);
    expect(pasteLayer(clipboard, { width: 100, height: 100 }, [3, -1, -4]).id).toBe(-5);
  });

  it('pastes a visible layer with no saved parent, the clipboard unchanged', () => {
    const source = { layer: { ...text(3, true), parentLayerId: 12 } };
    const pasted = pasteLayer(source, { width: 100, height: 100 }, []);
    expect(pasted).toMatchObject({ invisible: false, parentLayerId: null, itemType: 'Text' });
    pasted.content.text = 'changed';
    expect(source.layer.content).toMatchObject({ left: 100, text: '' });
  });
});

describe('delete and cut', () => {
  it('selects the nearest visible layer; the next one on a tie', () => {
    const layers = [text(1), text(2, true), text(3), text(4, true), text(5)];
    expect(selectionAfterDelete(layers, 2)).toBe(5); // 2 and 4 invisible: 1 and 5 at distance 2, next wins
    expect(selectionAfterDelete(layers, 1)).toBe(3);
    expect(selectionAfterDelete(layers, 0)).toBe(3);
    expect(selectionAfterDelete(layers, 4)).toBe(3);
    expect(selectionAfterDelete([text(1), text(2, true)], 0)).toBeNull();
    expect(selectionAfterDelete([text(1)], 0)).toBeNull();
  });

  it('delete removes the layer and selects the nearest visible one', () => {
    const result = deleteLayer([text(1), text(2), text(3)], 1);
    expect(result.layers.map((layer) => layer.id)).toEqual([1, 3]);
    expect(result.selectedId).toBe(3);
  });

  it('cut is copy then delete', () => {
    const result = cutLayer([text(1), text(2), text(3)], 2);
    expect(result?.clipboard.layer.id).toBe(3);
    expect(result?.layers.map((layer) => layer.id)).toEqual([1, 2]);
    expect(result?.selectedId).toBe(2);
  });

  it('cut leaves a Video layer in place', () => {
    const video = defaultLayer('Video', { left: 0, top: 0, width: 10, height: 10 }, 2);
    expect(cutLayer([text(1), video], 1)).toBeNull();
  });
});
