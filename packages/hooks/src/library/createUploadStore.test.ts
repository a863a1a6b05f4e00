import { describe, expect, it, vi } from 'vitest';
import { createUploadStore } from './createUploadStore';
import { deferred, fakeApi, httpFailure, mediaFixture } from './library.fixtures';
import type { FakeCall } from './library.fixtures';

function file(name: string, type: string, size = 10): File {
  return new File(['x'.repeat(size)], name, { type });
}

/** An upload route whose answers the test releases one by one, keeping each call's progress callback. */
function controlledUploads() {
  const pending: { call: FakeCall; answer: ReturnType<typeof deferred<unknown>> }[] = [];
  const handler = (call: FakeCall) => {
    const answer = deferred<unknown>();
    pending.push({ call, answer });
    return answer.promise;
  };
  return { pending, handler };
}

describe('createUploadStore', () => {
  it('uploads two files in a request each, each with its own progress', async () => {
    const uploads = controlledUploads();
    const { api, calls } = fakeApi({ 'UPLOAD media/4': uploads.handler });
    const onUploaded = vi.fn();
    const store = createUploadStore({ api, onUploaded });
    const done = store.upload([file('a.png', 'image/png', 20), file('b.jpg', 'image/jpeg', 30)], { folderId: 4 });
    await Promise.resolve();
    expect(calls.map((c) => c.url)).toEqual(['media/4', 'media/4']);
    const [first, second] = uploads.pending;
    const form = first?.call.body as FormData;
    expect((form.getAll('file[]')[0] as File).name).toBe('a.png');
    first?.call.onProgress?.(0.25);
    second?.call.onProgress?.(0.75);
    expect(store.$uploads.value.map((u) => [u.fileName, u.size, u.progress, u.status])).toEqual([
      ['a.png', 20, 0.25, 'uploading'],
      ['b.jpg', 30, 0.75, 'uploading'],
    ]);
    second?.answer.resolve({ data: [mediaFixture(2)] });
    first?.answer.resolve({ data: [mediaFixture(1)] });
    await done;
    expect(store.$uploads.value.map((u) => [u.progress, u.status, u.messageKey])).toEqual([
      [1, 'done', null],
      [1, 'done', null],
    ]);
    expect(onUploaded.mock.calls.map(([items]) => items[0].id)).toEqual([2, 1]);
  });

  it('a file core refuses is listed with its key and never sent; the others still go (root: POST media)', async () => {
    const { api, calls } = fakeApi({ 'UPLOAD media': () => ({ data: [mediaFixture(1)] }) });
    const store = createUploadStore({ api });
    await store.upload([file('notes.txt', 'text/plain'), file('clip.mp4', 'video/mp4'), file('a.tiff', 'image/tiff')], {
      folderId: -1,
      accept: 'image',
    });
    expect(calls).toHaveLength(0);
    expect(store.$uploads.value.map((u) => [u.fileName, u.status, u.messageKey])).toEqual([
      ['notes.txt', 'refused', 'dnd.invalidMediaFile'],
      ['clip.mp4', 'refused', 'dnd.videoCannotBeAdded'],
      ['a.tiff', 'refused', 'dnd.invalidImageType'],
    ]);
    await store.upload([file('ok.png', 'image/png')], { folderId: null });
    expect(calls.map((c) => c.url)).toEqual(['media']);
  });

  it('a server refusal keeps its code as the key (422 dnd.*, 413 media.fileTooLarge); no response fails with errors.serverError', async () => {
    const answers: Record<string, () => unknown> = {
      'fake.png': () => {
        throw httpFailure(422, {
          message: 'Invalid image type',
          code: 'dnd.invalidImageType',
          errors: { file: ['Invalid image type'] },
        });
      },
      'huge.mp4': () => {
        throw httpFailure(413, { message: 'File too large', code: 'media.fileTooLarge' });
      },
      'offline.png': () => {
        throw new Error('Upload to /api/v1/media got no response');
      },
    };
    const { api } = fakeApi({
      'UPLOAD media': (call) => answers[((call.body as FormData).get('file[]') as File).name]?.(),
    });
    const store = createUploadStore({ api });
    await store.upload(
      [file('fake.png', 'image/png'), file('huge.mp4', 'video/mp4'), file('offline.png', 'image/png')],
      {
        folderId: null,
      },
    );
    expect(store.$uploads.value.map((u) => [u.status, u.messageKey, u.text])).toEqual([
      ['refused', 'dnd.invalidImageType', 'Invalid image type'],
      ['refused', 'media.fileTooLarge', 'File too large'],
      ['failed', 'errors.serverError', null],
    ]);
  });

  it('dismisses one entry and clears the finished ones, keeping uploads in progress', async () => {
    const uploads = controlledUploads();
    const { api } = fakeApi({ 'UPLOAD media': uploads.handler });
    const store = createUploadStore({ api });
    await store.upload([file('bad.txt', 'text/plain'), file('other.txt', 'text/plain')], { folderId: null });
    const running = store.upload([file('a.png', 'image/png')], { folderId: null });
    store.dismiss(store.$uploads.value[0]?.id ?? '');
    expect(store.$uploads.value.map((u) => u.fileName)).toEqual(['other.txt', 'a.png']);
    store.clearFinished();
    expect(store.$uploads.value.map((u) => u.fileName)).toEqual(['a.png']);
    uploads.pending[0]?.answer.resolve({ data: [] });
    await running;
  });
});
