import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import CreateScenePage from './CreateScenePage';
import { THREE_COLUMNS, fakeApi, renderAt } from '../../test/layouts.fixtures';

describe('CreateScenePage: from a layout', () => {
  it('offers the layouts of the chosen size, each leading to the scene-from-layout page with the current folder', async () => {
    const { api, calls } = fakeApi({ 'get layouts': [THREE_COLUMNS] });
    renderAt('/scenes/create_scene?folderId=2', <CreateScenePage />, api);
    const choice = await screen.findByRole('link', { name: 'Three columns 1920 × 1080' }, { timeout: 2000 });
    expect(choice.getAttribute('href')).toBe('/scenes/create_scene_from_layout/5?folderId=2');
    expect(calls.find((call) => call.url === 'layouts')?.params).toEqual({ width: '1920', height: '1080' });
  });

  it('says when no layout has that size', async () => {
    const { api } = fakeApi({ 'get layouts': [] });
    renderAt('/scenes/create_scene', <CreateScenePage />, api);
    expect(await screen.findByText('No layout of this size yet.', undefined, { timeout: 2000 })).toBeTruthy();
  });
});
