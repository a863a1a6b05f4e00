import { DRAG_MIME, decodeDragPayload, encodeDragPayload } from '@screenplay/core/library';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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

  it('drags a row (templateLayer payload) onto another to take its place, announced; other drops ignored', () => {
    const { editor } = setup();
    const rows = () => within(screen.getByRole('region', { name: 'Layers' })).getAllByRole('listitem');
    const setData = vi.fn();
    fireEvent.dragStart(rows()[2] as HTMLElement, { dataTransfer: { setData } });
    expect(setData.mock.calls[0]?.[0]).toBe(DRAG_MIME);
    expect(decodeDragPayload(setData.mock.calls[0]?.[1] as string)).toEqual({ kind: 'templateLayer', id: 1 });
    const drop = (row: HTMLElement, text: string) => {
      const dataTransfer = { types: [DRAG_MIME], getData: () => text, dropEffect: 'none' };
      act(() => {
        fireEvent.dragOver(row, { dataTransfer });
        fireEvent.drop(row, { dataTransfer });
      });
    };
    drop(rows()[0] as HTMLElement, encodeDragPayload({ kind: 'templateLayer', id: 1 }));
    expect(order(editor)).toEqual([2, 3, 1]);
    expect(screen.getByText('Image layer: beach day.jpg moved to position 1 of 3')).toBeTruthy();
    fireEvent.dragStart(rows()[0] as HTMLElement, { dataTransfer: { setData } });
    drop(rows()[2] as HTMLElement, encodeDragPayload({ kind: 'sectionItem', id: 1 }));
    fireEvent.dragStart(rows()[0] as HTMLElement, { dataTransfer: { setData } });
    drop(rows()[2] as HTMLElement, 'not ours');
    expect(order(editor)).toEqual([2, 3, 1]);
    act(() => editor.undo());
    expect(order(editor)).toEqual([1, 2, 3]); // one history entry
  });

  it('announces a move by the keyboard', () => {
    setup();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Clock layer' }), { key: 'End', altKey: true });
    expect(screen.getByText('Clock layer moved to position 3 of 3')).toBeTruthy();
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
