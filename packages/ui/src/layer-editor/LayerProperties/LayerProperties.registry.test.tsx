import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createLayerRegistry } from '../../layers/registry/createLayerRegistry';
import { LayerRegistryProvider } from '../../layers/registry/LayerRegistryProvider';
import { renderWithIntl } from '../../test/renderWithIntl';
import { countdownLayerType } from '../test/countdownLayerType';
import { editorFixture, layerIn } from '../test/layerEditor.fixtures';
import { LayerProperties } from './LayerProperties';

const registry = createLayerRegistry([countdownLayerType]);
const countdown = {
  id: 7,
  itemType: 'Countdown',
  content: { left: 0, top: 0, width: 100, height: 50, title: 'Sale' },
  parentLayerId: null,
  sectionTemplateGroup: null,
  sectionTemplateId: null,
  invisible: false,
  media: [],
  fonts: [],
};

describe('LayerProperties of a registered type', () => {
  it("names the layer by the type's label and shows the type's own panel, editing through the store", () => {
    const { editor } = editorFixture([countdown]);
    editor.select(7);
    renderWithIntl(
      <LayerRegistryProvider registry={registry}>
        <LayerProperties editor={editor} />
      </LayerRegistryProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Countdown layer' })).toBeTruthy();
    const title = screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement;
    expect(title.value).toBe('Sale');
    act(() => {
      fireEvent.change(title, { target: { value: 'Launch day' } });
    });
    expect(layerIn(editor, 7).content.title).toBe('Launch day');
    act(() => editor.undo());
    expect(layerIn(editor, 7).content.title).toBe('Sale');
  });

  it('without the registration, edits only its position and size', () => {
    const { editor } = editorFixture([countdown]);
    editor.select(7);
    renderWithIntl(<LayerProperties editor={editor} />);
    expect(screen.getByRole('heading', { name: 'Countdown layer' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Title' })).toBeNull();
    expect(screen.getByRole('spinbutton', { name: 'Width' })).toBeTruthy();
  });
});
