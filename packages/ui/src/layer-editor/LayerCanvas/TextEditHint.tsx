import { useText, useValue } from '@screenplay/hooks';
import type { LayerEditorStore } from '@screenplay/hooks/layers';
import { LAYER_EDITOR_MESSAGE_IDS as M } from '../layerEditor.messages';

/**
 * Under the canvas, how to type a text layer's words in place (issue 24: text was hard to edit): while one is
 * selected, that a double click or Enter starts; while typing, how to finish. Nothing otherwise.
 */
export function TextEditHint({ editor }: { editor: Pick<LayerEditorStore, '$canEditTextInPlace' | '$textEditId'> }) {
  const t = useText();
  const canEdit = useValue(editor.$canEditTextInPlace);
  const isEditing = useValue(editor.$textEditId) !== null;
  if (!canEdit && !isEditing) return null;
  return (
    <p data-scope="layer-editor" data-part="canvas-hint" role="status">
      {t(isEditing ? M.textEditingHint : M.textEditHint)}
    </p>
  );
}
