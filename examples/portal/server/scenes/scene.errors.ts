import { SCENE_ERROR_CODES, type ValidationErrors } from '@screenplay/core';
import { EN_MESSAGES } from '@screenplay/core/messages';
import { ERROR_MESSAGES, HttpError, unprocessable, type UnprocessableOptions } from '../http/errors';

/** What a 422 for scene or section data says beyond its errors: the scene editor's code and its text. */
export const INVALID_SCENE_DATA: UnprocessableOptions = {
  code: SCENE_ERROR_CODES.invalidSceneData,
  message: EN_MESSAGES[SCENE_ERROR_CODES.invalidSceneData] ?? 'The scene data is invalid',
};

/** 422 for scene or section data that cannot be saved; nothing was written. Validate with `validOrThrow(schema, data, INVALID_SCENE_DATA)`. */
export function invalidSceneData(errors: ValidationErrors): HttpError {
  return unprocessable(errors, INVALID_SCENE_DATA);
}

/** 404 for a missing playlist item or its section (spec §5: "A playlist item not found gives errors.notFound"). */
export function itemNotFound(): HttpError {
  return new HttpError(404, { message: ERROR_MESSAGES.notFound, code: SCENE_ERROR_CODES.notFound });
}

/** 409 for deleting a folder that still holds sub-folders or items (spec §8). */
export function folderNotEmpty(): HttpError {
  return new HttpError(409, {
    message: EN_MESSAGES[SCENE_ERROR_CODES.folderNotEmpty] ?? 'Folder not empty or contains subfolders: cannot delete',
    code: SCENE_ERROR_CODES.folderNotEmpty,
  });
}

/** 409 for a change addressed to a published section: only drafts change (ARCHITECTURE.md "One publishing rule"). */
export function sectionPublished(): HttpError {
  return new HttpError(409, {
    message: EN_MESSAGES[SCENE_ERROR_CODES.sectionPublished] ?? 'This section is published',
    code: SCENE_ERROR_CODES.sectionPublished,
  });
}
