import { describe, expect, it } from 'vitest';
import type { LayoutInput } from '@screenplay/core/library';
import { createApiClient } from '../api/createApiClient';
import { fakeServer } from '../testing/fakeServer';
import type { FakeRoutes } from '../testing/fakeServer';
import { createApiLayoutRepository } from './createApiLayoutRepository';
import { layoutFixture, layoutSection } from './library.fixtures';

function repositoryWith(routes: FakeRoutes) {
  const server = fakeServer(routes);
  const api = createApiClient({
    baseURL: '/api/v1',
    getToken: () => 'secret',
    onUnauthorized: () => undefined,
    fetch: server.fetch,
  });
  return { repository: createApiLayoutRepository(api), requests: server.requests };
}

const input: LayoutInput = {
  name: 'Lobby wall',
  width: 1920,
  height: 1080,
  ratio: 'Free',
  sections: [layoutSection(-1, 1)],
  tags: [{ id: 30, name: 'News' }, { name: 'Sports' }],
};

describe('createApiLayoutRepository', () => {
  it('lists and reads layouts, unwrapping { data }', async () => {
    const layout = layoutFixture();
    const { repository, requests } = repositoryWith({
      'GET layouts': () => [200, { data: [layout] }],
      'GET layouts/5': () => [200, { data: layout }],
    });
    await expect(repository.listLayouts()).resolves.toEqual([layout]);
    await expect(repository.loadLayout(5)).resolves.toEqual(layout);
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET layouts', 'GET layouts/5']);
    expect(requests[0]?.authorization).toBe('Bearer secret');
  });

  it('creates with POST layouts (folder included) and updates with PATCH layouts/{id}, sending the body as given', async () => {
    const { repository, requests } = repositoryWith({
      'POST layouts': () => [201, { data: layoutFixture({ id: 40, folderIds: [3] }) }],
      'PATCH layouts/40': () => [200, { data: layoutFixture({ id: 40 }) }],
    });
    await expect(repository.createLayout({ ...input, folderId: 3 })).resolves.toMatchObject({ id: 40, folderIds: [3] });
    await expect(repository.updateLayout(40, input)).resolves.toMatchObject({ id: 40 });
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST layouts', 'PATCH layouts/40']);
    expect(requests[0]?.body).toEqual({ ...input, folderId: 3 });
    expect(requests[1]?.body).toEqual(input);
  });

  it('searches tags with GET tags?search=', async () => {
    const { repository, requests } = repositoryWith({
      'GET tags?search=new': () => [200, { data: [{ id: 30, name: 'News' }] }],
    });
    await expect(repository.searchTags('new')).resolves.toEqual([{ id: 30, name: 'News' }]);
    expect(requests[0]).toMatchObject({ method: 'GET', path: 'tags?search=new' });
  });

  it('rejects with the ApiError of the answer: 404 not found, 422 with its field messages', async () => {
    const refused = { message: 'Invalid', errors: { sections: ['A layout needs at least one section.'] } };
    const { repository } = repositoryWith({ 'PATCH layouts/5': () => [422, refused] });
    await expect(repository.loadLayout(9)).rejects.toMatchObject({ status: 404, messageKey: 'errors.notFound' });
    await expect(repository.updateLayout(5, input)).rejects.toMatchObject({
      status: 422,
      errors: refused.errors,
      text: 'A layout needs at least one section.',
    });
  });
});
