import type { PreviewCommand, PreviewCommandName, PreviewSectionState, PreviewState } from './preview.types';

/** The message name a preview publishes its state under. */
export const PREVIEW_STATE_MESSAGE = 'state';

/** The message name a remote control sends commands under. */
export const PREVIEW_COMMAND_MESSAGE = 'control';

/** How often a playing or paused preview repeats its state, so a remote control knows it is alive (ours; the spec shows none). */
export const PREVIEW_HEARTBEAT_MS = 2_000;

/** After this long without a state message a remote control says no preview is answering (ours; the spec shows none). */
export const PREVIEW_SILENCE_MS = 5_000;

const COMMANDS: readonly PreviewCommandName[] = ['play', 'pause', 'next', 'previous', 'status'];

/** The realtime channel of a scene's previews (ARCHITECTURE.md "Realtime": `scene-preview:{id}`). */
export function previewChannel(sceneId: number): string {
  return `scene-preview:${sceneId}`;
}

/** A preview's uid, `<sceneId>-<suffix>`, so a remote control can derive the channel from it. */
export function previewUid(sceneId: number, suffix: string): string {
  return `${sceneId}-${suffix}`;
}

/** The scene id a preview uid starts with; null when the uid is not `<positive id>-<suffix>`. */
export function sceneIdOfPreviewUid(uid: string): number | null {
  const match = /^(\d+)-[\w-]+$/.exec(uid);
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Whether a message's data is a control command (it arrives from the network, so it is checked). */
export function isPreviewCommand(data: unknown): data is PreviewCommand {
  return isObject(data) && typeof data.uid === 'string' && COMMANDS.includes(data.command as PreviewCommandName);
}

function isSectionState(data: unknown): data is PreviewSectionState {
  return (
    isObject(data) &&
    typeof data.id === 'number' &&
    typeof data.name === 'string' &&
    typeof data.index === 'number' &&
    typeof data.count === 'number' &&
    (data.summary === null || typeof data.summary === 'string')
  );
}

/** Whether a message's data is a preview's state (it arrives from the network, so it is checked). */
export function isPreviewState(data: unknown): data is PreviewState {
  return (
    isObject(data) &&
    typeof data.uid === 'string' &&
    typeof data.sceneId === 'number' &&
    typeof data.sceneName === 'string' &&
    typeof data.isPlaying === 'boolean' &&
    Array.isArray(data.sections) &&
    data.sections.every(isSectionState)
  );
}
