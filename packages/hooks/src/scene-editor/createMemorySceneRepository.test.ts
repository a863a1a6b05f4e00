import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/ApiError';
import { createMemorySceneRepository } from './createMemorySceneRepository';
import { sceneFixture, savedSection } from './sceneEditor.fixtures';
import type { SaveSceneInput } from './sceneRepository.types';
import type { Section } from '@screenplay/core';

const input = (sections: Section[], overrides: Partial<SaveSceneInput> = {}): SaveSceneInput => ({
  name: 'Lobby',
  width: 1920,
  height: 1080,
  ratio: '16:9',
  tags: [],
  sections,
  clientId: 'c1',
  ...overrides,
});

describe('createMemorySceneRepository', () => {
  afterEach(() => vi.useRealTimers());

  it('returns copies: changing an answer changes nothing stored', async () => {
    const repository = createMemorySceneRepository([sceneFixture()]);
    const scene = await repository.load(7);
    scene.sections[0]!.left = 99;
    expect(repository.peek(7)?.sections[0]?.left).toBe(0);
    await expect(repository.load(8)).rejects.toMatchObject({ status: 404, messageKey: 'errors.notFound' });
  });

  it('stores new sections as drafts with a server id, a copy only with a saved parent', async () => {
    const repository = createMemorySceneRepository([sceneFixture()]);
    const copy = await repository.createSection(7, { ...savedSection(-1, 1), parentId: 1, needToUpdate: true });
    expect(copy).toMatchObject({ id: 31, draft: true, parentId: 1 });
    expect(copy).not.toHaveProperty('needToUpdate');
    await expect(repository.createSection(7, { ...savedSection(-2, 1), parentId: copy.id })).rejects.toMatchObject({
      status: 422,
    });
  });

  it('a save promotes each draft over its parent (the parent keeps its id), saves new drafts and deletes marked sections', async () => {
    const onSceneSaved = vi.fn();
    const repository = createMemorySceneRepository([sceneFixture()], {
      onSceneSaved,
      now: () => new Date('2026-02-03T04:05:06Z'),
    });
    const copy = await repository.createSection(7, { ...savedSection(-1, 1), parentId: 1, left: 300 });
    const gone = await repository.createSection(7, { ...savedSection(-2, 2), parentId: 2, markAsDeleted: true });
    const added = await repository.createSection(7, { ...savedSection(-3, 3), name: 'new section' });
    const saved = await repository.saveScene(
      7,
      input([copy, gone, added], { name: 'Hall', tags: [{ id: 30, name: 'News' }, { name: 'Sports' }] }),
    );
    expect(saved.sections.map((s) => [s.id, s.left, s.draft, s.parentId])).toEqual([
      [1, 300, false, null],
      [added.id, 0, false, null],
    ]);
    expect(saved).toMatchObject({ name: 'Hall', draft: false, updatedAt: '2026-02-03T04:05:06.000Z' });
    expect(saved.tags).toEqual([
      { id: 30, name: 'News' },
      { id: 34, name: 'Sports' },
    ]);
    expect(onSceneSaved).toHaveBeenCalledWith(saved, 'c1');
    await expect(repository.searchTags('spo')).resolves.toEqual([{ id: 34, name: 'Sports' }]);
  });

  it('refuses an invalid save with 422 sceneEditor.invalidSceneData and writes nothing', async () => {
    const repository = createMemorySceneRepository([sceneFixture()]);
    const copy = await repository.createSection(7, { ...savedSection(-1, 1), parentId: 1, left: 1500 });
    const before = repository.peek(7);
    await expect(repository.saveScene(7, input([copy]))).rejects.toMatchObject({
      status: 422,
      code: 'sceneEditor.invalidSceneData',
    });
    await expect(repository.saveScene(7, input([savedSection(99, 1)]))).rejects.toMatchObject({ status: 422 });
    expect(repository.peek(7)).toEqual(before);
  });

  it('reverts only a draft copy; cancel deletes every draft', async () => {
    const repository = createMemorySceneRepository([sceneFixture()]);
    const copy = await repository.createSection(7, { ...savedSection(-1, 1), parentId: 1 });
    const added = await repository.createSection(7, savedSection(-2, 3));
    await expect(repository.revertSection(7, added.id)).rejects.toMatchObject({ status: 422 });
    await expect(repository.revertSection(7, 1)).rejects.toMatchObject({ status: 422 });
    await repository.revertSection(7, copy.id);
    expect(repository.peek(7)?.sections.map((s) => s.id)).toEqual([1, 2, added.id]);
    const canceled = await repository.cancelScene(7);
    expect(canceled.sections.map((s) => s.id)).toEqual([1, 2]);
  });

  it('updates draft fields one by one or in bulk, refusing unknown ids without writing', async () => {
    const repository = createMemorySceneRepository([sceneFixture()]);
    const copy = await repository.createSection(7, { ...savedSection(-1, 1), parentId: 1 });
    await repository.updateSection(7, { ...copy, top: 12, parentId: null });
    expect(repository.peek(7)?.sections.find((s) => s.id === copy.id)).toMatchObject({ top: 12, parentId: 1 });
    await expect(repository.updateSections(7, [{ ...copy, top: 40 }, savedSection(99, 1)])).rejects.toMatchObject({
      status: 404,
    });
    expect(repository.peek(7)?.sections.find((s) => s.id === copy.id)?.top).toBe(12);
  });

  it('keeps playlist items with itemsOrder; an unknown item is errors.notFound', async () => {
    const repository = createMemorySceneRepository([sceneFixture()]);
    const item = await repository.createPlaylistItem(1, { layers: [], duration: 60 });
    const silent = await repository.createPlaylistItem(1, { layers: [] } as never);
    expect(silent.duration).toBe(0); // contract: the server stores what it is sent, 0 when absent
    await repository.updatePlaylistItem(1, { id: item.id, duration: 30 });
    expect(repository.peek(7)?.sections[0]).toMatchObject({ itemsOrder: [item.id, silent.id] });
    expect(repository.peek(7)?.sections[0]?.playlistItems[0]?.duration).toBe(30);
    await repository.deletePlaylistItem(1, item.id);
    expect(repository.peek(7)?.sections[0]?.itemsOrder).toEqual([silent.id]);
    await expect(repository.deletePlaylistItem(1, 999)).rejects.toMatchObject({
      status: 404,
      message: 'Item not found',
    });
  });

  it('searches tags from 2 characters, case-insensitively, and lists the animation types', async () => {
    const repository = createMemorySceneRepository([], {
      tags: [
        { id: 1, name: 'News' },
        { id: 2, name: 'Weather' },
      ],
    });
    await expect(repository.searchTags('n')).resolves.toEqual([]);
    await expect(repository.searchTags('EW')).resolves.toEqual([{ id: 1, name: 'News' }]);
    expect((await repository.animationTypes()).map((t) => t.id)).toEqual([
      'none',
      'fade',
      'slideLeft',
      'slideRight',
      'slideUp',
      'slideDown',
      'zoom',
    ]);
  });

  it('answers after latencyMs and fails the calls failNext names (true = a 500)', async () => {
    vi.useFakeTimers();
    const custom = new ApiError({
      status: 403,
      messageKey: 'errors.permission',
      message: 'You need permission to perform this action',
    });
    const failNext = vi.fn((op: string) => (op === 'load' ? true : op === 'searchTags' ? custom : null));
    const repository = createMemorySceneRepository([sceneFixture()], { latencyMs: 50, failNext });
    const answer = vi.fn();
    void repository.animationTypes().then(answer);
    await vi.advanceTimersByTimeAsync(49);
    expect(answer).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(answer).toHaveBeenCalled();
    const loading = repository.load(7).catch((e: unknown) => e);
    const searching = repository.searchTags('news').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(50);
    expect(await loading).toMatchObject({ status: 500, messageKey: 'errors.serverError' });
    expect(await searching).toBe(custom);
  });
});
