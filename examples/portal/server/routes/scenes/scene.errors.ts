import { SCENE_ERROR_CODES, validateInput, type SchemaValidator, type ValidationErrors } from '@screenplay/core';
import { EN_MESSAGES } from '@screenplay/core/messages';
import { ERROR_MESSAGES, HttpError } from '../../http/errors';

/** 422 for scene or section data that cannot be saved; nothing was written. */
export function invalidSceneData(errors: ValidationErrors): HttpError {
  return new HttpError(422, {
    message: EN_MESSAGES[SCENE_ERROR_CODES.invalidSceneData] ?? 'The scene data is invalid',
    code: SCENE_ERROR_CODES.invalidSceneData,
    errors,
  });
}

/** Validates scene or section input, answering {@link invalidSceneData} when it does not fit. */
export function validSceneData<T>(schema: SchemaValidator<T>, data: unknown): T {
  const result = validateInput(schema, data);
  if (!result.ok) throw invalidSceneData(result.errors);
  return result.value;
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
