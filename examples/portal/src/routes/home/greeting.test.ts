import { describe, expect, it } from 'vitest';
import { greetingKey } from './greeting';

const at = (hour: number, minute = 0) => new Date(2026, 10, 21, hour, minute);

describe('greetingKey', () => {
  it('greets by the local time of day, at each boundary', () => {
    expect(greetingKey(at(4, 59))).toBe('home.greetingEvening');
    expect(greetingKey(at(5))).toBe('home.greetingMorning');
    expect(greetingKey(at(11, 59))).toBe('home.greetingMorning');
    expect(greetingKey(at(12))).toBe('home.greetingAfternoon');
    expect(greetingKey(at(17, 59))).toBe('home.greetingAfternoon');
    expect(greetingKey(at(18))).toBe('home.greetingEvening');
  });
});
