import type { SessionUser } from '@screenplay/core';
import type { SceneEditorStore, SceneRealtimeUpdate, ScenePresenceUser } from '@screenplay/hooks';
import { effect } from '@preact/signals-core';
import { useEffect } from 'react';
import { usePortal } from '../../app/PortalContext';
import { createPortalRealtimeClient } from '../../app/realtimeClient';

/**
 * Joins `scene:{id}` for the editor: other editors' saves become the refresh notice (this tab's
 * own are ignored by its clientId), and presence lists who else has the scene open.
 */
export function useSceneRealtime(store: SceneEditorStore, sceneId: number, clientId: string, user: SessionUser | null) {
  const { api } = usePortal();
  useEffect(() => {
    if (!user || !Number.isFinite(sceneId)) return;
    const channel = `scene:${sceneId}`;
    const client = createPortalRealtimeClient(api, clientId);
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
  }, [api, store, sceneId, clientId, user?.id, user?.name, user?.avatar]);
}
