export type {
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
