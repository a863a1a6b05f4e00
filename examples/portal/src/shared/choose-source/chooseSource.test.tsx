import type { MediaItem } from '@screenplay/core/library';
import { useValue } from '@screenplay/hooks';
import {
  createLayerEditorStore,
  createMemoryLayerRepository,
  newTemplateDocument,
  type FeedStore,
  type TemplateDocument,
} from '@screenplay/hooks/layers';
import { act, fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { usePortal } from '../../app/PortalContext';
import { renderAt } from '../../test/layouts.fixtures';
import { addFromSource, mediaAccept } from './chooseSource';
import { fakeLayerApi } from '../../test/layerEditor.fixtures';

const media = (id: number, name: string, type: 'image' | 'video'): MediaItem => ({
  id,
  uuid: `uuid-${id}`,
  name,
  url: `/media/demo/${name}`,
  width: type === 'image' ? 960 : null,
  height: type === 'image' ? 540 : null,
  duration: null,
  type,
  mime: type === 'image' ? 'image/png' : 'video/mp4',
  size: 1000,
  folderIds: [],
  owner: 1,
  createdAt: '2024-03-30T08:00:00Z',
});

const MEDIA = [media(1, 'sunrise.png', 'image'), media(2, 'intro.mp4', 'video'), media(3, 'logo.png', 'image')];

/** The open popups' contents, inside the page's providers (what the app's popup host renders). */
function PopupContents() {
  const popups = useValue(usePortal().popups.$popups);
  return (
    <>
      {popups.map((popup) => (
        <div key={popup.id}>{popup.content as ReactNode}</div>
      ))}
    </>
  );
}

function setup() {
  const fake = fakeLayerApi({ 'get library/folders/media': { folders: [], media: MEDIA } });
  const view = renderAt('/library/edit_template', <PopupContents />, fake.api);
  const editor = createLayerEditorStore({ repository: createMemoryLayerRepository<TemplateDocument>([]) });
  editor.open(newTemplateDocument({ name: 'Promo', width: 1920, height: 1080 }));
  const deps = {
    popups: view.stores.popups,
    toasts: view.stores.toasts,
    feeds: {} as FeedStore,
    templateId: null,
    // jsdom loads no media: a video's metadata says 42.5 s (issue 15: the item's duration follows its videos).
    readVideoDuration: async () => 42.5,
  };
  const popup = () => view.stores.popups.$popups.value[0]!;
  return { ...fake, ...view, editor, deps, popup };
}

describe('addFromSource', () => {
  it('adds the image chosen from the media library at the point it was dropped', async () => {
    const { editor, deps, popup, stores } = setup();
    const adding = addFromSource(editor, 'Media', { x: 10, y: 20 }, deps);
    expect(popup()).toMatchObject({
      kind: 'form',
      titleKey: 'playlistEditor.chooseMediaTitle',
      confirmLabelKey: 'playlistEditor.addToCanvas',
    });
    expect(popup().isValid?.()).toBe(false);
    fireEvent.click(await screen.findByRole('radio', { name: 'logo.png' }));
    expect(popup().isValid?.()).toBe(true);
    await act(async () => {
      stores.popups.resolve(popup().id, 'confirm');
      await adding;
    });
    expect(editor.$layers.value).toMatchObject([
      { itemType: 'Image', content: { left: 10, top: 20, imageUrl: '/media/demo/logo.png', image: 'uuid-3' } },
    ]);
  });

  it('offers only videos for a Video layer, several in the order they are ticked, as its playlist', async () => {
    const { editor, deps, popup, stores } = setup();
    const adding = addFromSource(editor, 'Video', null, deps);
    expect(await screen.findAllByRole('checkbox')).toHaveLength(1);
    expect(screen.queryByRole('checkbox', { name: 'sunrise.png' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'intro.mp4' }));
    await act(async () => {
      stores.popups.resolve(popup().id, 'confirm');
      await adding;
    });
    expect(editor.$layers.value).toMatchObject([
      { itemType: 'Video', content: { videosUrls: ['/media/demo/intro.mp4'], videos: [{ duration: 42.5 }] } },
    ]);
  });

  it('adds nothing when the chooser is closed', async () => {
    const { editor, deps, popup, stores } = setup();
    const adding = addFromSource(editor, 'Slider', null, deps);
    await screen.findAllByRole('checkbox');
    await act(async () => {
      stores.popups.resolve(popup().id, 'close');
      await adding;
    });
    expect(editor.$layers.value).toEqual([]);
  });
});

describe('mediaAccept', () => {
  it('takes anything on an empty canvas, images next to other content, videos next to a video (spec §5)', () => {
    const { editor } = setup();
    expect(mediaAccept(editor)).toBe('any');
    editor.addFromLibrary('Text', {});
    expect(mediaAccept(editor)).toBe('image');
  });
});
