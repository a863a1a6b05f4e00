import {
  ROOT_FOLDER_ID,
  leafSections,
  playlistTimeline,
  type Folder,
  type Scene,
  type Section,
} from '@screenplay/core';

/** One row of the details page's sections table. */
export interface SectionSummary {
  section: Section;
  /** Items that play (visible, not deleted). */
  itemsCount: number;
  /** One loop of the playlist, in milliseconds (items without a duration count 60 s). */
  totalMs: number;
}

/** The scene's sections as the editor shows them (drafts in place of their parents, deleted ones left out), in order, with their playlists' counts and lengths. */
export function sectionSummaries(scene: Scene): SectionSummary[] {
  return leafSections(scene.sections)
    .filter((section) => !section.markAsDeleted)
    .sort((a, b) => a.order - b.order)
    .map((section) => {
      const timeline = playlistTimeline(section);
      return { section, itemsCount: timeline.entries.length, totalMs: timeline.totalMs };
    });
}

/** A duration split for display: whole minutes and the remaining seconds (rounded up to the second). */
export function durationParts(ms: number): { minutes: number; seconds: number } {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  return { minutes: Math.floor(total / 60), seconds: total % 60 };
}

/** The folder path of a scene's folder ('Campaigns / Summer'); null for a scene at the root or in an unknown folder. */
export function folderPath(folderId: number | undefined, folders: readonly Folder[]): string[] | null {
  if (folderId === undefined || folderId === ROOT_FOLDER_ID) return null;
  const byId = new Map(folders.map((folder) => [folder.id, folder]));
  const names: string[] = [];
  const seen = new Set<number>();
  for (
    let folder = byId.get(folderId);
    folder && !seen.has(folder.id);
    folder = folder.parentId === null ? undefined : byId.get(folder.parentId)
  ) {
    seen.add(folder.id);
    names.unshift(folder.name);
  }
  return names.length > 0 ? names : null;
}
