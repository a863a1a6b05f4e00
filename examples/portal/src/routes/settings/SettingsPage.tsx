import { deriveAccess, needsCustomerChoice } from '@screenplay/core';
import type { BrandInput, TenantSettingsInput } from '@screenplay/core/tenant';
import { useLoader, useText, useValue } from '@screenplay/hooks';
import { Button, LoadingIndicator } from '@screenplay/ui';
import { useMemo } from 'react';
import { ChooseCustomer } from '../../app/ChooseCustomer';
import { usePortal } from '../../app/PortalContext';
import { announceTenantLookChanged } from '../../app/useBrand';
import { BrandEditor } from './BrandEditor';
import { TenantSettingsForm } from './TenantSettingsForm';
import { settingsCalls } from '@screenplay/hooks/accounts';
import './settings.css';

/**
 * `/settings` (spec accounts §2 "Settings"; issue 14): the tenant's settings for everyone signed in for it (read
 * only unless an admin), and for a reseller's administrator acting for no customer its reseller's name and its
 * white-label brand. A super-admin acting for no customer has no tenant to set: it chooses a customer first.
 */
export default function SettingsPage() {
  const t = useText();
  const { api, session } = usePortal();
  const user = useValue(session.$user);
  const access = user ? deriveAccess(user) : null;
  const calls = useMemo(() => settingsCalls(api), [api]);
  const isSuperAdminWithoutTenant = access ? access.isSuperAdmin && needsCustomerChoice(access) : false;
  const editsBrand = access?.isResellerView === true;
  const tenantKey = user ? `${user.id}:${user.currentCustomerId ?? ''}` : '';
  const settings = useLoader(() => calls.settings(), [calls, tenantKey]);
  const brand = useLoader(() => (editsBrand ? calls.brand() : Promise.resolve(null)), [calls, editsBrand, tenantKey]);

  if (isSuperAdminWithoutTenant) return <ChooseCustomer />;
  if (settings.status === 'error' || brand.status === 'error')
    return (
      <div data-scope="settings" data-part="error" role="alert">
        <p>{t('settings.loadError')}</p>
        <Button
          variant="secondary"
          onClick={() => {
            settings.reload();
            brand.reload();
          }}
        >
          {t('settings.retry')}
        </Button>
      </div>
    );
  if (settings.data === undefined || brand.status === 'loading') return <LoadingIndicator />;

  const saveSettings = async (input: TenantSettingsInput) => {
    const saved = await calls.saveSettings(input);
    announceTenantLookChanged();
    return saved;
  };
  const afterBrandChange = async <T,>(change: Promise<T>) => {
    const saved = await change;
    announceTenantLookChanged();
    return saved;
  };

  return (
    <div data-scope="settings" data-part="root">
      <TenantSettingsForm key={tenantKey} settings={settings.data} onSave={saveSettings} />
      {editsBrand ? (
        <BrandEditor
          key={`brand-${tenantKey}`}
          brand={brand.data ?? null}
          onSave={(input: BrandInput) => afterBrandChange(calls.saveBrand(input))}
          onUploadLogo={(file) => afterBrandChange(calls.uploadLogo(file))}
          onRemoveLogo={() => afterBrandChange(calls.removeLogo())}
        />
      ) : null}
    </div>
  );
}
