/** A workgroup access level (spec: "Permission values: full, hidden, readonly"). */
export type PermissionLevel = 'full' | 'hidden' | 'readonly';

/**
 * The user's workgroup permissions, as `GET auth` returns them: the spec's three (§3) and the four issue 13 adds
 * (core's `WORKGROUP_PERMISSION_TYPES` lists them all, in the permissions form's order).
 */
export interface GroupPermissions {
  createAFolder: PermissionLevel;
  createALibraryFolder: PermissionLevel;
  editALibraryAFolder: PermissionLevel;
  ManageAFolder: PermissionLevel;
  createAndEditScenes: PermissionLevel;
  scheduleScenes: PermissionLevel;
  manageScreens: PermissionLevel;
}

/** A role name the server assigns (spec: super-admin, reseller-admin, customer-admin, workgroup user). */
export type RoleName = 'super-admin' | 'reseller-admin' | 'customer-admin' | 'workgroup-user';

/** A customer's billing mode (spec: "A customer is Direct ... or Delegated"). */
export type TenantType = 'Direct' | 'Delegated';

/** The signed-in user as the server returns it from `GET auth` and `POST auth/token`. */
export interface SessionUser {
  id: number;
  name: string;
  lastName: string | null;
  middleName: string | null;
  email: string;
  phone: string | null;
  about: string | null;
  /** URL path such as `/media/avatars/<uuid>.png`, or null. */
  avatar: string | null;
  roles: { id: number; name: string }[];
  /** ISO date, or null while the e-mail is not verified. */
  emailVerifiedAt: string | null;
  /** 'active' | 'inactive'. */
  status: string;
  /** Type of the ACTING tenant; null when not acting as or within a customer (super-admin, reseller). */
  tenantType: TenantType | null;
  /** The user's own customer; null for super-admins and reseller users. */
  customerId: number | null;
  /** The customer acted as through login-as, else null. */
  currentCustomerId: number | null;
  /** A reseller-admin's reseller; for customer users their customer's reseller (delegated), else null. */
  resellerId: number | null;
  groupPermissions: GroupPermissions;
}

/** What a user may see and do, derived once from a {@link SessionUser} by `deriveAccess`. */
export interface Access {
  isSuperAdmin: boolean;
  /** Holds the reseller role (whether or not acting as a customer). */
  isResellerAdmin: boolean;
  /** Customer admin by role, or a reseller acting as a customer (treated as that customer's admin). */
  isCustomerAdmin: boolean;
  /** Super-admin or customer admin (including a reseller acting as a customer). */
  isAdmin: boolean;
  /** The acting tenant is Direct. */
  isDirectTenant: boolean;
  /** The acting tenant is Delegated. */
  isDelegatedTenant: boolean;
  /** Acting as a customer through login-as (`currentCustomerId` set). */
  isActingAsCustomer: boolean;
  /** A reseller-role user who is not acting as a customer. */
  isResellerView: boolean;
  /** `currentCustomerId ?? customerId`. */
  actingCustomerId: number | null;
  roleNames: string[];
  /** The session's workgroup grants (admins: all Full Access), for the routes and navigation they open. */
  grants: GroupPermissions;
}

/** The side navigation's destinations. */
export type NavItemId = 'screens' | 'scenes' | 'library' | 'workgroups' | 'customers' | 'billing' | 'resellers';

/** One side-navigation entry: where it leads and the message key of its label. */
export interface NavItem {
  id: NavItemId;
  path: string;
  labelKey: string;
}

/** Identifier of one entry of the route table (the portal maps ids or paths to pages). */
export type RouteId =
  | 'home'
  | 'login'
  | 'authForget'
  | 'authVerify'
  | 'authEmailVerify'
  | 'social'
  | 'screens'
  | 'addScreen'
  | 'assignScenes'
  | 'screenDetails'
  | 'proofOfPlay'
  | 'scenes'
  | 'assignScreen'
  | 'createScene'
  | 'editScene'
  | 'sceneDetails'
  | 'createSceneFromLayout'
  | 'editPlaylist'
  | 'scenePreview'
  | 'scenePreviewControls'
  | 'library'
  | 'createLayout'
  | 'createLayoutFrom'
  | 'editLayout'
  | 'editTemplate'
  | 'playlistSchedule'
  | 'screenSceneSchedule'
  | 'settings'
  | 'integrations'
  | 'userSettings'
  | 'resellers'
  | 'resellerCustomers'
  | 'customerManagement'
  | 'workgroups'
  | 'billing';

/** Facts a route guard needs beyond {@link Access}, fetched by the pages that own them. */
export interface RouteFlags {
  /** The screen-creation permission flag returned with the screen folders. */
  canAddScreen?: boolean;
}

/** Everything a route guard may read. */
export interface RouteGuardContext {
  access: Access;
  flags: RouteFlags;
}

/** Decides whether a signed-in user may open a route; a refusal redirects to `/`. */
export type RouteGuard = (ctx: RouteGuardContext) => boolean;

/** One route of the product: its wouter pattern, audience, guard and page title. */
export interface RouteDef {
  /** One of {@link RouteId}; typed `string` (contract) so maps keyed by id accept any string. */
  id: string;
  /** wouter pattern, e.g. '/scenes/edit_playlist/:sceneId/:sectionId/:playlistId?'. */
  path: string;
  /** The spec file that describes the page ('shared' for the home page). */
  area: 'accounts' | 'authoring' | 'shared';
  /** The audience the page is built for: true = signed-in shell, false = signed-out layout. */
  signedIn: boolean;
  /** Also reachable by the other audience (social callback; e-mail token links). */
  isPublic?: boolean;
  guard?: RouteGuard;
  titleKey: string;
}

/** A route table entry matched against a pathname, with its decoded parameters. */
export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

/** Input of `resolveRoute`: the location, the session state and what the portal can render. */
export interface ResolveRouteInput {
  pathname: string;
  /** The query string, with or without its leading '?'. */
  search: string;
  signedIn: boolean;
  access: Access | null;
  flags?: RouteFlags;
  /** Whether the portal has a page for a route; missing means every route is available. */
  available?: (routeId: string) => boolean;
}

/** What to do with a location: render a matched route, or redirect. */
export type RouteResolution = ({ kind: 'render' } & RouteMatch) | { kind: 'redirect'; to: string };

/** A pathname's first three segments (spec: "route, sub-route and numeric item id"). */
export interface SplitPath {
  route: string;
  subRoute: string | null;
  id: number | null;
}

/** A folder's per-group permission entry (permissionType null = general permission). */
export interface FolderGroupPermission {
  permissionType: string | null;
  level: PermissionLevel;
}

/** The part of a folder that decides whether it may be managed. */
export interface ManagedFolder {
  id: number;
  groupPermissions?: FolderGroupPermission[];
}

/** A customer's licences now, as the customers lists show them (core's billing.licences.ts counts them). */
export interface CustomerLicences {
  /** Licences valid now (the same number as `Customer.screenLicenses`). */
  valid: number;
  /** Of the valid ones, those whose order ends within 30 days (`LICENCE_EXPIRY_WARNING_DAYS`). */
  expiringSoon: number;
  /** The soonest end (ISO) among the orders with valid licences; null when none is valid. */
  nextExpiry: string | null;
}

/** A customer as `GET customers` lists it (the 'Login As' menu reads these); shared by the server and the client. */
export interface Customer {
  id: number;
  title: string;
  type: 'Direct' | 'Delegated';
  administrators: { id: number; email: string }[];
  description: string | null;
  address: string | null;
  /** The licences valid now (spec §3 Customer: screenLicenses; issue 25: expired orders no longer count). */
  screenLicenses: number;
  /** Most screens, free ones included; 0 is no maximum (spec §3 Customer: max screens). */
  maxScreens: number;
  resellerId: number | null;
  /** The reseller's title (a Delegated customer's, or a Direct one a reseller made); null for none. */
  resellerTitle: string | null;
  /** Every screen the customer has, free ones included. */
  screensInUse: number;
  licences: CustomerLicences;
}
