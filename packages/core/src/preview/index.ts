export type {
  PlaybackState,
  PlaylistTimeline,
  PreviewCommand,
  PreviewCommandName,
  PreviewSectionState,
  PreviewState,
  TimelineEntry,
  TimelinePosition,
} from './preview.types';
export {
  ITEM_SUMMARY_MAX_LENGTH,
  isPlayable,
  itemAt,
  itemDurationMs,
  itemSummary,
  nextIndex,
  playlistTimeline,
  previousIndex,
  startOf,
} from './preview';
export {
  PREVIEW_COMMAND_MESSAGE,
  PREVIEW_HEARTBEAT_MS,
  PREVIEW_SILENCE_MS,
  PREVIEW_STATE_MESSAGE,
  isPreviewCommand,
  isPreviewState,
  previewChannel,
  previewUid,
  sceneIdOfPreviewUid,
} from './preview.messages';
export type { ItemName } from './preview.names';
export { itemName } from './preview.names';
export { elapsedAt, nextSwitchIn, positionsAt, setPlaying, startPlayback, stepPlayback } from './preview.playback';
export { PREVIEW_STAGE_COLOR, defaultTextColor } from './preview.colors';
