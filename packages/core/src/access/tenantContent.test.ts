import { describe, expect, it } from 'vitest';
import { deriveAccess } from './access';
import { DEMO_USERS } from './access.fixtures';
import { sideNavItems } from './navigation';
import { ROUTES } from './routes';
import { choosesCustomerFirst, isTenantContentRoute } from './tenantContent';

const route = (path: string) => {
  const found = ROUTES.find((entry) => entry.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
};

describe('isTenantContentRoute', () => {
  it('covers screens, scenes, the library and schedules, and nothing of the accounts area', () => {
    const tenant = ROUTES.filter(isTenantContentRoute).map((entry) => entry.id);
    expect(tenant).toContain('screens');
    expect(tenant).toContain('editScene');
    expect(tenant).toContain('library');
    expect(tenant).toContain('editTemplate');
    expect(tenant).toContain('screenSceneSchedule');
    for (const id of ['home', 'login', 'userSettings', 'workgroups', 'customerManagement', 'billing', 'resellers']) {
      expect(tenant).not.toContain(id);
    }
  });
});

describe('choosesCustomerFirst', () => {
  it('asks a super-admin not acting as a customer to choose one on the Screens, Scenes and Library items', () => {
    const access = deriveAccess(DEMO_USERS.superAdmin);
    const asked = sideNavItems(access).filter((item) => choosesCustomerFirst(item, access));
    expect(asked.map((item) => item.id)).toEqual(['screens', 'scenes', 'library']);
  });

  it('asks a reseller-role user who opens a tenant page by its address', () => {
    expect(choosesCustomerFirst(route('/scenes/edit_scene/:sceneId'), deriveAccess(DEMO_USERS.resellerAdmin))).toBe(
      true,
    );
  });

  it('lets anyone acting as a customer, and customer users, through', () => {
    for (const user of ['superAdminActingAsDirect', 'resellerActingAsDelegated', 'directCustomerAdmin'] as const) {
      expect(choosesCustomerFirst(route('/scenes'), deriveAccess(DEMO_USERS[user])), user).toBe(false);
    }
    expect(choosesCustomerFirst(route('/scenes'), null)).toBe(false);
  });

  it('never asks on pages that are not tenant content', () => {
    expect(choosesCustomerFirst(route('/user_settings'), deriveAccess(DEMO_USERS.superAdmin))).toBe(false);
  });
});
