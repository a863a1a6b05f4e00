import type { Id } from '@screenplay/core';
import type { LibraryTemplate } from '@screenplay/core/library';
import { templateLayersError } from '@screenplay/core/widgets';
import type { ApiClient } from '../api/api.types';
import { folderOrNull } from '../library/library.calls';
import { refusalError } from './layerErrors';
import type { LayerRepository, TemplateDocument } from './layerRepository.types';
import { LIBRARY_API } from '@screenplay/core/contract';

/** The document of a stored template. */
export function templateDocument(template: LibraryTemplate, folderId: Id | null = null): TemplateDocument {
  const { id, name, type, preview, width, height, layers } = template;
  return { id, name, type, preview, width, height, layers, folderId: folderId ?? template.folderIds[0] ?? null };
}

/** A new template (id null, kind `Template`, no layers yet) of a size, going into a folder. */
export function newTemplateDocument(input: {
  name: string;
  width: number;
  height: number;
  folderId?: Id | null;
}): TemplateDocument {
  return {
    id: null,
    name: input.name,
    type: 'Template',
    preview: null,
    width: input.width,
    height: input.height,
    layers: [],
    folderId: input.folderId ?? null,
  };
}

/** Why a template cannot be saved: 'library.templateNeedsLayer' without layers (core `templateLayersError`), else null. */
export function templateRefusal(document: Pick<TemplateDocument, 'layers'>): string | null {
  return templateLayersError(document.layers);
}

/** The multipart form of a template (spec §7: name, type, width, height, layers as JSON, optional preview). */
function templateForm(document: TemplateDocument, preview: Blob | null | undefined): FormData {
  const form = new FormData();
  form.append('name', document.name);
  form.append('type', document.type);
  form.append('width', String(document.width));
  form.append('height', String(document.height));
  form.append('layers', JSON.stringify(document.layers));
  const folderId = folderOrNull(document.folderId);
  if (document.id === null && folderId !== null) form.append('folderId', String(folderId));
  if (preview) form.append('preview', preview, preview instanceof File ? preview.name : 'preview.png');
  return form;
}

/**
 * Creates the repository of library templates on the product API: `GET library/folders/templates/{id}`,
 * `POST library` (multipart) for a new template and `POST library/folders/templates/{id}?_method=PATCH`
 * (multipart) for an update, each answering `{ data: LibraryTemplate }`. A template without layers is refused
 * with 'library.templateNeedsLayer' before any call.
 * @example
 * const editor = createLayerEditorStore({ repository: createApiTemplateRepository(api) });
 * editor.open(newTemplateDocument({ name: 'Welcome', width: 1920, height: 1080, folderId }));
 */
export function createApiTemplateRepository(api: ApiClient): LayerRepository<TemplateDocument> {
  return {
    async load(templateId) {
      const { data } = await api.call(LIBRARY_API.getTemplate, { params: { id: templateId } });
      return templateDocument(data);
    },
    async save(document, options = {}) {
      const refusal = templateRefusal(document);
      if (refusal !== null) throw refusalError(refusal);
      const form = templateForm(document, options.preview);
      const { data } =
        document.id === null
          ? await api.call(LIBRARY_API.createTemplate, { body: form })
          : await api.call(LIBRARY_API.updateTemplateByPost, {
              params: { id: document.id },
              query: { _method: 'PATCH' },
              body: form,
            });
      return templateDocument(data, document.folderId);
    },
    refusal: templateRefusal,
  };
}
