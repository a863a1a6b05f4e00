import type { Id } from '@screenplay/core';

/** The size a new template starts with (ours: Full HD, the first layout preset). */
export const NEW_TEMPLATE_SIZE = { width: 1920, height: 1080 } as const;

/** The library's Elements tab, opened on a folder when given: where the template editor goes back to. */
export function elementsPath(folderId: Id | null | undefined): string {
  const query = new URLSearchParams({ tab: 'Elements' });
  if (folderId !== null && folderId !== undefined && folderId > 0) query.set('folderId', String(folderId));
  return `/library?${query.toString()}`;
}

/** The template editor of a template, or of a new one going into a folder. */
export function templateEditorPath(templateId: Id | null, folderId?: Id | null): string {
  if (templateId !== null) return `/library/edit_template/${templateId}`;
  return folderId !== null && folderId !== undefined && folderId > 0
    ? `/library/edit_template?folderId=${folderId}`
    : '/library/edit_template';
}
