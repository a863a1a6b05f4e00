import type { WorkgroupPermission, WorkgroupRole } from '@screenplay/core';
import { WORKGROUPS_API } from '@screenplay/core/contract';
import type { ApiClient } from '../api/api.types';

/** What an invitation sends (`POST workgroups/{id}/users`). */
export interface MemberInvite {
  email: string;
  name: string;
  roles: WorkgroupRole[];
}

/**
 * The calls of the workgroups page (spec accounts §7 "Workgroups"): each write answers the changed workgroup or
 * member, and the page reloads the list after it so every card shows what the server stored.
 */
export function workgroupsCalls(api: ApiClient) {
  return {
    list: async () => (await api.call(WORKGROUPS_API.list)).data,
    create: async (title: string) => (await api.call(WORKGROUPS_API.create, { body: { title } })).data,
    rename: async (id: number, title: string) =>
      (await api.call(WORKGROUPS_API.update, { params: { id }, body: { title } })).data,
    remove: (id: number) => api.call(WORKGROUPS_API.remove, { params: { id } }),
    savePermissions: async (id: number, permissions: WorkgroupPermission[]) =>
      (await api.call(WORKGROUPS_API.setPermissions, { params: { id }, body: { permissions } })).data,
    invite: async (id: number, invite: MemberInvite) =>
      (await api.call(WORKGROUPS_API.invite, { params: { id }, body: invite })).data,
    updateMember: async (id: number, userId: number, body: { name: string; roles: WorkgroupRole[] }) =>
      (await api.call(WORKGROUPS_API.updateMember, { params: { id, uid: userId }, body })).data,
    moveMember: async (id: number, userId: number, workgroupId: number) =>
      (await api.call(WORKGROUPS_API.moveMember, { params: { id, uid: userId }, body: { workgroupId } })).data,
    removeMember: (id: number, userId: number) =>
      api.call(WORKGROUPS_API.removeMember, { params: { id, uid: userId } }),
  };
}

/** What {@link workgroupsCalls} returns: the calls of the workgroups page. */
export type WorkgroupsCalls = ReturnType<typeof workgroupsCalls>;
