/** Request-body schemas shared by the reference server and clients, and the limits they enforce. */
export * from '../limits';
export {
  PASSWORD_MIN_LENGTH,
  EMAIL_MAX_LENGTH,
  isEmailAddress,
  PROFILE_TEXT_MAX_LENGTH,
  PROFILE_ABOUT_MAX_LENGTH,
  loginBodySchema,
  forgotBodySchema,
  resetBodySchema,
  passwordChangeBodySchema,
  loginAsBodySchema,
  profileFieldsSchema,
} from './auth.schemas';
export type { LoginBody, ForgotBody, ResetBody, PasswordChangeBody, LoginAsBody, ProfileFields } from './auth.schemas';
export { RECORD_ID_MAX, recordId, anyRecordId, isRecordId, recordIdOf } from './ids';
export { validateInput, withListBounds, BODY_ERROR_KEY } from './validate';
export type { ValidationErrors, ValidationResult, SchemaValidator } from './validate';
export {
  FOLDER_NAME_MIN_LENGTH,
  TAG_NAME_MIN_LENGTH,
  TAG_SEARCH_MIN_LENGTH,
  AUTHORING_NAME_MAX_LENGTH,
  SCENE_SIZE_MAX,
  PLAYLIST_ITEM_DURATION_MAX_S,
  layerSchema,
  playlistItemCreateBodySchema,
  playlistItemUpdateBodySchema,
  sectionCreateBodySchema,
  sectionUpdateBodySchema,
  sectionWithIdSchema,
  sectionsUpdateBodySchema,
  tagRefSchema,
  sceneCreateBodySchema,
  sceneUpdateBodySchema,
  sceneCopyBodySchema,
  sceneMoveBodySchema,
  folderCreateBodySchema,
  folderUpdateBodySchema,
} from './scene.schemas';
export type {
  SceneCreateBody,
  SceneUpdateBody,
  SectionCreateBody,
  SectionUpdateBody,
  SectionWithId,
  TagRef,
  LayerInput,
  PlaylistItemBody,
  FolderCreateBody,
  FolderUpdateBody,
} from './scene.schemas';
