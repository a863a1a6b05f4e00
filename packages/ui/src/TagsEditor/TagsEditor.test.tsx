import type { Scene } from '@screenplay/core';
import { EN_MESSAGES } from '@screenplay/core/messages';
import {
  createMemorySceneRepository,
  createSceneEditorStore,
  useValue,
  type SceneEditorStore,
} from '@screenplay/hooks';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../test/renderWithIntl';
import { TagsEditor, type TagItem, type TagsEditorProps } from './TagsEditor';
import { TAGS_EDITOR_MESSAGE_IDS } from './tagsEditor.messages';

const TAGS: TagItem[] = [{ id: 1, name: 'Lobby' }];
const FOUND: TagItem[] = [
  { id: 7, name: 'Sale' },
  { id: 8, name: 'Summer sale' },
];

function setup(props: Partial<TagsEditorProps> = {}) {
  const callbacks = { onAdd: vi.fn<TagsEditorProps['onAdd']>(() => null), onRemove: vi.fn(), onSearch: vi.fn() };
  const view = renderWithIntl(
    <TagsEditor tags={TAGS} suggestions={[]} error={null} label="Tags" {...callbacks} {...props} />,
  );
  const input = screen.getByRole('combobox', { name: 'Tags' });
  const rerender = (next: Partial<TagsEditorProps>) =>
    view.rerender(
      <TagsEditor tags={TAGS} suggestions={[]} error={null} label="Tags" {...callbacks} {...props} {...next} />,
    );
  return { ...callbacks, input, rerender };
}

const key = (target: Element, key: string) => fireEvent.keyDown(target, { key });

afterEach(() => vi.useRealTimers());

describe('TagsEditor', () => {
  it('formats only keys that exist in EN_MESSAGES', () => {
    for (const id of Object.values(TAGS_EDITOR_MESSAGE_IDS)) expect(EN_MESSAGES[id], id).toBeTruthy();
  });

  it('is a collapsed combobox controlling a listbox, with the tags listed', () => {
    const { input } = setup();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '');
    expect(listbox?.getAttribute('role')).toBe('listbox');
    expect(screen.getByRole('list', { name: 'Tags' }).textContent).toContain('Lobby');
  });

  it('searches as the user types and offers the suggestions', () => {
    const { input, onSearch, rerender } = setup();
    fireEvent.change(input, { target: { value: 'sa' } });
    expect(onSearch).toHaveBeenLastCalledWith('sa');
    rerender({ suggestions: FOUND });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const listbox = screen.getByRole('listbox', { name: 'Suggested tags' });
    expect(input.getAttribute('aria-controls')).toBe(listbox.id);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Sale', 'Summer sale']);
  });

  it('chooses with the arrow keys (wrapping) and adds the chosen suggestion with Enter', () => {
    const { input, onAdd, rerender } = setup();
    fireEvent.change(input, { target: { value: 'sa' } });
    rerender({ suggestions: FOUND });
    key(input, 'ArrowDown');
    const [first, second] = screen.getAllByRole('option');
    expect(input.getAttribute('aria-activedescendant')).toBe(first?.id);
    expect(first?.getAttribute('aria-selected')).toBe('true');
    key(input, 'ArrowDown');
    expect(input.getAttribute('aria-activedescendant')).toBe(second?.id);
    key(input, 'ArrowDown');
    expect(input.getAttribute('aria-activedescendant')).toBe(first?.id);
    key(input, 'ArrowUp');
    expect(input.getAttribute('aria-activedescendant')).toBe(second?.id);
    key(input, 'Enter');
    expect(onAdd).toHaveBeenCalledWith({ id: 8, name: 'Summer sale' });
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('adds a suggestion on click, and the typed text with Enter when none is active', () => {
    const { input, onAdd, rerender } = setup();
    fireEvent.change(input, { target: { value: 'sa' } });
    rerender({ suggestions: FOUND });
    fireEvent.click(screen.getByRole('option', { name: 'Sale' }));
    expect(onAdd).toHaveBeenLastCalledWith({ id: 7, name: 'Sale' });
    fireEvent.change(input, { target: { value: 'Brand new' } });
    key(input, 'Enter');
    expect(onAdd).toHaveBeenLastCalledWith('Brand new');
  });

  it('closes the suggestions with Escape and opens them again with ArrowDown', () => {
    const { input, rerender } = setup();
    fireEvent.change(input, { target: { value: 'sa' } });
    rerender({ suggestions: FOUND });
    key(input, 'Escape');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('option')).toBeNull();
    key(input, 'ArrowDown');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[0]?.id);
  });

  it('removes a tag with its named button', () => {
    const { onRemove } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Remove tag Lobby' }));
    expect(onRemove).toHaveBeenCalledWith({ id: 1, name: 'Lobby' });
  });

  it('shows a refusal as an alert and keeps the typed text', () => {
    const { input, onAdd, rerender } = setup();
    onAdd.mockReturnValue('tags.tagNameValidatingError');
    fireEvent.change(input, { target: { value: 'x' } });
    key(input, 'Enter');
    rerender({ error: 'tags.tagNameValidatingError' });
    expect(screen.getByRole('alert').textContent).toBe('Tag name must be at least 2 characters');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect((input as HTMLInputElement).value).toBe('x');
  });
});

const SCENE: Scene = {
  id: 3,
  name: 'Lobby screen',
  width: 1920,
  height: 1080,
  ratio: '16:9',
  draft: false,
  sections: [],
  tags: [{ id: 1, name: 'Lobby' }],
  folderIds: [],
  screensCount: 0,
  updatedAt: '2024-01-01T00:00:00.000Z',
  updatedBy: null,
  thumbnail: null,
};

/** The editor page's wiring: the tags editor on the scene editor store. */
function StoreTags({ store }: { store: SceneEditorStore }) {
  const scene = useValue(store.$scene);
  return (
    <TagsEditor
      label="Tags"
      tags={scene?.tags ?? []}
      suggestions={useValue(store.$tagSuggestions)}
      error={useValue(store.$tagError)}
      onAdd={(tag) => store.addTag(tag)}
      onRemove={(tag) => store.removeTag(tag)}
      onSearch={(text) => store.searchTags(text)}
    />
  );
}

describe('TagsEditor on the scene editor store', () => {
  async function setupStore() {
    vi.useFakeTimers();
    const repository = createMemorySceneRepository([SCENE], {
      tags: [
        { id: 20, name: 'Summer' },
        { id: 21, name: 'Sunday' },
      ],
    });
    const store = createSceneEditorStore({ repository, clientId: 'test' });
    await act(() => store.load(SCENE.id));
    renderWithIntl(<StoreTags store={store} />);
    return { store, input: screen.getByRole('combobox', { name: 'Tags' }) };
  }

  it('refuses a short name and a duplicate with the spec texts', async () => {
    const { input } = await setupStore();
    fireEvent.change(input, { target: { value: ' x ' } });
    key(input, 'Enter');
    expect(screen.getByRole('alert').textContent).toBe('Tag name must be at least 2 characters');
    fireEvent.change(input, { target: { value: 'lobby' } });
    expect(screen.queryByRole('alert')).toBeNull();
    key(input, 'Enter');
    expect(screen.getByRole('alert').textContent).toBe(EN_MESSAGES['tags.tagDuplicateValidatingError']);
  });

  it('searches 200 ms after typing 2 characters and adds a found tag from the keyboard', async () => {
    const { store, input } = await setupStore();
    fireEvent.change(input, { target: { value: 'su' } });
    await act(() => vi.advanceTimersByTimeAsync(199));
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Summer', 'Sunday']);
    key(input, 'ArrowDown');
    key(input, 'Enter');
    expect(store.$scene.value?.tags.map((tag) => tag.name)).toEqual(['Lobby', 'Summer']);
    expect(screen.getByRole('button', { name: 'Remove tag Summer' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove tag Lobby' }));
    expect(store.$scene.value?.tags.map((tag) => tag.name)).toEqual(['Summer']);
  });
});
