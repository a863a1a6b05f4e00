export type {
  AnimationType,
  Folder,
  FolderKind,
  Id,
  Layer,
  LayerContent,
  PlaylistItem,
  Rgba,
  Scene,
  SceneSummary,
  Section,
  Tag,
} from './scene.types';
export {
  DUPLICATE_OFFSET,
  NEW_SECTION_FRACTION,
  NEW_SECTION_NAME,
  SECTION_SAVE_DEBOUNCE_MS,
  SECTION_ANIMATION_TYPES,
  SECTION_ANIMATION_IDS,
  SECTION_ANIMATION_MS,
  sectionAnimation,
  boxBeside,
  draftCopy,
  duplicateSection,
  leafById,
  leafSections,
  markDeleted,
  newSection,
  nextTempId,
  renumber,
  reorderSections,
  uniqueName,
} from './scene';
export {
  PLAYLIST_ITEM_DEFAULT_DURATION_S,
  addPlaylistItem,
  currentItem,
  findPlaylistItem,
  itemsInOrder,
  listedItems,
  newPlaylistItem,
  playlistItemKey,
  reorderedItems,
} from './scene.playlist';
export {
  DEFAULT_BACKGROUND,
  DEFAULT_COLOR,
  contrastingText,
  formatColor,
  parseColor,
  parseHexColor,
  readCssColor,
} from './scene.color';
export type { TagNameErrorKey } from './scene.tags';
export {
  TAG_DUPLICATE_ERROR_KEY,
  TAG_NAME_ERROR_KEY,
  TAG_SEARCH_DEBOUNCE_MS,
  isTagSearchable,
  tagNameError,
} from './scene.tags';
export type { LayerAssets } from './scene.assets';
export { LAYER_FONT_KEY, LAYER_MEDIA_KEYS, MEDIA_PATH_PREFIX, layerAssets, layersAssets } from './scene.assets';
export type { SceneErrorCode } from './scene.errors';
export { SCENE_ERROR_CODES } from './scene.errors';
