/**
 * A tenant's own set-up (issue 14): its settings and a reseller's white-label brand (`tenant.settings.ts`), and its
 * connected social accounts (`tenant.social.ts`). Shared by the server and the portal.
 */
export * from './tenant.social';
