import { describe, expect, it } from 'vitest';
import { inputProblems, MAX_JSON_DEPTH, MAX_STRING_LENGTH } from './inputGuard';

/** `depth` arrays nested in one another around 1. */
function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
}

describe('inputProblems', () => {
  it('accepts ordinary input, emoji (surrogate pairs) included', () => {
    expect(inputProblems({ name: 'Café 🎬', sections: [{ name: 'a', top: 0 }], tags: [] })).toBeNull();
  });

  it('refuses NUL and lone surrogates, keyed by the top-level field', () => {
    expect(inputProblems({ name: 'a\u0000b' })).toEqual({
      name: ['The name contains characters that are not allowed.'],
    });
    expect(inputProblems({ sections: [{ background: 'x\uD800' }] })).toEqual({
      sections: ['The sections contains characters that are not allowed.'],
    });
    expect(inputProblems({ ratio: '\uDC00' })).not.toBeNull();
  });

  it('refuses strings longer than the limit, not at it', () => {
    expect(inputProblems({ about: 'x'.repeat(MAX_STRING_LENGTH) })).toBeNull();
    expect(inputProblems({ about: 'x'.repeat(MAX_STRING_LENGTH + 1) })).toEqual({
      about: [`The about may not be greater than ${MAX_STRING_LENGTH} characters.`],
    });
  });

  it('refuses nesting beyond the limit, without recursing', () => {
    expect(inputProblems({ layers: nested(MAX_JSON_DEPTH - 1) })).toBeNull();
    expect(inputProblems({ layers: nested(MAX_JSON_DEPTH) })).toEqual({
      layers: ['The layers is nested too deeply.'],
    });
    expect(inputProblems({ layers: nested(100_000) })).not.toBeNull();
  });

  it('refuses prototype keys at any depth, never naming the key as a field', () => {
    const top = inputProblems(JSON.parse('{"__proto__": {"isAdmin": true}}'));
    expect(top).toEqual({ body: ['The body has a key that is not allowed.'] });
    expect(Object.getPrototypeOf(top)).toBe(Object.prototype);
    expect(inputProblems({ styles: { constructor: 1 } })).toEqual({
      styles: ['The styles has a key that is not allowed.'],
    });
  });
});
