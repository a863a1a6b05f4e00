import type { ReadonlySignal } from '@preact/signals-core';
import type { Access, Customer, SessionUser } from '@screenplay/core';
import type { AuthDto, TokenDto } from '@screenplay/core/contract';

export type { Customer };
import type { ApiClient } from '../api/api.types';
import type { UploadProgress } from '../api/uploadWithXhr';

/** Where the session stands: restoring on start, then signed in or out. */
export type SessionStatus = 'restoring' | 'signedIn' | 'signedOut';

/** The browser storage the session keeps its tokens in (`localStorage` in the portal). */
export type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The current location, read when a 401 sends the user to login with `p` and `q`. */
export interface SessionLocation {
  pathname: string;
  search: string;
}

/** Dependencies of `createSessionStore`. */
export interface SessionStoreDeps {
  api: ApiClient;
  storage: TokenStorage;
  navigate: (to: string) => void;
  location: () => SessionLocation;
  /** Called whenever the whole client state is reset (logout, 401, switching tenant). */
  onReset?: () => void;
}

/** Body of `POST auth/reset` (the forget and verify links). */
export interface ResetPasswordInput {
  email: string;
  token: string;
  password: string;
  password_confirmation?: string;
}

/** Body of `PATCH auth/password`. */
export interface ChangePasswordInput {
  current_password: string;
  password: string;
  password_confirmation: string;
}

/** Answer of `GET auth`: the user and possibly a renewed access token (core's contract `AuthDto`). */
export type AuthResponse = AuthDto;

/** Answer of `POST auth/token` (core's contract `TokenDto`). */
export type TokenResponse = TokenDto;

/** The session store: who is signed in, as which tenant, and the account actions. */
export interface SessionStore {
  /** 'restoring' until `restore()` settles. */
  $status: ReadonlySignal<SessionStatus>;
  /** The signed-in user, or null. */
  $user: ReadonlySignal<SessionUser | null>;
  /** Roles and tenant flags of the user, or null when signed out. */
  $access: ReadonlySignal<Access | null>;
  /** Customers the user may log in as (after `loadCustomers()`). */
  $customers: ReadonlySignal<Customer[]>;
  /** The customer currently acted as via 'Login As', or null. */
  $actingCustomer: ReadonlySignal<Customer | null>;
  /** The stored bearer secret, for the API client's `getToken`. */
  getToken(): string | null;
  /** Restores the session from stored tokens, verifying them with `GET auth`. */
  restore(): Promise<void>;
  /**
   * Reads the signed-in user again (`GET auth`): roles and workgroup grants changed by an admin show without
   * signing in again. Does nothing signed out; a network failure keeps the user as it was.
   */
  refresh(): Promise<void>;
  /** Signs in; a 422 rejects with an `ApiError` keyed `login.invalid`. */
  login(email: string, password: string): Promise<SessionUser>;
  /** Signs out on the server (failures ignored), clears everything and goes to /login. */
  logout(): Promise<void>;
  /** Reacts to a 401: clears everything and goes to /login carrying the path and query in p and q. */
  handleUnauthorized(): void;
  /** Acts as the given customer; every other store is reset (its data belongs to another tenant). */
  loginAs(customerId: number): Promise<SessionUser>;
  /** Stops acting as a customer; every other store is reset. */
  backToReseller(): Promise<SessionUser>;
  /** Loads the customers for the 'Login As' menu. */
  loadCustomers(): Promise<Customer[]>;
  /** Sends the recovery e-mail; a 422 rejects keyed `login.throttled` or `login.emailNotFound`. */
  forgot(email: string): Promise<void>;
  /** Sets a new password with a token and signs in when the server answers with tokens (spec: login by token); a 422 rejects keyed `login.invalidToken` or `login.emailNotFound`. */
  reset(input: ResetPasswordInput): Promise<SessionUser | null>;
  /** Changes the password; a mismatched confirmation rejects without calling the server. */
  changePassword(input: ChangePasswordInput): Promise<void>;
  /** Saves the profile (multipart, with the avatar) and updates the user. */
  updateProfile(formData: FormData, onProgress?: UploadProgress): Promise<SessionUser>;
  /** Clears tokens and the user and resets every registered store. */
  clear(): void;
  /** Registers a store reset run on logout, 401 and tenant switch; returns the unregister function. */
  registerReset(reset: () => void): () => void;
}
