import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemorySceneRepository } from './createMemorySceneRepository';
import { createSceneEditorStore } from './createSceneEditorStore';
import { TAG_SEARCH_DEBOUNCE_MS } from '@screenplay/core';
import { sceneFixture } from './sceneEditor.fixtures';

const HISTORY_PAUSE_MS = 500; // longer than the history debounce, so edits become separate entries

async function setup() {
  const repository = createMemorySceneRepository([sceneFixture()], {
    tags: [
      { id: 31, name: 'Newsroom' },
      { id: 32, name: 'Weather' },
    ],
  });
  const store = createSceneEditorStore({ repository, clientId: 'editor-a' });
  await store.load(7);
  return { repository, store };
}

const box = (s: { left: number; top: number; width: number; height: number } | null | undefined) =>
  s ? [s.left, s.top, s.width, s.height] : null;

describe('createSceneEditorStore — editing', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('one drag is one undo step; undo and redo restore the geometry', async () => {
    const { store } = await setup();
    store.select(2);
    store.beginGesture(2);
    for (let step = 1; step <= 5; step++) {
      store.updateGesture({ left: 960 - step * 10, top: 540 - step * 5, width: 640, height: 360 });
      await vi.advanceTimersByTimeAsync(300); // a slow drag: longer than every debounce
    }
    store.endGesture();
    expect(box(store.$selected.value)).toEqual([910, 515, 640, 360]);
    expect(store.$canUndo.value).toBe(true);
    store.undo();
    expect(box(store.$selected.value)).toEqual([960, 540, 640, 360]);
    expect(store.$canUndo.value).toBe(false);
    expect(store.$canRedo.value).toBe(true);
    store.redo();
    expect(box(store.$selected.value)).toEqual([910, 515, 640, 360]);
  });

  it('a drag stays inside the scene', async () => {
    const { store } = await setup();
    store.beginGesture(2);
    store.updateGesture({ left: 1500, top: -20, width: 640, height: 360 });
    store.endGesture();
    expect(box(store.$sections.value[1])).toEqual([1280, 0, 640, 360]);
  });

  it('undo and redo step through number-input edits', async () => {
    const { store } = await setup();
    store.select(1);
    store.setGeometry(1, { left: 100 });
    await vi.advanceTimersByTimeAsync(HISTORY_PAUSE_MS);
    store.setGeometry(store.$selectedId.value ?? 0, { width: 500 });
    await vi.advanceTimersByTimeAsync(HISTORY_PAUSE_MS);
    store.undo();
    expect(box(store.$selected.value)).toEqual([100, 0, 640, 360]);
    store.undo();
    expect(box(store.$selected.value)).toEqual([0, 0, 640, 360]);
    store.redo();
    store.redo();
    expect(box(store.$selected.value)).toEqual([100, 0, 500, 360]);
  });

  it('number inputs clamp to the spec limits: x, y >= 0 and inside the scene, width and height >= 1', async () => {
    const { store } = await setup();
    store.setGeometry(2, { left: 5000 });
    expect(store.$sections.value[1]?.left).toBe(1280);
    store.setGeometry(2, { width: 0 });
    expect(store.$sections.value[1]?.width).toBe(1);
    store.setGeometry(2, { top: -3 });
    expect(store.$sections.value[1]?.top).toBe(0);
  });

  it('keep-ratio toggles only for a selected section with positive size and then keeps the ratio', async () => {
    const { store } = await setup();
    expect(store.toggleKeepRatio()).toBe(false);
    store.select(1);
    expect(store.toggleKeepRatio()).toBe(true);
    expect(store.$keepRatio.value).toBe(true);
    store.setGeometry(1, { width: 320 });
    expect(box(store.$selected.value)).toEqual([0, 0, 320, 180]);
  });

  it('keep-ratio is stored on the section, undone like an edit, and saved with it (issue 24: ratio stayed null)', async () => {
    const { store, repository } = await setup();
    store.select(1);
    expect(store.$selected.value?.ratio).toBeNull();
    store.toggleKeepRatio();
    expect(store.$selected.value?.ratio).toBe('16:9');
    store.undo();
    expect(store.$selected.value?.ratio).toBeNull();
    expect(store.$keepRatio.value).toBe(false);
    store.redo();
    expect(store.$keepRatio.value).toBe(true);
    const saved = store.save();
    await vi.runAllTimersAsync();
    expect(await saved).toBe(true);

    const reopened = createSceneEditorStore({ repository, clientId: 'editor-b' });
    await reopened.load(7);
    reopened.select(store.$selectedId.value ?? 1);
    expect(reopened.$selected.value?.ratio).toBe('16:9');
    expect(reopened.$keepRatio.value).toBe(true);
    // Another section keeps its own setting.
    reopened.select(2);
    expect(reopened.$keepRatio.value).toBe(false);
  });

  it('a new section is a third of the scene at a third; a duplicate is named "new section (2)" and sits 5% lower-right', async () => {
    const { store } = await setup();
    const added = store.addSection();
    expect(added).toMatchObject({
      name: 'new section',
      left: 640,
      top: 360,
      width: 640,
      height: 360,
      draft: true,
      parentId: null,
      order: 3,
    });
    expect(added?.id).toBeLessThan(0);
    const copy = store.duplicateSection(added?.id ?? 0);
    expect(copy).toMatchObject({
      name: 'new section (2)',
      left: 736,
      top: 414,
      hidden: false,
      playlistItems: [],
      parentId: null,
    });
    expect(store.$selectedId.value).toBe(copy?.id);
    expect(store.$sections.value.map((s) => s.name)).toEqual([
      'Section 1',
      'Section 2',
      'new section',
      'new section (2)',
    ]);
    store.undo(); // adding and duplicating are two commands: undo removes the copy only
    expect(store.$sections.value.map((s) => s.name)).toEqual(['Section 1', 'Section 2', 'new section']);
    expect(store.$scene.value?.sections.find((s) => s.id === copy?.id)).toMatchObject({
      markAsDeleted: true,
      hidden: true,
    });
    store.redo();
    expect(store.$sections.value).toHaveLength(4);
  });

  it('delete marks the section deleted and hidden, drops it from the list and selects the next one', async () => {
    const { store } = await setup();
    store.select(1);
    store.deleteSection(1);
    expect(store.$sections.value.map((s) => s.id)).toEqual([2]);
    expect(store.$scene.value?.sections.find((s) => s.id === -1)).toMatchObject({
      parentId: 1,
      markAsDeleted: true,
      hidden: true,
    });
    expect(store.$selectedId.value).toBe(2);
    store.deleteSection(2); // scenes may lose their last section (the one-section rule is the layout editor's)
    expect(store.$sections.value).toEqual([]);
  });

  it('hide and show keep the section listed; rename trims and ignores empty or unchanged names', async () => {
    const { store } = await setup();
    store.hide(1);
    expect(store.$sections.value[0]).toMatchObject({ parentId: 1, hidden: true });
    store.show(store.$sections.value[0]?.id ?? 0);
    expect(store.$sections.value[0]?.hidden).toBe(false);
    store.rename(2, '  Ticker  ');
    expect(store.$sections.value[1]?.name).toBe('Ticker');
    const before = store.$scene.value;
    store.rename(store.$sections.value[1]?.id ?? 0, '   ');
    store.rename(store.$sections.value[1]?.id ?? 0, 'Ticker');
    expect(store.$scene.value).toBe(before);
  });

  it('reorder moves a section and renumbers from 1', async () => {
    const { store } = await setup();
    store.addSection();
    store.reorder(2, 0);
    expect(store.$sections.value.map((s) => [s.name, s.order])).toEqual([
      ['new section', 1],
      ['Section 1', 2],
      ['Section 2', 3],
    ]);
  });

  it('sets the selected background from a colour and an opacity', async () => {
    const { store } = await setup();
    store.select(1);
    store.setBackground('#ff8000', 0.5);
    expect(store.$selected.value?.background).toBe('rgba(255,128,0,0.5)');
    store.setBackground('rgb(0, 0, 255)', 1);
    expect(store.$selected.value?.background).toBe('rgba(0,0,255,1)');
  });

  it('grid is visible and snapping on by default; zoom follows presets', async () => {
    const { store } = await setup();
    expect([store.$isGridVisible.value, store.$isSnapEnabled.value]).toEqual([true, true]);
    store.toggleGrid();
    store.toggleSnap();
    expect([store.$isGridVisible.value, store.$isSnapEnabled.value]).toEqual([false, false]);
    store.zoomTo(200, 0.4);
    expect(store.$zoom.value).toBe(2);
    store.zoomTo('fit', 0.4);
    expect(store.$zoom.value).toBe(0.4);
  });
});

describe('createSceneEditorStore — tags', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a tag needs 2 characters after trim and may not be on the scene already', async () => {
    const { store } = await setup();
    expect(store.addTag(' a ')).toBe('tags.tagNameValidatingError');
    expect(store.$tagError.value).toBe('tags.tagNameValidatingError');
    expect(store.addTag(' news ')).toBe('tags.tagDuplicateValidatingError');
    expect(store.addTag(' ab ')).toBeNull();
    expect(store.$tagError.value).toBeNull();
    expect(store.$scene.value?.tags.map((t) => t.name)).toEqual(['News', 'ab']);
    store.removeTag('ab');
    expect(store.$scene.value?.tags.map((t) => t.name)).toEqual(['News']);
  });

  it('searches tags 200 ms after the last keystroke, from 2 characters, leaving out tags already on the scene', async () => {
    const { store, repository } = await setup();
    const search = vi.spyOn(repository, 'searchTags');
    store.searchTags('n');
    await vi.advanceTimersByTimeAsync(TAG_SEARCH_DEBOUNCE_MS);
    expect(search).not.toHaveBeenCalled();
    store.searchTags('ne');
    await vi.advanceTimersByTimeAsync(100);
    store.searchTags('new');
    await vi.advanceTimersByTimeAsync(TAG_SEARCH_DEBOUNCE_MS - 1);
    expect(search).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('new');
    expect(store.$tagSuggestions.value).toEqual([{ id: 31, name: 'Newsroom' }]);
    expect(store.addTag({ id: 31, name: 'Newsroom' })).toBeNull();
    expect(store.$scene.value?.tags).toEqual([
      { id: 30, name: 'News' },
      { id: 31, name: 'Newsroom' },
    ]);
  });
});

describe('createSceneEditorStore — realtime and presence', () => {
  it('an update from another client offers a refresh; its own update is ignored', async () => {
    const { store, repository } = await setup();
    store.handleRealtimeUpdate({ clientId: 'editor-a', sceneId: 7, updatedAt: 'x' });
    expect(store.$remoteUpdate.value).toBeNull();
    store.handleRealtimeUpdate({ clientId: 'editor-b', sceneId: 8 });
    expect(store.$remoteUpdate.value).toBeNull();
    store.handleRealtimeUpdate({ clientId: 'editor-b', sceneId: 7, updatedBy: 'Ann' });
    expect(store.$remoteUpdate.value).toEqual({ clientId: 'editor-b', sceneId: 7, updatedBy: 'Ann' });
    store.dismissRemoteUpdate();
    expect(store.$remoteUpdate.value).toBeNull();
    const other = createSceneEditorStore({ repository, clientId: 'editor-b' });
    await other.load(7);
    other.rename(1, 'Renamed elsewhere');
    expect(await other.save()).toBe(true);
    store.handleRealtimeUpdate({ clientId: 'editor-b', sceneId: 7 });
    expect(await store.acceptRemoteUpdate()).toBe(true);
    expect(store.$remoteUpdate.value).toBeNull();
    expect(store.$sections.value[0]?.name).toBe('Renamed elsewhere');
  });

  it('presence lists the other users once each', async () => {
    const { store } = await setup();
    const member = (clientId: string, id: number, name: string) => ({
      clientId,
      connectionId: `c-${clientId}`,
      data: { id, name, avatar: null },
    });
    store.setPresence([member('editor-a', 1, 'Me'), member('editor-b', 2, 'Ann'), member('editor-c', 2, 'Ann')]);
    expect(store.$presence.value.map((m) => m.name)).toEqual(['Ann']);
  });
});
