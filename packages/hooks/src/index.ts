/** @screenplay/hooks — signal stores, the API client and the React hooks that read them. */
export { ApiError, NO_RESPONSE_MESSAGE_KEY, toApiError } from './api/ApiError';
export type { ApiErrorInit } from './api/ApiError';
export { createApiClient, endpointCall } from './api/createApiClient';
export type {
  ApiClient,
  ApiClientOptions,
  ApiRequests,
  CallArgs,
  CallOptions,
  QueryValue,
  RequestOptions,
} from './api/api.types';
export type { UploadProgress } from './api/uploadWithXhr';

export { createSessionStore } from './session/createSessionStore';
export { useSessionRefreshOnFocus } from './session/useSessionRefreshOnFocus';
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
export { createUnhandledErrors, isExpectedError } from './popups/createUnhandledErrors';
export type { UnhandledErrors, UnhandledErrorsDeps } from './popups/createUnhandledErrors';
export type { Popup, PopupAction, PopupDef, PopupKind, PopupResult, PopupStore } from './popups/popups.types';

export { loadMessages } from './i18n/loadMessages';
export type { LoadMessagesOptions } from './i18n/loadMessages';
export { useText } from './i18n/useText';
export type { TextFormatter, TextValues } from './i18n/useText';
export { useLoader } from './loader/useLoader';
export type { LoadContext, LoaderOptions, LoaderState, LoaderStatus } from './loader/useLoader';
export { ChunkLoadTimeoutError, lazyWithTimeout, withTimeout } from './loader/lazyWithTimeout';

export { useValue } from './react/useValue';
export { ScreenplayProvider } from './react/ScreenplayProvider';
export type { ScreenplayProviderProps, ScreenplayStores } from './react/ScreenplayProvider';
export { useSession } from './react/useSession';
export { useToasts } from './react/useToasts';
export { usePopups } from './react/usePopups';

export { createRealtimeClient } from './realtime/createRealtimeClient';
export { realtimeClientOptions } from './realtime/realtimeOptions';
export { REALTIME_REQUEST_TIMEOUT_MS, RECONNECT_MAX_MS, RECONNECT_MIN_MS } from './realtime/realtime.constants';
export type {
  AblyModule,
  PresenceEvent,
  PresenceMember,
  RealtimeClient,
  RealtimeClientOptions,
  RealtimeConnectionState,
  RealtimeCredential,
  RealtimeMessage,
  RealtimePresence,
} from './realtime/realtime.types';

export { createSceneEditorStore } from './scene-editor/createSceneEditorStore';
export type {
  GeometryInput,
  SceneEditorStore,
  SceneEditorStoreDeps,
  ScenePresenceUser,
  SceneRealtimeUpdate,
} from './scene-editor/sceneEditor.types';
export type { SaveState, Scheduler } from './scene-editor/createSectionSaver';
export { retryDelay } from './scene-editor/createSectionSaver';
export { createApiSceneRepository } from './scene-editor/createApiSceneRepository';
export { scenesCalls } from './scenes/scenes.calls';
export type { ScenesCalls, ScenesListing } from './scenes/scenes.calls';
export { draftItemId, resolvePlaylistDraft, resolvePlaylistItemDraft } from './scene-editor/playlistDraft';
export { MEMORY_ANIMATION_TYPES, createMemorySceneRepository } from './scene-editor/createMemorySceneRepository';
export type { MemorySceneRepository, MemorySceneRepositoryOptions } from './scene-editor/createMemorySceneRepository';
export type {
  AnimationType,
  NewPlaylistItemInput,
  SaveSceneInput,
  SceneRepository,
  SceneRepositoryOp,
} from './scene-editor/sceneRepository.types';
export { keyboardCommand } from './scene-editor/keyboardCommand';
export type { KeyLike, KeyboardCommand } from './scene-editor/keyboardCommand';
export { DRAG_MODE_KEY, SELECT_MODE_KEY, createCanvasPan, mouseModeKey } from './scene-editor/createCanvasPan';
export type { CanvasPan, MouseMode, MouseModeKeyLike, PanOffset } from './scene-editor/createCanvasPan';
export { useEditorFit, useFitScale } from './scene-editor/useFitScale';
export { isTextInput, useConfirmSectionDelete, useEditorKeyboard } from './scene-editor/useEditorKeyboard';
export { useCanvasPan } from './scene-editor/useCanvasPan';
export { useSectionPlaylist, whenSectionsSaved } from './scene-editor/useSectionPlaylist';
export type { PlaylistLoad } from './scene-editor/useSectionPlaylist';
export { useSceneRealtime } from './scene-editor/useSceneRealtime';
export type { SceneRealtime } from './scene-editor/useSceneRealtime';
export {
  SAVE_RETRY_INITIAL_MS,
  SAVE_RETRY_MAX_MS,
} from './scene-editor/sceneEditor.constants';
