import { describe, expect, it } from 'vitest';
import type { LayoutInput } from '@screenplay/core/library';
import { ApiError } from '../api/ApiError';
import { createMemoryLayoutRepository } from './createMemoryLayoutRepository';
import { layoutFixture, layoutSection } from './library.fixtures';

const NOW = new Date('2026-02-01T10:00:00.000Z');

/** A new layout's body as the layout editor sends it: a temporary section id, a new tag by name. */
function input(overrides: Partial<LayoutInput> = {}): LayoutInput {
  return {
    name: 'Lobby wall',
    width: 1920,
    height: 1080,
    ratio: 'Free',
    sections: [layoutSection(-1, 1, { width: 1920 })],
    tags: [{ name: 'Sports' }],
    folderId: 3,
    ...overrides,
  };
}

function setup(options: Parameters<typeof createMemoryLayoutRepository>[1] = {}) {
  return createMemoryLayoutRepository([layoutFixture()], { now: () => NOW, owner: 1, ...options });
}

describe('createMemoryLayoutRepository', () => {
  it('lists and reads copies of its layouts; an unknown one is a 404', async () => {
    const repository = setup();
    const [listed] = await repository.listLayouts();
    expect(listed).toEqual(layoutFixture());
    if (listed) listed.name = 'changed';
    await expect(repository.loadLayout(5)).resolves.toMatchObject({ name: 'Two columns' });
    await expect(repository.loadLayout(9)).rejects.toMatchObject({ status: 404, text: 'Item not found' });
  });

  it('creates a layout with the next id in its folder, sections renumbered with ids and new tags created', async () => {
    const repository = setup();
    const created = await repository.createLayout(
      input({ name: '  Lobby wall ', tags: [{ id: 30, name: 'News' }, { name: 'sports' }, { name: 'Sports' }] }),
    );
    expect(created).toMatchObject({
      id: 6,
      name: 'Lobby wall',
      folderIds: [3],
      owner: 1,
      draft: false,
      updatedAt: NOW.toISOString(),
      tags: [
        { id: 30, name: 'News' },
        { id: 31, name: 'sports' },
      ],
    });
    expect(created.sections.map((s) => [s.id, s.order, s.draft])).toEqual([[1, 1, false]]);
    await expect(repository.searchTags('SPO')).resolves.toEqual([{ id: 31, name: 'sports' }]);
    await expect(repository.listLayouts()).resolves.toHaveLength(2);
    await expect(repository.createLayout(input({ folderId: -1 }))).resolves.toMatchObject({ id: 7, folderIds: [] });
  });

  it('updates a layout: sections marked deleted dropped, kept ids kept, folders unchanged', async () => {
    const repository = setup();
    const sections = [
      layoutSection(12, 2, { left: 960 }),
      layoutSection(11, 1, { markAsDeleted: true }),
      layoutSection(-4, 3, { width: 100 }),
    ];
    const { folderId: _folderId, ...fields } = input({ sections, tags: [] });
    const updated = await repository.updateLayout(5, fields);
    expect(updated).toMatchObject({ id: 5, name: 'Lobby wall', tags: [], folderIds: [] });
    expect(updated.sections.map((s) => [s.id, s.order])).toEqual([
      [12, 1],
      [13, 2],
    ]);
    await expect(repository.loadLayout(5)).resolves.toEqual(updated);
  });

  it('refuses what the API refuses with its 422 shape, storing nothing', async () => {
    const repository = setup();
    const outside = layoutSection(1, 1, { left: 1900, width: 100 });
    await expect(repository.createLayout(input({ name: '   ' }))).rejects.toMatchObject({
      status: 422,
      errors: { name: [expect.any(String)] },
    });
    await expect(repository.createLayout(input({ sections: [outside] }))).rejects.toMatchObject({
      status: 422,
      errors: { 'sections.0': [expect.any(String)] },
    });
    const deleted = [layoutSection(11, 1, { markAsDeleted: true })];
    await expect(repository.updateLayout(5, input({ sections: deleted }))).rejects.toMatchObject({
      status: 422,
      text: 'A layout needs at least one section.',
    });
    await expect(repository.updateLayout(5, input({ tags: [{ id: 99, name: 'Gone' }] }))).rejects.toMatchObject({
      status: 422,
      errors: { tags: ['The selected tag does not exist.'] },
    });
    await expect(repository.listLayouts()).resolves.toEqual([layoutFixture()]);
    await expect(repository.searchTags('sports')).resolves.toEqual([]);
  });

  it('fails the operation failNext names, as a 500 or the error given', async () => {
    const refused = new ApiError({ status: 403, messageKey: 'errors.permission', message: 'Forbidden' });
    const repository = setup({ failNext: (op) => (op === 'createLayout' ? refused : op === 'listLayouts') });
    await expect(repository.listLayouts()).rejects.toMatchObject({ status: 500, messageKey: 'errors.serverError' });
    await expect(repository.createLayout(input())).rejects.toBe(refused);
    await expect(repository.loadLayout(5)).resolves.toMatchObject({ id: 5 });
  });
});
