import { describe, expect, it } from 'vitest';
import { groupPermissionsAt } from '@screenplay/core';
import { canAccessChannel, parseChannel, toRealtimeUser, type TenantResolver } from './channelAccess';

const FULL = groupPermissionsAt('full');
import type { UserRow } from '../auth/users';

/** Scene 1 and screen 5 belong to customer 10; scene 2 to customer 20. */
const resolve: TenantResolver = async ({ kind, id }) => {
  if (kind === 'customer-screens') return id;
  const owners: Record<string, number> = { 'scene:1': 10, 'scene-preview:1': 10, 'scene:2': 20, 'screen:5': 10 };
  return owners[`${kind}:${id}`] ?? null;
};

describe('canAccessChannel', () => {
  const acme = { id: 1, customerId: 10, grants: FULL };

  it('reads the four channel kinds and nothing else', () => {
    expect(parseChannel('scene:12')).toEqual({ kind: 'scene', id: 12 });
    expect(parseChannel('scene-preview:12')).toEqual({ kind: 'scene-preview', id: 12 });
    expect(parseChannel('customer:3:screens')).toEqual({ kind: 'customer-screens', id: 3 });
    expect(parseChannel('screen:4')).toEqual({ kind: 'screen', id: 4 });
    for (const name of [
      'scene:',
      'scene:0',
      'scene:1x',
      'scene:-1',
      'customer:3',
      'rooms:1',
      'scene:99999999999999999999',
    ]) {
      expect(parseChannel(name), name).toBeNull();
    }
  });

  it("allows the acting customer's channels", async () => {
    for (const channel of ['scene:1', 'scene-preview:1', 'customer:10:screens', 'screen:5']) {
      expect(await canAccessChannel(acme, channel, resolve), channel).toBe(true);
    }
  });

  it("refuses a foreign tenant's channel, unknown records and unknown names", async () => {
    for (const channel of ['scene:2', 'customer:20:screens', 'scene:3', 'screen:6', 'chat:1']) {
      expect(await canAccessChannel(acme, channel, resolve), channel).toBe(false);
    }
  });

  it('refuses users who act for no customer (super-admin, reseller not acting)', async () => {
    expect(await canAccessChannel({ id: 9, customerId: null, grants: FULL }, 'customer:10:screens', resolve)).toBe(
      false,
    );
  });

  it('acts for current_customer_id before customer_id', () => {
    const row = { id: 4, customer_id: null, current_customer_id: 10 } as UserRow;
    expect(toRealtimeUser(row, FULL)).toEqual({ id: 4, customerId: 10, grants: FULL });
    expect(toRealtimeUser({ ...row, customer_id: 20, current_customer_id: null }, FULL)).toEqual({
      id: 4,
      customerId: 20,
      grants: FULL,
    });
  });

  it('streams nothing a workgroup hides (issue 13): scenes by createAndEditScenes, screens by manageScreens', async () => {
    const hidden = (grants: Partial<typeof FULL>) => ({ id: 1, customerId: 10, grants: { ...FULL, ...grants } });
    const noScenes = hidden({ createAndEditScenes: 'hidden' });
    expect(await canAccessChannel(noScenes, 'scene:1', resolve)).toBe(false);
    expect(await canAccessChannel(noScenes, 'scene-preview:1', resolve)).toBe(false);
    expect(await canAccessChannel(noScenes, 'screen:5', resolve)).toBe(true);
    const noScreens = hidden({ manageScreens: 'hidden' });
    expect(await canAccessChannel(noScreens, 'customer:10:screens', resolve)).toBe(false);
    expect(await canAccessChannel(noScreens, 'screen:5', resolve)).toBe(false);
    // Readonly reads.
    expect(await canAccessChannel(hidden({ createAndEditScenes: 'readonly' }), 'scene:1', resolve)).toBe(true);
  });

  it('keeps the screens list, whose screens name their scenes, from a user whose scheduling is Hidden (issue 22)', async () => {
    const grants = (scheduleScenes: 'hidden' | 'readonly') => ({
      id: 1,
      customerId: 10,
      grants: { ...FULL, scheduleScenes },
    });
    expect(await canAccessChannel(grants('hidden'), 'customer:10:screens', resolve)).toBe(false);
    expect(await canAccessChannel(grants('hidden'), 'screen:5', resolve)).toBe(true);
    expect(await canAccessChannel(grants('readonly'), 'customer:10:screens', resolve)).toBe(true);
  });
});
