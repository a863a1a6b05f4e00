import { arrowNudge } from '@screenplay/core';

/** The parts of a keyboard event `keyboardCommand` reads (a DOM `KeyboardEvent` plus whether a text input has focus). */
export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  /** True when the event comes from a text input, textarea or content-editable element (they keep their keys). */
  targetIsTextInput: boolean;
}

/** What a key press asks the scene editor to do. */
export type KeyboardCommand = 'delete' | 'undo' | 'redo' | { nudge: { dx: number; dy: number } };

/**
 * Maps a key press to an editor command, or null: Backspace/Delete -> 'delete' (the UI asks for confirmation, and
 * only when more than one section exists), Ctrl/Cmd+Z -> 'undo', Ctrl/Cmd+Shift+Z and Ctrl+Y -> 'redo', arrows ->
 * core's `arrowNudge` (1 px, 10 px with Shift). Inside a text input every key belongs to the input, so the answer is null.
 * @example
 * const command = keyboardCommand({ ...event, targetIsTextInput: isTextInput(event.target) });
 */
export function keyboardCommand(event: KeyLike): KeyboardCommand | null {
  if (event.targetIsTextInput) return null;
  const isCommand = event.ctrlKey || event.metaKey;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  if (isCommand) {
    if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
    if (key === 'y' && event.ctrlKey) return 'redo';
    return null;
  }
  if (key === 'Backspace' || key === 'Delete') return 'delete';
  const nudge = arrowNudge({ key, shiftKey: event.shiftKey });
  return nudge ? { nudge } : null;
}
