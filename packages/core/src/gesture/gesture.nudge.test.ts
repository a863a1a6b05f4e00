import { describe, expect, it } from 'vitest';
import { arrowNudge } from './gesture.nudge';

describe('arrowNudge', () => {
  it('moves 1 px per arrow key and 10 px with Shift', () => {
    expect(arrowNudge({ key: 'ArrowRight', shiftKey: false })).toEqual({ dx: 1, dy: 0 });
    expect(arrowNudge({ key: 'ArrowUp', shiftKey: false })).toEqual({ dx: 0, dy: -1 });
    expect(arrowNudge({ key: 'ArrowLeft', shiftKey: true })).toEqual({ dx: -10, dy: 0 });
    expect(arrowNudge({ key: 'ArrowDown', shiftKey: true })).toEqual({ dx: 0, dy: 10 });
  });

  it('ignores every other key', () => {
    expect(arrowNudge({ key: 'a', shiftKey: false })).toBeNull();
    expect(arrowNudge({ key: 'Enter', shiftKey: true })).toBeNull();
  });
});
