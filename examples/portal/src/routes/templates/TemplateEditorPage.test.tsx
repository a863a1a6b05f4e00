import type { LibraryTemplate } from '@screenplay/core/library';
import { defaultLayer } from '@screenplay/core/widgets';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeLayerApi } from '../../test/layerEditor.fixtures';
import { renderAt } from '../../test/layouts.fixtures';
import TemplateEditorPage from './TemplateEditorPage';

const OPENING_HOURS: LibraryTemplate = {
  id: 9,
  name: 'Opening hours',
  type: 'Template',
  preview: null,
  width: 600,
  height: 400,
  ratio: 'Free',
  layers: [defaultLayer('Rectangle', { left: 0, top: 0, width: 600, height: 400 }, 1)],
  folderIds: [3],
  scenesCount: 0,
  playlistItemId: null,
  owner: 1,
  updatedAt: '2024-03-30T08:00:00Z',
};

describe('TemplateEditorPage: a new element', () => {
  it('refuses to save without a layer, before any call (spec §5: a template needs at least one layer)', async () => {
    const { api, calls } = fakeLayerApi({});
    const { history } = renderAt('/library/edit_template', <TemplateEditorPage params={{}} />, api);
    expect(await screen.findByRole('heading', { level: 2, name: 'New element' })).toBeTruthy();
    await screen.findByRole('group', { name: 'Element canvas' });
    fireEvent.click(screen.getByRole('button', { name: 'Save element' }));
    expect((await screen.findByRole('alert')).textContent).toBe('A template needs at least one layer');
    expect(calls.filter((call) => call.method === 'upload')).toEqual([]);
    expect(history).toEqual(['/library/edit_template']);
  });

  it('saves its name, size and layers as a new template in the folder it was opened for, then shows the Elements tab', async () => {
    const { api, calls } = fakeLayerApi({
      'upload library': { ...OPENING_HOURS, id: 10, name: 'Promo corner', width: 800, folderIds: [3] },
    });
    const { history, stores } = renderAt('/library/edit_template?folderId=3', <TemplateEditorPage params={{}} />, api);
    await screen.findByRole('group', { name: 'Element canvas' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Promo corner' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Width' }), { target: { value: '800' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Rectangle' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save element' }));
    await waitFor(() => expect(history.at(-1)).toBe('/library?tab=Elements&folderId=3'));
    const upload = calls.find((call) => call.method === 'upload');
    expect(upload?.url).toBe('library');
    expect(upload?.body).toMatchObject({
      name: 'Promo corner',
      type: 'Template',
      width: '800',
      height: '1080',
      folderId: '3',
    });
    expect(JSON.parse((upload?.body as { layers: string } | undefined)?.layers ?? 'null')).toMatchObject([
      { itemType: 'Rectangle' },
    ]);
    expect(stores.toasts.$toasts.value.map((toast) => toast.values)).toEqual([{ name: 'Promo corner' }]);
  });

  it('says what a canvas side accepts', async () => {
    const { api } = fakeLayerApi({});
    renderAt('/library/edit_template', <TemplateEditorPage params={{}} />, api);
    await screen.findByRole('group', { name: 'Element canvas' });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Height' }), { target: { value: '0' } });
    expect(screen.getByRole('alert').textContent).toBe('Enter a whole number from 1 to 32,768');
  });
});

describe('TemplateEditorPage: a stored element', () => {
  it('opens the template with its layers and updates it', async () => {
    const { api, calls } = fakeLayerApi({
      'get library/folders/templates/9': OPENING_HOURS,
      'upload library/folders/templates/9?_method=PATCH': OPENING_HOURS,
    });
    const { history } = renderAt('/library/edit_template/9', <TemplateEditorPage params={{ templateId: '9' }} />, api);
    expect(await screen.findByRole('heading', { level: 2, name: 'Edit element' })).toBeTruthy();
    const canvas = await screen.findByRole('group', { name: 'Element canvas' });
    expect(within(canvas).getByRole('button', { name: 'Rectangle layer' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Opening hours');
    fireEvent.click(screen.getByRole('button', { name: 'Save element' }));
    await waitFor(() => expect(history.at(-1)).toBe('/library?tab=Elements&folderId=3'));
    expect(calls.find((call) => call.method === 'upload')?.url).toBe('library/folders/templates/9?_method=PATCH');
  });

  it('says the template does not exist, with a way back to the elements', async () => {
    const { api } = fakeLayerApi({});
    renderAt('/library/edit_template/99', <TemplateEditorPage params={{ templateId: '99' }} />, api);
    expect((await screen.findByRole('alert')).textContent).toBe('This element does not exist or you cannot open it.');
    expect(screen.getByRole('link', { name: 'Back to elements' }).getAttribute('href')).toBe('/library?tab=Elements');
  });

  it('asks before leaving with unsaved changes', async () => {
    const { api } = fakeLayerApi({ 'get library/folders/templates/9': OPENING_HOURS });
    const { history, stores } = renderAt(
      '/library/edit_template/9',
      <TemplateEditorPage params={{ templateId: '9' }} />,
      api,
    );
    await screen.findByRole('group', { name: 'Element canvas' });
    fireEvent.click(screen.getByRole('button', { name: 'Add Circle' }));
    fireEvent.click(screen.getByRole('link', { name: 'Back to elements' }));
    const [popup] = stores.popups.$popups.value;
    expect(popup?.messageKey).toBe('playlistEditor.leaveConfirm');
    stores.popups.resolve(popup?.id ?? 0, 'confirm');
    await waitFor(() => expect(history.at(-1)).toBe('/library?tab=Elements&folderId=3'));
  });
});
