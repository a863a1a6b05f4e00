export type {
  Access,
  Customer,
  FolderGroupPermission,
  GroupPermissions,
  ManagedFolder,
  NavItem,
  NavItemId,
  PermissionLevel,
  ResolveRouteInput,
  RoleName,
  RouteDef,
  RouteFlags,
  RouteGuard,
  RouteGuardContext,
  RouteId,
  RouteMatch,
  RouteResolution,
  SessionUser,
  SplitPath,
  TenantType,
} from './access.types';
export {
  ROLE_NAMES,
  canLoginAsCustomer,
  canSeeBilling,
  canSeeCustomers,
  canSeeResellers,
  canSeeWorkgroups,
  deriveAccess,
  needsCustomerChoice,
} from './access';
export { choosesCustomerFirst, isTenantContentRoute } from './tenantContent';
export { NAV_ITEMS, sideNavItems } from './navigation';
export { ROUTES } from './routes';
export { matchRoute, resolveRoute } from './router';
export type { BackTargetInput } from './paths';
export {
  HOME_PATH,
  LOGIN_PATH,
  backTarget,
  loginRedirectUrl,
  readNumberParam,
  returnTargetAfterLogin,
  splitPath,
} from './paths';
export {
  MANAGE_FOLDER_PERMISSION,
  PERMISSION_LEVELS,
  ROOT_FOLDER_ID,
  ROOT_FOLDER_NAME,
  canCreateFolder,
  canCreateLibraryFolder,
  canEditLibraryFolder,
  canManageFolder,
} from './permissions';
