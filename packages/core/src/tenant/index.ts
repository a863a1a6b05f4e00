export * from './tenant.settings';
export * from './tenant.social';
