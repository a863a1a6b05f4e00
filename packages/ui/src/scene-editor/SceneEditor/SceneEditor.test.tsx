import { createMemorySceneRepository, createSceneEditorStore } from '@screenplay/hooks';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithIntl } from '../../test/renderWithIntl';
import { HERO, WELCOME } from '../test/sceneEditor.fixtures';
import { SceneEditor } from './SceneEditor';

/** An integrator's editor: nothing but a store over the memory repository holding scene 4. */
async function mountEditor() {
  const repository = createMemorySceneRepository([WELCOME]);
  const store = createSceneEditorStore({ repository, clientId: 'embed' });
  const view = renderWithIntl(<SceneEditor store={store} sceneId={4} />);
  await waitFor(() => expect(store.$scene.value?.name).toBe('Welcome screen'));
  return { repository, store, ...view };
}

describe('SceneEditor over a memory repository', () => {
  it('opens the scene: its name, the section list and the tool bar', async () => {
    await mountEditor();
    expect((screen.getByRole('textbox', { name: 'Scene name' }) as HTMLInputElement).value).toBe('Welcome screen');
    const list = screen.getByRole('heading', { name: 'Sections' }).closest('section');
    expect(list && within(list).getByText('Hero')).toBeTruthy();
    expect(screen.getByRole('toolbar', { name: 'Editor tools' })).toBeTruthy();
  });

  it('adds a section, selects it, shows it in the details, and saves the scene', async () => {
    const { repository, store } = await mountEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Add section' }));
    await waitFor(() => expect(store.$sections.value).toHaveLength(2));
    const added = store.$selected.value;
    expect(added?.name).toBe('new section');
    const details = screen.getByRole('region', { name: 'Section details' });
    expect((within(details).getByLabelText('Section name') as HTMLInputElement).value).toBe('new section');

    act(() => store.select(HERO.id));
    await waitFor(() =>
      expect((within(details).getByLabelText('Section name') as HTMLInputElement).value).toBe('Hero'),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Save scene' }));
    await screen.findByText('Scene saved');
    const saved = repository.peek(4);
    expect(saved?.sections.filter((section) => !section.markAsDeleted).map((section) => section.name)).toEqual([
      'Hero',
      'new section',
    ]);
  });

  it('asks before deleting a section, with its own confirmation when the host gives no popups', async () => {
    const { store } = await mountEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Add section' }));
    await waitFor(() => expect(store.$sections.value).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Delete new section' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(store.$sections.value).toHaveLength(1));
  });

  it('deletes the section picked in the list with Delete, focus still on its row (issue 24)', async () => {
    const { store } = await mountEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Add section' }));
    await waitFor(() => expect(store.$sections.value).toHaveLength(2));
    const list = screen.getByRole('heading', { name: 'Sections' }).closest('section') as HTMLElement;
    const row = within(list).getByRole('button', { name: 'Hero' });
    row.focus();
    fireEvent.click(row);
    await waitFor(() => expect(store.$selectedId.value).toBe(HERO.id));
    fireEvent.keyDown(row, { key: 'Delete' });
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(store.$sections.value.map((section) => section.name)).toEqual(['new section']));
  });

  it('keeps Backspace on another focused control from deleting a section', async () => {
    const { store } = await mountEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Add section' }));
    await waitFor(() => expect(store.$sections.value).toHaveLength(2));
    const addButton = screen.getByRole('button', { name: 'Add section' });
    fireEvent.keyDown(addButton, { key: 'Backspace' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('says so when the scene does not exist', async () => {
    const store = createSceneEditorStore({ repository: createMemorySceneRepository([]), clientId: 'embed' });
    renderWithIntl(<SceneEditor store={store} sceneId={99} />);
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});
