import type { LibraryTemplate, MediaItem, StockPhoto } from '@screenplay/core/library';
import { createMemorySceneRepository, createSceneEditorStore } from '@screenplay/hooks';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { countdownLayerType } from '../../layer-editor/test/countdownLayerType';
import { createLayerRegistry } from '../../layers/registry/createLayerRegistry';
import { LayerRegistryProvider } from '../../layers/registry/LayerRegistryProvider';
import { renderWithIntl } from '../../test/renderWithIntl';
import { WELCOME } from '../test/sceneEditor.fixtures';
import { ContentArea } from './ContentArea';
import { CONTENT_DRAG_TYPE, contentOfPayload, dragSource, type ContentEntry } from './contentDrag';
import type { ContentSource, SourceList } from './contentSource.types';

const LOGO: MediaItem = {
  id: 1,
  uuid: 'uuid-logo',
  name: 'logo.png',
  url: '/media/logo.png',
  width: 640,
  height: 480,
  duration: null,
  type: 'image',
  mime: 'image/png',
  size: 10,
  folderIds: [],
  owner: null,
  createdAt: '2026-11-24T10:00:00Z',
};

const PHOTO: StockPhoto = {
  id: 'p1',
  provider: 'pixabay',
  description: 'Beach',
  author: 'Ann',
  thumbUrl: '/t.jpg',
  url: '/p.jpg',
  width: 1920,
  height: 1080,
};

const listed = <T,>(items: readonly T[]): SourceList<T> => ({ status: 'ready', items, reload: vi.fn() });

/** An integrator's content source: two lists in memory, no stock search, no uploads; adding is recorded. */
function memorySource(): ContentSource & { added: [number, ContentEntry][] } {
  const added: [number, ContentEntry][] = [];
  return {
    media: listed([LOGO]),
    templates: listed<LibraryTemplate>([]),
    addingTo: null,
    add: async (sectionId, content) => {
      added.push([sectionId, content]);
    },
    handlers: { onDragOver: vi.fn(), onDragLeave: vi.fn(), onDrop: vi.fn() },
    added,
  };
}

async function setup(registry = createLayerRegistry()) {
  const store = createSceneEditorStore({ repository: createMemorySceneRepository([WELCOME]), clientId: 'test' });
  await store.load(WELCOME.id);
  const source = memorySource();
  renderWithIntl(
    <LayerRegistryProvider registry={registry}>
      <ContentArea store={store} source={source}>
        <div data-section-id="12">canvas</div>
      </ContentArea>
    </LayerRegistryProvider>,
  );
  return { store, source };
}

describe('ContentTabs over a host content source', () => {
  it('offers the tabs the source has: no stock search, no Stock photos tab; no uploads, no upload area', async () => {
    await setup();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Media', 'Elements', 'Widgets']);
    expect(screen.queryByRole('button', { name: 'Choose files' })).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Media' })).getByText('logo.png')).toBeTruthy();
  });

  it("adds an entry to the selected section through the source's add, named by entry and section", async () => {
    const { store, source } = await setup();
    expect(screen.queryByRole('button', { name: 'Add logo.png to Hero' })).toBeNull();
    act(() => store.select(12));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add logo.png to Hero' })));
    expect(source.added).toEqual([[12, { kind: 'media', item: LOGO }]]);
  });

  it("lists a host's registered layer type among the widgets, and adds it like a built-in one", async () => {
    const { store, source } = await setup(createLayerRegistry([countdownLayerType]));
    act(() => store.select(12));
    fireEvent.click(screen.getByRole('tab', { name: 'Widgets' }));
    const widgets = screen.getByRole('list', { name: 'Widgets' });
    expect(within(widgets).getByText('Clock')).toBeTruthy();
    await act(async () => fireEvent.click(within(widgets).getByRole('button', { name: 'Add Countdown to Hero' })));
    expect(source.added[0]?.[1]).toMatchObject({ kind: 'widget', item: { id: 'Countdown' } });
  });
});

describe('content drags', () => {
  it('tells content drags and files from other drags by their types', () => {
    expect(dragSource(['application/x-screenplay-item', CONTENT_DRAG_TYPE])).toBe('content');
    expect(dragSource(['Files'])).toBe('files');
    expect(dragSource(['application/x-screenplay-item'])).toBeNull();
    expect(dragSource(['text/plain'])).toBeNull();
  });

  it('finds the dropped entry among the listed ones and in the registry; other kinds are not content', () => {
    const lists = { media: [LOGO], templates: [], stockPhotos: [PHOTO] };
    expect(contentOfPayload({ kind: 'media', id: 'uuid-logo' }, lists)).toEqual({ kind: 'media', item: LOGO });
    expect(contentOfPayload({ kind: 'stockPhoto', id: 'p1' }, lists)).toEqual({ kind: 'stockPhoto', photo: PHOTO });
    expect(contentOfPayload({ kind: 'layerLibraryItem', id: 'Clock' }, lists)).toMatchObject({
      kind: 'widget',
      item: { id: 'Clock' },
    });
    // A host's type is content only where it is registered.
    expect(contentOfPayload({ kind: 'layerLibraryItem', id: 'Countdown' }, lists)).toBeNull();
    const registry = createLayerRegistry([countdownLayerType]);
    expect(contentOfPayload({ kind: 'layerLibraryItem', id: 'Countdown' }, lists, registry)).toMatchObject({
      kind: 'widget',
      item: { id: 'Countdown' },
    });
    expect(contentOfPayload({ kind: 'media', id: 'gone' }, lists)).toBeNull();
    expect(contentOfPayload({ kind: 'template', id: 9 }, lists)).toBeNull();
    expect(contentOfPayload({ kind: 'playlistItem', id: 30 }, lists)).toBeNull();
  });
});
