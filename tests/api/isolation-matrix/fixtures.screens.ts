import type { Fixture } from './fixtures';

/** The isolation-matrix fixtures of the screens, screen folders, details and assignment routes (see `Fixture`). */
export const SCREEN_FIXTURES: Readonly<Record<string, Fixture>> = {
  'GET /api/v1/folders/screens': { list: () => [{}] },
};
