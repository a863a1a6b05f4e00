import { SECTION_MIN_SIZE } from '@screenplay/core';
import type { Section } from '@screenplay/core';
import type { SaveSceneInput } from './sceneRepository.types';

/**
 * Why a scene save is invalid, or null: every sent section must be a stored row, and every kept section at
 * least 1 x 1 and inside the scene (the checks the server answers 422 `sceneEditor.invalidSceneData` for).
 */
export function invalidSceneSections(input: SaveSceneInput, rows: readonly Section[]): string | null {
  if (!(input.width >= SECTION_MIN_SIZE && input.height >= SECTION_MIN_SIZE))
    return 'The scene size must be at least 1 x 1';
  for (const section of input.sections) {
    if (!rows.some((row) => row.id === section.id)) return `Unknown section id ${section.id}`;
    if (section.markAsDeleted) continue;
    const { left, top, width, height } = section;
    if (!(width >= SECTION_MIN_SIZE && height >= SECTION_MIN_SIZE))
      return `Section ${section.id} is smaller than 1 x 1`;
    if (left < 0 || top < 0 || left + width > input.width || top + height > input.height)
      return `Section ${section.id} lies outside the scene`;
  }
  return null;
}
