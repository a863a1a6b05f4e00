import { ROOT_FOLDER_ID } from '../access/permissions';
import type { RatioName, Size } from '../geometry/geometry.types';
import { newSection, uniqueName } from '../scene/scene';
import type { Id, Section } from '../scene/scene.types';
import { targetFolderId, type FolderSelection } from './library.folders';
import type { Layout, LayoutInput } from './library.types';

/** Id of a layout not saved yet (spec: "when the id is negative, a new layout is built"). */
export const NEW_LAYOUT_ID = -1; // spec: a negative layout id means a new layout

/** Ratio of a new layout: free, as its size was chosen by the user (ours). */
const NEW_LAYOUT_RATIO: RatioName = 'Free';

/** Whether a layout section may be deleted (spec: "only while more than one section remains"; deleted ones do not count). */
export function canDeleteLayoutSection(sections: readonly Section[]): boolean {
  return sections.filter((section) => !section.markAsDeleted).length > 1;
}

/**
 * A new draft layout of the chosen size (spec: "built from the selected size with a generated template name"):
 * named `Layout 1920×1080` (made unique), with one section covering the whole canvas.
 */
export function newLayout(size: Size, existingNames: Iterable<string>): Layout {
  const section: Section = { ...newSection(size, []), left: 0, top: 0, width: size.width, height: size.height };
  return {
    id: NEW_LAYOUT_ID,
    name: uniqueName(`Layout ${size.width}×${size.height}`, existingNames),
    width: size.width,
    height: size.height,
    ratio: NEW_LAYOUT_RATIO,
    draft: true,
    sections: [section],
    tags: [],
    folderIds: [],
    owner: null,
    updatedAt: '',
  };
}

/**
 * An unsaved copy of a layout (spec: "when copying the name is changed and the current library folder is set"):
 * named `Copy of <name>` (made unique), in the given folder (null or -1: none), sections kept.
 */
export function copyLayout(layout: Layout, folderId: Id | null, existingNames: Iterable<string>): Layout {
  return {
    ...layout,
    id: NEW_LAYOUT_ID,
    name: uniqueName(`Copy of ${layout.name}`, existingNames),
    folderIds: folderId === null || folderId === ROOT_FOLDER_ID ? [] : [folderId],
    owner: null,
    updatedAt: '',
  };
}

/** The body of `POST layouts` / `PATCH layouts/{id}` for a layout; its first folder is where a new one goes. */
export function layoutInput(layout: Layout): LayoutInput {
  const { name, width, height, ratio, sections, tags } = layout;
  return { name, width, height, ratio, sections, tags, folderId: layout.folderIds[0] ?? null };
}

/** The folder a scene created from a layout goes into (spec: "the selected subfolder, otherwise the selected folder"). */
export function sceneFolderForLayout(selection: FolderSelection): Id | null {
  return targetFolderId(selection);
}
