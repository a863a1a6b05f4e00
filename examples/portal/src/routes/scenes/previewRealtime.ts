import {
  PREVIEW_COMMAND_MESSAGE,
  PREVIEW_HEARTBEAT_MS,
  PREVIEW_STATE_MESSAGE,
  isPreviewCommand,
  previewChannel,
  type PreviewCommandName,
  type PreviewState,
} from '@screenplay/core';
import { useSession, useValue, type RealtimeClient } from '@screenplay/hooks';
import { useEffect, useMemo, useRef, useState } from 'react';
import { usePortal } from '../../app/PortalContext';
import { createPortalRealtimeClient } from '../../app/realtimeClient';

/**
 * A realtime client for one preview page or remote control, with its own clientId
 * (`user:<id>:<role>-<random>`), closed when the page goes away; null until the user is known.
 */
export function usePreviewClient(role: 'preview' | 'remote'): RealtimeClient | null {
  const { api } = usePortal();
  const userId = useValue(useSession().$user)?.id ?? null;
  const [client, setClient] = useState<RealtimeClient | null>(null);
  useEffect(() => {
    if (userId === null) return;
    const clientId = `user:${userId}:${role}-${crypto.randomUUID().slice(0, 8)}`;
    const created = createPortalRealtimeClient(api, clientId);
    setClient(created);
    return () => {
      created.close();
      setClient(null);
    };
  }, [api, userId, role]);
  return client;
}

/**
 * Runs a preview's side of `scene-preview:{sceneId}`: obeys commands addressed to its uid and
 * publishes its state whenever it changes, when asked (`status`), and every 2 s as a heartbeat so
 * remote controls can tell it is still there.
 */
export function usePreviewPublisher(
  client: RealtimeClient | null,
  state: PreviewState | null,
  onCommand: (command: Exclude<PreviewCommandName, 'status'>) => void,
): void {
  const latest = useRef(state);
  latest.current = state;
  const handler = useRef(onCommand);
  handler.current = onCommand;
  const sceneId = state?.sceneId ?? null;
  const uid = state?.uid ?? null;

  useEffect(() => {
    if (!client || sceneId === null || uid === null) return;
    const channel = previewChannel(sceneId);
    const publish = () => {
      if (latest.current)
        client
          .publish(channel, PREVIEW_STATE_MESSAGE, latest.current)
          .catch((error: unknown) => console.warn('[preview] publish', error));
    };
    const stop = client.subscribe(channel, PREVIEW_COMMAND_MESSAGE, (message) => {
      if (!isPreviewCommand(message.data) || message.data.uid !== uid) return;
      if (message.data.command === 'status') publish();
      else handler.current(message.data.command);
    });
    const heartbeat = setInterval(publish, PREVIEW_HEARTBEAT_MS);
    return () => {
      stop();
      clearInterval(heartbeat);
    };
  }, [client, sceneId, uid]);

  // The state by its content: a new object saying the same is not published again.
  const serialized = state ? JSON.stringify(state) : null;
  const changed = useMemo(() => (serialized === null ? null : (JSON.parse(serialized) as PreviewState)), [serialized]);
  useEffect(() => {
    if (!client || !changed) return;
    client
      .publish(previewChannel(changed.sceneId), PREVIEW_STATE_MESSAGE, changed)
      .catch((error: unknown) => console.warn('[preview] publish', error));
  }, [client, changed]);
}
