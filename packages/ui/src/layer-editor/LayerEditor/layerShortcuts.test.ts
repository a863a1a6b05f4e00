import { createToastStore } from '@screenplay/hooks';
import { createLayerEditorStore, createMemoryLayerRepository, playlistItemDocument } from '@screenplay/hooks/layers';
import { defaultLayer } from '@screenplay/core/widgets';
import { describe, expect, it } from 'vitest';
import { layerShortcut, runLayerShortcut } from './layerShortcuts';

const keys = (key: string, modifiers: { ctrlKey?: boolean; metaKey?: boolean; shiftKey?: boolean } = {}) => ({
  key,
  ctrlKey: modifiers.ctrlKey ?? false,
  metaKey: modifiers.metaKey ?? false,
  shiftKey: modifiers.shiftKey ?? false,
});

describe('layerShortcut', () => {
  it('maps Ctrl or Cmd with C, X, V, Z, Shift+Z and Y to copy, cut, paste, undo and redo', () => {
    expect(layerShortcut(keys('c', { ctrlKey: true }), false)).toBe('copy');
    expect(layerShortcut(keys('X', { metaKey: true }), false)).toBe('cut');
    expect(layerShortcut(keys('v', { ctrlKey: true }), false)).toBe('paste');
    expect(layerShortcut(keys('z', { ctrlKey: true }), false)).toBe('undo');
    expect(layerShortcut(keys('Z', { ctrlKey: true, shiftKey: true }), false)).toBe('redo');
    expect(layerShortcut(keys('y', { ctrlKey: true }), false)).toBe('redo');
  });

  it('leaves plain keys, other shortcuts and every key typed in a text field alone', () => {
    expect(layerShortcut(keys('c'), false)).toBeNull();
    expect(layerShortcut(keys('a', { ctrlKey: true }), false)).toBeNull();
    expect(layerShortcut(keys('V', { ctrlKey: true, shiftKey: true }), false)).toBeNull();
    expect(layerShortcut(keys('c', { ctrlKey: true }), true)).toBeNull();
    expect(layerShortcut(keys('z', { ctrlKey: true }), true)).toBeNull();
  });
});

describe('runLayerShortcut', () => {
  const box = { left: 100, top: 50, width: 200, height: 100 };
  const setup = () => {
    const document = playlistItemDocument(
      { id: 3, width: 1000, height: 500 },
      {
        id: 40,
        parentId: null,
        layers: [defaultLayer('Text', box, 1), defaultLayer('Video', box, 2)],
        hidden: false,
        markAsDeleted: false,
        duration: 60,
        styles: {},
      },
    );
    const editor = createLayerEditorStore({ repository: createMemoryLayerRepository([document]) });
    editor.open(document);
    const toasts = createToastStore();
    // The host shows a refusal as it likes; the portal shows a warning toast.
    const onRefusal = (messageKey: string) => toasts.show({ type: 'WARNING', messageKey });
    return { editor, toasts, onRefusal };
  };

  it('copies and pastes the selected layer 15% lower-right with a new id, and undoes and redoes the paste', () => {
    const { editor, toasts, onRefusal } = setup();
    editor.select(1);
    runLayerShortcut(editor, 'copy', onRefusal);
    runLayerShortcut(editor, 'paste', onRefusal);
    const pasted = editor.$layers.value.at(-1)!;
    expect(pasted.id).toBeLessThan(0);
    expect([pasted.content.left, pasted.content.top]).toEqual([250, 125]);
    runLayerShortcut(editor, 'undo', onRefusal);
    expect(editor.$layers.value.map((layer) => layer.id)).toEqual([1, 2]);
    runLayerShortcut(editor, 'redo', onRefusal);
    expect(editor.$layers.value).toHaveLength(3);
    expect(toasts.$toasts.value).toHaveLength(0);
  });

  it('pastes at the pointer when one is given (its top-left there), else at the 15% offset', () => {
    const { editor, onRefusal } = setup();
    editor.select(1);
    runLayerShortcut(editor, 'copy', onRefusal);
    runLayerShortcut(editor, 'paste', onRefusal, { x: 612, y: 287 });
    const atPointer = editor.$layers.value.at(-1)!;
    expect([atPointer.content.left, atPointer.content.top]).toEqual([612, 287]);
    runLayerShortcut(editor, 'paste', onRefusal, null);
    const atOffset = editor.$layers.value.at(-1)!;
    expect([atOffset.content.left, atOffset.content.top]).toEqual([250, 125]);
  });

  it('says why a Video layer is not copied or cut (spec §4: copy is refused for one layer kind)', () => {
    const { editor, toasts, onRefusal } = setup();
    editor.select(2);
    runLayerShortcut(editor, 'copy', onRefusal);
    runLayerShortcut(editor, 'cut', onRefusal);
    expect(toasts.$toasts.value.map((toast) => toast.messageKey)).toEqual(['layers.copyRefused', 'layers.copyRefused']);
    expect(editor.$layers.value).toHaveLength(2);
    expect(editor.$canPaste.value).toBe(false);
  });

  it('does nothing on copy without a selection', () => {
    const { editor, toasts, onRefusal } = setup();
    runLayerShortcut(editor, 'copy', onRefusal);
    expect(editor.$canPaste.value).toBe(false);
    expect(toasts.$toasts.value).toHaveLength(0);
  });
});
