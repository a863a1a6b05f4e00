import { SCENE_ERROR_CODES } from '@screenplay/core';
import { ApiError } from '../api/ApiError';

/** A save refused before any call (a template without layers): a 422-like error carrying the refusal's key. */
export function refusalError(messageKey: string): ApiError {
  return new ApiError({ status: 422, messageKey, message: messageKey, code: messageKey });
}

/** An unknown document (spec §5: "A playlist item not found gives errors.notFound"). */
export function notFoundError(): ApiError {
  return new ApiError({
    status: 404,
    messageKey: SCENE_ERROR_CODES.notFound,
    message: 'Item not found',
    code: SCENE_ERROR_CODES.notFound,
  });
}
