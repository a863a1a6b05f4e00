/**
 * @screenplay/hooks/accounts — the calls of the account pages (spec accounts §7): customers, resellers, workgroups,
 * the tenant's settings and brand, and the social integrations.
 */
export { customersCalls } from './customers.calls';
export type { CustomerInput, CustomersCalls, ResellerChoice } from './customers.calls';
export { resellersCalls } from './resellers.calls';
export type { AdministratorInput, PriceInput, ResellerInput, ResellersCalls } from './resellers.calls';
export { workgroupsCalls } from './workgroups.calls';
export type { MemberInvite, WorkgroupsCalls } from './workgroups.calls';
export { settingsCalls } from './settings.calls';
export type { SettingsCalls } from './settings.calls';
export { callbackUrl, integrationsCalls } from './integrations.calls';
export type { IntegrationsCalls, SocialAccountList } from './integrations.calls';
