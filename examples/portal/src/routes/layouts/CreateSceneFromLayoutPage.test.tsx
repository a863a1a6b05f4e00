import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import CreateSceneFromLayoutPage from './CreateSceneFromLayoutPage';
import { THREE_COLUMNS, fakeApi, folder, renderAt } from '../../test/layouts.fixtures';

/** Scene folders: Campaigns with the sub-folder Summer, and Menus. */
const SCENE_FOLDERS = [
  folder(1, 'Campaigns', null, 'scenes'),
  folder(2, 'Summer', 1, 'scenes'),
  folder(3, 'Menus', null, 'scenes'),
];
const CREATED = { id: 77, name: 'Three columns' };

function setup(search: string) {
  const fake = fakeApi({
    'get layouts/5': THREE_COLUMNS,
    'get folders/scenes': { folders: SCENE_FOLDERS, scenes: [] },
    'post scenes': CREATED,
  });
  const view = renderAt(
    `/scenes/create_scene_from_layout/5${search}`,
    <CreateSceneFromLayoutPage params={{ layoutId: '5' }} />,
    fake.api,
  );
  return { ...fake, ...view };
}

const destination = () => screen.getByText(/^The scene goes into:/).textContent;

describe('CreateSceneFromLayoutPage', () => {
  it("shows the layout's preview and names the scene after the layout", async () => {
    setup('');
    expect(await screen.findByRole('img', { name: 'Preview of Three columns' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Three columns');
    await waitFor(() => expect(destination()).toBe('The scene goes into: All'));
  });

  it('puts the scene into the selected sub-folder (spec), starting from ?folderId&subFolderId, and opens it', async () => {
    const { calls, history } = setup('?folderId=1&subFolderId=2');
    await waitFor(() => expect(destination()).toBe('The scene goes into: Summer'));
    expect(screen.getByRole('treeitem', { name: 'Summer' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: ' Summer columns ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create scene' }));
    await waitFor(() => expect(history.at(-1)).toBe('/scenes/edit_scene/77'));
    expect(calls.find((call) => call.method === 'post')).toMatchObject({
      url: 'scenes',
      body: { layoutId: 5, folderId: 2, name: 'Summer columns' },
    });
  });

  it('puts the scene into the selected folder when no sub-folder is selected', async () => {
    const { calls } = setup('?folderId=2');
    await waitFor(() => expect(destination()).toBe('The scene goes into: Summer'));
    fireEvent.click(screen.getByRole('treeitem', { name: 'Menus' }));
    expect(destination()).toBe('The scene goes into: Menus');
    fireEvent.click(screen.getByRole('button', { name: 'Create scene' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'post')?.body).toMatchObject({ layoutId: 5, folderId: 3 }),
    );
  });

  it('refuses an empty name without a call', async () => {
    const { calls } = setup('');
    await screen.findByRole('img', { name: 'Preview of Three columns' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create scene' }));
    expect(await screen.findByText('Enter a name')).toBeTruthy();
    expect(calls.some((call) => call.method === 'post')).toBe(false);
  });

  it('says so when the layout does not exist', async () => {
    const { api } = fakeApi({ 'get folders/scenes': { folders: [], scenes: [] } });
    renderAt('/scenes/create_scene_from_layout/9', <CreateSceneFromLayoutPage params={{ layoutId: '9' }} />, api);
    expect((await screen.findByRole('alert')).textContent).toBe('This layout does not exist or you cannot open it.');
  });
});
