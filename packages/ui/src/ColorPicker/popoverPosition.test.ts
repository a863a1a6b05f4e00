import { describe, expect, it } from 'vitest';
import { POPOVER_GAP_PX, popoverPosition } from './popoverPosition';

const viewport = { width: 1280, height: 800 };
const size = { width: 430, height: 400 };

describe('popoverPosition', () => {
  it('opens below the button with right edges aligned', () => {
    expect(popoverPosition({ left: 1100, top: 100, right: 1200, bottom: 130 }, size, viewport)).toEqual({
      left: 770,
      top: 130 + POPOVER_GAP_PX,
    });
  });

  it('flips above when there is no room below', () => {
    expect(popoverPosition({ left: 1100, top: 600, right: 1200, bottom: 630 }, size, viewport)).toEqual({
      left: 770,
      top: 600 - POPOVER_GAP_PX - 400,
    });
  });

  it('stays inside the viewport on both axes when neither side fits', () => {
    expect(popoverPosition({ left: 0, top: 350, right: 100, bottom: 380 }, size, { width: 1280, height: 700 })).toEqual(
      {
        left: POPOVER_GAP_PX,
        top: 700 - 400 - POPOVER_GAP_PX,
      },
    );
  });
});
