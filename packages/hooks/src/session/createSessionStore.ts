import { batch, computed, signal } from '@preact/signals-core';
import {
  ACCESS_TOKEN_RENEW_AFTER_MS,
  deriveAccess,
  forgotErrorKey,
  loginErrorKey,
  loginRedirectUrl,
  resetErrorKey,
} from '@screenplay/core';
import type { SessionUser } from '@screenplay/core';
import { AUTH_API, CUSTOMERS_API } from '@screenplay/core/contract';
import { passwordMismatchError, rekeyValidationFailure } from './accountErrors';
import { ACCESS_TOKEN_KEY, clearTokens, storeTokens } from './sessionTokens';
import type {
  AuthResponse,
  Customer,
  SessionStatus,
  SessionStore,
  SessionStoreDeps,
  TokenResponse,
} from './session.types';

const LOGIN_PATH = '/login';

/**
 * Creates the session store: restores and verifies stored tokens, signs in and out, switches tenant
 * ('Login As' / 'Back to Reseller') and runs the account calls; logout, a 401 and a tenant switch reset every
 * store registered with `registerReset`.
 * @example
 * const session = createSessionStore({ api, storage: localStorage, navigate, location: () => window.location });
 * void session.restore();
 */
export function createSessionStore(deps: SessionStoreDeps): SessionStore {
  const { api, storage, navigate, location } = deps;
  const $status = signal<SessionStatus>('restoring');
  const $user = signal<SessionUser | null>(null);
  const $customers = signal<Customer[]>([]);
  const $access = computed(() => ($user.value ? deriveAccess($user.value) : null));
  const $actingCustomer = computed(() => {
    const id = $user.value?.currentCustomerId;
    return id == null ? null : ($customers.value.find((customer) => customer.id === id) ?? null);
  });
  const resets = new Set<() => void>();
  let isLoggingOut = false;
  let renewTimer: ReturnType<typeof setTimeout> | null = null;

  function cancelRenewal(): void {
    if (renewTimer !== null) clearTimeout(renewTimer);
    renewTimer = null;
  }

  /**
   * While signed in, asks GET auth again every ACCESS_TOKEN_RENEW_AFTER_MS: the server answers a fresh access
   * token once the stored one is that old, so a portal left open never meets the token's absolute age. A 401
   * signs out through the API client as any other call does.
   */
  function scheduleRenewal(): void {
    cancelRenewal();
    renewTimer = setTimeout(() => {
      renewTimer = null;
      fetchUser().then(
        (user) => {
          if ($status.value !== 'signedIn') return;
          $user.value = user;
          scheduleRenewal();
        },
        () => {
          // A network failure keeps the session; the next renewal tries again. A 401 has signed out already.
          if ($status.value === 'signedIn') scheduleRenewal();
        },
      );
    }, ACCESS_TOKEN_RENEW_AFTER_MS);
  }

  function resetStores(): void {
    for (const reset of resets) reset();
    deps.onReset?.();
  }

  function signIn(user: SessionUser): SessionUser {
    batch(() => {
      $user.value = user;
      $status.value = 'signedIn';
    });
    scheduleRenewal();
    return user;
  }

  async function fetchUser(): Promise<SessionUser> {
    const answer: AuthResponse = await api.call(AUTH_API.me);
    storeTokens(storage, { access_token: answer.access_token });
    return answer.user;
  }

  function clear(): void {
    cancelRenewal();
    clearTokens(storage);
    batch(() => {
      $user.value = null;
      $customers.value = [];
      $status.value = 'signedOut';
    });
    resetStores();
  }

  async function switchTenant(customerId: number | null): Promise<SessionUser> {
    const { user } = await api.call(AUTH_API.loginAs, { body: { customerId } });
    signIn(user);
    resetStores();
    return user;
  }

  return {
    $status,
    $user,
    $access,
    $customers,
    $actingCustomer,
    getToken: () => storage.getItem(ACCESS_TOKEN_KEY),

    async refresh() {
      if ($status.value !== 'signedIn') return;
      try {
        const user = await fetchUser();
        if ($status.value === 'signedIn') $user.value = user;
      } catch {
        // Kept as it was: the next refresh or renewal asks again (a 401 has signed out through the API client).
      }
    },
    async restore() {
      $status.value = 'restoring';
      if (!storage.getItem(ACCESS_TOKEN_KEY)) {
        $status.value = 'signedOut';
        return;
      }
      try {
        signIn(await fetchUser());
      } catch {
        clear();
      }
    },

    async login(email, password) {
      const answer = await rekeyValidationFailure(
        api.call(AUTH_API.login, { body: { email, password } }),
        loginErrorKey,
      );
      storeTokens(storage, answer);
      return signIn(answer.user ?? (await fetchUser()));
    },

    async logout() {
      isLoggingOut = true;
      try {
        await api.call(AUTH_API.logout);
      } catch {
        // The session ends on this client whatever the server answers.
      } finally {
        isLoggingOut = false;
      }
      clear();
      navigate(LOGIN_PATH);
    },

    handleUnauthorized() {
      if (isLoggingOut) return;
      const { pathname, search } = location();
      clear();
      if (pathname !== LOGIN_PATH) navigate(loginRedirectUrl(pathname, search));
    },

    loginAs: (customerId) => switchTenant(customerId),
    backToReseller: () => switchTenant(null),

    async loadCustomers() {
      const { data } = await api.call(CUSTOMERS_API.list);
      $customers.value = data;
      return data;
    },

    async forgot(email) {
      await rekeyValidationFailure(api.call(AUTH_API.forgot, { body: { email } }), forgotErrorKey);
    },

    async reset(input) {
      // Spec: a verify or forget link signs the user in — store the tokens, then fetch the user.
      const reset: Promise<Partial<TokenResponse>> = api.call(AUTH_API.reset, { body: input });
      const answer = await rekeyValidationFailure(reset, resetErrorKey);
      if (!answer?.access_token) return null;
      storeTokens(storage, answer);
      return signIn(answer.user ?? (await fetchUser()));
    },

    async changePassword(input) {
      if (input.password !== input.password_confirmation) throw passwordMismatchError();
      await api.call(AUTH_API.changePassword, { body: input });
    },

    async updateProfile(formData, onProgress) {
      const { user } = await api.call(AUTH_API.updateProfileByPost, {
        query: { _method: 'PUT' },
        body: formData,
        ...(onProgress ? { onProgress } : {}),
      });
      return signIn(user);
    },

    clear,

    registerReset(reset) {
      resets.add(reset);
      return () => {
        resets.delete(reset);
      };
    },
  };
}
