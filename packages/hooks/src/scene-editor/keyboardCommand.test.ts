import { describe, expect, it } from 'vitest';
import { keyboardCommand } from './keyboardCommand';
import type { KeyLike } from './keyboardCommand';

const key = (k: string, extra: Partial<KeyLike> = {}): KeyLike => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  targetIsTextInput: false,
  ...extra,
});

describe('keyboardCommand', () => {
  it.each(['Backspace', 'Delete'])('%s outside a text input deletes', (k) => {
    expect(keyboardCommand(key(k))).toBe('delete');
  });

  it('leaves every key to a focused text input', () => {
    expect(keyboardCommand(key('Backspace', { targetIsTextInput: true }))).toBeNull();
    expect(keyboardCommand(key('z', { ctrlKey: true, targetIsTextInput: true }))).toBeNull();
    expect(keyboardCommand(key('ArrowLeft', { targetIsTextInput: true }))).toBeNull();
  });

  it('Ctrl+Z and Cmd+Z undo; with Shift they redo; Ctrl+Y redoes', () => {
    expect(keyboardCommand(key('z', { ctrlKey: true }))).toBe('undo');
    expect(keyboardCommand(key('z', { metaKey: true }))).toBe('undo');
    expect(keyboardCommand(key('Z', { ctrlKey: true, shiftKey: true }))).toBe('redo');
    expect(keyboardCommand(key('Z', { metaKey: true, shiftKey: true }))).toBe('redo');
    expect(keyboardCommand(key('y', { ctrlKey: true }))).toBe('redo');
    expect(keyboardCommand(key('y', { metaKey: true }))).toBeNull();
    expect(keyboardCommand(key('z'))).toBeNull();
  });

  it('arrows nudge 1 px, 10 px with Shift', () => {
    expect(keyboardCommand(key('ArrowLeft'))).toEqual({ nudge: { dx: -1, dy: 0 } });
    expect(keyboardCommand(key('ArrowRight'))).toEqual({ nudge: { dx: 1, dy: 0 } });
    expect(keyboardCommand(key('ArrowUp', { shiftKey: true }))).toEqual({ nudge: { dx: 0, dy: -10 } });
    expect(keyboardCommand(key('ArrowDown', { shiftKey: true }))).toEqual({ nudge: { dx: 0, dy: 10 } });
  });

  it('ignores other keys and modified arrows', () => {
    expect(keyboardCommand(key('a'))).toBeNull();
    expect(keyboardCommand(key('ArrowLeft', { ctrlKey: true }))).toBeNull();
    expect(keyboardCommand(key('Delete', { ctrlKey: true }))).toBeNull();
  });
});
