import { ApiError } from '@screenplay/hooks';
import { defaultLayer } from '@screenplay/core/widgets';
import { describe, expect, it } from 'vitest';
import { failedLoadState, hasUnsavedWork } from './useLayerDocument';

describe('failedLoadState', () => {
  it('reads a 403 or 404 as a document that is not there, anything else as a failure to try again', () => {
    const error = (status: number | null) => new ApiError({ status, messageKey: 'errors.notFound', message: 'x' });
    expect(failedLoadState(error(404))).toBe('missing');
    expect(failedLoadState(error(403))).toBe('missing');
    expect(failedLoadState(error(500))).toBe('failed');
    expect(failedLoadState(error(null))).toBe('failed');
    expect(failedLoadState(null)).toBe('failed');
  });
});

describe('hasUnsavedWork', () => {
  const layer = defaultLayer('Text', { left: 0, top: 0, width: 10, height: 10 }, -1);
  it('is the dirty state, except for a new document without a layer', () => {
    expect(hasUnsavedWork({ id: null, layers: [] }, true)).toBe(false);
    expect(hasUnsavedWork({ id: null, layers: [layer] }, true)).toBe(true);
    expect(hasUnsavedWork({ id: 4, layers: [] }, true)).toBe(true);
    expect(hasUnsavedWork({ id: 4, layers: [layer] }, false)).toBe(false);
    expect(hasUnsavedWork(null, true)).toBe(false);
  });
});
