import { createMemorySceneRepository, createSceneEditorStore, type SceneEditorStore } from '@screenplay/hooks';
import { ApiError } from '@screenplay/hooks';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WELCOME, fakeLayerApi, itemFixture } from '../../test/layerEditor.fixtures';
import { media } from '../../test/library.fixtures';
import { renderAt } from '../../test/layouts.fixtures';
import { CONTENT_TABS, ContentArea } from '@screenplay/ui/scene-editor';
import type { ReactNode } from 'react';
import { useContentDrop } from './useContentDrop';

/** The kit's content area over the portal's content source, as the scene editor page composes them. */
function PortalContentArea({ store, children }: { store: SceneEditorStore; children: ReactNode }) {
  return (
    <ContentArea store={store} source={useContentDrop(store)}>
      {children}
    </ContentArea>
  );
}

async function setup(answers: Record<string, unknown>) {
  const store = createSceneEditorStore({ repository: createMemorySceneRepository([WELCOME]), clientId: 'test' });
  await store.load(4);
  const fake = fakeLayerApi({
    'get library/folders/media': { media: [] },
    'get library/folders/templates': { templates: [] },
    ...answers,
  });
  const view = renderAt(
    '/scenes/edit_scene/4',
    <PortalContentArea store={store}>
      <div data-section-id="12">canvas</div>
    </PortalContentArea>,
    fake.api,
  );
  return { store, ...fake, ...view };
}

describe('ContentTabs', () => {
  it('is one tab stop: arrow keys, Home and End move the selection and the focus', async () => {
    await setup({});
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Media', 'Elements', 'Widgets', 'Stock photos']);
    expect(tabs.length).toBe(CONTENT_TABS.length);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1]);
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Elements' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Elements' }));
    expect(screen.getByRole('tabpanel', { name: 'Elements' })).toBeTruthy();
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Stock photos' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Media' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Stock photos' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(screen.getByRole('tab', { name: 'Media' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows the empty lists, and a failed list with a retry', async () => {
    await setup({
      'get library/folders/templates': new ApiError({
        status: 500,
        messageKey: 'errors.serverError',
        message: 'Server Error',
      }),
    });
    expect(await screen.findByText('No media yet: upload a file above.')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Elements' }));
    expect(await screen.findByText('This content could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('asks for a section; then "Add" puts a widget in the section\'s draft as a new item the store shows', async () => {
    // Hero (12) is published: the item goes to its draft copy, which the memory repository stores as section 32.
    const { store, calls, stores } = await setup({
      'post sections/32/playlistitems': { ...itemFixture(77, ''), layers: [] },
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Widgets' }));
    expect(screen.getByText('Select a section to add content to it.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Add Clock to/ })).toBeNull();

    act(() => store.select(12));
    const widgets = screen.getByRole('list', { name: 'Widgets' });
    fireEvent.click(within(widgets).getByRole('button', { name: 'Add Clock to Hero' }));
    await waitFor(() => expect(store.$selected.value?.itemsOrder).toEqual([30, 31, 77]));
    expect(store.$selected.value).toMatchObject({ id: 32, parentId: 12, draft: true });
    expect(store.$hasDrafts.value).toBe(true);
    const post = calls.find((call) => call.method === 'post');
    expect(post?.url).toBe('sections/32/playlistitems');
    expect(
      (post?.body as { layers: { itemType: string }[] } | undefined)?.layers.map((layer) => layer.itemType),
    ).toEqual(['Clock']);
    expect(stores.toasts.$toasts.value.at(-1)).toMatchObject({
      messageKey: 'contentTabs.added',
      values: { section: 'Hero' },
    });
  });

  it('offers a video refused by a section of other content a video section beside it, and adds it there', async () => {
    const clip = {
      ...media(7, 'clip.webm'),
      type: 'video' as const,
      mime: 'video/webm',
      url: '/media/clip.webm',
      width: 640,
      height: 360,
      duration: 12,
    };
    // Hero (12, texts) takes images only; the new section is stored as 32 by the memory repository.
    const { store, calls, stores } = await setup({
      'get library/folders/media': { media: [clip] },
      'post sections/32/playlistitems': { ...itemFixture(78, ''), layers: [] },
    });
    act(() => store.select(12));
    fireEvent.click(await screen.findByRole('button', { name: 'Add clip.webm to Hero' }));
    await waitFor(() => expect(stores.popups.$popups.value).toHaveLength(1));
    const offer = stores.popups.$popups.value[0];
    expect(offer).toMatchObject({ kind: 'confirm', messageKey: 'dnd.videoSectionOffer' });
    expect(offer?.confirmLabelKey).toBe('dnd.addSectionBeside');
    act(() => void stores.popups.resolve(offer?.id ?? 0, 'confirm'));
    await waitFor(() => expect(calls.some((call) => call.url === 'sections/32/playlistitems')).toBe(true));
    const video = store.$sections.value.find((section) => section.name === 'Video');
    // Beside Hero (0, 0, 1440 × 930 in 1920 × 1080): nothing of its size fits, so a third at a third.
    expect(video).toMatchObject({ id: 32, left: 640, top: 360, width: 640, height: 360 });
    await waitFor(() => expect(store.$sections.value.find((section) => section.id === 32)?.itemsOrder).toEqual([78]));
    expect(calls.some((call) => call.url.startsWith('sections/12/'))).toBe(false);
  });

  it('adds nothing when the offer of a section of its own is declined', async () => {
    const clip = { ...media(7, 'clip.webm'), type: 'video' as const, mime: 'video/webm', duration: 12 };
    const { store, calls, stores } = await setup({ 'get library/folders/media': { media: [clip] } });
    act(() => store.select(12));
    fireEvent.click(await screen.findByRole('button', { name: 'Add clip.webm to Hero' }));
    await waitFor(() => expect(stores.popups.$popups.value).toHaveLength(1));
    act(() => void stores.popups.resolve(stores.popups.$popups.value[0]?.id ?? 0, 'cancel'));
    await waitFor(() => expect(stores.popups.$popups.value).toHaveLength(0));
    expect(store.$sections.value.map((section) => section.name)).toEqual(['Hero']);
    expect(calls.some((call) => call.method === 'post')).toBe(false);
  });

  it('refuses a section that has no server id yet, as the playlist panel says', async () => {
    const { store, calls, stores } = await setup({});
    act(() => {
      const added = store.addSection();
      if (added) store.select(added.id);
    });
    expect(store.$selected.value?.id).toBeLessThan(0);
    fireEvent.click(screen.getByRole('tab', { name: 'Widgets' }));
    const name = store.$selected.value?.name ?? '';
    fireEvent.click(screen.getByRole('button', { name: `Add Text to ${name}` }));
    await waitFor(() =>
      expect(stores.toasts.$toasts.value.map((toast) => toast.messageKey)).toContain('playlistEditor.unsavedSection'),
    );
    expect(calls.some((call) => call.method === 'post')).toBe(false);
  });
});
