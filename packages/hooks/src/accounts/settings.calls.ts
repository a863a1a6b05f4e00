import type { BrandDto, BrandInput, TenantSettingsDto, TenantSettingsInput } from '@screenplay/core/tenant';
import { SETTINGS_API } from '@screenplay/core/contract';
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
    settings: async () => (await api.call(SETTINGS_API.get)).data,
    saveSettings: async (input) => (await api.call(SETTINGS_API.update, { body: input })).data,
    brand: async () => (await api.call(SETTINGS_API.brand)).data,
    saveBrand: async (input) => (await api.call(SETTINGS_API.updateBrand, { body: input })).data,
    uploadLogo: async (file) => {
      const form = new FormData();
      form.append('logo', file);
      return (await api.call(SETTINGS_API.uploadLogo, { body: form })).data;
    },
    removeLogo: async () => (await api.call(SETTINGS_API.removeLogo)).data,
  };
}
