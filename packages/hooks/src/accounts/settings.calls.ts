import type { BrandDto, BrandInput, TenantSettingsDto, TenantSettingsInput } from '@screenplay/core/tenant';
import type { ApiClient } from '../api/api.types';

/** The API calls of the settings page (issue 14; the paths are ours, the spec does not show them). */
export interface SettingsCalls {
  /** `GET settings`: the acting tenant's (or a reseller user's own reseller's) settings. */
  settings(): Promise<TenantSettingsDto>;
  saveSettings(input: TenantSettingsInput): Promise<TenantSettingsDto>;
  /** `GET brand`: the brand the caller's portal shows (a reseller's own when it acts for no customer). */
  brand(): Promise<BrandDto | null>;
  saveBrand(input: BrandInput): Promise<BrandDto>;
  uploadLogo(file: File): Promise<BrandDto>;
  removeLogo(): Promise<BrandDto>;
}

/** The settings calls over an API client. */
export function settingsCalls(api: ApiClient): SettingsCalls {
  return {
    settings: async () => (await api.get<{ data: TenantSettingsDto }>('settings')).data,
    saveSettings: async (input) => (await api.put<{ data: TenantSettingsDto }>('settings', input)).data,
    brand: async () => (await api.get<{ data: BrandDto | null }>('brand')).data,
    saveBrand: async (input) => (await api.put<{ data: BrandDto }>('brand', input)).data,
    uploadLogo: async (file) => {
      const form = new FormData();
      form.append('logo', file);
      return (await api.upload<{ data: BrandDto }>('brand/logo', form)).data;
    },
    removeLogo: async () => (await api.delete<{ data: BrandDto }>('brand/logo')).data,
  };
}
