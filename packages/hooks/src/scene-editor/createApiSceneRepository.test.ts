import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/createApiClient';
import { fakeServer } from '../testing/fakeServer';
import type { FakeRoutes } from '../testing/fakeServer';
import { createApiSceneRepository } from './createApiSceneRepository';
import { sceneFixture, savedSection } from './sceneEditor.fixtures';

function repositoryWith(routes: FakeRoutes) {
  const server = fakeServer(routes);
  const api = createApiClient({
    baseURL: '/api/v1',
    getToken: () => 'secret',
    onUnauthorized: () => undefined,
    fetch: server.fetch,
  });
  return { repository: createApiSceneRepository(api), requests: server.requests };
}

describe('createApiSceneRepository', () => {
  it('reads a scene and unwraps { data }', async () => {
    const scene = sceneFixture();
    const { repository, requests } = repositoryWith({ 'GET scenes/7': () => [200, { data: scene }] });
    await expect(repository.load(7)).resolves.toEqual(scene);
    expect(requests[0]).toMatchObject({ method: 'GET', path: 'scenes/7', authorization: 'Bearer secret' });
  });

  it('creates a section without its temporary id or client-only fields', async () => {
    const draft = { ...savedSection(-1, 1), draft: true, parentId: 1, needToUpdate: true };
    const { repository, requests } = repositoryWith({
      'POST scenes/7/sections': (request) => [201, { data: { ...(request.body as object), id: 40 } }],
    });
    const saved = await repository.createSection(7, draft);
    expect(saved.id).toBe(40);
    expect(requests[0]?.body).not.toHaveProperty('id');
    expect(requests[0]?.body).not.toHaveProperty('needToUpdate');
    expect(requests[0]?.body).toMatchObject({ parentId: 1, name: 'Section -1', playlistItems: [] });
  });

  it('sends updates, bulk updates, revert, cancel and save to their endpoints', async () => {
    const scene = sceneFixture();
    const section = { ...savedSection(40, 1), draft: true, needToUpdate: false };
    const { repository, requests } = repositoryWith({
      'PATCH scenes/7/sections/40': () => [200, { data: section }],
      'PATCH scenes/7/sections': () => [200, { data: [section] }],
      'DELETE scenes/7/sections/40/cancel': () => [204, null],
      'POST scenes/7/cancel': () => [200, { data: scene }],
      'PATCH scenes/7': () => [200, { data: scene }],
    });
    await repository.updateSection(7, section);
    await repository.updateSections(7, [section]);
    await repository.revertSection(7, 40);
    await repository.cancelScene(7);
    const input = {
      name: 'Lobby',
      width: 1920,
      height: 1080,
      ratio: '16:9',
      tags: [{ name: 'Sports' }],
      sections: [section],
      clientId: 'c1',
    };
    await expect(repository.saveScene(7, input)).resolves.toEqual(scene);
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'PATCH scenes/7/sections/40',
      'PATCH scenes/7/sections',
      'DELETE scenes/7/sections/40/cancel',
      'POST scenes/7/cancel',
      'PATCH scenes/7',
    ]);
    const box = { top: 0, left: 0, width: 640, height: 360 };
    const extra = {
      hidden: false,
      ratio: null,
      itemsOrder: [],
      background: 'rgba(255,255,255,0)',
      order: 1,
      markAsDeleted: false,
      animation: null, // issue 15: saved with the scene (null: none)
    };
    const wire = { id: 40, name: 'Section 40', ...box, ...extra };
    expect(requests[0]?.body).toEqual(wire); // playlist items and client-only fields stay home
    expect(requests[1]?.body).toEqual({ sections: [wire] });
    expect(requests[4]?.body).toMatchObject({ clientId: 'c1', tags: [{ name: 'Sports' }], sections: [{ id: 40 }] });
  });

  it('calls the playlist item, tag and animation endpoints', async () => {
    const item = { id: 5, parentId: null, layers: [], hidden: false, markAsDeleted: false, duration: 60, styles: {} };
    const { repository, requests } = repositoryWith({
      'POST sections/40/playlistitems': () => [201, { data: item }],
      'PATCH sections/40/playlistitems/5': () => [200, { data: item }],
      'DELETE sections/40/playlistitems/5': () => [204, null],
      'GET tags?search=ne': () => [200, { data: [{ id: 1, name: 'News' }] }],
      'GET sections/animations/types': () => [200, { data: [{ id: 'fade', name: 'Fade' }] }],
    });
    await expect(repository.createPlaylistItem(40, { layers: [], duration: 60 })).resolves.toEqual(item);
    await repository.updatePlaylistItem(40, { id: 5, duration: 30 });
    await repository.deletePlaylistItem(40, 5);
    await expect(repository.searchTags('ne')).resolves.toEqual([{ id: 1, name: 'News' }]);
    await expect(repository.animationTypes()).resolves.toEqual([{ id: 'fade', name: 'Fade' }]);
    expect(requests[0]?.body).toEqual({ layers: [], duration: 60 });
  });

  it('shows a refused scene save with the sceneEditor.invalidSceneData key', async () => {
    const body = {
      message: 'Section 3 lies outside the scene',
      code: 'sceneEditor.invalidSceneData',
      errors: { sections: ['outside'] },
    };
    const { repository } = repositoryWith({ 'PATCH scenes/7': () => [422, body] });
    const input = { name: 'Lobby', width: 1920, height: 1080, ratio: '16:9', tags: [], sections: [], clientId: 'c1' };
    await expect(repository.saveScene(7, input)).rejects.toMatchObject({
      status: 422,
      messageKey: 'sceneEditor.invalidSceneData',
    });
  });
});
