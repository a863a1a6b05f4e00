import type { Layer } from '@screenplay/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithIntl } from '../../test/renderWithIntl';
import { LayerProperties } from '../LayerProperties/LayerProperties';
import type { LayerPropertiesProps } from '../LayerProperties/layerProperties.types';
import { editorFixture, layerIn } from './layerEditor.fixtures';

/** Renders the properties of `layer` (selected, id 1) in a 1000 × 500 canvas. */
export function renderProperties(layer: Layer, props: Partial<LayerPropertiesProps> = {}) {
  const fixture = editorFixture([layer]);
  fixture.editor.select(layer.id);
  const view = renderWithIntl(<LayerProperties editor={fixture.editor} {...props} />);
  const content = () => layerIn(fixture.editor, layer.id).content;
  return { ...fixture, ...view, content };
}

/** Types into a labelled field and commits it with Enter. */
export function typeInto(
  name: string,
  value: string,
  role: 'spinbutton' | 'textbox' | 'combobox' = 'spinbutton',
): void {
  const input = screen.getByRole(role, { name });
  act(() => {
    fireEvent.change(input, { target: { value } });
    fireEvent.keyDown(input, { key: 'Enter' });
  });
}

/** Sets a colour through its swatch: opens the picker, types the hex colour and commits it. */
export function pickColor(swatchName: RegExp, hex: string): void {
  act(() => {
    fireEvent.click(screen.getByRole('button', { name: swatchName }));
  });
  const input = screen.getByRole('textbox', { name: 'Hex colour' });
  act(() => {
    fireEvent.change(input, { target: { value: hex } });
    fireEvent.keyDown(input, { key: 'Enter' });
  });
  act(() => {
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  });
}

/** Clicks a checkbox or radio button by its label. */
export function check(name: string, role: 'checkbox' | 'radio' = 'checkbox'): void {
  act(() => {
    fireEvent.click(screen.getByRole(role, { name }));
  });
}

/** Chooses an option of a labelled select. */
export function choose(name: string, value: string): void {
  act(() => {
    fireEvent.change(screen.getByRole('combobox', { name }), { target: { value } });
  });
}
