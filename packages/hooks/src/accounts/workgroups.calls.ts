import type { Workgroup, WorkgroupMember, WorkgroupPermission, WorkgroupRole } from '@screenplay/core';
import type { Envelope } from '@screenplay/core/contract';
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
  const base = (id: number) => `workgroups/${id}`;
  return {
    list: async () => (await api.get<Envelope<Workgroup[]>>('workgroups')).data,
    create: async (title: string) => (await api.post<Envelope<Workgroup>>('workgroups', { title })).data,
    rename: async (id: number, title: string) => (await api.put<Envelope<Workgroup>>(base(id), { title })).data,
    remove: (id: number) => api.delete(base(id)),
    savePermissions: async (id: number, permissions: WorkgroupPermission[]) =>
      (await api.put<Envelope<Workgroup>>(`${base(id)}/grouppermissions`, { permissions })).data,
    invite: async (id: number, invite: MemberInvite) =>
      (await api.post<Envelope<WorkgroupMember>>(`${base(id)}/users`, invite)).data,
    updateMember: async (id: number, userId: number, body: { name: string; roles: WorkgroupRole[] }) =>
      (await api.put<Envelope<WorkgroupMember>>(`${base(id)}/user/${userId}`, body)).data,
    moveMember: async (id: number, userId: number, workgroupId: number) =>
      (await api.patch<Envelope<WorkgroupMember>>(`${base(id)}/users/${userId}`, { workgroupId })).data,
    removeMember: (id: number, userId: number) => api.delete(`${base(id)}/users/${userId}`),
  };
}

/** What {@link workgroupsCalls} returns: the calls of the workgroups page. */
export type WorkgroupsCalls = ReturnType<typeof workgroupsCalls>;
