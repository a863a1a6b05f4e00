/** @screenplay/hooks — signal stores, the API client and the React hooks that read them. */
export { ApiError, NO_RESPONSE_MESSAGE_KEY, toApiError } from './api/ApiError';
export type { ApiErrorInit } from './api/ApiError';
export { createApiClient } from './api/createApiClient';
export type { ApiClient, ApiClientOptions, QueryValue, RequestOptions } from './api/api.types';
export type { UploadProgress } from './api/uploadWithXhr';

export { createSessionStore } from './session/createSessionStore';
export { ACCESS_TOKEN_KEY, WS_TOKEN_KEY } from './session/sessionTokens';
export { PASSWORDS_NOT_EQUAL_KEY } from './session/accountErrors';
export type {
  AuthResponse,
  ChangePasswordInput,
  Customer,
  ResetPasswordInput,
  SessionLocation,
  SessionStatus,
  SessionStore,
  SessionStoreDeps,
  TokenResponse,
  TokenStorage,
} from './session/session.types';

export { createToastStore } from './toasts/createToastStore';
export type { MessageValues, Toast, ToastInput, ToastStore, ToastStoreDeps, ToastType } from './toasts/toasts.types';

export { createPopupStore } from './popups/createPopupStore';
export type { Popup, PopupAction, PopupDef, PopupKind, PopupResult, PopupStore } from './popups/popups.types';

export { loadMessages } from './i18n/loadMessages';
export type { LoadMessagesOptions } from './i18n/loadMessages';

export { useValue } from './react/useValue';
export { ScreenplayProvider } from './react/ScreenplayProvider';
export type { ScreenplayProviderProps, ScreenplayStores } from './react/ScreenplayProvider';
export { useSession } from './react/useSession';
export { useToasts } from './react/useToasts';
export { usePopups } from './react/usePopups';
