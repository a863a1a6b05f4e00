import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './createApiClient';

/** The part of XMLHttpRequest the upload uses, driven by hand from the test. */
class FakeXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

function setup(token: string | null = 'secret') {
  const xhr = new FakeXhr();
  const onUnauthorized = vi.fn();
  const log = vi.fn();
  const api = createApiClient({
    baseURL: '/api/v1',
    getToken: () => token,
    onUnauthorized,
    log,
    createXhr: () => xhr as unknown as XMLHttpRequest,
  });
  return { api, xhr, onUnauthorized, log };
}

describe('upload', () => {
  it('POSTs the form data with the bearer header and reports progress from 0 to 1', async () => {
    const { api, xhr } = setup();
    const progress: number[] = [];
    const form = new FormData();
    form.append('name', 'Ann');
    const done = api.upload<{ user: { id: number } }>('auth?_method=PUT', form, (fraction) => progress.push(fraction));
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/v1/auth?_method=PUT');
    expect(xhr.headers.Authorization).toBe('Bearer secret');
    expect(xhr.body).toBe(form);
    xhr.progress(25, 100);
    xhr.progress(100, 100);
    xhr.answer(200, { user: { id: 7 } });
    await expect(done).resolves.toEqual({ user: { id: 7 } });
    expect(progress).toEqual([0, 0.25, 1, 1]);
  });

  it('maps a validation failure like any other call', async () => {
    const { api, xhr } = setup();
    const done = api.upload('media', new FormData()).catch((e: unknown) => e);
    xhr.answer(422, { message: 'Invalid media file', errors: { 'file.0': ['Invalid media file'] } });
    expect(await done).toMatchObject({ status: 422, messageKey: 'errors.serverError', text: 'Invalid media file' });
  });

  it('calls onUnauthorized on 401', async () => {
    const { api, xhr, onUnauthorized } = setup();
    const done = api.upload('media', new FormData()).catch((e: unknown) => e);
    xhr.answer(401, { message: 'Unauthenticated.' });
    expect(await done).toMatchObject({ status: 401, messageKey: 'errors.unauthorized' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('maps a network failure to status null and logs it', async () => {
    const { api, xhr, log } = setup();
    const done = api.upload('media', new FormData()).catch((e: unknown) => e);
    xhr.onerror?.();
    const error = await done;
    expect(error).toMatchObject({ status: null, messageKey: 'errors.serverError' });
    expect(log).toHaveBeenCalledWith(error);
  });
});
