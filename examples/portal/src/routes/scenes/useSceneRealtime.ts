import type { SessionUser } from '@screenplay/core';
import { createRealtimeClient, type RealtimeCredential, type SceneEditorStore, type SceneRealtimeUpdate, type ScenePresenceUser } from '@screenplay/hooks';
import { effect } from '@preact/signals-core';
import { useEffect } from 'react';
import { usePortal } from '../../app/PortalContext';

/** The realtime endpoint is the portal's own origin (the reference server hosts it). */
function localEndpoint() {
  const isTls = window.location.protocol === 'https:';
  return { endpoint: window.location.hostname, port: Number(window.location.port) || (isTls ? 443 : 80), tls: isTls };
}

/**
 * Joins `scene:{id}` for the editor: other editors' saves become the refresh notice (this tab's
 * own are ignored by its clientId), and presence lists who else has the scene open.
 */
export function useSceneRealtime(store: SceneEditorStore, sceneId: number, clientId: string, user: SessionUser | null) {
  const { api } = usePortal();
  useEffect(() => {
    if (!user || !Number.isFinite(sceneId)) return;
    const channel = `scene:${sceneId}`;
    const client = createRealtimeClient({
      clientId,
      getAuth: () => api.post<RealtimeCredential>('realtime/token', { clientId }),
      ...localEndpoint(),
    });
    const unsubscribe = client.subscribe<SceneRealtimeUpdate>(channel, 'update', (message) => {
      if (!message.isOwn) store.handleRealtimeUpdate({ ...message.data, clientId: message.clientId });
    });
    const presence = client.presence<ScenePresenceUser>(channel);
    const stopPresence = effect(() => store.setPresence(presence.$members.value));
    presence.enter({ id: user.id, name: user.name, avatar: user.avatar }).catch((error: unknown) => console.warn('presence', error));
    return () => {
      unsubscribe();
      stopPresence();
      presence.leave().catch(() => undefined);
      client.close();
    };
  }, [api, store, sceneId, clientId, user?.id, user?.name, user?.avatar]);
}
