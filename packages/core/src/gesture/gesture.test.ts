import { describe, expect, it } from 'vitest';
import type { Rect } from '../geometry';
import { gestureBox, gestureGuides, isBoxChanged, startBoxGesture } from './gesture';
import type { GestureSettings } from './gesture.types';

const scene = { width: 1920, height: 1080 };
const other: Rect = { left: 400, top: 300, width: 200, height: 100 };
const box: Rect = { left: 700, top: 700, width: 100, height: 50 };
const settings: GestureSettings = { zoom: 1, isSnapEnabled: true, keepRatio: false, bounds: scene };

const move = (start = box) =>
  startBoxGesture({ start, handle: null, container: scene, others: [other], isGridEnabled: false });

describe('gestureBox: move', () => {
  it("snaps within 4 screen px to another box's edge and draws its guide (spec: snapping within 4 px)", () => {
    const gesture = move();
    // left 700 - 96 = 604: 4 px from the other box's right edge (600) snaps onto it.
    expect(gestureBox(gesture, { x: -96, y: 0 }, settings)).toEqual({ ...box, left: 600 });
    expect(gestureGuides(gesture)).toEqual([{ axis: 'x', position: 600, from: 300, to: 750 }]);
    // 5 px away stays where the pointer put it, with no guide.
    expect(gestureBox(gesture, { x: -95, y: 0 }, settings)).toEqual({ ...box, left: 605 });
    expect(gestureGuides(gesture)).toEqual([]);
  });

  it('measures the movement and the 4 px in screen pixels: at zoom 2, 8 screen px move 4 scene px and snap within 2', () => {
    const zoomed = { ...settings, zoom: 2 };
    expect(gestureBox(move(), { x: -192, y: 0 }, zoomed).left).toBe(604);
    expect(gestureBox(move(), { x: -196, y: 0 }, zoomed).left).toBe(600);
  });

  it('does not snap while Ctrl or Cmd is held, nor with snapping off (spec: disabled with ctrl)', () => {
    const movement = { x: -96, y: 0 };
    expect(gestureBox(move(), movement, settings, { ctrlKey: true }).left).toBe(604);
    expect(gestureBox(move(), movement, settings, { metaKey: true }).left).toBe(604);
    expect(gestureBox(move(), movement, { ...settings, isSnapEnabled: false }).left).toBe(604);
  });

  it('keeps the box inside the scene unless overflow is allowed (bounds null)', () => {
    expect(gestureBox(move(), { x: 5000, y: -5000 }, settings)).toEqual({ ...box, left: 1820, top: 0 });
    expect(gestureBox(move(), { x: 5000, y: -5000 }, { ...settings, bounds: null })).toEqual({
      ...box,
      left: 5700,
      top: -4300,
    });
  });

  it('rounds to whole pixels only when asked, before keeping the box inside', () => {
    const free = { ...settings, isSnapEnabled: false, zoom: 3 };
    expect(gestureBox(move(), { x: 10, y: 0 }, free).left).toBeCloseTo(703.333, 3);
    expect(gestureBox(move(), { x: 10, y: 0 }, { ...free, isRounded: true }).left).toBe(703);
  });

  it('answers from the start box and the total movement, so a long drag cannot drift', () => {
    const gesture = move();
    const free = { ...settings, isSnapEnabled: false, zoom: 3 };
    for (let step = 1; step <= 30; step += 1) gestureBox(gesture, { x: step, y: step }, free);
    expect(gestureBox(gesture, { x: 30, y: 30 }, free)).toEqual({ ...box, left: 710, top: 710 });
  });
});

describe('gestureBox: resize', () => {
  const resize = (handle: 'se' | 'e' | 'w') =>
    startBoxGesture({ start: box, handle, container: scene, others: [other], isGridEnabled: true });

  it('moves only the dragged edges and snaps them to the grid of 16', () => {
    // right edge 800 + 30 = 830 is 2 px from the grid line 832.
    expect(gestureBox(resize('e'), { x: 30, y: 0 }, settings)).toEqual({ ...box, width: 132 });
    // left edge 700 - 10 = 690 is 2 px from the grid line 688; the right edge stays at 800.
    expect(gestureBox(resize('w'), { x: -10, y: 0 }, settings)).toEqual({ ...box, left: 688, width: 112 });
  });

  it('keeps the ratio with Shift or the toggle, and then does not snap (snapping would break the ratio)', () => {
    const shifted = gestureBox(resize('se'), { x: 30, y: 0 }, settings, { shiftKey: true });
    expect(shifted).toEqual({ left: 700, top: 700, width: 130, height: 65 });
    expect(gestureBox(resize('se'), { x: 30, y: 0 }, { ...settings, keepRatio: true })).toEqual(shifted);
  });

  it('stops at the scene edge and never below 1 x 1 (spec: minimum 1, maximum the room left)', () => {
    expect(gestureBox(resize('e'), { x: 5000, y: 0 }, settings)).toEqual({ ...box, width: 1220 });
    expect(gestureBox(resize('e'), { x: -5000, y: 0 }, { ...settings, isSnapEnabled: false })).toEqual({
      ...box,
      width: 1,
    });
  });
});

describe('isBoxChanged', () => {
  it('tells a gesture that ended where it started from one that moved', () => {
    expect(isBoxChanged(box, { ...box })).toBe(false);
    expect(isBoxChanged(box, { ...box, height: 51 })).toBe(true);
  });
});
