/**
 * Record ids as every boundary accepts them: a stored id fits PostgreSQL's `integer`, so a larger number (or a
 * fraction, a negative, an unsafe integer) names nothing and is refused before it reaches a query.
 */

/** Largest id a stored record can have (PostgreSQL `integer`; not in the spec; ours). */
export const RECORD_ID_MAX = 2_147_483_647;

/** A stored record's id as an arktype definition: an integer from 1 to `RECORD_ID_MAX`. */
export const recordId = `0 < number.integer <= ${RECORD_ID_MAX}` as const;

/** A record id or a temporary client id (negative; contract) as an arktype definition, within `RECORD_ID_MAX`. */
export const anyRecordId = `${-RECORD_ID_MAX} <= number.integer <= ${RECORD_ID_MAX}` as const;

/** Whether `value` is a number a stored record's id can be (an integer from 1 to `RECORD_ID_MAX`). */
export function isRecordId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= RECORD_ID_MAX;
}

const DECIMAL_ID = /^[0-9]{1,10}$/;

/**
 * The record id written in `text` (plain decimal digits, as in a path or query), or null for anything else:
 * signs, exponents, hexadecimal, spaces and values above `RECORD_ID_MAX` name no record.
 * @example recordIdOf('42') // 42; recordIdOf('2147483648') // null; recordIdOf('1e3') // null
 */
export function recordIdOf(text: string | null | undefined): number | null {
  if (typeof text !== 'string' || !DECIMAL_ID.test(text)) return null;
  const value = Number(text);
  return isRecordId(value) ? value : null;
}
