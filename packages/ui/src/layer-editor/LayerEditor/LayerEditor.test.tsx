import { createLayerEditorStore, createMemoryLayerRepository, type LayerDocument } from '@screenplay/hooks/layers';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createLayerRegistry, defineLayerType, useLayerText } from '../../layers';
import { rawLayer } from '../../layers/test/layers.fixtures';
import { renderWithIntl } from '../../test/renderWithIntl';
import { layerFixture } from '../test/layerEditor.fixtures';
import { LayerEditor } from './LayerEditor';

/** An integrator's item editor: a memory repository holding document 1 (1000 × 500), no portal, no API. */
async function setup(layers: LayerDocument['layers'] = [], id = 1) {
  const repository = createMemoryLayerRepository<LayerDocument>([{ id: 1, width: 1000, height: 500, layers }]);
  const editor = createLayerEditorStore({ repository });
  const onSaved = vi.fn();
  const onRefusal = vi.fn();
  renderWithIntl(
    <LayerEditor
      editor={editor}
      open={() => editor.load(id)}
      title="Item 1 in Hero"
      backHref="/scenes"
      onBack={() => {}}
      onSaved={onSaved}
      onRefusal={onRefusal}
    />,
  );
  await screen.findByRole('toolbar');
  return { editor, repository, onSaved, onRefusal };
}

const layerList = () => screen.getByRole('complementary', { name: 'Layers and properties' });

/** A host's own layer type, defined as an app would: a QR code of a URL. */
const qrCode = defineLayerType<LayerDocument['layers'][number]['content'] & { url: string }>({
  itemType: 'QrCode',
  label: 'qrCode.name',
  messages: { 'qrCode.name': 'QR code', 'qrCode.of': 'QR code of {url}' },
  defaults: (box) => ({ ...box, url: 'https://example.com' }),
  library: { group: 'QrCode', order: 1000, size: [0.25, 0.25], isSquare: true },
  View: function QrView({ layer }) {
    return <div role="img" aria-label={useLayerText()('qrCode.of', { url: layer.content.url })} />;
  },
});

describe('LayerEditor over a memory repository', () => {
  it('adds a Text layer from the library, selects it, undoes the add, and saves through the repository', async () => {
    const { editor, repository, onSaved } = await setup();
    expect(screen.getByRole('heading', { level: 2, name: 'Item 1 in Hero' })).toBeTruthy();
    expect(screen.getByText('No unsaved changes')).toBeTruthy();

    act(() => fireEvent.click(screen.getByRole('button', { name: 'Add Text' })));
    const [text] = editor.$layers.peek();
    expect(text?.itemType).toBe('Text');
    expect(editor.$selectedId.peek()).toBe(text?.id);
    expect(within(layerList()).getAllByText(/Your text/).length).toBeGreaterThan(0);
    expect(screen.getByText('Unsaved changes')).toBeTruthy();

    act(() => fireEvent.click(screen.getByRole('button', { name: 'Undo' })));
    expect(editor.$layers.peek()).toEqual([]);

    act(() => fireEvent.click(screen.getByRole('button', { name: 'Add Text' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save item' })));
    expect(repository.saves).toHaveLength(1);
    expect(repository.peek(1)?.layers.map((layer) => layer.itemType)).toEqual(['Text']);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
  });

  it('undoes with Ctrl+Z on the page, and passes a refused copy (a Video layer) to the host', async () => {
    const { editor, onRefusal } = await setup([layerFixture(1, 'Video'), layerFixture(2, 'Text')]);
    act(() => editor.select(1));
    act(() => fireEvent.keyDown(window, { key: 'c', ctrlKey: true }));
    expect(onRefusal).toHaveBeenCalledWith('layers.copyRefused');
    act(() => editor.deleteLayer(2));
    expect(editor.$layers.peek().map((layer) => layer.id)).toEqual([1]);
    act(() => fireEvent.keyDown(window, { key: 'z', ctrlKey: true }));
    expect(editor.$layers.peek().map((layer) => layer.id)).toEqual([1, 2]);
  });

  it('says when the document is not there, with the way back', async () => {
    const repository = createMemoryLayerRepository<LayerDocument>([]);
    const editor = createLayerEditorStore({ repository });
    renderWithIntl(<LayerEditor editor={editor} open={() => editor.load(9)} title="Item" backHref="/scenes" />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This playlist item does not exist or you cannot open it.',
    );
    expect(screen.getByRole('link', { name: 'Back to the scene' }).getAttribute('href')).toBe('/scenes');
  });

  it('draws a host’s own layer type given as layerTypes (a registry), like a built-in one', async () => {
    const layer = rawLayer('QrCode', { url: 'https://screenplay.example' });
    const repository = createMemoryLayerRepository<LayerDocument>([
      { id: 1, width: 1000, height: 500, layers: [layer] },
    ]);
    const editor = createLayerEditorStore({ repository });
    renderWithIntl(
      <LayerEditor
        editor={editor}
        open={() => editor.load(1)}
        title="Item"
        backHref="/"
        layerTypes={createLayerRegistry([qrCode])}
      />,
    );
    // The drawing is hidden from assistive technology (the layer's button names it); it is drawn by the registry's View.
    expect(
      await screen.findByRole('img', { hidden: true, name: 'QR code of https://screenplay.example' }),
    ).toBeTruthy();
  });
});
