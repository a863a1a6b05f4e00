import type { Point } from '@screenplay/core';
import { isTextInput } from '@screenplay/hooks';
import type { LayerEditorStore } from '@screenplay/hooks/layers';
import { useEffect } from 'react';

/** What a layer editor shortcut does. */
export type LayerShortcut = 'copy' | 'cut' | 'paste' | 'undo' | 'redo';

/** The keys of a key event a shortcut reads. */
export interface ShortcutKeys {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}

/** Receives the message key of a refused copy or cut (a Video layer), for the host to show (the portal: a toast). */
export type LayerRefusalHandler = (messageKey: string) => void;

/**
 * The layer editor's shortcut for a key press: Ctrl (Cmd on a Mac) with C copies, X cuts, V pastes, Z undoes,
 * Shift+Z or Y redoes; null for anything else, and for every key typed into a text field (its own copy and undo).
 */
export function layerShortcut(keys: ShortcutKeys, isInTextField: boolean): LayerShortcut | null {
  if (isInTextField || !(keys.ctrlKey || keys.metaKey)) return null;
  switch (keys.key.toLowerCase()) {
    case 'c':
      return keys.shiftKey ? null : 'copy';
    case 'x':
      return keys.shiftKey ? null : 'cut';
    case 'v':
      return keys.shiftKey ? null : 'paste';
    case 'z':
      return keys.shiftKey ? 'redo' : 'undo';
    case 'y':
      return 'redo';
    default:
      return null;
  }
}

/**
 * Runs a shortcut on the editor; a refused copy or cut (a Video layer) passes its reason to `onRefusal`. A paste goes
 * to `pastePoint` (the pointer over the canvas) when given, else 15% of the canvas lower-right of the original (spec).
 */
export function runLayerShortcut(
  editor: LayerEditorStore,
  shortcut: LayerShortcut,
  onRefusal: LayerRefusalHandler,
  pastePoint: Point | null = null,
): void {
  switch (shortcut) {
    case 'copy':
    case 'cut': {
      if (editor.$selectedId.peek() === null) return;
      const refusal = shortcut === 'copy' ? editor.copy() : editor.cut();
      if (refusal !== null) onRefusal(refusal);
      return;
    }
    case 'paste':
      editor.paste(pastePoint ?? undefined);
      return;
    case 'undo':
      editor.undo();
      return;
    case 'redo':
      editor.redo();
  }
}

/**
 * The layer editor's clipboard and history keys on the whole page (outside text fields and text edit mode, where
 * the browser's own copy, paste and undo apply): Ctrl/Cmd+C, X, V, Z, Shift+Z and Y. `pastePoint` reads where the
 * pointer is over the canvas (null when it is not): Ctrl/Cmd+V pastes there.
 */
export function useLayerShortcuts(
  editor: LayerEditorStore,
  onRefusal: LayerRefusalHandler,
  pastePoint: () => Point | null = () => null,
): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const isEditingText = editor.$textEditId.peek() !== null || editor.$cropId.peek() !== null;
      const shortcut = layerShortcut(event, isEditingText || isTextInput(event.target));
      if (!shortcut) return;
      event.preventDefault();
      runLayerShortcut(editor, shortcut, onRefusal, shortcut === 'paste' ? pastePoint() : null);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [editor, onRefusal, pastePoint]);
}
