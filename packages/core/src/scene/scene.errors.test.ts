import { describe, expect, it } from 'vitest';
import { EN_MESSAGES } from '../messages';
import { SCENE_ERROR_CODES } from './scene.errors';

describe('scene API error codes (spec §8)', () => {
  it("are the spec's message keys, each with its English text", () => {
    expect(SCENE_ERROR_CODES).toEqual({
      invalidSceneData: 'sceneEditor.invalidSceneData',
      folderNotEmpty: 'folders.folderNotEmpty',
      sectionPublished: 'sceneEditor.sectionPublished',
      notFound: 'errors.notFound',
    });
    expect(EN_MESSAGES[SCENE_ERROR_CODES.sectionPublished]).toBe(
      'This section is published: change its draft, then Save scene to publish it',
    );
    expect(EN_MESSAGES[SCENE_ERROR_CODES.folderNotEmpty]).toBe(
      'Folder not empty or contains subfolders: cannot delete',
    );
    expect(EN_MESSAGES[SCENE_ERROR_CODES.notFound]).toBe('Item not found');
    expect(EN_MESSAGES[SCENE_ERROR_CODES.invalidSceneData]).toBeDefined();
  });
});
