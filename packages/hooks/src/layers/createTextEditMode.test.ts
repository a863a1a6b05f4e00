import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEXT_CHANGE_DEBOUNCE_MS } from '@screenplay/core/widgets';
import { isOutsideFormControl } from './createTextEditMode';
import { editorFixture, layerFixture } from './layers.fixtures';

function setup() {
  const fixture = editorFixture([layerFixture(1, 'Text', {}, { text: 'Hello' }), layerFixture(2, 'Rectangle')]);
  const text = () => fixture.editor.$layers.value[0]?.content.text;
  return { ...fixture, text };
}

function element(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  return host;
}

describe('createLayerEditorStore — text edit mode', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('enters on a text layer (double click) and selects it; refuses any other layer', () => {
    const { editor } = setup();
    expect(editor.enterTextEdit(2)).toBe(false);
    expect(editor.$textEditId.value).toBeNull();
    expect(editor.enterTextEdit(1)).toBe(true);
    expect(editor.$textEditId.value).toBe(1);
    expect(editor.$selectedId.value).toBe(1);
    expect(editor.$textDraft.value).toBe('Hello');
  });

  it('writes typed text to the layer 150 ms after the last change, not before', async () => {
    const { editor, text } = setup();
    expect(TEXT_CHANGE_DEBOUNCE_MS).toBe(150);
    editor.enterTextEdit(1);
    editor.typeText('Hello w');
    await vi.advanceTimersByTimeAsync(100);
    editor.typeText('Hello world');
    await vi.advanceTimersByTimeAsync(149);
    expect(editor.$textDraft.value).toBe('Hello world');
    expect(text()).toBe('Hello');
    await vi.advanceTimersByTimeAsync(1);
    expect(text()).toBe('Hello world');
    expect(editor.$isDirty.value).toBe(true);
  });

  it('ends on blur, writing what was typed at once', () => {
    const { editor, text } = setup();
    editor.enterTextEdit(1);
    editor.typeText('Bye');
    editor.endTextEdit();
    expect(text()).toBe('Bye');
    expect(editor.$textEditId.value).toBeNull();
    expect(editor.$textDraft.value).toBeNull();
    editor.undo();
    expect(text()).toBe('Hello');
  });

  it('ends when focus moves to a form control outside the text, not inside it nor to other elements', () => {
    const { editor, text } = setup();
    const editing = element('<div contenteditable="true"><span>Hello</span></div><button type="button">Bold</button>');
    const outside = element(
      '<input aria-label="Font size"><select><option>1</option></select><div tabindex="0">canvas</div>',
    );
    editor.enterTextEdit(1);
    editor.typeText('Hello!');
    editor.handleFocusIn(editing.querySelector('span'), editing);
    editor.handleFocusIn(editing.querySelector('button'), editing); // the text's own toolbar
    editor.handleFocusIn(outside.querySelector('div'), editing);
    expect(editor.$textEditId.value).toBe(1);
    editor.handleFocusIn(outside.querySelector('input'), editing);
    expect(editor.$textEditId.value).toBeNull();
    expect(text()).toBe('Hello!');
    expect(isOutsideFormControl(outside.querySelector('select'), editing)).toBe(true);
    expect(isOutsideFormControl(null, editing)).toBe(false);
  });

  it('pastes HTML as plain text in place of the selection', async () => {
    const { editor, text } = setup();
    editor.enterTextEdit(1);
    editor.typeText('Hello world');
    const clipboard = {
      getData: (type: string) => (type === 'text/html' ? '<p><b>big</b>&nbsp;<i style="color:red">news</i></p>' : ''),
    };
    expect(editor.pasteText(clipboard, { start: 6, end: 11 })).toBe(14);
    expect(editor.$textDraft.value).toBe('Hello big news');
    await vi.advanceTimersByTimeAsync(TEXT_CHANGE_DEBOUNCE_MS);
    expect(text()).toBe('Hello big news');
  });

  it('undo while editing writes what was typed, steps back and shows the layer’s text again', () => {
    const { editor, text } = setup();
    editor.enterTextEdit(1);
    editor.typeText('Hello there');
    editor.undo();
    expect(text()).toBe('Hello');
    expect(editor.$textDraft.value).toBe('Hello');
    editor.redo();
    expect(editor.$textDraft.value).toBe('Hello there');
  });

  it('writes pending text before a save and ignores typing outside edit mode', async () => {
    const { editor, repository } = setup();
    editor.typeText('ignored');
    editor.enterTextEdit(1);
    editor.typeText('Saved text');
    expect(await editor.save()).toBe(true);
    expect(repository.peek(40)?.layers[0]?.content.text).toBe('Saved text');
  });
});
