import { describe, expect, it } from 'vitest';
import { isRecordId, RECORD_ID_MAX, recordIdOf } from './ids';

describe('record ids', () => {
  it('accepts 1 to RECORD_ID_MAX (PostgreSQL integer) and nothing else', () => {
    expect(RECORD_ID_MAX).toBe(2_147_483_647);
    expect([1, RECORD_ID_MAX].map(isRecordId)).toEqual([true, true]);
    const refused = [
      0,
      -1,
      RECORD_ID_MAX + 1,
      Number.MAX_SAFE_INTEGER + 2,
      1e20,
      1.5,
      Number.NaN,
      '1',
      null,
      undefined,
    ];
    expect(refused.map(isRecordId)).toEqual(refused.map(() => false));
  });

  it('reads plain decimal digits from a path or query, up to RECORD_ID_MAX', () => {
    expect(recordIdOf('1')).toBe(1);
    expect(recordIdOf('2147483647')).toBe(RECORD_ID_MAX);
    expect(recordIdOf('007')).toBe(7);
    for (const text of ['2147483648', '9007199254740993', '0', '-1', '1e20', '1.5', '0x10', ' 1', '', undefined])
      expect(recordIdOf(text)).toBeNull();
  });
});
