import type { Id } from '@screenplay/core';
import {
  createApiTemplateRepository,
  createLayerEditorStore,
  newTemplateDocument,
  type TemplateDocument,
} from '@screenplay/hooks/layers';
import { LayerEditor, LayerEditorUnavailable, useDocumentField } from '@screenplay/ui/layer-editor';
import { useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { SHARED_LAYER_CLIPBOARD } from '../../app/layer-data/layerClipboard';
import { PortalLayerData } from '../../app/layer-data/portalLayerData';
import type { PageProps } from '../../app/pages';
import { usePortal } from '../../app/PortalContext';
import { templatePreview } from '../../app/thumbnail/thumbnails';
import { usePortalLayerEditor } from '../../shared/layer-editor/usePortalLayerEditor';
import { parseFolderId } from '../../shared/layoutRequest';
import { storedId } from '../../shared/playlistPaths';
import { TemplateFields } from './TemplateFields';
import { NEW_TEMPLATE_SIZE, elementsPath } from '../../shared/templatePaths';
import { useText } from '@screenplay/hooks';

/**
 * `/library/edit_template/:templateId?` (spec §2): the template editor of library elements. Without an id a new
 * template (1920 × 1080, in the folder `?folderId=` names) is created on save (`POST library`); otherwise the
 * template is loaded and updated. A template needs at least one layer (spec §5): saving one without is refused
 * before any call. Saving goes to the library's Elements tab.
 */
export default function TemplateEditorPage({ params }: PageProps) {
  const templateId = params.templateId === undefined ? null : storedId(params.templateId);
  const folderId = parseFolderId(new URLSearchParams(useSearch()).get('folderId')) ?? null;
  const [, navigate] = useLocation();
  if (params.templateId !== undefined && templateId === null) {
    const back = elementsPath(folderId);
    return <LayerEditorUnavailable kind="template" backHref={back} onBack={() => navigate(back)} />;
  }
  return (
    <PortalLayerData>
      <TemplateEditor key={templateId ?? 'new'} templateId={templateId} folderId={folderId} />
    </PortalLayerData>
  );
}

function TemplateEditor({ templateId, folderId }: { templateId: Id | null; folderId: Id | null }) {
  const t = useText();
  const { api, toasts } = usePortal();
  const [, navigate] = useLocation();
  const editor = useMemo(
    () =>
      createLayerEditorStore<TemplateDocument>({
        repository: createApiTemplateRepository(api),
        clipboard: SHARED_LAYER_CLIPBOARD,
      }),
    [api],
  );
  const name = useDocumentField(editor, (document) => document.name);
  const width = useDocumentField(editor, (document) => document.width);
  const height = useDocumentField(editor, (document) => document.height);
  const back = elementsPath(useDocumentField(editor, (document) => document.folderId) ?? folderId);
  const portal = usePortalLayerEditor(editor, back, templateId);
  return (
    <LayerEditor
      editor={editor}
      kind="template"
      open={async () => {
        if (templateId !== null) return editor.load(templateId);
        editor.open(newTemplateDocument({ name: t('templateEditor.newName'), ...NEW_TEMPLATE_SIZE, folderId }));
        return true;
      }}
      documentKey={String(templateId)}
      title={t(templateId === null ? 'templateEditor.createTitle' : 'templateEditor.editTitle')}
      backHref={back}
      onSaved={(saved) => {
        toasts.show({ type: 'INFO', messageKey: 'templateEditor.saved', values: { name: saved.name } });
        navigate(elementsPath(saved.folderId));
      }}
      // The template's preview is drawn from its layers and sent with the save (spec: `POST library` carries
      // `preview`); drawing takes a moment, during which the button shows it is busy. A failed drawing saves
      // without a new preview.
      prepareSave={async (document) => {
        const preview = document.layers.length > 0 ? await templatePreview(document) : null;
        return preview ? { preview } : undefined;
      }}
      fields={
        name === null || width === null || height === null ? null : (
          <TemplateFields document={{ name, width, height }} onChange={(patch) => editor.updateDocument(patch)} />
        )
      }
      {...portal}
    />
  );
}
