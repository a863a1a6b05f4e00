import { SECTION_MIN_SIZE, boxProblems } from '@screenplay/core';
import type { Section } from '@screenplay/core';
import type { SaveSceneInput } from './sceneRepository.types';

/**
 * Why a scene save is invalid, or null: every sent section must be a stored row, and every kept section fit
 * core's `boxProblems` (at least 1 x 1, inside the scene: what the server answers 422 for).
 */
export function invalidSceneSections(input: SaveSceneInput, rows: readonly Section[]): string | null {
  if (!(input.width >= SECTION_MIN_SIZE && input.height >= SECTION_MIN_SIZE))
    return 'The scene size must be at least 1 x 1';
  for (const section of input.sections) {
    if (!rows.some((row) => row.id === section.id)) return `Unknown section id ${section.id}`;
    if (section.markAsDeleted) continue;
    const problems = boxProblems(section, input);
    if (problems.length > 0) return `Section ${section.id}: ${problems.join(' ')}`;
  }
  return null;
}
