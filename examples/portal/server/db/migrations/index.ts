import { sql as organisation } from './001_organisation';
import { sql as scenes } from './002_scenes';
import { sql as library } from './003_library';
import { sql as tenancyRls } from './004_tenancy_rls';
import { sql as sessions } from './005_sessions';
import { sql as screens } from './006_screens';
import { sql as resellerPrices } from './007_reseller_prices';
import { sql as workgroupGrants } from './008_workgroup_grants';
import { sql as tokenExpiry } from './009_token_expiry';
import { sql as licenceOrders } from './010_licence_orders';
import { sql as billing } from './011_billing';
import { sql as socialAccounts } from './013_social_accounts';
import { sql as tenantSettings } from './014_tenant_settings';
import { sql as sectionAnimation } from './015_section_animation';
import { sql as layoutThumbnail } from './016_layout_thumbnail';
import { sql as mediaDuration } from './017_media_duration';
import { sql as licenceLifetime } from './018_licence_lifetime';
import { sql as pricesOrderLines } from './019_prices_order_lines';

/** One schema migration: a sortable id and its SQL. */
export interface Migration {
  id: string;
  sql: string;
}

/**
 * Every migration in application order. SQL lives in TypeScript string modules so the bundled
 * server carries it (no file-system reads at start-up). Append new ones; never edit an applied one.
 */
export const MIGRATIONS: readonly Migration[] = [
  { id: '001_organisation', sql: organisation },
  { id: '002_scenes', sql: scenes },
  { id: '003_library', sql: library },
  { id: '004_tenancy_rls', sql: tenancyRls },
  { id: '005_sessions', sql: sessions },
  { id: '006_screens', sql: screens },
  { id: '007_reseller_prices', sql: resellerPrices },
  { id: '008_workgroup_grants', sql: workgroupGrants },
  { id: '009_token_expiry', sql: tokenExpiry },
  { id: '010_licence_orders', sql: licenceOrders },
  { id: '011_billing', sql: billing },
  { id: '013_social_accounts', sql: socialAccounts },
  { id: '014_tenant_settings', sql: tenantSettings },
  { id: '015_section_animation', sql: sectionAnimation },
  { id: '016_layout_thumbnail', sql: layoutThumbnail },
  { id: '017_media_duration', sql: mediaDuration },
  { id: '018_licence_lifetime', sql: licenceLifetime },
  { id: '019_prices_order_lines', sql: pricesOrderLines },
];
