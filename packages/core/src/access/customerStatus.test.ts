import { describe, expect, it } from 'vitest';
import { customerStatus } from './customerStatus';

describe('customerStatus', () => {
  it('is noValidLicences without a valid licence, whatever else', () => {
    expect(customerStatus({ valid: 0, expiringSoon: 0 })).toBe('noValidLicences');
  });

  it('is licencesExpiring from one valid licence ending within the warning days', () => {
    expect(customerStatus({ valid: 5, expiringSoon: 1 })).toBe('licencesExpiring');
    expect(customerStatus({ valid: 1, expiringSoon: 1 })).toBe('licencesExpiring');
  });

  it('is active with valid licences none of which ends soon', () => {
    expect(customerStatus({ valid: 1, expiringSoon: 0 })).toBe('active');
  });
});
