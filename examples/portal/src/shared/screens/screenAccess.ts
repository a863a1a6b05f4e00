import { canManageFolder } from '@screenplay/core';
import type { ScreenDto, ScreenFoldersDto } from '@screenplay/core/screens';

/**
 * Whether the user may change these screens (their settings, their schedules): every folder each screen sits
 * in is one they may manage, as the server checks (`assertItemWritable`) before it writes. The listing's
 * folders carry the user's own permissions (an administrator's are full).
 */
export function canChangeScreens(
  listing: Pick<ScreenFoldersDto, 'folders'>,
  screens: readonly Pick<ScreenDto, 'folderIds'>[],
): boolean {
  return screens.every((screen) =>
    screen.folderIds.every((id) => {
      const folder = listing.folders.find((one) => one.id === id);
      return folder === undefined || canManageFolder(folder);
    }),
  );
}
