/**
 * @screenplay/core/contract — the HTTP API declared once: each resource's endpoints (method, path, body and
 * query schemas, response type), from which the server validates, the hooks client is typed and the OpenAPI
 * document is generated.
 */
export type {
  BodyOf,
  BodyRules,
  Endpoint,
  EndpointDefinition,
  EndpointAuth,
  HttpMethod,
  ParsedBodyOf,
  ParsedQueryOf,
  PathParamNames,
  PathParams,
  QueryOf,
  ResponseOf,
} from './endpoint';
export { endpoint, pathOf, pathParamNames } from './endpoint';
export type { Envelope } from './envelope';
export { API_CONTRACT, API_RESOURCES } from './api';
export type {
  AuthDto,
  EmailVerifyDto,
  MessageDto,
  ProfileDto,
  RealtimeAuthDto,
  RealtimeTokenDetailsDto,
  RealtimeTokenRequestDto,
  TokenDto,
} from './auth.contract';
export { AUTH_API, emailVerifyQuerySchema, profileMethodQuerySchema, realtimeTokenBodySchema } from './auth.contract';
export { CUSTOMERS_API, RESELLERS_API, SETTINGS_API, WORKGROUPS_API } from './accounts.contract';
export * from './accounts.schemas';
export type { OrdersDto } from './billing.contract';
export { BILLING_API } from './billing.contract';
export type { SceneFoldersDto } from './folders.contract';
export { FOLDERS_API } from './folders.contract';
export { LAYOUTS_API, layoutListQuerySchema } from './layouts.contract';
export type { LibraryFoldersDto } from './library.contract';
export { LIBRARY_API, MEDIA_API, mediaDeleteQuerySchema, methodOverrideQuerySchema } from './library.contract';
export type { SyncOutcomeDto } from './player.contract';
export { PLAYER_API, screenshotUploadQuerySchema } from './player.contract';
export * from './player.schemas';
export { PLAYLIST_ITEMS_API, playlistItemMoveBodySchema } from './playlistItems.contract';
export type { SectionDto, ThumbnailDto } from './scenes.contract';
export { SCENES_API, SECTIONS_API, sceneCreateOrFromLayoutBodySchema } from './scenes.contract';
export * from './schedules.schemas';
export type { FinanceTagDto, ForcePushDto, ScreenPlayingDto } from './screens.contract';
export {
  SCREENS_API,
  SCREENSYNCS_API,
  playingQuerySchema,
  signedLinkQuerySchema,
  timelineQuerySchema,
} from './screens.contract';
export * from './screens.schemas';
export { SYSTEM_API } from './system.contract';
export { TAGS_API, tagSearchQuerySchema } from './tags.contract';
export type { OAuthLinkDto, SocialAccountsDto } from './widgets.contract';
export {
  SOCIAL_API,
  WIDGETS_API,
  clientErrorBodySchema,
  facebookConnectQuerySchema,
  geoSearchBodySchema,
  instagramConnectQuerySchema,
  oauthLinkQuerySchema,
  rssQuerySchema,
} from './widgets.contract';
export type {
  OpenApiContent,
  OpenApiDocument,
  OpenApiInfo,
  OpenApiOperation,
  OpenApiParameter,
  OpenApiSchema,
} from './openapi';
export { API_BASE_PATH, jsonSchemaOf, openApiDocument, openApiPath } from './openapi';
