import { describe, expect, it } from 'vitest';
import {
  PAIRING_CODE_ALPHABET,
  PAIRING_CODE_LENGTH,
  PAIRING_CODE_TTL_MS,
  PAIRING_FAILURE_WINDOW_MS,
  PAIRING_MAX_FAILURES,
  PAIRING_MAX_FAILURES_PER_ADDRESS,
  PAIRING_MAX_FAILURES_PER_CUSTOMER,
  formatPairingCode,
  generatePairingCode,
  normalizePairingCode,
} from './screens.pairing';

describe('pairing codes', () => {
  it('are 6 uppercase letters and digits without look-alikes, valid 15 minutes, 5 tries per 15 minutes', () => {
    expect(PAIRING_CODE_LENGTH).toBe(6);
    expect(PAIRING_CODE_ALPHABET).toMatch(/^[A-Z2-9]+$/);
    for (const ambiguous of ['0', 'O', '1', 'I', 'L']) expect(PAIRING_CODE_ALPHABET).not.toContain(ambiguous);
    expect(PAIRING_CODE_TTL_MS).toBe(900_000);
    expect(PAIRING_MAX_FAILURES).toBe(5);
    expect(PAIRING_FAILURE_WINDOW_MS).toBe(900_000);
  });

  it('limits wrong codes per customer and per address too, more loosely than per user (issue 22)', () => {
    expect(PAIRING_MAX_FAILURES_PER_CUSTOMER).toBe(10);
    expect(PAIRING_MAX_FAILURES_PER_ADDRESS).toBe(20);
    expect(PAIRING_MAX_FAILURES).toBeLessThan(PAIRING_MAX_FAILURES_PER_CUSTOMER);
    expect(PAIRING_MAX_FAILURES_PER_CUSTOMER).toBeLessThan(PAIRING_MAX_FAILURES_PER_ADDRESS);
  });

  it('draws each character from the alphabet', () => {
    const picks = [0, 30, 5, 12, 29, 1];
    const code = generatePairingCode(() => picks.shift() ?? 0);
    expect(code).toBe('A9FP8B');
    expect(normalizePairingCode(code)).toBe(code);
  });

  it('reads what a person typed, and refuses what cannot be a code', () => {
    expect(normalizePairingCode(' a9f-p8b ')).toBe('A9FP8B');
    expect(normalizePairingCode('A9F P8B')).toBe('A9FP8B');
    expect(normalizePairingCode('A9FP8')).toBeNull();
    expect(normalizePairingCode('A9FP8O')).toBeNull();
    expect(normalizePairingCode('A9FP8B7')).toBeNull();
  });

  it('reads aloud in two halves', () => {
    expect(formatPairingCode('A9FP8B')).toBe('A9F P8B');
  });
});
