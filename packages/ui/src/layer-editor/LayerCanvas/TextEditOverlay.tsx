import type { Layer } from '@screenplay/core';
import { useValue } from '@screenplay/hooks';
import type { LayerEditorStore } from '@screenplay/hooks/layers';
import { asTypedLayer } from '@screenplay/core/widgets';
import { useEffect, useLayoutEffect, useRef, type CSSProperties } from 'react';
import { LAYER_EDITOR_MESSAGE_IDS as M } from '../layerEditor.messages';
import { useText } from '@screenplay/hooks';

/** The text field's look follows the layer's, so what is typed sits where it will show. */
function textStyle(layer: Layer): CSSProperties {
  const typed = asTypedLayer(layer);
  const c = typed?.itemType === 'Text' ? typed.content : null;
  return {
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    boxSizing: 'border-box',
    resize: 'none',
    fontFamily: c?.fontFamily ? `${JSON.stringify(c.fontFamily)}, sans-serif` : undefined,
    fontSize: c?.fontSize,
    lineHeight: c?.lineHeight,
    textAlign: c?.textAlign,
    color: c?.color,
  };
}

/**
 * Text edit mode of a text layer (spec §4 "Text widget"): a labelled text field over the layer showing the typed
 * text (`$textDraft`); typing goes to `typeText` (the layer follows 150 ms later), a paste is inserted as plain
 * text with the caret after it, and editing ends on blur, on Escape, or when focus moves to a form control
 * elsewhere in the page (a document `focusin` listener).
 */
export function TextEditOverlay({ editor, layer }: { editor: LayerEditorStore; layer: Layer }) {
  const t = useText();
  const draft = useValue(editor.$textDraft) ?? '';
  const field = useRef<HTMLTextAreaElement>(null);
  const caret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const element = field.current;
    if (!element) return;
    element.focus({ preventScroll: true });
    element.setSelectionRange(element.value.length, element.value.length);
  }, []);

  // After every render: a paste leaves its caret here for the render that shows the pasted text.
  useLayoutEffect(() => {
    if (caret.current === null || !field.current) return;
    field.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => editor.handleFocusIn(event.target, field.current);
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [editor]);

  return (
    <textarea
      ref={field}
      data-part="text-editor"
      aria-label={t(M.textEditor)}
      value={draft}
      spellCheck
      onChange={(event) => editor.typeText(event.target.value)}
      onBlur={() => editor.endTextEdit()}
      onPaste={(event) => {
        event.preventDefault();
        const element = event.currentTarget;
        caret.current = editor.pasteText(event.clipboardData, {
          start: element.selectionStart,
          end: element.selectionEnd,
        });
      }}
      onKeyDown={(event) => {
        // Keys typed here are text, not canvas commands (arrows, Delete).
        event.stopPropagation();
        if (event.key === 'Escape') {
          event.preventDefault();
          editor.endTextEdit();
        }
      }}
      style={textStyle(layer)}
    />
  );
}
