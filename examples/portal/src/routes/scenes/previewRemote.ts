import {
  PREVIEW_COMMAND_MESSAGE,
  PREVIEW_SILENCE_MS,
  PREVIEW_STATE_MESSAGE,
  isPreviewState,
  previewChannel,
  sceneIdOfPreviewUid,
  type PreviewCommandName,
  type PreviewState,
} from '@screenplay/core';
import { useCallback, useEffect, useState } from 'react';
import { usePreviewClient } from './previewRealtime';

/** Whether the preview a remote control drives is answering: not yet known, answering, or silent for 5 s. */
export type RemoteStatus = 'waiting' | 'answering' | 'silent';

/** A remote control's view of one preview. */
export interface PreviewRemote {
  status: RemoteStatus;
  /** The preview's last reported state (kept while silent, so the user sees what it last showed). */
  state: PreviewState | null;
  send(command: Exclude<PreviewCommandName, 'status'>): void;
}

/**
 * Drives the preview with this uid over `scene-preview:{sceneId}` (the scene id is the uid's
 * prefix): asks for its state at once, follows its state messages, and turns `silent` after 5 s
 * without one. A uid without a scene id is silent from the start.
 */
export function usePreviewRemote(uid: string): PreviewRemote {
  const client = usePreviewClient('remote');
  const sceneId = sceneIdOfPreviewUid(uid);
  const [status, setStatus] = useState<RemoteStatus>(sceneId === null ? 'silent' : 'waiting');
  const [state, setState] = useState<PreviewState | null>(null);

  useEffect(() => {
    if (!client || sceneId === null) return;
    const channel = previewChannel(sceneId);
    let silence = setTimeout(() => setStatus('silent'), PREVIEW_SILENCE_MS);
    const stop = client.subscribe(channel, PREVIEW_STATE_MESSAGE, (message) => {
      if (!isPreviewState(message.data) || message.data.uid !== uid) return;
      setState(message.data);
      setStatus('answering');
      clearTimeout(silence);
      silence = setTimeout(() => setStatus('silent'), PREVIEW_SILENCE_MS);
    });
    client
      .publish(channel, PREVIEW_COMMAND_MESSAGE, { uid, command: 'status' })
      .catch((error: unknown) => console.warn('[preview] status', error));
    return () => {
      stop();
      clearTimeout(silence);
    };
  }, [client, sceneId, uid]);

  const send = useCallback(
    (command: Exclude<PreviewCommandName, 'status'>) => {
      if (!client || sceneId === null) return;
      client
        .publish(previewChannel(sceneId), PREVIEW_COMMAND_MESSAGE, { uid, command })
        .catch((error: unknown) => console.warn('[preview] command', error));
    },
    [client, sceneId, uid],
  );
  return { status, state, send };
}
