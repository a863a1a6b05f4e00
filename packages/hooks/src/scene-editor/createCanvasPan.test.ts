import { describe, expect, it } from 'vitest';
import { createCanvasPan, mouseModeKey, type MouseModeKeyLike } from './createCanvasPan';

const key = (k: string, extra: Partial<MouseModeKeyLike> = {}): MouseModeKeyLike => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  targetOwnsKey: false,
  ...extra,
});

describe('createCanvasPan', () => {
  it('starts in select mode, where a pointer does not pan', () => {
    const pan = createCanvasPan();
    expect(pan.$mode.value).toBe('select');
    expect(pan.begin(10, 10)).toBe(false);
    pan.move(50, 50);
    expect(pan.$offset.value).toEqual({ x: 0, y: 0 });
    expect(pan.$isPanning.value).toBe(false);
  });

  it('pans by the pointer travel in drag mode, and reset puts the canvas back', () => {
    const pan = createCanvasPan();
    pan.setMode('drag');
    expect(pan.begin(100, 100)).toBe(true);
    expect(pan.$isPanning.value).toBe(true);
    pan.move(110, 95);
    pan.move(130, 90);
    expect(pan.$offset.value).toEqual({ x: 30, y: -10 });
    pan.end();
    pan.move(500, 500);
    expect(pan.$offset.value).toEqual({ x: 30, y: -10 });
    expect(pan.begin(0, 0)).toBe(true);
    pan.move(-5, 5);
    expect(pan.$offset.value).toEqual({ x: 25, y: -5 });
    pan.reset();
    expect(pan.$offset.value).toEqual({ x: 0, y: 0 });
    expect(pan.$isPanning.value).toBe(false);
  });

  it('pans while Space is held and returns to the chosen mode when it is released', () => {
    const pan = createCanvasPan();
    pan.holdSpace(true);
    expect(pan.$mode.value).toBe('drag');
    expect(pan.$chosenMode.value).toBe('select');
    expect(pan.begin(0, 0)).toBe(true);
    pan.move(4, 0);
    pan.holdSpace(false);
    expect(pan.$mode.value).toBe('select');
    expect(pan.$isPanning.value).toBe(false);
    pan.move(40, 0);
    expect(pan.$offset.value).toEqual({ x: 4, y: 0 });

    pan.setMode('drag');
    pan.holdSpace(true);
    pan.holdSpace(false);
    expect(pan.$mode.value).toBe('drag');
  });
});

describe('mouseModeKey', () => {
  it('maps Space to a held pan and V/H to the modes', () => {
    expect(mouseModeKey(key(' '))).toBe('space');
    expect(mouseModeKey(key('v'))).toBe('select');
    expect(mouseModeKey(key('V'))).toBe('select');
    expect(mouseModeKey(key('h'))).toBe('drag');
    expect(mouseModeKey(key('x'))).toBeNull();
  });

  it('leaves keys to a text field or a button, and chords to other commands', () => {
    expect(mouseModeKey(key(' ', { targetOwnsKey: true }))).toBeNull();
    expect(mouseModeKey(key('h', { targetOwnsKey: true }))).toBeNull();
    expect(mouseModeKey(key('v', { ctrlKey: true }))).toBeNull();
    expect(mouseModeKey(key('v', { metaKey: true }))).toBeNull();
    expect(mouseModeKey(key('h', { altKey: true }))).toBeNull();
  });
});
