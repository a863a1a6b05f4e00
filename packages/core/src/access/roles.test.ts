import { describe, expect, it } from 'vitest';
import { EN_MESSAGES } from '../messages/messages';
import { ROLE_NAMES } from './access';
import { roleLabelKey } from './roles';

describe('roleLabelKey', () => {
  it('shows every role the server assigns as words', () => {
    const words = Object.values(ROLE_NAMES).map((role) => {
      const key = roleLabelKey(role);
      return key === null ? null : EN_MESSAGES[key];
    });
    expect(words).toEqual(['Super admin', 'Reseller admin', 'Customer admin', 'Workgroup user']);
  });

  it('knows no other role, nor the names of object properties', () => {
    expect(roleLabelKey('admin')).toBeNull();
    expect(roleLabelKey('toString')).toBeNull();
    expect(roleLabelKey('')).toBeNull();
  });
});
