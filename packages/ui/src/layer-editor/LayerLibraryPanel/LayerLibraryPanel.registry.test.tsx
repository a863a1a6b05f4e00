import { DRAG_MIME, decodeDragPayload } from '@screenplay/core/library';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createLayerRegistry } from '../../layers/registry/createLayerRegistry';
import { LayerRegistryProvider } from '../../layers/registry/LayerRegistryProvider';
import { renderWithIntl } from '../../test/renderWithIntl';
import { countdownLayerType } from '../test/countdownLayerType';
import { editorFixture } from '../test/layerEditor.fixtures';
import { LayerLibraryPanel } from './LayerLibraryPanel';
import { LAYER_LIBRARY_ITEMS } from './libraryItems';

const registry = createLayerRegistry([countdownLayerType]);

function setup() {
  const fixture = editorFixture([], { width: 800, height: 600 });
  renderWithIntl(
    <LayerRegistryProvider registry={registry}>
      <LayerLibraryPanel editor={fixture.editor} onChooseSource={vi.fn()} />
    </LayerRegistryProvider>,
  );
  return fixture;
}

describe('LayerLibraryPanel with a registered type', () => {
  it('keeps the spec order of the built-in items', () => {
    expect(LAYER_LIBRARY_ITEMS.map((item) => item.id)).toEqual([
      'Clock',
      'Calendar',
      'Timer',
      'Weather',
      'Rss',
      'Instagram',
      'Facebook',
      'Slider',
      'Text',
      'Rectangle',
      'Circle',
      'Ellipse',
      'Media',
      'Template',
      'Pixabay',
      'Video',
    ]);
  });

  it("lists the host's type after the built-in items, by its own name, with its icon", () => {
    setup();
    const buttons = within(screen.getByRole('region', { name: 'Add a layer' })).getAllByRole('button');
    expect(buttons).toHaveLength(17);
    expect(buttons.at(-1)?.textContent).toBe('Countdown');
    expect(buttons.at(-1)?.querySelector('[data-part="countdown-icon"]')).not.toBeNull();
  });

  it('adds it with its defaults, centred in its share of the canvas and selected; undo removes it', () => {
    const { editor } = setup();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Add Countdown' }));
    });
    const [layer] = editor.$layers.peek();
    expect(layer?.itemType).toBe('Countdown');
    expect(layer?.content).toEqual({ left: 200, top: 150, width: 400, height: 300, title: 'Launch', days: 10 });
    expect(editor.$selectedId.peek()).toBe(layer?.id);
    act(() => editor.undo());
    expect(editor.$layers.peek()).toEqual([]);
  });

  it('drags it as a layerLibraryItem payload with its itemType', () => {
    setup();
    const setData = vi.fn();
    const item = screen.getByRole('button', { name: 'Add Countdown' }).closest('li') as HTMLElement;
    fireEvent.dragStart(item, { dataTransfer: { setData, effectAllowed: 'none' } });
    expect(decodeDragPayload((setData.mock.calls[0] as [string, string])[1])).toEqual({
      kind: 'layerLibraryItem',
      id: 'Countdown',
    });
    expect(setData.mock.calls[0]?.[0]).toBe(DRAG_MIME);
  });
});
