import { DRAG_MIME, decodeDragPayload } from '@screenplay/core/library';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../../test/renderWithIntl';
import { editorFixture } from '../test/layerEditor.fixtures';
import { LayerLibraryPanel } from './LayerLibraryPanel';

function setup(props: Partial<Parameters<typeof LayerLibraryPanel>[0]> = {}) {
  const fixture = editorFixture([], { width: 800, height: 600 });
  renderWithIntl(<LayerLibraryPanel editor={fixture.editor} {...props} />);
  return fixture;
}

const add = (name: string) =>
  act(() => {
    fireEvent.click(screen.getByRole('button', { name: `Add ${name}` }));
  });

describe('LayerLibraryPanel', () => {
  it.each([
    ['Clock', 'Clock'],
    ['Calendar', 'Calendar'],
    ['Timer', 'Timer'],
    ['Weather', 'Weather'],
    ['Instagram', 'Instagram'],
    ['Facebook', 'Facebook'],
    ['Text', 'Text'],
    ['Rectangle', 'Rectangle'],
    ['Circle', 'Circle'],
    ['Ellipse', 'Ellipse'],
  ])('adds a %s layer centred on the canvas and selects it', (name, itemType) => {
    const { editor } = setup();
    add(name);
    const [layer] = editor.$layers.peek();
    expect(layer?.itemType).toBe(itemType);
    const { left, top, width, height } = layer!.content;
    expect(left + width / 2).toBeCloseTo(400, -1);
    expect(top + height / 2).toBeCloseTo(300, -1);
    expect(editor.$selectedId.peek()).toBe(layer?.id);
  });

  it('starts a new text with a text to see and edit', () => {
    const { editor } = setup();
    add('Text');
    expect(editor.$layers.peek()[0]?.content.text).toBe('Your text');
  });

  it.each(['RSS feed', 'Slider', 'Media', 'Element', 'Stock photo', 'Video'])(
    'asks onChooseSource for the source of %s',
    (name) => {
      const onChooseSource = vi.fn();
      const { editor } = setup({ onChooseSource });
      add(name);
      const kinds: Record<string, string> = {
        'RSS feed': 'Rss',
        Slider: 'Slider',
        Media: 'Media',
        Element: 'Template',
        'Stock photo': 'Pixabay',
        Video: 'Video',
      };
      expect(onChooseSource).toHaveBeenCalledExactlyOnceWith(kinds[name], null);
      expect(editor.$layers.peek()).toEqual([]);
    },
  );

  it('offers the items needing a source only with onChooseSource, every kind of the spec with it', () => {
    setup();
    const list = screen.getByRole('region', { name: 'Add a layer' });
    expect(within(list).getAllByRole('button')).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'Add Media' })).toBeNull();
  });

  it('lists only the given items, in their order', () => {
    setup({ items: ['Text', 'Clock'] });
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Text', 'Clock']);
  });

  it('drags an item as a layerLibraryItem payload', () => {
    setup();
    const setData = vi.fn();
    const item = screen.getByRole('button', { name: 'Add Weather' }).closest('li') as HTMLElement;
    fireEvent.dragStart(item, { dataTransfer: { setData, effectAllowed: 'none' } });
    const [type, text] = setData.mock.calls[0] as [string, string];
    expect(type).toBe(DRAG_MIME);
    expect(decodeDragPayload(text)).toEqual({ kind: 'layerLibraryItem', id: 'Weather' });
  });
});
