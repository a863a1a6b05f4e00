import { act, createEvent, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithIntl } from '../../test/renderWithIntl';
import { editorFixture, layerFixture, layerIn } from '../test/layerEditor.fixtures';
import { LayerCanvas } from './LayerCanvas';

function setup() {
  const fixture = editorFixture([
    layerFixture(1, 'Text', { width: 300, height: 100 }, { text: 'Hello' }),
    layerFixture(2, 'Rectangle', { left: 500, top: 200 }),
  ]);
  const view = renderWithIntl(
    <>
      <LayerCanvas editor={fixture.editor} label="Playlist item" />
      <label>
        Duration
        <input />
      </label>
    </>,
  );
  return { ...fixture, ...view };
}

const field = () => screen.getByRole('textbox', { name: 'Text of the layer' }) as HTMLTextAreaElement;

/** Pastes clipboard data (by type) into the text field with its selection from `start` to `end`. */
function paste(data: Record<string, string>, start: number, end: number) {
  const element = field();
  element.setSelectionRange(start, end);
  const event = createEvent.paste(element, { clipboardData: { getData: (type: string) => data[type] ?? '' } });
  act(() => {
    fireEvent(element, event);
  });
  return event;
}

describe('LayerCanvas text edit mode', () => {
  it('enters on a double click on a text layer: a focused, labelled text field holding the text', () => {
    const { editor } = setup();
    fireEvent.doubleClick(screen.getByRole('button', { name: 'Text layer: Hello' }));
    expect(editor.$textEditId.peek()).toBe(1);
    expect(field().value).toBe('Hello');
    expect(document.activeElement).toBe(field());
    expect(screen.queryByRole('button', { name: 'Text layer: Hello' })).toBeNull();
  });

  it('enters with Enter on the selected text, never on another layer type', () => {
    const { editor } = setup();
    fireEvent.doubleClick(screen.getByRole('button', { name: 'Rectangle layer' }));
    expect(editor.$textEditId.peek()).toBeNull();
    const text = screen.getByRole('button', { name: 'Text layer: Hello' });
    fireEvent.keyDown(text, { key: 'Enter' });
    expect(editor.$textEditId.peek()).toBeNull();
    fireEvent.keyDown(text, { key: 'Enter' });
    expect(editor.$textEditId.peek()).toBe(1);
  });

  it('shows what is typed at once; the layer follows after the debounce, and blur ends edit mode', () => {
    const { editor, scheduler } = setup();
    fireEvent.doubleClick(screen.getByRole('button', { name: 'Text layer: Hello' }));
    fireEvent.change(field(), { target: { value: 'Hello world' } });
    expect(field().value).toBe('Hello world');
    expect(layerIn(editor, 1).content.text).toBe('Hello');
    act(() => scheduler.flush());
    expect(layerIn(editor, 1).content.text).toBe('Hello world');
    fireEvent.change(field(), { target: { value: 'Bye' } });
    act(() => field().blur());
    expect(editor.$textEditId.peek()).toBeNull();
    expect(layerIn(editor, 1).content.text).toBe('Bye');
    expect(screen.getByRole('button', { name: 'Text layer: Bye' })).toBeTruthy();
  });

  it('pastes HTML as plain text in place of the selection, the caret after it', () => {
    setup();
    fireEvent.doubleClick(screen.getByRole('button', { name: 'Text layer: Hello' }));
    const event = paste({ 'text/html': '<p><b>Big</b> <i>news</i></p><p>today</p>' }, 0, 5);
    expect(event.defaultPrevented).toBe(true);
    expect(field().value).toBe('Big news\ntoday');
    expect(field().selectionStart).toBe('Big news\ntoday'.length);
  });

  it('prefers the plain text of a paste, inserted at the caret', () => {
    setup();
    fireEvent.doubleClick(screen.getByRole('button', { name: 'Text layer: Hello' }));
    paste({ 'text/plain': ' there', 'text/html': '<b>ignored</b>' }, 5, 5);
    expect(field().value).toBe('Hello there');
    expect(field().selectionStart).toBe(11);
  });

  it('ends when focus moves to a form control outside the text, and on Escape with focus back on the layer', () => {
    const { editor } = setup();
    fireEvent.doubleClick(screen.getByRole('button', { name: 'Text layer: Hello' }));
    fireEvent.focusIn(screen.getByRole('textbox', { name: 'Duration' }));
    expect(editor.$textEditId.peek()).toBeNull();

    fireEvent.doubleClick(screen.getByRole('button', { name: 'Text layer: Hello' }));
    fireEvent.keyDown(field(), { key: 'ArrowLeft' });
    expect(layerIn(editor, 1).content.left).toBe(0);
    act(() => {
      fireEvent.keyDown(field(), { key: 'Escape' });
    });
    expect(editor.$textEditId.peek()).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Text layer: Hello' }));
  });
});

describe('TextEditHint (issue 24: the canvas says how to type in place)', () => {
  it('says how to start while a text layer is selected, how to finish while typing, nothing for other layers', () => {
    const { editor } = setup();
    const hint = () => screen.queryByText(/to type in place|to finish/);
    expect(hint()).toBeNull();
    act(() => editor.select(2));
    expect(hint()).toBeNull();
    act(() => editor.select(1));
    expect(hint()?.textContent).toBe('Double-click the text, or press Enter, to type in place.');
    expect(hint()?.getAttribute('role')).toBe('status');
    act(() => void editor.enterTextEdit(1));
    expect(hint()?.textContent).toBe('Typing in place: press Escape or click outside the text to finish.');
    act(() => editor.endTextEdit());
    expect(hint()?.textContent).toBe('Double-click the text, or press Enter, to type in place.');
  });
});
