import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithIntl } from '../../test/renderWithIntl';
import { editorFixture, layerFixture } from '../test/layerEditor.fixtures';
import { LayerList } from './LayerList';

function setup() {
  const fixture = editorFixture([
    layerFixture(1, 'Image', {}, { imageUrl: '/media/1/beach%20day.jpg' }),
    layerFixture(2, 'Text', {}, { text: 'Welcome\nsecond line' }),
    layerFixture(3, 'Clock'),
  ]);
  renderWithIntl(<LayerList editor={fixture.editor} />);
  return fixture;
}

const order = (editor: ReturnType<typeof setup>['editor']) => editor.$layers.peek().map((layer) => layer.id);
const click = (name: string) =>
  act(() => {
    fireEvent.click(screen.getByRole('button', { name }));
  });

describe('LayerList', () => {
  it('lists the layers front first, named after their content', () => {
    setup();
    const list = screen.getByRole('region', { name: 'Layers' });
    const names = within(list)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('[data-part="select"]')?.textContent);
    expect(names).toEqual(['Clock layer', 'Text layer: Welcome', 'Image layer: beach day.jpg']);
  });

  it('selects a layer by its button, marked pressed', () => {
    const { editor } = setup();
    click('Text layer: Welcome');
    expect(editor.$selectedId.peek()).toBe(2);
    expect(screen.getByRole('button', { name: 'Text layer: Welcome' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('hides and shows a layer', () => {
    const { editor } = setup();
    click('Hide Clock layer');
    expect(editor.$layers.peek()[2]?.invisible).toBe(true);
    expect(screen.getByRole('button', { name: 'Show Clock layer' }).getAttribute('aria-pressed')).toBe('true');
    click('Show Clock layer');
    expect(editor.$layers.peek()[2]?.invisible).toBe(false);
  });

  it('brings forward and sends backward, the ends disabled', () => {
    const { editor } = setup();
    expect((screen.getByRole('button', { name: 'Bring Clock layer forward' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(
      (screen.getByRole('button', { name: 'Send Image layer: beach day.jpg backward' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    click('Bring Image layer: beach day.jpg forward');
    expect(order(editor)).toEqual([2, 1, 3]);
    click('Send Clock layer backward');
    expect(order(editor)).toEqual([2, 3, 1]);
  });

  it('restacks with Alt+arrows, Alt+Home and Alt+End', () => {
    const { editor } = setup();
    const text = () => screen.getByRole('button', { name: 'Text layer: Welcome' });
    fireEvent.keyDown(text(), { key: 'ArrowUp', altKey: true });
    expect(order(editor)).toEqual([1, 3, 2]);
    fireEvent.keyDown(text(), { key: 'End', altKey: true });
    expect(order(editor)).toEqual([2, 1, 3]);
    fireEvent.keyDown(text(), { key: 'Home', altKey: true });
    expect(order(editor)).toEqual([1, 3, 2]);
    fireEvent.keyDown(text(), { key: 'ArrowDown' });
    expect(order(editor)).toEqual([1, 3, 2]);
  });

  it('deletes a layer', () => {
    const { editor } = setup();
    click('Delete Text layer: Welcome');
    expect(order(editor)).toEqual([1, 3]);
  });

  it('says how to start when there is no layer', () => {
    const { editor } = setup();
    act(() => editor.open({ id: 2, width: 100, height: 100, layers: [] }));
    expect(screen.getByText('No layers yet: add one from the library')).toBeTruthy();
  });
});
