import type { Endpoint } from './endpoint';
import { TAGS_API } from './tags.contract';

/** Every resource's endpoints, by resource: what {@link API_CONTRACT} flattens. */
export const API_RESOURCES = {
  tags: TAGS_API,
} as const;

/** Every endpoint of `/api/v1`, for the server's coverage test and the OpenAPI generator. */
export const API_CONTRACT: readonly Endpoint[] = Object.values(API_RESOURCES).flatMap((resource): Endpoint[] =>
  Object.values(resource),
);
