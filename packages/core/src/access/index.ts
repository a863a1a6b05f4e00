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
export type {
  Workgroup,
  WorkgroupErrors,
  WorkgroupMember,
  WorkgroupPermission,
  WorkgroupPermissionType,
  WorkgroupRole,
} from './workgroups';
export {
  WORKGROUP_ACCESS_LEVELS,
  WORKGROUP_ASSIGNABLE_ROLES,
  WORKGROUP_PERMISSION_TYPES,
  WORKGROUP_TITLE_MAX_LENGTH,
  WORKGROUP_USER_NAME_MAX_LENGTH,
  isPermissionLevel,
  isWorkgroupPermissionType,
  permissionTypeLabelKey,
  sortMembers,
  workgroupInviteErrors,
  workgroupPermissionsErrors,
  workgroupTitleErrors,
  workgroupUserErrors,
} from './workgroups';
export type {
  Reseller,
  ResellerAdministrator,
  ResellerCustomerPrice,
  ResellerErrors,
  ResellerPrice,
} from './resellers';
export {
  PRICE_DECIMALS,
  PRICE_MAX,
  RESELLER_ADMIN_NAME_MAX_LENGTH,
  RESELLER_PHONE_MAX_LENGTH,
  RESELLER_TITLE_MAX_LENGTH,
  parsePrice,
  resellerAdminErrors,
  resellerErrors,
  resellerPriceErrors,
  withEmail,
} from './resellers';
export type {
  CustomerAdministratorInput,
  CustomerErrors,
  CustomerListQuery,
  CustomerSortKey,
  LicenceOrder,
} from './customers';
export {
  CUSTOMER_ADMIN_NAME_MAX_LENGTH,
  CUSTOMER_ADMINS_MAX,
  CUSTOMER_SEARCH_MAX_LENGTH,
  CUSTOMER_SORT_KEYS,
  CUSTOMER_TEXT_MAX_LENGTH,
  CUSTOMER_TITLE_MAX_LENGTH,
  CUSTOMER_TYPES,
  LICENCE_AMOUNT_MAX,
  LICENCE_DEFAULT_DURATION_DAYS,
  LICENCE_DURATION_MAX_DAYS,
  CUSTOMER_SORT_ORDERS,
  customerErrors,
  customerListQueryErrors,
  customerListQueryOf,
  isCustomerType,
  licenceOrderErrors,
  licenceOrderOf,
  licenceRemovalErrors,
  mayRemoveLicences,
} from './customers';
