import type { Folder, Section } from '@screenplay/core';
import type { Layout, LibraryFolderActions, LibraryTemplate, MediaItem } from '@screenplay/core/library';

/** Test helper: a library folder. */
export function folder(id: number, name: string, parentId: number | null = null, owner: number | null = 1): Folder {
  return { id, name, parentId, owner, kind: 'library', groupPermissions: [] };
}

/** Test helper: every folder control allowed. */
export const ALL_ACTIONS: LibraryFolderActions = {
  canCreate: true,
  canRename: true,
  canDelete: true,
  canDropInto: true,
};
/** Test helper: a readonly library user's controls. */
export const READONLY_ACTIONS: LibraryFolderActions = {
  canCreate: false,
  canRename: false,
  canDelete: false,
  canDropInto: true,
};

/** Test helper: a media item. */
export function mediaItem(id: number, name: string, overrides: Partial<MediaItem> = {}): MediaItem {
  return {
    id,
    uuid: `uuid-${id}`,
    name,
    url: `/media/1/uuid-${id}.png`,
    width: 1920,
    height: 1080,
    duration: null,
    type: 'image',
    mime: 'image/png',
    size: 12_345,
    folderIds: [],
    owner: 1,
    createdAt: '2024-05-01T10:00:00.000Z',
    ...overrides,
  };
}

function section(id: number, left: number, top: number, width: number, height: number): Section {
  return {
    id,
    name: `s${id}`,
    left,
    top,
    width,
    height,
    hidden: false,
    draft: false,
    ratio: null,
    playlistItems: [],
    itemsOrder: [],
    background: 'rgba(255,255,255,0)',
    order: id,
    parentId: null,
    markAsDeleted: false,
  };
}

/** Test helper: a 1920×1080 layout of two sections. */
export function layout(id: number, name: string, overrides: Partial<Layout> = {}): Layout {
  return {
    id,
    name,
    width: 1920,
    height: 1080,
    ratio: '16:9',
    draft: false,
    sections: [section(1, 0, 0, 960, 1080), section(2, 960, 0, 960, 1080)],
    tags: [],
    folderIds: [],
    owner: 1,
    updatedAt: '2024-05-01T10:00:00.000Z',
    ...overrides,
  };
}

/** Test helper: a template with one text layer and no preview image. */
export function template(id: number, name: string, overrides: Partial<LibraryTemplate> = {}): LibraryTemplate {
  return {
    id,
    name,
    type: 'Template',
    preview: null,
    width: 800,
    height: 600,
    ratio: 'Free',
    layers: [
      {
        id: 1,
        itemType: 'Text',
        content: { left: 10, top: 10, width: 200, height: 50 },
        parentLayerId: null,
        sectionTemplateGroup: null,
        sectionTemplateId: null,
        invisible: false,
        media: [],
        fonts: [],
      },
    ],
    folderIds: [],
    scenesCount: 0,
    playlistItemId: null,
    owner: 1,
    updatedAt: '2024-05-01T10:00:00.000Z',
    ...overrides,
  };
}
