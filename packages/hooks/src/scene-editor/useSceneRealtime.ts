import type { Id } from '@screenplay/core';
import { effect } from '@preact/signals-core';
import { useEffect } from 'react';
import type { RealtimeClient } from '../realtime/realtime.types';
import type { SceneEditorStore, ScenePresenceUser, SceneRealtimeUpdate } from './sceneEditor.types';

/** What the scene editor needs to join a scene's realtime channel: a way to connect, and who this editor is. */
export interface SceneRealtime {
  /** Opens a realtime client carrying the editor's `clientId` (closed when the editor leaves the scene). */
  connect: () => RealtimeClient;
  /** The user shown to the other editors of the scene. */
  user: ScenePresenceUser;
}

/**
 * Joins `scene:{id}` for the editor: other editors' saves become the refresh notice (this tab's own are ignored by
 * its clientId), and presence lists who else has the scene open. Nothing happens without `realtime`.
 */
export function useSceneRealtime(store: SceneEditorStore, sceneId: Id, realtime: SceneRealtime | undefined): void {
  const connect = realtime?.connect;
  const user = realtime?.user;
  // biome-ignore lint/correctness/useExhaustiveDependencies: joins again only when the user's shown fields change, not on a new object
  useEffect(() => {
    if (!connect || !user || !Number.isFinite(sceneId)) return;
    const channel = `scene:${sceneId}`;
    const client = connect();
    const unsubscribe = client.subscribe<SceneRealtimeUpdate>(channel, 'update', (message) => {
      if (!message.isOwn) store.handleRealtimeUpdate({ ...message.data, clientId: message.clientId });
    });
    const presence = client.presence<ScenePresenceUser>(channel);
    const stopPresence = effect(() => store.setPresence(presence.$members.value));
    presence
      .enter({ id: user.id, name: user.name, avatar: user.avatar })
      .catch((error: unknown) => console.warn('presence', error));
    return () => {
      unsubscribe();
      stopPresence();
      presence.leave().catch(() => undefined);
      client.close();
    };
  }, [connect, store, sceneId, user?.id, user?.name, user?.avatar]);
}
