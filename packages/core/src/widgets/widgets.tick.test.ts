import { defaultLayer, layersTickMs } from './index';
import { describe, expect, it } from 'vitest';

const box = { left: 0, top: 0, width: 100, height: 50 };

describe('layersTickMs', () => {
  it('does not tick a preview without time widgets', () => {
    expect(layersTickMs([defaultLayer('Text', box, 1), defaultLayer('Rectangle', box, 2)])).toBeNull();
  });

  it('ticks every 1000 ms for a short clock and every 500 ms once a medium clock is shown (spec)', () => {
    const short = defaultLayer('Clock', box, 1);
    const medium = defaultLayer('Clock', box, 2);
    short.content = { ...short.content, format: 'short' };
    medium.content = { ...medium.content, format: 'medium' };
    expect(layersTickMs([short])).toBe(1000);
    expect(layersTickMs([short, medium])).toBe(500);
  });

  it('ignores invisible clocks and ticks calendars and timers every 1000 ms', () => {
    const hidden = { ...defaultLayer('Clock', box, 1), invisible: true };
    hidden.content = { ...hidden.content, format: 'medium' };
    expect(layersTickMs([hidden, defaultLayer('Calendar', box, 2), defaultLayer('Timer', box, 3)])).toBe(1000);
  });
});
